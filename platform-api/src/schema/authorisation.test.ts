// The authorisation matrix (ADR 0005), generated from the built schema: every object type's fields carry a declared
// rule, and every field of people and money answers exactly the callers its rule names, on a real server.
import { eq } from 'drizzle-orm';
import { getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/support/sign-in.js';
import { gql, startTestApi, type GraphQLResponse, type TestApi } from '../../test/support/api.js';
import { createIdentityAccount } from '../modules/identity/accounts.js';
import { agencyUsers, clientUsers, croudies, principalRoles } from '../modules/people/people.tables.js';
import { tasks, workLogs } from '../modules/work/work.tables.js';
import { channels } from '../modules/clients/clients.tables.js';
import { DEMO_PASSWORD, demoPasswordHash } from '../seed/demo-accounts.js';
import { buildSchema } from './index.js';

type Caller =
  'anonymous' | 'croudieSelf' | 'otherCroudie' | 'staffMember' | 'staffWithRole' | 'jobOwner' | 'clientUser' | 'otherClientUser';

/** Who signs in as each caller kind; the fixture task below is croudie.active's, on client.user's client. */
const CALLER_EMAIL: Record<Exclude<Caller, 'anonymous'>, string> = {
  croudieSelf: 'croudie.active@example.com',
  otherCroudie: 'croudie.limited@example.com',
  staffMember: 'staff.member@example.com', // fte_core, job_user: staff without a money role, not on the task
  staffWithRole: 'matrix.finance@example.com', // fte_core, finance (added below)
  jobOwner: 'matrix.owner@example.com', // fte_core, job_user: the task's job owner, no money role (added below)
  clientUser: 'client.user@example.com', // a client user of the task's client
  otherClientUser: 'matrix.client@example.com', // a client user of another client (added below)
};
const TENANT: Record<Exclude<Caller, 'anonymous'>, 'network' | 'control' | 'client'> = {
  croudieSelf: 'network',
  otherCroudie: 'network',
  staffMember: 'control',
  staffWithRole: 'control',
  jobOwner: 'control',
  clientUser: 'client',
  otherClientUser: 'client',
};
const CALLERS: Caller[] = ['anonymous', ...(Object.keys(CALLER_EMAIL) as Exclude<Caller, 'anonymous'>[])];

/**
 * Who may see a field under each rule, for the fixture: the record reached through the task. A field whose rule is
 * missing here, or a type of people or money with a field without its own rule, fails the static part.
 */
const TASK_PARTIES: Caller[] = ['croudieSelf', 'staffMember', 'staffWithRole', 'jobOwner', 'clientUser'];
const AUDIENCE: Record<string, Caller[]> = {
  'croudie.record': TASK_PARTIES,
  'croudie.private': ['croudieSelf', 'staffMember', 'staffWithRole', 'jobOwner'],
  'croudie.rate': ['croudieSelf', 'staffWithRole', 'jobOwner'],
  'croudie.earnings': ['croudieSelf', 'staffWithRole'],
  'croudie.ownAccount': ['croudieSelf'],
  'croudie.staffView': ['staffMember', 'staffWithRole', 'jobOwner'],
  'user.record': TASK_PARTIES,
  'user.private': ['staffMember', 'staffWithRole', 'jobOwner'],
  'task.cost': ['croudieSelf', 'staffWithRole', 'jobOwner'],
  'task.work': ['croudieSelf', 'staffMember', 'staffWithRole', 'jobOwner'],
  staff: ['staffMember', 'staffWithRole', 'jobOwner'],
  'workLog.detail': ['croudieSelf', 'staffMember', 'staffWithRole', 'jobOwner'],
  'workLog.money': ['croudieSelf', 'staffWithRole', 'jobOwner'],
};
/** Rules of people and money that the fixture does not reach (their own suites cover them: me, onboarding, credentials). */
const OTHER_PERSONAL_RULES = ['me', 'onboarding.profile', 'credential.session', 'credential.backupCode'];
/** Rules that say "whoever the parent field returned it to": not enough for a field of people or money. */
const GENERIC_RULES = ['public', 'signedIn'];

/** Types that hold people or money: each field needs a rule naming who may see it (not just "signed in"). */
const PEOPLE_AND_MONEY_TYPES = [
  'Croudie',
  'User',
  'Me',
  'WorkLog',
  'OutstandingWorkLogs',
  'WorkLogAggregations',
  'InvoicingInfo',
  'InvoiceSettings',
  'OnboardingChecklist',
  'OnboardingRegistration',
  'BillingAddress',
  'CredentialSession',
  'BackupCode',
];
/** Money and private fields on types that are otherwise open to whoever reached them. */
const PEOPLE_AND_MONEY_FIELDS = ['Task.fixedCostPence', 'Task.work', 'Task.ratings'];

const schema = buildSchema();
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__') && !ROOTS.has(t.name),
);

