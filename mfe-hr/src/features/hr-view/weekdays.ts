import type { TextKey } from '../../text';

/** Monday to Sunday (§9: weeks start on Monday), as the API names a template's days. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdayKey = (day: Weekday): TextKey => `hr.hrView.weekday.${day}` as TextKey;
