import { VERIFIER_ROLES } from '@work/shared-contracts/roles';
import { principalIdOf } from '../../modules/people/people.rules.js';
import { viewerClientId, type PlatformAuthScopes } from './auth-scopes.js';
import type { GraphQLContext } from './builder.js';

/**
 * Who may read which field: the one declarative place (ADR 0005). Every object type of the schema carries a rule, on
 * the type or on each field; the fields of people and money carry their own. The rules are Pothos scope-auth scope
 * maps, so a new resolver returning a Croudie, a User or a money field cannot forget them: they run before the field
 * resolves, whatever path reached it.
 *
 * A rule fails in one of two ways, chosen per field and stated in its helper:
 * - `hidden(rule)`: the field resolves null (the field is nullable). A sensitive detail of a record the caller may see.
 * - `guarded(rule)` / `typeRule(rule)`: FORBIDDEN. The caller may not see the record at all (non-null identity fields).
 */

/** A scope map in this platform's scopes, with scope-auth's $any / $all / $granted. */
export type ScopeMap = { [K in keyof PlatformAuthScopes]?: PlatformAuthScopes[K] } & {
  $any?: ScopeMap;
  $all?: ScopeMap;
  $granted?: string;
};

export interface AuthRule<Parent> {
  /** Stable name: field extensions carry it (`authRule`), the matrix test and the ADR table use it. */
  readonly name: string;
  readonly scopes: (parent: Parent, ctx: GraphQLContext) => ScopeMap | boolean;
  /**
   * The rule's one scope map when it does not depend on the record (signed in, staff): scope-auth then evaluates it
   * once per request instead of once per record, which matters on every field of a list's rows.
   */
  readonly constant?: ScopeMap;
}

const rule = <Parent>(name: string, scopes: (parent: Parent, ctx: GraphQLContext) => ScopeMap | boolean): AuthRule<Parent> => ({
  name,
  scopes,
});

/** A rule whose answer does not depend on the record: the same scope map for every record. */
const constantRule = (name: string, map: ScopeMap): AuthRule<unknown> => ({ name, scopes: () => map, constant: map });

/** Money: hourly rates, earnings, costs (staff-and-admin.md §2 payment centre and croudie search list, §6 roles). */
export const MONEY_ROLES = ['finance', 'finance_admin', 'network_admin'] as const;
/** Invoices (staff-and-admin.md §2 payment centre): finance reads and settles every croudie's (ADR 0266). */
export const INVOICE_ROLES = ['finance', 'finance_admin'] as const;
/** Task credentials and their backup codes (staff-and-admin.md §3 task credential admin). */
export const CREDENTIAL_ROLES = ['task_cred_admin'] as const;
/** The croudie profile under verification (staff-and-admin.md §4 pending checklist): one list with the front ends. */
export { VERIFIER_ROLES };

/**
 * Scopes a field grants to the record it returns ($granted), because of how the record was reached: the people on a
 * task are visible to the task's parties although they are not the viewer's own records.
 */
export const GRANT = {
  /** The viewer is a client user of the client of the task the person was reached through. */
  taskParty: 'taskParty',
  /** The viewer is the job owner or reviewer of the task the record was reached through. */
  taskManager: 'taskManager',
} as const;

/** A croudie's own record, or a part of it that names its croudie. */
type CroudiePart = { id: number } | { croudieId: number };
const croudieOf = (p: CroudiePart) => ('croudieId' in p ? p.croudieId : p.id);

const croudie = (id: number | null) => (id === null ? null : principalIdOf('CROUDIE', id));
const user = (id: number | null) => (id === null ? null : principalIdOf('USER', id));

interface TaskLike {
  clientId: number;
  croudieId: number | null;
  ownerId: number;
  reviewerId: number | null;
}

