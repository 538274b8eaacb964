import type { IncomingMessage, ServerResponse } from 'node:http';
import { PlatformError, RateLimitedError, restError } from '../errors.js';
import { rejectControlCharacters } from './control-characters.js';

/** Largest JSON body the API reads (REST and GraphQL). */
export const MAX_BODY_BYTES = 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSec));
  const { status, body } = restError(error);
  sendJson(res, status, body);
}

/** Reads a body of at most `limit` bytes as text (what a signature is computed over); null when it is larger. */
export async function readBodyText(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body up to MAX_BODY_BYTES; empty body → undefined; control characters in its text → BAD_USER_INPUT. */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (text === null) throw new PlatformError('BAD_USER_INPUT', `Request body is larger than ${limit} bytes`);
  if (text.length === 0) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PlatformError('BAD_USER_INPUT', 'Request body is not valid JSON');
  }
  return rejectControlCharacters(parsed);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRequest<C> {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (POST/PUT/PATCH). */
  body: unknown;
  context: C;
}

/** A handler returns the JSON body (status 200) or `{ status, body }`; thrown PlatformErrors become the error shape. */
export type RouteHandler<C> = (request: RouteRequest<C>) => Promise<unknown>;

export interface RouteResult {
  status: number;
  body: unknown;
}
export const withStatus = (status: number, body: unknown): RouteResult & { [RESULT]: true } => ({
  status,
  body,
  [RESULT]: true,
});
const RESULT = Symbol('route-result');

interface Route<C> {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: RouteHandler<C>;
}

/**
 * A tiny router for the REST calls under a prefix. Paths use `:name` segments. The context (auth) is created per
 * request by `createContext`, so every route sees the same principal resolution as GraphQL.
 */
export class Router<C> {
  private readonly routes: Route<C>[] = [];

  constructor(
    private readonly prefix: string,
    private readonly createContext: (req: IncomingMessage, routeName: string) => Promise<C>,
  ) {}

  add(method: Method, path: string, handler: RouteHandler<C>): this {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${this.prefix}${source}/?$`), keys, handler });
    return this;
  }

  get(path: string, handler: RouteHandler<C>) {
    return this.add('GET', path, handler);
  }
  post(path: string, handler: RouteHandler<C>) {
    return this.add('POST', path, handler);
  }

  matches(pathname: string): boolean {
    return pathname === this.prefix || pathname.startsWith(`${this.prefix}/`);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathMatched = false;
      for (const route of this.routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        pathMatched = true;
        if (route.method !== req.method) continue;
        const params: Record<string, string> = {};
        route.keys.forEach((key, i) => {
          params[key] = decodeURIComponent(match[i + 1] ?? '');
        });
        // Multipart bodies (file uploads) and CSV batches are read by their route as a stream, never as JSON.
        const multipart = /^(multipart\/form-data|text\/csv)/i.test(req.headers['content-type'] ?? '');
        const body = req.method === 'GET' || req.method === 'DELETE' || multipart ? undefined : await readJsonBody(req);
        const context = await this.createContext(req, `${route.method} ${url.pathname}`);
        const result = await route.handler({ req, res, params, query: url.searchParams, body, context });
        if (res.writableEnded) return;
        if (result && typeof result === 'object' && RESULT in result) {
          const r = result as unknown as RouteResult;
          sendJson(res, r.status, r.body);
        } else {
          sendJson(res, 200, result ?? null);
        }
        return;
      }
      if (pathMatched) {
        sendJson(res, 405, { error: { code: 'BAD_USER_INPUT', message: `Method ${req.method} not allowed` } });
        return;
      }
      throw new PlatformError('NOT_FOUND', `No route for ${req.method} ${url.pathname}`);
    } catch (error) {
      sendError(res, error);
    }
  }
}

/**
 * The caller's address. Each trusted proxy appends the address it saw to X-Forwarded-For, so with `trustedHops`
 * proxies in front of the API (1 = the gateway; 2 = a load balancer + the gateway) the client is the entry
 * `trustedHops` from the end. Entries before it were sent by the client and prove nothing.
 */
export function clientIp(req: IncomingMessage, trustedHops = 1): string {
  const xff = req.headers['x-forwarded-for'];
  const list = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (trustedHops < 1 || list.length === 0) return req.socket.remoteAddress ?? 'unknown';
  return list[Math.max(0, list.length - trustedHops)]!;
}
