import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, notFound } from '../../kit/errors.js';
import { agencyUsers, type AgencyUserRow } from '../people/index.js';
import { offices, teamMembers } from '../reference/index.js';
import { publicHolidayOffices, publicHolidays } from '../settings/index.js';
import type { PeopleFilter } from './availability.access.js';
import { availabilityTemplates, leaveEvents } from './availability.tables.js';
import {
  coversDay,
  datesBetween,
  dayFigures,
  DEFAULT_TEMPLATE,
  MESSAGES,
  WEEKDAYS,
  type DayFigures,
  type LeaveValues,
  type WeekMinutes,
} from './availability.rules.js';

export type LeaveRow = typeof leaveEvents.$inferSelect;
export type TemplateView = WeekMinutes & { userId: number; isDefault: boolean; updatedAt: Date | null; updatedById: number | null };

const USER_PRINCIPAL = /^user-service:users:([1-9][0-9]*)$/;

// ---- Staff users

/** The staff user of an id argument: NOT_FOUND, or BAD_USER_INPUT on `field` for a form's input. */
export async function staffUser(db: Database, id: string | number, field?: string): Promise<AgencyUserRow> {
  const text = String(id);
  const [row] = /^[1-9][0-9]{0,9}$/.test(text)
    ? await db
        .select()
        .from(agencyUsers)
        .where(eq(agencyUsers.id, Number(text)))
    : [];
  if (row) return row;
  throw field ? badUserInput({ [field]: MESSAGES.notStaff }) : notFound('User');
}

// ---- Templates

const weekOf = (row: WeekMinutes): WeekMinutes => Object.fromEntries(WEEKDAYS.map((d) => [d, row[d]])) as WeekMinutes;

function viewOf(userId: number, row: typeof availabilityTemplates.$inferSelect | undefined): TemplateView {
  if (!row) return { userId, ...DEFAULT_TEMPLATE, isDefault: true, updatedAt: null, updatedById: null };
  const by = USER_PRINCIPAL.exec(row.updatedBy);
  return { userId, ...weekOf(row), isDefault: false, updatedAt: row.updatedAt, updatedById: by ? Number(by[1]) : null };
}

export async function templateOf(db: Database, userId: number): Promise<TemplateView> {
  const [row] = await db.select().from(availabilityTemplates).where(eq(availabilityTemplates.userId, userId));
  return viewOf(userId, row);
}

/** Each user's minutes per weekday (the default when none is saved): one query. */
export async function templatesOf(db: Database, userIds: readonly number[]): Promise<Map<number, WeekMinutes>> {
  const rows = userIds.length
    ? await db
        .select()
        .from(availabilityTemplates)
        .where(inArray(availabilityTemplates.userId, [...userIds]))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, weekOf(r)]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? { ...DEFAULT_TEMPLATE }]));
}

export async function saveTemplate(db: Database, userId: number, minutes: WeekMinutes, by: string, at: Date): Promise<TemplateView> {
  const values = { ...weekOf(minutes), updatedBy: by, updatedAt: at };
  const [row] = await db
    .insert(availabilityTemplates)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: availabilityTemplates.userId, set: values })
    .returning();
  return viewOf(userId, row);
}

// ---- Leave

const overlaps = (startDate: string, endDate: string) => and(lte(leaveEvents.startDate, endDate), gte(leaveEvents.endDate, startDate))!;

export async function findLeave(db: Database, id: string | number): Promise<LeaveRow> {
  const text = String(id);
  const [row] = /^[1-9][0-9]{0,9}$/.test(text)
    ? await db
        .select()
        .from(leaveEvents)
        .where(eq(leaveEvents.id, Number(text)))
    : [];
  if (!row) throw notFound('Leave event');
  return row;
}

export async function createLeave(db: Database, userId: number, values: LeaveValues, by: string, at: Date): Promise<LeaveRow> {
  const [row] = await db
    .insert(leaveEvents)
    .values({ userId, ...values, createdBy: by, createdAt: at, updatedBy: by, updatedAt: at })
    .returning();
  return row!;
}

export async function updateLeave(db: Database, id: number, userId: number, values: LeaveValues, by: string, at: Date): Promise<LeaveRow> {
  const [row] = await db
    .update(leaveEvents)
    .set({ userId, ...values, updatedBy: by, updatedAt: at })
    .where(eq(leaveEvents.id, id))
    .returning();
  if (!row) throw notFound('Leave event');
  return row;
}

export async function deleteLeave(db: Database, id: number): Promise<void> {
  const gone = await db.delete(leaveEvents).where(eq(leaveEvents.id, id)).returning({ id: leaveEvents.id });
  if (gone.length === 0) throw notFound('Leave event');
}

