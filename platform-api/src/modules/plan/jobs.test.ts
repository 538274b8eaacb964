import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { JOB_MESSAGES } from '@work/shared-contracts/plan';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { channels, clients } from '../clients/clients.tables.js';
import { invoiceLines } from '../payments/payments.tables.js';
import { croudies } from '../people/people.tables.js';
import { offices, teamMembers, teams } from '../reference/reference.tables.js';
import { jobTasks } from '../work/jobs.tables.js';
import { tasks, taskTimeline, workLogs } from '../work/work.tables.js';
import { runDueJobs } from './jobs.data.js';
import { availableJobActions, JOB_RULE_MESSAGES, jobStatusProblem, paymentsProblem } from './jobs.rules.js';

// Monday 16 March 2026, 09:00 in London. The tests use clients 5 and 6 (no seeded plan), as the internal task tests do.
const NOW = new Date('2026-03-16T09:00:00Z');
const ADMIN_ID = 1; // staff.admin: every role, forecast_admin among them
const MEMBER_ID = 2; // staff.member: job_user
const FINANCE_ID = 4; // finance.user: leads the test team staff.member is in

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let finance: string;
let croudie: string;
let clientA: { id: number; channelId: number; otherChannelId: number };
let clientB: { id: number; channelId: number };
let bareClientId: number; // a client without an active channel

const JOB_FIELDS = `id name status client { id } channel { id } owner { id } phase { id } engineAccounts what why expectedImpact
  isPublic timezone startsAt dueAt scheduledFor startedAt completedAt invoiced availableActions
  activeTasks { id name croudieName } timeAllocatedMinutes actualMinutes`;
type Job = {
  id: string;
  name: string;
  status: string;
  client: { id: string };
  channel: { id: string } | null;
  owner: { id: string };
  phase: { id: string } | null;
  engineAccounts: string[];
  isPublic: boolean;
  timezone: string;
  dueAt: string | null;
  scheduledFor: string | null;
  startedAt: string | null;
  invoiced: boolean;
  availableActions: string[];
  activeTasks: { id: string; name: string; croudieName: string }[];
  timeAllocatedMinutes: number;
  actualMinutes: number;
};
type Res<T> = GraphQLResponse<T>;

const jobInput = (over: Record<string, unknown> = {}) => ({
  clientId: String(clientA.id),
  channelId: String(clientA.channelId),
  name: 'Spring search refresh',
  engineAccounts: ['123-456-7890', ' 123-456-7890 '],
  what: 'Rewrite the ads',
  why: 'Click-through fell',
  expectedImpact: '+10% clicks',
  isPublic: true,
  dueAt: '2026-03-27T17:00:00Z',
  timezone: 'Europe/London',
  startsAt: '2026-03-18',
  ...over,
});
const call = <T = Record<string, Job>>(query: string, token: string, variables: Record<string, unknown>) =>
  gql<T>(api, query, { token, variables });
const CREATE = `mutation($input: JobInput!, $start: Boolean) { createJob(input: $input, startOnSave: $start) { ${JOB_FIELDS} } }`;
const create = (token: string, over: Record<string, unknown> = {}, start = false) =>
  call<{ createJob: Job }>(CREATE, token, { input: jobInput(over), start });
const createJob = async (token = member, over: Record<string, unknown> = {}, start = false) => {
  const res = await create(token, over, start);
  expect(res.errors).toBeUndefined();
  return res.data!.createJob;
};
const action = (name: string, token: string, id: string, extra = '', vars: Record<string, unknown> = {}) =>
  call(`mutation($id: ID!${extra ? `, ${extra}` : ''}) { ${name}(id: $id${vars['at'] ? ', at: $at' : ''}) { ${JOB_FIELDS} } }`, token, {
    id,
    ...vars,
  });
