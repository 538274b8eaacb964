import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { publicHolidays } from './settings.tables.js';

export type PublicHolidayRow = typeof publicHolidays.$inferSelect;

export function listHolidays(db: Database, year: number | null): Promise<PublicHolidayRow[]> {
  const where = year === null ? undefined : and(gte(publicHolidays.date, `${year}-01-01`), lte(publicHolidays.date, `${year}-12-31`));
  return db.select().from(publicHolidays).where(where).orderBy(asc(publicHolidays.date));
}

/** Every public holiday's date: the working-day rule's input (journal scheduler). */
export async function holidayDates(db: Database): Promise<Set<string>> {
  const rows = await db.select({ date: publicHolidays.date }).from(publicHolidays);
  return new Set(rows.map((r) => r.date));
}

export async function insertHoliday(db: Database, values: typeof publicHolidays.$inferInsert): Promise<PublicHolidayRow | null> {
  const [row] = await db.insert(publicHolidays).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteHoliday(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning({ id: publicHolidays.id });
  return rows.length > 0;
}
