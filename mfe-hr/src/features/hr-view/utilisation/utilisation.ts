/**
 * The rates and utilisation page's rules: the period and range it asks for (from the URL, or the defaults: the last 8
 * weeks or 6 months), and the chart's bars. Logged and target are journal minutes; the rate is logged / target.
 */
import { addMonths, addWeeks, endOfMonth, endOfWeek, isIsoDay, mediumDay, shortMonth, startOfMonth, startOfWeek } from '../days';

export type UtilisationPeriod = 'week' | 'month';
export const UTILISATION_PERIODS: readonly UtilisationPeriod[] = ['week', 'month'];

/** The API's limits (ADR 0273): at most 26 weeks or 12 months. */
export const MAX_PERIODS: Record<UtilisationPeriod, number> = { week: 26, month: 12 };
/** What the page shows until a range is chosen: the last 8 weeks or 6 months, this one included. */
export const DEFAULT_PERIODS: Record<UtilisationPeriod, number> = { week: 8, month: 6 };

export interface DayRange {
  startDate: string;
  endDate: string;
}

const startOf = (period: UtilisationPeriod, iso: string) => (period === 'week' ? startOfWeek(iso) : startOfMonth(iso));
const endOf = (period: UtilisationPeriod, iso: string) => (period === 'week' ? endOfWeek(iso) : endOfMonth(iso));
const plus = (period: UtilisationPeriod, iso: string, n: number) => (period === 'week' ? addWeeks(iso, n) : addMonths(iso, n));

export function defaultRange(period: UtilisationPeriod, today: string): DayRange {
  return { startDate: plus(period, startOf(period, today), 1 - DEFAULT_PERIODS[period]), endDate: endOf(period, today) };
}

/** The starts of the periods the range covers, ascending. */
export function periodStartsOf(period: UtilisationPeriod, range: DayRange): string[] {
  const out: string[] = [];
  for (let at = startOf(period, range.startDate); at <= range.endDate; at = plus(period, at, 1)) out.push(at);
  return out;
}

/**
 * A range as whole periods: the start moved back to its week's Monday (month's first), the end on to its Sunday (last
 * day), the two swapped when given the wrong way round, and a range longer than the API allows cut to its last periods.
 */
export function wholePeriods(period: UtilisationPeriod, range: DayRange): DayRange {
  const [first, last] = range.startDate <= range.endDate ? [range.startDate, range.endDate] : [range.endDate, range.startDate];
  const endDate = endOf(period, last);
  const earliest = plus(period, startOf(period, last), 1 - MAX_PERIODS[period]);
  const startDate = startOf(period, first);
  return { startDate: startDate < earliest ? earliest : startDate, endDate };
}

/** The URL's period, range and team (`period`, `from`, `to`, `team`) as the utilisation query's filters. */
export function utilisationFiltersOf(
  url: {
    period?: readonly string[] | null;
    from?: readonly string[] | null;
    to?: readonly string[] | null;
    team?: readonly string[] | null;
  },
  today: string,
): { period: UtilisationPeriod; startDate: string; endDate: string; teamId: string | null } {
  const period: UtilisationPeriod = url.period?.[0] === 'month' ? 'month' : 'week';
  const fallback = defaultRange(period, today);
  const from = url.from?.[0];
  const to = url.to?.[0];
  const range = wholePeriods(period, {
    startDate: isIsoDay(from) ? from : fallback.startDate,
    endDate: isIsoDay(to) ? to : fallback.endDate,
  });
  const team = url.team?.[0];
  return { period, ...range, teamId: team && /^\d+$/.test(team) ? team : null };
}

/** A period's name on the chart and in its tooltips: "w/c 5 Jan 2026" or "Jan 2026". */
export const periodName = (period: UtilisationPeriod, periodStart: string): string =>
  period === 'week' ? `w/c ${mediumDay(periodStart)}` : shortMonth(periodStart);

/** Logged against target, as the API gives it: none when there is no target. */
export const rateOf = (logged: number, target: number): number | null => (target > 0 ? logged / target : null);

export interface UtilisationFigure {
  periodStart: string;
  target: number;
  logged: number;
  rate?: number | null;
}

export interface UtilisationBar {
  periodStart: string;
  logged: number;
  target: number;
  rate: number | null;
  /** Heights as parts (0–1) of the tallest bar of the chart. */
  loggedShare: number;
  targetShare: number;
}

/** The chart's bars: logged and target per period, scaled to the largest of either. */
export function utilisationBars(figures: readonly UtilisationFigure[]): UtilisationBar[] {
  const highest = Math.max(0, ...figures.flatMap((f) => [f.logged, f.target]));
  return figures.map((f) => ({
    periodStart: f.periodStart,
    logged: f.logged,
    target: f.target,
    rate: f.rate !== undefined ? f.rate : rateOf(f.logged, f.target),
    loggedShare: highest ? f.logged / highest : 0,
    targetShare: highest ? f.target / highest : 0,
  }));
}
