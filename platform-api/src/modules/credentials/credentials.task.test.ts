// Issue 12, credentials follow the task: once a task stops being the croudie's to work on (relinquished, submitted,
// completed) or the croudie loses access (blocked), their credential sessions end and the credential is free again;
// a backup code is only for a task that is still theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { tasks } from '../work/work.tables.js';
import { credentialSessions } from './credentials.tables.js';

let api: TestApi;
let croudie: string;
let staff: string;
const CLIENT = 3;
const CROUDIE_ID = 2; // croudie.limited
const FEEDBACK = 'Clear, complete work that follows the brief closely and arrived on time.';

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  [croudie, staff] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

async function newTask(state: 'in_progress' | 'review_in_progress' | 'delivered' = 'in_progress'): Promise<number> {
  const [row] = await api.db
    .insert(tasks)
    .values({
      name: `Credential follows ${state}`,
      state,
      clientId: CLIENT,
      ownerId: 1,
      croudieId: CROUDIE_ID,
      createdAt: new Date('2026-05-01T00:00:00Z'),
    })
    .returning({ id: tasks.id });
  return row!.id;
}

interface Credential {
  id: string;
  status: string;
  session: { id: string } | null;
}
const LIST = `query L($clientIds: [ID!]!) { taskCredentials(clientIds: $clientIds, engineTypes: [googleAds]) { id status session { id } } }`;
/** The client's Google Ads credentials as staff see them (status) and as the croudie sees them (their own session). */
const credentials = async (token: string) =>
  (await gql<{ taskCredentials: Credential[] }>(api, LIST, { token, variables: { clientIds: [String(CLIENT)] } })).data!.taskCredentials;
const statusOf = async (credentialId: string) => (await credentials(staff)).find((c) => c.id === credentialId)!.status;

/** Provisions the first available Google Ads credential for the task; answers its id. */
async function holdCredential(taskId: number): Promise<string> {
  const free = (await credentials(staff)).find((c) => c.status === 'AVAILABLE')!;
  const res = await gql(api, `mutation P($input: ProvisionCredentialsInput!) { provisionCredentials(input: $input) { id } }`, {
    token: croudie,
    variables: { input: { taskId: String(taskId), clientId: String(CLIENT), engineType: 'googleAds', taskCredentialId: free.id } },
  });
  expect(res.errors).toBeUndefined();
  expect(await statusOf(free.id)).toBe('OCCUPIED');
  return free.id;
}

/** A session left from before this rule (a task already in review): the credential is occupied. */
async function leftoverSession(taskId: number): Promise<string> {
  const free = (await credentials(staff)).find((c) => c.status === 'AVAILABLE')!;
  const now = api.clock.now();
  await api.db.insert(credentialSessions).values({
    credentialId: Number(free.id),
    principalId: DEMO_PRINCIPALS.croudieLimited,
    taskId,
    password: 'leftover-password-0123456789',
    url: 'https://ads.google.com/',
    expiresAt: new Date(now.getTime() + 60 * 60_000),
    createdAt: now,
  });
  expect(await statusOf(free.id)).toBe('OCCUPIED');
  return free.id;
}

const run = async (token: string, mutation: string, variables: Record<string, unknown>) => {
  const res = await gql(api, mutation, { token, variables });
  expect(res.errors).toBeUndefined();
};

describe('credentials follow the task', () => {
  it("relinquishing the task ends the croudie's credential session and frees the credential", async () => {
    const taskId = await newTask();
    const credentialId = await holdCredential(taskId);
    await run(croudie, `mutation R($id: ID!) { relinquishTask(taskId: $id) { state } }`, { id: String(taskId) });
    expect(await statusOf(credentialId)).toBe('AVAILABLE');
  });

  it('submitting the task ends it', async () => {
    const taskId = await newTask();
    const credentialId = await holdCredential(taskId);
    await run(croudie, `mutation S($id: ID!) { submitTaskWork(taskId: $id, work: "Done as briefed") { state } }`, { id: String(taskId) });
    expect(await statusOf(credentialId)).toBe('AVAILABLE');
  });

  it('completing the task (the reviewer passes it) ends a session still held for it', async () => {
    const taskId = await newTask('review_in_progress');
    const credentialId = await leftoverSession(taskId);
    await run(staff, `mutation P($id: ID!, $f: String) { passTaskWork(taskId: $id, feedback: $f) { state } }`, {
      id: String(taskId),
      f: FEEDBACK,
    });
    expect(await statusOf(credentialId)).toBe('AVAILABLE');
  });

  it("completing the task through the job owner's review ends it too", async () => {
    const taskId = await newTask('delivered');
    const credentialId = await leftoverSession(taskId);
    await run(staff, `mutation R($id: ID!, $f: String) { submitTaskReview(taskId: $id, outcome: PASS, feedback: $f) { state } }`, {
      id: String(taskId),
      f: FEEDBACK,
    });
    expect(await statusOf(credentialId)).toBe('AVAILABLE');
  });

  it('keeps the session while the task stays theirs (saving work)', async () => {
    const taskId = await newTask();
    const credentialId = await holdCredential(taskId);
    await run(croudie, `mutation S($id: ID!) { saveTaskWork(taskId: $id, work: "Half way") { state } }`, { id: String(taskId) });
    expect(await statusOf(credentialId)).toBe('OCCUPIED');
    await run(croudie, `mutation R($id: ID!) { relinquishTask(taskId: $id) { state } }`, { id: String(taskId) });
  });

  it('blocking the croudie ends every credential session they hold', async () => {
    const [first, second] = [await newTask(), await newTask()];
    const held = [await holdCredential(first), await holdCredential(second)];
    const SET_STATUS = `mutation S($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { status } }`;
    await run(staff, SET_STATUS, { id: String(CROUDIE_ID), status: 'blocked' });
    try {
      expect([await statusOf(held[0]!), await statusOf(held[1]!)]).toEqual(['AVAILABLE', 'AVAILABLE']);
    } finally {
      await run(staff, SET_STATUS, { id: String(CROUDIE_ID), status: 'active' });
      croudie = await tokenFor(api.baseUrl, 'croudie.limited@example.com');
      await api.db.update(tasks).set({ state: 'withdrawn' }).where(eq(tasks.croudieId, CROUDIE_ID));
    }
  });
});

describe('generateBackupCode', () => {
  const GENERATE = `mutation G($id: ID!) { generateBackupCode(taskCredentialId: $id) { code } }`;

  it('gives the croudie a code while the task is theirs, and refuses it once the task is no longer theirs', async () => {
    const taskId = await newTask();
    const credentialId = await holdCredential(taskId);
    const mine = await gql<{ generateBackupCode: { code: string } }>(api, GENERATE, { token: croudie, variables: { id: credentialId } });
    expect(mine.data?.generateBackupCode.code).toMatch(/^[0-9]{8}$/);
    // Staff hand the task to someone else (not through the croudie's own transitions).
    await api.db.update(tasks).set({ croudieId: 1 }).where(eq(tasks.id, taskId));
    const res = await gql(api, GENERATE, { token: croudie, variables: { id: credentialId } });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe('This task is no longer yours, so its credential is not either');
    // …and the credential they still held is free again.
    expect(await statusOf(credentialId)).toBe('AVAILABLE');
  });
});