const readJob = (token: string, id: string) => call<{ job: Job }>(`query($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`, token, { id });
const fieldErrors = (res: Res<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const DELETE = `mutation($id: ID!, $payments: [JobTaskPaymentInput!]) { deleteJob(id: $id, payments: $payments) }`;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, finance, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
  const channelsOf = async (clientId: number) =>
    (await api.db.select().from(channels).where(eq(channels.clientId, clientId)).orderBy(asc(channels.id))).map((c) => c.id);
  const [a, b] = await api.db.select().from(clients).orderBy(asc(clients.id)).offset(4).limit(2);
  const aChannels = await channelsOf(a!.id);
  if (aChannels.length < 2) {
    const [extra] = await api.db
      .insert(channels)
      .values({ clientId: a!.id, name: 'Jobs test channel', slug: 'jobs-test-channel', state: 'active' })
      .returning();
    aChannels.push(extra!.id);
  }
  await api.db.update(channels).set({ state: 'active' }).where(eq(channels.id, aChannels[1]!));
  clientA = { id: a!.id, channelId: aChannels[0]!, otherChannelId: aChannels[1]! };
  clientB = { id: b!.id, channelId: (await channelsOf(b!.id))[0]! };
  const [bare] = await api.db
    .insert(clients)
    .values({ name: 'Jobs test client without channels', state: 'active', createdAt: NOW })
    .returning();
  bareClientId = bare!.id;
  const [office] = await api.db.select().from(offices).limit(1);
  const [team] = await api.db.insert(teams).values({ name: 'Jobs test team', officeId: office!.id, leaderId: FINANCE_ID }).returning();
  await api.db.insert(teamMembers).values({ teamId: team!.id, userId: MEMBER_ID });
});
afterEach(() => {
  api.clock.set(NOW);
});
afterAll(async () => {
  await api?.close();
});

/** A task of the job a croudie is working on (what task authoring will create; issue 21). */
async function activeTaskOn(jobId: string, name = 'Write the ads') {
  const [croudie] = await api.db.select().from(croudies).where(eq(croudies.email, 'croudie.active@example.com'));
  const [task] = await api.db
    .insert(tasks)
    .values({
      name,
      state: 'in_progress',
      clientId: clientA.id,
      channelId: clientA.channelId,
      ownerId: MEMBER_ID,
      croudieId: croudie!.id,
      allocatedMinutes: 90,
      createdAt: NOW,
    })
    .returning();
  await api.db.insert(jobTasks).values({ jobId: Number(jobId), taskId: task!.id });
  return { taskId: task!.id, croudieId: croudie!.id };
}

describe('the job rules', () => {
  it('allows each lifecycle change only from its statuses', () => {
    expect(jobStatusProblem('PUBLISH', 'draft')).toBeNull();
    expect(jobStatusProblem('PUBLISH', 'new')).toBe('Only a draft job can be published');
    expect(jobStatusProblem('START', 'scheduled')).toBeNull();
    expect(jobStatusProblem('START', 'in_progress')).toBe('Only a draft, new or scheduled job can be started');
    expect(jobStatusProblem('EDIT', 'complete')).toBe('A complete or expired job cannot be changed');
    expect(jobStatusProblem('DELETE', 'complete')).toBe('A complete job cannot be deleted');
    expect(jobStatusProblem('DELETE', 'in_progress')).toBeNull();
  });

  it('offers the actions a caller may take', () => {
    const own = { id: 2, mayChange: true, mayCreate: true };
    expect(availableJobActions({ status: 'draft', ownerId: 2 }, own)).toEqual(['EDIT', 'PUBLISH', 'START', 'SCHEDULE', 'COPY', 'DELETE']);
    expect(availableJobActions({ status: 'in_progress', ownerId: 2 }, own)).toEqual(['EDIT', 'COPY', 'DELETE']);
    expect(availableJobActions({ status: 'in_progress', ownerId: 3 }, { id: 2, mayChange: false, mayCreate: true })).toEqual([
      'COPY',
      'TAKE_OWNERSHIP',
    ]);
    expect(availableJobActions({ status: 'new', ownerId: 3 }, { id: 9, mayChange: false, mayCreate: false })).toEqual([]);
  });

  it('needs one payment for each active task, each once', () => {
    expect(paymentsProblem([], [])).toBeNull();
    expect(paymentsProblem([4, 5], [{ taskId: 5 }, { taskId: 4 }])).toBeNull();
    expect(paymentsProblem([4, 5], [{ taskId: 4 }])).toBe(JOB_RULE_MESSAGES.paymentsForActiveTasks);
    expect(paymentsProblem([4], [{ taskId: 4 }, { taskId: 4 }])).toBe(JOB_RULE_MESSAGES.paymentsForActiveTasks);
    expect(paymentsProblem([], [{ taskId: 4 }])).toBe(JOB_RULE_MESSAGES.paymentsForActiveTasks);
  });
});

