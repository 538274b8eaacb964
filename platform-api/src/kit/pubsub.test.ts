import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub, createRedisPubSub, decodeEvent, encodeEvent, type PlatformPubSub } from './pubsub.js';

// A real Redis (the machine runs one on 127.0.0.1:6379; REDIS_URL points elsewhere).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function first<T>(iterable: AsyncIterable<T>, timeoutMs = 5000): Promise<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within the timeout')), timeoutMs));
  const result = await Promise.race([iterator.next(), timeout]);
  await iterator.return?.();
  return result.value as T;
}

describe('event encoding', () => {
  it('keeps Dates through JSON, nested and in lists', () => {
    const payload = { at: new Date('2026-03-01T10:00:00Z'), list: [{ createdAt: new Date(0) }], name: 'x', plain: { $date: 1 } };
    const decoded = decodeEvent(encodeEvent(payload)) as typeof payload;
    expect(decoded.at).toBeInstanceOf(Date);
    expect(decoded.at.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(decoded.list[0]!.createdAt).toEqual(new Date(0));
    expect(decoded.plain).toEqual({ $date: 1 });
  });
});

describe('in-process pub/sub', () => {
  it("delivers to the principal's subscribers only", async () => {
    const pubsub = createInProcessPubSub();
    const mine = first(pubsub.subscribe('forceSignOut', 'p:1'));
    const other = first(pubsub.subscribe('forceSignOut', 'p:2'), 300);
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('forceSignOut', 'p:1', { principalId: 'p:1', reason: 'test', at: new Date() });
    expect((await mine).principalId).toBe('p:1');
    await expect(other).rejects.toThrow('no event');
  });

  it('keeps only the events a filter accepts', async () => {
    const pubsub = createInProcessPubSub();
    const day = first(pubsub.subscribe('updateBreakdown', 'p:1', (e) => e.date === '2026-11-25'));
    await new Promise((r) => setTimeout(r, 10));
    pubsub.publish('updateBreakdown', 'p:1', { date: '2026-11-24', target: 480, minutes: 60 });
    pubsub.publish('updateBreakdown', 'p:1', { date: '2026-11-25', target: 480, minutes: 90 });
    expect(await day).toEqual({ date: '2026-11-25', target: 480, minutes: 90 });
  });

  it('ends a filtered subscription at once while it waits for an event (a closed socket releases it)', async () => {
    const pubsub = createInProcessPubSub();
    const iterator = pubsub.subscribe('updateBreakdown', 'p:1', (e) => e.date === '2026-11-25')[Symbol.asyncIterator]();
    const waiting = iterator.next();
    const ended = await Promise.race([
      iterator.return!().then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('still waiting for an event'), 500)),
    ]);
    expect(ended).toBe('ended');
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});

describe('Redis pub/sub: several API instances', () => {
  let a: PlatformPubSub;
  let b: PlatformPubSub;
  beforeAll(async () => {
    a = await createRedisPubSub(REDIS_URL);
    b = await createRedisPubSub(REDIS_URL);
  });
  afterAll(async () => {
    await a?.close?.();
    await b?.close?.();
  });

  it('delivers an event published on one instance to a subscriber on another, and to its own, once each', async () => {
    const principal = `p:${Date.now()}`;
    const at = new Date('2026-05-01T09:30:00Z');
    const onB = b.subscribe('rolesUpdated', principal)[Symbol.asyncIterator]();
    const onA = a.subscribe('rolesUpdated', principal)[Symbol.asyncIterator]();
    await new Promise((r) => setTimeout(r, 50));
    a.publish('rolesUpdated', principal, { principalId: principal, roles: ['croudie-active'], at });
    const [fromB, fromA] = await Promise.all([onB.next(), onA.next()]);
    expect(fromB.value).toEqual({ principalId: principal, roles: ['croudie-active'], at });
    expect(fromB.value.at).toBeInstanceOf(Date);
    expect(fromA.value).toEqual({ principalId: principal, roles: ['croudie-active'], at });
    // exactly once: the next event seen is the next one published
    a.publish('rolesUpdated', principal, { principalId: principal, roles: ['croudie-inactive'], at });
    expect((await onA.next()).value.roles).toEqual(['croudie-inactive']);
    await onA.return?.();
    await onB.return?.();
  });
});
