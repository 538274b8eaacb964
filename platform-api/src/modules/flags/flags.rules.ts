/** Feature flags, identified by user id (shell-and-freelancer.md §3). */
export const FEATURE_FLAGS = [
  'croud_campus',
  'new_croudie_picker',
  'journal_calendar_integration',
  'hide_plan_link',
  'imported_tasks',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
