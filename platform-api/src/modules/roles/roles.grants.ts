import { and, eq, sql } from 'drizzle-orm';
import type { AuthState } from '../../kit/auth/index.js';
import { perDatabase, type Database } from '../../kit/db/index.js';
import type { OperationGrants } from '../../kit/graphql/operations.js';
import { principalRoles } from '../people/index.js';
import { roleOperations, roleSettings } from './roles.tables.js';

/** The operations a set of roles grants through its active roles: one prepared statement per database. */
const grantedStatement = perDatabase((db: Database) =>
  db
    .select({ operations: sql<string[]>`coalesce(array_agg(distinct ${roleOperations.operation}::text), '{}')` })
    .from(roleOperations)
    .innerJoin(roleSettings, eq(roleSettings.role, roleOperations.role))
    .where(and(eq(roleSettings.active, true), sql`${roleOperations.role} = any(${sql.placeholder('roles')}::text[])`))
    .prepare('role_granted_operations'),
);

/**
 * Whether a person still holds an active role granting the operation now; while impersonating, only roles the
 * impersonator holds too count (ADR 0007). Asked on each event of an open subscription.
 */
const stillGrantedStatement = perDatabase((db: Database) =>
  db
    .select({ role: principalRoles.role })
    .from(principalRoles)
    .innerJoin(roleSettings, and(eq(roleSettings.role, principalRoles.role), eq(roleSettings.active, true)))
    .innerJoin(
      roleOperations,
      and(eq(roleOperations.role, principalRoles.role), eq(roleOperations.operation, sql.placeholder('operation'))),
    )
    .where(
      and(
        eq(principalRoles.principalId, sql.placeholder('viewer')),
        sql`(${sql.placeholder('actor')}::text = ${sql.placeholder('viewer')}::text or exists (select 1 from ${principalRoles} as actor_roles where actor_roles.principal_id = ${sql.placeholder('actor')}::text and actor_roles.role = ${principalRoles.role}))`,
      ),
    )
    .limit(1)
    .prepare('role_operation_still_granted'),
);

export async function operationsGrantedTo(db: Database, roles: readonly string[]): Promise<Set<string>> {
  if (roles.length === 0) return new Set();
  const [row] = await grantedStatement(db).execute({ roles: [...roles] });
  return new Set(row?.operations ?? []);
}

/** The request's grants (kit/context.ts): the viewer's roles are those authentication read, so one read at most. */
export function createOperationGrants(db: Database, auth: AuthState): OperationGrants {
  let granted: Promise<ReadonlySet<string>> | undefined;
  return {
    granted: () => (granted ??= operationsGrantedTo(db, auth.viewer?.roles ?? [])),
    async stillGranted(operation) {
      const viewer = auth.viewer;
      if (!viewer) return false;
      const actor = auth.actor ?? viewer;
      const rows = await stillGrantedStatement(db).execute({ operation, viewer: viewer.principalId, actor: actor.principalId });
      return rows.length > 0;
    },
  };
}
