/**
 * The words mfe-hr shows, in British English. They ship inside this remote's bundle, so a publish of mfe-hr alone
 * brings new or changed words (ADR 0243). Every key starts with `hr.`. `{name}` marks a parameter filled in by t().
 */
export const en = {
  'hr.employee.title': 'Employee',
  'hr.myProfile.title': 'My profile',
} as const;
