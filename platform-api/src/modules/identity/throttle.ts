// Anti-automation for sign-in and recovery: failures are counted per account+IP and per IP, with expiry.
// A stranger can only slow down sign-ins from their own address (account+IP) and never locks anyone for good:
// every counter expires. The limiter instances are injected so production can use RateLimiterRedis/Postgres.
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterFactory } from '../../kit/rate-limit.js';

export interface ThrottleOptions {
  /** Failures per account+IP before blocking (default 5 per 15 minutes). */
  accountIpPoints?: number;
  accountIpDurationSec?: number;
  /** Failures per IP before blocking (default 100 per hour). */
  ipPoints?: number;
  ipDurationSec?: number;
  /** Ready-made limiters (e.g. RateLimiterRedis) instead of the in-memory ones. */
  accountIpLimiter?: RateLimiterAbstract;
  ipLimiter?: RateLimiterAbstract;
  /** Where the counters live (kit/rate-limit.ts); default in this process. */
  limiters?: LimiterFactory;
}

// One error for every throttled caller, written to REST and GraphQL by the kit.
import { RateLimitedError } from '../../kit/errors.js';
export { RateLimitedError };

export interface Throttle {
  /** Throws RateLimitedError while either counter is exhausted. */
  assertAllowed(ip: string, account: string): Promise<void>;
  /** Record a failed attempt; throws RateLimitedError when this failure exhausts a counter. */
  fail(ip: string, account: string): Promise<void>;
  /** A success clears the account+IP counter (the per-IP counter keeps running). */
  succeed(ip: string, account: string): Promise<void>;
}

function retryAfter(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
}

export function createThrottle(name: string, options: ThrottleOptions = {}): Throttle {
  const accountIpPoints = options.accountIpPoints ?? 5;
  const ipPoints = options.ipPoints ?? 100;
  const limiters = options.limiters ?? memoryLimiters;
  const accountIp =
    options.accountIpLimiter ??
    limiters({ keyPrefix: `${name}:acct-ip`, points: accountIpPoints, duration: options.accountIpDurationSec ?? 15 * 60 });
  const perIp = options.ipLimiter ?? limiters({ keyPrefix: `${name}:ip`, points: ipPoints, duration: options.ipDurationSec ?? 60 * 60 });
  const key = (ip: string, account: string) => `${account.trim().toLowerCase()}|${ip}`;

  return {
    async assertAllowed(ip, account) {
      const [a, i] = await Promise.all([accountIp.get(key(ip, account)), perIp.get(ip)]);
      if (a && a.consumedPoints >= accountIpPoints) throw new RateLimitedError(retryAfter(a));
      if (i && i.consumedPoints >= ipPoints) throw new RateLimitedError(retryAfter(i));
    },
    async fail(ip, account) {
      const results = await Promise.allSettled([accountIp.consume(key(ip, account)), perIp.consume(ip)]);
      for (const r of results) {
        if (r.status === 'rejected') {
          if (r.reason instanceof Error) throw r.reason;
          throw new RateLimitedError(retryAfter(r.reason as RateLimiterRes));
        }
      }
    },
    async succeed(ip, account) {
      await accountIp.delete(key(ip, account));
    },
  };
}
