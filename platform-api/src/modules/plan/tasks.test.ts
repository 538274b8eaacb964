import { asc, eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '@work/shared-contracts/tasks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { createInProcessPubSub } from '../../kit/pubsub.js';
import { channels, clients } from '../clients/clients.tables.js';
import { notifications } from '../notifications/notifications.tables.js';
import { croudies } from '../people/people.tables.js';
import { taskTemplates } from '../task-templates/task-templates.tables.js';
import { runAllocation } from '../work/allocation.data.js';
import { taskTimeline } from '../work/work.tables.js';
import { deadlineOrderProblem, peopleChanges, plannedStart, TASK_RULE_MESSAGES, type PersonOnTask } from './tasks.rules.js';

// Monday 16 March 2026, 09:00 in London. Jobs of client 5 (no seeded plan), owned by staff.member.
const NOW = new Date('2026-03-16T09:00:00Z');
const MEMBER_ID = 2;

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let ava: string; // croudie.active
let liam: string; // croudie.limited (no monthly hours limit)
let uma: string; // croudie.us
const ids = { ava: 0, liam: 0, uma: 0, pending: 0 };
let client: { id: number; channelId: number };

type Res<T> = GraphQLResponse<T>;
interface Offer {
  croudieId: string;
  croudieName: string;
  position: number;
  timeoutMinutes: number;
  status: string;
  expiresAt: string | null;
}
interface Task {
  id: string;
  name: string;
  state: string;
  label: string;
  type: string;
  deadline: string | null;
  brief: string;
  briefSource: string | null;
  reviewer: { id: string } | null;
  offers: Offer[];
  authoringActions: string[];
  templateId: string | null;
  costType: string | null;
  fixedCost: string | null;
  allocatedMinutes: number | null;
}
const TASK_FIELDS = `id name state label type deadline brief briefSource reviewer { id } templateId costType fixedCost allocatedMinutes
  offers { croudieId croudieName position timeoutMinutes status expiresAt } authoringActions`;

const call = <T>(query: string, token: string, variables: Record<string, unknown> = {}) => gql<T>(api, query, { token, variables });
const fieldErrors = (res: Res<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const codeOf = (res: Res<unknown>) => res.errors?.[0]?.extensions?.code;
const pass = async <T>(res: Promise<Res<T>>): Promise<T> => {
  const done = await res;
  expect(done.errors).toBeUndefined();
  return done.data!;
};

async function newJob(start: boolean, token = member): Promise<string> {
  const { createJob } = await pass(
    call<{ createJob: { id: string } }>(
      `mutation($input: JobInput!, $start: Boolean) { createJob(input: $input, startOnSave: $start) { id } }`,
      token,
      {
        input: { clientId: String(client.id), channelId: String(client.channelId), name: 'Task authoring job', timezone: 'Europe/London' },
        start,
      },
    ),
  );
  return createJob.id;
}

const single = (over: Record<string, unknown> = {}) => ({
  title: 'Write the ad copy',
  brief: 'Hello {{croudie_first_name}}, ask {{job_owner_name}} ({{job_owner_email}}) if stuck.',
  cost: { costType: 'FIXED', fixedCost: 12.5 },
  lifetimeMinutes: 1440,
  deadlineTime: '17:00',
  users: [
    { croudieId: String(ids.ava), timeoutMinutes: 30 },
    { croudieId: String(ids.liam), timeoutMinutes: 120 },
  ],
  ...over,
});

const CREATE = `mutation($jobId: ID!, $input: TaskInput!) { createTask(jobId: $jobId, input: $input) { ${TASK_FIELDS} } }`;
const create = (jobId: string, input: Record<string, unknown>, token = member) =>
  call<{ createTask: Task }>(CREATE, token, { jobId, input });
const createTask = async (jobId: string, input: Record<string, unknown>, token = member) =>
  (await pass(create(jobId, input, token))).createTask;
const readTask = async (id: string, token = member) =>
  (await pass(call<{ task: Task }>(`query($id: ID!) { task(id: $id) { ${TASK_FIELDS} } }`, token, { id }))).task;
const croudieRead = (id: string, token: string) =>
  call<{ task: { id: string; state: string; brief: string; availableActions: string[] } }>(
    `query($id: ID!) { task(id: $id) { id state brief availableActions } }`,
    token,
    { id },
  );
const respond = (verb: 'acceptTaskOffer' | 'declineTaskOffer', id: string, token: string) =>
  call<Record<string, { state: string }>>(`mutation($id: ID!) { ${verb}(taskId: $id) { state } }`, token, { id });
const runner = () => runAllocation({ db: api.db, clock: api.clock, pubsub: createInProcessPubSub() });
const minutesLater = (m: number) => api.clock.set(new Date(api.clock.now().getTime() + m * 60_000));
const timelineOf = async (taskId: string) =>
  (
    await api.db
      .select()
      .from(taskTimeline)
      .where(eq(taskTimeline.taskId, Number(taskId)))
      .orderBy(asc(taskTimeline.id))
  ).map((e) => e.action);
const noticesOf = async (principalId: string) =>
  (await api.db.select().from(notifications).where(eq(notifications.principalId, principalId))).map((n) => n.subject);

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, ava, liam, uma] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'croudie.us@example.com'),
  ]);
  const idOf = async (email: string) => (await api.db.select().from(croudies).where(eq(croudies.email, email)))[0]!.id;
  ids.ava = await idOf('croudie.active@example.com');
  ids.liam = await idOf('croudie.limited@example.com');
  ids.uma = await idOf('croudie.us@example.com');
  ids.pending = await idOf('croudie.pending@example.com');
  const [c] = await api.db.select().from(clients).orderBy(asc(clients.id)).offset(4).limit(1);
  const [channel] = await api.db.select().from(channels).where(eq(channels.clientId, c!.id)).orderBy(asc(channels.id)).limit(1);
  await api.db.update(channels).set({ state: 'active' }).where(eq(channels.id, channel!.id));
  client = { id: c!.id, channelId: channel!.id };
});
afterEach(() => {
  api.clock.set(NOW);
});
afterAll(async () => {
  await api?.close();
});

