/** The recurring work list's actions (staff-and-admin.md §2 Other work screens), each also as a bulk action. */
export const RECURRING_ACTIONS = ['pause', 'resume', 'toggle', 'takeOwnership', 'delete'] as const;
export type RecurringAction = (typeof RECURRING_ACTIONS)[number];

export interface RecurringRowState {
  isPaused: boolean;
  isExpired: boolean;
  canManage: boolean;
}

/**
 * Whether an action is offered for a row, mirroring the server's rules (which decide): owners and operations or
 * network admins manage; anyone who may see the list is offered take ownership unless they manage it already;
 * expired work cannot be resumed.
 */
export function actionOffered(action: RecurringAction, row: RecurringRowState): boolean {
  switch (action) {
    case 'pause':
      return row.canManage && !row.isPaused;
    case 'resume':
      return row.canManage && row.isPaused && !row.isExpired;
    case 'toggle':
      return row.canManage && !(row.isPaused && row.isExpired);
    case 'delete':
      return row.canManage;
    case 'takeOwnership':
      return !row.canManage;
  }
}

/** A bulk action is offered when it is offered for every selected row (the server does all or none). */
export function bulkOffered(action: RecurringAction, rows: readonly RecurringRowState[]): boolean {
  return rows.length > 0 && rows.every((r) => actionOffered(action, r));
}
