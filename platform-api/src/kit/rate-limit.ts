import type { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from './db/index.js';
import { RateLimitedError } from './errors.js';
import { rateLimits } from './rate-limit.tables.js';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** seconds */
  duration: number;
}

/**
 * Where rate-limit counters live: in Redis (REDIS_URL), so every instance counts the same attempts and a caller cannot
 * multiply the limits by reaching several pods; else in the database, so a restart does not wipe them (ADR 0203).
 * In this process only in tests.
 */
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

/** Counters in Redis; while Redis is unreachable each instance keeps counting in memory instead of failing requests. */
export function redisLimiters(client: Redis): LimiterFactory {
  return (options) =>
    new RateLimiterRedis({
      storeClient: client,
      ...options,
      keyPrefix: `rate-limit:${options.keyPrefix}`,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

/**
 * Counters in the platform database (table rate_limits; PGlite or PostgreSQL), kept across restarts. While the database
 * does not answer, each limiter counts in memory instead of failing the request.
 */
export function databaseLimiters(db: Database): LimiterFactory {
  return (options) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      ...options,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

/** One limiter per name for the life of the server (a memory limiter made per request would never count). */
export function limiterRegistry(
  factory: LimiterFactory,
): (name: string, options: Omit<LimiterOptions, 'keyPrefix'>) => RateLimiterAbstract {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (name, options) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = factory({ keyPrefix: name, ...options });
      limiters.set(name, limiter);
    }
    return limiter;
  };
}

/** Counts one attempt for `key`; RATE_LIMITED (with the seconds to wait) once the points are used up. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    throw new RateLimitedError(Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000)));
  }
}
