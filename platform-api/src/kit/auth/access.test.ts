import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_STATUSES } from '../../modules/people/people.rules.js';
import { statusEndsAccess } from './access.js';
import { createSocketSessions, deliverWhile } from './socket-sessions.js';

describe('which statuses lose access (staff-and-admin.md §4)', () => {
  it.each(USER_STATUSES.map((status) => [status]))('%s', (status) => {
    const loses = ['blocked', 'suspended', 'offboarded', 'deleted', 'anonymised'].includes(status);
    expect(statusEndsAccess(status)).toBe(loses);
  });
  it('keeps pending and inactive croudies signed in (pending dashboard, reactivation requests)', () => {
    expect(statusEndsAccess('pending')).toBe(false);
    expect(statusEndsAccess('inactive')).toBe(false);
    expect(statusEndsAccess('pending_reactivation')).toBe(false);
  });
});

class FakeSocket extends EventEmitter {
  closedWith: { code: number; reason: string } | null = null;
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
    this.emit('close');
  }
}

describe('socket sessions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes the sockets of a person whose session ended, and those impersonating them; no one else's", () => {
    const sessions = createSocketSessions();
    const own = new FakeSocket();
    const impersonating = new FakeSocket();
    const other = new FakeSocket();
    sessions.track(own, { actorPrincipalId: 'croudie:1', viewerPrincipalId: 'croudie:1' });
    sessions.track(impersonating, { actorPrincipalId: 'staff:1', viewerPrincipalId: 'croudie:1' });
    sessions.track(other, { actorPrincipalId: 'croudie:2', viewerPrincipalId: 'croudie:2' });
    expect(sessions.endSessionsOf('croudie:1')).toBe(2);
    expect(own.closedWith).toEqual({ code: 4403, reason: 'Session ended' });
    expect(impersonating.closedWith).toEqual({ code: 4403, reason: 'Impersonated session ended' });
    expect(other.closedWith).toBeNull();
    expect(sessions.size).toBe(1);
  });

  it('closes a socket when its token expires', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const sessions = createSocketSessions();
    const socket = new FakeSocket();
    sessions.track(socket, { actorPrincipalId: 'croudie:1', viewerPrincipalId: 'croudie:1', expiresAt: 1_000_000 + 600_000 });
    vi.advanceTimersByTime(599_999);
    expect(socket.closedWith).toBeNull();
    expect(sessions.expired(socket)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 4403, reason: 'Access token expired' });
    expect(sessions.size).toBe(0);
  });
});

describe('deliverWhile', () => {
  async function* numbers() {
    yield 1;
    yield 2;
    yield 3;
  }

  it('delivers events while allowed and ends at the first one refused', async () => {
    let allowed = 2;
    const got: number[] = [];
    for await (const n of deliverWhile(numbers(), async () => allowed-- > 0)) got.push(n);
    expect(got).toEqual([1, 2]);
  });

  it('ends the source at once when returned while it waits for an event', async () => {
    const returned = vi.fn();
    const source: AsyncIterable<number> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<number>>(() => {}),
        return: async () => {
          returned();
          return { done: true, value: undefined };
        },
      }),
    };
    const events = deliverWhile(source, async () => true);
    void events.next();
    await events.return!();
    expect(returned).toHaveBeenCalledTimes(1);
  });
});