interface RuleInfo {
  rule: string | undefined;
  onField: boolean;
  /** scope-auth really checks something (the name alone is not a rule). */
  enforced: boolean;
}
function ruleOf(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): RuleInfo {
  const fieldExt = field.extensions as { authRule?: string; pothosOptions?: { authScopes?: unknown } };
  const typeExt = type.extensions as { authRule?: string; pothosOptions?: { authScopes?: unknown } };
  if (fieldExt.authRule) return { rule: fieldExt.authRule, onField: true, enforced: !!fieldExt.pothosOptions?.authScopes };
  return { rule: typeExt.authRule, onField: false, enforced: !!typeExt.pothosOptions?.authScopes };
}

describe("every object type's fields declare who may read them", () => {
  it("has a rule, enforced by scope-auth, on every field (its own or its type's)", () => {
    const missing: string[] = [];
    for (const type of objectTypes) {
      for (const field of Object.values(type.getFields())) {
        const { rule, enforced } = ruleOf(type, field);
        if (!rule || !enforced) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing, 'fields without an authorisation rule (kit/graphql/auth-rules.ts, ADR 0005)').toEqual([]);
  });

  it('gives every field of people and money a rule that names its audience', () => {
    const known = new Set([...Object.keys(AUDIENCE), ...OTHER_PERSONAL_RULES]);
    const problems: string[] = [];
    for (const name of PEOPLE_AND_MONEY_TYPES) {
      const type = schema.getType(name);
      if (!isObjectType(type)) {
        problems.push(`${name} is not an object type of the schema any more`);
        continue;
      }
      for (const field of Object.values(type.getFields())) {
        const { rule } = ruleOf(type, field);
        if (!rule || GENERIC_RULES.includes(rule) || !known.has(rule)) problems.push(`${name}.${field.name}: ${rule ?? 'no rule'}`);
      }
    }
    for (const path of PEOPLE_AND_MONEY_FIELDS) {
      const [typeName, fieldName] = path.split('.') as [string, string];
      const type = schema.getType(typeName) as GraphQLObjectType;
      const field = type.getFields()[fieldName];
      const info = field && ruleOf(type, field);
      if (!info?.onField || GENERIC_RULES.includes(info.rule!) || !known.has(info.rule!))
        problems.push(`${path}: ${info?.rule ?? 'no rule'}`);
    }
    expect(problems).toEqual([]);
  });
});

// ---- The matrix on a real server ----

let api: TestApi;
const tokens: Partial<Record<Caller, string>> = {};
const FIXTURE_NAME = 'Authorisation matrix fixture';
let fixtureTaskId: string;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  const db = api.db;
  const at = new Date('2026-04-01T09:00:00Z');
  const userId = async (email: string) =>
    (await db.select({ id: agencyUsers.id }).from(agencyUsers).where(eq(agencyUsers.email, email)))[0]!.id;
  /** A person who can sign in, with roles. */
  const person = async (
    kind: 'USER' | 'CLIENT_USER',
    values: { email: string; firstName: string; lastName: string; clientId?: number },
    roles: string[],
  ) => {
    const [row] =
      kind === 'USER'
        ? await db
            .insert(agencyUsers)
            .values({ ...values, status: 'active', createdAt: at })
            .returning({ id: agencyUsers.id })
        : await db
            .insert(clientUsers)
            .values({ ...values, status: 'active', createdAt: at })
            .returning({ id: clientUsers.id });
    const principalId = kind === 'USER' ? `user-service:users:${row!.id}` : `client-portal:client-users:${row!.id}`;
    await db.insert(principalRoles).values(roles.map((role) => ({ principalId, role, grantedAt: at })));
    await createIdentityAccount(db, {
      principalId,
      email: values.email,
      tenant: kind === 'USER' ? 'control' : 'client',
      passwordHash: await demoPasswordHash(),
      roles,
    });
    return row!.id;
  };
  const [croudie] = await db.select().from(croudies).where(eq(croudies.email, CALLER_EMAIL.croudieSelf));
  const [client] = await db
    .select({ clientId: clientUsers.clientId })
    .from(clientUsers)
    .where(eq(clientUsers.email, CALLER_EMAIL.clientUser));
  const clientId = client!.clientId!;
  const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.clientId, clientId));
  const ownerId = await person('USER', { email: CALLER_EMAIL.jobOwner, firstName: 'Olive', lastName: 'Owner' }, ['fte_core', 'job_user']);
  await person('USER', { email: CALLER_EMAIL.staffWithRole, firstName: 'Fred', lastName: 'Finance' }, ['fte_core', 'finance']);
  await person('CLIENT_USER', { email: CALLER_EMAIL.otherClientUser, firstName: 'Otto', lastName: 'Other', clientId: clientId + 1 }, [
    'client_user',
  ]);

  // Every nullable field of the people and the task holds a value, so "hidden" is told apart from "empty".
  await db
    .update(croudies)
    .set({
      hourlyRate: '31.50',
      city: 'Leeds',
      bio: 'Paid search',
      avatar: 'https://example.com/a.png',
      usState: 'NY',
      onboardingDeadline: at,
      offboardAt: at,
      lastSignedInAt: at,
    })
    .where(eq(croudies.id, croudie!.id));
  await db
    .update(agencyUsers)
    .set({ avatar: 'https://example.com/o.png', office: 'Leeds', countryCode: 'GB', usState: 'NY', lastSignedInAt: at })
    .where(eq(agencyUsers.id, ownerId));
  const [task] = await db
    .insert(tasks)
    .values({
      name: FIXTURE_NAME,
      state: 'completed',
      clientId,
      channelId: channel!.id,
      ownerId,
      reviewerId: await userId('staff.admin@example.com'),
      croudieId: croudie!.id,
      deadline: at,
      createdAt: at,
      brief: 'Brief',
      fixedCostPence: 2500,
      allocatedMinutes: 90,
      work: 'The work',
      submittedAt: at,
      completedAt: at,
    })
    .returning({ id: tasks.id });
  fixtureTaskId = String(task!.id);
  await db.insert(workLogs).values({
    taskId: task!.id,
    croudieId: croudie!.id,
    description: 'Fixture work',
    completedAt: at,
    channelId: channel!.id,
    clientId,
    summary: 'Summary',
    rate: '20.00',
    total: '25.00',
  });

  for (const [caller, email] of Object.entries(CALLER_EMAIL) as [Exclude<Caller, 'anonymous'>, string][]) {
    const { accessToken } = await signIn(api.baseUrl, email, DEMO_PASSWORD, { host: `${TENANT[caller]}.localhost:8080` });
    tokens[caller] = accessToken;
  }
  tokens.anonymous = undefined;
}, 240_000);
afterAll(async () => {
  await api?.close();
});