describe('task authoring rules', () => {
  it('plans a deadline from the job’s start: now once started, else its scheduled time or planned day, never before now', () => {
    const job = { startedAt: null, scheduledFor: null, startsAt: null, timezone: 'Europe/London' };
    expect(plannedStart({ ...job, status: 'in_progress' }, NOW)).toEqual(NOW);
    const later = new Date('2026-03-20T10:00:00Z');
    expect(plannedStart({ ...job, status: 'scheduled', scheduledFor: later }, NOW)).toEqual(later);
    expect(plannedStart({ ...job, status: 'draft', startsAt: '2026-03-18' }, NOW)).toEqual(new Date('2026-03-18T00:00:00Z'));
    expect(plannedStart({ ...job, status: 'draft', startsAt: '2026-03-01' }, NOW)).toEqual(NOW);
  });

  it('keeps deadlines in the order the tasks were made (§5)', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 16, h));
    expect(deadlineOrderProblem(at(12), [at(10), null, at(12)])).toBeNull();
    expect(deadlineOrderProblem(at(9), [at(10)])).toBe(TASK_MESSAGES.deadlineOrder);
    expect(deadlineOrderProblem(at(11), [at(10)], [at(10)])).toBe(TASK_MESSAGES.deadlineOrder);
  });

  it('never lets someone who took the task leave it (§5)', () => {
    const current: PersonOnTask[] = [
      { croudieId: 1, status: 'missed' },
      { croudieId: 2, status: 'accepted' },
      { croudieId: 3, status: 'removed' },
    ];
    const keep = peopleChanges(current, [
      { croudieId: 2, timeoutMinutes: 30 },
      { croudieId: 3, timeoutMinutes: 30 },
    ]);
    expect(keep).toMatchObject({ problem: null, leaving: [{ croudieId: 1 }], joining: [{ croudieId: 3 }] });
    expect(peopleChanges(current, [{ croudieId: 1, timeoutMinutes: 30 }]).problem).toBe(TASK_MESSAGES.userAccepted);
  });
});

