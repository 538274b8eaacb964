/**
 * The words mfe-admin-settings shows, in British English. They ship inside this remote's bundle, so a publish of mfe-admin-settings alone
 * brings new or changed words (ADR 0243). Every key starts with `settings.`. `{name}` marks a parameter filled in
 * by t().
 */
export const en = {
  'settings.title': 'Settings',
} as const;