/** A selection for a field: leaves by name, objects with their leaves (two levels), so nested rules run too. */
function selectionOf(field: GraphQLField<unknown, unknown>, depth = 0): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return field.name;
  if (!isObjectType(type) || depth > 1) return `${field.name} { __typename }`;
  const inner = Object.values(type.getFields())
    .filter((f) => f.args.length === 0)
    .map((f) => selectionOf(f, depth + 1));
  return `${field.name} { ${inner.join(' ')} }`;
}

/**
 * The fixture task as each caller reaches it best: task(id) for staff and croudies (it refuses the others), the
 * caller's own myTasks for client users (task(id) refuses client users).
 */
async function taskAs(caller: Caller, inner: string): Promise<{ task: Record<string, unknown> | null; response: GraphQLResponse }> {
  const token = tokens[caller];
  if (caller === 'clientUser' || caller === 'otherClientUser') {
    const response = await gql<{ myTasks: { nodes: Record<string, unknown>[] } | null }>(
      api,
      `query($search: String) { myTasks(filters: { search: $search }, pagination: { limit: 1 }) { nodes { ${inner} } } }`,
      { token, variables: { search: FIXTURE_NAME } },
    );
    return { task: response.data?.myTasks?.nodes[0] ?? null, response };
  }
  const response = await gql<{ task: Record<string, unknown> | null }>(api, `query($id: ID!) { task(id: $id) { ${inner} } }`, {
    token,
    variables: { id: fixtureTaskId },
  });
  return { task: response.data?.task ?? null, response };
}

/** Where each probed type sits on the task. */
const ROUTES: { type: string; via: string | null; fields: (field: GraphQLField<unknown, unknown>, rule: string) => boolean }[] = [
  { type: 'Croudie', via: 'assignee', fields: () => true },
  { type: 'User', via: 'owner', fields: () => true },
  { type: 'Task', via: null, fields: (_f, rule) => !GENERIC_RULES.includes(rule) },
  { type: 'WorkLog', via: 'workLog', fields: () => true },
];

