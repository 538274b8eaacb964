import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { conflict } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { loadOfficesByIds, type OfficeRow } from '../reference/index.js';
import { holidayTakenMessage, type HolidayFilters, type HolidayInput } from './settings.rules.js';
import { publicHolidayOffices, publicHolidays } from './settings.tables.js';

export type PublicHolidayRow = typeof publicHolidays.$inferSelect;

/** The WHERE of a holiday list: name search, one year, offices (a holiday of every office applies to each office too). */
function holidayWhere(db: Database, filters: HolidayFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.search) parts.push(ilike(publicHolidays.name, likePattern(filters.search)));
  if (filters.year !== null) {
    parts.push(and(gte(publicHolidays.date, `${filters.year}-01-01`), lte(publicHolidays.date, `${filters.year}-12-31`))!);
  }
  if (filters.officeIds) {
    const links = (...more: SQL[]) =>
      db
        .select({ one: sql`1` })
        .from(publicHolidayOffices)
        .where(and(eq(publicHolidayOffices.holidayId, publicHolidays.id), ...more));
    parts.push(or(notExists(links()), exists(links(inArray(publicHolidayOffices.officeId, filters.officeIds))))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** One page of public holidays with the total; ties in the sort are broken newest first. */
export async function listHolidays(
  db: Database,
  query: { filters: HolidayFilters; sort: { field: 'date' | 'name'; direction: 'ASC' | 'DESC' }; page: Page },
): Promise<{ nodes: PublicHolidayRow[]; total: number }> {
  const where = holidayWhere(db, query.filters);
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const column = query.sort.field === 'name' ? publicHolidays.name : publicHolidays.date;
  const [nodes, [counted]] = await Promise.all([
    db
      .select()
      .from(publicHolidays)
      .where(where)
      .orderBy(direction(column), desc(publicHolidays.id))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ n: count() }).from(publicHolidays).where(where),
  ]);
  return { nodes, total: Number(counted?.n ?? 0) };
}

/** The years that have public holidays, ascending. */
export async function holidayYears(db: Database): Promise<number[]> {
  const year = sql<string>`substr(${publicHolidays.date}, 1, 4)`;
  const rows = await db.selectDistinct({ year }).from(publicHolidays).orderBy(asc(year));
  return rows.map((r) => Number(r.year));
}

/** Every public holiday's date, whatever its offices: the working-day rule's input (journal scheduler, recurring work). */
export async function holidayDates(db: Database): Promise<Set<string>> {
  const rows = await db.select({ date: publicHolidays.date }).from(publicHolidays);
  return new Set(rows.map((r) => r.date));
}

/** For each holiday id, the ids of the offices it names (none: every office). */
async function officeIdsOf(db: Database, holidayIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(holidayIds.map((id) => [id, []]));
  if (holidayIds.length === 0) return out;
  const rows = await db
    .select()
    .from(publicHolidayOffices)
    .where(inArray(publicHolidayOffices.holidayId, [...holidayIds]))
    .orderBy(asc(publicHolidayOffices.officeId));
  for (const row of rows) out.get(row.holidayId)?.push(row.officeId);
  return out;
}

/**
 * The offices of each holiday, in the order of `holidayIds` (the batch function of PublicHoliday.offices): two
 * queries for any number of holidays. Offices deleted since the holiday named them are skipped.
 */
export async function loadHolidayOffices(db: Database, holidayIds: readonly number[]): Promise<OfficeRow[][]> {
  const links = await officeIdsOf(db, holidayIds);
  const officeIds = [...new Set([...links.values()].flat())];
  const offices = officeIds.length ? await loadOfficesByIds(db, officeIds) : [];
  const byId = new Map<number, OfficeRow>();
  for (const office of offices) if (!(office instanceof Error)) byId.set(office.id, office);
  return holidayIds.map((id) =>
    (links.get(id) ?? [])
      .map((officeId) => byId.get(officeId))
      .filter((o): o is OfficeRow => o !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** For each holiday id, whether it names no office (so applies to every office). */
export async function loadAppliesEverywhere(db: Database, holidayIds: readonly number[]): Promise<boolean[]> {
  const links = await officeIdsOf(db, holidayIds);
  return holidayIds.map((id) => (links.get(id) ?? []).length === 0);
}

/** The ids of `officeIds` that are not offices. */
export async function unknownOffices(db: Database, officeIds: readonly number[]): Promise<number[]> {
  if (officeIds.length === 0) return [];
  const found = await loadOfficesByIds(db, officeIds);
  return officeIds.filter((_, i) => found[i] instanceof Error);
}

async function holidayOn(db: Database, date: string): Promise<PublicHolidayRow | undefined> {
  const [row] = await db.select().from(publicHolidays).where(eq(publicHolidays.date, date));
  return row;
}

/** Runs a write; a second holiday on one day (the unique date) becomes a CONFLICT naming the one there. */
async function oneADay<T>(db: Database, date: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === '23505' && cause.constraint === 'public_holidays_date_idx') {
      const message = holidayTakenMessage(date, (await holidayOn(db, date))?.name);
      throw conflict(message, { 'holiday.date': message });
    }
    throw error;
  }
}

async function linkOffices(tx: Database, holidayId: number, officeIds: readonly number[]): Promise<void> {
  await tx.delete(publicHolidayOffices).where(eq(publicHolidayOffices.holidayId, holidayId));
  if (officeIds.length) await tx.insert(publicHolidayOffices).values(officeIds.map((officeId) => ({ holidayId, officeId })));
}

export function insertHoliday(
  db: Database,
  holiday: HolidayInput,
  made: { createdBy: string; createdAt: Date },
): Promise<PublicHolidayRow> {
  return oneADay(db, holiday.date, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(publicHolidays)
        .values({ name: holiday.name, date: holiday.date, ...made })
        .returning();
      await linkOffices(tx as unknown as Database, row!.id, holiday.officeIds);
      return row!;
    }),
  );
}

export function updateHoliday(db: Database, id: number, holiday: HolidayInput): Promise<PublicHolidayRow | null> {
  return oneADay(db, holiday.date, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(publicHolidays)
        .set({ name: holiday.name, date: holiday.date })
        .where(eq(publicHolidays.id, id))
        .returning();
      if (!row) return null;
      await linkOffices(tx as unknown as Database, row.id, holiday.officeIds);
      return row;
    }),
  );
}

export async function deleteHoliday(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning({ id: publicHolidays.id });
  return rows.length > 0;
}
