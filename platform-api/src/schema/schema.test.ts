import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SDL_PATH } from './index.js';

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
