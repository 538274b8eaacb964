import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createEventBus, type BusRejection, type EventName } from '@work/shared-contracts';
import { HOST_PUBLISHER, remoteBus } from './remoteBus';

describe('remoteBus', () => {
  it("binds a remote's handle to its name and the version the host loaded, one handle per remote and version", () => {
    const rejected: BusRejection[] = [];
    const bus = createEventBus({ publisher: HOST_PUBLISHER, warn: vi.fn(), onRejected: (r) => rejected.push(r) });
    const work = remoteBus(bus, { name: 'mfe-work', version: '0.1.0-3f2a9c1b' });
    expect(remoteBus(bus, { name: 'mfe-work', version: '0.1.0-3f2a9c1b' })).toBe(work);
    expect(remoteBus(bus, { name: 'mfe-work', version: '0.2.0' })).not.toBe(work);

    work.publish('task:changed', { taskId: '' });
    bus.publish('notifications:count', { unread: 1.5 });
    expect(rejected.map((r) => r.publisher)).toEqual([
      { remote: 'mfe-work', version: '0.1.0-3f2a9c1b' },
      { remote: 'host-shell', version: 'dev' },
    ]);
  });

  it('lets a remote published alone with a new event reach a subscriber, the host untouched', () => {
    const bus = createEventBus({ publisher: HOST_PUBLISHER, warn: vi.fn() });
    const work = remoteBus(bus, { name: 'mfe-work', version: '0.3.0' });
    const plan = remoteBus(bus, { name: 'mfe-plan', version: '0.1.0' });
    const received = vi.fn();
    plan.subscribe('task:assigned' as EventName, received);
    work.register({ 'task:assigned': v.object({ taskId: v.string() }) });
    expect(work.publish('task:assigned' as EventName, { taskId: 't1' } as never)).toBe(true);
    // with who published it, so a subscriber such as the shell's hot swap knows whose event it is
    expect(received).toHaveBeenCalledWith({ taskId: 't1' }, { remote: 'mfe-work', version: '0.3.0' });
  });
});
