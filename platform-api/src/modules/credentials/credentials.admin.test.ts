// Task credentials administration (staff-and-admin.md §2, §3 Task credential (admin), §4, §5, §8; ADR 0261): every rule
// and message, and each field as task_cred_admin (allowed), staff.member (refused by the operation gate) and a croudie
// (refused by the resolver: croudies are not gated by staff roles).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { operationCatalogue } from '../../kit/graphql/operations.js';
import { buildSchema } from '../../schema/index.js';
import { clients } from '../clients/clients.tables.js';
import { jobs } from '../work/jobs.tables.js';
import { tasks } from '../work/work.tables.js';
import { FAILING_PROVIDER_CLIENT, SPARE_PLATFORM_ACCOUNTS } from '../../seed/credentials.js';
import { credentialSessions, platformAccounts, taskCredentials } from './credentials.tables.js';

let api: TestApi;
let admin: string;
let member: string;
let croudie: string;
let acme: number;
let granite: number;
let dune: number;
let acmeJob: number;
let otherClientJob: number;
let graniteTask: number;
const NOW = new Date('2026-05-04T08:00:00Z');
const STAFF_ADMIN_ID = '1';
const STAFF_MEMBER_ID = '2';

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
  ]);
  const clientId = async (name: string) => (await api.db.select().from(clients).where(eq(clients.name, name)))[0]!.id;
  [acme, granite, dune] = [await clientId('Acme Outdoor'), await clientId('Granite Bank'), await clientId(FAILING_PROVIDER_CLIENT)];
  const jobRows = await api.db.select().from(jobs);
  acmeJob = jobRows.find((j) => j.clientId === acme)!.id;
  otherClientJob = jobRows.find((j) => j.clientId !== acme)!.id;
  // croudie.limited's own task in progress for Granite Bank, to hold credentials for
  const [task] = await api.db
    .insert(tasks)
    .values({ name: 'Granite credential task', state: 'in_progress', clientId: granite, ownerId: 1, croudieId: 2, createdAt: NOW })
    .returning({ id: tasks.id });
  graniteTask = task!.id;
});
afterAll(async () => {
  await api?.close();
});

const FIELDS = `id emailAddress clientId clientName engineType accessLevel status expiresOn expired jobId jobName
  requester { id fullName } currentSession { id holderName holderPrincipalId taskId taskName live }`;
