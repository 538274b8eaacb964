import { STAFF_ROLES } from '@work/shared-contracts';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../schema/index.js';
import {
  ESSENTIAL_OPERATIONS,
  gateApplies,
  mayCallOperation,
  OPERATION_ROLES_EXTENSION,
  operationCatalogue,
  rolesOfDefault,
} from './operations.js';

describe('the operation catalogue', () => {
  const catalogue = operationCatalogue(buildSchema());
  const byName = new Map(catalogue.map((op) => [op.name, op]));

  it('lists every root field once, with its kind and declared roles (every staff role when undeclared)', () => {
    expect(byName.get('myTasks')).toMatchObject({ kind: 'QUERY', defaultRoles: STAFF_ROLES, essential: false });
    expect(byName.get('setRoleOperations')).toMatchObject({ kind: 'MUTATION', defaultRoles: ['tech'] });
    expect(byName.get('newCode')?.kind).toBe('SUBSCRIPTION');
    expect(new Set(catalogue.map((op) => op.name)).size).toBe(catalogue.length);
  });

  it('knows every essential operation as a root field of the schema', () => {
    expect([...ESSENTIAL_OPERATIONS].filter((name) => !byName.get(name)?.essential)).toEqual([]);
  });

  it('refuses a declaration naming something other than staff roles, and a name two root types share', () => {
    expect(rolesOfDefault(undefined)).toEqual(STAFF_ROLES);
    expect(rolesOfDefault(['hr_user', 'tech'])).toEqual(['tech', 'hr_user']);
    expect(() => rolesOfDefault(['croudie-active'])).toThrow(/not staff roles: croudie-active/);
    const field = (roles?: unknown) => ({ type: GraphQLString, extensions: roles ? { [OPERATION_ROLES_EXTENSION]: roles } : {} });
    const twice = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { report: field() } }),
      mutation: new GraphQLObjectType({ name: 'Mutation', fields: { report: field(['tech']) } }),
    });
    expect(() => operationCatalogue(twice)).toThrow(/report is both a QUERY and a MUTATION/);
  });
});

describe("the gate's decision", () => {
  it('applies to staff only, and never to essential operations', () => {
    expect(gateApplies({ kind: 'USER' }, 'myTasks')).toBe(true);
    expect(gateApplies({ kind: 'USER' }, 'me')).toBe(false);
    expect(gateApplies({ kind: 'CROUDIE' }, 'myTasks')).toBe(false);
    expect(gateApplies({ kind: 'CLIENT_USER' }, 'myTasks')).toBe(false);
    expect(gateApplies(null, 'myTasks')).toBe(false);
    expect(mayCallOperation({ kind: 'USER' }, 'myTasks', new Set(['clients']))).toBe(false);
    expect(mayCallOperation({ kind: 'USER' }, 'myTasks', new Set(['myTasks']))).toBe(true);
    expect(mayCallOperation({ kind: 'USER' }, 'featureFlags', new Set())).toBe(true);
  });
});
