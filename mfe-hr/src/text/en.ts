/**
 * The words mfe-hr shows, in British English. They ship inside this remote's bundle, so a publish of mfe-hr alone
 * brings new or changed words (ADR 0243). Every key starts with `hr.`. `{name}` marks a parameter filled in by t().
 */
export const en = {
  'hr.employee.title': 'Employee',
  'hr.myProfile.title': 'My profile',
  'hr.payment.title': 'Update bank details',
  'hr.payment.loading': 'Loading your bank details…',
  'hr.payment.loadFailed': 'Unable to load your bank details. Please try again soon.',
  'hr.payment.retry': 'Try again',
  'hr.payment.needsUpdating': 'Your payment details need updating before you can be paid.',
  'hr.payment.missing': 'Missing: {fields}',
  'hr.payment.saved': 'Record has been successfully updated',
} as const;
