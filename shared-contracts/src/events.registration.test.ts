import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createEventBus, type BusRejection, type EventName } from './events';
import { publishedEvents, withPublishedEvents } from './event-catalogue';

const mfeWork = { remote: 'mfe-work', version: '0.2.0-3f2a9c1b' };
const mfeJournal = { remote: 'mfe-journal', version: '0.1.0-aa11bb22' };
/** An event this host's catalogue does not know: a remote built later than the host publishes it. */
const NEW_EVENT = 'task:assigned' as EventName;
const TaskAssigned = v.object({ taskId: v.pipe(v.string(), v.minLength(1)), assignee: v.string() });

describe('event bus: publishers and their registered schemas', () => {
  it('delivers an event newer than the host once its publisher registered it, to a subscriber that knows it', () => {
    const bus = createEventBus({ warn: vi.fn() });
    const work = bus.forPublisher(mfeWork);
    const subscriber = vi.fn();
    // Another remote, built with the newer catalogue, subscribes by name: the host's bus accepts any name.
    bus.forPublisher(mfeJournal).subscribe(NEW_EVENT, subscriber);

    work.register({ 'task:assigned': TaskAssigned });
    expect(work.publish(NEW_EVENT, { taskId: 't1', assignee: 'ann', extra: 1 } as never)).toBe(true);
    expect(subscriber).toHaveBeenCalledExactlyOnceWith({ taskId: 't1', assignee: 'ann' }, mfeWork);
    expect(bus.registrations()).toEqual([{ publisher: mfeWork, events: ['task:assigned'] }]);
  });

  it("validates a registered event with the publisher's schema, not the host's", () => {
    const rejected: BusRejection[] = [];
    const bus = createEventBus({ warn: vi.fn(), onRejected: (r) => rejected.push(r) });
    const work = bus.forPublisher(mfeWork);
    const subscriber = vi.fn();
    bus.subscribe('task:changed', subscriber);
    // The publisher's newer task:changed adds a field; the host's copy would strip it.
    work.register({ 'task:changed': v.object({ taskId: v.pipe(v.string(), v.minLength(1)), state: v.optional(v.string()) }) });
    expect(work.publish('task:changed', { taskId: 't1', state: 'DONE' } as never)).toBe(true);
    expect(subscriber).toHaveBeenCalledWith({ taskId: 't1', state: 'DONE' }, mfeWork);
    expect(work.publish('task:changed', { taskId: '', state: 'DONE' } as never)).toBe(false);
    expect(rejected[0]).toMatchObject({ reason: 'invalid-payload', publisher: mfeWork, schema: 'publisher' });
  });

  it("falls back to the host's catalogue for events the publisher did not register, and keeps registrations apart", () => {
    const bus = createEventBus({ warn: vi.fn() });
    const work = bus.forPublisher(mfeWork);
    const journal = bus.forPublisher(mfeJournal);
    work.register({ 'task:assigned': TaskAssigned });
    const subscriber = vi.fn();
    bus.subscribe('toast:show', subscriber);
    expect(journal.publish('toast:show', { text: 'Saved', color: 'success' })).toBe(true);
    expect(subscriber).toHaveBeenCalledOnce();
    // mfe-journal never registered task:assigned and the host does not know it.
    expect(journal.publish(NEW_EVENT, { taskId: 't1', assignee: 'ann' } as never)).toBe(false);
  });

  it('reports an unknown event with the publishing remote and version, on the report and in the warning', () => {
    const onRejected = vi.fn();
    const warn = vi.fn();
    const bus = createEventBus({ onRejected, warn });
    const subscriber = vi.fn();
    bus.subscribe(NEW_EVENT, subscriber);
    expect(bus.forPublisher(mfeWork).publish(NEW_EVENT, { taskId: 't1' } as never)).toBe(false);
    expect(subscriber).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledWith({
      event: 'task:assigned',
      payload: { taskId: 't1' },
      reason: 'unknown-event',
      issues: [],
      publisher: mfeWork,
      schema: null,
    });
    expect(warn).toHaveBeenCalledWith('[event bus] dropped "task:assigned" from mfe-work@0.2.0-3f2a9c1b: unknown-event', expect.anything());
  });

  it('reports an invalid payload with the publishing remote and version; the bus itself publishes as the host', () => {
    const rejected: BusRejection[] = [];
    const bus = createEventBus({
      warn: vi.fn(),
      onRejected: (r) => rejected.push(r),
      publisher: { remote: 'host-shell', version: '1.2.3' },
    });
    expect(bus.forPublisher(mfeJournal).publish('journal:saved', { journalId: 'j1', date: 'tomorrow' })).toBe(false);
    expect(bus.publish('notifications:count', { unread: -1 })).toBe(false);
    expect(rejected.map((r) => [r.reason, r.publisher, r.schema])).toEqual([
      ['invalid-payload', mfeJournal, 'host'],
      ['invalid-payload', { remote: 'host-shell', version: '1.2.3' }, 'host'],
    ]);
    expect(rejected[0]?.issues.join()).toContain('date');
  });

  it('ignores a registered entry that is not a schema, with a warning', () => {
    const warn = vi.fn();
    const bus = createEventBus({ warn });
    const work = bus.forPublisher(mfeWork);
    work.register({ 'task:assigned': { type: 'object' } as never });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('mfe-work@0.2.0-3f2a9c1b registered "task:assigned" without a schema'),
      expect.anything(),
    );
    expect(work.publish(NEW_EVENT, { taskId: 't1', assignee: 'ann' } as never)).toBe(false);
  });
});

describe('withPublishedEvents (a remote registering on mount)', () => {
  it("registers the remote's own schemas with the bus in its mount props before mounting", async () => {
    const bus = createEventBus({ warn: vi.fn() });
    const handle = bus.forPublisher(mfeWork);
    const mount = vi.fn<(props: unknown) => Promise<void>>(() => Promise.resolve());
    const lifecycles = withPublishedEvents(
      { bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve() },
      { ...publishedEvents(['task:changed']), 'task:assigned': TaskAssigned },
    );
    await lifecycles.mount({ bus: handle } as never);
    expect(mount).toHaveBeenCalledOnce();
    expect(bus.registrations()).toEqual([{ publisher: mfeWork, events: ['task:changed', 'task:assigned'] }]);
  });

  it('mounts on a host whose bus cannot register (older than ADR 0244)', async () => {
    const mount = vi.fn<(props: unknown) => Promise<void>>(() => Promise.resolve());
    const lifecycles = withPublishedEvents({ mount }, publishedEvents(['toast:show']));
    await lifecycles.mount({ bus: { publish: vi.fn(), subscribe: vi.fn() } } as never);
    expect(mount).toHaveBeenCalledOnce();
  });
});
