import { DateTime } from 'luxon';
// Task backdate on a real server (staff-and-admin.md §2 Settings › task backdate, §5, §8; ADR 0260): every rule, its
// message, and who may call it.
import { and, desc, eq, isNotNull, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { onLiveInvoice } from '../payments/index.js';
import { principalRoles } from '../people/people.tables.js';
import { findBackdateView, writeBackdate } from './work.backdate.data.js';
import { tasks, taskTimeline, workLogs } from './work.tables.js';

// Wednesday 1 July 2026, 10:00 in London.
const NOW = new Date('2026-07-01T09:00:00Z');
let api: TestApi;
const token: Record<'admin' | 'member' | 'hr' | 'finance' | 'croudie' | 'client', string> = {} as never;

type View = {
  id: string;
  name: string;
  state: string;
  stateLabel: string;
  croudieName: string | null;
  clientName: string;
  createdAt: string;
  completedAt: string | null;
  completedOn: string | null;
  workLogCompletedAt: string | null;
  earliestOn: string;
  latestOn: string;
};
const VIEW = 'id name state stateLabel croudieName clientName createdAt completedAt completedOn workLogCompletedAt earliestOn latestOn';
const BACKDATE = `mutation($taskId: ID!, $completedOn: String!) { backdateTask(taskId: $taskId, completedOn: $completedOn) { ${VIEW} } }`;
const FIND = `query($taskId: ID!) { taskToBackdate(taskId: $taskId) { ${VIEW} } }`;
const LIST = `query($filters: BackdatableTaskFilters, $pagination: PaginationInput) {
  backdatableTasks(filters: $filters, pagination: $pagination) { nodes { ${VIEW} } pagination { total page limit } } }`;

const backdate = (taskId: number | string, completedOn: string, as = token.admin) =>
  gql<{ backdateTask: View }>(api, BACKDATE, { token: as, variables: { taskId: String(taskId), completedOn } });
const find = (taskId: number | string, as = token.admin) =>
  gql<{ taskToBackdate: View }>(api, FIND, { token: as, variables: { taskId: String(taskId) } });
const list = (variables: Record<string, unknown> = {}, as = token.admin) =>
  gql<{ backdatableTasks: { nodes: View[]; pagination: { total: number; page: number; limit: number } } }>(api, LIST, {
    token: as,
    variables,
  });
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;

/** The demo's completed tasks of croudies, newest completion first, each used by one test. */
let completed: (typeof tasks.$inferSelect)[];
let next = 0;
const aCompletedTask = () => completed[next++]!;
/** A task of the demo data in this state, with a croudie. */
const inState = async (state: 'in_progress' | 'review_in_progress' | 'offered') =>
  (
    await api.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.state, state), isNotNull(tasks.croudieId)))
      .limit(1)
  )[0]!;

/** Makes a task of this test's own from a demo one: created, accepted and completed at the given instants. */
async function ownTask(values: Partial<typeof tasks.$inferInsert>): Promise<typeof tasks.$inferSelect> {
  const base = completed[0]!;
  const [row] = await api.db
    .insert(tasks)
    .values({
      name: `Backdate fixture ${Math.random().toString(36).slice(2, 8)}`,
      state: 'completed',
      clientId: base.clientId,
      channelId: base.channelId,
      ownerId: base.ownerId,
      croudieId: base.croudieId,
      createdAt: new Date('2026-06-01T15:30:00Z'),
      completedAt: new Date('2026-06-20T10:00:00Z'),
      fixedCostPence: 2500,
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [token.admin, token.member, token.hr, token.finance, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  // not invoiced: backdating invoiced work is refused (tested in payments.api.test.ts)
  completed = await api.db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.state, 'completed'),
        isNotNull(tasks.croudieId),
        not(onLiveInvoice(sql`(select ${workLogs.id} from ${workLogs} where ${workLogs.taskId} = ${tasks.id})`)),
      ),
    )
    .orderBy(desc(tasks.id));
});
afterAll(async () => {
  await api?.close();
});

