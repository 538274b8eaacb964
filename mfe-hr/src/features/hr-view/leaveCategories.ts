import type { TextKey } from '../../text';

/** The leave categories (the API's LeaveCategory), in the order the form offers them. */
export const LEAVE_CATEGORIES = [
  'annual_leave',
  'sick_leave',
  'parental_leave',
  'compassionate_leave',
  'training',
  'unpaid_leave',
  'other',
] as const;
export type LeaveCategory = (typeof LEAVE_CATEGORIES)[number];

export const isLeaveCategory = (value: string): value is LeaveCategory => (LEAVE_CATEGORIES as readonly string[]).includes(value);

/** Each category's readable name. */
export const leaveCategoryKey = (category: string): TextKey =>
  isLeaveCategory(category) ? (`hr.hrView.leave.category.${category}` as TextKey) : 'hr.hrView.leave.category.other';

/** Each category's tag colour (antd preset colours), the same in the matrix, the calendar and the dashboard. */
const COLOURS: Record<LeaveCategory, string> = {
  annual_leave: 'blue',
  sick_leave: 'volcano',
  parental_leave: 'purple',
  compassionate_leave: 'magenta',
  training: 'cyan',
  unpaid_leave: 'orange',
  other: 'default',
};
export const leaveCategoryColour = (category: string): string => (isLeaveCategory(category) ? COLOURS[category] : COLOURS.other);
