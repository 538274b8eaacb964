import fs from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import httpProxy from 'http-proxy';
import { REQUIRED_REMOTES } from '../paths.js';
import { REGISTRY_FILE, readRegistry } from '../registry-store.js';
import { DEFAULT_MAX_BODY_BYTES, countingBody, declaredTooLarge, refuseTooLarge } from './body-limit.js';
import { isHashedName } from './content-types.js';
import { createRegistryEvents, REGISTRY_EVENTS_PATH, registryTag } from './registry-events.js';
import { injectIntoHostPage, isFramedPage, onboardingOrigin } from './host-page.js';
import { isLoopbackAddress } from './listen.js';
import { DEFAULT_SECURITY, allowFraming, setSecurityHeaders, type SecurityPolicy } from './security.js';
import { IMMUTABLE, NO_CACHE, safeJoin, sendContent, sendFile, statFile } from './static-files.js';

export interface GatewayOptions {
  /** the remote store (registry.json + remotes/) */
  storeDir: string;
  /** host-shell build (index.html + assets) */
  hostDist: string;
  /** platform-api origin, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** remotes that must be in the registry for /healthz to pass */
  requiredRemotes?: readonly string[];
  /** keep X-Forwarded-* set by a load balancer in front (production); otherwise the gateway is the edge and sets them */
  trustProxyHeaders?: boolean;
  /** how long /healthz waits for the API */
  healthTimeoutMs?: number;
  /** CSP sources, remote overrides, who may frame the onboarding pages (security.ts); default: overrides off */
  security?: SecurityPolicy;
  /** largest request body passed to the API (413 above it); default DEFAULT_MAX_BODY_BYTES */
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

/** Files of a published remote that name other files and must be revalidated; everything else is content-addressed. */
const REMOTE_NO_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'remote.json']);
const VERSION_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': NO_CACHE,
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { error: { code, message } });
}

