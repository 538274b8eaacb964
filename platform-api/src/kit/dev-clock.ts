import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { isControllable, type Clock } from './clock.js';
import type { Config } from './config.js';
import { PlatformError } from './errors.js';
import { clientIp, readJsonBody, sendJson } from './http/index.js';
import { parseInput } from './validation.js';

const MoveClock = v.object({
  now: v.pipe(v.string(), v.isoTimestamp('now must be an ISO-8601 instant, e.g. 2026-03-16T09:00:00Z')),
});

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x. */
export function isLoopbackAddress(address: string): boolean {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * The /api/dev/* calls (outbox, clock) are unauthenticated developer tools: never in production, and only for a caller
 * on this machine (behind the gateway, the address it forwards in X-Forwarded-For). Anyone else gets a 404.
 */
export function devRoutesAllowed(req: IncomingMessage, config: Pick<Config, 'isProduction' | 'trustedProxyHops'>): boolean {
  return !config.isProduction && isLoopbackAddress(clientIp(req, config.trustedProxyHops));
}

/**
 * The platform clock outside production (platform-contract.md: PLATFORM_NOW starts it; ADR 0222: it can be moved
 * while running). GET /api/dev/clock → { now }; POST { now } sets it there, and it runs on from that instant.
 * Every date rule on the server reads this clock; the journal scheduler's next pass creates what fell due.
 */
export async function handleDevClock(req: IncomingMessage, res: ServerResponse, clock: Clock): Promise<void> {
  if (req.method === 'GET') {
    sendJson(res, 200, { now: clock.now().toISOString() });
    return;
  }
  if (req.method !== 'POST') throw new PlatformError('BAD_USER_INPUT', 'Use GET or POST on the dev clock');
  if (!isControllable(clock)) throw new PlatformError('CONFLICT', "This platform's clock cannot be moved");
  const { now } = parseInput(MoveClock, await readJsonBody(req));
  clock.set(new Date(now));
  sendJson(res, 200, { now: clock.now().toISOString() });
}
