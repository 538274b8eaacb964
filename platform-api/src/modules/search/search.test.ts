import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { startTestApi, type TestApi } from '../../../test/support/api.js';
import { DAY_MS } from '../../kit/clock.js';
import { clients } from '../clients/clients.tables.js';
import { tasks } from '../work/work.tables.js';
import { pickFields } from './search.rules.js';

const NOW = new Date('2026-03-15T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of ['croudie.active@example.com', 'staff.admin@example.com', 'staff.member@example.com']) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

interface TaskList {
  total: number;
  results: {
    id: number;
    name: string;
    state: string;
    deadline: string | null;
    client: { id: number; name: string };
    owner: { id: number; full_name: string };
  }[];
}

async function getJson<T>(path: string, email?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.baseUrl}${path}`, { headers: email ? { authorization: `Bearer ${tokens[email]}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /api/platform/tasks (control search)', () => {
  it("searches every task by name for staff, 3 at a time, with the total for 'n results'", async () => {
    const { status, body } = await getJson<TaskList>(
      '/api/platform/tasks?search=review&limit=3&is_next_scheduled_only=true',
      'staff.member@example.com',
    );
    expect(status).toBe(200);
    const [expected] = await api.db.select({ id: tasks.id }).from(tasks).where(ilike(tasks.name, '%review%'));
    expect(expected).toBeDefined();
    const all = await api.db.select({ id: tasks.id }).from(tasks).where(ilike(tasks.name, '%review%'));
    expect(body.total).toBe(all.length);
    expect(body.results).toHaveLength(Math.min(3, all.length));
    for (const r of body.results) {
      expect(r.name.toLowerCase()).toContain('review');
      expect(r.client.name).toEqual(expect.any(String));
      expect(r.owner.full_name).toMatch(/\S+ \S+/);
    }
  });

  it('filters by a state list and, with user_id (Only show mine), to tasks the user owns or reviews', async () => {
    const states = 'in_progress,review_in_progress';
    const mine = await getJson<TaskList>(`/api/platform/tasks?state=${states}&user_id=1&limit=100`, 'staff.admin@example.com');
    const rows = await api.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.state, ['in_progress', 'review_in_progress']), or(eq(tasks.ownerId, 1), eq(tasks.reviewerId, 1))));
    expect(rows.length).toBeGreaterThan(0);
    expect(mine.body.total).toBe(rows.length);
    expect(mine.body.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    const everyone = await getJson<TaskList>(`/api/platform/tasks?state=${states}&limit=1`, 'staff.admin@example.com');
    const inThoseStates = await api.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.state, ['in_progress', 'review_in_progress']));
    expect(inThoseStates.length).toBeGreaterThan(rows.length);
    expect(everyone.body.total).toBe(inThoseStates.length);
  });

  it('finds a task by its id too', async () => {
    const { body } = await getJson<TaskList>('/api/platform/tasks?search=7&limit=100', 'staff.member@example.com');
    expect(body.results.map((r) => r.id)).toContain(7);
  });

  it('shows only the next scheduled occurrence of a series with is_next_scheduled_only=true', async () => {
    const [client] = await api.db.select().from(clients).where(eq(clients.state, 'active')).limit(1);
    const series = (days: number) => ({
      name: 'Weekly rank report zz',
      state: 'scheduled' as const,
      clientId: client!.id,
      channelId: null,
      ownerId: 2,
      deadline: new Date(NOW.getTime() + days * DAY_MS),
      createdAt: NOW,
    });
    const inserted = await api.db
      .insert(tasks)
      .values([series(14), series(7), series(21)])
      .returning({ id: tasks.id });
    const next = await getJson<TaskList>(
      '/api/platform/tasks?search=weekly%20rank%20report%20zz&is_next_scheduled_only=true',
      'staff.member@example.com',
    );
    expect(next.body.total).toBe(1);
    expect(next.body.results[0]!.id).toBe(inserted[1]!.id);
    const every = await getJson<TaskList>(
      '/api/platform/tasks?search=weekly%20rank%20report%20zz&is_next_scheduled_only=false&ordering=deadline',
      'staff.member@example.com',
    );
    expect(every.body.results.map((r) => r.id)).toEqual([inserted[1]!.id, inserted[0]!.id, inserted[2]!.id]);
  });

  it('keeps only the fields asked for', async () => {
    const { body } = await getJson<{ results: Record<string, unknown>[] }>(
      '/api/platform/tasks?fields=name,owner.full_name&limit=2',
      'staff.member@example.com',
    );
    expect(Object.keys(body.results[0]!).sort()).toEqual(['id', 'name', 'owner']);
  });

  it('is FORBIDDEN for croudies and UNAUTHENTICATED anonymously', async () => {
    const croudie = await getJson<{ error: { code: string } }>('/api/platform/tasks?search=a', 'croudie.active@example.com');
    expect(croudie.status).toBe(403);
    expect(croudie.body.error.code).toBe('FORBIDDEN');
    expect((await getJson('/api/platform/tasks?search=a')).status).toBe(401);
  });

  it('explains a bad query with field errors', async () => {
    const { status, body } = await getJson<{ error: { code: string; fieldErrors: Record<string, string> } }>(
      '/api/platform/tasks?state=open&limit=0&is_next_scheduled_only=yes&user_id=me&fields=secret',
      'staff.member@example.com',
    );
    expect(status).toBe(400);
    expect(body.error.fieldErrors).toMatchObject({
      'state.0': expect.stringContaining('state must be a comma-separated list of'),
      limit: 'limit must be 1 or more',
      is_next_scheduled_only: 'is_next_scheduled_only must be true or false',
      user_id: 'user_id must be a user id',
      'fields.0': expect.stringContaining('fields must be a comma-separated list of'),
    });
  });
});

describe('GET /api/platform/clients (control search)', () => {
  it('answers staff 3 active or pending clients by name with the total', async () => {
    const { status, body } = await getJson<{ total: number; results: { id: number; name: string; state: string }[] }>(
      '/api/platform/clients?search=a&state=active,pending&limit=3&ordering=name',
      'staff.member@example.com',
    );
    expect(status).toBe(200);
    const all = await api.db
      .select()
      .from(clients)
      .where(and(ilike(clients.name, '%a%'), inArray(clients.state, ['active', 'pending'])));
    expect(body.total).toBe(all.length);
    expect(body.results.map((c) => c.name)).toEqual(
      all
        .map((c) => c.name)
        .sort()
        .slice(0, 3),
    );
  });

  it('finds nothing for a search that matches no client (the empty state)', async () => {
    const { body } = await getJson<{ total: number; results: unknown[] }>(
      '/api/platform/clients?search=zzqx&state=active,pending&limit=3',
      'staff.member@example.com',
    );
    expect(body).toEqual({ total: 0, results: [] });
  });
});

describe('search rules', () => {
  it('picks the requested fields and always keeps the id', () => {
    const r = { id: 1, name: 'n', state: 's', deadline: null, client: { id: 1, name: 'c' }, owner: { id: 2, full_name: 'o' } };
    expect(pickFields(r, ['state'])).toEqual({ id: 1, state: 's' });
    expect(pickFields(r, undefined)).toBe(r);
  });
});
