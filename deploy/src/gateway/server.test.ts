import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from '../publish.js';
import { fakeRemoteBuild, tempDir } from '../testing/fixtures.js';
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

/** A tiny real upstream standing in for platform-api: /healthz, an echo endpoint and a websocket echo. */
function fakeApi(state: { healthStatus: number }) {
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(state.healthStatus).end();
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
const BIG_JS = `export const data = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};\n`;

describe('gateway', () => {
  let root: string;
  let store: string;
  let hostDist: string;
  let gateway: http.Server;
  let api: http.Server;
  let apiState: { healthStatus: number };
  let port: number;
  let workVersion: string;

  beforeEach(async () => {
    root = await tempDir('gateway-test-');
    store = path.join(root, 'store');
    hostDist = path.join(root, 'host');
    await fs.mkdir(path.join(hostDist, 'static'), { recursive: true });
    await fs.writeFile(path.join(hostDist, 'index.html'), '<!doctype html><title>Work</title><div id="root"></div>');
    await fs.writeFile(path.join(hostDist, 'static', 'main.0a1b2c3d.js'), BIG_JS);
    await fs.writeFile(path.join(hostDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    workVersion = (await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work') })).entry
      .version;

    apiState = { healthStatus: 200 };
    api = fakeApi(apiState);
    const apiPort = await listen(api);
    gateway = createGateway({ storeDir: store, hostDist, apiUrl: `http://127.0.0.1:${apiPort}`, healthTimeoutMs: 1000 });
    port = await listen(gateway);
  });

  afterEach(async () => {
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
});
