import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { channels } from '../clients/clients.tables.js';
import { agencyUsers, croudies } from '../people/people.tables.js';
import { publicHolidays } from '../settings/settings.tables.js';
import { occurrenceTasks, runDueRecurringWork } from './recurring.runner.js';
import { recurringWork } from './recurring.tables.js';
import { tasks } from './work.tables.js';

// Monday 2 March 2026, 08:00 in London (GMT; British Summer Time starts on Sunday 29 March).
const NOW = new Date('2026-03-02T08:00:00Z');
let api: TestApi;
let admin: string;
let adminId: number;
let memberId: number;
let croudieId: number;
let channel: { id: number; clientId: number };

const run = () => runDueRecurringWork({ db: api.db, clock: api.clock });
const at = (iso: string) => api.clock.set(new Date(iso));

async function insertWork(over: Partial<typeof recurringWork.$inferInsert> = {}) {
  const now = api.clock.now();
  const [row] = await api.db
    .insert(recurringWork)
    .values({
      name: 'Runner daily check',
      brief: 'Check the budgets',
      clientId: channel.clientId,
      channelId: channel.id,
      ownerId: memberId,
      croudieId: null,
      allocatedMinutes: 20,
      occurrence: 'daily',
      interval: 1,
      timeOfDay: '09:00',
      days: [],
      modifier: 'day_of_month',
      dayNumber: '1',
      weekNumber: 'first',
      startDate: '2026-03-02',
      endDate: '2026-06-30',
      timezone: 'Europe/London',
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .returning();
  return row!;
}

const datesOf = async (id: number) => (await occurrenceTasks(api.db, id)).map((o) => o.date);
async function tasksOf(id: number) {
  const links = await occurrenceTasks(api.db, id);
  const ids = links.map((l) => l.taskId!);
  return ids.length ? api.db.select().from(tasks).where(inArray(tasks.id, ids)) : [];
}
const act = (field: string, id: number) =>
  gql(api, `mutation A($ids: [ID!]!) { ${field}(ids: $ids) { id isPaused } }`, { token: admin, variables: { ids: [String(id)] } });

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  const [a] = await api.db.select().from(agencyUsers).where(eq(agencyUsers.email, 'staff.admin@example.com'));
  const [m] = await api.db.select().from(agencyUsers).where(eq(agencyUsers.email, 'staff.member@example.com'));
  const [c] = await api.db.select().from(croudies).where(eq(croudies.email, 'croudie.active@example.com'));
  const [ch] = await api.db.select().from(channels).where(eq(channels.state, 'active')).limit(1);
  adminId = a!.id;
  memberId = m!.id;
  croudieId = c!.id;
  channel = { id: ch!.id, clientId: ch!.clientId };
});
afterAll(async () => {
  await api?.close();
});

