import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESSENTIAL_OPERATIONS, OPERATION_ROLES_EXTENSION } from '../kit/graphql/operations.js';
import { buildSchema, printedSchema, SDL_PATH } from './index.js';

describe('printed SDL', () => {
  it('matches shared-contracts/graphql/schema.graphql (run `pnpm --filter @work/platform-api schema:print`)', () => {
    expect(readFileSync(SDL_PATH, 'utf8')).toBe(printedSchema());
  });

  it('holds the queries every part relies on', () => {
    const sdl = printedSchema();
    for (const field of [
      'me: Me!',
      'myTasks(',
      'featureFlags: [String!]!',
      'signedIn: Boolean!',
      'recordMetric(',
      'rolesUpdated: RolesUpdatedEvent!',
    ]) {
      expect(sdl).toContain(field);
    }
  });
});

describe('operation declarations (ADR 0257)', () => {
  it('every root field a role can be refused names its default roles beside it, so no operation is open to all staff by omission', () => {
    const schema = buildSchema();
    const undeclared = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
      Object.values(root!.getFields())
        .filter((field) => !ESSENTIAL_OPERATIONS.has(field.name) && field.extensions?.[OPERATION_ROLES_EXTENSION] === undefined)
        .map((field) => `${root!.name}.${field.name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
