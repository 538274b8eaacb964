/**
 * The availability matrix's rules: which days it shows (a week or a month, this week until another is chosen) and what
 * each cell says — the day's target as hours, the leave and public holiday that make it, greyed when nothing is due.
 */
import { addMonths, addWeeks, endOfMonth, endOfWeek, isIsoDay, isWeekend, startOfMonth, startOfWeek } from '../days';

export type MatrixView = 'week' | 'month';

export interface MatrixQuery {
  view: MatrixView;
  /** Any day of the week or month shown (the URL's `date`). */
  anchor: string;
  startDate: string;
  endDate: string;
  teamId: string | null;
  officeId: string | null;
}

export function matrixRange(view: MatrixView, anchor: string): { startDate: string; endDate: string } {
  return view === 'week'
    ? { startDate: startOfWeek(anchor), endDate: endOfWeek(anchor) }
    : { startDate: startOfMonth(anchor), endDate: endOfMonth(anchor) };
}

/** The week or month before (-1) or after (+1). */
export const stepAnchor = (view: MatrixView, anchor: string, by: number): string =>
  view === 'week' ? addWeeks(startOfWeek(anchor), by) : addMonths(startOfMonth(anchor), by);

const ID = /^\d+$/;

/** The URL's view, date, team and office (`view`, `date`, `team`, `office`) as the matrix query; today's week by default. */
export function matrixQueryOf(
  url: {
    view?: readonly string[] | null;
    date?: readonly string[] | null;
    team?: readonly string[] | null;
    office?: readonly string[] | null;
  },
  today: string,
): MatrixQuery {
  const view: MatrixView = url.view?.[0] === 'month' ? 'month' : 'week';
  const date = url.date?.[0];
  const anchor = isIsoDay(date) ? date : today;
  const team = url.team?.[0];
  const office = url.office?.[0];
  return {
    view,
    anchor,
    ...matrixRange(view, anchor),
    teamId: team && ID.test(team) ? team : null,
    officeId: office && ID.test(office) ? office : null,
  };
}

export interface MatrixDay {
  date: string;
  available: number;
  leaveMinutes: number;
  target: number;
  publicHoliday: string | null;
  leave: readonly MatrixLeave[];
}

export interface MatrixLeave {
  id: string;
  title: string;
  category: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

export interface MatrixCell {
  /** The day's target (what the journal ring measures against). */
  target: number;
  /** Nothing is due: a weekend, a public holiday, a day off in the template, or leave taking the whole day. */
  greyed: boolean;
  weekend: boolean;
  publicHoliday: string | null;
  leave: readonly MatrixLeave[];
  /** Leave of part of the day (the target is what is left). */
  partDay: boolean;
}

export function matrixCell(day: MatrixDay): MatrixCell {
  return {
    target: day.target,
    greyed: day.target === 0,
    weekend: isWeekend(day.date),
    publicHoliday: day.publicHoliday,
    leave: day.leave,
    partDay: day.leave.length > 0 && day.target > 0,
  };
}
