import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { channels, clientAccess } from '../clients/clients.tables.js';
import { runDueSchedules } from './journal.scheduler.js';
import { journalCategories, journals } from './journal.tables.js';

// Monday 16 March 2026, 08:00 in London (GMT). British Summer Time starts on Sunday 29 March.
const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
let admin: string;
let member: string;
let journal: Record<string, unknown>;

const CREATE = `mutation($journal: JournalInput!, $schedule: JournalScheduleInput!) {
  createJournalSchedule(journal: $journal, schedule: $schedule) { id occurrence interval days range { start end } status isPaused isExpired processedThrough summary }
}`;
const PAUSE = `mutation($id: ID!) { pauseJournalSchedule(id: $id) { id isPaused status } }`;
const RESUME = `mutation($id: ID!) { resumeJournalSchedule(id: $id) { id isPaused status processedThrough } }`;
const UPDATE = `mutation($id: ID!, $schedule: JournalScheduleInput!) { updateJournalSchedule(id: $id, schedule: $schedule) { id interval } }`;

const weekly = (over: Record<string, unknown> = {}) => ({
  occurrence: 'weekly',
  interval: 1,
  timeOfDay: '09:00',
  days: ['mon', 'wed', 'fri'],
  modifier: 'day_of_month',
  dayNumber: 'first_working_day',
  weekNumber: 'first',
  start: '2026-03-16',
  end: '2026-04-16',
  ...over,
});

async function scheduledDates(scheduleId: string): Promise<string[]> {
  const rows = await api.db
    .select()
    .from(journals)
    .where(eq(journals.scheduleId, Number(scheduleId)));
  return rows.map((r) => r.date).sort();
}

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  member = await tokenFor(api.baseUrl, 'staff.member@example.com');
  const [access] = await api.db.select().from(clientAccess).where(eq(clientAccess.principalId, DEMO_PRINCIPALS.staffAdmin));
  const [channel] = await api.db.select().from(channels).where(eq(channels.clientId, access!.clientId));
  const [reporting] = await api.db.select().from(journalCategories).where(eq(journalCategories.title, 'Reporting'));
  journal = {
    date: '2026-03-16',
    minutes: 30,
    summary: 'Weekly stand-up',
    clientId: String(access!.clientId),
    channelIds: [String(channel!.id)],
    categoryId: String(reporting!.parentId),
    taskTypeId: String(reporting!.id),
  };
});
afterAll(async () => {
  await api?.close();
});

describe('createJournalSchedule', () => {
  it('validates the schedule with the shared rules (weekly interval 11, end beyond 6 months)', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal, schedule: weekly({ interval: 11, end: '2026-09-17' }) } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'schedule.interval': 'The interval for weekly is 1 to 10',
      'schedule.range.end': 'The end date can be at most 6 months ahead',
    });
  });

  it('validates the journal too (minutes 601)', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal: { ...journal, minutes: 601 }, schedule: weekly() } });
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ minutes: 'Minutes must be between 0 and 600' });
  });

  it('creates the journals when the platform clock reaches them, once each; pause skips, resume goes on; expiry ends it', async () => {
    const created = await gql<{ createJournalSchedule: { id: string; status: string; processedThrough: string | null } }>(api, CREATE, {
      token: admin,
      variables: { journal, schedule: weekly() },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createJournalSchedule.id;
    // 08:00 on Monday: today's 09:00 occurrence is not due yet.
    expect(created.data!.createJournalSchedule).toMatchObject({ status: 'active', processedThrough: null });
    expect(await scheduledDates(id)).toEqual([]);

    api.clock.set(new Date('2026-03-16T09:00:00Z'));
    expect(await runDueSchedules({ db: api.db, clock: api.clock })).toBe(1);
    expect(await runDueSchedules({ db: api.db, clock: api.clock })).toBe(0);
    expect(await scheduledDates(id)).toEqual(['2026-03-16']);

    // Across the DST change: Monday 30 March 09:00 BST is 08:00Z.
    api.clock.set(new Date('2026-03-30T07:59:00Z'));
    await runDueSchedules({ db: api.db, clock: api.clock });
    expect(await scheduledDates(id)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20', '2026-03-23', '2026-03-25', '2026-03-27']);
    api.clock.set(new Date('2026-03-30T08:00:00Z'));
    // myJournals catches up with the clock too (lazy pass next to the timer).
    const day = await gql<{ myJournals: { nodes: { summary: string }[]; breakdown: { minutes: number } } }>(
      api,
      `query { myJournals(filters: { startDate: "2026-03-30" }) { nodes { summary } breakdown { minutes } } }`,
      { token: admin },
    );
    expect(day.data?.myJournals).toEqual({ nodes: [{ summary: 'Weekly stand-up' }], breakdown: { minutes: 30 } });

    // Paused: read-only, and nothing is created.
    const paused = await gql<{ pauseJournalSchedule: { isPaused: boolean; status: string } }>(api, PAUSE, {
      token: admin,
      variables: { id },
    });
    expect(paused.data?.pauseJournalSchedule).toEqual({ id, isPaused: true, status: 'paused' });
    expect(
      errorCode(await gql(api, UPDATE, { token: admin, variables: { id, schedule: weekly({ interval: 2, start: '2026-03-30' }) } })),
    ).toBe('CONFLICT');
    api.clock.set(new Date('2026-04-06T12:00:00Z'));
    await runDueSchedules({ db: api.db, clock: api.clock });
    expect((await scheduledDates(id)).at(-1)).toBe('2026-03-30');

    // Resume: what fell due while paused (1, 3 and 6 April) is skipped; the next occurrence is created when due.
    const resumed = await gql<{ resumeJournalSchedule: { isPaused: boolean; processedThrough: string } }>(api, RESUME, {
      token: admin,
      variables: { id },
    });
    expect(resumed.data?.resumeJournalSchedule).toMatchObject({ isPaused: false, processedThrough: '2026-04-06', status: 'active' });
    api.clock.set(new Date('2026-04-08T08:00:00Z'));
    await runDueSchedules({ db: api.db, clock: api.clock });
    expect((await scheduledDates(id)).slice(-2)).toEqual(['2026-03-30', '2026-04-08']);

    // Expiry: after the end date nothing more, and the schedule reads expired.
    api.clock.set(new Date('2026-05-01T12:00:00Z'));
    await runDueSchedules({ db: api.db, clock: api.clock });
    expect((await scheduledDates(id)).at(-1)).toBe('2026-04-15');
    const list = await gql<{ myJournalSchedules: { id: string; status: string; isExpired: boolean }[] }>(
      api,
      `{ myJournalSchedules { id status isExpired } }`,
      { token: admin },
    );
    expect(list.data?.myJournalSchedules.find((s) => s.id === id)).toEqual({ id, status: 'expired', isExpired: true });
  });

  it("is the owner's only: another staff member gets NOT_FOUND and an empty list", async () => {
    api.clock.set(NOW);
    const created = await gql<{ createJournalSchedule: { id: string } }>(api, CREATE, {
      token: admin,
      variables: { journal, schedule: { ...weekly(), occurrence: 'once', end: '2026-03-16' } },
    });
    const id = created.data!.createJournalSchedule.id;
    expect(errorCode(await gql(api, PAUSE, { token: member, variables: { id } }))).toBe('NOT_FOUND');
    const theirs = await gql<{ myJournalSchedules: unknown[] }>(api, `{ myJournalSchedules { id } }`, { token: member });
    expect(theirs.data?.myJournalSchedules).toEqual([]);
  });
});