describe('backdating a task', () => {
  it('moves the task and its work log to noon in London that day, and says so on the timeline', async () => {
    const task = aCompletedTask();
    const [logBefore] = await api.db.select().from(workLogs).where(eq(workLogs.taskId, task.id));
    expect(logBefore).toBeDefined();
    const before = (await find(task.id)).data!.taskToBackdate;
    expect(before).toMatchObject({ state: 'COMPLETED', stateLabel: 'Completed', latestOn: '2026-07-01' });
    expect(before.croudieName).toMatch(/\S+ \S+/);
    expect(before.completedAt).toBe(task.completedAt!.toISOString());
    expect(before.workLogCompletedAt).toBe(logBefore!.completedAt.toISOString());
    // The day before its completion (or the earliest day it may have).
    expect(before.earliestOn < before.completedOn!).toBe(true);
    const target = new Date(`${before.completedOn}T12:00:00Z`);
    target.setUTCDate(target.getUTCDate() - 1);
    const completedOn = target.toISOString().slice(0, 10) >= before.earliestOn ? target.toISOString().slice(0, 10) : before.earliestOn;

    const res = await backdate(task.id, completedOn);
    expect(res.errors).toBeUndefined();
    const after = res.data!.backdateTask;
    expect(after.completedOn).toBe(completedOn);
    const [row] = await api.db.select().from(tasks).where(eq(tasks.id, task.id));
    const [log] = await api.db.select().from(workLogs).where(eq(workLogs.taskId, task.id));
    expect(log!.completedAt).toEqual(row!.completedAt);
    expect(after.workLogCompletedAt).toBe(row!.completedAt!.toISOString());
    // noon in London (GMT or BST, as the day falls), unless that is before it was created
    const noon = DateTime.fromISO(`${completedOn}T12:00`, { zone: 'Europe/London' }).toJSDate();
    expect(row!.completedAt).toEqual(noon < task.createdAt ? task.createdAt : noon);
    // nothing else of the work log changed
    expect({ ...log, completedAt: null }).toEqual({ ...logBefore, completedAt: null });

    const timeline = await gql<{ task: { timeline: { action: string; toState: string; actorName: string; feedback: string }[] } }>(
      api,
      `query($id: ID!) { task(id: $id) { timeline { action toState actorName feedback } } }`,
      { token: token.admin, variables: { id: String(task.id) } },
    );
    const fmt = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(timeline.data!.task.timeline.at(-1)).toEqual({
      action: 'BACKDATE',
      toState: 'COMPLETED',
      actorName: 'Sam Admin',
      feedback: `Completion date backdated from ${fmt(before.completedOn!)} to ${fmt(completedOn)}`,
    });
    const [entry] = await api.db
      .select()
      .from(taskTimeline)
      .where(eq(taskTimeline.taskId, task.id))
      .orderBy(desc(taskTimeline.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'backdate', fromState: 'completed', actorPrincipalId: DEMO_PRINCIPALS.staffAdmin });
    expect(entry!.createdAt >= NOW && entry!.createdAt <= api.clock.now()).toBe(true);
  });

  it('may move it later again, up to today (undoing a mistake); today before noon is now', async () => {
    const task = await ownTask({});
    expect((await backdate(task.id, '2026-06-10')).data!.backdateTask.completedAt).toBe('2026-06-10T11:00:00.000Z');
    // the platform clock runs on from 10:00 in London: still before noon
    const today = new Date((await backdate(task.id, '2026-07-01')).data!.backdateTask.completedAt!);
    expect(today >= NOW && today <= api.clock.now()).toBe(true);
    // a task with no work log moves alone
    expect(await api.db.select().from(workLogs).where(eq(workLogs.taskId, task.id))).toEqual([]);
    expect((await find(task.id)).data!.taskToBackdate.workLogCompletedAt).toBeNull();
  });

  it('§5: refuses a task that is not complete, with the reason (CONFLICT), and changes nothing', async () => {
    for (const state of ['in_progress', 'review_in_progress', 'offered'] as const) {
      const task = await inState(state);
      const res = await backdate(task.id, '2026-06-15');
      expect(errorCode(res), state).toBe('CONFLICT');
      expect(message(res)).toBe(
        `Only a completed task can be backdated: this one is ${{ in_progress: 'in progress', review_in_progress: 'review in progress', offered: 'offered' }[state]}`,
      );
      const [row] = await api.db.select().from(tasks).where(eq(tasks.id, task.id));
      expect(row).toEqual(task);
    }
  });

  it('§5: refuses a completed task no croudie completed (CONFLICT)', async () => {
    const task = await ownTask({ croudieId: null });
    const res = await backdate(task.id, '2026-06-15');
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe('Only a task completed by a croudie can be backdated');
  });

  it('refuses a day in the future, before it was created or accepted, or the day it already has (BAD_USER_INPUT)', async () => {
    const task = await ownTask({});
    const refused = async (day: string, text: string) => {
      const res = await backdate(task.id, day);
      expect(errorCode(res), day).toBe('BAD_USER_INPUT');
      expect(message(res)).toBe(text);
      expect(fieldErrors(res)).toEqual({ completedOn: text });
    };
    await refused('2026-07-02', 'The date cannot be in the future');
    await refused('2026-05-31', 'The date cannot be before the task was created (Jun 1, 2026)');
    await refused('2026-06-20', 'The task was already completed on Jun 20, 2026');
    await api.db.insert(taskTimeline).values({
      taskId: task.id,
      action: 'accept',
      fromState: 'offered',
      toState: 'in_progress',
      actorPrincipalId: DEMO_PRINCIPALS.croudieActive,
      actorName: 'A croudie',
      createdAt: new Date('2026-06-04T09:00:00Z'),
    });
    expect((await find(task.id)).data!.taskToBackdate.earliestOn).toBe('2026-06-04');
    await refused('2026-06-03', 'The date cannot be before the task was accepted (Jun 4, 2026)');
    // on the day it was accepted: not before the acceptance
    expect((await backdate(task.id, '2026-06-04')).data!.backdateTask.completedAt).toBe('2026-06-04T11:00:00.000Z');
    const [row] = await api.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.completedAt).toEqual(new Date('2026-06-04T11:00:00Z'));
  });

  it('never before the moment it was created on that day', async () => {
    const task = await ownTask({ createdAt: new Date('2026-06-01T15:30:00Z') });
    expect((await backdate(task.id, '2026-06-01')).data!.backdateTask.completedAt).toBe('2026-06-01T15:30:00.000Z');
  });

  it('validates the day and the task id', async () => {
    const task = await ownTask({});
    for (const [day, text] of [
      ['', 'This field is required'],
      ['15/06/2026', 'A date as YYYY-MM-DD'],
      ['2026-02-30', 'Not a real date'],
    ] as const) {
      const res = await backdate(task.id, day);
      expect(errorCode(res), day).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual({ completedOn: text });
    }
    expect(errorCode(await backdate(99999999, '2026-06-15'))).toBe('NOT_FOUND');
    expect(errorCode(await backdate('abc', '2026-06-15'))).toBe('NOT_FOUND');
    expect(message(await backdate(99999999, '2026-06-15'))).toBe('Task not found');
    expect(errorCode(await find(99999999))).toBe('NOT_FOUND');
  });

  it('writes nothing when the task changed since it was read (the caller answers CONFLICT)', async () => {
    const task = await ownTask({});
    const stale = (await findBackdateView(api.db, task.id))!;
    await api.db
      .update(tasks)
      .set({ completedAt: new Date('2026-06-21T10:00:00Z') })
      .where(eq(tasks.id, task.id));
    const written = await writeBackdate(api.db, {
      task: stale,
      completedAt: new Date('2026-06-10T11:00:00Z'),
      actor: { principalId: DEMO_PRINCIPALS.staffAdmin, name: 'Sam Admin' },
      note: 'x',
      at: NOW,
    });
    expect(written).toBe(false);
    expect(await api.db.select().from(taskTimeline).where(eq(taskTimeline.taskId, task.id))).toEqual([]);
  });
});

