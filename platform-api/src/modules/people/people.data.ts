import DataLoader from 'dataloader';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PersonRecord, PrincipalDirectory, PrincipalKind } from '../../kit/auth/index.js';
import { perDatabase, rowsByIds, type Database } from '../../kit/db/index.js';
import { sessionVersionSubquery } from '../identity/index.js';
import { roleIsActive } from '../roles/index.js';
import { parsePrincipalId, principalIdOf } from './people.rules.js';
import { agencyUsers, clientUsers, croudies, principalRoles } from './people.tables.js';

export type AgencyUserRow = typeof agencyUsers.$inferSelect;
export type CroudieRow = typeof croudies.$inferSelect;
export type ClientUserRow = typeof clientUsers.$inferSelect;
export type PersonRow = ({ kind: 'USER' } & AgencyUserRow) | ({ kind: 'CROUDIE' } & CroudieRow) | ({ kind: 'CLIENT_USER' } & ClientUserRow);

const tableOf = { USER: agencyUsers, CROUDIE: croudies, CLIENT_USER: clientUsers } as const;

/** One of `make` for each kind of person. */
const perKind = <T>(make: (kind: PrincipalKind) => T): Record<PrincipalKind, T> => ({
  USER: make('USER'),
  CROUDIE: make('CROUDIE'),
  CLIENT_USER: make('CLIENT_USER'),
});

