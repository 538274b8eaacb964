import { STAFF_ROLES, type StaffRole } from '@work/shared-contracts';
import type { GraphQLSchema } from 'graphql';
import type { AuthState } from '../auth/index.js';
import type { Database } from '../db/index.js';

/**
 * Which staff roles may call a root field (a GraphQL operation, staff-and-admin.md §2 settings › roles) until an
 * administrator changes it in settings. The defaults are declared beside the field; the roles' stored operations are
 * what the API enforces (ADR 0257). A root field without a declaration defaults to every staff role, which keeps the
 * rules that existed before operations became administrable.
 */
export type OperationDefault = 'ALL_STAFF' | readonly StaffRole[];

export const OPERATION_ROLES_EXTENSION = 'operationRoles';

/** Field options: the staff roles that may call this root field by default. */
export function operationRoles(defaults: OperationDefault) {
  return { extensions: { [OPERATION_ROLES_EXTENSION]: defaults } };
}

/**
 * Operations every signed-in session needs, whatever its roles: the shell's sign-in (me, featureFlags, signedIn), its
 * clock and metrics, the notification bell and the session pushes. They are always allowed, never stored per role and
 * not offered in settings, so no administrator can lock a staff member out of the shell itself. Introspection
 * meta-fields (__typename, __type, __schema) are not root fields of the schema: the gate never sees them.
 */
export const ESSENTIAL_OPERATIONS: ReadonlySet<string> = new Set([
  'me',
  'platformNow',
  'featureFlags',
  'signedIn',
  'recordMetric',
  'myNotifications',
  'readMyNotification',
  'readAllMyNotifications',
  'newNotification',
  'forceSignOut',
  'rolesUpdated',
]);

export const OPERATION_KINDS = ['QUERY', 'MUTATION', 'SUBSCRIPTION'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

const KIND_OF_ROOT: Record<string, OperationKind> = { Query: 'QUERY', Mutation: 'MUTATION', Subscription: 'SUBSCRIPTION' };

/** The operation kind of a root type's name (Query, Mutation, Subscription), else null. */
export const operationKindOf = (typeName: string): OperationKind | null => KIND_OF_ROOT[typeName] ?? null;

/** One root field of the schema as settings administer it. */
export interface OperationInfo {
  name: string;
  kind: OperationKind;
  description: string;
  /** The staff roles its declaration (or ALL_STAFF) grants by default. */
  defaultRoles: readonly StaffRole[];
  essential: boolean;
}

/** The staff roles a declaration names. */
export function rolesOfDefault(declared: unknown): readonly StaffRole[] {
  if (declared === undefined || declared === 'ALL_STAFF') return STAFF_ROLES;
  if (!Array.isArray(declared)) throw new Error(`operationRoles must be 'ALL_STAFF' or a list of staff roles, not ${String(declared)}`);
  const unknown = declared.filter((role) => !(STAFF_ROLES as readonly unknown[]).includes(role));
  if (unknown.length) throw new Error(`operationRoles names roles that are not staff roles: ${unknown.join(', ')}`);
  return STAFF_ROLES.filter((role) => declared.includes(role));
}

/**
 * Every root field of the schema with its declared default, by name. An operation is named by its field alone, so a
 * name used by two root types could not be told apart in settings: that is a build error.
 */
export function operationCatalogue(schema: GraphQLSchema): OperationInfo[] {
  const out: OperationInfo[] = [];
  const seen = new Map<string, OperationKind>();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    const kind = operationKindOf(root.name)!;
    for (const field of Object.values(root.getFields())) {
      const other = seen.get(field.name);
      if (other) throw new Error(`Root field ${field.name} is both a ${other} and a ${kind}: operations are named by field`);
      seen.set(field.name, kind);
      out.push({
        name: field.name,
        kind,
        description: field.description ?? '',
        defaultRoles: rolesOfDefault(field.extensions?.[OPERATION_ROLES_EXTENSION]),
        essential: ESSENTIAL_OPERATIONS.has(field.name),
      });
    }
  }
  return out;
}

/**
 * Whom the gate checks: staff (the viewer while impersonating a colleague, with the roles ADR 0007 leaves them).
 * Croudies and client users are not staff: what they may call is decided by their kind in each resolver and by the
 * field rules (ADR 0005); staff roles mean nothing for them.
 */
export const gateApplies = (viewer: { kind: string } | null | undefined, operation: string): boolean =>
  viewer?.kind === 'USER' && !ESSENTIAL_OPERATIONS.has(operation);

/** The gate's decision: may a caller whose roles grant `granted` call `operation`? */
export function mayCallOperation(viewer: { kind: string } | null | undefined, operation: string, granted: ReadonlySet<string>): boolean {
  return !gateApplies(viewer, operation) || granted.has(operation);
}

/** What the roles' stored operations answer the gate (the roles module implements it, one per request). */
export interface OperationGrants {
  /** The operations the viewer's active roles grant; read at most once per request. */
  granted(): Promise<ReadonlySet<string>>;
  /**
   * Read afresh (each event of an open subscription): whether `operation` is still granted to the request's viewer
   * through roles they (and, while impersonating, their impersonator) hold now.
   */
  stillGranted(operation: string): Promise<boolean>;
}

/** Makes a request's grants from its authentication (the roles module's createOperationGrants). */
export type OperationGrantsFactory = (db: Database, auth: AuthState) => OperationGrants;

/** The gate's refusal, naming the operation. */
export const operationRefusalMessage = (kind: OperationKind, operation: string) =>
  `Your roles do not allow the ${kind.toLowerCase()} ${operation}`;
