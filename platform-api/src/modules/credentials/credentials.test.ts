import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { tasks } from '../work/work.tables.js';
import { credentialStatus, sessionLive } from './credentials.rules.js';

let api: TestApi;
let croudie: string;
let otherCroudie: string;
let staff: string;
let member: string;
let taskId: number;
let otherTaskId: number;
const CLIENT = 3;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  [croudie, otherCroudie, staff, member] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
  ]);
  const base = { state: 'in_progress' as const, clientId: CLIENT, ownerId: 1, createdAt: new Date('2026-05-01T00:00:00Z') };
  const rows = await api.db
    .insert(tasks)
    .values([
      { ...base, name: 'Credential task', croudieId: 1 },
      { ...base, name: 'Other credential task', croudieId: 2 },
    ])
    .returning({ id: tasks.id });
  taskId = rows[0]!.id;
  otherTaskId = rows[1]!.id;
});
afterAll(async () => {
  await api?.close();
});

interface Credential {
  id: string;
  emailAddress: string;
  engineType: string;
  status: string;
  occupiedByMe: boolean;
  session: { id: string } | null;
}
const LIST = `query L($clientIds: [ID!]!, $engineTypes: [EngineType!], $status: TaskCredentialStatus) {
  taskCredentials(clientIds: $clientIds, engineTypes: $engineTypes, status: $status) { id emailAddress engineType status occupiedByMe session { id } }
}`;
const list = (token: string, variables: Record<string, unknown>) => gql<{ taskCredentials: Credential[] }>(api, LIST, { token, variables });
const PROVISION = `mutation P($input: ProvisionCredentialsInput!) { provisionCredentials(input: $input) { id emailAddress password url expiresAt } }`;
const provision = (token: string, task: number, credentialId: string, engineType = 'googleAds') =>
  gql<{ provisionCredentials: { id: string; emailAddress: string; password: string; url: string; expiresAt: string } }>(api, PROVISION, {
    token,
    variables: { input: { taskId: String(task), clientId: String(CLIENT), engineType, taskCredentialId: credentialId } },
  });
const revoke = (token: string, sessionId: string) =>
  gql<{ revokeProvision: boolean }>(api, `mutation R($id: ID!) { revokeProvision(sessionId: $id) }`, {
    token,
    variables: { id: sessionId },
  });