describe('creating and saving a job', () => {
  it('saves a draft owned by its creator with every form field', async () => {
    const job = await createJob();
    expect(job).toMatchObject({
      name: 'Spring search refresh',
      status: 'DRAFT',
      client: { id: String(clientA.id) },
      channel: { id: String(clientA.channelId) },
      owner: { id: String(MEMBER_ID) },
      engineAccounts: ['123-456-7890'],
      isPublic: true,
      timezone: 'Europe/London',
      dueAt: '2026-03-27T17:00:00.000Z',
      startedAt: null,
      availableActions: ['EDIT', 'PUBLISH', 'START', 'SCHEDULE', 'COPY', 'DELETE'],
    });
  });

  it('starts on save from now by the platform clock', async () => {
    const job = await createJob(member, {}, true);
    expect(job.status).toBe('IN_PROGRESS');
    // the test clock runs on from NOW in real time
    expect(Date.parse(job.startedAt!) - NOW.getTime()).toBeLessThan(5_000);
  });

  it('refuses a client without a channel, a channel of another client, a bad zone and an empty name (§5)', async () => {
    expect(fieldErrors(await create(member, { clientId: String(bareClientId) }))).toEqual({ 'input.clientId': JOB_MESSAGES.noChannel });
    expect(fieldErrors(await create(member, { channelId: String(clientB.channelId) }))).toEqual({
      'input.channelId': JOB_RULE_MESSAGES.channelOfClient,
    });
    const bad = fieldErrors(await create(member, { timezone: 'Mars/Olympus', name: '  ' }));
    expect(bad).toMatchObject({ 'input.timezone': JOB_MESSAGES.timezone, 'input.name': 'This field is required' });
  });

  it('refuses a phase that does not cover the job’s dates until it is extended', async () => {
    const project = await call<{ createPlanProject: { id: string } }>(
      `mutation($input: PlanProjectInput!) { createPlanProject(input: $input) { id } }`,
      member,
      {
        input: {
          clientId: String(clientA.id),
          quarter: { year: 2026, quarter: 1 },
          ownerId: String(MEMBER_ID),
          name: 'Jobs test project',
          channelIds: [String(clientA.channelId)],
        },
      },
    );
    const phase = await call<{ createPlanPhase: { id: string } }>(
      `mutation($input: PlanPhaseInput!) { createPlanPhase(input: $input) { id } }`,
      member,
      {
        input: {
          projectId: project.data!.createPlanProject.id,
          ownerId: String(MEMBER_ID),
          name: 'Build',
          startsAt: '2026-03-01',
          endsAt: '2026-03-20',
        },
      },
    );
    const phaseId = phase.data!.createPlanPhase.id;
    expect(fieldErrors(await create(member, { phaseId }))).toEqual({ 'input.phaseId': JOB_RULE_MESSAGES.notCovered });
    const extended = await call(`mutation($id: ID!) { extendPlanPhase(id: $id, endsAt: "2026-03-31") { id } }`, member, { id: phaseId });
    expect(extended.errors).toBeUndefined();
    const job = await createJob(member, { phaseId });
    expect(job.phase).toEqual({ id: phaseId });
  });

  it('lets only the creator roles create jobs, and only staff read them', async () => {
    expect(errorCode(await create(hr))).toBe('FORBIDDEN');
    expect(errorCode(await create(croudie))).toBe('FORBIDDEN');
    const job = await createJob();
    expect(errorCode(await readJob(croudie, job.id))).toBe('FORBIDDEN');
    expect((await readJob(hr, job.id)).data?.job.name).toBe('Spring search refresh');
  });

  it('lets the owner, their team leader and forecast_admin save it; anyone else is refused', async () => {
    const job = await createJob();
    const save = (token: string, name: string) =>
      call(`mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`, token, {
        id: job.id,
        input: jobInput({ name }),
      });
    expect(errorCode(await save(hr, 'By HR'))).toBe('FORBIDDEN');
    expect((await save(finance, 'By the team leader')).data?.['updateJob']?.name).toBe('By the team leader');
    expect((await save(admin, 'By the admin')).data?.['updateJob']?.name).toBe('By the admin');
    expect((await save(member, 'By the owner')).data?.['updateJob']?.name).toBe('By the owner');
    const history = await call<{ job: { history: { entries: { action: string }[] } } }>(
      `query($id: ID!) { job(id: $id) { history { entries { action } } } }`,
      member,
      { id: job.id },
    );
    expect(history.data!.job.history.entries.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'created']);
  });

  it('refuses a channel change once croudies have invoiced for the work (§5)', async () => {
    // a work log on a live invoice, from the demo data, made one of this job's tasks
    const [line] = await api.db
      .select({ taskId: workLogs.taskId, clientId: workLogs.clientId, channelId: workLogs.channelId })
      .from(invoiceLines)
      .innerJoin(workLogs, eq(workLogs.id, invoiceLines.workLogId))
      .where(and(isNull(invoiceLines.releasedAt), notInArray(workLogs.taskId, api.db.select({ id: jobTasks.taskId }).from(jobTasks))))
      .limit(1);
    expect(line).toBeDefined();
    const clientChannels = await api.db
      .select()
      .from(channels)
      .where(and(eq(channels.clientId, line!.clientId), eq(channels.state, 'active')));
    expect(clientChannels.length).toBeGreaterThan(1);
    const [first, second] = clientChannels;
    const job = await createJob(member, { clientId: String(line!.clientId), channelId: String(first!.id) });
    expect(job.invoiced).toBe(false);
    await api.db.insert(jobTasks).values({ jobId: Number(job.id), taskId: line!.taskId });
    const save = (channelId: number) =>
      call(`mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`, member, {
        id: job.id,
        input: jobInput({ clientId: String(line!.clientId), channelId: String(channelId), name: 'Renamed' }),
      });
    const refused = await save(second!.id);
    expect(refused.errors?.[0]?.message).toBe(JOB_MESSAGES.updateFailed);
    expect(fieldErrors(refused)).toEqual({ 'input.channelId': JOB_MESSAGES.channelInvoiced });
    // the rest of the form still saves
    const saved = await save(first!.id);
    expect(saved.data?.['updateJob']).toMatchObject({ name: 'Renamed', invoiced: true });
  });
});