interface AdminCredential {
  id: string;
  emailAddress: string;
  clientId: string;
  clientName: string;
  engineType: string;
  accessLevel: string;
  status: string;
  expiresOn: string | null;
  expired: boolean;
  jobId: string | null;
  jobName: string | null;
  requester: { id: string; fullName: string } | null;
  currentSession: {
    id: string;
    holderName: string;
    holderPrincipalId: string;
    taskId: string | null;
    taskName: string | null;
    live: boolean;
  } | null;
}
const LIST = `query L($filters: AdminTaskCredentialFilters, $pagination: PaginationInput, $sort: SortInput) {
  adminTaskCredentials(filters: $filters, pagination: $pagination, sort: $sort) { nodes { ${FIELDS} } pagination { total page limit } }
}`;
type ListResult = { adminTaskCredentials: { nodes: AdminCredential[]; pagination: { total: number; page: number; limit: number } } };
const list = (token: string, variables: Record<string, unknown> = {}) => gql<ListResult>(api, LIST, { token, variables });
const listed = async (variables: Record<string, unknown>) => {
  const res = await list(admin, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.adminTaskCredentials;
};

const ADD = `mutation A($input: AddTaskCredentialsInput!) {
  addTaskCredentials(input: $input) { emailAddress outcome message credential { ${FIELDS} } }
}`;
interface AddResult {
  emailAddress: string;
  outcome: string;
  message: string;
  credential: AdminCredential | null;
}
const add = (token: string, input: Record<string, unknown>) =>
  gql<{ addTaskCredentials: AddResult[] }>(api, ADD, {
    token,
    variables: { input: { clientId: String(acme), engineType: 'googleDv360', requesterId: STAFF_ADMIN_ID, ...input } },
  });

const UPDATE = `mutation U($id: ID!, $input: UpdateTaskCredentialInput!) { updateTaskCredential(id: $id, input: $input) { ${FIELDS} } }`;
const update = (token: string, id: string, input: Record<string, unknown>) =>
  gql<{ updateTaskCredential: AdminCredential }>(api, UPDATE, {
    token,
    variables: { id, input: { accessLevel: 'STANDARD', status: 'AVAILABLE', requesterId: STAFF_ADMIN_ID, ...input } },
  });
const revokeCredential = (token: string, id: string) =>
  gql<{ revokeTaskCredential: AdminCredential }>(api, `mutation R($id: ID!) { revokeTaskCredential(id: $id) { ${FIELDS} } }`, {
    token,
    variables: { id },
  });
const deleteCredential = (token: string, id: string) =>
  gql<{ deleteTaskCredential: boolean }>(api, `mutation D($id: ID!) { deleteTaskCredential(id: $id) }`, { token, variables: { id } });
const SESSIONS = `query S($id: ID!, $pagination: PaginationInput) {
  taskCredentialSessions(credentialId: $id, pagination: $pagination) {
    nodes { id holderName holderPrincipalId taskId taskName createdAt expiresAt releasedAt live } pagination { total }
  }
}`;
type Sessions = {
  taskCredentialSessions: {
    nodes: {
      id: string;
      holderName: string;
      holderPrincipalId: string;
      taskId: string | null;
      taskName: string | null;
      releasedAt: string | null;
      live: boolean;
    }[];
    pagination: { total: number };
  };
};
const sessions = (token: string, id: string) => gql<Sessions>(api, SESSIONS, { token, variables: { id } });
const revokeSession = (token: string, sessionId: string) =>
  gql<{ revokeProvision: boolean }>(api, `mutation R($id: ID!) { revokeProvision(sessionId: $id) }`, {
    token,
    variables: { id: sessionId },
  });
const provision = (credentialId: string, engineType: string) =>
  gql<{ provisionCredentials: { id: string } }>(
    api,
    `mutation P($input: ProvisionCredentialsInput!) { provisionCredentials(input: $input) { id } }`,
    {
      token: croudie,
      variables: { input: { taskId: String(graniteTask), clientId: String(granite), engineType, taskCredentialId: credentialId } },
    },
  );
const addAccount = (token: string, platform: string, emailAddress: string) =>
  gql<{ addPlatformAccount: { id: string; platform: string; emailAddress: string } }>(
    api,
    `mutation A($input: PlatformAccountInput!) { addPlatformAccount(input: $input) { id platform emailAddress } }`,
    { token, variables: { input: { platform, emailAddress } } },
  );

/** Refused: staff.member by the operation gate, the croudie by the resolver; both FORBIDDEN. */
function expectRefused(res: GraphQLResponse<unknown>) {
  expect(errorCode(res)).toBe('FORBIDDEN');
  expect(res.data ?? null).toBeNull();
}

/** A fresh account in the vault's directory, unique to the test. */
let counter = 0;
async function knownAccount(platform: 'GOOGLE' | 'MICROSOFT' = 'GOOGLE'): Promise<string> {
  counter += 1;
  const email = `known.${counter}.${Date.now()}@credentials.example.com`;
  const res = await addAccount(admin, platform, email);
  expect(res.errors).toBeUndefined();
  return email;
}

describe('operations', () => {
  it('declares task_cred_admin as the only staff role of every administrators’ field and of revokeProvision', () => {
    const catalogue = operationCatalogue(buildSchema());
    for (const name of [
      'adminTaskCredentials',
      'taskCredentialSessions',
      'credentialJobOptions',
      'addTaskCredentials',
      'updateTaskCredential',
      'revokeTaskCredential',
      'deleteTaskCredential',
      'addPlatformAccount',
      'revokeProvision',
    ]) {
      expect(catalogue.find((op) => op.name === name)?.defaultRoles, name).toEqual(['task_cred_admin']);
    }
  });
});

describe('adminTaskCredentials', () => {
  it('pages every client’s credentials, newest first, with the admin fields', async () => {
    const first = await listed({ pagination: { page: 1, limit: 10 } });
    expect(first.nodes).toHaveLength(10);
    expect(first.pagination.total).toBeGreaterThan(90);
    const ids = first.nodes.map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await listed({ pagination: { page: 2, limit: 10 } });
    expect(second.nodes.map((n) => n.id)).not.toContain(first.nodes[0]!.id);
    const withAll = first.nodes.find((n) => n.requester && n.expiresOn);
    expect(withAll).toMatchObject({ requester: { fullName: expect.any(String) }, clientName: expect.any(String) });
  });

  it('filters by client, platform, status and e-mail, and shows who holds an occupied one', async () => {
    const fjord = (await api.db.select().from(clients).where(eq(clients.name, 'Fjord Insurance')))[0]!.id;
    const occupied = await listed({ filters: { clientIds: [String(fjord)], statuses: ['OCCUPIED'] } });
    expect(occupied.nodes).toHaveLength(1);
    expect(occupied.nodes[0]).toMatchObject({
      engineType: 'googleCampaignManager',
      status: 'OCCUPIED',
      currentSession: {
        holderPrincipalId: DEMO_PRINCIPALS.croudieActive,
        holderName: 'Ava Active',
        live: true,
        taskName: expect.any(String),
      },
    });
    const unverified = await listed({ filters: { clientIds: [String(acme)], statuses: ['UNVERIFIED'] } });
    expect(unverified.nodes.length).toBeGreaterThan(0);
    expect(unverified.nodes.every((n) => n.status === 'UNVERIFIED' && n.clientId === String(acme))).toBe(true);
    const available = await listed({
      filters: { clientIds: [String(fjord)], engineTypes: ['googleCampaignManager'], statuses: ['AVAILABLE'] },
    });
    expect(available.nodes.map((n) => n.status)).toEqual(['AVAILABLE']);
    const both = await listed({
      filters: { clientIds: [String(fjord)], engineTypes: ['googleCampaignManager'], statuses: ['AVAILABLE', 'OCCUPIED'] },
    });
    expect(both.pagination.total).toBe(2);
    const searched = await listed({ filters: { search: 'DV3601.CLIENT' } });
    expect(searched.nodes.length).toBeGreaterThan(0);
    expect(searched.nodes.every((n) => n.emailAddress.startsWith('googledv3601.client'))).toBe(true);
    const expired = (await listed({ filters: { clientIds: [String(acme)], engineTypes: ['googleSearchConsole'] } })).nodes;
    expect(expired.map((n) => n.expired).sort()).toEqual([false, true]);
  });

  it('sorts by e-mail and client; refuses an unknown sort field and a bad client id', async () => {
    const byEmail = (await listed({ sort: { field: 'emailAddress', direction: 'ASC' }, pagination: { limit: 25 } })).nodes.map((n) =>
      n.emailAddress.toLowerCase(),
    );
    expect(byEmail).toEqual([...byEmail].sort());
    const byClient = (await listed({ sort: { field: 'client', direction: 'DESC' }, pagination: { limit: 25 } })).nodes.map(
      (n) => n.clientName,
    );
    expect(byClient[0]).toBe('Juniper Health');
    expect(errorCode(await list(admin, { sort: { field: 'password', direction: 'ASC' } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await list(admin, { filters: { clientIds: ['x'] } }))).toBe('BAD_USER_INPUT');
  });

  it('is for task_cred_admin only', async () => {
    expectRefused(await list(member));
    expectRefused(await list(croudie));
    expect(errorCode(await list(''))).toBe('UNAUTHENTICATED');
  });
});

describe('addTaskCredentials', () => {
  it('answers per address: Created, Username already in use, Username not found', async () => {
    const known = await knownAccount();
    const existing = (await listed({ filters: { clientIds: [String(acme)], engineTypes: ['googleDv360'] } })).nodes[0]!.emailAddress;
    const res = await add(admin, {
      emailAddresses: [known.toUpperCase(), existing, 'nobody.at.google@credentials.example.com'],
      accessLevel: 'ADMIN',
      expiresOn: '2026-12-31',
      jobId: String(acmeJob),
    });
    expect(res.errors).toBeUndefined();
    const results = res.data!.addTaskCredentials;
    expect(results.map((r) => [r.emailAddress, r.outcome, r.message])).toEqual([
      [known, 'CREATED', 'Created'],
      [existing, 'USERNAME_IN_USE', 'Username already in use'],
      ['nobody.at.google@credentials.example.com', 'USERNAME_NOT_FOUND', 'Username not found'],
    ]);
    expect(results[0]!.credential).toMatchObject({
      emailAddress: known,
      clientId: String(acme),
      clientName: 'Acme Outdoor',
      engineType: 'googleDv360',
      accessLevel: 'ADMIN',
      status: 'AVAILABLE',
      expiresOn: '2026-12-31',
      jobId: String(acmeJob),
      requester: { id: STAFF_ADMIN_ID, fullName: 'Sam Admin' },
      currentSession: null,
    });
    expect(results[1]!.credential).toBeNull();
    // Added once: again it is in use, in any case.
    const again = await add(admin, { emailAddresses: [known] });
    expect(again.data!.addTaskCredentials[0]!.outcome).toBe('USERNAME_IN_USE');
    // The same account on another platform of the same identity service is a new credential.
    const otherPlatform = await add(admin, { emailAddresses: [known], engineType: 'googleCampaignManager' });
    expect(otherPlatform.data!.addTaskCredentials[0]!.message).toBe('Created');
  });

  it('answers Unknown Error for every address when the provider cannot tell (an unreachable upstream service)', async () => {
    const res = await add(admin, {
      clientId: String(dune),
      emailAddresses: ['a.dune@credentials.example.com', 'b.dune@credentials.example.com'],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addTaskCredentials.map((r) => r.message)).toEqual(['Unknown Error', 'Unknown Error']);
    const stored = await api.db.select().from(taskCredentials).where(eq(taskCredentials.emailAddress, 'a.dune@credentials.example.com'));
    expect(stored).toEqual([]);
  });

  it("refuses the whole input when one address is not valid: 'Not all of these are valid email addresses'", async () => {
    const known = await knownAccount();
    const res = await add(admin, { emailAddresses: [known, 'not-an-email'] });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.emailAddresses': 'Not all of these are valid email addresses' });
    expect(await api.db.select().from(taskCredentials).where(eq(taskCredentials.emailAddress, known))).toEqual([]);
    const none = await add(admin, { emailAddresses: [] });
    expect(none.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.emailAddresses': 'This field is required' });
  });

  it('checks the requester, the job and the expiration', async () => {
    const res = await add(admin, {
      emailAddresses: ['x@credentials.example.com'],
      requesterId: '99999',
      jobId: String(otherClientJob),
      expiresOn: '2026-05-03',
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({
      'input.requesterId': 'The requester must be a staff member',
      'input.jobId': 'This job is for another client',
      'input.expiresOn': 'The expiration date must not be in the past',
    });
    expect(errorCode(await add(admin, { emailAddresses: ['x@credentials.example.com'], expiresOn: '2026-02-30' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await add(admin, { emailAddresses: ['x@credentials.example.com'], clientId: '99999' }))).toBe('NOT_FOUND');
    // today is fine
    const known = await knownAccount();
    expect((await add(admin, { emailAddresses: [known], expiresOn: '2026-05-04' })).data!.addTaskCredentials[0]!.outcome).toBe('CREATED');
  });

  it('is for task_cred_admin only', async () => {
    const known = await knownAccount();
    expectRefused(await add(member, { emailAddresses: [known] }));
    expectRefused(await add(croudie, { emailAddresses: [known] }));
    expect(await api.db.select().from(taskCredentials).where(eq(taskCredentials.emailAddress, known))).toEqual([]);
  });
});

describe('addPlatformAccount (the built-in provider’s directory)', () => {
  it('records an account once, in lower case; a second time is a CONFLICT; an invalid address is refused', async () => {
    const res = await addAccount(admin, 'MICROSOFT', '  New.Account@Credentials.Example.com ');
    expect(res.data!.addPlatformAccount).toMatchObject({ platform: 'MICROSOFT', emailAddress: 'new.account@credentials.example.com' });
    const twice = await addAccount(admin, 'MICROSOFT', 'new.account@credentials.example.com');
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(twice.errors![0]!.message).toBe('This account is already in the directory');
    const invalid = await addAccount(admin, 'GOOGLE', 'nope');
    expect(invalid.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.emailAddress': 'Please enter a valid email address' });
    // the seed's spare accounts are already there
    expect(errorCode(await addAccount(admin, 'GOOGLE', SPARE_PLATFORM_ACCOUNTS[0]!.emailAddress))).toBe('CONFLICT');
  });

  it('is for task_cred_admin only', async () => {
    expectRefused(await addAccount(member, 'GOOGLE', 'member.tries@credentials.example.com'));
    expectRefused(await addAccount(croudie, 'GOOGLE', 'croudie.tries@credentials.example.com'));
    expect(
      await api.db.select().from(platformAccounts).where(eq(platformAccounts.emailAddress, 'member.tries@credentials.example.com')),
    ).toEqual([]);
  });
});

/** A new Granite Bank credential on this platform, added through the API; answers its id. */
async function graniteCredential(engineType = 'microsoftSharepoint'): Promise<string> {
  const email = await knownAccount(engineType.startsWith('microsoft') ? 'MICROSOFT' : 'GOOGLE');
  const res = await add(admin, { clientId: String(granite), engineType, emailAddresses: [email] });
  expect(res.data!.addTaskCredentials[0]!.outcome).toBe('CREATED');
  return res.data!.addTaskCredentials[0]!.credential!.id;
}

describe('updateTaskCredential', () => {
  it('changes access level, status, expiration, requester and job', async () => {
    const id = await graniteCredential();
    const graniteJob = (
      await api.db.insert(jobs).values({ name: 'Granite job', status: 'new', clientId: granite, ownerId: 1, createdAt: NOW }).returning()
    )[0]!;
    const res = await update(admin, id, {
      accessLevel: 'ADMIN',
      status: 'UNVERIFIED',
      expiresOn: '2027-01-31',
      requesterId: STAFF_MEMBER_ID,
      jobId: String(graniteJob.id),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateTaskCredential).toMatchObject({
      accessLevel: 'ADMIN',
      status: 'UNVERIFIED',
      expiresOn: '2027-01-31',
      requester: { id: STAFF_MEMBER_ID, fullName: 'Mia Member' },
      jobId: String(graniteJob.id),
      jobName: 'Granite job',
    });
    const cleared = await update(admin, id, { expiresOn: null, jobId: null });
    expect(cleared.data!.updateTaskCredential).toMatchObject({
      status: 'AVAILABLE',
      accessLevel: 'STANDARD',
      expiresOn: null,
      jobId: null,
    });
  });

  it('refuses a new expiration in the past, a job of another client; keeps an expiration that has passed since', async () => {
    const id = await graniteCredential();
    const res = await update(admin, id, { expiresOn: '2026-05-01', jobId: String(acmeJob) });
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({
      'input.expiresOn': 'The expiration date must not be in the past',
      'input.jobId': 'This job is for another client',
    });
    await api.db
      .update(taskCredentials)
      .set({ expiresOn: '2026-05-01' })
      .where(eq(taskCredentials.id, Number(id)));
    expect((await update(admin, id, { expiresOn: '2026-05-01', accessLevel: 'ADMIN' })).data!.updateTaskCredential.expired).toBe(true);
    expect(errorCode(await update(admin, '999999', {}))).toBe('NOT_FOUND');
  });

  it('is for task_cred_admin only', async () => {
    const id = await graniteCredential();
    expectRefused(await update(member, id, { accessLevel: 'ADMIN' }));
    expectRefused(await update(croudie, id, { accessLevel: 'ADMIN' }));
  });
});

describe('sessions, revoking and deleting', () => {
  it('lists a credential’s sessions, newest first; an administrator revokes the live one (revokeProvision)', async () => {
    const id = await graniteCredential();
    const first = await provision(id, 'microsoftSharepoint');
    expect(first.errors).toBeUndefined();
    expect((await revokeSession(croudie, first.data!.provisionCredentials.id)).errors).toBeUndefined();
    const second = await provision(id, 'microsoftSharepoint');
    const history = await sessions(admin, id);
    expect(history.errors).toBeUndefined();
    expect(history.data!.taskCredentialSessions.pagination.total).toBe(2);
    const [live, released] = history.data!.taskCredentialSessions.nodes;
    expect(live).toMatchObject({
      id: second.data!.provisionCredentials.id,
      live: true,
      releasedAt: null,
      holderName: 'Liam Limited',
      holderPrincipalId: DEMO_PRINCIPALS.croudieLimited,
      taskId: String(graniteTask),
      taskName: 'Granite credential task',
    });
    expect(released).toMatchObject({ live: false, releasedAt: expect.any(String) });
    expect((await listed({ filters: { clientIds: [String(granite)], statuses: ['OCCUPIED'] } })).nodes.map((n) => n.id)).toContain(id);

    expectRefused(await revokeSession(member, live!.id));
    expect((await revokeSession(admin, live!.id)).data!.revokeProvision).toBe(true);
    const after = (await sessions(admin, id)).data!.taskCredentialSessions.nodes[0]!;
    expect(after).toMatchObject({ live: false, releasedAt: expect.any(String) });
  });

  it('sessions are for task_cred_admin only', async () => {
    const id = await graniteCredential();
    expectRefused(await sessions(member, id));
    expectRefused(await sessions(croudie, id));
    expect(errorCode(await sessions(admin, '999999'))).toBe('NOT_FOUND');
  });

  it('revoking a credential ends its live session and marks it unverified: it is not lent again until set available', async () => {
    const id = await graniteCredential();
    expect((await provision(id, 'microsoftSharepoint')).errors).toBeUndefined();
    const res = await revokeCredential(admin, id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.revokeTaskCredential).toMatchObject({ status: 'UNVERIFIED', currentSession: null });
    const [session] = await api.db
      .select()
      .from(credentialSessions)
      .where(eq(credentialSessions.credentialId, Number(id)));
    expect(session!.releasedAt).not.toBeNull();
    const lent = await provision(id, 'microsoftSharepoint');
    expect(errorCode(lent)).toBe('CONFLICT');
    expect(lent.errors![0]!.message).toBe('This credential is not verified yet');
    // re-verified by an administrator, it is lent again
    await update(admin, id, { status: 'AVAILABLE' });
    expect((await provision(id, 'microsoftSharepoint')).errors).toBeUndefined();
  });

  it('revoking is for task_cred_admin only', async () => {
    const id = await graniteCredential();
    expectRefused(await revokeCredential(member, id));
    expectRefused(await revokeCredential(croudie, id));
    expect(errorCode(await revokeCredential(admin, '999999'))).toBe('NOT_FOUND');
  });

  it("refuses deleting an occupied credential: 'The status must not be 'Occupied' to delete'; deletes it with its history once free", async () => {
    const id = await graniteCredential();
    const held = await provision(id, 'microsoftSharepoint');
    const refused = await deleteCredential(admin, id);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe("The status must not be 'Occupied' to delete");
    await revokeSession(croudie, held.data!.provisionCredentials.id);
    expect((await deleteCredential(admin, id)).data!.deleteTaskCredential).toBe(true);
    expect(
      await api.db
        .select()
        .from(taskCredentials)
        .where(eq(taskCredentials.id, Number(id))),
    ).toEqual([]);
    expect(
      await api.db
        .select()
        .from(credentialSessions)
        .where(eq(credentialSessions.credentialId, Number(id))),
    ).toEqual([]);
    expect(errorCode(await deleteCredential(admin, id))).toBe('NOT_FOUND');
  });

  it('an expired session does not keep a credential occupied', async () => {
    const id = await graniteCredential();
    const now = api.clock.now();
    await api.db.insert(credentialSessions).values({
      credentialId: Number(id),
      principalId: DEMO_PRINCIPALS.croudieLimited,
      taskId: graniteTask,
      password: 'expired-session-password',
      url: 'https://www.office.com/',
      createdAt: new Date(now.getTime() - 5 * 3_600_000),
      expiresAt: new Date(now.getTime() - 3_600_000),
    });
    expect((await deleteCredential(admin, id)).data!.deleteTaskCredential).toBe(true);
  });

  it('deleting is for task_cred_admin only', async () => {
    const id = await graniteCredential();
    expectRefused(await deleteCredential(member, id));
    expectRefused(await deleteCredential(croudie, id));
    expect(
      await api.db
        .select()
        .from(taskCredentials)
        .where(eq(taskCredentials.id, Number(id))),
    ).toHaveLength(1);
  });
});

describe('expiration', () => {
  it('an expired credential is not offered to croudies nor lent; staff still see it', async () => {
    const id = await graniteCredential('microsoftPowerBI');
    await api.db
      .update(taskCredentials)
      .set({ expiresOn: '2026-05-03' })
      .where(eq(taskCredentials.id, Number(id)));
    const LIST_CROUDIE = `query L($c: [ID!]!) { taskCredentials(clientIds: $c, engineTypes: [microsoftPowerBI]) { id } }`;
    const offered = await gql<{ taskCredentials: { id: string }[] }>(api, LIST_CROUDIE, {
      token: croudie,
      variables: { c: [String(granite)] },
    });
    expect(offered.data!.taskCredentials.map((c) => c.id)).not.toContain(id);
    const staffList = await gql<{ taskCredentials: { id: string }[] }>(api, LIST_CROUDIE, {
      token: admin,
      variables: { c: [String(granite)] },
    });
    expect(staffList.data!.taskCredentials.map((c) => c.id)).toContain(id);
    const lent = await provision(id, 'microsoftPowerBI');
    expect(errorCode(lent)).toBe('CONFLICT');
    expect(lent.errors![0]!.message).toBe('This credential has expired');
    // the last day itself is still fine
    await api.db
      .update(taskCredentials)
      .set({ expiresOn: '2026-05-04' })
      .where(eq(taskCredentials.id, Number(id)));
    expect((await provision(id, 'microsoftPowerBI')).errors).toBeUndefined();
  });
});

describe('credentialJobOptions', () => {
  const JOBS = `query J($c: ID!, $s: String) { credentialJobOptions(clientId: $c, search: $s) { id name } }`;
  it("offers the client's jobs by name, searchable", async () => {
    const res = await gql<{ credentialJobOptions: { id: string; name: string }[] }>(api, JOBS, {
      token: admin,
      variables: { c: String(acme) },
    });
    const expected = (await api.db.select().from(jobs).where(eq(jobs.clientId, acme)))
      .map((j) => j.name)
      .sort((a, b) => a.localeCompare(b));
    expect(res.data!.credentialJobOptions.map((j) => j.name)).toEqual(expected);
    const first = expected[0]!;
    const searched = await gql<{ credentialJobOptions: { name: string }[] }>(api, JOBS, {
      token: admin,
      variables: { c: String(acme), s: first.slice(2, 8).toUpperCase() },
    });
    expect(searched.data!.credentialJobOptions.map((j) => j.name)).toContain(first);
  });

  it('is for task_cred_admin only', async () => {
    expectRefused(await gql(api, JOBS, { token: member, variables: { c: String(acme) } }));
    expectRefused(await gql(api, JOBS, { token: croudie, variables: { c: String(acme) } }));
  });
});

describe('the demo data', () => {
  it('has every status, expired ones, and several clients beyond the base credentials', async () => {
    const rows = await api.db
      .select()
      .from(taskCredentials)
      .where(and(eq(taskCredentials.engineType, 'googleCampaignManager')));
    expect(new Set(rows.map((r) => r.clientId)).size).toBeGreaterThanOrEqual(4);
    const statuses = new Set((await listed({ pagination: { limit: 100 } })).nodes.map((n) => n.status));
    expect(statuses).toEqual(new Set(['AVAILABLE', 'OCCUPIED', 'UNVERIFIED']));
  });
});
