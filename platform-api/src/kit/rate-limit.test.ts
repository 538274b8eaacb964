import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from './errors.js';
import { openTestDatabase } from '../modules/identity/identity.harness.js';
import type { DatabaseHandle } from './db/index.js';
import { consumeOrRefuse, databaseLimiters, limiterRegistry, memoryLimiters, redisLimiters } from './rate-limit.js';

// The machine's real Redis (REDIS_URL elsewhere).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits', () => {
  it("one limiter per name for the server's life: attempts add up across requests", async () => {
    const limiter = limiterRegistry(memoryLimiters);
    const key = '10.0.0.1';
    await consumeOrRefuse(limiter('registration', { points: 2, duration: 60 }), key);
    await consumeOrRefuse(limiter('registration', { points: 2, duration: 60 }), key);
    await expect(consumeOrRefuse(limiter('registration', { points: 2, duration: 60 }), key)).rejects.toBeInstanceOf(RateLimitedError);
    // another name counts on its own
    await consumeOrRefuse(limiter('other', { points: 2, duration: 60 }), key);
  });

  describe('in Redis: two API instances count the same attempts', () => {
    let a: Redis;
    let b: Redis;
    beforeAll(() => {
      a = new Redis(REDIS_URL);
      b = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      await a?.quit();
      await b?.quit();
    });

    it('refuses on instance B what instance A already counted, with the seconds to wait', async () => {
      const name = `test-${Date.now()}`;
      const onA = limiterRegistry(redisLimiters(a))(name, { points: 3, duration: 60 });
      const onB = limiterRegistry(redisLimiters(b))(name, { points: 3, duration: 60 });
      await consumeOrRefuse(onA, '10.0.0.2');
      await consumeOrRefuse(onA, '10.0.0.2');
      await consumeOrRefuse(onB, '10.0.0.2');
      const refused = await consumeOrRefuse(onB, '10.0.0.2').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).retryAfterSec).toBeGreaterThan(0);
      expect((refused as RateLimitedError).retryAfterSec).toBeLessThanOrEqual(60);
      await consumeOrRefuse(onA, '10.0.0.3'); // another address is not affected
    });
  });

  describe('in the database (no Redis): what one API process counted, the next one still sees', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('a new registry on the same database refuses, with the seconds left, and another key is not affected', async () => {
      const before = limiterRegistry(databaseLimiters(database.db))('login:acct-ip', { points: 2, duration: 60 });
      await consumeOrRefuse(before, 'someone@example.com|10.0.0.4');
      await consumeOrRefuse(before, 'someone@example.com|10.0.0.4');

      const after = limiterRegistry(databaseLimiters(database.db))('login:acct-ip', { points: 2, duration: 60 });
      const refused = await consumeOrRefuse(after, 'someone@example.com|10.0.0.4').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect((refused as RateLimitedError).retryAfterSec).toBeGreaterThan(0);
      expect((refused as RateLimitedError).retryAfterSec).toBeLessThanOrEqual(60);
      await consumeOrRefuse(after, 'someone@example.com|10.0.0.5');
      // a limiter of another name counts on its own
      await consumeOrRefuse(
        limiterRegistry(databaseLimiters(database.db))('mfa:acct-ip', { points: 2, duration: 60 }),
        'someone@example.com|10.0.0.4',
      );
    });

    it('a counter ends when its time is up', async () => {
      const limiter = limiterRegistry(databaseLimiters(database.db))('short', { points: 1, duration: 1 });
      await consumeOrRefuse(limiter, '10.0.0.6');
      await expect(consumeOrRefuse(limiter, '10.0.0.6')).rejects.toBeInstanceOf(RateLimitedError);
      await new Promise((r) => setTimeout(r, 1100));
      await consumeOrRefuse(limiter, '10.0.0.6');
    });
  });
});
