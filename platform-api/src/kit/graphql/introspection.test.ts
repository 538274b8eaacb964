// Production turns introspection off, except the Role enum for signed-in staff (fetchRolesEnums, ADR 0257).
import { STAFF_ROLES } from '@work/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { createPlatformServer, type PlatformServer } from '../../server.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createTableOutbox } from '../outbox/index.js';
import { createIdentityModule, type IdentityModule } from '../../modules/identity/index.js';
import { INTROSPECTION_REFUSED } from './introspection.js';

let dev: TestApi;
let identity: IdentityModule;
let server: PlatformServer;
const prod = { baseUrl: '' };
let member: string;
let croudie: string;

beforeAll(async () => {
  // Sign-in needs the browser flow over https in production; sign in on a development server, then ask a production
  // server on the same database (trusted documents, also on in production, have their own test).
  dev = await startTestApi();
  [member, croudie] = await Promise.all([
    tokenFor(dev.baseUrl, 'staff.member@example.com'),
    tokenFor(dev.baseUrl, 'croudie.active@example.com'),
  ]);
  const config = loadConfig({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' });
  const logger = createLogger({ level: 'silent' });
  const outbox = createTableOutbox(dev.db, dev.clock);
  identity = await createIdentityModule({ db: dev.db, clock: dev.clock, config, logger, outbox }, { upstream: null });
  server = createPlatformServer({ config, database: dev.database, clock: dev.clock, logger, outbox, identity });
  prod.baseUrl = `http://127.0.0.1:${(await server.listen(0)).port}`;
}, 240_000);
afterAll(async () => {
  await server?.close();
  await identity?.close();
  await dev?.close();
});

const FETCH_ROLES_ENUMS = `query FetchRolesEnums { __type(name: "Role") { enumValues { name } } }`;

describe('introspection in production', () => {
  it('answers fetchRolesEnums to a signed-in staff member', async () => {
    const res = await gql<{ __type: { enumValues: { name: string }[] } }>(prod, FETCH_ROLES_ENUMS, { token: member });
    expect(res.errors).toBeUndefined();
    expect(res.data!.__type.enumValues.map((v) => v.name)).toEqual([...STAFF_ROLES]);
  });

  it('refuses it to croudies (FORBIDDEN) and anonymous callers (UNAUTHENTICATED)', async () => {
    const asCroudie = await gql(prod, FETCH_ROLES_ENUMS, { token: croudie });
    expect(errorCode(asCroudie)).toBe('FORBIDDEN');
    expect(asCroudie.data ?? null).toBeNull();
    expect(errorCode(await gql(prod, FETCH_ROLES_ENUMS))).toBe('UNAUTHENTICATED');
  });

  it('refuses every other type, a type named by a variable, and the whole schema, even to staff', async () => {
    for (const query of [
      `{ __type(name: "Task") { fields { name } } }`,
      `query($name: String!) { __type(name: $name) { name } }`,
      `{ __schema { queryType { name } } }`,
      `{ ...Roles } fragment Roles on Query { __schema { types { name } } }`,
    ]) {
      const res = await gql(prod, query, { token: member, variables: { name: 'Role' } });
      expect(res.errors?.[0]?.message, query).toBe(INTROSPECTION_REFUSED);
    }
  });

  it('still answers ordinary operations and __typename', async () => {
    const res = await gql<{ me: { id: string; __typename: string } }>(prod, `{ me { id __typename } }`, { token: member });
    expect(res.errors).toBeUndefined();
    expect(res.data!.me.__typename).toBe('Me');
  });
});
