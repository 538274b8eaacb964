import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { startTestApi, type TestApi } from '../../../test/support/api.js';

// Monday 16 March 2026 (GMT): staff.admin's demo calendar has three events that day.
const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
let admin: string;
let member: string;
let croudie: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

interface EventJson {
  id: string;
  summary: string;
  start: { dateTime: string };
  end: { dateTime: string };
  complete: boolean;
  visibility: string;
}
async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const res = await fetch(`${api.baseUrl}/api/platform/calendar${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: EventJson[];
      id?: string;
      complete?: boolean;
      error?: { code: string; fieldErrors?: Record<string, string> };
    },
  };
}

describe('calendar REST calls (GET events with date, POST journal-event/{id})', () => {
  it("GET events?date lists the day's events with start and end dateTime", async () => {
    const { status, body } = await call('GET', '/events?date=2026-03-16', admin);
    expect(status).toBe(200);
    expect(body.data!.map((e) => e.summary)).toEqual(['Team stand-up', 'Acme Outdoor campaign review', 'Quarterly planning']);
    expect(body.data![0]!.start.dateTime).toMatch(/^2026-03-16T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(body.data![0]!.end.dateTime)).toBeGreaterThan(Date.parse(body.data![0]!.start.dateTime));
    expect(body.data!.every((e) => e.complete === false)).toBe(true);
  });

  it('POST journal-event/{id} marks the event complete, once (idempotent)', async () => {
    const id = (await call('GET', '/events?date=2026-03-16', admin)).body.data![2]!.id;
    const done = await call('POST', `/journal-event/${encodeURIComponent(id)}`, admin, {});
    expect(done).toEqual({ status: 201, body: { id, complete: true } });
    expect((await call('POST', `/journal-event/${encodeURIComponent(id)}`, admin, { journal_id: 5 })).status).toBe(201);
    const after = (await call('GET', '/events?date=2026-03-16', admin)).body.data!;
    expect(after.find((e) => e.id === id)?.complete).toBe(true);
    expect(after.filter((e) => e.complete)).toHaveLength(1);
  });

  it('validates the date and journal id; refuses without the flag, croudies and anonymous callers', async () => {
    const noDate = await call('GET', '/events', admin);
    expect(noDate.status).toBe(400);
    expect(noDate.body.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    const badDate = await call('GET', '/events?date=16/03/2026', admin);
    expect(badDate.body.error?.fieldErrors).toEqual({ date: 'a date as YYYY-MM-DD' });
    expect((await call('POST', '/journal-event/abc', admin, { journal_id: 'x' })).body.error?.fieldErrors).toEqual({
      journalId: 'Not a journal id',
    });
    expect((await call('GET', '/events?date=2026-03-16', member)).status).toBe(403);
    expect((await call('POST', '/journal-event/abc', member, {})).status).toBe(403);
    expect((await call('GET', '/events?date=2026-03-16', croudie)).status).toBe(403);
    expect((await call('GET', '/events?date=2026-03-16')).status).toBe(401);
  });
});
