import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type BusRejection, type EventName } from './events';

describe('createEventBus', () => {
  it('delivers a valid event to every subscriber', () => {
    const bus = createEventBus();
    const a = vi.fn();
    const b = vi.fn();
    bus.subscribe('journal:saved', a);
    bus.subscribe('journal:saved', b);
    expect(bus.publish('journal:saved', { journalId: 'j1', date: '2026-11-20' })).toBe(true);
    expect(a).toHaveBeenCalledWith({ journalId: 'j1', date: '2026-11-20' }, { remote: 'host-shell', version: 'dev' });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('drops an event that fails its schema, warns and reports it, and never delivers it', () => {
    const rejected: BusRejection[] = [];
    const warn = vi.fn();
    const bus = createEventBus({ onRejected: (r) => rejected.push(r), warn });
    const handler = vi.fn();
    bus.subscribe('journal:saved', handler);
    // A remote built against an older contract sends a number date.
    const ok = bus.publish('journal:saved', { journalId: 'j1', date: 20261120 } as never);
    expect(ok).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toBe('invalid-payload');
    expect(rejected[0]?.issues.join()).toContain('date');
  });

  it('drops unknown events', () => {
    const onRejected = vi.fn();
    const bus = createEventBus({ onRejected, warn: () => {} });
    expect(bus.publish('nope:never' as EventName, {} as never)).toBe(false);
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unknown-event' }));
  });

  it('stops delivering after unsubscribe and isolates a throwing subscriber', () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrower = vi.fn(() => {
      throw new Error('boom');
    });
    const other = vi.fn();
    const off = bus.subscribe('toast:show', thrower);
    bus.subscribe('toast:show', other);
    bus.publish('toast:show', { text: 'entry saved', color: 'success' });
    expect(other).toHaveBeenCalledOnce();
    off();
    bus.publish('toast:show', { text: 'again', color: 'info' });
    expect(thrower).toHaveBeenCalledOnce();
    expect(other).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