describe('finding the task to backdate', () => {
  it("lists croudies' completed tasks only, newest completion first, paged", async () => {
    const all = (await list({ pagination: { limit: 100 } })).data!.backdatableTasks;
    expect(all.nodes.length).toBeGreaterThan(0);
    expect(all.nodes.every((n) => n.state === 'COMPLETED' && n.croudieName !== null)).toBe(true);
    const times = all.nodes.map((n) => n.completedAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const total = all.pagination.total;
    expect(total).toBeGreaterThanOrEqual(all.nodes.length);
    const second = (await list({ pagination: { page: 2, limit: 3 } })).data!.backdatableTasks;
    expect(second.nodes.map((n) => n.id)).toEqual(all.nodes.slice(3, 6).map((n) => n.id));
    expect((await list()).data!.backdatableTasks.pagination).toEqual({ total, page: 1, limit: 10 });
  });

  it("searches the task's, client's and croudie's names and its id", async () => {
    const some = (await list({ pagination: { limit: 1 } })).data!.backdatableTasks.nodes[0]!;
    const search = async (text: string) =>
      (await list({ filters: { search: text }, pagination: { limit: 100 } })).data!.backdatableTasks.nodes;
    expect((await search(some.name.toUpperCase())).map((n) => n.id)).toContain(some.id);
    expect((await search(some.clientName)).every((n) => n.clientName === some.clientName)).toBe(true);
    expect((await search(some.croudieName!)).every((n) => n.croudieName === some.croudieName)).toBe(true);
    expect((await search(some.id)).map((n) => n.id)).toContain(some.id);
    expect((await search(`#${some.id}`)).map((n) => n.id)).toEqual([some.id]);
    const open = await inState('in_progress');
    expect(await search(`#${open.id}`)).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('finds any task by its id, whatever its state', async () => {
    const open = await inState('in_progress');
    expect((await find(open.id)).data!.taskToBackdate).toMatchObject({
      id: String(open.id),
      state: 'IN_PROGRESS',
      stateLabel: 'In progress',
    });
    expect((await find(`#${open.id}`)).data!.taskToBackdate.id).toBe(String(open.id));
  });
});

describe('who may backdate', () => {
  it('settings administrators (tech, hr_user) and finance admins; other staff, croudies and client users FORBIDDEN', async () => {
    const task = await ownTask({});
    expect((await backdate(task.id, '2026-06-10', token.hr)).errors).toBeUndefined();
    expect((await list({}, token.hr)).errors).toBeUndefined();

    for (const [as, code] of [
      [token.member, 'FORBIDDEN'],
      [token.finance, 'FORBIDDEN'], // finance, not finance_admin
      [token.croudie, 'FORBIDDEN'],
      [token.client, 'FORBIDDEN'],
      ['', 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorCode(await backdate(task.id, '2026-06-11', as))).toBe(code);
      expect(errorCode(await list({}, as))).toBe(code);
      expect(errorCode(await find(task.id, as))).toBe(code);
    }
    expect(message(await backdate(task.id, '2026-06-11', token.croudie))).toBe(
      'Only settings administrators and finance admins can backdate tasks',
    );
    expect((await api.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.completedAt).toEqual(new Date('2026-06-10T11:00:00Z'));

    // finance_admin may: the role's operations are read afresh on each request
    await api.db.insert(principalRoles).values({ principalId: DEMO_PRINCIPALS.financeUser, role: 'finance_admin', grantedAt: NOW });
    expect((await backdate(task.id, '2026-06-12', token.finance)).errors).toBeUndefined();
    expect((await find(task.id, token.finance)).errors).toBeUndefined();
  });
});