export const RULES = {
  /** Anyone, signed in or not (what a public mutation answers). */
  public: constantRule('public', { public: true }),
  /** Any signed-in caller the parent field returned the record to: the parent's resolver decides who gets it. */
  signedIn: constantRule('signedIn', { signedIn: true }),
  /** Staff only. */
  staff: constantRule('staff', { staff: true }),
  /** The signed-in person's own record. */
  me: rule<{ viewer: { principalId: string } }>('me', (me) => ({ self: me.viewer.principalId })),

  /** That the croudie exists and their name: themselves, staff, the task's parties (client users of its client). */
  croudieRecord: rule<{ id: number }>('croudie.record', (c) => ({ self: croudie(c.id)!, staff: true, $granted: GRANT.taskParty })),
  /** Contact, status, roles, location, profile, invoicing status: themselves and staff. */
  croudiePrivate: rule<CroudiePart>('croudie.private', (c) => ({ self: croudie(croudieOf(c))!, staff: true })),
  /** Hourly rate: themselves, money roles, and the job owner or reviewer of a task they are on. */
  /** Only the croudie themselves (their 2-step verification); impersonation is refused by the resolver (§5). */
  croudieOwnAccount: rule<CroudiePart>('croudie.ownAccount', (c) => ({ self: croudie(croudieOf(c))! })),
  /** Staff only, never the croudie: private soft-skills feedback, the Network Admin tab's notes (§3 Feedback). */
  croudieStaffView: rule<CroudiePart>('croudie.staffView', () => ({ staff: true })),
  croudieRate: rule<{ id: number }>('croudie.rate', (c) => ({ self: croudie(c.id)!, staffRole: MONEY_ROLES, $granted: GRANT.taskManager })),
  /** Earnings (outstanding work log amounts): themselves and money roles. */
  croudieEarnings: rule<CroudiePart>('croudie.earnings', (c) => ({ self: croudie(croudieOf(c))!, staffRole: MONEY_ROLES })),

  /**
   * That the staff member exists and their name: themselves, staff, croudies (job owners' names are on every task a
   * croudie sees, and stay on the task view after the croudie declines or relinquishes it), client users of the task's
   * client.
   */
  userRecord: rule<{ id: number }>('user.record', (u) => ({ self: user(u.id)!, staff: true, croudie: true, $granted: GRANT.taskParty })),
  /** Contact, status, roles, location: themselves and staff. */
  userPrivate: rule<{ id: number }>('user.private', (u) => ({ self: user(u.id)!, staff: true })),

  /** A task's cost: its croudie, its job owner and reviewer, money roles. Never client users. */
  taskCost: rule<TaskLike>('task.cost', (task) => ({
    self: [croudie(task.croudieId), user(task.ownerId), user(task.reviewerId)],
    staffRole: MONEY_ROLES,
  })),
  /** The croudie's saved or submitted work: its croudie and staff. */
  taskWork: rule<TaskLike>('task.work', (task) => ({ self: [croudie(task.croudieId)], staff: true })),

  /** A work log's details: its croudie and staff. */
  workLogDetail: rule<{ croudieId: number }>('workLog.detail', (log) => ({ self: croudie(log.croudieId)!, staff: true })),
  /** What a work log pays: its croudie, money roles, the job owner or reviewer of its task. */
  workLogMoney: rule<{ croudieId: number }>('workLog.money', (log) => ({
    self: croudie(log.croudieId)!,
    staffRole: MONEY_ROLES,
    $granted: GRANT.taskManager,
  })),

  /** An invoice and everything on it: its croudie and finance (anyone else is told it does not exist). */
  invoice: rule<{ croudieId: number }>('invoice', (i) => ({ self: croudie(i.croudieId)!, staffRole: INVOICE_ROLES })),

  /** The onboarding checklist, profile and billing address: the croudie and the staff who verify croudies. */
  onboardingProfile: rule<{ croudieId: number } | { croudie: { id: number } }>('onboarding.profile', (p) => ({
    self: croudie('croudieId' in p ? p.croudieId : p.croudie.id)!,
    staffRole: VERIFIER_ROLES,
  })),

  /** A provisioned credential session (its password): the person holding it and credential administrators. */
  credentialSession: rule<{ session: { principalId: string } }>('credential.session', (s) => ({
    self: s.session.principalId,
    staffRole: CREDENTIAL_ROLES,
  })),
  /** A backup code: the person who asked for it and credential administrators. */
  backupCode: rule<{ actorPrincipalId: string }>('credential.backupCode', (c) => ({
    self: c.actorPrincipalId,
    staffRole: CREDENTIAL_ROLES,
  })),
} as const;

/** Field options: denied → FORBIDDEN (the record is not the caller's to see). */
export function guarded<Parent>(authRule: AuthRule<Parent>) {
  return {
    authScopes: authRule.constant ?? ((parent: Parent, _args: unknown, ctx: GraphQLContext) => authRule.scopes(parent, ctx)),
    extensions: { authRule: authRule.name },
  };
}

/** Field options: denied → null, without an error (the field must be nullable). */
export function hidden<Parent>(authRule: AuthRule<Parent>) {
  return { ...guarded(authRule), unauthorizedResolver: () => null };
}

/** Type options: the rule of every field without its own; denied → FORBIDDEN. */
export function typeRule<Parent>(authRule: AuthRule<Parent>) {
  return {
    authScopes: authRule.constant ?? ((parent: Parent, ctx: GraphQLContext) => authRule.scopes(parent, ctx)),
    extensions: { authRule: authRule.name },
  };
}

const NO_GRANTS: readonly string[] = Object.freeze([]);

/**
 * What a field returning a task's person grants to that person's fields. Answered at once unless the viewer is a
 * client user (whose client is looked up): on a list, a promise per row costs more than the rule.
 */
export function taskPartyGrants(task: TaskLike, ctx: GraphQLContext): readonly string[] | Promise<readonly string[]> {
  const viewer = ctx.auth.viewer;
  if (!viewer) return NO_GRANTS;
  if (viewer.kind === 'CLIENT_USER')
    return viewerClientId(ctx).then((clientId) => (clientId === task.clientId ? [GRANT.taskParty] : NO_GRANTS));
  if (viewer.kind === 'USER' && (task.ownerId === viewer.id || task.reviewerId === viewer.id)) return [GRANT.taskManager];
  return NO_GRANTS;
}
