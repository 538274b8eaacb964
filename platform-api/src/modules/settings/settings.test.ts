import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { channels, clientAccess } from '../clients/clients.tables.js';
import { runDueSchedules } from '../journal/journal.scheduler.js';
import { journalCategories, journals } from '../journal/journal.tables.js';

// Monday 16 March 2026, 08:00 in London.
const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
let admin: string;
let member: string;
let croudie: string;

const LIST = `query($year: Int) { publicHolidays(year: $year) { id name date } }`;
const CREATE = `mutation($holiday: PublicHolidayInput!) { createPublicHoliday(holiday: $holiday) { id name date } }`;
const DELETE = `mutation($id: ID!) { deletePublicHoliday(id: $id) }`;
const create = (token: string, name: string, date: string) =>
  gql<{ createPublicHoliday: { id: string; name: string; date: string } }>(api, CREATE, { token, variables: { holiday: { name, date } } });

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

describe('public holidays in settings', () => {
  it('settings administrators add and remove them; other staff only read; croudies and anonymous callers neither', async () => {
    const made = await create(admin, '  Spring bank holiday ', '2026-05-25');
    expect(made.errors).toBeUndefined();
    expect(made.data!.createPublicHoliday).toMatchObject({ name: 'Spring bank holiday', date: '2026-05-25' });

    expect(errorCode(await create(member, 'Not allowed', '2026-05-26'))).toBe('FORBIDDEN');
    expect(errorCode(await create(croudie, 'Not allowed', '2026-05-26'))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, LIST, { token: croudie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, LIST, {}))).toBe('UNAUTHENTICATED');
    const seen = await gql<{ publicHolidays: { date: string }[] }>(api, LIST, { token: member, variables: { year: 2026 } });
    expect(seen.data!.publicHolidays.map((h) => h.date)).toContain('2026-05-25');
    expect(
      (await gql<{ publicHolidays: unknown[] }>(api, LIST, { token: member, variables: { year: 2027 } })).data!.publicHolidays,
    ).toEqual([]);

    expect(errorCode(await gql(api, DELETE, { token: member, variables: { id: made.data!.createPublicHoliday.id } }))).toBe('FORBIDDEN');
    expect(
      (await gql<{ deletePublicHoliday: boolean }>(api, DELETE, { token: admin, variables: { id: made.data!.createPublicHoliday.id } }))
        .data!.deletePublicHoliday,
    ).toBe(true);
    expect(errorCode(await gql(api, DELETE, { token: admin, variables: { id: made.data!.createPublicHoliday.id } }))).toBe('NOT_FOUND');
  });

  it('validates the name and date on the server; one holiday a day', async () => {
    const blank = await create(admin, '  ', '2026-12-25');
    expect(blank.errors![0]!.extensions!.fieldErrors).toEqual({ 'holiday.name': 'This field is required' });
    expect((await create(admin, 'x'.repeat(121), '2026-12-25')).errors![0]!.extensions!.fieldErrors).toEqual({
      'holiday.name': 'At most 120 characters',
    });
    expect((await create(admin, 'Bad', '25/12/2026')).errors![0]!.extensions!.fieldErrors).toEqual({
      'holiday.date': 'A date as YYYY-MM-DD',
    });
    expect((await create(admin, 'Bad', '2026-02-30')).errors![0]!.extensions!.fieldErrors).toEqual({ 'holiday.date': 'Not a real date' });
    expect(errorCode(await gql(api, LIST, { token: admin, variables: { year: 1999 } }))).toBe('BAD_USER_INPUT');
    expect((await create(admin, 'Christmas Day', '2026-12-25')).errors).toBeUndefined();
    const twice = await create(admin, 'Christmas again', '2026-12-25');
    expect(errorCode(twice)).toBe('CONFLICT');
  });

  it("the scheduler's first and last working day skip the holidays stored in settings", async () => {
    const [access] = await api.db.select().from(clientAccess).where(eq(clientAccess.principalId, DEMO_PRINCIPALS.staffAdmin));
    const [channel] = await api.db.select().from(channels).where(eq(channels.clientId, access!.clientId));
    const [reporting] = await api.db.select().from(journalCategories).where(eq(journalCategories.title, 'Reporting'));
    const journal = {
      date: '2026-03-16',
      minutes: 30,
      summary: 'Month start report',
      clientId: String(access!.clientId),
      channelIds: [String(channel!.id)],
      categoryId: String(reporting!.parentId),
      taskTypeId: String(reporting!.id),
    };
    const monthly = (dayNumber: string, summary: string) => ({
      journal: { ...journal, summary },
      schedule: {
        occurrence: 'monthly',
        interval: 1,
        timeOfDay: '09:00',
        days: ['mon'],
        modifier: 'day_of_month',
        dayNumber,
        weekNumber: 'first',
        start: '2026-03-16',
        end: '2026-05-15',
      },
    });
    const SCHEDULE = `mutation($journal: JournalInput!, $schedule: JournalScheduleInput!) { createJournalSchedule(journal: $journal, schedule: $schedule) { id } }`;
    const first = await gql<{ createJournalSchedule: { id: string } }>(api, SCHEDULE, {
      token: admin,
      variables: monthly('first_working_day', 'First working day'),
    });
    const last = await gql<{ createJournalSchedule: { id: string } }>(api, SCHEDULE, {
      token: admin,
      variables: monthly('last_working_day', 'Last working day'),
    });
    expect(first.errors).toBeUndefined();
    expect(last.errors).toBeUndefined();
    // Wednesday 1 April and Thursday 30 April 2026 are holidays here; Friday 3 April (Good Friday) too.
    for (const [name, date] of [
      ['Holiday one', '2026-04-01'],
      ['Holiday two', '2026-04-30'],
      ['Good Friday', '2026-04-03'],
    ] as const) {
      expect((await create(admin, name, date)).errors).toBeUndefined();
    }
    api.clock.set(new Date('2026-05-05T12:00:00Z'));
    await runDueSchedules({ db: api.db, clock: api.clock });
    const datesOf = async (id: string) =>
      (
        await api.db
          .select()
          .from(journals)
          .where(eq(journals.scheduleId, Number(id)))
      )
        .map((r) => r.date)
        .sort();
    // March: 31st (Tuesday) is the last working day; April: 2nd, not the 1st; 29th, not the 30th; May: Friday 1st.
    expect(await datesOf(first.data!.createJournalSchedule.id)).toEqual(['2026-04-02', '2026-05-01']);
    expect(await datesOf(last.data!.createJournalSchedule.id)).toEqual(['2026-03-31', '2026-04-29']);
  });
});