const probes = ROUTES.flatMap(({ type: typeName, via, fields }) => {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => f.args.length === 0 && fields(f, ruleOf(type, f).rule ?? ''))
    .map((field) => ({ path: `${typeName}.${field.name}`, rule: ruleOf(type, field).rule!, via, field }));
});

async function seen(caller: Caller, probe: (typeof probes)[number]): Promise<unknown> {
  const selection = selectionOf(probe.field);
  const { task } = await taskAs(caller, probe.via ? `${probe.via} { ${selection} }` : selection);
  const holder = probe.via ? (task?.[probe.via] as Record<string, unknown> | null | undefined) : task;
  return holder?.[probe.field.name] ?? null;
}

describe('the authorisation matrix: people and money on a task × caller kinds', () => {
  it('covers every rule of the probed types with a field the fixture fills', async () => {
    const covered = new Set<string>();
    for (const probe of probes)
      if ((await seen('staffWithRole', probe)) !== null || (await seen('croudieSelf', probe)) !== null) covered.add(probe.rule);
    expect([...new Set(probes.map((p) => p.rule))].filter((rule) => !covered.has(rule))).toEqual([]);
    expect(probes.filter((p) => !(p.rule in AUDIENCE)).map((p) => `${p.path}: ${p.rule}`)).toEqual([]);
  });

  it.each(CALLERS)('answers %s exactly the fields its rules allow', async (caller) => {
    const wrong: string[] = [];
    for (const probe of probes) {
      // A field no caller of its audience sees is empty in the fixture (e.g. WorkLog.clientName off myWorkLogs).
      const audience = AUDIENCE[probe.rule] ?? [];
      const value = await seen(caller, probe);
      const allowed = audience.includes(caller);
      if (allowed && value === null) {
        const anyone = await Promise.all(audience.map((c) => seen(c, probe)));
        if (anyone.every((v) => v === null)) continue;
        wrong.push(`${probe.path} (${probe.rule}) hidden but should be visible`);
      }
      if (!allowed && value !== null) wrong.push(`${probe.path} (${probe.rule}) visible: ${JSON.stringify(value)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("shows a client user the names of the people on their client's task, without an error, and nothing private", async () => {
    const { task, response } = await taskAs(
      'clientUser',
      'assignee { fullName emailAddress hourlyRate countryCode status roles outstandingWorkLogs { aggregations { totalValue } } } owner { fullName emailAddress roles }',
    );
    expect(response.errors).toBeUndefined();
    expect(task).toEqual({
      assignee: {
        fullName: 'Ava Active',
        emailAddress: null,
        hourlyRate: null,
        countryCode: null,
        status: null,
        roles: null,
        outstandingWorkLogs: null,
      },
      owner: { fullName: 'Olive Owner', emailAddress: null, roles: null },
    });
  });

  it("keeps the task view's answer to a croudie who relinquishes: the task, its owner's name, no error", async () => {
    const mine = await gql<{ myTasks: { nodes: { id: string }[] } }>(
      api,
      `{ myTasks(filters: { states: [IN_PROGRESS] }, pagination: { limit: 1 }) { nodes { id } } }`,
      {
        token: tokens.croudieSelf,
      },
    );
    const res = await gql<{
      relinquishTask: { state: string; owner: { fullName: string }; assignee: null; fixedCostPence: number | null };
    }>(api, `mutation($id: ID!) { relinquishTask(taskId: $id) { state owner { fullName } assignee { id } fixedCostPence } }`, {
      token: tokens.croudieSelf,
      variables: { id: mine.data!.myTasks.nodes[0]!.id },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.relinquishTask).toMatchObject({ state: 'UNASSIGNED', assignee: null, fixedCostPence: null });
    expect(res.data!.relinquishTask.owner.fullName).toEqual(expect.any(String));
  });

  it("keeps the staff screens' reads: the job owner sees the task's cost, the croudie's rate and what the work log paid", async () => {
    const { task, response } = await taskAs('jobOwner', 'fixedCostPence assignee { fullName emailAddress hourlyRate } workLog { total }');
    expect(response.errors).toBeUndefined();
    expect(task).toEqual({
      fixedCostPence: 2500,
      assignee: { fullName: 'Ava Active', emailAddress: 'croudie.active@example.com', hourlyRate: 31.5 },
      workLog: { total: '25.00' },
    });
  });
});
