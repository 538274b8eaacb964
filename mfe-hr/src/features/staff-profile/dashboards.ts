import type { DashboardKey } from './staffProfile.graphql';

/** §2 Dashboards: the staff work management dashboard's cards, in the order the page shows them by default. */
export const DASHBOARD_KEYS = [
  'drafts',
  'current_tasks',
  'current_jobs',
  'overdue_tasks',
  'unassigned_jobs',
  'overdue_jobs',
  'recent_messages',
  'upcoming_workload',
] as const satisfies readonly DashboardKey[];

/** One card in the editor: every card is listed, the shown ones first in the person's order. */
export interface DashboardRow {
  key: DashboardKey;
  shown: boolean;
}

/** The editor's rows from the cards the user has (in their order); the others follow, hidden, in the default order. */
export function dashboardRowsOf(chosen: readonly DashboardKey[]): DashboardRow[] {
  const rest = DASHBOARD_KEYS.filter((key) => !chosen.includes(key));
  return [...chosen.map((key) => ({ key, shown: true })), ...rest.map((key) => ({ key, shown: false }))];
}

/** The rows with the one at `index` moved by `by` places (−1 up, +1 down); the same rows when it cannot move. */
export function moveDashboard(rows: readonly DashboardRow[], index: number, by: -1 | 1): DashboardRow[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function toggleDashboard(rows: readonly DashboardRow[], key: DashboardKey, shown: boolean): DashboardRow[] {
  return rows.map((row) => (row.key === key ? { ...row, shown } : row));
}

/** updateUserDashboards' list: the shown cards, in the order listed (each once). */
export const chosenDashboards = (rows: readonly DashboardRow[]): DashboardKey[] => rows.filter((row) => row.shown).map((row) => row.key);