describe('the task forms', () => {
  it('saves a single task on a draft job: scheduled, its people queued, the brief filled in for its reader', async () => {
    const task = await createTask(await newJob(false), single());
    expect(task).toMatchObject({
      name: 'Write the ad copy',
      state: 'SCHEDULED',
      label: 'SCHEDULED',
      type: 'SINGLE',
      costType: 'FIXED',
      fixedCost: '12.50',
      briefSource: 'Hello {{croudie_first_name}}, ask {{job_owner_name}} ({{job_owner_email}}) if stuck.',
      authoringActions: ['EDIT', 'DELETE'],
    });
    // staff read it before anyone has it: the croudie's name stays a merge field
    expect(task.brief).toBe('Hello {{croudie_first_name}}, ask Mia Member (staff.member@example.com) if stuck.');
    expect(task.offers.map((o) => [o.croudieId, o.position, o.timeoutMinutes, o.status])).toEqual([
      [String(ids.ava), 0, 30, 'QUEUED'],
      [String(ids.liam), 1, 120, 'QUEUED'],
    ]);
    // due a day after now (the job has no planned start) at 17:00 London time
    expect(task.deadline).toBe('2026-03-17T17:00:00.000Z');
  });

  it('refuses a form that breaks its rules, field by field', async () => {
    const jobId = await newJob(false);
    expect(fieldErrors(await create(jobId, single({ cost: null, users: [] })))).toEqual({
      'input.cost': TASK_MESSAGES.required,
      'input.users': TASK_MESSAGES.users,
    });
    expect(fieldErrors(await create(jobId, single({ allocationMethod: 'ASSIGN' })))).toEqual({ 'input.users': TASK_MESSAGES.assignOne });
    expect(fieldErrors(await create(jobId, single({ brief: 'Hi {{nickname}}', lifetimeMinutes: 45, deadlineTime: '17:10' })))).toEqual({
      'input.brief': TASK_MESSAGES.unknownMergeField,
      'input.lifetimeMinutes': TASK_MESSAGES.lifetime,
      'input.deadlineTime': TASK_MESSAGES.deadlineTime,
    });
    expect(fieldErrors(await create(jobId, single({ cost: { costType: 'FIXED', fixedCost: 0 } })))).toEqual({
      'input.cost.fixedCost': TASK_MESSAGES.fixedCost,
    });
    expect(fieldErrors(await create(jobId, single({ users: [{ croudieId: String(ids.pending), timeoutMinutes: 30 }] })))).toEqual({
      'input.users': TASK_RULE_MESSAGES.notLiveCroudie,
    });
    expect(fieldErrors(await create(jobId, { ...single(), type: 'QA', assignToMe: true }))).toEqual({
      'input.users': TASK_RULE_MESSAGES.qaNoUsers,
    });
    expect(fieldErrors(await create(jobId, { title: 'Review', type: 'QA', lifetimeMinutes: 1440, deadlineTime: 'end_of_day' }))).toEqual({
      'input.reviewerId': TASK_MESSAGES.reviewer,
    });
  });

  it('keeps each task’s deadline no earlier than the one made before it (§5)', async () => {
    const jobId = await newJob(false);
    await createTask(jobId, single({ lifetimeMinutes: 2880 }));
    const res = await create(jobId, single({ title: 'Sooner', lifetimeMinutes: 1440 }));
    expect(fieldErrors(res)).toEqual({ 'input.deadlineTime': TASK_MESSAGES.deadlineOrder });
    await createTask(jobId, single({ title: 'Same day, later', lifetimeMinutes: 2880, deadlineTime: 'end_of_day' }));
  });

  it('lets only the job’s owner, their team leader or forecast_admin author its tasks', async () => {
    const jobId = await newJob(false);
    expect(codeOf(await create(jobId, single(), hr))).toBe('FORBIDDEN');
    expect(codeOf(await create(jobId, single(), ava))).toBe('FORBIDDEN');
    await createTask(jobId, single(), admin);
  });

  it('takes a template’s id only while the template is active for the job’s client', async () => {
    const jobId = await newJob(false);
    const [active] = await api.db.select().from(taskTemplates).where(eq(taskTemplates.status, 'active')).limit(1);
    const [draft] = await api.db.select().from(taskTemplates).where(eq(taskTemplates.status, 'draft')).limit(1);
    expect((await createTask(jobId, single({ templateId: String(active!.id) }))).templateId).toBe(String(active!.id));
    expect(fieldErrors(await create(jobId, single({ templateId: String(draft!.id) })))).toEqual({
      'input.templateId': TASK_RULE_MESSAGES.template,
    });
  });
});

