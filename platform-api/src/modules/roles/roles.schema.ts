import { ROLE_ADMIN_ROLES, ROLE_PERMISSIONS, RoleSettingsSchema, STAFF_ROLES, type StaffRole } from '@work/shared-contracts';
import type { GraphQLSchema } from 'graphql';
import * as v from 'valibot';
import { requireKind, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, notFound, PlatformError } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationCatalogue, operationRoles, OPERATION_KINDS, type OperationInfo } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { loadRolesByPrincipal, principalIdOf, UserRef, type AgencyUserRow } from '../people/index.js';
import {
  findRoleSettings,
  grantRole,
  holdersOf,
  listRoleSettings,
  replaceRoleOperations,
  revokeRole,
  rolesStayAdministrable,
  updateRoleSettingsRow,
  usersWithRole,
  type RoleSettingsRow,
} from './roles.data.js';
import { operationsSchema, ROLES_MESSAGES, StaffUserIdSchema } from './roles.rules.js';

export const RoleEnum = builder.enumType('Role', {
  description: 'A staff role (staff-and-admin.md §6); the shell reads its values by introspection (fetchRolesEnums)',
  values: STAFF_ROLES,
});

const OperationKindEnum = builder.enumType('GraphQLOperationKind', { values: OPERATION_KINDS });

/** The schema's operations, built once per schema (the module's fields exist before the schema does). */
const catalogues = new WeakMap<GraphQLSchema, OperationInfo[]>();
function catalogueOf(schema: GraphQLSchema): OperationInfo[] {
  let catalogue = catalogues.get(schema);
  if (!catalogue) catalogues.set(schema, (catalogue = operationCatalogue(schema)));
  return catalogue;
}

const GraphQLOperationRef = builder.objectRef<OperationInfo>('GraphQLOperation');
GraphQLOperationRef.implement({
  ...typeRule(RULES.staff),
  description: 'A root field of the API that roles may be allowed to call (settings › roles)',
  fields: (t) => ({
    name: t.exposeString('name'),
    kind: t.field({ type: OperationKindEnum, resolve: (op) => op.kind }),
    description: t.exposeString('description'),
    defaultRoles: t.field({
      type: [RoleEnum],
      description: 'The roles that may call it when it first appears (its declaration in the API)',
      resolve: (op) => [...op.defaultRoles],
    }),
  }),
});

const RolePermissionRef = builder.objectRef<(typeof ROLE_PERMISSIONS)[number]>('RolePermission');
RolePermissionRef.implement({
  ...typeRule(RULES.staff),
  description: 'A permission key a role may hold: a staff area it opens',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
  }),
});

