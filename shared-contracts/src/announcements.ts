/**
 * Announcements' limits (staff-and-admin.md §3 Announcement (admin); ADR 0287): the API checks them and the admin form
 * checks them first, so both say the same numbers.
 */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
/** A button's label (an action's name). */
export const LABEL_MAX = 60;
export const LIFETIME_DAYS_MAX = 365;
/** Values in one audience filter list, and croudies excluded by id. */
export const FILTER_VALUES_MAX = 100;
export const EXCLUDED_CROUDIES_MAX = 1000;
/** The positive button's label when a response is allowed and none is given. */
export const DEFAULT_REPLY_LABEL = 'Send reply';
