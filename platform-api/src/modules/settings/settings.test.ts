import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { DEMO_HOLIDAYS } from '../../seed/public-holidays.js';
import { channels, clientAccess } from '../clients/clients.tables.js';
import { runDueSchedules } from '../journal/journal.scheduler.js';
import { journalCategories, journals } from '../journal/journal.tables.js';
import { offices } from '../reference/reference.tables.js';
import { publicHolidayOffices, publicHolidays } from './settings.tables.js';

// Monday 16 March 2026, 08:00 in London.
const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
const token: Record<'admin' | 'member' | 'hr' | 'croudie' | 'client', string> = {} as never;
/** Offices of the demo data by name. */
const office: Record<string, string> = {};

type Office = { id: string; name: string };
type Holiday = { id: string; name: string; date: string; offices: Office[]; allOffices: boolean };
type Page = { nodes: Holiday[]; pagination: { total: number; page: number; limit: number } };
const FIELDS = 'id name date offices { id name } allOffices';
const LIST = `query($filters: PublicHolidayFilters, $pagination: PaginationInput, $sort: SortInput) {
  publicHolidays(filters: $filters, pagination: $pagination, sort: $sort) { nodes { ${FIELDS} } pagination { total page limit } } }`;
const CREATE = `mutation($holiday: PublicHolidayInput!) { createPublicHoliday(holiday: $holiday) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $holiday: PublicHolidayInput!) { updatePublicHoliday(id: $id, holiday: $holiday) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deletePublicHoliday(id: $id) }`;

const list = async (variables: Record<string, unknown> = {}, as = token.member) => {
  const res = await gql<{ publicHolidays: Page }>(api, LIST, { token: as, variables });
  return { res, page: res.data?.publicHolidays };
};
const create = async (holiday: Record<string, unknown>, as = token.admin) => {
  const res = await gql<{ createPublicHoliday: Holiday }>(api, CREATE, { token: as, variables: { holiday } });
  return { res, node: res.data?.createPublicHoliday };
};
const update = async (id: string, holiday: Record<string, unknown>, as = token.admin) => {
  const res = await gql<{ updatePublicHoliday: Holiday }>(api, UPDATE, { token: as, variables: { id, holiday } });
  return { res, node: res.data?.updatePublicHoliday };
};
const remove = (id: string, as = token.admin) => gql<{ deletePublicHoliday: boolean }>(api, DELETE, { token: as, variables: { id } });
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [token.admin, token.member, token.hr, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  for (const row of await api.db.select().from(offices)) office[row.name] = String(row.id);
});
afterAll(async () => {
  await api?.close();
});

describe('the demo public holidays', () => {
  it('are the UK, Irish, German, Australian and US holidays of 2025–2027, one a day, with their offices', async () => {
    const [{ n }] = (await api.db.select({ n: count() }).from(publicHolidays)) as [{ n: number }];
    expect(n).toBe(DEMO_HOLIDAYS.length);
    expect(n).toBeGreaterThanOrEqual(30);
    const { page } = await list({ filters: { year: 2026 }, pagination: { limit: 100 } });
    const christmas = page!.nodes.find((h) => h.date === '2026-12-25')!;
    expect(christmas.name).toBe('Christmas Day');
    expect(christmas.offices.map((o) => o.name)).toEqual([
      'Berlin',
      'Chicago',
      'Denver',
      'Dublin',
      'Edinburgh',
      'London',
      'Los Angeles',
      'Manchester',
      'Munich',
      'New York',
      'Sydney',
    ]);
    expect(christmas.allOffices).toBe(false);
    expect(page!.nodes.find((h) => h.date === '2026-12-24')).toMatchObject({ offices: [], allOffices: true });
    expect(page!.nodes.find((h) => h.date === '2026-03-17')).toMatchObject({ name: "St Patrick's Day", offices: [{ name: 'Dublin' }] });
  });
});