describe('the job lifecycle', () => {
  it('publishes a draft once', async () => {
    const job = await createJob();
    expect((await action('publishJob', member, job.id)).data?.['publishJob']?.status).toBe('NEW');
    const again = await action('publishJob', member, job.id);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Only a draft job can be published');
  });

  it('starts a scheduled job when the platform clock passes its time, not before', async () => {
    const job = await createJob();
    const past = await action('scheduleJob', member, job.id, '$at: DateTime!', { at: '2026-03-16T08:00:00Z' });
    expect(fieldErrors(past)).toEqual({ at: JOB_MESSAGES.scheduleInPast });
    const scheduled = await action('scheduleJob', member, job.id, '$at: DateTime!', { at: '2026-03-16T12:00:00Z' });
    expect(scheduled.data?.['scheduleJob']).toMatchObject({ status: 'SCHEDULED', scheduledFor: '2026-03-16T12:00:00.000Z' });

    api.clock.set(new Date('2026-03-16T11:59:00Z'));
    await runDueJobs({ db: api.db, clock: api.clock });
    expect((await readJob(member, job.id)).data!.job.status).toBe('SCHEDULED');

    api.clock.set(new Date('2026-03-16T12:00:30Z'));
    await runDueJobs({ db: api.db, clock: api.clock });
    await runDueJobs({ db: api.db, clock: api.clock }); // a second pass changes nothing
    const started = (await readJob(member, job.id)).data!.job;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', startedAt: '2026-03-16T12:00:00.000Z', scheduledFor: null });
  });

  it('expires a published job never started by its due date', async () => {
    const job = await createJob(member, { dueAt: '2026-03-17T17:00:00Z' });
    await action('publishJob', member, job.id);
    api.clock.set(new Date('2026-03-17T17:01:00Z'));
    await runDueJobs({ db: api.db, clock: api.clock });
    const expired = (await readJob(member, job.id)).data!.job;
    expect(expired.status).toBe('EXPIRED');
    expect(errorCode(await action('startJob', member, job.id))).toBe('CONFLICT');
  });

  it('completes a started job once its tasks are done, at the last one’s completion', async () => {
    const job = await createJob(member, {}, true);
    const { taskId } = await activeTaskOn(job.id, 'First');
    const second = await activeTaskOn(job.id, 'Second');
    await api.db
      .update(tasks)
      .set({ state: 'completed', completedAt: new Date('2026-03-16T10:00:00Z') })
      .where(eq(tasks.id, taskId));
    await runDueJobs({ db: api.db, clock: api.clock });
    expect((await readJob(member, job.id)).data!.job.status).toBe('IN_PROGRESS'); // the second is still being done
    await api.db.update(tasks).set({ state: 'withdrawn' }).where(eq(tasks.id, second.taskId));
    await runDueJobs({ db: api.db, clock: api.clock });
    const done = (await readJob(member, job.id)).data!.job;
    expect(done).toMatchObject({ status: 'COMPLETE', completedAt: '2026-03-16T10:00:00.000Z', availableActions: ['COPY'] });
  });

  it('copies a job into a new draft owned by whoever copies it', async () => {
    const job = await createJob(member, {}, true);
    const copy = (await action('copyJob', admin, job.id)).data!['copyJob']!;
    expect(copy).toMatchObject({ name: 'Copy of Spring search refresh', status: 'DRAFT', owner: { id: String(ADMIN_ID) }, isPublic: true });
    expect(copy.id).not.toBe(job.id);
    expect(errorCode(await action('copyJob', hr, job.id))).toBe('FORBIDDEN');
  });

  it('lets a creator take ownership of someone else’s job, once', async () => {
    const job = await createJob();
    expect((await readJob(admin, job.id)).data!.job.availableActions).toContain('TAKE_OWNERSHIP');
    const taken = await action('takeJobOwnership', admin, job.id);
    expect(taken.data?.['takeJobOwnership']?.owner).toEqual({ id: String(ADMIN_ID) });
    const again = await action('takeJobOwnership', admin, job.id);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(errorCode(await action('takeJobOwnership', hr, job.id))).toBe('FORBIDDEN');
  });

  it('deletes a draft: it is gone from reads, and only changers may delete', async () => {
    const job = await createJob();
    expect(errorCode(await call(DELETE, hr, { id: job.id }))).toBe('FORBIDDEN');
    const deleted = await call<{ deleteJob: string }>(DELETE, member, { id: job.id });
    expect(deleted.data?.deleteJob).toBe(job.id);
    expect(errorCode(await readJob(member, job.id))).toBe('NOT_FOUND');
    // nor on the client page's list of the client's jobs
    const listed = await call<{ client: { jobs: { nodes: { id: string }[] } } }>(
      `query($id: ID!) { client(id: $id) { jobs(pagination: { page: 1, limit: 100 }) { nodes { id } } } }`,
      member,
      { id: String(clientA.id) },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.client.jobs.nodes.map((n) => n.id)).not.toContain(job.id);
  });

  it('deletes a started job paying each active task: the croudie gets a work log they can invoice', async () => {
    const job = await createJob(member, {}, true);
    const { taskId, croudieId } = await activeTaskOn(job.id);
    const read = (await readJob(member, job.id)).data!.job;
    expect(read.activeTasks).toEqual([{ id: String(taskId), name: 'Write the ads', croudieName: expect.any(String) }]);
    expect(read.timeAllocatedMinutes).toBe(90);

    const unpaid = await call(DELETE, member, { id: job.id });
    expect(unpaid.errors?.[0]?.message).toBe(JOB_MESSAGES.deleteFailed);
    expect(fieldErrors(unpaid)).toEqual({ payments: JOB_RULE_MESSAGES.paymentsForActiveTasks });
    const negative = await call(DELETE, member, { id: job.id, payments: [{ taskId: String(taskId), amount: -1 }] });
    expect(errorCode(negative)).toBe('BAD_USER_INPUT');
    const fractions = await call(DELETE, member, { id: job.id, payments: [{ taskId: String(taskId), amount: 1.005 }] });
    expect(errorCode(fractions)).toBe('BAD_USER_INPUT');

    const deleted = await call(DELETE, member, { id: job.id, payments: [{ taskId: String(taskId), amount: 12.5 }] });
    expect(deleted.errors).toBeUndefined();
    const [log] = await api.db.select().from(workLogs).where(eq(workLogs.taskId, taskId));
    expect(log).toMatchObject({ croudieId, total: '12.50', summary: 'Write the ads' });
    expect(log!.completedAt.getTime() - NOW.getTime()).toBeLessThan(5_000);
    const [task] = await api.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.state).toBe('withdrawn');
    const timeline = await api.db.select().from(taskTimeline).where(eq(taskTimeline.taskId, taskId));
    expect(timeline.map((e) => [e.action, e.toState, e.feedback])).toEqual([['jobDeleted', 'withdrawn', 'Paid £12.50']]);
  });

  it('pays 0 when asked to, and still withdraws the task', async () => {
    const job = await createJob(member, {}, true);
    const { taskId } = await activeTaskOn(job.id, 'Nothing to pay');
    const deleted = await call(DELETE, member, { id: job.id, payments: [{ taskId: String(taskId), amount: 0 }] });
    expect(deleted.errors).toBeUndefined();
    const [log] = await api.db.select().from(workLogs).where(eq(workLogs.taskId, taskId));
    expect(log!.total).toBe('0.00');
  });
});
