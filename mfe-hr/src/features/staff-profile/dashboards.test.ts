import { describe, expect, it } from 'vitest';
import { chosenDashboards, DASHBOARD_KEYS, dashboardRowsOf, moveDashboard, toggleDashboard } from './dashboards';

describe('the dashboards editor', () => {
  it('lists the chosen cards first in their order, then the others hidden in the default order', () => {
    const rows = dashboardRowsOf(['recent_messages', 'drafts']);
    expect(rows.slice(0, 3)).toEqual([
      { key: 'recent_messages', shown: true },
      { key: 'drafts', shown: true },
      { key: 'current_tasks', shown: false },
    ]);
    expect(rows).toHaveLength(DASHBOARD_KEYS.length);
  });

  it('moves a card up or down, but not past either end', () => {
    const rows = dashboardRowsOf([...DASHBOARD_KEYS]);
    expect(chosenDashboards(moveDashboard(rows, 1, -1)).slice(0, 2)).toEqual(['current_tasks', 'drafts']);
    expect(moveDashboard(rows, 0, -1)).toEqual(rows);
    expect(moveDashboard(rows, rows.length - 1, 1)).toEqual(rows);
  });

  it('saves the shown cards in the order listed', () => {
    const rows = toggleDashboard(moveDashboard(dashboardRowsOf(['drafts', 'current_jobs']), 2, -1), 'drafts', false);
    // current_tasks (hidden) moved above current_jobs, drafts hidden
    expect(chosenDashboards(rows)).toEqual(['current_jobs']);
    expect(chosenDashboards(toggleDashboard(rows, 'current_tasks', true))).toEqual(['current_tasks', 'current_jobs']);
  });
});
