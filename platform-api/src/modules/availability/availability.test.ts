import { eq, inArray } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { clients } from '../clients/clients.tables.js';
import { journalCategories, journals } from '../journal/journal.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { offices, teamMembers, teams } from '../reference/reference.tables.js';
import { publicHolidayOffices, publicHolidays } from '../settings/settings.tables.js';
import { MESSAGES } from './availability.rules.js';
import { availabilityTemplates, leaveEvents } from './availability.tables.js';

// A Monday. The week under test (23–29 March 2026) has no seeded public holiday; the tests add their own.
const NOW = new Date('2026-03-16T09:00:00Z');
const WEEK = { startDate: '2026-03-23', endDate: '2026-03-29' };
const MEMBER_ID = 2; // staff.member, London, default template
const FINANCE_ID = 4; // finance.user, London: leads the test team
const TEMPLATE = { monday: 480, tuesday: 450, wednesday: 450, thursday: 300, friday: 240, saturday: 60, sunday: 0 };

let api: TestApi;
let hr: string;
let member: string;
let finance: string;
let academy: string;
let croudie: string;
let dublinId: number; // a Dublin colleague in the test team
let offboardedId: number; // in the test team but offboarded: never listed
let teamId: number;
let otherTeamId: number; // academy.user's team
let seeded: { templates: (typeof availabilityTemplates.$inferSelect)[]; leave: (typeof leaveEvents.$inferSelect)[] };

const TEMPLATE_Q = `query($userId: ID!) { availabilityTemplate(userId: $userId) { userId monday friday saturday isDefault updatedAt updatedBy { id } } }`;
const UPDATE_TEMPLATE = `mutation($userId: ID!, $input: AvailabilityTemplateInput!) { updateAvailabilityTemplate(userId: $userId, input: $input) { userId monday thursday isDefault updatedBy { id } } }`;
const CREATE_LEAVE = `mutation($input: LeaveEventInput!) { createLeaveEvent(input: $input) { id user { id } title startDate endDate allDay startTime endTime category } }`;
const UPDATE_LEAVE = `mutation($id: ID!, $input: LeaveEventInput!) { updateLeaveEvent(id: $id, input: $input) { id title endDate } }`;
const DELETE_LEAVE = `mutation($id: ID!) { deleteLeaveEvent(id: $id) }`;
const LEAVE_Q = `query($filters: LeaveFilters!) { leaveEvents(filters: $filters) { id user { id } title } }`;
const MATRIX = `query($filters: AvailabilityMatrixFilters!, $pagination: PaginationInput) {
  availabilityMatrix(filters: $filters, pagination: $pagination) {
    startDate endDate totalCount pagination { total page limit }
    rows { user { id } target leaveMinutes days { date available leaveMinutes publicHoliday target leave { title } } }
  }
}`;
const UTILISATION = `query($filters: UtilisationFilters!, $pagination: PaginationInput) {
  utilisation(filters: $filters, pagination: $pagination) {
    periods peopleCount
    people { user { id } periods { periodStart target logged rate } total { target logged rate } }
    teams { team { id name } periods { periodStart target logged } total { target logged rate } }
    periodTotals { periodStart target logged }
    total { periodStart target logged rate }
  }
}`;
const MY = `query($filters: JournalFilters!) { myJournals(filters: $filters) { breakdown { target minutes } } }`;

type Day = {
  date: string;
  available: number;
  leaveMinutes: number;
  publicHoliday: string | null;
  target: number;
  leave: { title: string }[];
};
type Matrix = {
  availabilityMatrix: {
    startDate: string;
    endDate: string;
    totalCount: number;
    pagination: { total: number; page: number; limit: number };
    rows: { user: { id: string }; target: number; leaveMinutes: number; days: Day[] }[];
  };
};

const leave = (over: Record<string, unknown> = {}) => ({
  userId: String(MEMBER_ID),
  title: 'Annual leave',
  startDate: '2026-03-26',
  endDate: '2026-03-27',
  allDay: true,
  category: 'annual_leave',
  ...over,
});
const matrix = (token: string, filters: Record<string, unknown>, pagination?: Record<string, unknown>) =>
  gql<Matrix>(api, MATRIX, { token, variables: { filters: { ...WEEK, ...filters }, pagination } });
