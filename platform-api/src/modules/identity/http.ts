// Small HTTP helpers for the identity JSON endpoints (plain node:http; the provider itself runs on koa).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tenantFromHost, type Tenant } from '@work/shared-contracts/tenants';
import { PlatformError, restError } from '../../kit/errors.js';
import { RateLimitedError } from './throttle.js';

const MAX_BODY_BYTES = 16 * 1024;

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new PlatformError('BAD_USER_INPUT', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if (!/application\/json/i.test(type)) throw new PlatformError('BAD_USER_INPUT', 'Expected application/json');
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new PlatformError('BAD_USER_INPUT', 'Malformed JSON body');
}

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof RateLimitedError) {
    res.setHeader('Retry-After', String(error.retryAfterSec));
    sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: error.message, retryAfter: error.retryAfterSec } });
    return;
  }
  const { status, body } = restError(error);
  sendJson(res, status, body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/** The public host the browser used (the gateway sets X-Forwarded-Host). */
export function requestHost(req: IncomingMessage): string {
  return first(req.headers['x-forwarded-host']) ?? first(req.headers.host) ?? 'localhost';
}

export function requestTenant(req: IncomingMessage): Tenant {
  return tenantFromHost(requestHost(req));
}

export function publicOrigin(req: IncomingMessage): string {
  const proto = first(req.headers['x-forwarded-proto']) ?? 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${requestHost(req)}`;
}

/**
 * The caller's address. Each trusted proxy appends the address it saw to X-Forwarded-For, so with `trustedHops`
 * proxies in front of the API (1 = the gateway; 2 = a load balancer + the gateway) the client is the entry
 * `trustedHops` from the end. Entries before it were sent by the client and prove nothing.
 */
export function clientIp(req: IncomingMessage, trustedHops = 1): string {
  const xff = req.headers['x-forwarded-for'];
  const list = (Array.isArray(xff) ? xff.join(',') : (xff ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  if (trustedHops < 1 || list.length === 0) return req.socket.remoteAddress ?? 'unknown';
  return list[Math.max(0, list.length - trustedHops)]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
