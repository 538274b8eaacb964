// The operation gate (ADR 0257), generated from the built schema: every root field's declared default is what the
// seeded database grants, the gate decides by it for every operation × staff role, and on a real server a staff
// member loses and regains an operation as settings › roles change.
import { STAFF_ROLES, type StaffRole } from '@work/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../test/support/api.js';
import type { AuthState, Viewer } from '../kit/auth/index.js';
import { ESSENTIAL_OPERATIONS, mayCallOperation, operationCatalogue, operationRefusalMessage } from '../kit/graphql/operations.js';
import { createOperationGrants, operationsGrantedTo } from '../modules/roles/roles.grants.js';
import { syncRoleSettings } from '../modules/roles/roles.data.js';
import { knownOperations, roleOperations, roleSettings } from '../modules/roles/roles.tables.js';
import { buildSchema } from './index.js';

const catalogue = operationCatalogue(buildSchema());
const administrable = catalogue.filter((op) => !op.essential);

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let croudie: string;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-16T08:00:00Z') });
  [admin, member, hr, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
}, 240_000);
afterAll(async () => {
  await api?.close();
});

const SET_OPERATIONS = `mutation($role: Role!, $operations: [String!]!) { setRoleOperations(role: $role, operations: $operations) { role operations } }`;
const UPDATE_SETTINGS = `mutation($role: Role!, $settings: RoleSettingsInput!) { updateRoleSettings(role: $role, settings: $settings) { role active } }`;
const HOLIDAYS = `{ publicHolidays { nodes { id } } }`;

