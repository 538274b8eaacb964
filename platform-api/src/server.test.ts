import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, gql, errorCode, type TestApi } from '../test/support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(async () => {
  await api?.close();
});

describe('server', () => {
  it('answers /healthz with 200 when the database answers', async () => {
    const res = await fetch(`${api.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const given = await fetch(`${api.baseUrl}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${api.baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with the REST error shape', async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/platform/nothing-here' } });
  });

  it('answers REST bodies that are not JSON, or too large, with BAD_USER_INPUT', async () => {
    const url = `${api.baseUrl}/api/platform/clients/1/client-user-permissions/request-access`;
    const bad = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Request body is not valid JSON' } });
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(400);
    expect(((await big.json()) as { error: { message: string } }).error.message).toBe('Request body is larger than 1048576 bytes');
  });

  it('sends no CORS headers (same origin through the gateway)', async () => {
    const res = await fetch(`${api.baseUrl}/api/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses GraphQL bodies over 1 MiB', async () => {
    const res = await fetch(`${api.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(1024 * 1024 + 10) } }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a GraphQL POST without Content-Length (a chunked body could not be size-limited)', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${api.baseUrl}/api/graphql`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(JSON.stringify({ query: '{ __typename }' }));
      req.end();
    });
    expect(status).toBe(411);
  });

  it('limits query depth, aliases and tokens (graphql-armor)', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: platformNow`).join(' ');
    const tooManyAliases = await gql(api, `{ ${aliases} }`);
    expect(JSON.stringify(tooManyAliases)).toMatch(/alias/i);
    const deep = await gql(
      api,
      `{ myTasks { nodes { client { channels { client { channels { client { channels { client { channels { id } } } } } } } } } } }`,
    );
    expect(JSON.stringify(deep)).toMatch(/depth/i);
  });

  it('keeps introspection on outside production', async () => {
    const res = await gql<{ __schema: { queryType: { name: string } } }>(api, `{ __schema { queryType { name } } }`);
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  for (const audit of serverAudits({ url: () => `${api.baseUrl}/api/graphql`, fetchFn: fetch })) {
    it(`graphql-http audit: ${audit.name}`, async () => {
      const result = await audit.fn();
      // A warning fails too: the server is meant to pass every audit, and the reason says what it answered.
      const detail =
        result.status === 'ok' ? '' : `${result.reason} ${'response' in result ? JSON.stringify(await result.response.text?.()) : ''}`;
      expect(result.status, detail).toBe('ok');
    });
  }
});

describe('PLATFORM_NOW', () => {
  it('starts the platform clock at that instant, and it runs on', async () => {
    const dated = await startTestApi({ seed: false, env: { PLATFORM_NOW: '2030-02-03T04:05:06Z' } });
    try {
      const first = await gql<{ platformNow: string }>(dated, `{ platformNow }`);
      const at = Date.parse(first.data!.platformNow);
      expect(at).toBeGreaterThanOrEqual(Date.parse('2030-02-03T04:05:06Z'));
      expect(at - Date.parse('2030-02-03T04:05:06Z')).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await gql<{ platformNow: string }>(dated, `{ platformNow }`);
      expect(Date.parse(second.data!.platformNow)).toBeGreaterThan(at);
    } finally {
      await dated.close();
    }
  });
});

describe('server in production', () => {
  let prod: TestApi;
  beforeAll(async () => {
    // the other production settings; trusted documents, also on in production, have their own test
    prod = await startTestApi({ seed: false, env: { NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('turns introspection off', async () => {
    const res = await gql(prod, `{ __schema { queryType { name } } }`);
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not serve the dev outbox', async () => {
    const res = await fetch(`${prod.baseUrl}/api/dev/outbox`);
    expect(res.status).toBe(404);
  });

  it('masks unexpected errors but keeps platform error codes', async () => {
    const res = await gql(prod, `{ me { id } }`);
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
  });
});
