// The staff profile's value lists, free of the platform's imports: the tables (read by drizzle-kit alone) and the rules share them.

/** §3 Referral options (one list with croudie registration's). */
export { REFERRAL_SOURCES, type ReferralSource } from '@work/shared-contracts/onboarding';

/**
 * The cards of the staff work management dashboard (§2 Dashboards), in the order the page shows them by default. A
 * user's `dashboards` is an ordered choice of these; nobody has chosen yet → all of them.
 */
export const DASHBOARD_KEYS = [
  'drafts',
  'current_tasks',
  'current_jobs',
  'overdue_tasks',
  'unassigned_jobs',
  'overdue_jobs',
  'recent_messages',
  'upcoming_workload',
] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];
