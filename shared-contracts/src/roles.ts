export const CROUDIE_ROLES = ['croudie-pending', 'croudie-active', 'croudie-inactive'] as const;
export type CroudieRole = (typeof CROUDIE_ROLES)[number];

export const STAFF_ROLES = [
  'impersonate',
  'tech',
  'finance',
  'finance_admin',
  'fte_core',
  'forecasting',
  'academy',
  'network_admin',
  'job_user',
  'hr_user',
  'task_cred_admin',
  'operations',
  'forecast_admin',
  'croudie_verifier',
  'client_admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff who change settings such as reference data and public holidays by default (ADR 0221; roles can change it). */
export const SETTINGS_ADMIN_ROLES = ['tech', 'hr_user'] as const satisfies readonly StaffRole[];

/** Staff who change roles (their settings, users and operations) by default (ADR 0257; roles can change it). */
/** Staff who verify croudies: the pending checklist, deadlines, verifications, badges and qualifications (§4, §6). */
export const VERIFIER_ROLES = ['croudie_verifier', 'network_admin'] as const satisfies readonly StaffRole[];

export const ROLE_ADMIN_ROLES = ['tech'] as const satisfies readonly StaffRole[];

/** Only active and inactive croudies invoice (banners and the earnings chip key off this). */
export const INVOICABLE_ROLES: readonly CroudieRole[] = ['croudie-active', 'croudie-inactive'];

/** Tokens carry roles joined with `|`. */
export function parseRoleClaim(claim: string | undefined | null): string[] {
  return (claim ?? '')
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** A list of required roles passes when it is empty or overlaps the user's roles. */
export function hasSomeRole(userRoles: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((r) => userRoles.includes(r));
}

export function isInvoicable(userRoles: readonly string[]): boolean {
  return hasSomeRole(userRoles, INVOICABLE_ROLES);
}

export function isPendingCroudie(userRoles: readonly string[]): boolean {
  return userRoles.includes('croudie-pending');
}
