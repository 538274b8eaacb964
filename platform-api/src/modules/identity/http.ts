// Small HTTP helpers for the identity JSON endpoints (plain node:http; the provider itself runs on koa).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tenantFromHost, type Tenant } from '@work/shared-contracts/tenants';
import { PlatformError } from '../../kit/errors.js';
import { rejectControlCharacters } from '../../kit/http/control-characters.js';

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
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    /* fall through */
  }
  // Control characters in any text → BAD_USER_INPUT before anything reads the body (ADR 0005).
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return rejectControlCharacters(parsed as Record<string, unknown>);
  throw new PlatformError('BAD_USER_INPUT', 'Malformed JSON body');
}

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

// JSON replies and the one REST error shape (RATE_LIMITED included) come from the kit.
export { sendError, sendJson } from '../../kit/http/index.js';

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

// The caller's address is read the same way by every module.
export { clientIp } from '../../kit/http/index.js';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
