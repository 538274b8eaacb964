import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { featureFlags } from '../flags/flags.tables.js';
import { importedTasks } from './imports.tables.js';
import { tasks } from './work.tables.js';

// 2026-05-06 is a Wednesday; the seed imports at midday London time today, yesterday, 3, 12 and 45 days ago.
const NOW = new Date('2026-05-06T15:00:00Z');
let api: TestApi;
let croudie: string;
let limited: string;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [croudie, limited, admin, member] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

async function postBatch(token: string | null, body: string, contentType = 'application/json', query = '') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${api.baseUrl}/api/platform/imported-tasks${query}`, { method: 'POST', headers, body });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: { code: string; fieldErrors?: Record<string, string> } },
  };
}

const row = (sourceId: string, extra: Record<string, unknown> = {}) => ({
  sourceId,
  project: 'Website refresh',
  croudieEmail: 'croudie.active@example.com',
  name: `Imported ${sourceId}`,
  ...extra,
});
const rowsFor = (sourceId: string) =>
  api.db
    .select()
    .from(importedTasks)
    .where(and(eq(importedTasks.source, 'jira'), eq(importedTasks.sourceId, sourceId)));

const LIST = `query L($filters: ImportedTasksFilters, $pagination: PaginationInput) {
  myImportedTasks(filters: $filters, pagination: $pagination) { nodes { id name linked sourceProject channel { id } client { id } } pagination { total } } }`;
type ListData = {
  myImportedTasks: {
    nodes: { id: string; name: string; linked: boolean; sourceProject: string; channel: { id: string } | null }[];
    pagination: { total: number };
  };
};
const list = (token: string, filters?: { from: string; to: string }) =>
  gql<ListData>(api, LIST, { token, variables: { filters, pagination: { limit: 100 } } });

describe('POST /api/platform/imported-tasks', () => {
  it('is idempotent per source id: the same source id twice (in one batch or two) makes one row', async () => {
    const batch = JSON.stringify({ source: 'jira', tasks: [row('J-1'), row('J-1', { name: 'Repeated in the batch' }), row('J-2')] });
    const first = await postBatch(admin, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: 3, created: 2, unchanged: 1 });
    const again = await postBatch(admin, batch);
    expect(again.body).toEqual({ received: 3, created: 0, unchanged: 3 });
    const rows = await rowsFor('J-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Imported J-1');
    // The same source id from another source is another task.
    expect((await postBatch(admin, JSON.stringify({ source: 'asana-2', tasks: [row('J-1')] }))).body).toMatchObject({ created: 1 });
  });

  it('takes CSV with a header row (quoted fields) and stays idempotent across JSON and CSV', async () => {
    const csv = [
      'source_id,project,croudie_email,name,brief,allocated_minutes,due_at',
      'J-3,Website refresh,croudie.active@example.com,"Fix the footer, again","Say ""hello""",45,2026-05-20T09:00:00Z',
      'J-2,Website refresh,croudie.active@example.com,Already sent as JSON,,,',
    ].join('\r\n');
    const res = await postBatch(admin, csv, 'text/csv', '?source=jira');
    expect(res.body).toEqual({ received: 2, created: 1, unchanged: 1 });
    const [stored] = await rowsFor('J-3');
    expect(stored).toMatchObject({ name: 'Fix the footer, again', brief: 'Say "hello"', allocatedMinutes: 45 });
    expect(stored!.dueAt?.toISOString()).toBe('2026-05-20T09:00:00.000Z');
  });

  it('refuses anonymous callers, croudies and staff without tech, operations or network_admin', async () => {
    const batch = JSON.stringify({ source: 'jira', tasks: [row('J-9')] });
    expect((await postBatch(null, batch)).status).toBe(401);
    expect((await postBatch(croudie, batch)).status).toBe(403);
    expect((await postBatch(member, batch)).status).toBe(403);
    expect(await rowsFor('J-9')).toHaveLength(0);
  });

  it('validates every row and names the bad ones; nothing of a refused batch is stored', async () => {
    const bad = await postBatch(
      admin,
      JSON.stringify({ source: 'jira', tasks: [row('J-10'), row('', { name: '' }), row('J-11', { croudieEmail: 'nobody@example.com' })] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fieldErrors).toMatchObject({
      'tasks.1.sourceId': 'The source id is required',
      'tasks.1.name': 'The name is required',
    });
    const unknown = await postBatch(
      admin,
      JSON.stringify({ source: 'jira', tasks: [row('J-10'), row('J-11', { croudieEmail: 'nobody@example.com' })] }),
    );
    expect(unknown.body.error?.fieldErrors).toEqual({ 'tasks.1.croudieEmail': 'No croudie has this email address' });
    expect(await rowsFor('J-10')).toHaveLength(0);
    expect(
      (await postBatch(admin, JSON.stringify({ source: 'Bad Source!', tasks: [row('J-12')] }))).body.error?.fieldErrors,
    ).toHaveProperty('source');
    expect((await postBatch(admin, JSON.stringify({ source: 'jira', tasks: [] }))).body.error?.fieldErrors).toEqual({
      tasks: 'Send at least one task',
    });
    expect((await postBatch(admin, 'source_id,name\n"open', 'text/csv', '?source=jira')).body.error?.fieldErrors).toEqual({
      csv: 'A quoted field is not closed',
    });
  });
});

describe('myImportedTasks', () => {
  it("lists the croudie's pending imports, filtered by days in their zone, with whether the project is linked", async () => {
    const all = await list(croudie);
    const names = all.data!.myImportedTasks.nodes.map((n) => n.name);
    expect(names).toContain('Rewrite the homepage hero copy');
    expect(names).not.toContain('Old request that was discarded');
    const today = await list(croudie, { from: '2026-05-06', to: '2026-05-06' });
    expect(today.data!.myImportedTasks.nodes.map((n) => n.name).sort()).toEqual(
      expect.arrayContaining(['Check brand terms in the footer', 'Rewrite the homepage hero copy']),
    );
    expect(today.data!.myImportedTasks.nodes.every((n) => !n.name.startsWith('Proofread'))).toBe(true);
    const yesterday = await list(croudie, { from: '2026-05-05', to: '2026-05-05' });
    expect(yesterday.data!.myImportedTasks.nodes.map((n) => n.name)).toEqual(['Proofread the pricing page']);
    const unlinked = all.data!.myImportedTasks.nodes.find((n) => n.name === 'Check brand terms in the footer')!;
    expect(unlinked).toMatchObject({ linked: false, channel: null });
    expect(all.data!.myImportedTasks.nodes.find((n) => n.name === 'Rewrite the homepage hero copy')!.linked).toBe(true);
  });

  it('refuses a reversed or half range, staff, and croudies without the imported_tasks flag', async () => {
    expect((await list(croudie, { from: '2026-05-06', to: '2026-05-01' })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      'filters.to': 'The first day cannot be after the last day',
    });
    expect(
      (await gql(api, LIST, { token: croudie, variables: { filters: { from: '2026-05-06' } } })).errors?.[0]?.extensions?.fieldErrors,
    ).toEqual({
      'filters.to': 'Give both the first and the last day, or neither',
    });
    expect(errorCode(await list(admin))).toBe('FORBIDDEN');
    expect(errorCode(await list(limited))).toBe('FORBIDDEN');
    await api.db.insert(featureFlags).values({ principalId: 'croudie-network:croudies:2', flag: 'imported_tasks' });
    expect((await list(limited)).data!.myImportedTasks.pagination.total).toBe(0);
  });
});

const DISCARD = `mutation D($ids: [ID!]!) { discardImportedTasks(ids: $ids) }`;
const CREATE = `mutation C($id: ID!) { createTaskFromImported(id: $id) { id name state client { id } assignee { id } } }`;
const idOf = async (name: string) => (await list(croudie)).data!.myImportedTasks.nodes.find((n) => n.name === name)!.id;

describe('discard and create', () => {
  it("discards one or many of the croudie's own imports; anyone else's or a staff call is refused and changes nothing", async () => {
    await postBatch(admin, JSON.stringify({ source: 'jira', tasks: ['D-1', 'D-2', 'D-3'].map((id) => row(id)) }));
    await postBatch(admin, JSON.stringify({ source: 'jira', tasks: [row('D-L', { croudieEmail: 'croudie.limited@example.com' })] }));
    const [d1, d2, d3] = await Promise.all(['Imported D-1', 'Imported D-2', 'Imported D-3'].map(idOf));
    const [other] = await rowsFor('D-L');

    // Someone else's id in the bulk: FORBIDDEN, and the croudie's own ones stay pending.
    const mixed = await gql(api, DISCARD, { token: croudie, variables: { ids: [d1, String(other!.id)] } });
    expect(errorCode(mixed)).toBe('FORBIDDEN');
    expect((await rowsFor('D-1'))[0]!.status).toBe('pending');
    expect(errorCode(await gql(api, DISCARD, { token: admin, variables: { ids: [d1] } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, DISCARD, { token: limited, variables: { ids: [d1] } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, DISCARD, { token: croudie, variables: { ids: [] } }))).toBe('BAD_USER_INPUT');

    expect((await gql(api, DISCARD, { token: croudie, variables: { ids: [d1] } })).data).toEqual({ discardImportedTasks: 1 });
    expect((await gql(api, DISCARD, { token: croudie, variables: { ids: [d2, d3] } })).data).toEqual({ discardImportedTasks: 2 });
    expect((await rowsFor('D-3'))[0]!.status).toBe('discarded');
    // Discarded already: a second discard is a CONFLICT.
    expect(errorCode(await gql(api, DISCARD, { token: croudie, variables: { ids: [d1] } }))).toBe('CONFLICT');
  });

  it('creates an in-progress task for the croudie from a linked import, once; an unlinked project is refused', async () => {
    const linked = await idOf('Update meta descriptions');
    const created = await gql<{ createTaskFromImported: { id: string; name: string; state: string; assignee: { id: string } } }>(
      api,
      CREATE,
      {
        token: croudie,
        variables: { id: linked },
      },
    );
    expect(created.data?.createTaskFromImported).toMatchObject({
      name: 'Update meta descriptions',
      state: 'IN_PROGRESS',
      assignee: { id: '1' },
    });
    const [task] = await api.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, Number(created.data!.createTaskFromImported.id)));
    expect(task!.croudieId).toBe(1);
    expect(errorCode(await gql(api, CREATE, { token: croudie, variables: { id: linked } }))).toBe('CONFLICT');
    const unlinked = await gql(api, CREATE, { token: croudie, variables: { id: await idOf('Collect competitor taglines') } });
    expect(unlinked.errors?.[0]?.message).toBe('The source project is not linked to a client channel');
    expect(errorCode(await gql(api, CREATE, { token: limited, variables: { id: await idOf('Proofread the pricing page') } }))).toBe(
      'FORBIDDEN',
    );
  });
});
