/**
 * The leave calendar's rules: the month it shows (the URL's `month`, this month by default), its weeks Monday first
 * (§9), and the leave on each day. A leave event covers every day from its start date to its end date.
 */
import { addDays, addMonths, endOfMonth, endOfWeek, isIsoDay, startOfWeek } from '../days';

export interface LeaveCalendarQuery {
  /** The month's first day. */
  month: string;
  /** The first and last day on the calendar's grid (whole weeks around the month). */
  startDate: string;
  endDate: string;
  teamId: string | null;
  userId: string | null;
}

const ID = /^\d+$/;

export function leaveCalendarQueryOf(params: URLSearchParams, today: string): LeaveCalendarQuery {
  const asked = params.get('month');
  const first = asked && /^\d{4}-\d{2}$/.test(asked) && isIsoDay(`${asked}-01`) ? `${asked}-01` : `${today.slice(0, 7)}-01`;
  const team = params.get('team');
  const person = params.get('person');
  return {
    month: first,
    startDate: startOfWeek(first),
    endDate: endOfWeek(endOfMonth(first)),
    teamId: team && ID.test(team) ? team : null,
    userId: person && ID.test(person) ? person : null,
  };
}

/** The month before (-1) or after (+1), as the URL writes it (YYYY-MM). */
export const otherMonth = (month: string, by: number): string => addMonths(month, by).slice(0, 7);

/** The grid's weeks: seven ISO days each, Monday to Sunday. */
export function calendarWeeks(startDate: string, endDate: string): string[][] {
  const weeks: string[][] = [];
  for (let monday = startDate; monday <= endDate; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** The leave on a day, by person then title. */
export function leaveOn<L extends { startDate: string; endDate: string; title: string; user: { fullName: string } }>(
  events: readonly L[],
  date: string,
): L[] {
  return events
    .filter((e) => e.startDate <= date && date <= e.endDate)
    .sort((a, b) => a.user.fullName.localeCompare(b.user.fullName) || a.title.localeCompare(b.title));
}
