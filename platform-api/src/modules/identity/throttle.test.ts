import { describe, expect, it } from 'vitest';
import { RateLimitedError, createThrottle } from './throttle.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('throttle (rate-limiter-flexible)', () => {
  it('blocks an account+IP after its failures, not the same account from another IP', async () => {
    const t = createThrottle('t1', { accountIpPoints: 3, accountIpDurationSec: 60 });
    for (let i = 0; i < 2; i++) await t.fail('1.1.1.1', 'a@example.com');
    await expect(t.fail('1.1.1.1', 'a@example.com')).resolves.toBeUndefined();
    await expect(t.assertAllowed('1.1.1.1', 'a@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(t.assertAllowed('2.2.2.2', 'a@example.com')).resolves.toBeUndefined();
    await expect(t.assertAllowed('1.1.1.1', 'b@example.com')).resolves.toBeUndefined();
  });
  it('treats the account key case-insensitively', async () => {
    const t = createThrottle('t2', { accountIpPoints: 1 });
    await t.fail('1.1.1.1', 'A@Example.com');
    await expect(t.assertAllowed('1.1.1.1', 'a@example.com')).rejects.toBeInstanceOf(RateLimitedError);
  });
  it('blocks an IP after its failures across accounts', async () => {
    const t = createThrottle('t3', { accountIpPoints: 100, ipPoints: 3 });
    for (const who of ['a', 'b', 'c']) await t.fail('9.9.9.9', `${who}@example.com`);
    await expect(t.assertAllowed('9.9.9.9', 'd@example.com')).rejects.toMatchObject({ name: 'RateLimitedError' });
  });
  it('a success clears the account+IP counter', async () => {
    const t = createThrottle('t4', { accountIpPoints: 2 });
    await t.fail('1.1.1.1', 'a@example.com');
    await t.succeed('1.1.1.1', 'a@example.com');
    await t.fail('1.1.1.1', 'a@example.com');
    await expect(t.assertAllowed('1.1.1.1', 'a@example.com')).resolves.toBeUndefined();
  });
  it('reports retry-after and expires (never a permanent lock)', async () => {
    const t = createThrottle('t5', { accountIpPoints: 1, accountIpDurationSec: 1 });
    await t.fail('1.1.1.1', 'a@example.com');
    const error = await t.assertAllowed('1.1.1.1', 'a@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSec).toBe(1);
    await sleep(1100);
    await expect(t.assertAllowed('1.1.1.1', 'a@example.com')).resolves.toBeUndefined();
  });
});