type RoleUserPage = { nodes: AgencyUserRow[]; pagination: { total: number; page: number; limit: number } };
const RoleUserConnection = builder.objectRef<RoleUserPage>('RoleUserConnection');
RoleUserConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [UserRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const RoleSettingsRef = builder.objectRef<RoleSettingsRow>('RoleSettings');
RoleSettingsRef.implement({
  ...typeRule(RULES.staff),
  description: 'A staff role as settings administer it: description, active, permissions, users and GraphQL operations',
  fields: (t) => ({
    role: t.field({ type: RoleEnum, resolve: (r) => r.role }),
    description: t.exposeString('description'),
    active: t.exposeBoolean('active', { description: 'An inactive role grants nothing: no operations, no permissions' }),
    permissions: t.exposeStringList('permissions', { description: 'Keys of rolePermissions' }),
    operations: t.stringList({
      description: 'The operations (root fields) it may call, by name; operations every session needs are not listed',
      resolve: (r, _args, _ctx, info) => {
        const current = new Set(catalogueOf(info.schema).map((op) => op.name));
        return r.operations.filter((name) => current.has(name));
      },
    }),
    userCount: t.exposeInt('userCount', { description: 'How many staff members hold it' }),
    users: t.field({
      type: RoleUserConnection,
      description: 'The staff members holding it, by name',
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: async (r, args, ctx) => {
        const page = toPage(args.pagination);
        const { nodes, total } = await usersWithRole(ctx.db, r.role, page);
        for (const row of nodes) ctx.people.prime({ ...row, kind: 'USER' });
        return { nodes, pagination: { total, page: page.page, limit: page.limit } };
      },
    }),
  }),
});

const RoleSettingsConnection = builder.objectRef<{ nodes: RoleSettingsRow[]; pagination: { total: number; page: number; limit: number } }>(
  'RoleSettingsConnection',
);
RoleSettingsConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [RoleSettingsRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const RoleSettingsFilters = builder.inputType('RoleSettingsFilters', {
  fields: (t) => ({ search: t.string({ required: false, description: 'Part of the role or its description' }) }),
});

const RoleSettingsInput = builder.inputType('RoleSettingsInput', {
  description: 'What to change of a role; fields left out stay as they are',
  fields: (t) => ({
    description: t.string({ required: false }),
    active: t.boolean({ required: false }),
    permissions: t.stringList({ required: false, description: 'Keys of rolePermissions' }),
  }),
});

const ROLE_SORT_FIELDS = ['role', 'description', 'active', 'userCount'] as const;
const RoleSortSchema = v.object({
  field: v.picklist(ROLE_SORT_FIELDS, `Sort by one of ${ROLE_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});

function compareBy(field: (typeof ROLE_SORT_FIELDS)[number]) {
  return (a: RoleSettingsRow, b: RoleSettingsRow): number => {
    const x = a[field];
    const y = b[field];
    const byRole = a.role < b.role ? -1 : a.role > b.role ? 1 : 0;
    if (typeof x === 'string' && typeof y === 'string') return (x < y ? -1 : x > y ? 1 : 0) || byRole;
    return Number(x) - Number(y) || byRole;
  };
}

/** Staff only: croudies and client users are refused here (the operation gate does not apply to them). */
const requireStaff = (ctx: Context): Viewer => requireKind(ctx.auth, 'USER');

async function roleSettingsOrThrow(ctx: Context, role: StaffRole): Promise<RoleSettingsRow> {
  const row = await findRoleSettings(ctx.db, role);
  if (!row) throw notFound('Role');
  return row;
}

/** Tells people whose effective roles changed (the shell's rolesUpdated push), with the roles they now hold. */
async function announceRoles(ctx: Context, principalIds: readonly string[]): Promise<void> {
  if (!principalIds.length) return;
  const roles = await loadRolesByPrincipal(ctx.db, principalIds);
  const at = ctx.clock.now();
  principalIds.forEach((principalId, i) => ctx.pubsub.publish('rolesUpdated', principalId, { principalId, roles: roles[i] ?? [], at }));
}

/** Runs a change, refusing it when no one could change roles' operations afterwards. */
async function keepingRolesAdministrable(ctx: Context, change: (tx: Context['db']) => Promise<void>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Context['db'];
    await change(db);
    if (!(await rolesStayAdministrable(db))) throw conflict(ROLES_MESSAGES.lockout);
  });
}

const staffUserId = (userId: string | number): number =>
  Number(parseInput(v.object({ userId: StaffUserIdSchema }), { userId: String(userId) }).userId);

builder.queryFields((t) => ({
  roleSettings: t.field({
    ...operationRoles('ALL_STAFF'),
    type: RoleSettingsConnection,
    description: 'Staff roles as settings (settings › roles), by role unless sorted otherwise; staff',
    args: {
      filters: t.arg({ type: RoleSettingsFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const page = toPage(args.pagination, 25);
      const sort = parseInput(RoleSortSchema, args.sort ?? { field: 'role', direction: 'ASC' }, 'sort');
      const search = args.filters?.search?.trim().slice(0, 200).toLowerCase();
      const rows = (await listRoleSettings(ctx.db)).filter(
        (r) => !search || r.role.toLowerCase().includes(search) || r.description.toLowerCase().includes(search),
      );
      rows.sort(compareBy(sort.field));
      if (sort.direction === 'DESC') rows.reverse();
      return {
        nodes: rows.slice(page.offset, page.offset + page.limit),
        pagination: { total: rows.length, page: page.page, limit: page.limit },
      };
    },
  }),
  roleSettingsOf: t.field({
    ...operationRoles('ALL_STAFF'),
    type: RoleSettingsRef,
    description: 'One staff role as settings; staff',
    args: { role: t.arg({ type: RoleEnum, required: true }) },
    resolve: (_root, args, ctx) => {
      requireStaff(ctx);
      return roleSettingsOrThrow(ctx, args.role);
    },
  }),
  graphqlOperations: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [GraphQLOperationRef],
    description: "The API's operations a role may be allowed to call, by name (those every session needs are left out); staff",
    resolve: (_root, _args, ctx, info) => {
      requireStaff(ctx);
      return catalogueOf(info.schema)
        .filter((op) => !op.essential)
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    },
  }),
  rolePermissions: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [RolePermissionRef],
    description: 'The permission keys a role may hold (the staff areas it opens); staff',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx);
      return [...ROLE_PERMISSIONS];
    },
  }),
}));

builder.mutationFields((t) => ({
  updateRoleSettings: t.field({
    type: RoleSettingsRef,
    description: "Changes a role's description, active flag or permissions (an inactive role grants nothing)",
    ...operationRoles(ROLE_ADMIN_ROLES),
    args: { role: t.arg({ type: RoleEnum, required: true }), settings: t.arg({ type: RoleSettingsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx);
      const settings = parseInput(
        RoleSettingsSchema,
        {
          description: args.settings.description ?? undefined,
          active: args.settings.active ?? undefined,
          permissions: args.settings.permissions ?? undefined,
        },
        'settings',
      );
      const before = await roleSettingsOrThrow(ctx, args.role);
      await keepingRolesAdministrable(ctx, (tx) => updateRoleSettingsRow(tx, args.role, settings, viewer.principalId, ctx.clock.now()));
      if (settings.active !== undefined && settings.active !== before.active) await announceRoles(ctx, await holdersOf(ctx.db, args.role));
      return roleSettingsOrThrow(ctx, args.role);
    },
  }),
  setRoleOperations: t.field({
    type: RoleSettingsRef,
    description: 'Sets the operations (root fields, by name) a role may call; those every session needs are always allowed',
    ...operationRoles(ROLE_ADMIN_ROLES),
    args: { role: t.arg({ type: RoleEnum, required: true }), operations: t.arg.stringList({ required: true }) },
    resolve: async (_root, args, ctx, info) => {
      requireStaff(ctx);
      const catalogue = catalogueOf(info.schema);
      const { operations } = parseInput(v.object({ operations: operationsSchema(catalogue) }), { operations: args.operations });
      await roleSettingsOrThrow(ctx, args.role);
      await keepingRolesAdministrable(ctx, (tx) => replaceRoleOperations(tx, args.role, operations, catalogue, ctx.clock.now()));
      return roleSettingsOrThrow(ctx, args.role);
    },
  }),
  addRoleUser: t.field({
    type: RoleSettingsRef,
    description: 'Gives a staff member a role; CONFLICT when they already hold it',
    ...operationRoles(ROLE_ADMIN_ROLES),
    args: { role: t.arg({ type: RoleEnum, required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const userId = staffUserId(args.userId);
      if (!(await ctx.people.person('USER', userId))) throw notFound('User');
      await roleSettingsOrThrow(ctx, args.role);
      if (!(await grantRole(ctx.db, args.role, userId, ctx.clock.now()))) throw conflict(ROLES_MESSAGES.userHasRole);
      await announceRoles(ctx, [principalIdOf('USER', userId)]);
      return roleSettingsOrThrow(ctx, args.role);
    },
  }),
  removeRoleUser: t.field({
    type: RoleSettingsRef,
    description: 'Takes a role from a staff member; NOT_FOUND when they do not hold it',
    ...operationRoles(ROLE_ADMIN_ROLES),
    args: { role: t.arg({ type: RoleEnum, required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const userId = staffUserId(args.userId);
      await roleSettingsOrThrow(ctx, args.role);
      await keepingRolesAdministrable(ctx, async (tx) => {
        if (!(await revokeRole(tx, args.role, userId))) throw new PlatformError('NOT_FOUND', ROLES_MESSAGES.userLacksRole);
      });
      await announceRoles(ctx, [principalIdOf('USER', userId)]);
      return roleSettingsOrThrow(ctx, args.role);
    },
  }),
}));
