/**
 * The words mfe-payments shows, in British English. They ship inside this remote's bundle, so a publish of
 * mfe-payments alone brings new or changed words (ADR 0243). Every key starts with `payments.`. `{name}` marks a
 * parameter filled in by t().
 */
export const en = {
  'payments.title': 'Payment centre',

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
