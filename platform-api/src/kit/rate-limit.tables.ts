import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters when there is no Redis (kit/rate-limit.ts: rate-limiter-flexible's RateLimiterDrizzle), so
 * sign-in throttles survive an API restart. `key` is `<limiter>:<caller>`; a row counts until `expire`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