describe('public holidays in settings', () => {
  it('lists for staff by date (ascending by default, as a calendar reads), paged, with the total', async () => {
    const [{ n }] = (await api.db.select({ n: count() }).from(publicHolidays)) as [{ n: number }];
    const first = (await list({ pagination: { limit: 100 } })).page!;
    expect(first.pagination).toEqual({ total: n, page: 1, limit: 100 });
    const dates = first.nodes.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect((await list()).page!.pagination).toEqual({ total: n, page: 1, limit: 10 });
    const second = (await list({ pagination: { page: 2, limit: 5 } })).page!;
    expect(second.nodes.map((h) => h.id)).toEqual(first.nodes.slice(5, 10).map((h) => h.id));
    const descending = (await list({ sort: { field: 'date', direction: 'DESC' }, pagination: { limit: 100 } })).page!;
    expect(descending.nodes[0]!.date > descending.nodes.at(-1)!.date).toBe(true);
    const byName = (await list({ filters: { year: 2025 }, sort: { field: 'name', direction: 'ASC' }, pagination: { limit: 100 } })).page!;
    const names = byName.nodes.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = (await list({ sort: { field: 'id', direction: 'ASC' } })).res;
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'sort.field': 'Sort by one of: date, name' });
    for (const pagination of [{ limit: 101 }, { limit: 0 }, { page: 0 }])
      expect(errorCode((await list({ pagination })).res), JSON.stringify(pagination)).toBe('BAD_USER_INPUT');
  });

  it('filters by name, year and offices (a holiday of every office is in every office)', async () => {
    const found = (await list({ filters: { search: '  thanksGIVING ' }, pagination: { limit: 100 } })).page!;
    expect(found.nodes.map((h) => h.date)).toEqual(['2025-11-27', '2026-11-26', '2027-11-25']);
    expect((await list({ filters: { search: '%' } })).page!.pagination.total).toBe(0);
    const in2027 = (await list({ filters: { year: 2027 }, pagination: { limit: 100 } })).page!;
    expect(in2027.nodes.every((h) => h.date.startsWith('2027-'))).toBe(true);
    expect(in2027.pagination.total).toBe(DEMO_HOLIDAYS.filter(([date]) => date.startsWith('2027-')).length);
    const sydneyRes = await list({ filters: { year: 2026, officeIds: [office.Sydney] }, pagination: { limit: 100 } });
    expect(sydneyRes.res.errors).toBeUndefined();
    const sydney = sydneyRes.page!;
    expect(sydney.nodes.map((h) => h.name)).toContain('Anzac Day');
    expect(sydney.nodes.map((h) => h.date)).toContain('2026-12-24'); // every office
    expect(sydney.nodes.map((h) => h.name)).not.toContain('Thanksgiving Day');
    expect(sydney.nodes.every((h) => h.allOffices || h.offices.some((o) => o.name === 'Sydney'))).toBe(true);
    const either = (await list({ filters: { year: 2026, officeIds: [office.Sydney, office['New York']] }, pagination: { limit: 100 } }))
      .page!;
    expect(either.nodes.map((h) => h.name)).toEqual(expect.arrayContaining(['Anzac Day', 'Thanksgiving Day']));
    expect(errorCode((await list({ filters: { year: 1999 } })).res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors((await list({ filters: { officeIds: ['x'] } })).res)).toEqual({ 'filters.officeIds.0': 'Not an office id' });
  });

  it('answers the years of the year filter: this year (the platform clock) and every year with holidays', async () => {
    const res = await gql<{ publicHolidayYears: { current: number; years: number[] } }>(api, '{ publicHolidayYears { current years } }', {
      token: token.member,
    });
    expect(res.data!.publicHolidayYears).toEqual({ current: 2026, years: [2025, 2026, 2027] });
  });

  it('settings administrators add, change and remove them with their offices; no offices is every office', async () => {
    const made = await create({ name: '  Founders day ', date: '2031-05-26', officeIds: [office.London, office.Sydney, office.London] });
    expect(made.res.errors).toBeUndefined();
    expect(made.node).toMatchObject({ name: 'Founders day', date: '2031-05-26', allOffices: false });
    expect(made.node!.offices.map((o) => o.name)).toEqual(['London', 'Sydney']);
    const id = made.node!.id;

    const moved = await update(id, { name: 'Founders day (moved)', date: '2031-05-27', officeIds: [office.Dublin] }, token.hr);
    expect(moved.res.errors).toBeUndefined();
    expect(moved.node).toMatchObject({ id, name: 'Founders day (moved)', date: '2031-05-27', offices: [{ name: 'Dublin' }] });
    const everywhere = await update(id, { name: 'Founders day', date: '2031-05-27' });
    expect(everywhere.node).toMatchObject({ offices: [], allOffices: true });
    expect(
      await api.db
        .select()
        .from(publicHolidayOffices)
        .where(eq(publicHolidayOffices.holidayId, Number(id))),
    ).toEqual([]);
    const again = await update(id, { name: 'Founders day', date: '2031-05-27', officeIds: [office.Berlin] });
    expect(again.node!.offices.map((o) => o.name)).toEqual(['Berlin']);

    expect((await remove(id)).data!.deletePublicHoliday).toBe(true);
    expect(
      await api.db
        .select()
        .from(publicHolidayOffices)
        .where(eq(publicHolidayOffices.holidayId, Number(id))),
    ).toEqual([]);
    expect(errorCode(await remove(id))).toBe('NOT_FOUND');
    expect(errorCode((await update(id, { name: 'Gone', date: '2031-05-28' })).res)).toBe('NOT_FOUND');
    expect(errorCode(await remove('not-an-id'))).toBe('NOT_FOUND');
  });

  it('an office deleted since a holiday named it is left out of its offices', async () => {
    const [temporary] = await api.db
      .insert(offices)
      .values({ name: 'Holiday test office', country: 'GB', timezone: 'Europe/London' })
      .returning();
    const made = await create({ name: 'Office outing', date: '2032-06-01', officeIds: [String(temporary!.id), office.Dublin] });
    expect(made.node!.offices.map((o) => o.name)).toEqual(['Dublin', 'Holiday test office']);
    await api.db.delete(offices).where(eq(offices.id, temporary!.id));
    const { page } = await list({ filters: { search: 'Office outing' } });
    expect(page!.nodes[0]).toMatchObject({ offices: [{ name: 'Dublin' }], allOffices: false });
  });

  it('validates the name, date and offices on the server', async () => {
    expect(fieldErrors((await create({ name: '  ', date: '2033-12-25' })).res)).toEqual({ 'holiday.name': 'This field is required' });
    expect(fieldErrors((await create({ name: 'x'.repeat(121), date: '2033-12-25' })).res)).toEqual({
      'holiday.name': 'At most 120 characters',
    });
    expect(fieldErrors((await create({ name: 'Bad', date: '25/12/2033' })).res)).toEqual({ 'holiday.date': 'A date as YYYY-MM-DD' });
    expect(fieldErrors((await create({ name: 'Bad', date: '2033-02-30' })).res)).toEqual({ 'holiday.date': 'Not a real date' });
    expect(fieldErrors((await create({ name: 'Bad', date: ' ' })).res)).toEqual({ 'holiday.date': 'This field is required' });
    expect(fieldErrors((await create({ name: 'Bad', date: '2033-12-25', officeIds: ['abc'] })).res)).toEqual({
      'holiday.officeIds.0': 'Not an office id',
    });
    const unknown = await create({ name: 'Bad', date: '2033-12-25', officeIds: [office.London, '999999'] });
    expect(errorCode(unknown.res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(unknown.res)).toEqual({ 'holiday.officeIds': 'There is no such office' });
    expect(await api.db.select().from(publicHolidays).where(eq(publicHolidays.date, '2033-12-25'))).toEqual([]);
  });

  it('keeps one holiday a day: a second one that day is a CONFLICT naming the first', async () => {
    const first = await create({ name: 'Boxing Day', date: '2034-12-26', officeIds: [office.London] });
    expect(first.res.errors).toBeUndefined();
    const twice = await create({ name: "St Stephen's Day", date: '2034-12-26', officeIds: [office.Dublin] });
    expect(errorCode(twice.res)).toBe('CONFLICT');
    expect(twice.res.errors![0]!.message).toBe('There is already a public holiday on 2034-12-26: Boxing Day');
    // on the date field, where a form shows it
    expect(twice.res.errors![0]!.extensions!['fieldErrors']).toEqual({
      'holiday.date': 'There is already a public holiday on 2034-12-26: Boxing Day',
    });
    const other = await create({ name: 'Day after', date: '2034-12-27' });
    const moved = await update(other.node!.id, { name: 'Day after', date: '2034-12-26' });
    expect(errorCode(moved.res)).toBe('CONFLICT');
    // Nothing of the refused change was kept.
    expect(
      await api.db
        .select()
        .from(publicHolidays)
        .where(eq(publicHolidays.id, Number(other.node!.id))),
    ).toMatchObject([{ date: '2034-12-27' }]);
  });

  describe('who may call it', () => {
    it('reads: staff; croudies and client users FORBIDDEN; anonymous UNAUTHENTICATED', async () => {
      expect((await list({}, token.member)).res.errors).toBeUndefined();
      expect(errorCode((await list({}, token.croudie)).res)).toBe('FORBIDDEN');
      expect(errorCode((await list({}, token.client)).res)).toBe('FORBIDDEN');
      expect(errorCode((await list({}, '')).res)).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(api, '{ publicHolidayYears { current } }', { token: token.croudie }))).toBe('FORBIDDEN');
    });

    it('writes: settings administrators (staff.admin, hr.user); other staff, croudies and client users FORBIDDEN', async () => {
      const made = await create({ name: 'Matrix day', date: '2035-01-02' }, token.hr);
      expect(made.res.errors).toBeUndefined();
      const id = made.node!.id;
      for (const [as, code] of [
        [token.member, 'FORBIDDEN'],
        [token.croudie, 'FORBIDDEN'],
        [token.client, 'FORBIDDEN'],
        ['', 'UNAUTHENTICATED'],
      ] as const) {
        expect(errorCode((await create({ name: 'Refused', date: '2035-01-03' }, as)).res)).toBe(code);
        expect(errorCode((await update(id, { name: 'Refused', date: '2035-01-03' }, as)).res)).toBe(code);
        expect(errorCode(await remove(id, as))).toBe(code);
      }
      expect(await api.db.select().from(publicHolidays).where(eq(publicHolidays.date, '2035-01-03'))).toEqual([]);
      expect((await remove(id, token.hr)).data!.deletePublicHoliday).toBe(true);
    });
  });

  it("the scheduler's first and last working day skip the holidays stored in settings", async () => {
    // This test's own holidays in the weeks it looks at, in place of the demo ones.
    await api.db.delete(publicHolidays).where(and(gte(publicHolidays.date, '2026-03-01'), lte(publicHolidays.date, '2026-05-31')));
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
      token: token.admin,
      variables: monthly('first_working_day', 'First working day'),
    });
    const last = await gql<{ createJournalSchedule: { id: string } }>(api, SCHEDULE, {
      token: token.admin,
      variables: monthly('last_working_day', 'Last working day'),
    });
    expect(first.errors).toBeUndefined();
    expect(last.errors).toBeUndefined();
    // Wednesday 1 April and Thursday 30 April 2026 are holidays here; Friday 3 April (Good Friday) too. A holiday of
    // some offices only (Dublin's, on Friday 1 May) counts too: the scheduler reads every holiday.
    for (const [name, date, officeIds] of [
      ['Holiday one', '2026-04-01', []],
      ['Holiday two', '2026-04-30', [office.London]],
      ['Good Friday', '2026-04-03', []],
      ['Dublin only', '2026-05-01', [office.Dublin]],
    ] as const) {
      expect((await create({ name, date, officeIds })).res.errors).toBeUndefined();
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
    // March: 31st (Tuesday) is the last working day; April: 2nd, not the 1st; 29th, not the 30th; May: Monday 4th.
    expect(await datesOf(first.data!.createJournalSchedule.id)).toEqual(['2026-04-02', '2026-05-04']);
    expect(await datesOf(last.data!.createJournalSchedule.id)).toEqual(['2026-03-31', '2026-04-29']);
    expect(
      await api.db
        .select({ date: publicHolidays.date })
        .from(publicHolidays)
        .where(inArray(publicHolidays.date, ['2026-04-01', '2026-05-01'])),
    ).toHaveLength(2);
  });
});
