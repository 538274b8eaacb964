/** The longest myJournals range in days (a month view plus margin). */
export const MAX_JOURNAL_RANGE_DAYS = 62;

// A day's target is no longer a journal rule: it comes from the person's availability (template, leave, public
// holidays of their office; ADR 0273, which replaces ADR 0060's fixed 450 on weekdays). See journal.breakdown.ts.
