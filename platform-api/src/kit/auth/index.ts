import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { forbidden, PlatformError, unauthenticated } from '../errors.js';
import type { Logger } from '../logger.js';
import { statusEndsAccess } from './access.js';
import { impersonationAudit } from './auth.tables.js';

export { ACCESS_ENDING_STATUSES, SOCKET_CLOSE, statusEndsAccess } from './access.js';

export type Tenant = 'network' | 'control' | 'client';
export type PrincipalKind = 'USER' | 'CROUDIE' | 'CLIENT_USER';

/** What the identity module's verifyAccessToken answers. */
export interface VerifiedToken {
  sub: string;
  tenant: string;
  roles: string[];
  email?: string;
  /** The account's session version when the token was issued (claim `sv`); absent for tokens of an external issuer. */
  sessionVersion?: number;
}
export type VerifyAccessToken = (token: string) => Promise<VerifiedToken>;

export interface PersonRecord {
  principalId: string;
  kind: PrincipalKind;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
}

/** How auth finds people and their roles; the people module implements it with per-request DataLoaders. */
export interface PrincipalDirectory {
  person(principalId: string): Promise<PersonRecord | null>;
  roles(principalId: string): Promise<string[]>;
  /**
   * The person, their roles and their account's session version (null: no account) in one read: what authenticating
   * every request needs.
   */
  signedIn(principalId: string): Promise<{ person: PersonRecord; roles: string[]; sessionVersion: number | null } | null>;
}

export interface Viewer {
  principalId: string;
  kind: PrincipalKind;
  /** Row id in the person's table. */
  id: number;
  tenant: Tenant;
  /** Read from the database on every request, so a role change takes effect at once. */
  roles: string[];
  person: PersonRecord;
}

export interface AuthState {
  /** Whom the request acts as: the impersonated person while impersonating, else the caller. */
  viewer: Viewer | null;
  /** The signed-in caller. */
  actor: Viewer | null;
  impersonating: boolean;
  /** Why there is no viewer although credentials were sent (bad token, refused impersonation). */
  error: PlatformError | null;
}

export const ANONYMOUS: AuthState = { viewer: null, actor: null, impersonating: false, error: null };

export const TENANT_OF_KIND: Record<PrincipalKind, Tenant> = {
  USER: 'control',
  CROUDIE: 'network',
  CLIENT_USER: 'client',
};

const KIND_OF_PREFIX: [string, PrincipalKind][] = [
  ['user-service:users:', 'USER'],
  ['croudie-network:croudies:', 'CROUDIE'],
  ['client-portal:client-users:', 'CLIENT_USER'],
];

export function kindOfPrincipal(principalId: string): PrincipalKind | null {
  for (const [prefix, kind] of KIND_OF_PREFIX) if (principalId.startsWith(prefix)) return kind;
  return null;
}

/**
 * Who may impersonate whom (staff-and-admin.md §4): agency users need impersonate or hr_user, croudies need
 * impersonate or network_admin; nobody may impersonate client users.
 */
export function impersonationRolesFor(targetPrincipalId: string): readonly string[] {
  switch (kindOfPrincipal(targetPrincipalId)) {
    case 'USER':
      return ['impersonate', 'hr_user'];
    case 'CROUDIE':
      return ['impersonate', 'network_admin'];
    default:
      return [];
  }
}

export function mayImpersonate(actorRoles: readonly string[], targetPrincipalId: string): boolean {
  const allowed = impersonationRolesFor(targetPrincipalId);
  return actorRoles.some((role) => allowed.includes(role));
}

/**
 * The staff roles someone may exercise while impersonating an agency user: the impersonated person's roles, but only
 * those the impersonator holds as themselves (ADR 0007). hr_user sees a colleague's app as they see it, yet never
 * gains finance, admin or impersonate powers through them. A croudie's roles are a croudie's (another tenant's
 * family, no staff power in them), so they stay whole.
 */
export function impersonatedRoles(actorRoles: readonly string[], target: Pick<Viewer, 'kind' | 'roles'>): string[] {
  if (target.kind !== 'USER') return [...target.roles];
  return target.roles.filter((role) => actorRoles.includes(role));
}

export interface AuthenticateInput {
  authorization?: string | null;
  impersonatePrincipal?: string | null;
  /** Written to the impersonation audit (GraphQL operation name or REST method + path). */
  operation: string;
}

export interface AuthDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  verifyAccessToken: VerifyAccessToken;
  directory: PrincipalDirectory;
}

/** What decides whether a signed-in session still holds: the person's status and the account's session version. */
export interface SessionDeps {
  directory: PrincipalDirectory;
  /** The account's current session version (AccountsPort.sessionVersion); null: no such account. */
  sessionVersion: (principalId: string) => Promise<number | null>;
}

/**
 * Why this person's session no longer holds, or null while it does: a status that ends access, or a session version
 * that moved on since the token was issued (sign-out, password change, status change). Tokens without a version (an
 * external issuer's) are checked on the status only.
 */
export async function sessionEndReason(
  person: PersonRecord,
  tokenSessionVersion: number | undefined,
  deps: SessionDeps,
): Promise<string | null> {
  const current = tokenSessionVersion === undefined ? undefined : await deps.sessionVersion(person.principalId);
  return sessionEndReasonGiven(person, tokenSessionVersion, current);
}

