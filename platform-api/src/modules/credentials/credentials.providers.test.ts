import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { clients } from '../clients/clients.tables.js';
import { tasks } from '../work/work.tables.js';
import { FAILING_PROVIDER_CLIENT, SPARE_PLATFORM_ACCOUNTS } from '../../seed/credentials.js';
import { AccountLookupFailed, httpProvider, lookupEndpointOf, ProvisioningFailed, vaultProvider } from './credentials.providers.js';
import { BACKUP_CODE_LIST_LIMIT, formatBackupCode, PROVISION_FAILED } from './credentials.rules.js';
import { credentialProviders, platformAccounts } from './credentials.tables.js';

const REQUEST = {
  credentialId: 1,
  emailAddress: 'a@example.com',
  engineType: 'googleAds' as const,
  clientId: 1,
  principalId: 'p',
  taskId: 1,
};

describe('credential providers', () => {
  let server: Server;
  let base: string;
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  let received: unknown = null;
  let receivedPath = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received = JSON.parse(body);
        receivedPath = req.url ?? '';
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/provision`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the http provider posts the request and takes { password, url }', async () => {
    answer = { status: 200, body: JSON.stringify({ password: 'upstream-secret', url: 'https://sso.example.com/x' }) };
    await expect(httpProvider(base).provision(REQUEST)).resolves.toEqual({ password: 'upstream-secret', url: 'https://sso.example.com/x' });
    expect(received).toEqual(REQUEST);
  });

  it('fails on an error status, a malformed answer, or an unreachable service', async () => {
    answer = { status: 503, body: '{}' };
    await expect(httpProvider(base).provision(REQUEST)).rejects.toThrow('answered 503');
    answer = { status: 200, body: JSON.stringify({ password: '' }) };
    await expect(httpProvider(base).provision(REQUEST)).rejects.toBeInstanceOf(ProvisioningFailed);
    await expect(httpProvider('http://127.0.0.1:9/provision').provision(REQUEST)).rejects.toThrow('unreachable');
  });

  it('the http provider looks an account up beside its provisioning endpoint, answering { exists }', async () => {
    const lookup = { clientId: 7, engineType: 'microsoftPowerBI' as const, emailAddress: 'bi@example.com' };
    answer = { status: 200, body: JSON.stringify({ exists: true }) };
    await expect(httpProvider(base).accountExists(lookup)).resolves.toBe(true);
    expect(receivedPath).toBe('/lookup');
    expect(received).toEqual({ ...lookup, platform: 'microsoft' });
    answer = { status: 200, body: JSON.stringify({ exists: false }) };
    await expect(httpProvider(base).accountExists(lookup)).resolves.toBe(false);
  });

  it('a lookup fails on an error status, a malformed answer, or an unreachable service', async () => {
    const lookup = { clientId: 7, engineType: 'googleAds' as const, emailAddress: 'a@example.com' };
    answer = { status: 500, body: '{}' };
    await expect(httpProvider(base).accountExists(lookup)).rejects.toThrow('answered 500');
    answer = { status: 200, body: JSON.stringify({ found: 'yes' }) };
    await expect(httpProvider(base).accountExists(lookup)).rejects.toBeInstanceOf(AccountLookupFailed);
    await expect(httpProvider('http://127.0.0.1:9/provision').accountExists(lookup)).rejects.toThrow('unreachable');
    expect(lookupEndpointOf('http://svc.example.com/credentials/provision')).toBe('http://svc.example.com/credentials/lookup');
  });

  it('backup codes have 8 digits, leading zeros kept', () => {
    expect(formatBackupCode(42)).toBe('00000042');
    expect(formatBackupCode(12345678)).toBe('12345678');
  });
});

describe("provisioning through a client's provider, and backup codes", () => {
  let api: TestApi;
  let croudie: string;
  let admin: string;
  let member: string;
  let failingClient: number;
  let failingTask: number;
  let vaultTask: number;
  const VAULT_CLIENT = 3;
  beforeAll(async () => {
    api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
    [croudie, admin, member] = await Promise.all([
      tokenFor(api.baseUrl, 'croudie.active@example.com'),
      tokenFor(api.baseUrl, 'staff.admin@example.com'),
      tokenFor(api.baseUrl, 'staff.member@example.com'),
    ]);
    const [client] = await api.db.select().from(clients).where(eq(clients.name, FAILING_PROVIDER_CLIENT));
    failingClient = client!.id;
    const base = { state: 'in_progress' as const, ownerId: 1, croudieId: 1, createdAt: new Date('2026-05-01T00:00:00Z') };
    const rows = await api.db
      .insert(tasks)
      .values([
        { ...base, name: 'Failing provider task', clientId: failingClient },
        { ...base, name: 'Vault task', clientId: VAULT_CLIENT },
      ])
      .returning({ id: tasks.id });
    failingTask = rows[0]!.id;
    vaultTask = rows[1]!.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const credentialsOf = async (clientId: number) =>
    (
      await gql<{ taskCredentials: { id: string; engineType: string; status: string }[] }>(
        api,
        `query L($c: [ID!]!) { taskCredentials(clientIds: $c) { id engineType status } }`,
        { token: croudie, variables: { c: [String(clientId)] } },
      )
    ).data!.taskCredentials;
  const provision = (task: number, clientId: number, credentialId: string) =>
    gql<{ provisionCredentials: { id: string; password: string } }>(
      api,
      `mutation P($input: ProvisionCredentialsInput!) { provisionCredentials(input: $input) { id password } }`,
      {
        token: croudie,
        variables: { input: { taskId: String(task), clientId: String(clientId), engineType: 'googleAds', taskCredentialId: credentialId } },
      },
    );

  it("the vault hands out a fresh password and the platform's sign-in page", async () => {
    const vault = vaultProvider(api.db);
    const a = await vault.provision(REQUEST);
    const b = await vault.provision(REQUEST);
    expect(a.url).toBe('https://ads.google.com/');
    expect(a.password).toHaveLength(24);
    expect(a.password).not.toBe(b.password);
  });

  it("the vault finds an account in the agency's directory of the platform (Google, Microsoft), in any case", async () => {
    const vault = vaultProvider(api.db);
    await api.db.insert(platformAccounts).values({ platform: 'google', emailAddress: 'Directory.Case@Example.com', createdAt: new Date() });
    const lookup = (engineType: 'googleDv360' | 'microsoftSharepoint', emailAddress: string) =>
      vault.accountExists({ clientId: VAULT_CLIENT, engineType, emailAddress });
    expect(await lookup('googleDv360', 'directory.case@example.com')).toBe(true);
    // a Google account is not a Microsoft one
    expect(await lookup('microsoftSharepoint', 'directory.case@example.com')).toBe(false);
    expect(await lookup('googleDv360', 'nobody.here@example.com')).toBe(false);
    // the seeded spare accounts are there for dev
    expect(await lookup('microsoftSharepoint', SPARE_PLATFORM_ACCOUNTS.find((a) => a.platform === 'microsoft')!.emailAddress)).toBe(true);
  });

  it('the seeded failing client is configured with the unreachable http service', async () => {
    const [row] = await api.db.select().from(credentialProviders).where(eq(credentialProviders.clientId, failingClient));
    expect(row).toMatchObject({ kind: 'http' });
  });

  it("a provider failure answers 'Problem provisioning credential' and holds nothing, every time", async () => {
    const credential = (await credentialsOf(failingClient)).find((c) => c.engineType === 'googleAds' && c.status === 'AVAILABLE')!;
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await provision(failingTask, failingClient, credential.id);
      expect(errorCode(res)).toBe('INTERNAL_SERVER_ERROR');
      expect(res.errors?.[0]?.message).toBe(PROVISION_FAILED);
    }
    expect((await credentialsOf(failingClient)).find((c) => c.id === credential.id)?.status).toBe('AVAILABLE');
  });

  it('a vault client provisions as before', async () => {
    const credential = (await credentialsOf(VAULT_CLIENT)).find((c) => c.engineType === 'googleAds' && c.status === 'AVAILABLE')!;
    const res = await provision(vaultTask, VAULT_CLIENT, credential.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.provisionCredentials.password.length).toBeGreaterThan(10);
  });

  const CODES = `query C($c: ID!) { backupCodes(clientId: $c) { id actorId resourceId code engineType emailAddress } }`;
  const GENERATE = `mutation G($id: ID!) { generateBackupCode(taskCredentialId: $id) { id actorId resourceId clientId code } }`;

  it('only task_cred_admin staff see backup codes; they, or the holder of a live session, can generate one', async () => {
    const credentials = await credentialsOf(VAULT_CLIENT);
    const held = (
      await gql<{ taskCredentials: { id: string; occupiedByMe: boolean }[] }>(
        api,
        `query L($c: [ID!]!) { taskCredentials(clientIds: $c) { id occupiedByMe } }`,
        { token: croudie, variables: { c: [String(VAULT_CLIENT)] } },
      )
    ).data!.taskCredentials.find((c) => c.occupiedByMe)!;
    const notHeld = credentials.find((c) => c.id !== held.id && c.status === 'AVAILABLE')!;

    expect(errorCode(await gql(api, CODES, { token: croudie, variables: { c: String(VAULT_CLIENT) } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, CODES, { token: member, variables: { c: String(VAULT_CLIENT) } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, GENERATE, { token: member, variables: { id: notHeld.id } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, GENERATE, { token: croudie, variables: { id: notHeld.id } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, CODES, { token: admin, variables: { c: 'x' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(api, GENERATE, { token: admin, variables: { id: '999999' } }))).toBe('NOT_FOUND');

    const byHolder = await gql<{ generateBackupCode: { code: string; actorId: string; resourceId: string } }>(api, GENERATE, {
      token: croudie,
      variables: { id: held.id },
    });
    expect(byHolder.data!.generateBackupCode).toMatchObject({ actorId: 'croudie-network:croudies:1', resourceId: held.id });
    expect(byHolder.data!.generateBackupCode.code).toMatch(/^\d{8}$/);
    const byAdmin = await gql<{ generateBackupCode: { code: string } }>(api, GENERATE, { token: admin, variables: { id: notHeld.id } });
    expect(byAdmin.errors).toBeUndefined();

    const list = await gql<{ backupCodes: { code: string; resourceId: string }[] }>(api, CODES, {
      token: admin,
      variables: { c: String(VAULT_CLIENT) },
    });
    expect(list.data!.backupCodes.map((c) => c.code)).toEqual([
      byAdmin.data!.generateBackupCode.code,
      byHolder.data!.generateBackupCode.code,
    ]);
  });

  it('the list keeps the latest codes', async () => {
    const credential = (await credentialsOf(VAULT_CLIENT))[0]!;
    for (let i = 0; i < BACKUP_CODE_LIST_LIMIT + 1; i++) await gql(api, GENERATE, { token: admin, variables: { id: credential.id } });
    const list = await gql<{ backupCodes: unknown[] }>(api, CODES, { token: admin, variables: { c: String(VAULT_CLIENT) } });
    expect(list.data!.backupCodes).toHaveLength(BACKUP_CODE_LIST_LIMIT);
  });

  it("newCode pushes a client's new codes live to credential administrators only", async () => {
    const [credential] = await credentialsOf(VAULT_CLIENT);
    const [other] = await credentialsOf(failingClient);
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    const memberClient = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${member}` },
      retryAttempts: 0,
    });
    try {
      const events = client.iterate<{ newCode: { code: string; resourceId: string } }>({
        query: `subscription { newCode(clientId: "${VAULT_CLIENT}") { code resourceId } }`,
      });
      const next = events.next();
      const refused = await memberClient.iterate({ query: `subscription { newCode(clientId: "${VAULT_CLIENT}") { code } }` }).next();
      expect((refused.value as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Another client's code is not pushed to this subscription.
      await gql(api, GENERATE, { token: admin, variables: { id: other!.id } });
      const made = await gql<{ generateBackupCode: { code: string } }>(api, GENERATE, { token: admin, variables: { id: credential!.id } });
      expect((await next).value?.data?.newCode).toEqual({ code: made.data!.generateBackupCode.code, resourceId: credential!.id });
      await events.return?.();
    } finally {
      await client.dispose();
      await memberClient.dispose();
    }
  });
});