describe('allocation on the platform clock', () => {
  it('offers in order: the first lets the offer time out, the next accepts, and the first can no longer see it', async () => {
    const jobId = await newJob(false);
    const task = await createTask(jobId, single());
    await pass(call(`mutation($id: ID!) { startJob(id: $id) { id } }`, member, { id: jobId }));

    let read = await readTask(task.id);
    expect(read).toMatchObject({ state: 'OFFERED', label: 'OFFERED' });
    expect(read.offers.map((o) => o.status)).toEqual(['OFFERED', 'QUEUED']);
    expect((await pass(croudieRead(task.id, ava))).task.availableActions).toEqual(['ACCEPT', 'DECLINE', 'POST_MESSAGE']);
    expect(codeOf(await croudieRead(task.id, liam))).toBe('FORBIDDEN');
    expect(await noticesOf(`croudie-network:croudies:${ids.ava}`)).toContain('New task offer');

    minutesLater(29);
    await runner();
    expect((await readTask(task.id)).offers.map((o) => o.status)).toEqual(['OFFERED', 'QUEUED']);
    minutesLater(2);
    await runner();
    read = await readTask(task.id);
    expect(read.offers.map((o) => o.status)).toEqual(['MISSED', 'OFFERED']);
    expect(await noticesOf(`croudie-network:croudies:${ids.ava}`)).toContain('You missed a task offer');
    expect(codeOf(await croudieRead(task.id, ava))).toBe('FORBIDDEN');

    expect((await pass(respond('acceptTaskOffer', task.id, liam))).acceptTaskOffer!.state).toBe('IN_PROGRESS');
    read = await readTask(task.id);
    expect(read.offers.map((o) => o.status)).toEqual(['MISSED', 'ACCEPTED']);
    // the deadline counts from when allocation started: a day on, at 17:00
    expect(read.deadline).toBe('2026-03-17T17:00:00.000Z');
    expect((await pass(croudieRead(task.id, liam))).task.brief).toBe('Hello Liam, ask Mia Member (staff.member@example.com) if stuck.');
    expect(await timelineOf(task.id)).toEqual(['create', 'offer', 'miss', 'offer', 'accept']);
    expect(await noticesOf(`user-service:users:${MEMBER_ID}`)).toContain('A task offer was accepted');
  });

  it('moves on when an offer is declined, and ends unassigned when nobody takes it', async () => {
    const jobId = await newJob(true);
    const task = await createTask(jobId, single());
    expect((await readTask(task.id)).state).toBe('OFFERED');
    await pass(respond('declineTaskOffer', task.id, ava));
    expect((await readTask(task.id)).offers.map((o) => o.status)).toEqual(['DECLINED', 'OFFERED']);
    minutesLater(121);
    await runner();
    const read = await readTask(task.id);
    expect(read).toMatchObject({ state: 'UNASSIGNED', label: 'UNASSIGNED' });
    expect(read.offers.map((o) => o.status)).toEqual(['DECLINED', 'MISSED']);
    expect(await timelineOf(task.id)).toEqual(['create', 'offer', 'decline', 'offer', 'miss', 'unassign']);
    expect(await noticesOf(`user-service:users:${MEMBER_ID}`)).toContain('A task is unassigned');

    // someone new on the form: allocation goes on with them
    const people = [...single().users, { croudieId: String(ids.uma), timeoutMinutes: 30 }];
    const saved = await pass(
      call<{ updateTask: Task }>(
        `mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`,
        member,
        {
          id: task.id,
          input: single({ users: people }),
        },
      ),
    );
    expect(saved.updateTask.state).toBe('OFFERED');
    expect(saved.updateTask.offers.map((o) => o.status)).toEqual(['DECLINED', 'MISSED', 'OFFERED']);
  });

  it('offers an open queue to everyone at once: the first to accept takes it and the other offers close', async () => {
    const jobId = await newJob(true);
    const task = await createTask(jobId, single({ openQueue: true }));
    let read = await readTask(task.id);
    expect(read).toMatchObject({ state: 'UNASSIGNED', label: 'OPEN' });
    expect(read.offers.map((o) => o.status)).toEqual(['OFFERED', 'OFFERED']);
    expect((await pass(croudieRead(task.id, liam))).task.availableActions).toContain('ACCEPT');

    await pass(respond('acceptTaskOffer', task.id, liam));
    read = await readTask(task.id);
    expect(read).toMatchObject({ state: 'IN_PROGRESS', label: 'IN_PROGRESS' });
    expect(read.offers.map((o) => o.status)).toEqual(['WITHDRAWN', 'ACCEPTED']);
    expect(codeOf(await respond('acceptTaskOffer', task.id, ava))).toBe('FORBIDDEN');
    // the other person is told their offer went, and the one who took it is not
    expect(await noticesOf(`croudie-network:croudies:${ids.ava}`)).toContain('A task offer was taken');
    expect(await noticesOf(`croudie-network:croudies:${ids.liam}`)).not.toContain('A task offer was taken');
  });

  it('assigns straight to the one chosen: in progress, no offer', async () => {
    const jobId = await newJob(true);
    const task = await createTask(
      jobId,
      single({ allocationMethod: 'ASSIGN', users: [{ croudieId: String(ids.uma), timeoutMinutes: 30 }] }),
    );
    const read = await readTask(task.id);
    expect(read).toMatchObject({ state: 'IN_PROGRESS', label: 'ASSIGNED' });
    expect(read.offers.map((o) => o.status)).toEqual(['ASSIGNED']);
    expect(await noticesOf(`croudie-network:croudies:${ids.uma}`)).toContain('A task has been assigned to you');
  });

  it('keeps an inactive task waiting until it is made active', async () => {
    const jobId = await newJob(true);
    const task = await createTask(jobId, single({ active: false }));
    await runner();
    expect((await readTask(task.id)).state).toBe('SCHEDULED');
    const saved = await pass(
      call<{ updateTask: Task }>(`mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { state } }`, member, {
        id: task.id,
        input: single({ active: true }),
      }),
    );
    expect(saved.updateTask.state).toBe('OFFERED');
  });
});

