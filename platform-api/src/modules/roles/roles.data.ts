import { and, asc, count, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@work/shared-contracts';
import type { Database } from '../../kit/db/index.js';
import type { OperationInfo } from '../../kit/graphql/operations.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { agencyUsers, principalIdOf, principalRoles, type AgencyUserRow } from '../people/index.js';
import { ROLE_ADMIN_OPERATION, ROLE_DEFAULTS } from './roles.rules.js';
import { knownOperations, roleOperations, roleSettings } from './roles.tables.js';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A staff member's principal id is this prefix and their agency_users id. */
const USER_PREFIX = principalIdOf('USER', '');
const heldByStaff = sql`${principalRoles.principalId} = ${USER_PREFIX} || ${agencyUsers.id}`;

export type RoleSettingsRow = typeof roleSettings.$inferSelect & { role: StaffRole; operations: string[]; userCount: number };

// Subqueries with their own aliases, and the outer role qualified by hand: drizzle leaves a single-table select's
// columns unqualified, and "role" = "role" would compare the subquery's table with itself.
const outerRole = sql`${sql.identifier(getTableName(roleSettings))}.${sql.identifier(roleSettings.role.name)}`;
const userCount = sql<number>`(select count(*)::int from ${principalRoles} as held join ${agencyUsers} as staff on held.principal_id = ${USER_PREFIX} || staff.id where held.role = ${outerRole})`;
const operations = sql<
  string[]
>`coalesce((select array_agg(granted.operation::text order by granted.operation) from ${roleOperations} as granted where granted.role = ${outerRole}), '{}')`;

/** Every role with its operations and how many staff members hold it (fifteen rows at most). */
export async function listRoleSettings(db: Database, roles?: readonly StaffRole[]): Promise<RoleSettingsRow[]> {
  const rows = await db
    .select({ ...getTableColumns(roleSettings), userCount, operations })
    .from(roleSettings)
    .where(roles ? inArray(roleSettings.role, [...roles]) : undefined)
    .orderBy(asc(roleSettings.role));
  return rows as RoleSettingsRow[];
}

export async function findRoleSettings(db: Database, role: StaffRole): Promise<RoleSettingsRow | null> {
  const [row] = await listRoleSettings(db, [role]);
  return row ?? null;
}

/** The staff members holding a role, by name. */
export async function usersWithRole(db: Database, role: StaffRole, page: Page): Promise<{ nodes: AgencyUserRow[]; total: number }> {
  const where = eq(principalRoles.role, role);
  const [nodes, [total]] = await Promise.all([
    db
      .select(getTableColumns(agencyUsers))
      .from(principalRoles)
      .innerJoin(agencyUsers, heldByStaff)
      .where(where)
      .orderBy(asc(agencyUsers.lastName), asc(agencyUsers.firstName), asc(agencyUsers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(principalRoles).innerJoin(agencyUsers, heldByStaff).where(where),
  ]);
  return { nodes, total: total?.total ?? 0 };
}

/** The staff members holding a role (for the rolesUpdated push when it is switched on or off). */
export async function holdersOf(db: Database, role: StaffRole): Promise<string[]> {
  const rows = await db
    .select({ principalId: principalRoles.principalId })
    .from(principalRoles)
    .innerJoin(agencyUsers, heldByStaff)
    .where(eq(principalRoles.role, role));
  return rows.map((r) => r.principalId);
}

export async function updateRoleSettingsRow(
  tx: Tx,
  role: StaffRole,
  values: { description?: string; active?: boolean; permissions?: string[] },
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .update(roleSettings)
    .set({ ...values, updatedBy: by, updatedAt: at })
    .where(eq(roleSettings.role, role));
}

/** Replaces the operations a role may call (names already validated against the schema). */
export async function replaceRoleOperations(
  tx: Tx,
  role: StaffRole,
  names: readonly string[],
  catalogue: readonly OperationInfo[],
  at: Date,
) {
  // a root field the start-up sync has not recorded yet (it runs at every start) is recorded now
  const known = new Set(catalogue.map((op) => op.name));
  const toRecord = names.filter((name) => known.has(name));
  if (toRecord.length) {
    await tx
      .insert(knownOperations)
      .values(toRecord.map((name) => ({ name, firstSeenAt: at })))
      .onConflictDoNothing();
  }
  await tx.delete(roleOperations).where(eq(roleOperations.role, role));
  if (names.length) await tx.insert(roleOperations).values(names.map((operation) => ({ role, operation })));
}

/** Gives a staff member a role; false when they already hold it. */
export async function grantRole(tx: Tx, role: StaffRole, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(principalRoles)
    .values({ principalId: principalIdOf('USER', userId), role, grantedAt: at })
    .onConflictDoNothing()
    .returning({ role: principalRoles.role });
  return rows.length > 0;
}

/** Takes a role from a staff member; false when they did not hold it. */
export async function revokeRole(tx: Tx, role: StaffRole, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(principalRoles)
    .where(and(eq(principalRoles.principalId, principalIdOf('USER', userId)), eq(principalRoles.role, role)))
    .returning({ role: principalRoles.role });
  return rows.length > 0;
}

/** Whether some active role held by a staff member may still change roles' operations (see ROLE_ADMIN_OPERATION). */
export async function rolesStayAdministrable(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ role: roleOperations.role })
    .from(roleOperations)
    .innerJoin(roleSettings, and(eq(roleSettings.role, roleOperations.role), eq(roleSettings.active, true)))
    .innerJoin(principalRoles, eq(principalRoles.role, roleOperations.role))
    .innerJoin(agencyUsers, heldByStaff)
    .where(eq(roleOperations.operation, ROLE_ADMIN_OPERATION))
    .limit(1);
  return rows.length > 0;
}

/**
 * At every start, after migrations (ADR 0257): each staff role has its settings row, and each root field the database
 * has not seen before is recorded and granted to the roles its declaration names. Operations already known keep what
 * administrators made of them; a role new to the database gets the defaults of every operation. Idempotent, and safe
 * when several instances start at once (what one inserts, the others skip).
 */
export async function syncRoleSettings(
  db: Database,
  catalogue: readonly OperationInfo[],
  at: Date,
): Promise<{ rolesAdded: StaffRole[]; operationsAdded: string[] }> {
  return db.transaction(async (tx) => {
    const addedRoles = await tx
      .insert(roleSettings)
      .values(
        STAFF_ROLES.map((role) => ({ role, ...ROLE_DEFAULTS[role], permissions: [...ROLE_DEFAULTS[role].permissions], updatedAt: at })),
      )
      .onConflictDoNothing()
      .returning({ role: roleSettings.role });
    const administrable = catalogue.filter((op) => !op.essential);
    const addedOperations = administrable.length
      ? await tx
          .insert(knownOperations)
          .values(administrable.map((op) => ({ name: op.name, firstSeenAt: at })))
          .onConflictDoNothing()
          .returning({ name: knownOperations.name })
      : [];
    const newRoles = new Set(addedRoles.map((r) => r.role));
    const newOperations = new Set(addedOperations.map((o) => o.name));
    const grants = administrable.flatMap((op) =>
      op.defaultRoles.filter((role) => newOperations.has(op.name) || newRoles.has(role)).map((role) => ({ role, operation: op.name })),
    );
    // in slices: a fresh database grants about a thousand pairs
    for (let i = 0; i < grants.length; i += 500) {
      await tx
        .insert(roleOperations)
        .values(grants.slice(i, i + 500))
        .onConflictDoNothing();
    }
    return { rolesAdded: [...newRoles] as StaffRole[], operationsAdded: [...newOperations].sort() };
  });
}
