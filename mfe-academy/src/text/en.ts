/**
 * The words mfe-academy shows, in British English. They ship inside this remote's bundle, so a publish of mfe-academy alone
 * brings new or changed words (ADR 0243). Every key starts with `academy.`. `{name}` marks a parameter filled in
 * by t().
 */
export const en = {
  'academy.title': 'Academy',
} as const;
