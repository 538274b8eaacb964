import { ROLE_PERMISSION_KEYS, STAFF_ROLES } from '@work/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';

const NOW = new Date('2026-03-16T08:00:00Z');
let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let croudie: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
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

const MEMBER_ID = DEMO_PRINCIPALS.staffMember.split(':').pop()!;
const SETTINGS_FIELDS = 'role description active permissions operations userCount';

const LIST = `query($filters: RoleSettingsFilters, $pagination: PaginationInput, $sort: SortInput) {
  roleSettings(filters: $filters, pagination: $pagination, sort: $sort) { nodes { ${SETTINGS_FIELDS} } pagination { total page limit } }
}`;
const OF = `query($role: Role!, $pagination: PaginationInput) {
  roleSettingsOf(role: $role) { ${SETTINGS_FIELDS} users(pagination: $pagination) { nodes { id emailAddress } pagination { total } } }
}`;

interface Settings {
  role: string;
  description: string;
  active: boolean;
  permissions: string[];
  operations: string[];
  userCount: number;
}

/** Each mutation with variables that succeed for staff.admin, and how to undo it. */
const MUTATIONS = {
  updateRoleSettings: {
    query: `mutation($role: Role!, $settings: RoleSettingsInput!) { updateRoleSettings(role: $role, settings: $settings) { ${SETTINGS_FIELDS} } }`,
    variables: { role: 'academy', settings: { description: 'Academy: courses and assessments' } },
  },
  setRoleOperations: {
    query: `mutation($role: Role!, $operations: [String!]!) { setRoleOperations(role: $role, operations: $operations) { ${SETTINGS_FIELDS} } }`,
    variables: { role: 'academy', operations: ['publicHolidays', 'roleSettings'] },
  },
  addRoleUser: {
    query: `mutation($role: Role!, $userId: ID!) { addRoleUser(role: $role, userId: $userId) { ${SETTINGS_FIELDS} } }`,
    variables: { role: 'finance', userId: MEMBER_ID },
  },
  removeRoleUser: {
    query: `mutation($role: Role!, $userId: ID!) { removeRoleUser(role: $role, userId: $userId) { ${SETTINGS_FIELDS} } }`,
    variables: { role: 'finance', userId: MEMBER_ID },
  },
} as const;
type MutationName = keyof typeof MUTATIONS;
const run = <K extends MutationName>(name: K, token: string | undefined, variables: Record<string, unknown> = MUTATIONS[name].variables) =>
  gql<Record<K, Settings>>(api, MUTATIONS[name].query, { token, variables });