async function operationsOf(role: StaffRole): Promise<string[]> {
  const rows = await api.db.select({ operation: roleOperations.operation }).from(roleOperations).where(eq(roleOperations.role, role));
  return rows.map((r) => r.operation).sort();
}
async function setOperations(role: StaffRole, operations: string[]) {
  const res = await gql<{ setRoleOperations: { operations: string[] } }>(api, SET_OPERATIONS, {
    token: admin,
    variables: { role, operations },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.setRoleOperations.operations;
}
const without = (list: string[], name: string) => list.filter((op) => op !== name);

describe('the seeded database grants every root field to the roles its declaration names', () => {
  it('has every staff role, active, with a description', async () => {
    const rows = await api.db.select().from(roleSettings);
    expect(rows.map((r) => r.role).sort()).toEqual([...STAFF_ROLES].sort());
    for (const row of rows) {
      expect(row.active).toBe(true);
      expect(row.description.length).toBeGreaterThan(0);
    }
  });

  it.each(STAFF_ROLES)('%s: its operations are exactly the root fields whose default includes it', async (role) => {
    const expected = administrable.filter((op) => op.defaultRoles.includes(role)).map((op) => op.name);
    expect(await operationsOf(role)).toEqual(expected.sort());
  });

  it('never stores an essential operation, and records every other root field as known', async () => {
    const known = (await api.db.select({ name: knownOperations.name }).from(knownOperations)).map((r) => r.name);
    expect(known.sort()).toEqual(administrable.map((op) => op.name).sort());
    const stored = await api.db.select({ operation: roleOperations.operation }).from(roleOperations);
    expect(stored.filter((r) => ESSENTIAL_OPERATIONS.has(r.operation))).toEqual([]);
  });

  it('decides every operation × staff role as declared: a role outside the default is refused, one inside is not', async () => {
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      const granted = await operationsGrantedTo(api.db, [role]);
      for (const op of catalogue) {
        const expected = op.essential || op.defaultRoles.includes(role);
        if (mayCallOperation({ kind: 'USER' }, op.name, granted) !== expected) wrong.push(`${op.name} × ${role}`);
        // croudies and client users are never refused by the gate (their kind and the field rules decide)
        if (!mayCallOperation({ kind: 'CROUDIE' }, op.name, new Set()) || !mayCallOperation({ kind: 'CLIENT_USER' }, op.name, new Set()))
          wrong.push(`${op.name} refused a non-staff caller`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the gate on a real server', () => {
  it('refuses a staff member an operation none of their roles allows, naming it; tech may call it', async () => {
    const refused = await gql(api, SET_OPERATIONS, { token: member, variables: { role: 'academy', operations: [] } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(operationRefusalMessage('MUTATION', 'setRoleOperations'));
    expect(refused.errors?.[0]?.message).toBe('Your roles do not allow the mutation setRoleOperations');
    // hr.user (fte_core, hr_user) is refused too; croudies are refused by the resolver, not the gate
    expect((await gql(api, SET_OPERATIONS, { token: hr, variables: { role: 'academy', operations: [] } })).errors?.[0]?.message).toBe(
      'Your roles do not allow the mutation setRoleOperations',
    );
    const asCroudie = await gql(api, SET_OPERATIONS, { token: croudie, variables: { role: 'academy', operations: [] } });
    expect(errorCode(asCroudie)).toBe('FORBIDDEN');
    expect(asCroudie.errors?.[0]?.message).not.toMatch(/Your roles/);
    // an operation every staff role may call by default passes the gate
    expect((await gql(api, HOLIDAYS, { token: member })).errors).toBeUndefined();
  });

  it('refuses staff.member an operation once both their roles lose it, and allows it again when restored', async () => {
    const fteCore = await operationsOf('fte_core');
    const jobUser = await operationsOf('job_user');
    try {
      await setOperations('fte_core', without(fteCore, 'publicHolidays'));
      // job_user still grants it
      expect((await gql(api, HOLIDAYS, { token: member })).errors).toBeUndefined();
      await setOperations('job_user', without(jobUser, 'publicHolidays'));
      const refused = await gql(api, HOLIDAYS, { token: member });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe('Your roles do not allow the query publicHolidays');
      // at once for the same token: roles and their operations are read on every request
      expect((await gql(api, HOLIDAYS, { token: admin })).errors).toBeUndefined();
      // essential operations stay: the shell still signs in
      const shell = await gql<{ me: { id: string }; featureFlags: string[] }>(api, `{ me { id } featureFlags platformNow }`, {
        token: member,
      });
      expect(shell.errors).toBeUndefined();
    } finally {
      await setOperations('fte_core', fteCore);
      await setOperations('job_user', jobUser);
    }
    expect((await gql(api, HOLIDAYS, { token: member })).errors).toBeUndefined();
  });

  it('an inactive role grants nothing: no operations, and it counts for no role check (me.roles, requireRoles)', async () => {
    const fteCore = await operationsOf('fte_core');
    try {
      await setOperations('fte_core', without(fteCore, 'publicHolidays'));
      expect(
        (await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'job_user', settings: { active: false } } })).errors,
      ).toBeUndefined();
      expect(errorCode(await gql(api, HOLIDAYS, { token: member }))).toBe('FORBIDDEN');
      const me = await gql<{ me: { roles: string[] } }>(api, `{ me { roles } }`, { token: member });
      expect(me.data!.me.roles).toEqual(['fte_core']);

      // hr_user is a settings administrator (createPublicHoliday checks viewer.roles): switched off, it no longer counts
      const create = `mutation { createPublicHoliday(holiday: { name: "Gate test", date: "2031-08-29" }) { id } }`;
      await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'hr_user', settings: { active: false } } });
      const refused = await gql(api, create, { token: hr });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'hr_user', settings: { active: true } } });
      expect((await gql(api, create, { token: hr })).errors).toBeUndefined();
    } finally {
      await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'job_user', settings: { active: true } } });
      await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'hr_user', settings: { active: true } } });
      await setOperations('fte_core', fteCore);
    }
    expect((await gql(api, HOLIDAYS, { token: member })).errors).toBeUndefined();
  });

  it("refuses essential operations and unknown names in a role's list, with field errors", async () => {
    const res = await gql(api, SET_OPERATIONS, {
      token: admin,
      variables: { role: 'academy', operations: ['publicHolidays', 'me', 'notAnOperation'] },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'operations.1': 'me is always allowed (every session needs it): it is not set per role',
      'operations.2': 'notAnOperation is not an operation of the API',
    });
    // essential operations are never listed, so an empty list cannot remove them
    const academy = await operationsOf('academy');
    try {
      expect(await setOperations('academy', [])).toEqual([]);
      const [row] = await api.db
        .select()
        .from(roleOperations)
        .where(and(eq(roleOperations.role, 'academy'), eq(roleOperations.operation, 'me')));
      expect(row).toBeUndefined();
    } finally {
      await setOperations('academy', academy);
    }
  });

  it('refuses a change after which no one could change roles again', async () => {
    const tech = await operationsOf('tech');
    const res = await gql(api, SET_OPERATIONS, {
      token: admin,
      variables: { role: 'tech', operations: without(tech, 'setRoleOperations') },
    });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/no one could change roles again/);
    expect(await operationsOf('tech')).toEqual(tech);
    expect(errorCode(await gql(api, UPDATE_SETTINGS, { token: admin, variables: { role: 'tech', settings: { active: false } } }))).toBe(
      'CONFLICT',
    );
  });

  it("re-checks an open subscription against the roles held now, and the impersonator's roles while impersonating", async () => {
    const viewer = (principalId: string, roles: string[]): Viewer => ({
      principalId,
      kind: 'USER',
      id: Number(principalId.split(':').pop()),
      tenant: 'control',
      roles,
      person: { principalId, kind: 'USER', id: 0, firstName: '', lastName: '', email: '', status: 'active' },
    });
    const member = viewer(DEMO_PRINCIPALS.staffMember, ['fte_core', 'job_user']);
    const own: AuthState = { viewer: member, actor: member, impersonating: false, error: null };
    const grants = createOperationGrants(api.db, own);
    expect(await grants.stillGranted('publicHolidays')).toBe(true);
    expect(await grants.stillGranted('setRoleOperations')).toBe(false);

    // hr.user (fte_core, hr_user) impersonating staff.member acts with fte_core only (ADR 0007)
    const hrActor = viewer(DEMO_PRINCIPALS.hrUser, ['fte_core', 'hr_user']);
    const impersonating = createOperationGrants(api.db, {
      viewer: { ...member, roles: ['fte_core'] },
      actor: hrActor,
      impersonating: true,
      error: null,
    });
    const fteCore = await operationsOf('fte_core');
    try {
      await setOperations('fte_core', without(fteCore, 'publicHolidays'));
      expect(await grants.stillGranted('publicHolidays')).toBe(true); // through job_user
      expect(await impersonating.stillGranted('publicHolidays')).toBe(false); // hr.user does not hold job_user
    } finally {
      await setOperations('fte_core', fteCore);
    }
    expect(await impersonating.stillGranted('publicHolidays')).toBe(true);
  });
});

