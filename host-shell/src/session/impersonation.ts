import { TENANTS, type Tenant } from '@work/shared-contracts';
import { tabStorage } from '../app/browserStorage';

/**
 * Impersonation (staff-and-admin.md §4, shell-and-freelancer.md §2). Started from a URL on the staff member's own app:
 *
 *   /impersonate?principal=user-service:users:{id}          agency user: stored in this tab, reload at /
 *   /impersonate?principal=croudie-network:croudies:{id}    croudie: the network app's /impersonate opens in a new
 *                                                           window; after 3 s this tab posts the principal id, status and
 *                                                           the session id to it; it stores them and reloads at /, then
 *                                                           asks this tab for access tokens (impersonationTokens.ts)
 *
 * While the principal is stored every API call carries X-Impersonate-Principal (and the websocket its connectionParams);
 * the server checks the roles and audits each call.
 */
export const IMPERSONATE_KEY = 'impersonate-principal';
export const IMPERSONATE_MESSAGE = 'work-platform:impersonate';
export const POST_DELAY_MS = 3000;
/** The session entries handed to the new window: only the session id. Tokens are never handed over in storage; the
 * window asks its opener for an access token when it needs one (ADR 0053). */
export const HANDED_OVER_KEYS = ['session-id'] as const;

export interface ImpersonateMessage {
  type: typeof IMPERSONATE_MESSAGE;
  principalId: string;
  status: string;
  entries: Record<string, string>;
}

export type PrincipalKind = 'USER' | 'CROUDIE' | 'CLIENT_USER';

export function kindOfPrincipal(principalId: string): PrincipalKind | null {
  if (/^user-service:users:\d+$/.test(principalId)) return 'USER';
  if (/^croudie-network:croudies:\d+$/.test(principalId)) return 'CROUDIE';
  if (/^client-portal:client-users:\d+$/.test(principalId)) return 'CLIENT_USER';
  return null;
}

/** The app a principal's person uses. */
export function tenantOfPrincipal(principalId: string): Tenant | null {
  const kind = kindOfPrincipal(principalId);
  return kind === 'USER' ? 'control' : kind === 'CROUDIE' ? 'network' : kind === 'CLIENT_USER' ? 'client' : null;
}

/** http://control.localhost:8080 → http://network.localhost:8080 (the tenant is the first label of the host). */
export function tenantOrigin(current: { protocol: string; host: string }, tenant: Tenant): string {
  const [first, ...rest] = current.host.split('.');
  const base = first && (TENANTS as readonly string[]).includes(first) ? rest.join('.') : current.host;
  return `${current.protocol}//${tenant}.${base}`;
}

/** Where stopping goes: /employee/{id} for a user principal; null = close the window (a croudie's separate window). */
export function stopTarget(principalId: string): string | null {
  const match = /^user-service:users:(\d+)$/.exec(principalId);
  return match ? `/employee/${match[1]}` : null;
}

export function storedPrincipal(storage: Storage = tabStorage): string | null {
  return storage.getItem(IMPERSONATE_KEY);
}

export function storePrincipal(principalId: string | null, storage: Storage = tabStorage): void {
  if (principalId) storage.setItem(IMPERSONATE_KEY, principalId);
  else storage.removeItem(IMPERSONATE_KEY);
}

export function handOverEntries(storage: Storage = tabStorage): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const key of HANDED_OVER_KEYS) {
    const value = storage.getItem(key);
    if (value !== null) entries[key] = value;
  }
  return entries;
}

/** Accepts a hand-over message only from an app of the same platform (same base domain and port) and in shape. */
export function acceptHandOver(data: unknown, origin: string, here: { protocol: string; host: string }): ImpersonateMessage | null {
  const allowed = TENANTS.map((tenant) => tenantOrigin(here, tenant));
  if (!allowed.includes(origin)) return null;
  if (!data || typeof data !== 'object') return null;
  const m = data as Partial<ImpersonateMessage>;
  if (m.type !== IMPERSONATE_MESSAGE || typeof m.principalId !== 'string' || !kindOfPrincipal(m.principalId)) return null;
  if (!m.entries || typeof m.entries !== 'object') return null;
  const entries: Record<string, string> = {};
  for (const key of HANDED_OVER_KEYS) {
    const value = (m.entries as Record<string, unknown>)[key];
    if (typeof value === 'string') entries[key] = value;
  }
  return { type: IMPERSONATE_MESSAGE, principalId: m.principalId, status: String(m.status ?? ''), entries };
}