describe('task credentials', () => {
  it("lists a client's credentials for the croudie working on its task; other clients are hidden", async () => {
    const res = await list(croudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAds'] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.taskCredentials.map((c) => c.status)).toEqual(['AVAILABLE', 'AVAILABLE', 'UNVERIFIED']);
    const hidden = await list(otherCroudie, { clientIds: ['8'] });
    expect(hidden.data!.taskCredentials).toEqual([]);
    expect(errorCode(await list(croudie, { clientIds: [] }))).toBe('BAD_USER_INPUT');
  });

  it('provisions a session with password, url and expiry; the credential is then occupied, and disabled for others', async () => {
    const [first] = (await list(croudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAds'] })).data!.taskCredentials;
    const res = await provision(croudie, taskId, first!.id);
    expect(res.errors).toBeUndefined();
    const session = res.data!.provisionCredentials;
    expect(session).toMatchObject({ emailAddress: first!.emailAddress, url: 'https://ads.google.com/' });
    const lasts = Date.parse(session.expiresAt) - api.clock.now().getTime();
    expect(lasts).toBeGreaterThan(4 * 60 * 60_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(4 * 60 * 60_000);
    expect(session.password.length).toBeGreaterThanOrEqual(20);
    // Asking again returns the same session.
    expect((await provision(croudie, taskId, first!.id)).data!.provisionCredentials.id).toBe(session.id);

    const mine = (await list(croudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAds'] })).data!.taskCredentials[0]!;
    expect(mine).toMatchObject({ status: 'OCCUPIED', occupiedByMe: true, session: { id: session.id } });
    const theirs = (await list(otherCroudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAds'] })).data!.taskCredentials[0]!;
    expect(theirs).toMatchObject({ status: 'OCCUPIED', occupiedByMe: false, session: null });
    const taken = await provision(otherCroudie, otherTaskId, first!.id);
    expect(errorCode(taken)).toBe('CONFLICT');
    expect(taken.errors![0]!.message).toBe('All credentials for this client are already in use, please try again later.');

    // Others cannot relinquish it; the holder can, once; then it is free again.
    expect(errorCode(await revoke(otherCroudie, session.id))).toBe('FORBIDDEN');
    expect(errorCode(await revoke(member, session.id))).toBe('FORBIDDEN');
    expect((await revoke(croudie, session.id)).data!.revokeProvision).toBe(true);
    expect(errorCode(await revoke(croudie, session.id))).toBe('CONFLICT');
    expect((await provision(otherCroudie, otherTaskId, first!.id)).errors).toBeUndefined();
  });

  it('frees a credential when its session expires', async () => {
    const second = (await list(croudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAnalytics'] })).data!.taskCredentials[0]!;
    const held = await provision(croudie, taskId, second.id, 'googleAnalytics');
    expect(held.errors).toBeUndefined();
    api.clock.set(new Date(api.clock.now().getTime() + 4 * 60 * 60_000 + 1000));
    const after = (await list(otherCroudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAnalytics'] })).data!.taskCredentials[0]!;
    expect(after.status).toBe('AVAILABLE');
    expect((await provision(otherCroudie, otherTaskId, second.id, 'googleAnalytics')).errors).toBeUndefined();
  });

  it("refuses the wrong person, an unverified credential, another client's task and staff", async () => {
    const creds = (await list(croudie, { clientIds: [String(CLIENT)], engineTypes: ['googleAds'] })).data!.taskCredentials;
    const unverified = creds.find((c) => c.status === 'UNVERIFIED')!;
    const res = await provision(croudie, taskId, unverified.id);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors![0]!.message).toBe('This credential is not verified yet');
    expect(errorCode(await provision(otherCroudie, taskId, creds[1]!.id))).toBe('FORBIDDEN');
    expect(errorCode(await provision(staff, taskId, creds[1]!.id))).toBe('FORBIDDEN');
    expect(errorCode(await provision(croudie, taskId, creds[1]!.id, 'googleAnalytics'))).toBe('NOT_FOUND');
  });

  it('gives staff the summary per platform; croudies are FORBIDDEN', async () => {
    const res = await gql<{
      taskCredentialSummary: { engineType: string; available: number; occupied: number; unverified: number; total: number }[];
    }>(api, `query S($id: ID!) { taskCredentialSummary(clientId: $id) { engineType available occupied unverified total } }`, {
      token: staff,
      variables: { id: '5' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.taskCredentialSummary).toHaveLength(12);
    expect(res.data!.taskCredentialSummary.find((s) => s.engineType === 'googleAds')).toEqual({
      engineType: 'googleAds',
      available: 2,
      occupied: 0,
      unverified: 1,
      total: 3,
    });
    const croudieSummary = await gql(api, `query S($id: ID!) { taskCredentialSummary(clientId: $id) { total } }`, {
      token: croudie,
      variables: { id: '5' },
    });
    expect(errorCode(croudieSummary)).toBe('FORBIDDEN');
  });

  it('works out status from the live session', () => {
    const now = new Date('2026-05-04T08:00:00Z');
    expect(sessionLive({ releasedAt: null, expiresAt: new Date('2026-05-04T08:00:01Z') }, now)).toBe(true);
    expect(sessionLive({ releasedAt: null, expiresAt: now }, now)).toBe(false);
    expect(sessionLive({ releasedAt: now, expiresAt: new Date('2026-05-05T00:00:00Z') }, now)).toBe(false);
    expect(credentialStatus('unverified', true)).toBe('unverified');
    expect(credentialStatus('available', true)).toBe('occupied');
    expect(credentialStatus('available', false)).toBe('available');
  });
});
