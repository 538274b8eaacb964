import { inArray } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { offices } from '../modules/reference/reference.tables.js';
import { publicHolidayOffices, publicHolidays } from '../modules/settings/settings.tables.js';

/** Where a holiday is kept: England and Wales, Scotland, Ireland, Germany (and Berlin, Bavaria), New South Wales, the US. */
type Region = 'ENG' | 'SCT' | 'IE' | 'DE' | 'BE' | 'BY' | 'AU' | 'US';

/** The seeded offices (seed/reference.ts) in each region. */
const OFFICES_OF: Record<Region, readonly string[]> = {
  ENG: ['London', 'Manchester'],
  SCT: ['Edinburgh'],
  IE: ['Dublin'],
  DE: ['Berlin', 'Munich'],
  BE: ['Berlin'],
  BY: ['Munich'],
  AU: ['Sydney'],
  US: ['New York', 'Chicago', 'Denver', 'Los Angeles'],
};

/**
 * The bank and public holidays of 2025–2027 in those regions (substitute and observed days where the region moves a
 * holiday off a weekend), one row a day: holidays of several regions on one day share it. No region: every office
 * (the agency's own closing day).
 */
export const DEMO_HOLIDAYS: readonly (readonly [date: string, name: string, regions: readonly Region[]])[] = [
  ['2025-01-01', "New Year's Day", ['ENG', 'SCT', 'IE', 'DE', 'AU', 'US']],
  ['2025-01-02', '2nd January', ['SCT']],
  ['2025-01-06', 'Epiphany', ['BY']],
  ['2025-01-20', 'Martin Luther King Jr. Day', ['US']],
  ['2025-01-27', 'Australia Day (substitute day)', ['AU']],
  ['2025-02-03', "St Brigid's Day", ['IE']],
  ['2025-02-17', "Washington's Birthday", ['US']],
  ['2025-03-08', "International Women's Day", ['BE']],
  ['2025-03-17', "St Patrick's Day", ['IE']],
  ['2025-04-18', 'Good Friday', ['ENG', 'SCT', 'DE', 'AU']],
  ['2025-04-19', 'Easter Saturday', ['AU']],
  ['2025-04-20', 'Easter Sunday', ['AU']],
  ['2025-04-21', 'Easter Monday', ['ENG', 'IE', 'DE', 'AU']],
  ['2025-04-25', 'Anzac Day', ['AU']],
  ['2025-05-01', 'Labour Day', ['DE']],
  ['2025-05-05', 'Early May bank holiday / May bank holiday', ['ENG', 'SCT', 'IE']],
  ['2025-05-26', 'Spring bank holiday / Memorial Day', ['ENG', 'SCT', 'US']],
  ['2025-05-29', 'Ascension Day', ['DE']],
  ['2025-06-02', 'June bank holiday', ['IE']],
  ['2025-06-09', "Whit Monday / King's Birthday", ['DE', 'AU']],
  ['2025-06-19', 'Corpus Christi / Juneteenth', ['BY', 'US']],
  ['2025-07-04', 'Independence Day', ['US']],
  ['2025-08-04', 'Summer bank holiday / August bank holiday', ['SCT', 'IE']],
  ['2025-08-15', 'Assumption Day', ['BY']],
  ['2025-08-25', 'Summer bank holiday', ['ENG']],
  ['2025-09-01', 'Labor Day', ['US']],
  ['2025-10-03', 'German Unity Day', ['DE']],
  ['2025-10-06', 'Labour Day', ['AU']],
  ['2025-10-13', 'Columbus Day', ['US']],
  ['2025-10-27', 'October bank holiday', ['IE']],
  ['2025-11-01', "All Saints' Day", ['BY']],
  ['2025-11-11', 'Veterans Day', ['US']],
  ['2025-11-27', 'Thanksgiving Day', ['US']],
  ['2025-12-01', "St Andrew's Day (substitute day)", ['SCT']],
  ['2025-12-24', 'Christmas Eve (agency closed)', []],
  ['2025-12-25', 'Christmas Day', ['ENG', 'SCT', 'IE', 'DE', 'AU', 'US']],
  ['2025-12-26', "Boxing Day / St Stephen's Day", ['ENG', 'SCT', 'IE', 'DE', 'AU']],
  ['2026-01-01', "New Year's Day", ['ENG', 'SCT', 'IE', 'DE', 'AU', 'US']],
  ['2026-01-02', '2nd January', ['SCT']],
  ['2026-01-06', 'Epiphany', ['BY']],
  ['2026-01-19', 'Martin Luther King Jr. Day', ['US']],
  ['2026-01-26', 'Australia Day', ['AU']],
  ['2026-02-02', "St Brigid's Day", ['IE']],
  ['2026-02-16', "Washington's Birthday", ['US']],
  ['2026-03-08', "International Women's Day", ['BE']],
  ['2026-03-17', "St Patrick's Day", ['IE']],
  ['2026-04-03', 'Good Friday', ['ENG', 'SCT', 'DE', 'AU']],
  ['2026-04-04', 'Easter Saturday', ['AU']],
  ['2026-04-05', 'Easter Sunday', ['AU']],
  ['2026-04-06', 'Easter Monday', ['ENG', 'IE', 'DE', 'AU']],
  ['2026-04-25', 'Anzac Day', ['AU']],
  ['2026-05-01', 'Labour Day', ['DE']],
  ['2026-05-04', 'Early May bank holiday / May bank holiday', ['ENG', 'SCT', 'IE']],
  ['2026-05-14', 'Ascension Day', ['DE']],
  ['2026-05-25', 'Spring bank holiday / Whit Monday / Memorial Day', ['ENG', 'SCT', 'DE', 'US']],
  ['2026-06-01', 'June bank holiday', ['IE']],
  ['2026-06-04', 'Corpus Christi', ['BY']],
  ['2026-06-08', "King's Birthday", ['AU']],
  ['2026-06-19', 'Juneteenth', ['US']],
  ['2026-07-03', 'Independence Day (observed)', ['US']],
  ['2026-08-03', 'Summer bank holiday / August bank holiday', ['SCT', 'IE']],
  ['2026-08-15', 'Assumption Day', ['BY']],
  ['2026-08-31', 'Summer bank holiday', ['ENG']],
  ['2026-09-07', 'Labor Day', ['US']],
  ['2026-10-03', 'German Unity Day', ['DE']],
  ['2026-10-05', 'Labour Day', ['AU']],
  ['2026-10-12', 'Columbus Day', ['US']],
  ['2026-10-26', 'October bank holiday', ['IE']],
  ['2026-11-01', "All Saints' Day", ['BY']],
  ['2026-11-11', 'Veterans Day', ['US']],
  ['2026-11-26', 'Thanksgiving Day', ['US']],
  ['2026-11-30', "St Andrew's Day", ['SCT']],
  ['2026-12-24', 'Christmas Eve (agency closed)', []],
  ['2026-12-25', 'Christmas Day', ['ENG', 'SCT', 'IE', 'DE', 'AU', 'US']],
  ['2026-12-26', "St Stephen's Day", ['IE', 'DE']],
  ['2026-12-28', 'Boxing Day (substitute day)', ['ENG', 'SCT', 'AU']],
  ['2027-01-01', "New Year's Day", ['ENG', 'SCT', 'IE', 'DE', 'AU', 'US']],
  ['2027-01-04', '2nd January (substitute day)', ['SCT']],
  ['2027-01-06', 'Epiphany', ['BY']],
  ['2027-01-18', 'Martin Luther King Jr. Day', ['US']],
  ['2027-01-26', 'Australia Day', ['AU']],
  ['2027-02-01', "St Brigid's Day", ['IE']],
  ['2027-02-15', "Washington's Birthday", ['US']],
  ['2027-03-08', "International Women's Day", ['BE']],
  ['2027-03-17', "St Patrick's Day", ['IE']],
  ['2027-03-26', 'Good Friday', ['ENG', 'SCT', 'DE', 'AU']],
  ['2027-03-27', 'Easter Saturday', ['AU']],
  ['2027-03-28', 'Easter Sunday', ['AU']],
  ['2027-03-29', 'Easter Monday', ['ENG', 'IE', 'DE', 'AU']],
  ['2027-04-25', 'Anzac Day', ['AU']],
  ['2027-05-01', 'Labour Day', ['DE']],
  ['2027-05-03', 'Early May bank holiday / May bank holiday', ['ENG', 'SCT', 'IE']],
  ['2027-05-06', 'Ascension Day', ['DE']],
  ['2027-05-17', 'Whit Monday', ['DE']],
  ['2027-05-27', 'Corpus Christi', ['BY']],
  ['2027-05-31', 'Spring bank holiday / Memorial Day', ['ENG', 'SCT', 'US']],
  ['2027-06-07', 'June bank holiday', ['IE']],
  ['2027-06-14', "King's Birthday", ['AU']],
  ['2027-06-18', 'Juneteenth (observed)', ['US']],
  ['2027-07-05', 'Independence Day (observed)', ['US']],
  ['2027-08-02', 'Summer bank holiday / August bank holiday', ['SCT', 'IE']],
  ['2027-08-15', 'Assumption Day', ['BY']],
  ['2027-08-30', 'Summer bank holiday', ['ENG']],
  ['2027-09-06', 'Labor Day', ['US']],
  ['2027-10-03', 'German Unity Day', ['DE']],
  ['2027-10-04', 'Labour Day', ['AU']],
  ['2027-10-11', 'Columbus Day', ['US']],
  ['2027-10-25', 'October bank holiday', ['IE']],
  ['2027-11-01', "All Saints' Day", ['BY']],
  ['2027-11-11', 'Veterans Day', ['US']],
  ['2027-11-25', 'Thanksgiving Day', ['US']],
  ['2027-11-30', "St Andrew's Day", ['SCT']],
  ['2027-12-24', 'Christmas Eve (agency closed) / Christmas Day (observed)', []],
  ['2027-12-25', 'Christmas Day', ['IE', 'DE']],
  ['2027-12-26', "St Stephen's Day", ['IE', 'DE']],
  ['2027-12-27', 'Christmas Day (substitute day)', ['ENG', 'SCT', 'AU']],
  ['2027-12-28', 'Boxing Day (substitute day)', ['ENG', 'SCT', 'AU']],
];