describe('people on a task, and deleting it', () => {
  const REMOVE = `mutation($t: ID!, $c: ID!) { removeTaskUser(taskId: $t, croudieId: $c) { ${TASK_FIELDS} } }`;
  const REASSIGN = `mutation($t: ID!, $f: ID!, $to: ID!) { reassignTaskUser(taskId: $t, fromCroudieId: $f, toCroudieId: $to) { ${TASK_FIELDS} } }`;
  const DELETE = `mutation($id: ID!) { deleteTask(id: $id) { state } }`;

  it('removes or replaces someone who has not taken it; an open offer moves on to the next person', async () => {
    const task = await createTask(await newJob(true), single());
    const replaced = await pass(
      call<{ reassignTaskUser: Task }>(REASSIGN, member, { t: task.id, f: String(ids.liam), to: String(ids.uma) }),
    );
    expect(replaced.reassignTaskUser.offers.map((o) => [o.croudieId, o.status])).toEqual([
      [String(ids.ava), 'OFFERED'],
      [String(ids.uma), 'QUEUED'],
      [String(ids.liam), 'REMOVED'],
    ]);
    const removed = await pass(call<{ removeTaskUser: Task }>(REMOVE, member, { t: task.id, c: String(ids.ava) }));
    expect(removed.removeTaskUser.state).toBe('OFFERED');
    expect(removed.removeTaskUser.offers.map((o) => [o.croudieId, o.status])).toEqual([
      [String(ids.uma), 'OFFERED'],
      [String(ids.ava), 'REMOVED'],
      [String(ids.liam), 'REMOVED'],
    ]);
    expect(codeOf(await croudieRead(task.id, ava))).toBe('FORBIDDEN');
    const again = await call(REASSIGN, member, { t: task.id, f: String(ids.uma), to: String(ids.uma) });
    expect(fieldErrors(again)).toEqual({ toCroudieId: TASK_RULE_MESSAGES.alreadyOnTask });
  });

  it('never removes, replaces or deletes once someone accepted it (§5)', async () => {
    const task = await createTask(await newJob(true), single());
    await pass(respond('acceptTaskOffer', task.id, ava));
    const remove = await call(REMOVE, member, { t: task.id, c: String(ids.ava) });
    expect(remove.errors?.[0]?.message).toBe(TASK_MESSAGES.userAccepted);
    const reassign = await call(REASSIGN, member, { t: task.id, f: String(ids.ava), to: String(ids.uma) });
    expect(reassign.errors?.[0]?.message).toBe(TASK_MESSAGES.userAccepted);
    const form = await call(`mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { id } }`, member, {
      id: task.id,
      input: single({ users: [{ croudieId: String(ids.liam), timeoutMinutes: 30 }] }),
    });
    expect(fieldErrors(form)).toEqual({ 'input.users': TASK_MESSAGES.userAccepted });
    expect((await call(DELETE, member, { id: task.id })).errors?.[0]?.message).toBe(TASK_RULE_MESSAGES.deleteTaken);
    expect((await readTask(task.id)).authoringActions).toEqual(['EDIT']);
  });

  it('deletes a task nobody has taken: its offers close and the croudie no longer sees it', async () => {
    const task = await createTask(await newJob(true), single({ openQueue: true }));
    expect((await pass(call<{ deleteTask: { state: string } }>(DELETE, member, { id: task.id }))).deleteTask.state).toBe('WITHDRAWN');
    expect((await readTask(task.id)).offers.map((o) => o.status)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    expect(codeOf(await croudieRead(task.id, ava))).toBe('FORBIDDEN');
    expect(codeOf(await call(DELETE, hr, { id: task.id }))).toBe('FORBIDDEN');
  });
});

describe('a QA task and the task settings', () => {
  it('makes its reviewer the reviewer of the job’s single tasks, and completes once they are all done', async () => {
    const jobId = await newJob(true);
    const work = await createTask(
      jobId,
      single({ allocationMethod: 'ASSIGN', users: [{ croudieId: String(ids.liam), timeoutMinutes: 30 }] }),
    );
    const qa = await createTask(
      jobId,
      { type: 'QA', title: 'Review the copy', assignToMe: true, lifetimeMinutes: 2880, deadlineTime: 'end_of_day' },
      admin,
    );
    expect(qa).toMatchObject({ type: 'QA', state: 'REVIEW_IN_PROGRESS', label: 'IN_QA', reviewer: { id: '1' } });
    expect((await readTask(work.id)).reviewer).toEqual({ id: '1' });

    await pass(call(`mutation($id: ID!) { submitTaskWork(taskId: $id, work: "Done") { state } }`, liam, { id: work.id }));
    // staff.member owns the job but no longer reviews it: the QA task's reviewer passes the work
    expect(
      codeOf(
        await call(`mutation($id: ID!) { passTaskWork(taskId: $id, feedback: "${'x'.repeat(60)}") { state } }`, member, { id: work.id }),
      ),
    ).toBe('FORBIDDEN');
    await pass(
      call(
        `mutation($id: ID!) { passTaskWork(taskId: $id, feedback: "${'Good work, the copy reads well. '.repeat(2)}") { state } }`,
        admin,
        { id: work.id },
      ),
    );
    await runner();
    expect((await readTask(qa.id)).state).toBe('COMPLETED');
  });

  it('refuses a submission without a file when the task needs one', async () => {
    const jobId = await newJob(true);
    const task = await createTask(
      jobId,
      single({
        allocationMethod: 'ASSIGN',
        settings: { attachmentsRequired: true },
        users: [{ croudieId: String(ids.liam), timeoutMinutes: 30 }],
      }),
    );
    const res = await call(`mutation($id: ID!) { submitTaskWork(taskId: $id, work: "Done") { state } }`, liam, { id: task.id });
    expect(fieldErrors(res)).toEqual({ fileIds: 'Attach at least one file: this task needs one to be submitted' });
  });
});