/** Leave of these users overlapping the range, by start date: one query. */
export async function leaveOf(db: Database, userIds: readonly number[], startDate: string, endDate: string): Promise<LeaveRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(leaveEvents)
    .where(and(inArray(leaveEvents.userId, [...userIds]), overlaps(startDate, endDate)))
    .orderBy(asc(leaveEvents.startDate), asc(leaveEvents.id));
}

/** The staff users a people filter selects, as SQL on agency_users (team membership, office, named users). */
export function peopleWhere(filter: Pick<PeopleFilter, 'userIds' | 'teamId' | 'office'>): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.userIds) parts.push(filter.userIds.length ? inArray(agencyUsers.id, filter.userIds) : sql`false`);
  if (filter.teamId !== null)
    parts.push(
      inArray(agencyUsers.id, sql`(select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} = ${filter.teamId})`),
    );
  if (filter.office !== null) parts.push(sql`lower(${agencyUsers.office}) = lower(${filter.office})`);
  return parts.length ? and(...parts) : undefined;
}

/** The leave list of the calendar: leave overlapping the range of the filtered people, by start date. */
export async function listLeave(db: Database, query: { startDate: string; endDate: string } & PeopleFilter): Promise<LeaveRow[]> {
  const people = peopleWhere(query);
  return db
    .select()
    .from(leaveEvents)
    .where(
      and(
        overlaps(query.startDate, query.endDate),
        people ? inArray(leaveEvents.userId, db.select({ id: agencyUsers.id }).from(agencyUsers).where(people)) : undefined,
      ),
    )
    .orderBy(asc(leaveEvents.startDate), asc(leaveEvents.id));
}

// ---- Public holidays

/**
 * For each office name (lower case) and date, the holiday's name; `*` holds holidays of every office (a holiday
 * naming no office). One query. A link to an office deleted since applies to no one.
 */
export async function holidaysIn(db: Database, startDate: string, endDate: string): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .select({ date: publicHolidays.date, name: publicHolidays.name, officeId: publicHolidayOffices.officeId, office: offices.name })
    .from(publicHolidays)
    .leftJoin(publicHolidayOffices, eq(publicHolidayOffices.holidayId, publicHolidays.id))
    .leftJoin(offices, eq(offices.id, publicHolidayOffices.officeId))
    .where(and(gte(publicHolidays.date, startDate), lte(publicHolidays.date, endDate)));
  const out = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const key = row.officeId === null ? '*' : row.office?.toLowerCase();
    if (key === undefined) continue;
    if (!out.has(key)) out.set(key, new Map());
    out.get(key)!.set(row.date, row.name);
  }
  return out;
}

// ---- The target rule, in bulk

export type PersonDay = DayFigures & { leave: LeaveRow[] };

/**
 * Every day of the range for each person: available minutes, leave, public holiday and target (ADR 0273). Three
 * queries whatever the number of people or days: templates, leave, holidays.
 */
export async function dayTargets(
  db: Database,
  people: readonly Pick<AgencyUserRow, 'id' | 'office'>[],
  startDate: string,
  endDate: string,
): Promise<Map<number, PersonDay[]>> {
  const ids = [...new Set(people.map((p) => p.id))];
  const [templates, leave, holidays] = await Promise.all([
    templatesOf(db, ids),
    leaveOf(db, ids, startDate, endDate),
    holidaysIn(db, startDate, endDate),
  ]);
  const dates = datesBetween(startDate, endDate);
  const everywhere = holidays.get('*');
  const out = new Map<number, PersonDay[]>();
  for (const person of people) {
    const own = leave.filter((l) => l.userId === person.id);
    const office = person.office ? holidays.get(person.office.toLowerCase()) : undefined;
    out.set(
      person.id,
      dates.map((date) => {
        const dayLeave = own.filter((l) => coversDay(l, date));
        const holiday = everywhere?.get(date) ?? office?.get(date) ?? null;
        return { ...dayFigures(date, templates.get(person.id)!, dayLeave, holiday), leave: dayLeave };
      }),
    );
  }
  return out;
}

/**
 * A journal owner's day targets by date (the journal asks by principal). A principal that is not a staff user has the
 * default template and every office's holidays.
 */
export async function principalDayTargets(
  db: Database,
  principalId: string,
  startDate: string,
  endDate: string,
): Promise<Map<string, number>> {
  const id = USER_PRINCIPAL.exec(principalId)?.[1];
  const [user] = id
    ? await db
        .select({ id: agencyUsers.id, office: agencyUsers.office })
        .from(agencyUsers)
        .where(eq(agencyUsers.id, Number(id)))
    : [];
  const days = (await dayTargets(db, [user ?? { id: 0, office: null }], startDate, endDate)).get(user?.id ?? 0)!;
  return new Map(days.map((d) => [d.date, d.target]));
}