// The clock only moves forward through this file, as it would on a server.
describe('recurring work runner', () => {
  it("creates an occurrence's task when the clock reaches it, exactly once, owned by the owner and marked recurring", async () => {
    const offered = await insertWork({ croudieId: null, name: 'Runner offered', ownerId: adminId });
    await api.db.update(recurringWork).set({ croudieId }).where(eq(recurringWork.id, offered.id));
    const open = await insertWork({ name: 'Runner unassigned' });

    await run();
    expect(await datesOf(offered.id)).toEqual([]); // 08:00: today's 09:00 has not come yet

    at('2026-03-02T09:00:00Z');
    await run();
    await run();
    expect(await datesOf(offered.id)).toEqual(['2026-03-02']);
    expect(await datesOf(open.id)).toEqual(['2026-03-02']);

    // Two runners at once (a second API instance) still create one task per occurrence.
    at('2026-03-03T09:30:00Z');
    await Promise.all([run(), run()]);
    expect(await datesOf(offered.id)).toEqual(['2026-03-02', '2026-03-03']);

    const [offeredTask] = await tasksOf(offered.id);
    expect(offeredTask).toMatchObject({
      name: 'Runner offered',
      brief: 'Check the budgets',
      state: 'offered',
      ownerId: adminId,
      croudieId,
      clientId: channel.clientId,
      channelId: channel.id,
      allocatedMinutes: 20,
      recurring: true,
    });
    const openTasks = await tasksOf(open.id);
    expect(openTasks).toHaveLength(2);
    expect(openTasks.every((t) => t.state === 'unassigned' && t.croudieId === null && t.ownerId === memberId && t.recurring)).toBe(true);
    // The task is readable as a recurring task through the API (feedback on passing is optional for it).
    const seen = await gql<{ task: { recurring: boolean; state: string } }>(
      api,
      `query T($id: ID!) { task(id: $id) { recurring state } }`,
      {
        token: admin,
        variables: { id: String(offeredTask!.id) },
      },
    );
    expect(seen.data?.task).toEqual({ recurring: true, state: 'OFFERED' });
  });

  it('catches up occurrences missed while the server was down', async () => {
    const weekly = await insertWork({ name: 'Runner weekly', occurrence: 'weekly', days: ['mon', 'wed'] });
    at('2026-03-10T12:00:00Z'); // Tuesday a week on: Wednesday 4 and Monday 9 fell due meanwhile
    await run();
    expect(await datesOf(weekly.id)).toEqual(['2026-03-04', '2026-03-09']);
  });

  it('creates nothing for occurrences due before the recurring work was created', async () => {
    const late = await insertWork({ name: 'Runner created late', startDate: '2026-03-01' }); // created 10 March, 12:00
    await run();
    expect(await datesOf(late.id)).toEqual([]);
    at('2026-03-11T09:00:00Z');
    await run();
    expect(await datesOf(late.id)).toEqual(['2026-03-11']);
  });

  it('creates nothing while paused, and resuming does not back-fill what fell due meanwhile', async () => {
    const work = await insertWork({ name: 'Runner paused', ownerId: adminId });
    expect((await act('pauseRecurringWork', work.id)).errors).toBeUndefined();
    at('2026-03-13T10:00:00Z'); // 12 and 13 March fall due while paused
    await run();
    expect(await datesOf(work.id)).toEqual([]);

    expect((await act('resumeRecurringWork', work.id)).errors).toBeUndefined();
    const [resumed] = await api.db.select().from(recurringWork).where(eq(recurringWork.id, work.id));
    expect(resumed!.processedThrough).toBe('2026-03-13');
    await run();
    expect(await datesOf(work.id)).toEqual([]);

    at('2026-03-14T09:00:00Z');
    await run();
    expect(await datesOf(work.id)).toEqual(['2026-03-14']);

    // Toggling back on skips the same way.
    await act('toggleRecurringWork', work.id);
    at('2026-03-16T09:00:00Z');
    await run();
    await act('toggleRecurringWork', work.id);
    await run();
    expect(await datesOf(work.id)).toEqual(['2026-03-14']);
  });

  it('creates nothing once expired, even for an occurrence on its last day', async () => {
    const ending = await insertWork({
      name: 'Runner ending',
      startDate: '2026-03-16',
      endDate: '2026-03-17',
      createdAt: new Date('2026-03-16T08:00:00Z'),
    });
    at('2026-03-18T08:00:00Z'); // 16 and 17 March never ran (server down); the work ended yesterday
    await run();
    expect(await datesOf(ending.id)).toEqual([]);
  });

  it('deleting recurring work keeps the tasks it created', async () => {
    const work = await insertWork({ name: 'Runner deleted', ownerId: adminId });
    at('2026-03-19T09:00:00Z');
    await run();
    const [made] = await tasksOf(work.id);
    expect(made).toBeDefined();
    const deleted = await gql(api, `mutation D($ids: [ID!]!) { deleteRecurringWork(ids: $ids) }`, {
      token: admin,
      variables: { ids: [String(work.id)] },
    });
    expect(deleted.errors).toBeUndefined();
    expect(await api.db.select().from(recurringWork).where(eq(recurringWork.id, work.id))).toEqual([]);
    expect(await api.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, made!.id))).toEqual([{ id: made!.id }]);
    at('2026-03-20T09:00:00Z');
    await run();
    expect(await datesOf(work.id)).toEqual([]);
  });

  it('first and last working days skip the public holidays in settings', async () => {
    // Wednesday 1 April 2026 is made a holiday: the first working day of April becomes Thursday 2 April.
    await api.db
      .insert(publicHolidays)
      .values({ name: 'Runner holiday', date: '2026-04-01', createdBy: 'test', createdAt: api.clock.now() });
    const monthly = await insertWork({
      name: 'Runner first working day',
      occurrence: 'monthly',
      dayNumber: 'first_working_day',
      startDate: '2026-03-20',
    });

    const list = await gql<{ recurringWork: { nodes: { name: string; nextOccurrence: string | null }[] } }>(
      api,
      `query { recurringWork(filters: { search: "Runner first working day" }, pagination: { limit: 10 }) { nodes { name nextOccurrence } } }`,
      { token: admin },
    );
    expect(list.data?.recurringWork.nodes).toEqual([{ name: 'Runner first working day', nextOccurrence: '2026-04-02' }]);

    at('2026-04-01T12:00:00Z');
    await run();
    expect(await datesOf(monthly.id)).toEqual([]);
    at('2026-04-02T08:00:00Z'); // 09:00 in London (BST)
    await run();
    expect(await datesOf(monthly.id)).toEqual(['2026-04-02']);
  });
});
