/**
 * The leave form's rules (§3 Leave event: title, start, end, all day, category), checked before a save as the API
 * checks them (ADR 0273): a person, a title, both dates with the end not before the start, a category; leave of part of
 * a day has a start and end time (15-minute steps, the §5 time input), the end later, on one day.
 */
import * as v from 'valibot';
import { clockTimeOf, isTimeOfDayValue } from '@work/shared-contracts/time-of-day';
import { t } from '../../../text';
import { isIsoDay } from '../days';
import { LEAVE_CATEGORIES, type LeaveCategory } from '../leaveCategories';

export const LEAVE_TITLE_MAX = 200;

export interface LeaveValues {
  userId: string | null;
  title: string;
  /** ISO days; '' until chosen. */
  startDate: string;
  endDate: string;
  allDay: boolean;
  /** The time input's values ('HH:mm' or End of the day); null until chosen. */
  startTime: string | null;
  endTime: string | null;
  category: LeaveCategory | null;
}

const required = () => t('hr.hrView.error.required');
const minutesOf = (value: string) => {
  const [h, m] = clockTimeOf(value).split(':').map(Number);
  return h! * 60 + m!;
};

export const LeaveFormSchema = v.pipe(
  v.object({
    userId: v.pipe(
      v.nullable(v.string()),
      v.check((id) => Boolean(id), required()),
    ),
    title: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, required()),
      v.maxLength(LEAVE_TITLE_MAX, t('hr.hrView.leave.error.titleTooLong', { max: LEAVE_TITLE_MAX })),
    ),
    startDate: v.pipe(
      v.string(),
      v.check((day: string) => isIsoDay(day), required()),
    ),
    endDate: v.pipe(
      v.string(),
      v.check((day: string) => isIsoDay(day), required()),
    ),
    allDay: v.boolean(),
    startTime: v.nullable(v.string()),
    endTime: v.nullable(v.string()),
    category: v.pipe(
      v.nullable(v.string()),
      v.check((c) => c !== null && (LEAVE_CATEGORIES as readonly string[]).includes(c), required()),
    ),
  }),
  v.forward(
    v.partialCheck([['startDate'], ['endDate']], (l) => l.endDate >= l.startDate, t('hr.hrView.leave.error.endBeforeStart')),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['allDay'], ['startTime']],
      (l) => l.allDay || (l.startTime !== null && isTimeOfDayValue(l.startTime)),
      t('hr.hrView.leave.error.timeRequired'),
    ),
    ['startTime'],
  ),
  v.forward(
    v.partialCheck(
      [['allDay'], ['endTime']],
      (l) => l.allDay || (l.endTime !== null && isTimeOfDayValue(l.endTime)),
      t('hr.hrView.leave.error.timeRequired'),
    ),
    ['endTime'],
  ),
  v.forward(
    v.partialCheck(
      [['allDay'], ['startDate'], ['endDate']],
      (l) => l.allDay || l.startDate === l.endDate,
      t('hr.hrView.leave.error.partDaySameDay'),
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['allDay'], ['startTime'], ['endTime']],
      (l) => l.allDay || !l.startTime || !l.endTime || minutesOf(l.endTime) > minutesOf(l.startTime),
      t('hr.hrView.leave.error.endTimeAfterStart'),
    ),
    ['endTime'],
  ),
);

/** Field errors (the first rule each field breaks), or undefined when the leave may be saved. */
export function leaveErrors(values: LeaveValues): Record<string, string> | undefined {
  const result = v.safeParse(LeaveFormSchema, values);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The form's values as the API's LeaveEventInput: trimmed, End of the day as its clock time, no times when all day. */
export function leaveInputOf(values: LeaveValues) {
  return {
    userId: values.userId ?? '',
    title: values.title.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    allDay: values.allDay,
    startTime: values.allDay || !values.startTime ? null : clockTimeOf(values.startTime),
    endTime: values.allDay || !values.endTime ? null : clockTimeOf(values.endTime),
    category: (values.category ?? 'other') as LeaveCategory,
  };
}

/** New leave: all day on the day clicked (or today), for the person filtered on if any. */
export function newLeaveValues(date: string, userId: string | null = null): LeaveValues {
  return { userId, title: '', startDate: date, endDate: date, allDay: true, startTime: null, endTime: null, category: null };
}

export interface LeaveEventLike {
  user: { id: string };
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  category: string;
}

/** Saved leave as the form's values. */
export function leaveValuesOf(event: LeaveEventLike): LeaveValues {
  return {
    userId: event.user.id,
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    allDay: event.allDay,
    startTime: event.allDay ? null : event.startTime,
    endTime: event.allDay ? null : event.endTime,
    category: (LEAVE_CATEGORIES as readonly string[]).includes(event.category) ? (event.category as LeaveCategory) : 'other',
  };
}