/** sessionEndReason with the account's current session version already read (undefined: not needed). */
function sessionEndReasonGiven(
  person: PersonRecord,
  tokenSessionVersion: number | undefined,
  current: number | null | undefined,
): string | null {
  if (statusEndsAccess(person.status)) return `Your account is ${person.status}`;
  if (tokenSessionVersion === undefined) return null;
  if (current !== tokenSessionVersion) return 'Your session has ended. Please sign in again';
  return null;
}

/**
 * Re-checks a session already authenticated (each subscription event): whose session has ended — the caller's (status,
 * session version) or that of the person they impersonate (status) — or null while both hold. Reads fresh rows (the
 * directory must not cache across events).
 */
export async function endedSessionOf(
  session: { actorPrincipalId: string; viewerPrincipalId: string; tokenSessionVersion?: number },
  deps: SessionDeps,
): Promise<'actor' | 'viewer' | null> {
  const actor = await deps.directory.person(session.actorPrincipalId);
  if (!actor || (await sessionEndReason(actor, session.tokenSessionVersion, deps))) return 'actor';
  if (session.viewerPrincipalId === session.actorPrincipalId) return null;
  const viewer = await deps.directory.person(session.viewerPrincipalId);
  return viewer === null || statusEndsAccess(viewer.status) ? 'viewer' : null;
}

async function viewerFor(
  directory: PrincipalDirectory,
  principalId: string,
  tenant?: Tenant,
): Promise<{ viewer: Viewer; sessionVersion: number | null } | null> {
  const found = await directory.signedIn(principalId);
  if (!found) return null;
  const { person, roles, sessionVersion } = found;
  return {
    viewer: { principalId, kind: person.kind, id: person.id, tenant: tenant ?? TENANT_OF_KIND[person.kind], roles, person },
    sessionVersion,
  };
}

/** The token of an `Authorization: Bearer <token>` value (HTTP header or websocket connectionParams), else null. */
export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/** Resolves the caller (and the impersonated person) of one request; never throws, errors surface via guards. */
export async function authenticate(input: AuthenticateInput, deps: AuthDeps): Promise<AuthState> {
  if (!input.authorization) {
    if (input.impersonatePrincipal) return { ...ANONYMOUS, error: unauthenticated() };
    return ANONYMOUS;
  }
  const token = bearerToken(input.authorization);
  if (!token) return { ...ANONYMOUS, error: unauthenticated("The Authorization header must be 'Bearer <token>'") };

  let verified: VerifiedToken;
  try {
    verified = await deps.verifyAccessToken(token);
  } catch {
    return { ...ANONYMOUS, error: unauthenticated('The access token is invalid or has expired') };
  }
  const tokenTenant = (['network', 'control', 'client'] as const).find((t) => t === verified.tenant);
  // A JWT cannot be revoked: the status and the session version decide on every request, read with the person.
  const signedIn = await viewerFor(deps.directory, verified.sub, tokenTenant);
  if (!signedIn) return { ...ANONYMOUS, error: unauthenticated('The signed-in account no longer exists') };
  const actor = signedIn.viewer;
  const ended = sessionEndReasonGiven(actor.person, verified.sessionVersion, signedIn.sessionVersion);
  if (ended) return { ...ANONYMOUS, error: unauthenticated(ended) };

  const target = input.impersonatePrincipal?.trim();
  if (!target || target === actor.principalId) {
    return { viewer: actor, actor, impersonating: false, error: null };
  }
  if (!mayImpersonate(actor.roles, target)) {
    deps.logger.warn({ actor: actor.principalId, target }, 'impersonation refused');
    return { viewer: null, actor, impersonating: false, error: forbidden('You are not allowed to impersonate this person') };
  }
  const viewer = (await viewerFor(deps.directory, target))?.viewer;
  if (!viewer) {
    return { viewer: null, actor, impersonating: false, error: new PlatformError('NOT_FOUND', 'Impersonated person not found') };
  }
  // Acting as someone who has lost access would let their blocked account act again.
  if (statusEndsAccess(viewer.person.status)) {
    return {
      viewer: null,
      actor,
      impersonating: false,
      error: forbidden(`This person's account is ${viewer.person.status}: they cannot be impersonated`),
    };
  }
  await deps.db.insert(impersonationAudit).values({
    actorPrincipalId: actor.principalId,
    targetPrincipalId: target,
    operation: input.operation.slice(0, 200),
    at: deps.clock.now(),
  });
  return { viewer: { ...viewer, roles: impersonatedRoles(actor.roles, viewer) }, actor, impersonating: true, error: null };
}

/** Guard: a signed-in viewer, else UNAUTHENTICATED (or the reason credentials were refused). */
export function requireSignedIn(auth: AuthState): Viewer {
  if (auth.viewer) return auth.viewer;
  throw auth.error ?? unauthenticated();
}

/** Guard: the viewer holds at least one of `roles`, else FORBIDDEN. */
export function requireRoles(auth: AuthState, ...roles: string[]): Viewer {
  const viewer = requireSignedIn(auth);
  if (!roles.some((role) => viewer.roles.includes(role))) throw forbidden();
  return viewer;
}

/** Guard: the viewer belongs to one of `tenants`, else FORBIDDEN. */
export function requireTenant(auth: AuthState, ...tenants: Tenant[]): Viewer {
  const viewer = requireSignedIn(auth);
  if (!tenants.includes(viewer.tenant)) throw forbidden();
  return viewer;
}

/** Guard: the viewer is this kind of person (staff, croudie or client user), else FORBIDDEN. */
export function requireKind(auth: AuthState, ...kinds: PrincipalKind[]): Viewer {
  const viewer = requireSignedIn(auth);
  if (!kinds.includes(viewer.kind)) throw forbidden();
  return viewer;
}