export function createGateway(opts: GatewayOptions): http.Server {
  const storeDir = path.resolve(opts.storeDir);
  const hostDist = path.resolve(opts.hostDist);
  const required = opts.requiredRemotes ?? REQUIRED_REMOTES;
  const log = opts.log ?? (() => undefined);
  const security = opts.security ?? DEFAULT_SECURITY;
  const maxBody = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const trustProxyHeaders = opts.trustProxyHeaders ?? false;
  /** Requests whose body went over the limit on the way: already answered 413, their proxy error is expected. */
  const refused = new WeakSet<IncomingMessage>();
  const upstreamOf = new WeakMap<IncomingMessage, http.ClientRequest>();
  // Keep-alive to the API: no new TCP connection per GraphQL request. An idle socket is dropped here before the API
  // would close it (the agent also honours the API's Keep-Alive hint), so a request never goes out on a socket the
  // API is closing at that moment (ECONNRESET, a 502 for the person).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });
  const registryEvents = createRegistryEvents(storeDir, log);
  const proxy = httpProxy.createProxyServer({ target: opts.apiUrl, ws: true, xfwd: false, changeOrigin: false, agent });

  proxy.on('proxyReq', (proxyReq, req) => {
    if (refused.has(req)) proxyReq.destroy();
    else upstreamOf.set(req, proxyReq);
  });

  proxy.on('error', (err, req, resOrSocket) => {
    if (refused.has(req)) return;
    log(`proxy error: ${err.message}`);
    if (resOrSocket && 'writeHead' in resOrSocket) {
      sendError(resOrSocket as ServerResponse, 502, 'INTERNAL_SERVER_ERROR', 'The API is not reachable');
    } else {
      (resOrSocket as Socket | undefined)?.destroy();
    }
  });

  /** The API trusts these to know the public origin (tenant, redirect URIs): never pass a client's own values on. */
  function setForwardedHeaders(req: IncomingMessage): void {
    const h = req.headers;
    const remote = req.socket.remoteAddress ?? '';
    if (opts.trustProxyHeaders) {
      h['x-forwarded-for'] = h['x-forwarded-for'] ? `${String(h['x-forwarded-for'])}, ${remote}` : remote;
      h['x-forwarded-host'] ??= h.host ?? '';
      h['x-forwarded-proto'] ??= 'http';
      return;
    }
    h['x-forwarded-for'] = remote;
    h['x-forwarded-host'] = h.host ?? '';
    h['x-forwarded-proto'] = 'http';
    const port = (h.host ?? '').match(/:(\d+)$/)?.[1];
    if (port) h['x-forwarded-port'] = port;
    else delete h['x-forwarded-port'];
  }

  /** The caller as the gateway sees it, and, behind a trusted load balancer, the address that one saw. */
  function callerIsLoopback(req: IncomingMessage): boolean {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
    if (!trustProxyHeaders || req.headers['x-forwarded-for'] === undefined) return true;
    const hops = String(req.headers['x-forwarded-for']).split(',');
    return isLoopbackAddress(hops.at(-1));
  }

  /** Stream the body to the API, counting it: past the limit the API call is dropped and the client gets 413. */
  function proxyWithLimit(req: IncomingMessage, res: ServerResponse): void {
    if (declaredTooLarge(req, maxBody)) {
      refuseTooLarge(req, res, maxBody);
      return;
    }
    const body = countingBody(maxBody, () => {
      refused.add(req);
      upstreamOf.get(req)?.destroy();
      log(`refused ${req.method} ${req.url}: body over ${maxBody} bytes`);
      refuseTooLarge(req, res, maxBody);
    });
    req.pipe(body);
    proxy.web(req, res, { buffer: body });
  }

  async function health(res: ServerResponse): Promise<void> {
    const checks: Record<string, unknown> = {};
    let ok = true;
    try {
      const r = await fetch(new URL('/healthz', opts.apiUrl), { signal: AbortSignal.timeout(opts.healthTimeoutMs ?? 3000) });
      checks.api = r.status === 200 ? 'ok' : `status ${r.status}`;
      ok &&= r.status === 200;
      await r.body?.cancel();
    } catch (err) {
      checks.api = `unreachable: ${(err as Error).message}`;
      ok = false;
    }
    try {
      const registry = await readRegistry(storeDir);
      const names = new Set(registry.remotes.map((r) => r.name));
      const missing = required.filter((n) => !names.has(n));
      checks.registry = missing.length === 0 ? 'ok' : { missing };
      ok &&= missing.length === 0;
    } catch (err) {
      checks.registry = `unreadable: ${(err as Error).message}`;
      ok = false;
    }
    const index = await statFile(path.join(hostDist, 'index.html'));
    checks.hostShell = index ? 'ok' : `missing ${path.join(hostDist, 'index.html')}`;
    ok &&= index !== null;
    sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', checks });
  }

  async function registryJson(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text: string;
    try {
      text = await fs.readFile(path.join(storeDir, REGISTRY_FILE), 'utf8');
    } catch {
      sendError(res, 503, 'INTERNAL_SERVER_ERROR', 'No remote has been published yet');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': NO_CACHE,
      // the tag /registry/events announces: a shell knows whether the registry it holds is the current one
      ETag: registryTag(text),
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function remoteAsset(req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
    // segments: [name, version, ...file]
    const [name, version, ...rest] = segments;
    if (!name || !version || rest.length === 0 || !VERSION_SEGMENT.test(version) || version.endsWith('.tmp')) {
      sendError(res, 404, 'NOT_FOUND', 'No such remote asset');
      return;
    }
    const file = safeJoin(path.join(storeDir, 'remotes'), [name, version, ...rest]);
    const stat = file ? await statFile(file) : null;
    if (!file || !stat) {
      sendError(res, 404, 'NOT_FOUND', 'No such remote asset');
      return;
    }
    await sendFile(req, res, file, stat, {
      cacheControl: REMOTE_NO_CACHE.has(path.basename(file)) ? NO_CACHE : IMMUTABLE,
      extraHeaders: { 'Access-Control-Allow-Origin': '*' },
    });
  }

  /** index.html with the deployment's override policy; the onboarding pages may be framed by the onboarding site. */
  async function hostPage(req: IncomingMessage, res: ServerResponse, file: string, pathname: string): Promise<void> {
    const html = await fs.readFile(file, 'utf8');
    if (isFramedPage(pathname)) {
      const site = onboardingOrigin(html);
      allowFraming(res, security, [...(site ? [site] : []), ...security.onboardingFrameOrigins]);
    }
    await sendContent(req, res, Buffer.from(injectIntoHostPage(html, security)), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: NO_CACHE,
    });
  }

  async function hostAsset(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const segments = pathname.split('/');
    const file = safeJoin(hostDist, segments);
    if (!file) {
      sendError(res, 404, 'NOT_FOUND', 'Not found');
      return;
    }
    const stat = file === hostDist ? null : await statFile(file);
    if (stat && file === path.join(hostDist, 'index.html')) return hostPage(req, res, file, pathname);
    if (stat) {
      const base = path.basename(file);
      const cacheControl = base !== 'index.html' && isHashedName(base) ? IMMUTABLE : NO_CACHE;
      await sendFile(req, res, file, stat, { cacheControl });
      return;
    }
    // browsers ask for /favicon.ico on their own; a host build without one should not log a 404 on every page
    if (pathname === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' }).end();
      return;
    }
    // SPA fallback: a page request for a client-side route gets index.html; a missing asset stays a 404
    const last = segments.at(-1) ?? '';
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml && last.includes('.')) {
      sendError(res, 404, 'NOT_FOUND', 'Not found');
      return;
    }
    const index = path.join(hostDist, 'index.html');
    const indexStat = await statFile(index);
    if (!indexStat) {
      sendError(res, 503, 'INTERNAL_SERVER_ERROR', 'The host shell is not built');
      return;
    }
    await hostPage(req, res, index, pathname);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const pathname = url.pathname;
    setSecurityHeaders(req, res, security, trustProxyHeaders);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // the dev calls (outbox, clock) are for the developer's own machine only; the API refuses them too
      if (pathname.startsWith('/api/dev/') && !callerIsLoopback(req)) {
        sendError(res, 404, 'NOT_FOUND', 'Not found');
        return;
      }
      setForwardedHeaders(req);
      proxyWithLimit(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'BAD_USER_INPUT', `${req.method ?? ''} is not allowed here`);
      return;
    }
    if (pathname === '/healthz') return health(res);
    if (pathname === '/registry.json') return registryJson(req, res);
    if (pathname === REGISTRY_EVENTS_PATH) return registryEvents.serve(req, res);
    if (pathname.startsWith('/remotes/')) return remoteAsset(req, res, pathname.slice('/remotes/'.length).split('/'));
    return hostAsset(req, res, pathname);
  }

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      log(`error serving ${req.url}: ${(err as Error).stack ?? String(err)}`);
      sendError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal error');
    });
  };
  const server = http.createServer(serve);
  // `Expect: 100-continue` (curl's large uploads): refuse an oversized body before the client sends it
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (declaredTooLarge(req, maxBody)) {
      setSecurityHeaders(req, res, security, trustProxyHeaders);
      refuseTooLarge(req, res, maxBody);
      return;
    }
    res.writeContinue();
    delete req.headers.expect; // answered here; the API gets the body straight away
    serve(req, res);
  });

  // upgraded (websocket) sockets are not tracked by the http server: close them too on shutdown
  const upgraded = new Set<Socket>();
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    registryEvents.close();
    closeAll();
    for (const socket of upgraded) socket.destroy();
  };

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const pathname = new URL(req.url ?? '/', 'http://gateway.invalid').pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      setForwardedHeaders(req);
      proxy.ws(req, socket, head);
    } else {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  });

  server.on('close', () => {
    registryEvents.close();
    proxy.close();
    agent.destroy();
  });
  return server;
}
