import type { BackupCode, CredentialCounts } from './taskCredit.query';

/** Staff role that sees backup codes and is pushed new ones (the API enforces it too). */
export const CRED_ADMIN_ROLE = 'task_cred_admin';
/** The panel shows as many codes as the API lists. */
export const CODES_SHOWN = 10;

/** Platforms the client has credentials on, in the API's platform order. */
export function platformsWithCredentials(rows: readonly CredentialCounts[]): CredentialCounts[] {
  return rows.filter((r) => r.total > 0);
}

/** Codes listed on open merged with those pushed since: newest first, each once, at most CODES_SHOWN. */
export function mergeCodes(listed: readonly BackupCode[], pushed: readonly BackupCode[]): BackupCode[] {
  const seen = new Set<string>();
  const all = [...pushed, ...listed].filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
  return all.slice(0, CODES_SHOWN);
}
