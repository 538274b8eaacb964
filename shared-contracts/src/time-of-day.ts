/**
 * The shared time-of-day input (staff-and-admin.md §5): every 15 minutes from 00:00 to 23:45, plus End of the day,
 * which stands for 23:00. The input's value is 'HH:mm' or END_OF_DAY; what the clock reads is `clockTimeOf(value)`.
 */
export const TIME_OF_DAY_STEP_MINUTES = 15;

/** 00:00, 00:15, … 23:45 (96 times). */
export const QUARTER_HOUR_TIMES: readonly string[] = Array.from({ length: (24 * 60) / TIME_OF_DAY_STEP_MINUTES }, (_, i) => {
  const minutes = i * TIME_OF_DAY_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The value of the "End of the day" choice: a value of its own, so it is not confused with a chosen 23:00. */
export const END_OF_DAY = 'end_of_day';
/** The time End of the day stands for (§5). */
export const END_OF_DAY_TIME = '23:00';

export type TimeOfDayValue = string;

/** Every value the input offers, in its order: the quarter hours, then End of the day. */
export const TIME_OF_DAY_VALUES: readonly TimeOfDayValue[] = [...QUARTER_HOUR_TIMES, END_OF_DAY];

const QUARTER_HOURS = new Set(QUARTER_HOUR_TIMES);

/** Whether `value` is one the time-of-day input offers. */
export const isTimeOfDayValue = (value: string): boolean => value === END_OF_DAY || QUARTER_HOURS.has(value);

/** The 'HH:mm' a value stands for (End of the day is 23:00). */
export const clockTimeOf = (value: TimeOfDayValue): string => (value === END_OF_DAY ? END_OF_DAY_TIME : value);