const rowOf = (res: Awaited<ReturnType<typeof matrix>>, userId: number) =>
  res.data!.availabilityMatrix.rows.find((r) => r.user.id === String(userId))!;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  seeded = {
    templates: await api.db.select().from(availabilityTemplates),
    leave: await api.db.select().from(leaveEvents),
  };
  [hr, member, finance, academy, croudie] = (await Promise.all(
    ['hr.user', 'staff.member', 'finance.user', 'academy.user', 'croudie.active'].map((name) =>
      tokenFor(api.baseUrl, `${name}@example.com`),
    ),
  )) as [string, string, string, string, string];
  const officeRows = await api.db
    .select()
    .from(offices)
    .where(inArray(offices.name, ['London', 'Dublin']));
  const officeId = (name: string) => officeRows.find((o) => o.name === name)!.id;
  const people = await api.db
    .insert(agencyUsers)
    .values([
      { email: 'dara.dublin@example.com', firstName: 'Dara', lastName: 'Aaronson', office: 'Dublin', status: 'active', createdAt: NOW },
      { email: 'olly.offboarded@example.com', firstName: 'Olly', lastName: 'Gone', office: 'London', status: 'offboarded', createdAt: NOW },
    ])
    .returning({ id: agencyUsers.id });
  [dublinId, offboardedId] = people.map((p) => p.id) as [number, number];
  const [team] = await api.db
    .insert(teams)
    .values({ name: 'Availability Test Team', officeId: officeId('London'), leaderId: FINANCE_ID })
    .returning({ id: teams.id });
  teamId = team!.id;
  await api.db.insert(teamMembers).values([FINANCE_ID, MEMBER_ID, dublinId, offboardedId].map((userId) => ({ teamId, userId })));
  otherTeamId = (await api.db.select({ id: teams.id }).from(teams).where(eq(teams.leaderId, 5)))[0]!.id;
  // Tuesday: Dublin's holiday only; Wednesday: every office's
  const [dublinDay, everyone] = await api.db
    .insert(publicHolidays)
    .values([
      { name: 'Dublin founders day', date: '2026-03-24', createdBy: 'test', createdAt: NOW },
      { name: 'Agency away day', date: '2026-03-25', createdBy: 'test', createdAt: NOW },
    ])
    .returning({ id: publicHolidays.id });
  void everyone;
  await api.db.insert(publicHolidayOffices).values({ holidayId: dublinDay!.id, officeId: officeId('Dublin') });
});
afterAll(async () => {
  await api?.close();
});