/**
 * The public holidays of settings (ADR 0260), with the seeded offices they apply to. Runs after seedReference (the
 * offices). Every holiday counts for the journal's and recurring work's first and last working day, whatever its offices.
 */
export async function seedPublicHolidays(db: Database, clock: Clock): Promise<void> {
  const names = [...new Set(Object.values(OFFICES_OF).flat())];
  const officeRows = await db.select({ id: offices.id, name: offices.name }).from(offices).where(inArray(offices.name, names));
  const officeId = new Map(officeRows.map((o) => [o.name, o.id]));
  const rows = await db
    .insert(publicHolidays)
    .values(DEMO_HOLIDAYS.map(([date, name]) => ({ date, name, createdBy: 'seed', createdAt: clock.now() })))
    .onConflictDoNothing()
    .returning({ id: publicHolidays.id, date: publicHolidays.date });
  const idOn = new Map(rows.map((r) => [r.date, r.id]));
  const links = DEMO_HOLIDAYS.flatMap(([date, , regions]) => {
    const holidayId = idOn.get(date);
    if (holidayId === undefined) return [];
    const officeIds = new Set(regions.flatMap((r) => OFFICES_OF[r]).map((name) => officeId.get(name)));
    return [...officeIds].filter((id): id is number => id !== undefined).map((id) => ({ holidayId, officeId: id }));
  });
  if (links.length) await db.insert(publicHolidayOffices).values(links);
}