describe('operations new at start', () => {
  it('get their declared roles once, without undoing what administrators removed', async () => {
    const academy = await operationsOf('academy');
    try {
      await setOperations('academy', without(academy, 'publicHolidays'));
      const later = [
        ...catalogue,
        {
          name: 'brandNewReport',
          kind: 'QUERY' as const,
          description: '',
          defaultRoles: ['finance', 'academy'] as StaffRole[],
          essential: false,
        },
        { name: 'brandNewForAll', kind: 'MUTATION' as const, description: '', defaultRoles: STAFF_ROLES, essential: false },
      ];
      const first = await syncRoleSettings(api.db, later, new Date('2026-03-17T00:00:00Z'));
      expect(first).toEqual({ rolesAdded: [], operationsAdded: ['brandNewForAll', 'brandNewReport'] });
      const now = await operationsOf('academy');
      expect(now).not.toContain('publicHolidays');
      expect(now).toEqual(expect.arrayContaining(['brandNewReport', 'brandNewForAll']));
      expect(await operationsOf('finance')).toEqual(expect.arrayContaining(['brandNewReport', 'publicHolidays']));
      expect(await operationsOf('tech')).not.toContain('brandNewReport');

      // an administrator takes the new one away; the next start leaves it so
      await api.db.delete(roleOperations).where(and(eq(roleOperations.role, 'finance'), eq(roleOperations.operation, 'brandNewReport')));
      expect(await syncRoleSettings(api.db, later, new Date('2026-03-18T00:00:00Z'))).toEqual({ rolesAdded: [], operationsAdded: [] });
      expect(await operationsOf('finance')).not.toContain('brandNewReport');
    } finally {
      await api.db.delete(knownOperations).where(eq(knownOperations.name, 'brandNewReport'));
      await api.db.delete(knownOperations).where(eq(knownOperations.name, 'brandNewForAll'));
      await setOperations('academy', academy);
    }
  });

  it('give a role new to the database the defaults of every operation', async () => {
    const finance = await operationsOf('finance');
    await api.db.delete(roleSettings).where(eq(roleSettings.role, 'finance'));
    expect(await operationsOf('finance')).toEqual([]);
    const synced = await syncRoleSettings(api.db, catalogue, new Date('2026-03-17T00:00:00Z'));
    expect(synced).toEqual({ rolesAdded: ['finance'], operationsAdded: [] });
    expect(await operationsOf('finance')).toEqual(finance);
  });
});
