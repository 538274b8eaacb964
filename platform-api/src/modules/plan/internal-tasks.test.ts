import { asc, eq } from 'drizzle-orm';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { channels, clients } from '../clients/clients.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { offices, teamMembers, teams } from '../reference/reference.tables.js';
import { internalTaskDueAt, INTERNAL_TASK_RULE_MESSAGES as MESSAGES, statusProblem } from './internal-tasks.rules.js';
import { planHistory } from './plan.tables.js';

// Monday 16 March 2026, 09:00 in London (GMT until 29 March). The tests use clients 5 and 6, which have no seeded plan.
const NOW = new Date('2026-03-16T09:00:00Z');
const MEMBER_ID = 2; // staff.member: job_user (a planning role)
const ADMIN_ID = 1; // staff.admin: every role, forecast_admin among them
const FINANCE_ID = 4; // finance.user: leads the test team staff.member is in

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let finance: string;
let croudie: string;
let clientUser: string;
let clientA: { id: number; channelId: number };
let clientB: { id: number; channelId: number };
let phaseA: string; // an active phase of client A's project

const TASK_FIELDS = `id clientId clientName channelId channelName phaseId owner { id } summary brief lifetimeMinutes deadlineTime status
  startedAt dueAt completedAt`;
const CREATE = `mutation($input: InternalTaskInput!, $start: Boolean) { createInternalTask(input: $input, startOnSave: $start) { ${TASK_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: InternalTaskInput!) { updateInternalTask(id: $id, input: $input) { ${TASK_FIELDS} } }`;
const START = `mutation($id: ID!) { startInternalTask(id: $id) { ${TASK_FIELDS} } }`;
const COMPLETE = `mutation($id: ID!) { completeInternalTask(id: $id) { ${TASK_FIELDS} } }`;
const TASK = `query($id: ID!) { internalTask(id: $id) { ${TASK_FIELDS} history { entries { action changes by } pagination { total } } } }`;
const LIST = `query($filters: InternalTaskFilters, $pagination: PaginationInput) { internalTasks(filters: $filters, pagination: $pagination) {
  internalTasks { id summary status } pagination { total page limit } } }`;

type Task = {
  id: string;
  clientId: string;
  clientName: string;
  channelName: string;
  phaseId: string | null;
  owner: { id: string };
  summary: string;
  brief: string | null;
  lifetimeMinutes: number;
  deadlineTime: string;
  status: 'DRAFT' | 'IN_PROGRESS' | 'COMPLETE';
  startedAt: string | null;
  dueAt: string | null;
  completedAt: string | null;
};

const taskInput = (over: Record<string, unknown> = {}) => ({
  clientId: String(clientA.id),
  channelId: String(clientA.channelId),
  summary: 'Audit the feed',
  brief: 'Check every product title',
  lifetimeMinutes: 120,
  deadlineTime: '17:30',
  ...over,
});
const create = (token: string, over: Record<string, unknown> = {}, start = false) =>
  gql<{ createInternalTask: Task }>(api, CREATE, { token, variables: { input: taskInput(over), start } });
const createTask = async (token: string, over: Record<string, unknown> = {}, start = false) => {
  const res = await create(token, over, start);
  expect(res.errors).toBeUndefined();
  return res.data!.createInternalTask;
};
const run = (query: string, token: string, id: string) => gql<Record<string, Task>>(api, query, { token, variables: { id } });
const fieldErrors = (res: { errors?: { extensions?: { fieldErrors?: Record<string, string> } }[] }) =>
  res.errors?.[0]?.extensions?.fieldErrors;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, finance, croudie, clientUser] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  const firstChannel = async (clientId: number) =>
    (await api.db.select().from(channels).where(eq(channels.clientId, clientId)).orderBy(asc(channels.id)).limit(1))[0]!.id;
  const [a, b] = await api.db.select().from(clients).orderBy(asc(clients.id)).offset(4).limit(2);
  clientA = { id: a!.id, channelId: await firstChannel(a!.id) };
  clientB = { id: b!.id, channelId: await firstChannel(b!.id) };
  const [office] = await api.db.select().from(offices).limit(1);
  const [team] = await api.db.insert(teams).values({ name: 'Internal tasks team', officeId: office!.id, leaderId: FINANCE_ID }).returning();
  await api.db.insert(teamMembers).values({ teamId: team!.id, userId: MEMBER_ID });
  // a project and phase of client A, through the plan's API
  phaseA = (await createPhase(await createProject('Spring'), 'Build')).id;
});
afterEach(() => {
  api.clock.set(NOW);
});
afterAll(async () => {
  await api?.close();
});

