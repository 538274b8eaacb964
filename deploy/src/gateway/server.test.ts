import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from '../publish.js';
import { fakeRemoteBuild, tempDir } from '../testing/fixtures.js';
import { securityFromEnv } from './security.js';
import { createGateway } from './server.js';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(port: number, rawPath: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

interface ApiState {
  healthStatus: number;
  /** upload requests that reached the API */
  uploads: number;
}

/** platform-api's file upload cap (modules/files: 50 MiB of files + 1 MiB envelope). */
const API_UPLOAD_CAP = 51 * 1024 * 1024;

/**
 * A tiny real upstream standing in for platform-api: /healthz, an upload route that refuses an oversized body the way
 * the API does (413 and close, without reading it), an echo endpoint and a websocket echo.
 */
function fakeApi(state: ApiState) {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(state.healthStatus).end();
      return;
    }
    if (req.url?.startsWith('/api/platform/files/private')) {
      state.uploads++;
      let received = 0;
      const tooLarge = () => {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Files are limited to 50 MB each' } }));
        req.socket.destroySoon();
      };
      if (Number(req.headers['content-length'] ?? 0) > API_UPLOAD_CAP) return tooLarge();
      req.on('data', (c: Buffer) => {
        received += c.length;
        if (received > API_UPLOAD_CAP && !res.headersSent) tooLarge();
      });
      req.on('end', () => {
        if (!res.headersSent) res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ received }));
      });
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  const sockets = new Set<import('node:stream').Duplex>();
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closeAll();
    sockets.forEach((s) => s.destroy());
  };
  server.on('upgrade', (req, socket) => {
    sockets.add(socket);
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Seen-Forwarded-Host: ${String(req.headers['x-forwarded-host'])}\r\nX-Seen-Url: ${req.url}\r\n\r\n`,
    );
    socket.on('data', (d: Buffer) => socket.write(Buffer.concat([Buffer.from('echo:'), d])));
  });
  return server;
}

const SEVEN = ['mfe-work', 'mfe-journal', 'mfe-payments', 'mfe-academy', 'mfe-hr', 'mfe-plan', 'mfe-admin-settings'];
const HOST_PAGE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"/>' +
  '<meta name="onboarding-url" content="https://onboarding.example.com/"/><title>Work</title></head>' +
  '<body><div id="root"></div></body></html>';
const BIG_JS = `export const data = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};\n`;

describe('gateway', () => {
  let root: string;
  let store: string;
  let hostDist: string;
  let gateway: http.Server;
  let api: http.Server;
  let apiState: ApiState;
  let port: number;
  let workVersion: string;
  let apiUrl: string;
  let others: http.Server[];

  /** Another gateway on the same store, host build and API, with other options (closed after the test). */
  async function otherGateway(options: Partial<Parameters<typeof createGateway>[0]>, host = '127.0.0.1'): Promise<number> {
    const server = createGateway({ storeDir: store, hostDist, apiUrl, healthTimeoutMs: 1000, ...options });
    others.push(server);
    return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
  }

  beforeEach(async () => {
    root = await tempDir('gateway-test-');
    store = path.join(root, 'store');
    hostDist = path.join(root, 'host');
    await fs.mkdir(path.join(hostDist, 'static'), { recursive: true });
    await fs.writeFile(path.join(hostDist, 'index.html'), HOST_PAGE);
    await fs.writeFile(path.join(hostDist, 'static', 'main.0a1b2c3d.js'), BIG_JS);
    await fs.writeFile(path.join(hostDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    workVersion = (await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work') })).entry
      .version;

    apiState = { healthStatus: 200, uploads: 0 };
    api = fakeApi(apiState);
    apiUrl = `http://127.0.0.1:${await listen(api)}`;
    others = [];
    gateway = createGateway({ storeDir: store, hostDist, apiUrl, healthTimeoutMs: 1000 });
    port = await listen(gateway);
  });

  afterEach(async () => {
    for (const other of others) {
      other.closeAllConnections();
      await new Promise((r) => other.close(r));
    }
    gateway.closeAllConnections();
    api.closeAllConnections();
    await Promise.all([new Promise((r) => gateway.close(r)), new Promise((r) => api.close(r))]);
  });

  it('serves /registry.json fresh from the store with no-cache, so a publish shows without a restart', async () => {
    const before = await request(port, '/registry.json');
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(before.body.toString()).remotes.map((r: { name: string }) => r.name)).toEqual(['mfe-work']);

    await publishRemote({ storeDir: store, name: 'mfe-hr', fromDir: await fakeRemoteBuild(root, 'mfe-hr') });
    const after = JSON.parse((await request(port, '/registry.json')).body.toString());
    expect(after.remotes.map((r: { name: string }) => r.name)).toEqual(['mfe-hr', 'mfe-work']);
  });

  it('announces every registry change on /registry/events with the tag /registry.json carries as its ETag', async () => {
    const events: string[] = [];
    let wake = () => undefined as void;
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/registry/events' }, resolve).on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    stream.setEncoding('utf8');
    let buffered = '';
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: registry') && data) events.push((JSON.parse(data.slice(6)) as { tag: string }).tag);
      }
      wake();
    });
    const nextEvent = async (count: number) => {
      const deadline = Date.now() + 5000;
      while (events.length < count && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 100)));
      return events[count - 1];
    };
    try {
      // on connect: the tag of the registry as it is now
      expect(await nextEvent(1)).toBe((await request(port, '/registry.json')).headers.etag);

      await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'b' }) });
      const changed = await nextEvent(2);
      expect(changed).toBeDefined();
      expect(changed).not.toBe(events[0]);
      expect(changed).toBe((await request(port, '/registry.json')).headers.etag);
    } finally {
      stream.destroy();
    }
  });

  it('serves versioned remote files: manifest, entry and descriptor no-cache, hashed chunks immutable', async () => {
    const base = `/remotes/mfe-work/${workVersion}`;
    const manifest = await request(port, `${base}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(manifest.body.toString()).name).toBe('mfe_work');

    for (const file of ['remoteEntry.js', 'remote.json']) {
      expect((await request(port, `${base}/${file}`)).headers['cache-control']).toBe('no-cache');
    }
    const chunk = await request(port, `${base}/static/js/123.0a1b2c3d.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toBe('text/javascript; charset=utf-8');

    expect((await request(port, `${base}/static/js/nope.js`)).status).toBe(404);
    expect((await request(port, `/remotes/mfe-work/9.9.9-deadbeef/mf-manifest.json`)).status).toBe(404);
  });

  it('refuses path traversal out of the store and the host build', async () => {
    await fs.writeFile(path.join(root, 'secret.txt'), 'top secret');
    const attempts = [
      `/remotes/mfe-work/${workVersion}/../../../../secret.txt`,
      `/remotes/mfe-work/${workVersion}/..%2f..%2f..%2f..%2fsecret.txt`,
      `/remotes/mfe-work/${workVersion}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `/remotes/mfe-work/..%5c..%5c..%5csecret.txt`,
      `/..%2fsecret.txt`,
      `/%2e%2e/secret.txt`,
      `/static/%00main.js`,
    ];
    for (const attempt of attempts) {
      const reply = await request(port, attempt, { headers: { accept: '*/*' } });
      expect(reply.body.toString(), attempt).not.toContain('top secret');
      expect(reply.status, attempt).toBe(404);
    }
  });

  it('serves the host shell with SPA fallback: index.html no-cache, hashed assets immutable, missing assets 404', async () => {
    const page = await request(port, '/work/tasks', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');

    const rootPage = await request(port, '/');
    expect(rootPage.body.toString()).toContain('<title>Work</title>');

    const asset = await request(port, '/static/main.0a1b2c3d.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(port, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await request(port, '/static/main.ffffffff.js', { headers: { accept: '*/*' } })).status).toBe(404);
    expect((await request(port, '/work', { method: 'POST' })).status).toBe(405);
    // no favicon in the build: an empty answer instead of a 404 in every page's console
    expect((await request(port, '/favicon.ico')).status).toBe(204);
    await fs.writeFile(path.join(hostDist, 'favicon.ico'), 'icon');
    expect((await request(port, '/favicon.ico')).body.toString()).toBe('icon');
  });

  it('compresses JS with brotli or gzip as the client accepts, and answers 304 to a matching ETag', async () => {
    const br = await request(port, '/static/main.0a1b2c3d.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(BIG_JS.length / 4);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    const gz = await request(port, '/static/main.0a1b2c3d.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const plain = await request(port, '/static/main.0a1b2c3d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);

    // a precompressed sibling wins over on-the-fly compression
    const precompressed = zlib.gzipSync(BIG_JS);
    await fs.writeFile(path.join(hostDist, 'static', 'main.0a1b2c3d.js.gz'), precompressed);
    const pre = await request(port, '/static/main.0a1b2c3d.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(pre.body.equals(precompressed)).toBe(true);

    const etag = String(plain.headers.etag);
    const revalidated = await request(port, '/static/main.0a1b2c3d.js', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('proxies /api with the public host in X-Forwarded-Host, overriding whatever the client claims', async () => {
    const reply = await request(port, '/api/graphql?x=1', {
      method: 'POST',
      headers: {
        host: 'control.localhost:8080',
        'x-forwarded-host': 'network.localhost:8080',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
        authorization: 'Bearer abc',
      },
      body: '{"query":"{ me { id } }"}',
    });
    expect(reply.status).toBe(200);
    const seen = JSON.parse(reply.body.toString());
    expect(seen).toMatchObject({ method: 'POST', url: '/api/graphql?x=1', body: '{"query":"{ me { id } }"}' });
    expect(seen.headers['x-forwarded-host']).toBe('control.localhost:8080');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-port']).toBe('8080');
    expect(seen.headers.host).toBe('control.localhost:8080');
    expect(seen.headers.authorization).toBe('Bearer abc');
  });

  it('proxies websocket upgrades on /api', async () => {
    const result = await new Promise<{ headers: http.IncomingHttpHeaders; echoed: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/api/graphql',
        headers: { host: 'network.localhost:8080', connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        socket.once('data', (d: Buffer) => {
          resolve({ headers: res.headers, echoed: d.toString() });
          socket.destroy();
        });
        socket.write('hello');
      });
      req.on('error', reject);
      req.end();
    });
    expect(result.headers['x-seen-forwarded-host']).toBe('network.localhost:8080');
    expect(result.headers['x-seen-url']).toBe('/api/graphql');
    expect(result.echoed).toBe('echo:hello');
  });

  it('answers 502 with the REST error shape when the API is down', async () => {
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    const reply = await request(port, '/api/graphql');
    expect(reply.status).toBe(502);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ error: { code: 'INTERNAL_SERVER_ERROR' } });
    api = fakeApi(apiState); // afterEach closes it
    await listen(api);
  });

  it('/healthz is 200 only when the API is healthy and all seven remotes are registered', async () => {
    const missing = await request(port, '/healthz');
    expect(missing.status).toBe(503);
    expect(JSON.parse(missing.body.toString()).checks.registry.missing).toContain('mfe-payments');

    for (const name of SEVEN.filter((n) => n !== 'mfe-work')) {
      await publishRemote({ storeDir: store, name, fromDir: await fakeRemoteBuild(root, name) });
    }
    const healthy = await request(port, '/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.headers['cache-control']).toBe('no-cache');

    apiState.healthStatus = 500;
    const apiDown = await request(port, '/healthz');
    expect(apiDown.status).toBe(503);
    expect(JSON.parse(apiDown.body.toString()).checks.api).toBe('status 500');

    apiState.healthStatus = 200;
    await fs.rm(path.join(hostDist, 'index.html'));
    expect((await request(port, '/healthz')).status).toBe(503);
  });
  describe('browser hardening (issue 12)', () => {
    const CONTRACT_CSP =
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "font-src 'self' data:; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com; frame-ancestors 'none'";
    const directives = (csp: unknown) =>
      Object.fromEntries(
        String(csp)
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );

    it('every answer carries a strict CSP with no inline script, X-Frame-Options DENY, Referrer-Policy and Permissions-Policy', async () => {
      const answers = [
        await request(port, '/work/tasks', { headers: { accept: 'text/html' } }),
        await request(port, '/'),
        await request(port, '/static/main.0a1b2c3d.js'),
        await request(port, '/registry.json'),
        await request(port, `/remotes/mfe-work/${workVersion}/remoteEntry.js`),
        await request(port, '/api/graphql', { method: 'POST', body: '{}' }),
        await request(port, '/static/missing.0a1b2c3d.js', { headers: { accept: '*/*' } }),
      ];
      for (const answer of answers) {
        expect(answer.headers['content-security-policy']).toBe(CONTRACT_CSP);
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['referrer-policy']).toBe('same-origin');
        expect(answer.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
      expect(directives(answers[0]!.headers['content-security-policy'])['script-src']).not.toContain("'unsafe-inline'");
    });

    it('the CSP allows scripts and fetches from REMOTE_ORIGINS, and from the override origins only when overrides are on', async () => {
      const off = await otherGateway({
        security: {
          overrides: { enabled: false, origins: ['http://localhost:*'] },
          remoteOrigins: ['https://cdn.example'],
          onboardingFrameOrigins: [],
        },
      });
      const offCsp = directives((await request(off, '/work', { headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(offCsp['script-src']).toEqual(["'self'", 'https://cdn.example']);
      expect(offCsp['connect-src']).toEqual(["'self'", 'https://cdn.example']);

      const on = await otherGateway({
        security: {
          overrides: { enabled: true, origins: ['http://localhost:*', 'http://127.0.0.1:*'] },
          remoteOrigins: ['https://cdn.example'],
          onboardingFrameOrigins: [],
        },
      });
      const onCsp = directives((await request(on, '/work', { headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(onCsp['script-src']).toEqual(["'self'", 'https://cdn.example', 'http://localhost:*', 'http://127.0.0.1:*']);
      expect(onCsp['connect-src']).toEqual(["'self'", 'https://cdn.example', 'http://localhost:*', 'http://127.0.0.1:*']);
      expect(onCsp['frame-ancestors']).toEqual(["'none'"]);
    });

    it("HSTS only when the page is served over HTTPS (a trusted load balancer says so), never on a client's own claim", async () => {
      const claimed = await request(port, '/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();

      const behindTls = await otherGateway({ trustProxyHeaders: true });
      const https = await request(behindTls, '/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await request(behindTls, '/', { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    });

    it('the host page on every SPA route tells the shell whether remote overrides are on, in an escaped meta tag', async () => {
      const policyOf = (html: string) => {
        const tags = [...html.matchAll(/<meta name="remote-overrides" content="([^"]*)">/g)];
        expect(tags).toHaveLength(1);
        return JSON.parse(
          tags[0]![1]!
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        );
      };
      for (const route of ['/', '/index.html', '/work/tasks', '/login?interaction=abc']) {
        const page = await request(port, route, { headers: { accept: 'text/html' } });
        expect(page.status, route).toBe(200);
        expect(page.body.toString(), route).toContain('content="{&quot;enabled&quot;:false,&quot;origins&quot;:[]}"');
        expect(policyOf(page.body.toString())).toEqual({ enabled: false, origins: [] });
        expect(page.body.toString()).not.toMatch(/<script(?![^>]*\bsrc=)/);
      }

      const on = await otherGateway({
        security: {
          overrides: { enabled: true, origins: ['http://localhost:*', 'http://127.0.0.1:*'] },
          remoteOrigins: [],
          onboardingFrameOrigins: [],
        },
      });
      const page = await request(on, '/work', { headers: { accept: 'text/html' } });
      expect(policyOf(page.body.toString())).toEqual({ enabled: true, origins: ['http://localhost:*', 'http://127.0.0.1:*'] });
      expect(page.body.toString()).toMatch(/<meta name="remote-overrides" [^>]*><\/head>/);
      // another policy is another page: a browser's cached copy (ETag) of the other one is not reused
      const offTag = (await request(port, '/work', { headers: { accept: 'text/html' } })).headers.etag;
      expect(page.headers.etag).not.toBe(offTag);
      expect((await request(on, '/work', { headers: { accept: 'text/html', 'if-none-match': String(page.headers.etag) } })).status).toBe(
        304,
      );
    });

    it('only the onboarding pages may be framed, and only by the onboarding site', async () => {
      const framed = await otherGateway({
        security: {
          overrides: { enabled: false, origins: [] },
          remoteOrigins: [],
          onboardingFrameOrigins: ['http://onboarding.localhost:*'],
        },
      });
      for (const route of ['/onboarding/iframe?brand=Acme', '/onboarding/success']) {
        const page = await request(framed, route, { headers: { accept: 'text/html' } });
        expect(directives(page.headers['content-security-policy'])['frame-ancestors'], route).toEqual([
          'https://onboarding.example.com',
          'http://onboarding.localhost:*',
        ]);
        expect(page.headers['x-frame-options'], route).toBeUndefined();
      }
      for (const route of ['/onboarding', '/work', '/login']) {
        const page = await request(framed, route, { headers: { accept: 'text/html' } });
        expect(directives(page.headers['content-security-policy'])['frame-ancestors'], route).toEqual(["'none'"]);
        expect(page.headers['x-frame-options'], route).toBe('DENY');
      }
    });
  });

  describe('loopback only unless exposed on purpose (issue 12)', () => {
    const children: ChildProcess[] = [];
    afterEach(() => {
      for (const child of children.splice(0)) child.kill('SIGKILL');
    });

    /** An address of this machine that is not loopback (the test machine's network interface). */
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

    const connectTo = (host: string, to: number) =>
      new Promise<number | string>((resolve) => {
        const req = http.request({ host, port: to, path: '/registry.json' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
        req.end();
      });

    /** `npm start`'s gateway process (src/gateway/main.ts) on a free port; resolves once it listens. */
    async function startGatewayProcess(env: Record<string, string>): Promise<number> {
      const probe = net.createServer();
      const free = await new Promise<number>((resolve) =>
        probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
      );
      await new Promise((r) => probe.close(r));
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
        env: { ...process.env, HOST: '', ...env, PORT: String(free), API_URL: apiUrl, REMOTE_STORE_DIR: store, HOST_DIST: hostDist },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const seen = (d: Buffer) => {
          output += d.toString();
          if (output.includes(`http://localhost:${free}`)) resolve();
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.on('exit', (code) => reject(new Error(`gateway exited (${code}): ${output}`)));
      });
      return free;
    }

    const hostPagePolicy = async (to: number) => {
      const html = (await request(to, '/work', { headers: { accept: 'text/html' } })).body.toString();
      return JSON.parse(html.match(/<meta name="remote-overrides" content="([^"]*)">/)![1]!.replace(/&quot;/g, '"'));
    };

    it("npm start listens on 127.0.0.1 and ::1, not on the machine's network address; remote overrides off", async () => {
      expect(outside, 'the test needs a non-loopback IPv4 address on this machine').toBeDefined();
      const started = await startGatewayProcess({});
      expect(await connectTo('127.0.0.1', started)).toBe(200);
      expect(await connectTo('::1', started)).toBe(200);
      expect(await connectTo(outside!, started)).toBe('ECONNREFUSED');
      expect(await hostPagePolicy(started)).toEqual({ enabled: false, origins: [] });
    });

    it('HOST=0.0.0.0 exposes it deliberately; REMOTE_OVERRIDES=on turns the overrides on', async () => {
      const started = await startGatewayProcess({ HOST: '0.0.0.0', REMOTE_OVERRIDES: 'on' });
      expect(await connectTo(outside!, started)).toBe(200);
      expect(await hostPagePolicy(started)).toEqual({ enabled: true, origins: ['http://localhost:*', 'http://127.0.0.1:*'] });
    });

    it('/api/dev/* answers 404 to a caller that is not on this machine, and never reaches the API', async () => {
      const exposed = await otherGateway({}, '0.0.0.0');
      const fromOutside = await new Promise<Reply>((resolve, reject) => {
        const req = http.request({ host: outside, port: exposed, path: '/api/dev/outbox' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(fromOutside.status).toBe(404);
      expect(JSON.parse(fromOutside.body.toString())).toMatchObject({ error: { code: 'NOT_FOUND' } });

      // the same call from this machine goes through to the API
      const local = await request(exposed, '/api/dev/outbox');
      expect(local.status).toBe(200);
      expect(JSON.parse(local.body.toString())).toMatchObject({ url: '/api/dev/outbox' });

      // behind a trusted load balancer on this machine, the address the load balancer saw counts
      const behindLb = await otherGateway({ trustProxyHeaders: true });
      expect((await request(behindLb, '/api/dev/clock', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404);
      expect((await request(behindLb, '/api/dev/clock', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    });

    it('reads the deployment settings from the environment: overrides off by default, origins validated', () => {
      expect(securityFromEnv({})).toEqual({
        overrides: { enabled: false, origins: ['http://localhost:*', 'http://127.0.0.1:*'] },
        remoteOrigins: [],
        onboardingFrameOrigins: [],
      });
      expect(
        securityFromEnv({
          REMOTE_OVERRIDES: 'on',
          REMOTE_OVERRIDE_ORIGINS: 'https://qa.example:*, http://localhost:3001',
          REMOTE_ORIGINS: 'https://cdn.example/',
        }),
      ).toEqual({
        overrides: { enabled: true, origins: ['https://qa.example:*', 'http://localhost:3001'] },
        remoteOrigins: ['https://cdn.example'],
        onboardingFrameOrigins: [],
      });
      expect(() => securityFromEnv({ REMOTE_ORIGINS: "https://cdn.example; script-src 'unsafe-inline'" })).toThrow(/REMOTE_ORIGINS/);
      expect(() => securityFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'https://cdn.example/path' })).toThrow(/REMOTE_OVERRIDE_ORIGINS/);
      expect(() => securityFromEnv({ REMOTE_OVERRIDES: 'yes' })).toThrow(/REMOTE_OVERRIDES/);
    });
  });

  describe('oversized uploads (issue 12)', () => {
    /** Sends `total` bytes in 64 KiB chunks (declared, or chunked when `declare` is false) until the answer arrives. */
    function upload(to: number, total: number, opts: { declare: boolean; expectContinue?: boolean }) {
      return new Promise<Reply & { sent: number }>((resolve, reject) => {
        const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x' };
        if (opts.declare) headers['content-length'] = String(total);
        if (opts.expectContinue) headers.expect = '100-continue';
        const req = http.request({ host: '127.0.0.1', port: to, method: 'POST', path: '/api/platform/files/private?scope=task', headers });
        let sent = 0;
        let answered = false;
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        req.on('response', (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), sent });
            req.destroy();
          });
        });
        req.on('error', (err) => {
          if (!answered) reject(err);
        });
        if (opts.expectContinue) req.on('continue', pump);
        else pump();
      });
    }

    it('a declared body over the limit gets 413 with the REST error shape before anything reaches the API', async () => {
      const reply = await upload(port, 60 * 1024 * 1024, { declare: true });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body.toString())).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(apiState.uploads).toBe(0);
    });

    it('a chunked body is stopped as it goes over the limit: 413, not 502', async () => {
      const small = await otherGateway({ maxBodyBytes: 1024 * 1024 });
      const reply = await upload(small, 8 * 1024 * 1024, { declare: false });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body.toString())).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(reply.sent).toBeLessThan(8 * 1024 * 1024);

      // under the limit, the upload goes through
      const fine = await upload(small, 512 * 1024, { declare: false });
      expect(fine.status).toBe(201);
      expect(JSON.parse(fine.body.toString())).toEqual({ received: 512 * 1024 });
    });

    it('a client that asks first (Expect: 100-continue) is refused before it sends the body', async () => {
      const reply = await upload(port, 60 * 1024 * 1024, { declare: true, expectContinue: true });
      expect(reply.status).toBe(413);
      expect(reply.sent).toBe(0);
      expect(apiState.uploads).toBe(0);
    });
  });
});
