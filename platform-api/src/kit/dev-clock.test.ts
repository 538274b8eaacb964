import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/support/api.js';
import { clockFromConfig, isControllable } from './clock.js';
import { loadConfig } from './config.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, now: new Date('2026-03-16T08:00:00Z') });
});
afterAll(async () => {
  await api?.close();
});

const devClock = async (init?: RequestInit) => {
  const res = await fetch(`${api.baseUrl}/api/dev/clock`, init);
  return {
    status: res.status,
    body: (await res.json()) as { now?: string; error?: { code: string; fieldErrors?: Record<string, string> } },
  };
};

describe('the dev clock (outside production)', () => {
  it('reads and moves the platform clock', async () => {
    // The test clock runs on from its start, like PLATFORM_NOW: allow the seconds a slow machine takes.
    const near = (iso: string | undefined, expected: string) => Math.abs(Date.parse(iso ?? '') - Date.parse(expected)) < 10_000;
    const read = await devClock();
    expect(read.status).toBe(200);
    expect(near(read.body.now, '2026-03-16T08:00:00Z')).toBe(true);
    const moved = await devClock({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2026-03-23T10:00:00Z' }),
    });
    expect(moved.status).toBe(200);
    expect(near(moved.body.now, '2026-03-23T10:00:00Z')).toBe(true);
    expect(near(api.clock.now().toISOString(), '2026-03-23T10:00:00Z')).toBe(true);
  });

  it('refuses what is not an instant', async () => {
    const bad = await devClock({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: 'next tuesday' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fieldErrors).toEqual({ now: 'now must be an ISO-8601 instant, e.g. 2026-03-16T09:00:00Z' });
  });

  it('answers only callers on this machine: a caller the gateway forwards from elsewhere gets 404 and moves nothing', async () => {
    const before = api.clock.now().getTime();
    for (const path of ['/api/dev/clock', '/api/dev/outbox']) {
      const outside = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(outside.status, path).toBe(404);
      expect(((await outside.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await fetch(`${api.baseUrl}${path}`, { headers: { 'x-forwarded-for': local } })).status, `${path} from ${local}`).toBe(200);
      }
    }
    const move = await devClock({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4' },
      body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
    });
    expect(move.status).toBe(404);
    expect(Math.abs(api.clock.now().getTime() - before)).toBeLessThan(10_000);
  });

  it('is movable outside production only', () => {
    expect(isControllable(clockFromConfig(loadConfig({ PLATFORM_NOW: '2025-06-01T00:00:00Z' })))).toBe(true);
    expect(isControllable(clockFromConfig(loadConfig({})))).toBe(true);
    expect(isControllable(clockFromConfig(loadConfig({ PLATFORM_NOW: '2025-06-01T00:00:00Z', NODE_ENV: 'production' })))).toBe(false);
    expect(isControllable(clockFromConfig(loadConfig({ NODE_ENV: 'production' })))).toBe(false);
  });
});