/** Every list names people (owners, reviewers, croudies): their loaders' statement is prepared once per database. */
const peopleByIdsStatements = perDatabase((db: Database) =>
  perKind((kind) => {
    const table = tableOf[kind];
    return db
      .select()
      .from(table)
      .where(sql`${table.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare(`people_by_ids_${kind.toLowerCase()}`);
  }),
);

/** Rows by id for one kind, in the order of `ids` (null where missing): the DataLoader batch function. */
export function loadPeopleByIds(db: Database, kind: PrincipalKind, ids: readonly number[]): Promise<(PersonRow | null)[]> {
  return rowsByIds(ids, async (some) => {
    const rows = (await peopleByIdsStatements(db)[kind].execute({ ids: some })) as (AgencyUserRow | CroudieRow | ClientUserRow)[];
    return rows.map((row) => ({ ...row, kind }) as PersonRow);
  });
}

/** Each principal's roles in effect (without roles switched off in settings: ADR 0257), by role. */
export async function loadRolesByPrincipal(db: Database, principalIds: readonly string[]): Promise<string[][]> {
  if (principalIds.length === 0) return [];
  const rows = await db
    .select({ principalId: principalRoles.principalId, role: principalRoles.role })
    .from(principalRoles)
    .where(and(inArray(principalRoles.principalId, [...principalIds]), roleIsActive(principalRoles.role)))
    .orderBy(principalRoles.role);
  const byPrincipal = new Map<string, string[]>();
  for (const row of rows) {
    const list = byPrincipal.get(row.principalId) ?? [];
    list.push(row.role);
    byPrincipal.set(row.principalId, list);
  }
  return principalIds.map((id) => byPrincipal.get(id) ?? []);
}

/**
 * A person with their roles and their account's session version in one statement, prepared once per database and
 * kind: every authenticated request reads it (kit/auth), so authentication is one round trip, not one per table.
 * Roles switched off in settings are left out, so they count nowhere (ADR 0257).
 */
const signedInStatements = perDatabase((db: Database) =>
  perKind((kind) => {
    const table = tableOf[kind];
    const principalId = sql.placeholder('principalId');
    const roles = sql<
      string[]
    >`coalesce((select array_agg(${principalRoles.role}::text order by ${principalRoles.role}) from ${principalRoles} where ${principalRoles.principalId} = ${principalId} and ${roleIsActive(principalRoles.role)}), '{}')`;
    return db
      .select({ person: table, roles, sessionVersion: sessionVersionSubquery(principalId) })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(`people_signed_in_${kind.toLowerCase()}`);
  }),
);

/** Per-request loaders for people; one instance per request so a role change shows on the next request. */
export function createPeopleLoaders(db: Database) {
  const byKind = perKind((kind) => new DataLoader<number, PersonRow | null>((ids) => loadPeopleByIds(db, kind, ids)));
  const roles = new DataLoader<string, string[]>((ids) => loadRolesByPrincipal(db, ids));
  return {
    person: (kind: PrincipalKind, id: number) => byKind[kind].load(id),
    /** A person a list has already read (e.g. joined into its page): later loads in this request need no round trip. */
    prime: (row: PersonRow) => void byKind[row.kind].prime(row.id, row),
    byPrincipal: async (principalId: string) => {
      const parsed = parsePrincipalId(principalId);
      return parsed ? byKind[parsed.kind].load(parsed.id) : null;
    },
    roles: (principalId: string) => roles.load(principalId),
    /**
     * The person, their roles and their account's session version in one read; the person and roles are kept for the
     * rest of the request (e.g. the `me` field).
     */
    signedIn: async (principalId: string): Promise<{ row: PersonRow; roles: string[]; sessionVersion: number | null } | null> => {
      const parsed = parsePrincipalId(principalId);
      if (!parsed) return null;
      const [found] = await signedInStatements(db)[parsed.kind].execute({ id: parsed.id, principalId });
      if (!found) return null;
      const row = { ...found.person, kind: parsed.kind } as PersonRow;
      byKind[parsed.kind].prime(parsed.id, row);
      roles.prime(principalId, found.roles);
      return { row, roles: found.roles, sessionVersion: found.sessionVersion === null ? null : Number(found.sessionVersion) };
    },
  };
}
export type PeopleLoaders = ReturnType<typeof createPeopleLoaders>;

export function toPersonRecord(row: PersonRow): PersonRecord {
  return {
    principalId: principalIdOf(row.kind, row.id),
    kind: row.kind,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
  };
}

/** The auth kit's view of people, backed by per-request loaders. */
export function createPrincipalDirectory(loaders: PeopleLoaders): PrincipalDirectory {
  return {
    async person(principalId) {
      const row = await loaders.byPrincipal(principalId);
      return row ? toPersonRecord(row) : null;
    },
    roles: (principalId) => loaders.roles(principalId),
    async signedIn(principalId) {
      const found = await loaders.signedIn(principalId);
      return found ? { person: toPersonRecord(found.row), roles: found.roles, sessionVersion: found.sessionVersion } : null;
    },
  };
}

export async function recordSignIn(db: Database, kind: PrincipalKind, id: number, at: Date): Promise<void> {
  const table = tableOf[kind];
  await db.update(table).set({ lastSignedInAt: at }).where(eq(table.id, id));
}

/** Replaces the roles of one principal among `managed` roles (others are left as they are). */
export async function replaceRoles(
  db: Database,
  principalId: string,
  roles: readonly string[],
  managed: readonly string[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(principalRoles)
      .where(
        and(
          eq(principalRoles.principalId, principalId),
          roles.length ? notInArray(principalRoles.role, [...roles]) : undefined,
          inArray(principalRoles.role, [...managed]),
        ),
      );
    if (roles.length) {
      await tx
        .insert(principalRoles)
        .values(roles.map((role) => ({ principalId, role, grantedAt: at })))
        .onConflictDoNothing();
    }
  });
}

export async function setCroudieStatus(db: Database, croudieId: number, status: CroudieRow['status']): Promise<void> {
  await db.update(croudies).set({ status }).where(eq(croudies.id, croudieId));
}

export async function findCroudie(db: Database, id: number): Promise<CroudieRow | undefined> {
  const [row] = await db.select().from(croudies).where(eq(croudies.id, id)).limit(1);
  return row;
}

export async function updateCroudie(db: Database, id: number, values: Partial<typeof croudies.$inferInsert>): Promise<void> {
  await db.update(croudies).set(values).where(eq(croudies.id, id));
}