const createProject = async (name: string) => {
  const res = await gql<{ createPlanProject: { id: string } }>(
    api,
    `mutation($input: PlanProjectInput!) { createPlanProject(input: $input) { id } }`,
    {
      token: member,
      variables: {
        input: {
          clientId: String(clientA.id),
          quarter: { year: 2026, quarter: 1 },
          ownerId: String(MEMBER_ID),
          name,
          channelIds: [String(clientA.channelId)],
        },
      },
    },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createPlanProject.id;
};
const createPhase = async (projectId: string, name: string) => {
  const res = await gql<{ createPlanPhase: { id: string } }>(
    api,
    `mutation($input: PlanPhaseInput!) { createPlanPhase(input: $input) { id } }`,
    { token: member, variables: { input: { projectId, ownerId: String(MEMBER_ID), name, startsAt: '2026-03-01', endsAt: '2026-03-31' } } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createPlanPhase;
};

describe('when a started task is due (internalTaskDueAt)', () => {
  const at = (iso: string) => new Date(iso);
  it('moves the start plus the lifetime to the deadline time of that day', () => {
    expect(internalTaskDueAt(at('2026-03-16T10:00:00Z'), 120, '17:30', 'Europe/London').toISOString()).toBe('2026-03-16T17:30:00.000Z');
    // a day's lifetime ends tomorrow at 10:00; the deadline time moves it earlier that day
    expect(internalTaskDueAt(at('2026-03-16T10:00:00Z'), 1440, '09:00', 'Europe/London').toISOString()).toBe('2026-03-17T09:00:00.000Z');
    expect(internalTaskDueAt(at('2026-03-16T10:00:00Z'), 3 * 10080, '12:00', null).toISOString()).toBe('2026-04-06T11:00:00.000Z');
  });

  it('reads End of the day as 23:00, in the owner’s zone and summer time', () => {
    expect(internalTaskDueAt(at('2026-03-16T10:00:00Z'), 30, END_OF_DAY, 'Europe/London').toISOString()).toBe('2026-03-16T23:00:00.000Z');
    expect(internalTaskDueAt(at('2026-06-15T10:00:00Z'), 360, END_OF_DAY, 'Europe/London').toISOString()).toBe('2026-06-15T22:00:00.000Z');
    expect(internalTaskDueAt(at('2026-03-16T14:00:00Z'), 120, '17:00', 'America/New_York').toISOString()).toBe('2026-03-16T21:00:00.000Z');
    expect(internalTaskDueAt(at('2026-03-16T10:00:00Z'), 120, '17:00', 'Not/AZone').toISOString()).toBe('2026-03-16T17:00:00.000Z');
  });

  it('is never before the start: a deadline time already past that day moves to the next day', () => {
    expect(internalTaskDueAt(at('2026-03-16T16:00:00Z'), 30, '09:00', 'Europe/London').toISOString()).toBe('2026-03-17T09:00:00.000Z');
    expect(internalTaskDueAt(at('2026-03-16T16:00:00Z'), 30, '16:00', 'Europe/London').toISOString()).toBe('2026-03-17T16:00:00.000Z');
  });

  it('allows save until complete, start from draft, complete from in progress', () => {
    expect(['draft', 'in_progress', 'complete'].map((s) => statusProblem('save', s as never))).toEqual([null, null, MESSAGES.complete]);
    expect(statusProblem('start', 'in_progress')).toBe(MESSAGES.startDraft);
    expect(statusProblem('complete', 'draft')).toBe(MESSAGES.completeInProgress);
    expect(statusProblem('complete', 'in_progress')).toBeNull();
  });
});

describe('the form: validation', () => {
  it('answers each field’s rule in British English', async () => {
    const res = await create(member, {
      summary: '   ',
      brief: 'b'.repeat(5001),
      lifetimeMinutes: 45,
      deadlineTime: '09:10',
      clientId: '0',
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(res)).toEqual({
      'input.clientId': 'This field is required',
      'input.summary': 'This field is required',
      'input.brief': 'Use at most 5000 characters',
      'input.lifetimeMinutes': 'Choose a lifetime from the list',
      'input.deadlineTime': 'Choose a deadline time from the list',
    });
    expect(fieldErrors(await create(member, { summary: 's'.repeat(201) }))).toEqual({ 'input.summary': 'Use at most 200 characters' });
    const ok = await createTask(member, {
      summary: `  ${'s'.repeat(200)}  `,
      brief: '  ',
      deadlineTime: END_OF_DAY,
      lifetimeMinutes: 30240,
    });
    expect(ok).toMatchObject({ summary: 's'.repeat(200), brief: null, deadlineTime: END_OF_DAY, lifetimeMinutes: 30240 });
  });

  it('refuses an unknown client, a channel of another client and a phase of another client', async () => {
    expect(fieldErrors(await create(member, { clientId: '99999' }))).toEqual({ 'input.clientId': MESSAGES.clientUnknown });
    expect(fieldErrors(await create(member, { channelId: String(clientB.channelId) }))).toEqual({
      'input.channelId': MESSAGES.channelOfClient,
    });
    const otherClient = await create(member, { clientId: String(clientB.id), channelId: String(clientB.channelId), phaseId: phaseA });
    expect(fieldErrors(otherClient)).toEqual({ 'input.phaseId': MESSAGES.phaseOfClient });
    expect(fieldErrors(await create(member, { phaseId: '99999' }))).toEqual({ 'input.phaseId': MESSAGES.phaseOfClient });
    const task = await createTask(member, { phaseId: phaseA });
    expect(task).toMatchObject({ phaseId: phaseA, clientId: String(clientA.id), owner: { id: String(MEMBER_ID) } });
  });

  it('refuses a phase that is no longer active', async () => {
    const phase = await createPhase(await createProject('Done'), 'Finished');
    await gql(api, `mutation($id: ID!) { completePlanPhase(id: $id) { id } }`, { token: member, variables: { id: phase.id } });
    expect(fieldErrors(await create(member, { phaseId: phase.id }))).toEqual({ 'input.phaseId': MESSAGES.phaseNotActive });
  });
});

describe('create, save, start and complete', () => {
  it('saves a draft, or starts on save from the platform clock', async () => {
    const draft = await createTask(member);
    expect(draft).toMatchObject({ status: 'DRAFT', startedAt: null, dueAt: null, completedAt: null });

    api.clock.set(new Date('2026-03-18T10:00:00Z'));
    const started = await createTask(member, { lifetimeMinutes: 1440, deadlineTime: '09:00' }, true);
    expect(started.status).toBe('IN_PROGRESS');
    expect(Date.parse(started.startedAt!) - Date.parse('2026-03-18T10:00:00Z')).toBeLessThan(60_000);
    expect(started.dueAt).toBe('2026-03-19T09:00:00.000Z');

    const endOfDay = await createTask(member, { lifetimeMinutes: 30, deadlineTime: END_OF_DAY }, true);
    expect(endOfDay.dueAt).toBe('2026-03-18T23:00:00.000Z');
  });

  it("works the due time out in the owner's time zone", async () => {
    await api.db.update(agencyUsers).set({ timezone: 'America/New_York' }).where(eq(agencyUsers.id, MEMBER_ID));
    try {
      api.clock.set(new Date('2026-03-16T14:00:00Z')); // 10:00 in New York (summer time since 8 March)
      expect((await createTask(member, { deadlineTime: '17:00' }, true)).dueAt).toBe('2026-03-16T21:00:00.000Z');
    } finally {
      await api.db.update(agencyUsers).set({ timezone: 'Europe/London' }).where(eq(agencyUsers.id, MEMBER_ID));
    }
  });

  it('starts a draft, saves it in progress (due time follows), completes it, then refuses changes; with history', async () => {
    const draft = await createTask(member);
    const completeDraft = await run(COMPLETE, member, draft.id);
    expect(errorCode(completeDraft)).toBe('CONFLICT');
    expect(completeDraft.errors![0]!.message).toBe(MESSAGES.completeInProgress);
    expect(fieldErrors(completeDraft)).toEqual({ status: MESSAGES.completeInProgress });

    api.clock.set(new Date('2026-03-16T11:00:00Z'));
    const started = (await run(START, member, draft.id)).data!.startInternalTask!;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', dueAt: '2026-03-16T17:30:00.000Z' });
    const again = await run(START, member, draft.id);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe(MESSAGES.startDraft);

    api.clock.set(new Date('2026-03-16T15:00:00Z'));
    const saved = await gql<{ updateInternalTask: Task }>(api, UPDATE, {
      token: member,
      variables: { id: draft.id, input: taskInput({ summary: 'Audit the whole feed', lifetimeMinutes: 2880, deadlineTime: '12:00' }) },
    });
    // the due time follows the new lifetime from the original start (11:00 + 2 days → 12:00)
    expect(saved.data?.updateInternalTask).toMatchObject({
      summary: 'Audit the whole feed',
      startedAt: started.startedAt,
      dueAt: '2026-03-18T12:00:00.000Z',
    });

    const done = (await run(COMPLETE, member, draft.id)).data!.completeInternalTask!;
    expect(done.status).toBe('COMPLETE');
    expect(Date.parse(done.completedAt!) - Date.parse('2026-03-16T15:00:00Z')).toBeLessThan(60_000);
    const refused = await gql(api, UPDATE, { token: member, variables: { id: draft.id, input: taskInput() } });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(MESSAGES.complete);
    expect(errorCode(await run(COMPLETE, member, draft.id))).toBe('CONFLICT');
    expect(errorCode(await run(START, member, draft.id))).toBe('CONFLICT');

    const history = (
      await gql<{ internalTask: { history: { entries: { action: string; changes: Record<string, unknown>; by: string }[] } } }>(api, TASK, {
        token: hr,
        variables: { id: draft.id },
      })
    ).data!.internalTask.history.entries;
    expect(history.map((e) => e.action)).toEqual(['completed', 'updated', 'started', 'created']);
    expect(history[2]!.changes).toMatchObject({ status: ['draft', 'in_progress'], dueAt: [null, '2026-03-16T17:30:00.000Z'] });
    expect(history[1]!.changes).toMatchObject({ summary: ['Audit the feed', 'Audit the whole feed'], lifetimeMinutes: [120, 2880] });
    expect(history[0]!.by).toBe('user-service:users:2');
    const rows = await api.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.entityId, Number(draft.id)));
    expect(rows.filter((r) => r.entity === 'internalTask')).toHaveLength(4);
  });
});

describe('who may do what', () => {
  it('lets the planning roles create; every staff member read; croudies and client users nothing', async () => {
    expect(errorCode(await create(hr))).toBe('FORBIDDEN');
    expect(errorCode(await create(croudie))).toBe('FORBIDDEN');
    expect(errorCode(await create(clientUser))).toBe('FORBIDDEN');
    const task = await createTask(admin, { summary: 'By the admin' });
    expect(task.owner.id).toBe(String(ADMIN_ID));
    expect((await run(TASK, hr, task.id)).data?.internalTask?.summary).toBe('By the admin');
    expect(errorCode(await run(TASK, croudie, task.id))).toBe('FORBIDDEN');
    expect(errorCode(await run(TASK, clientUser, task.id))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, LIST, { token: croudie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, LIST, { token: clientUser }))).toBe('FORBIDDEN');
    expect(errorCode(await run(TASK, hr, '99999'))).toBe('NOT_FOUND');
  });

  it('lets the owner, a leader of their team and forecast_admin save, start and complete; nobody else', async () => {
    const task = await createTask(member);
    const save = (token: string, summary: string) =>
      gql<{ updateInternalTask: Task }>(api, UPDATE, { token, variables: { id: task.id, input: taskInput({ summary }) } });
    expect((await save(member, 'By the owner')).data?.updateInternalTask.summary).toBe('By the owner');
    expect((await save(finance, 'By the leader')).data?.updateInternalTask.summary).toBe('By the leader');
    expect((await save(admin, 'By forecast admin')).data?.updateInternalTask.summary).toBe('By forecast admin');
    expect(errorCode(await save(hr, 'By someone else'))).toBe('FORBIDDEN');
    expect(errorCode(await save(croudie, 'By a croudie'))).toBe('FORBIDDEN');
    expect(errorCode(await run(START, hr, task.id))).toBe('FORBIDDEN');
    expect((await run(START, finance, task.id)).data?.startInternalTask?.status).toBe('IN_PROGRESS');
    expect(errorCode(await run(COMPLETE, hr, task.id))).toBe('FORBIDDEN');
    expect(errorCode(await run(COMPLETE, clientUser, task.id))).toBe('FORBIDDEN');
    expect((await run(COMPLETE, admin, task.id)).data?.completeInternalTask?.status).toBe('COMPLETE');
    // the owner stays the creator whoever saves
    expect((await run(TASK, hr, task.id)).data?.internalTask?.owner.id).toBe(String(MEMBER_ID));
  });
});

describe('the list and the plan', () => {
  it('filters by owner, client, status and phase, and pages on the server', async () => {
    const onB = { clientId: String(clientB.id), channelId: String(clientB.channelId) };
    const draft = await createTask(admin, { ...onB, summary: 'List draft' });
    const started = await createTask(admin, { ...onB, summary: 'List started' }, true);
    const list = async (filters: Record<string, unknown>, pagination?: Record<string, unknown>) => {
      const res = await gql<{ internalTasks: { internalTasks: Task[]; pagination: { total: number; page: number; limit: number } } }>(
        api,
        LIST,
        { token: hr, variables: { filters, pagination } },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.internalTasks;
    };
    const ofB = await list({ clientId: String(clientB.id), ownerId: String(ADMIN_ID) });
    // due soonest first, drafts (no due time) last
    expect(ofB.internalTasks.map((t) => t.summary)).toEqual(['List started', 'List draft']);
    expect((await list({ clientId: String(clientB.id), statuses: ['DRAFT'] })).internalTasks.map((t) => t.id)).toEqual([draft.id]);
    expect((await list({ ownerId: String(MEMBER_ID), clientId: String(clientB.id) })).pagination.total).toBe(0);
    const inPhase = await createTask(member, { phaseId: phaseA, summary: 'In the phase' });
    expect((await list({ phaseId: phaseA })).internalTasks.map((t) => t.id)).toContain(inPhase.id);
    expect((await list({ phaseId: phaseA })).internalTasks.every((t) => t.id !== started.id)).toBe(true);

    const all = await list({});
    const second = await list({}, { page: 2, limit: 1 });
    expect(second.internalTasks).toHaveLength(1);
    expect(second.internalTasks[0]!.id).toBe(all.internalTasks[1]!.id);
    expect(second.pagination).toEqual({ total: all.pagination.total, page: 2, limit: 1 });
    expect(fieldErrors(await gql(api, LIST, { token: hr, variables: { filters: { ownerId: 'me' } } }))).toEqual({
      'filters.ownerId': 'Not an id',
    });
  });

  it("shows a phase's tasks in the plan, drafts only with includeDrafts", async () => {
    const live = await createTask(member, { phaseId: phaseA, summary: 'Plan live' }, true);
    const draft = await createTask(member, { phaseId: phaseA, summary: 'Plan draft' });
    const PLAN = `query($filters: PlanFilters!) { plan(filters: $filters) { projects { phases { id internalTasks { id status } } } } }`;
    const phaseTasks = async (includeDrafts: boolean) => {
      const res = await gql<{ plan: { projects: { phases: { id: string; internalTasks: Task[] }[] }[] } }>(api, PLAN, {
        token: hr,
        variables: { filters: { startDate: '2026-03-01', endDate: '2026-03-31', includeDrafts } },
      });
      expect(res.errors).toBeUndefined();
      const phase = res.data!.plan.projects.flatMap((p) => p.phases).find((p) => p.id === phaseA)!;
      return phase.internalTasks.map((t) => t.id);
    };
    expect(await phaseTasks(false)).toContain(live.id);
    expect(await phaseTasks(false)).not.toContain(draft.id);
    expect(await phaseTasks(true)).toEqual(expect.arrayContaining([live.id, draft.id]));
    const one = await gql<{ planPhase: { internalTasks: { id: string }[] } }>(
      api,
      `query($id: ID!) { planPhase(id: $id) { internalTasks { id } } }`,
      {
        token: hr,
        variables: { id: phaseA },
      },
    );
    expect(one.data!.planPhase.internalTasks.map((t) => t.id)).toEqual(expect.arrayContaining([live.id, draft.id]));
  });

  it('leaves a deleted phase’s tasks without a phase, as its jobs are', async () => {
    const projectId = await createProject('Short-lived project');
    const phase = await createPhase(projectId, 'Short-lived phase');
    const task = await createTask(member, { phaseId: phase.id, summary: 'Outlives its phase' }, true);
    const deleted = await gql(api, `mutation($id: ID!) { deletePlanPhase(id: $id) }`, { token: member, variables: { id: phase.id } });
    expect(deleted.errors).toBeUndefined();
    const after = await gql<{ internalTask: { phaseId: string | null; status: string } }>(
      api,
      `query($id: ID!) { internalTask(id: $id) { phaseId status } }`,
      { token: member, variables: { id: task.id } },
    );
    expect(after.data!.internalTask).toEqual({ phaseId: null, status: 'IN_PROGRESS' });
  });
});