describe('availability templates', () => {
  it('answers the default (450 Monday to Friday) when none is saved', async () => {
    const res = await gql<{ availabilityTemplate: Record<string, unknown> }>(api, TEMPLATE_Q, {
      token: hr,
      variables: { userId: String(dublinId) },
    });
    expect(res.data?.availabilityTemplate).toEqual({
      userId: String(dublinId),
      monday: 450,
      friday: 450,
      saturday: 0,
      isDefault: true,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('hr_user saves minutes per weekday; who saved it is recorded', async () => {
    const res = await gql<{ updateAvailabilityTemplate: Record<string, unknown> }>(api, UPDATE_TEMPLATE, {
      token: hr,
      variables: { userId: String(MEMBER_ID), input: TEMPLATE },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateAvailabilityTemplate).toEqual({
      userId: String(MEMBER_ID),
      monday: 480,
      thursday: 300,
      isDefault: false,
      updatedBy: { id: DEMO_PRINCIPALS.hrUser.split(':').at(-1) },
    });
  });

  it('refuses minutes outside 0–1440 or not in steps of 15, per field', async () => {
    const res = await gql(api, UPDATE_TEMPLATE, {
      token: hr,
      variables: { userId: String(MEMBER_ID), input: { ...TEMPLATE, monday: 1500, sunday: 7 } },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.monday': MESSAGES.minutes, 'input.sunday': MESSAGES.minutes });
  });

  it('NOT_FOUND for someone who is not a staff user', async () => {
    expect(errorCode(await gql(api, TEMPLATE_Q, { token: hr, variables: { userId: '99999' } }))).toBe('NOT_FOUND');
  });
});

describe('who may read and write', () => {
  const read = (token: string, userId: number) => gql(api, TEMPLATE_Q, { token, variables: { userId: String(userId) } });

  it('hr_user reads anyone; a team leader their members; anyone themselves; others and croudies nothing', async () => {
    expect((await read(hr, dublinId)).errors).toBeUndefined();
    expect((await read(finance, dublinId)).errors).toBeUndefined();
    expect((await read(member, MEMBER_ID)).errors).toBeUndefined();
    expect(errorCode(await read(member, dublinId))).toBe('FORBIDDEN');
    expect(errorCode(await read(academy, MEMBER_ID))).toBe('FORBIDDEN');
    expect(errorCode(await read(croudie, MEMBER_ID))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, TEMPLATE_Q, { variables: { userId: '2' } }))).toBe('UNAUTHENTICATED');
  });

  it('only hr_user writes templates and leave (a team leader does not)', async () => {
    for (const token of [finance, member, croudie]) {
      expect(errorCode(await gql(api, UPDATE_TEMPLATE, { token, variables: { userId: String(MEMBER_ID), input: TEMPLATE } }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await gql(api, CREATE_LEAVE, { token, variables: { input: leave() } }))).toBe('FORBIDDEN');
    }
  });

  it('a leader asking for a team they do not lead, or someone outside theirs, is FORBIDDEN; without filters the answer is narrowed', async () => {
    expect(errorCode(await matrix(finance, { teamId: String(otherTeamId) }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, LEAVE_Q, { token: member, variables: { filters: { ...WEEK, userId: String(dublinId) } } }))).toBe(
      'FORBIDDEN',
    );
    const led = await matrix(finance, { teamId: String(teamId) });
    expect(led.data?.availabilityMatrix.rows.map((r) => r.user.id).sort()).toEqual(
      [String(MEMBER_ID), String(FINANCE_ID), String(dublinId)].sort(),
    );
    const own = await matrix(member, {}, { limit: 100 });
    const ids = own.data!.availabilityMatrix.rows.map((r) => r.user.id);
    expect(ids).toContain(String(MEMBER_ID));
    expect(ids).not.toContain(String(dublinId));
    expect(errorCode(await matrix(croudie, {}))).toBe('FORBIDDEN');
  });

  it('hr_user and team leaders read teams with their leaders and members', async () => {
    for (const token of [hr, finance]) {
      const res = await gql<{ teams: { nodes: { leader: { id: string } | null; members: { nodes: unknown[] } }[] } }>(
        api,
        `query($f: ReferenceFilters) { teams(filters: $f) { nodes { leader { id } members { nodes { id } } } } }`,
        { token, variables: { f: { ids: [String(teamId)] } } },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.teams.nodes[0]).toMatchObject({ leader: { id: String(FINANCE_ID) } });
      expect(res.data?.teams.nodes[0]?.members.nodes).toHaveLength(4);
    }
  });
});

describe('leave events', () => {
  it('creates, lists, updates and deletes leave (hr_user)', async () => {
    const created = await gql<{ createLeaveEvent: { id: string } & Record<string, unknown> }>(api, CREATE_LEAVE, {
      token: hr,
      variables: { input: leave({ userId: String(dublinId), title: 'Trip', startDate: '2026-04-06', endDate: '2026-04-07' }) },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createLeaveEvent.id;
    expect(created.data?.createLeaveEvent).toEqual({
      id,
      user: { id: String(dublinId) },
      title: 'Trip',
      startDate: '2026-04-06',
      endDate: '2026-04-07',
      allDay: true,
      startTime: null,
      endTime: null,
      category: 'annual_leave',
    });
    const listed = await gql<{ leaveEvents: { id: string }[] }>(api, LEAVE_Q, {
      token: hr,
      variables: { filters: { startDate: '2026-04-07', endDate: '2026-04-30', userId: String(dublinId) } },
    });
    expect(listed.data?.leaveEvents.map((l) => l.id)).toEqual([id]);
    const updated = await gql<{ updateLeaveEvent: Record<string, unknown> }>(api, UPDATE_LEAVE, {
      token: hr,
      variables: { id, input: leave({ userId: String(dublinId), title: 'Longer trip', startDate: '2026-04-06', endDate: '2026-04-09' }) },
    });
    expect(updated.data?.updateLeaveEvent).toEqual({ id, title: 'Longer trip', endDate: '2026-04-09' });
    expect(errorCode(await gql(api, DELETE_LEAVE, { token: finance, variables: { id } }))).toBe('FORBIDDEN');
    expect((await gql<{ deleteLeaveEvent: string }>(api, DELETE_LEAVE, { token: hr, variables: { id } })).data?.deleteLeaveEvent).toBe(id);
    expect(errorCode(await gql(api, DELETE_LEAVE, { token: hr, variables: { id } }))).toBe('NOT_FOUND');
  });

  it('validates with plain messages per field; the user must be a staff user', async () => {
    const bad = await gql(api, CREATE_LEAVE, {
      token: hr,
      variables: {
        input: leave({ userId: '99999', title: '', endDate: '2026-03-20', allDay: false, startTime: '09:00', endTime: '08:00' }),
      },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      'input.title': MESSAGES.required,
      'input.endDate': MESSAGES.endBeforeStart,
    });
    const notStaff = await gql(api, CREATE_LEAVE, { token: hr, variables: { input: leave({ userId: '99999' }) } });
    expect(notStaff.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.userId': MESSAGES.notStaff });
    const range = await gql(api, LEAVE_Q, { token: hr, variables: { filters: { startDate: '2026-01-01', endDate: '2026-06-01' } } });
    expect(range.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'filters.endDate': MESSAGES.range });
  });
});

describe('the availability matrix: the target rule', () => {
  beforeAll(async () => {
    await gql(api, UPDATE_TEMPLATE, { token: hr, variables: { userId: String(MEMBER_ID), input: TEMPLATE } });
    // Thursday and Friday off; on Monday 10:00–12:30; leave may overlap (Friday twice)
    for (const input of [
      leave(),
      leave({
        title: 'Dentist',
        startDate: '2026-03-23',
        endDate: '2026-03-23',
        allDay: false,
        startTime: '10:00',
        endTime: '12:30',
        category: 'other',
      }),
      leave({ title: 'Overlap', startDate: '2026-03-27', endDate: '2026-03-27', category: 'other' }),
    ])
      expect((await gql(api, CREATE_LEAVE, { token: hr, variables: { input } })).errors).toBeUndefined();
  });

  it('weekday minutes from the template, part-day leave subtracts, all-day leave 0, holidays of the office and of every office 0', async () => {
    const res = await matrix(hr, { teamId: String(teamId) });
    expect(res.errors).toBeUndefined();
    const days = rowOf(res, MEMBER_ID).days;
    expect(days.map((d) => [d.date, d.available, d.leaveMinutes, d.publicHoliday, d.target])).toEqual([
      ['2026-03-23', 480, 150, null, 330],
      ['2026-03-24', 450, 0, null, 450], // Dublin's holiday is not London's
      ['2026-03-25', 450, 0, 'Agency away day', 0],
      ['2026-03-26', 300, 300, null, 0],
      ['2026-03-27', 240, 240, null, 0],
      ['2026-03-28', 60, 0, null, 60],
      ['2026-03-29', 0, 0, null, 0],
    ]);
    expect(days[4]!.leave.map((l) => l.title)).toEqual(['Annual leave', 'Overlap']);
    expect(rowOf(res, MEMBER_ID)).toMatchObject({ target: 840, leaveMinutes: 690 });
    const dublin = rowOf(res, dublinId).days;
    expect(dublin.map((d) => d.target)).toEqual([450, 0, 0, 450, 450, 0, 0]);
    expect(dublin[1]!.publicHoliday).toBe('Dublin founders day');
  });

  it('lists active, reactivated and pending staff by last and first name, paginated on the server', async () => {
    const res = await matrix(hr, { teamId: String(teamId) }, { limit: 2 });
    expect(res.data?.availabilityMatrix).toMatchObject({
      startDate: WEEK.startDate,
      endDate: WEEK.endDate,
      totalCount: 3,
      pagination: { total: 3, page: 1, limit: 2 },
    });
    // Aaronson, Ledger, Member; the offboarded member is not listed
    expect(res.data?.availabilityMatrix.rows.map((r) => r.user.id)).toEqual([String(dublinId), String(FINANCE_ID)]);
    const office = await matrix(hr, { officeId: String((await api.db.select().from(offices).where(eq(offices.name, 'Dublin')))[0]!.id) });
    expect(office.data?.availabilityMatrix.rows.map((r) => r.user.id)).toEqual([String(dublinId)]);
    const search = await matrix(hr, { search: 'aaron' });
    expect(search.data?.availabilityMatrix.rows.map((r) => r.user.id)).toEqual([String(dublinId)]);
    expect(offboardedId).toBeGreaterThan(0);
  });

  it('reads templates, leave and holidays once, whatever the number of people or days (no N+1)', async () => {
    const count = async (filters: Record<string, unknown>, limit: number) => {
      const before = api.database.statements.count;
      const res = await matrix(hr, filters, { limit });
      expect(res.errors).toBeUndefined();
      return api.database.statements.count - before;
    };
    await count({}, 20);
    const small = await count({ teamId: String(teamId) }, 2);
    const large = await count({ startDate: '2026-03-01', endDate: '2026-04-30' }, 20);
    expect(large).toBe(small);
  });

  it("myJournals' breakdown uses it", async () => {
    const week = await gql<{ myJournals: { breakdown: { target: number } } }>(api, MY, { token: member, variables: { filters: WEEK } });
    expect(week.data?.myJournals.breakdown.target).toBe(840);
    const monday = await gql<{ myJournals: { breakdown: { target: number } } }>(api, MY, {
      token: member,
      variables: { filters: { startDate: '2026-03-23' } },
    });
    expect(monday.data?.myJournals.breakdown.target).toBe(330);
  });
});

describe('utilisation', () => {
  beforeAll(async () => {
    const [client] = await api.db.select({ id: clients.id }).from(clients).limit(1);
    const [category] = await api.db.select({ id: journalCategories.id }).from(journalCategories).limit(1);
    const journal = (principalId: string, date: string, minutes: number) => ({
      principalId,
      date,
      minutes,
      summary: 'Work',
      clientId: client!.id,
      categoryId: category!.id,
      taskTypeId: category!.id,
      createdAt: NOW,
      updatedAt: NOW,
    });
    await api.db
      .insert(journals)
      .values([journal(DEMO_PRINCIPALS.staffMember, '2026-03-23', 200), journal(DEMO_PRINCIPALS.staffMember, '2026-03-30', 100)]);
  });

  it('logged against target per person, per team (sum of members) and overall, per week', async () => {
    const res = await gql<{
      utilisation: Record<string, never> & { people: { user: { id: string }; periods: unknown[]; total: unknown }[] };
    }>(api, UTILISATION, {
      token: hr,
      variables: { filters: { period: 'week', startDate: '2026-03-23', endDate: '2026-04-05', teamId: String(teamId) } },
    });
    expect(res.errors).toBeUndefined();
    const u = res.data!.utilisation as unknown as {
      periods: string[];
      peopleCount: number;
      people: {
        user: { id: string };
        periods: { periodStart: string; target: number; logged: number; rate: number | null }[];
        total: { target: number; logged: number };
      }[];
      teams: {
        team: { id: string };
        periods: { target: number; logged: number }[];
        total: { target: number; logged: number; rate: number };
      }[];
      periodTotals: { periodStart: string; target: number; logged: number }[];
      total: { periodStart: string; target: number; logged: number };
    };
    expect(u.periods).toEqual(['2026-03-23', '2026-03-30']);
    expect(u.peopleCount).toBe(3);
    const mine = u.people.find((p) => p.user.id === String(MEMBER_ID))!;
    // week two: the template, no leave; Good Friday (3 April) is a London holiday of the seed
    const secondWeek = 480 + 450 + 450 + 300 + 0 + 60;
    expect(mine.periods).toEqual([
      { periodStart: '2026-03-23', target: 840, logged: 200, rate: 200 / 840 },
      { periodStart: '2026-03-30', target: secondWeek, logged: 100, rate: 100 / secondWeek },
    ]);
    // finance (London, default): Wednesday off, then Good Friday; the Dublin colleague: Tuesday and Wednesday off
    const financeWeeks = 450 * 4 * 2;
    const dublinWeeks = 450 * 3 + 450 * 5;
    expect(u.teams).toHaveLength(1);
    expect(u.teams[0]!.periods[0]).toMatchObject({ target: 840 + 450 * 4 + 450 * 3, logged: 200 });
    const teamTarget = 840 + secondWeek + financeWeeks + dublinWeeks;
    expect(u.teams[0]!.total).toEqual({ target: teamTarget, logged: 300, rate: 300 / teamTarget });
    expect(u.total).toMatchObject({ periodStart: '2026-03-23', target: u.teams[0]!.total.target, logged: 300 });
    // everyone per period (the chart): here the one team's periods
    expect(u.periodTotals).toEqual(u.teams[0]!.periods.map((p, i) => ({ ...p, periodStart: u.periods[i] })));
  });

  it('has a null rate without a target, and refuses more than 26 weeks', async () => {
    const sunday = await gql<{ utilisation: { total: { rate: number | null; target: number } } }>(api, UTILISATION, {
      token: hr,
      variables: { filters: { period: 'week', startDate: '2026-03-29', endDate: '2026-03-29', teamId: String(teamId) } },
    });
    expect(sunday.data?.utilisation.total).toEqual({ periodStart: '2026-03-29', target: 0, logged: 0, rate: null });
    const long = await gql(api, UTILISATION, {
      token: hr,
      variables: { filters: { period: 'week', startDate: '2026-01-01', endDate: '2026-12-31' } },
    });
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'filters.endDate': MESSAGES.weeks });
  });

  it('a team leader sees their teams; anyone else only themselves', async () => {
    const led = await gql<{ utilisation: { teams: { team: { id: string } }[] } }>(api, UTILISATION, {
      token: finance,
      variables: { filters: { period: 'month', ...WEEK } },
    });
    expect(led.data?.utilisation.teams.map((t) => t.team.id)).toContain(String(teamId));
    const own = await gql<{ utilisation: { people: { user: { id: string } }[]; teams: { team: { id: string } }[] } }>(api, UTILISATION, {
      token: academy,
      variables: { filters: { period: 'month', ...WEEK } },
    });
    expect(own.data?.utilisation.teams.map((t) => t.team.id)).not.toContain(String(teamId));
    expect(own.data?.utilisation.people.map((p) => p.user.id)).not.toContain(String(MEMBER_ID));
    expect(
      errorCode(
        await gql(api, UTILISATION, { token: academy, variables: { filters: { period: 'week', ...WEEK, teamId: String(teamId) } } }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('live: updateBreakdown after a change of availability', () => {
  it('pushes the person’s day breakdown after a template change and after leave', async () => {
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${member}` },
      retryAttempts: 0,
    });
    const listen = async (date: string) => {
      const events = client.iterate<{ updateBreakdown: { date: string; target: number; minutes: number } }>({
        query: `subscription { updateBreakdown(date: "${date}") { date target minutes } }`,
      });
      const next = events.next();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { next, events };
    };
    try {
      const friday = await listen('2026-03-20');
      await gql(api, UPDATE_TEMPLATE, { token: hr, variables: { userId: String(MEMBER_ID), input: { ...TEMPLATE, friday: 195 } } });
      expect((await friday.next).value?.data?.updateBreakdown).toEqual({ date: '2026-03-20', target: 195, minutes: 0 });
      await friday.events.return?.();

      const thursday = await listen('2026-03-19');
      await gql(api, CREATE_LEAVE, {
        token: hr,
        variables: {
          input: leave({ startDate: '2026-03-19', endDate: '2026-03-19', allDay: false, startTime: '09:00', endTime: '10:00' }),
        },
      });
      expect((await thursday.next).value?.data?.updateBreakdown).toEqual({ date: '2026-03-19', target: 240, minutes: 0 });
      await thursday.events.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe('demo data', () => {
  it('gives some colleagues templates and leave this month, and the demo accounts neither', () => {
    expect(seeded.templates.length).toBeGreaterThanOrEqual(4);
    expect(seeded.leave.length).toBeGreaterThanOrEqual(5);
    expect(seeded.leave.every((l) => l.startDate >= '2026-03-01' && l.endDate <= '2026-03-31')).toBe(true);
    expect(seeded.leave.some((l) => !l.allDay)).toBe(true);
    const demoIds = [1, 2, 3, 4, 5];
    expect(seeded.templates.filter((t) => demoIds.includes(t.userId))).toEqual([]);
    expect(seeded.leave.filter((l) => demoIds.includes(l.userId))).toEqual([]);
  });
});