describe('reading roles as settings', () => {
  it('lists every staff role for any staff member, with search, pagination and sort', async () => {
    const all = await gql<{ roleSettings: { nodes: Settings[]; pagination: { total: number } } }>(api, LIST, {
      token: member,
      variables: { pagination: { limit: 100 } },
    });
    expect(all.errors).toBeUndefined();
    expect(all.data!.roleSettings.nodes.map((r) => r.role)).toEqual([...STAFF_ROLES].sort());
    expect(all.data!.roleSettings.pagination.total).toBe(STAFF_ROLES.length);
    const tech = all.data!.roleSettings.nodes.find((r) => r.role === 'tech')!;
    expect(tech).toMatchObject({ active: true, permissions: ['settings', 'settings.roles'] });
    expect(tech.operations).toEqual(expect.arrayContaining(['setRoleOperations', 'addRoleUser', 'roleSettings']));
    expect(tech.operations).not.toContain('me'); // essential operations are not listed

    const search = await gql<{ roleSettings: { nodes: Settings[] } }>(api, LIST, {
      token: member,
      variables: { filters: { search: 'FINANCE' } },
    });
    expect(search.data!.roleSettings.nodes.map((r) => r.role)).toEqual(['finance', 'finance_admin']);
    const paged = await gql<{ roleSettings: { nodes: Settings[]; pagination: unknown } }>(api, LIST, {
      token: member,
      variables: { pagination: { page: 2, limit: 5 } },
    });
    expect(paged.data!.roleSettings.nodes.map((r) => r.role)).toEqual([...STAFF_ROLES].sort().slice(5, 10));
    expect(paged.data!.roleSettings.pagination).toEqual({ total: STAFF_ROLES.length, page: 2, limit: 5 });

    const byUsers = await gql<{ roleSettings: { nodes: Settings[] } }>(api, LIST, {
      token: member,
      variables: { sort: { field: 'userCount', direction: 'DESC' }, pagination: { limit: 100 } },
    });
    const counts = byUsers.data!.roleSettings.nodes.map((r) => r.userCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const badSort = await gql(api, LIST, { token: member, variables: { sort: { field: 'secret', direction: 'ASC' } } });
    expect(badSort.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'sort.field': 'Sort by one of role, description, active, userCount' });
  });

  it('gives one role with its users; croudies are FORBIDDEN and anonymous callers UNAUTHENTICATED', async () => {
    const res = await gql<{ roleSettingsOf: Settings & { users: { nodes: { emailAddress: string }[]; pagination: { total: number } } } }>(
      api,
      OF,
      {
        token: hr,
        variables: { role: 'hr_user', pagination: { limit: 100 } },
      },
    );
    expect(res.errors).toBeUndefined();
    const hrRole = res.data!.roleSettingsOf;
    expect(hrRole.users.nodes.map((u) => u.emailAddress)).toEqual(
      expect.arrayContaining(['staff.admin@example.com', 'hr.user@example.com']),
    );
    expect(hrRole.users.pagination.total).toBe(hrRole.userCount);
    expect(errorCode(await gql(api, OF, { token: croudie, variables: { role: 'tech' } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, OF, { variables: { role: 'tech' } }))).toBe('UNAUTHENTICATED');
    // not a Role: refused by GraphQL's variable coercion before any resolver
    expect((await gql(api, OF, { token: member, variables: { role: 'nobody' } })).errors?.[0]?.message).toMatch(/"nobody".*Role/);
  });

  it("lists the API's operations for the picker (not the essential ones) and the permission keys", async () => {
    const res = await gql<{
      graphqlOperations: { name: string; kind: string; description: string; defaultRoles: string[] }[];
      rolePermissions: { key: string }[];
    }>(api, `{ graphqlOperations { name kind description defaultRoles } rolePermissions { key label description } }`, { token: member });
    expect(res.errors).toBeUndefined();
    const ops = res.data!.graphqlOperations;
    expect(ops.find((op) => op.name === 'setRoleOperations')).toMatchObject({ kind: 'MUTATION', defaultRoles: ['tech'] });
    expect(ops.find((op) => op.name === 'publicHolidays')).toMatchObject({ kind: 'QUERY', defaultRoles: [...STAFF_ROLES] });
    expect(ops.find((op) => op.name === 'updateBreakdown')?.kind).toBe('SUBSCRIPTION');
    expect(ops.map((op) => op.name)).not.toContain('me');
    expect(ops.map((op) => op.name)).toEqual([...ops.map((op) => op.name)].sort());
    expect(res.data!.rolePermissions.map((p) => p.key)).toEqual(ROLE_PERMISSION_KEYS);
    expect(errorCode(await gql(api, `{ graphqlOperations { name } }`, { token: croudie }))).toBe('FORBIDDEN');
  });

  it('answers fetchRolesEnums (introspection of the Role enum) with the staff roles', async () => {
    const res = await gql<{ __type: { enumValues: { name: string }[] } }>(
      api,
      `query FetchRolesEnums { __type(name: "Role") { enumValues { name } } }`,
      {
        token: member,
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.__type.enumValues.map((v) => v.name)).toEqual([...STAFF_ROLES]);
  });
});

describe('changing roles: who may', () => {
  it.each(Object.keys(MUTATIONS) as MutationName[])(
    '%s: tech (staff.admin) may; hr.user is refused by the gate; croudies FORBIDDEN; anonymous UNAUTHENTICATED',
    async (name) => {
      const refused = await run(name, hr);
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe(`Your roles do not allow the mutation ${name}`);
      expect(errorCode(await run(name, croudie))).toBe('FORBIDDEN');
      expect(errorCode(await run(name, undefined))).toBe('UNAUTHENTICATED');
      if (name === 'removeRoleUser') await run('addRoleUser', admin);
      const allowed: GraphQLResponse<Record<string, Settings>> = await run(name, admin);
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data![name]!.role).toBe(MUTATIONS[name].variables.role);
      if (name === 'addRoleUser') await run('removeRoleUser', admin);
    },
  );
});

describe('changing roles: what happens', () => {
  it('gives and takes a role: the user gains and loses it on their next request, and twice is refused', async () => {
    const before = (await gql<{ roleSettingsOf: Settings }>(api, OF, { token: admin, variables: { role: 'finance' } })).data!
      .roleSettingsOf;
    const added = await run('addRoleUser', admin);
    expect(added.data!.addRoleUser.userCount).toBe(before.userCount + 1);
    const me = async () => (await gql<{ me: { roles: string[] } }>(api, `{ me { roles } }`, { token: member })).data!.me.roles;
    expect(await me()).toContain('finance');

    const twice = await run('addRoleUser', admin);
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe('This user already has this role. Please select a different user');

    const removed = await run('removeRoleUser', admin);
    expect(removed.data!.removeRoleUser.userCount).toBe(before.userCount);
    expect(await me()).not.toContain('finance');
    const again = await run('removeRoleUser', admin);
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe('This user does not have this role');
  });

  it('refuses a user who is not a staff member or not a user id', async () => {
    expect(errorCode(await run('addRoleUser', admin, { role: 'finance', userId: '99999' }))).toBe('NOT_FOUND');
    const bad = await run('addRoleUser', admin, { role: 'finance', userId: 'user-service:users:2' });
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ userId: 'Not a user id' });
  });

  it('updates description, active and permissions, validated on the server; left-out fields stay', async () => {
    const update = (settings: Record<string, unknown>) => run('updateRoleSettings', admin, { role: 'academy', settings });
    const changed = await update({ description: '  Academy admins  ', permissions: ['academy', 'settings'] });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateRoleSettings).toMatchObject({
      description: 'Academy admins',
      active: true,
      permissions: ['academy', 'settings'],
    });
    expect((await update({ active: false })).data!.updateRoleSettings).toMatchObject({ description: 'Academy admins', active: false });
    expect((await update({ active: true })).data!.updateRoleSettings.active).toBe(true);

    expect((await update({ description: '   ' })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      'settings.description': 'This field is required',
    });
    expect((await update({ description: 'x'.repeat(501) })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      'settings.description': 'At most 500 characters',
    });
    expect((await update({ permissions: ['academy', 'root'] })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      'settings.permissions.1': 'Not a known permission',
    });
    expect((await update({ permissions: ['academy', 'academy'] })).errors?.[0]?.extensions?.fieldErrors).toEqual({
      'settings.permissions': 'A permission cannot be given twice',
    });
  });

  it('sets operations: the list is sorted, duplicates count once', async () => {
    const res = await run('setRoleOperations', admin, { role: 'academy', operations: ['roleSettings', 'clients', 'roleSettings'] });
    expect(res.data!.setRoleOperations.operations).toEqual(['clients', 'roleSettings']);
  });
});
