/** Payment centre texts (shell-and-freelancer.md §2 /payments; staff-and-admin.md §2 Payment centre, §3 Work log). */
export const payments = {
  'payments.workLog.title': 'Work log',
  'payments.workLog.hint':
    'Each completed task adds its work log. Work completed before this month can be invoiced now; this month’s work from next month.',
  'payments.workLog.column.task': 'Task',
  'payments.workLog.column.client': 'Client',
  'payments.workLog.column.completed': 'Completed',
  'payments.workLog.column.state': 'State',
  'payments.workLog.column.amount': 'Amount',
  'payments.workLog.state.READY_TO_INVOICE': 'Ready to invoice',
  'payments.workLog.state.NEXT_MONTH': 'To invoice next month',
  'payments.workLog.empty': 'No work logged yet',
  'payments.workLog.loadFailed': 'Unable to load your work log. Please try again soon.',
} as const;
