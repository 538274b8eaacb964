import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { workLogState } from './work.logs.schema.js';
import { tasks, workLogs } from './work.tables.js';

const NOW = new Date('2026-05-14T08:00:00Z');
let api: TestApi;
let croudie: string;
let other: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [croudie, other, admin] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

interface Log {
  id: string;
  taskId: string;
  description: string;
  total: string;
  state: string;
  clientName: string | null;
  completedAt: string;
}
const LIST = `query L($pagination: PaginationInput, $sort: SortInput) {
  myWorkLogs(pagination: $pagination, sort: $sort) { nodes { id taskId description total state clientName channelName completedAt } pagination { total page limit } }
}`;
const list = (token: string | undefined, variables: Record<string, unknown> = {}) =>
  gql<{ myWorkLogs: { nodes: Log[]; pagination: { total: number; page: number; limit: number } } }>(api, LIST, { token, variables });

describe('work log state', () => {
  it("work from before this month (Europe/London) is ready to invoice; this month's waits for next month", () => {
    expect(workLogState(new Date('2026-04-30T22:59:59Z'), NOW)).toBe('READY_TO_INVOICE');
    // 23:00 UTC on 30 April is midnight on 1 May in London (BST).
    expect(workLogState(new Date('2026-04-30T23:00:00Z'), NOW)).toBe('NEXT_MONTH');
  });
});

describe('myWorkLogs', () => {
  it("is the croudie's own logs, server-paged, newest first; staff and anonymous callers are refused", async () => {
    const own = await api.db.select().from(workLogs).where(eq(workLogs.croudieId, 1));
    expect(own.length).toBeGreaterThan(2);
    const first = await list(croudie, { pagination: { page: 1, limit: 2 } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.myWorkLogs.pagination).toEqual({ total: own.length, page: 1, limit: 2 });
    expect(first.data!.myWorkLogs.nodes).toHaveLength(2);
    const all = (await list(croudie, { pagination: { limit: 100 } })).data!.myWorkLogs.nodes;
    expect(all.map((l) => l.id).sort()).toEqual(own.map((l) => String(l.id)).sort());
    const times = all.map((l) => Date.parse(l.completedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((l) => l.clientName)).toBe(true);
    const others = (await list(other, { pagination: { limit: 100 } })).data!.myWorkLogs.nodes;
    expect(others.some((l) => all.some((m) => m.id === l.id))).toBe(false);

    expect(errorCode(await list(admin))).toBe('FORBIDDEN');
    expect(errorCode(await list(undefined))).toBe('UNAUTHENTICATED');
    expect(errorCode(await list(croudie, { pagination: { limit: 101 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list(croudie, { sort: { field: 'password', direction: 'ASC' } }))).toBe('BAD_USER_INPUT');
    const byTotal = (
      await list(croudie, { sort: { field: 'total', direction: 'ASC' }, pagination: { limit: 100 } })
    ).data!.myWorkLogs.nodes.map((l) => Number(l.total));
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
  });

  it("a task passed now shows in the croudie's work logs with its amount, to invoice next month", async () => {
    const [task] = await api.db
      .insert(tasks)
      .values({
        name: 'Work log test',
        state: 'review_in_progress',
        clientId: 1,
        ownerId: 1,
        croudieId: 1,
        fixedCostPence: 4250,
        recurring: true,
        work: 'Done',
        createdAt: NOW,
      })
      .returning();
    const passed = await gql(api, `mutation P($id: ID!) { passTaskWork(taskId: $id) { state } }`, {
      token: admin,
      variables: { id: String(task!.id) },
    });
    expect(passed.errors).toBeUndefined();
    const newest = (await list(croudie, { pagination: { limit: 1 } })).data!.myWorkLogs.nodes[0]!;
    expect(newest).toMatchObject({ taskId: String(task!.id), description: 'Work log test', total: '42.50', state: 'NEXT_MONTH' });
  });
});
