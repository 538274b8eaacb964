import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { channels, clients } from '../clients/clients.tables.js';
import { offices, teamMembers, teams } from '../reference/reference.tables.js';
import { jobs } from '../work/jobs.tables.js';
import { MESSAGES } from './plan.rules.js';
import { planHistory, planPhases } from './plan.tables.js';

// Monday 16 March 2026 (Q1). The tests plan their own projects in Q3 and Q4 2026, apart from the seeded ones.
const NOW = new Date('2026-03-16T09:00:00Z');
const ADMIN_ID = 1; // staff.admin: every role, forecast_admin among them
const MEMBER_ID = 2; // staff.member: job_user (a planning role)
const FINANCE_ID = 4; // finance.user: leads the test team staff.member is in
const Q3 = { year: 2026, quarter: 3 };
const Q4 = { year: 2026, quarter: 4 };

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let finance: string;
let croudie: string;
let clientA: { id: number; name: string; channelId: number };
let clientB: { id: number; name: string; channelId: number };

const PROJECT_FIELDS = 'id name status priority quarter { year quarter } owner { id } channelIds';
const CREATE_PROJECT = `mutation($input: PlanProjectInput!) { createPlanProject(input: $input) { ${PROJECT_FIELDS} } }`;
const UPDATE_PROJECT = `mutation($id: ID!, $input: PlanProjectChangesInput!) { updatePlanProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const REORDER_PROJECT = `mutation($id: ID!, $input: PlanReorderInput!) { reorderPlanProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const PROJECT = `query($id: ID!) { planProject(id: $id) { ${PROJECT_FIELDS} phases { id name priority startsAt endsAt jobs { id } } keyDates { description date }
  history { entries { action changes by } pagination { total } } } }`;
const PHASE_FIELDS = 'id name status priority startsAt endsAt';
const CREATE_PHASE = `mutation($input: PlanPhaseInput!) { createPlanPhase(input: $input) { ${PHASE_FIELDS} } }`;
const REORDER_PHASE = `mutation($id: ID!, $input: PlanReorderInput!) { reorderPlanPhase(id: $id, input: $input) { ${PHASE_FIELDS} } }`;
const EXTEND = `mutation($id: ID!, $startsAt: String, $endsAt: String) { extendPlanPhase(id: $id, startsAt: $startsAt, endsAt: $endsAt) { ${PHASE_FIELDS} history { entries { action } } } }`;
const MOVE = `mutation($jobIds: [ID!]!, $phaseId: ID!) { moveJobsToPhase(jobIds: $jobIds, phaseId: $phaseId) }`;
const PLAN = `query($filters: PlanFilters!, $pagination: PaginationInput) { plan(filters: $filters, pagination: $pagination) {
  pagination { total } projects { id name status clientId owner { id } phases { id name jobs { id name status owner { id } phaseId } } keyDates { date } }
  unphasedJobs { id } } }`;

type Project = {
  id: string;
  name: string;
  status: string;
  priority: number;
  quarter: { year: number; quarter: number };
  owner: { id: string };
};
type Phase = { id: string; name: string; status: string; priority: number; startsAt: string; endsAt: string };
type Plan = {
  plan: {
    pagination: { total: number };
    projects: { id: string; name: string; status: string; phases: { id: string; jobs: { id: string; status: string }[] }[] }[];
    unphasedJobs: { id: string }[];
  };
};

const projectInput = (over: Record<string, unknown> = {}) => ({
  clientId: String(clientA.id),
  quarter: Q3,
  ownerId: String(MEMBER_ID),
  name: 'Summer launch',
  what: 'A new product line',
  channelIds: [String(clientA.channelId)],
  ...over,
});
const phaseInput = (projectId: string, over: Record<string, unknown> = {}) => ({
  projectId,
  ownerId: String(MEMBER_ID),
  name: 'Build',
  startsAt: '2026-07-01',
  endsAt: '2026-07-31',
  ...over,
});
const createProject = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await gql<{ createPlanProject: Project }>(api, CREATE_PROJECT, { token, variables: { input: projectInput(over) } });
  expect(res.errors).toBeUndefined();
  return res.data!.createPlanProject;
};
const createPhase = async (projectId: string, over: Record<string, unknown> = {}) => {
  const res = await gql<{ createPlanPhase: Phase }>(api, CREATE_PHASE, {
    token: member,
    variables: { input: phaseInput(projectId, over) },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.createPlanPhase;
};
const project = async (id: string) =>
  (
    await gql<{
      planProject: Project & {
        phases: (Phase & { jobs: { id: string }[] })[];
        history: { entries: { action: string; changes: Record<string, unknown>; by: string }[] };
      };
    }>(api, PROJECT, { token: admin, variables: { id } })
  ).data!.planProject;
const insertJob = async (clientId: number, over: Partial<typeof jobs.$inferInsert> = {}) => {
  const [row] = await api.db
    .insert(jobs)
    .values({
      name: 'Plan test job',
      status: 'new',
      clientId,
      ownerId: MEMBER_ID,
      createdAt: NOW,
      startsAt: '2026-07-05',
      dueAt: new Date('2026-07-20T12:00:00Z'),
      ...over,
    })
    .returning();
  return row!;
};
const plan = (token: string, filters: Record<string, unknown>, pagination?: Record<string, unknown>) =>
  gql<Plan>(api, PLAN, { token, variables: { filters: { startDate: '2026-07-01', endDate: '2026-12-31', ...filters }, pagination } });

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, finance, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
  const firstChannel = async (clientId: number) =>
    (await api.db.select().from(channels).where(eq(channels.clientId, clientId)).orderBy(asc(channels.id)).limit(1))[0]!.id;
  // clients 5 and 6 have no seeded plan: the tests' projects are alone in their quarters
  const [a, b] = await api.db.select().from(clients).orderBy(asc(clients.id)).offset(4).limit(2);
  clientA = { id: a!.id, name: a!.name, channelId: await firstChannel(a!.id) };
  clientB = { id: b!.id, name: b!.name, channelId: await firstChannel(b!.id) };
  const [office] = await api.db.select().from(offices).limit(1);
  const [team] = await api.db.insert(teams).values({ name: 'Plan test team', officeId: office!.id, leaderId: FINANCE_ID }).returning();
  await api.db.insert(teamMembers).values({ teamId: team!.id, userId: MEMBER_ID });
});
afterAll(async () => {
  await api?.close();
});

describe('projects and phases: validation', () => {
  it('answers the form rules per field in British English', async () => {
    const res = await gql(api, CREATE_PROJECT, {
      token: member,
      variables: { input: projectInput({ name: '  ', channelIds: [], quarter: { year: 2026, quarter: 5 } }) },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({
      'input.name': 'This field is required',
      'input.channelIds': 'Choose at least one channel',
      'input.quarter.quarter': 'Choose a quarter from Q1 to Q4',
    });
    const otherClient = await gql(api, CREATE_PROJECT, {
      token: member,
      variables: { input: projectInput({ channelIds: [String(clientB.channelId)] }) },
    });
    expect(otherClient.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.channelIds': MESSAGES.channelsOfClient });
    const noOwner = await gql(api, CREATE_PROJECT, {
      token: member,
      variables: { input: projectInput({ ownerId: '99999', channelTypeIds: ['99999'] }) },
    });
    expect(noOwner.errors![0]!.extensions!.fieldErrors).toEqual({
      'input.ownerId': MESSAGES.ownerNotStaff,
      'input.channelTypeIds': MESSAGES.unknownChannelType,
    });
    const p = await createProject(member);
    const backwards = await gql(api, CREATE_PHASE, {
      token: member,
      variables: { input: phaseInput(p.id, { startsAt: '2026-07-10', endsAt: '2026-07-09' }) },
    });
    expect(backwards.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.endsAt': 'The end date cannot be before the start date' });
    const badDay = await gql(api, CREATE_PHASE, { token: member, variables: { input: phaseInput(p.id, { startsAt: '2026-02-30' }) } });
    expect(badDay.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.startsAt': 'Enter a date as YYYY-MM-DD' });
  });
});

describe('the client of a project', () => {
  it('is named on the project read alone and in the plan', async () => {
    // a quarter of its own: the reorder tests count Q4's projects
    const p = await createProject(member, { name: 'Named client', quarter: { year: 2028, quarter: 2 } });
    const alone = await gql<{ planProject: { clientName: string } }>(api, `query($id: ID!) { planProject(id: $id) { clientName } }`, {
      token: member,
      variables: { id: p.id },
    });
    expect(alone.data?.planProject.clientName).toBe(clientA.name);
    const inPlan = await gql<{ plan: { projects: { id: string; clientName: string }[] } }>(
      api,
      `query($filters: PlanFilters!) { plan(filters: $filters, pagination: { limit: 100 }) { projects { id clientName } } }`,
      { token: member, variables: { filters: { startDate: '2028-04-01', endDate: '2028-06-30' } } },
    );
    expect(inPlan.data?.plan.projects.find((x) => x.id === p.id)?.clientName).toBe(clientA.name);
  });
});

describe('who may do what', () => {
  it('lets every staff member read and the planning roles create; croudies see nothing', async () => {
    expect((await plan(hr, {})).errors).toBeUndefined();
    expect(errorCode(await plan(croudie, {}))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, CREATE_PROJECT, { token: hr, variables: { input: projectInput() } }))).toBe('FORBIDDEN');
  });

  it('lets the owner, a leader of their team and forecast_admin change a project; nobody else', async () => {
    const p = await createProject(member, { name: 'Rules' });
    const change = (token: string, name: string) =>
      gql<{ updatePlanProject: Project }>(api, UPDATE_PROJECT, {
        token,
        variables: { id: p.id, input: { ownerId: String(MEMBER_ID), name, channelIds: [String(clientA.channelId)] } },
      });
    expect((await change(member, 'By the owner')).data?.updatePlanProject.name).toBe('By the owner');
    expect((await change(finance, 'By the leader')).data?.updatePlanProject.name).toBe('By the leader');
    expect((await change(admin, 'By forecast admin')).data?.updatePlanProject.name).toBe('By forecast admin');
    expect(errorCode(await change(hr, 'By someone else'))).toBe('FORBIDDEN');
    expect(errorCode(await change(croudie, 'By a croudie'))).toBe('FORBIDDEN');

    const history = (await project(p.id)).history;
    expect(history.entries.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'created']);
    expect(history.entries[0]!.changes).toEqual({ name: ['By the leader', 'By forecast admin'] });
    expect(history.entries[0]!.by).toBe('user-service:users:1');
  });
});

describe('reorder by priority within quarters', () => {
  it('reorders within a quarter, moves to another and refuses a stale view', async () => {
    const a = await createProject(member, { name: 'Reorder A', quarter: Q4 });
    const b = await createProject(member, { name: 'Reorder B', quarter: Q4 });
    expect([a.priority, b.priority]).toEqual([0, 1]);
    const move = (id: string, input: Record<string, unknown>, token = member) =>
      gql<{ reorderPlanProject: Project }>(api, REORDER_PROJECT, { token, variables: { id, input } });
    expect((await move(b.id, { quarter: Q4, index: 0, seenIds: [a.id] })).data?.reorderPlanProject.priority).toBe(0);
    expect((await project(a.id)).priority).toBe(1);
    const c = await createProject(member, { name: 'Reorder C', quarter: Q4 });
    // the caller still sees C before B: stale
    const stale = await move(a.id, { quarter: Q4, index: 0, seenIds: [c.id, b.id] });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.message).toBe('Reorder failed');
    // a filtered view that sees only B: C goes just before it, A (hidden) keeps its place after B
    expect((await move(c.id, { quarter: Q4, index: 0, seenIds: [b.id] })).data?.reorderPlanProject.priority).toBe(0);
    expect([(await project(b.id)).priority, (await project(a.id)).priority]).toEqual([1, 2]);
    expect(errorCode(await move(a.id, { quarter: Q4, index: 5, seenIds: [b.id] }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await move(a.id, { quarter: Q4, index: 0, seenIds: [b.id] }, hr))).toBe('FORBIDDEN');
    const moved = (await move(a.id, { quarter: { year: 2027, quarter: 1 }, index: 0, seenIds: [] })).data!.reorderPlanProject;
    expect(moved.quarter).toEqual({ year: 2027, quarter: 1 });
    expect(moved.priority).toBe(0);
    expect((await project(b.id)).priority).toBe(1);
    expect((await project(a.id)).history.entries[0]!.action).toBe('reordered');
  });

  it('ranks phases in the quarter of their start; another quarter shifts their days, length kept', async () => {
    const p = await createProject(member, { name: 'Phased' });
    const one = await createPhase(p.id, { name: 'One' });
    const two = await createPhase(p.id, { name: 'Two', startsAt: '2026-08-01', endsAt: '2026-08-10' });
    expect([one.priority, two.priority]).toEqual([0, 1]);
    const move = (id: string, input: Record<string, unknown>) =>
      gql<{ reorderPlanPhase: Phase }>(api, REORDER_PHASE, { token: member, variables: { id, input } });
    expect((await move(two.id, { quarter: Q3, index: 0, seenIds: [one.id] })).data?.reorderPlanPhase.priority).toBe(0);
    expect(errorCode(await move(one.id, { quarter: Q3, index: 0, seenIds: ['999999'] }))).toBe('CONFLICT');
    const shifted = (await move(one.id, { quarter: Q4, index: 0, seenIds: [] })).data!.reorderPlanPhase;
    expect(shifted).toMatchObject({ startsAt: '2026-10-01', endsAt: '2026-10-31', priority: 0 });
    const [rowTwo] = await api.db
      .select()
      .from(planPhases)
      .where(eq(planPhases.id, Number(two.id)));
    expect(rowTwo!.priority).toBe(0);
  });
});

describe('extend, complete and delete', () => {
  it('extends a phase only outwards, with history', async () => {
    const p = await createProject(member, { name: 'Extend' });
    const phase = await createPhase(p.id);
    const shorter = await gql(api, EXTEND, { token: member, variables: { id: phase.id, endsAt: '2026-07-15' } });
    expect(shorter.errors![0]!.extensions!.fieldErrors).toEqual({ endsAt: MESSAGES.extendOnly });
    const res = await gql<{ extendPlanPhase: Phase & { history: { entries: { action: string }[] } } }>(api, EXTEND, {
      token: member,
      variables: { id: phase.id, startsAt: '2026-06-20', endsAt: '2026-08-15' },
    });
    expect(res.data?.extendPlanPhase).toMatchObject({ startsAt: '2026-06-20', endsAt: '2026-08-15' });
    expect(res.data?.extendPlanPhase.history.entries.map((e) => e.action)).toEqual(['extended', 'created']);
    expect(errorCode(await gql(api, EXTEND, { token: hr, variables: { id: phase.id, endsAt: '2026-09-01' } }))).toBe('FORBIDDEN');
  });

  it('refuses to delete a phase or project with a started job; else its jobs keep no phase', async () => {
    const p = await createProject(member, { name: 'Delete me' });
    const phase = await createPhase(p.id);
    const started = await insertJob(clientA.id, { status: 'in_progress', phaseId: Number(phase.id) });
    const del = await gql(api, `mutation($id: ID!) { deletePlanPhase(id: $id) }`, { token: member, variables: { id: phase.id } });
    expect(errorCode(del)).toBe('CONFLICT');
    expect(del.errors![0]!.message).toBe(MESSAGES.hasStartedJobs);
    expect(errorCode(await gql(api, `mutation($id: ID!) { deletePlanProject(id: $id) }`, { token: member, variables: { id: p.id } }))).toBe(
      'CONFLICT',
    );
    await api.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, started.id));
    expect(
      (await gql(api, `mutation($id: ID!) { deletePlanPhase(id: $id) }`, { token: member, variables: { id: phase.id } })).errors,
    ).toBeUndefined();
    const [job] = await api.db.select().from(jobs).where(eq(jobs.id, started.id));
    expect(job!.phaseId).toBeNull();
    expect(errorCode(await gql(api, `query($id: ID!) { planPhase(id: $id) { id } }`, { token: member, variables: { id: phase.id } }))).toBe(
      'NOT_FOUND',
    );
    expect(
      (await gql(api, `mutation($id: ID!) { deletePlanProject(id: $id) }`, { token: finance, variables: { id: p.id } })).errors,
    ).toBeUndefined();
    expect(errorCode(await gql(api, `query($id: ID!) { planProject(id: $id) { id } }`, { token: member, variables: { id: p.id } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('completes a project with its active phases, after which they cannot change', async () => {
    const p = await createProject(member, { name: 'Complete me' });
    const phase = await createPhase(p.id);
    expect(
      errorCode(await gql(api, `mutation($id: ID!) { completePlanProject(id: $id) { id } }`, { token: hr, variables: { id: p.id } })),
    ).toBe('FORBIDDEN');
    const done = await gql<{ completePlanProject: Project }>(api, `mutation($id: ID!) { completePlanProject(id: $id) { id status } }`, {
      token: member,
      variables: { id: p.id },
    });
    expect(done.data?.completePlanProject.status).toBe('completed');
    const [row] = await api.db
      .select()
      .from(planPhases)
      .where(eq(planPhases.id, Number(phase.id)));
    expect(row!.status).toBe('completed');
    expect(errorCode(await gql(api, EXTEND, { token: member, variables: { id: phase.id, endsAt: '2026-09-01' } }))).toBe('CONFLICT');
  });
});

describe('moveJobsToPhase', () => {
  it('moves jobs of the client into a phase covering their days; names the jobs otherwise', async () => {
    const p = await createProject(member, { name: 'Moves' });
    const phase = await createPhase(p.id);
    const inside = await insertJob(clientA.id, { name: 'Inside' });
    const outside = await insertJob(clientA.id, { name: 'Outside', dueAt: new Date('2026-08-20T12:00:00Z') });
    const otherClient = await insertJob(clientB.id, { name: 'Other client' });
    const move = (token: string, jobIds: number[]) =>
      gql<{ moveJobsToPhase: string[] }>(api, MOVE, { token, variables: { jobIds: jobIds.map(String), phaseId: phase.id } });

    expect((await move(member, [inside.id])).data?.moveJobsToPhase).toEqual([String(inside.id)]);
    const [moved] = await api.db.select().from(jobs).where(eq(jobs.id, inside.id));
    expect(moved!.phaseId).toBe(Number(phase.id));
    const history = await api.db
      .select()
      .from(planHistory)
      .where(eq(planHistory.entityId, Number(phase.id)));
    expect(history.some((h) => h.entity === 'phase' && h.action === 'jobMoved')).toBe(true);

    const uncovered = await move(member, [outside.id]);
    expect(errorCode(uncovered)).toBe('BAD_USER_INPUT');
    expect(uncovered.errors![0]!.message).toBe('Failed to move jobs to new phase');
    expect(uncovered.errors![0]!.extensions!.fieldErrors).toEqual({ jobIds: 'The phase does not cover the dates of: Outside' });
    expect((await move(member, [otherClient.id])).errors![0]!.extensions!.fieldErrors).toEqual({ jobIds: MESSAGES.jobsOfClient });
    // neither the job's nor the phase's owner, nor forecast_admin
    expect(errorCode(await move(hr, [inside.id]))).toBe('FORBIDDEN');
    expect(errorCode(await move(member, [999999]))).toBe('NOT_FOUND');
  });
});

describe('the plan query', () => {
  it('filters by owner, client and completion, pages by project and nests jobs under phases', async () => {
    const p = await createProject(admin, {
      name: 'Plan view',
      ownerId: String(ADMIN_ID),
      clientId: String(clientB.id),
      channelIds: [String(clientB.channelId)],
    });
    const phase = await createPhase(p.id, { ownerId: String(ADMIN_ID) });
    const live = await insertJob(clientB.id, { name: 'Live job', phaseId: Number(phase.id) });
    const draft = await insertJob(clientB.id, { name: 'Draft job', status: 'draft', phaseId: Number(phase.id) });
    const loose = await insertJob(clientB.id, { name: 'No phase' });

    const mine = (await plan(member, { ownerId: String(ADMIN_ID), clientSearch: clientB.name.slice(0, 5) })).data!.plan;
    expect(mine.projects.map((x) => x.name)).toEqual(['Plan view']);
    expect(mine.projects[0]!.phases[0]!.jobs.map((j) => j.id)).toEqual([String(live.id)]);
    expect(mine.unphasedJobs.map((j) => j.id)).toContain(String(loose.id));
    const withDrafts = (await plan(member, { ownerId: String(ADMIN_ID), clientSearch: clientB.name, includeDrafts: true })).data!.plan;
    expect(withDrafts.projects[0]!.phases[0]!.jobs.map((j) => j.id).sort()).toEqual([String(live.id), String(draft.id)].sort());

    const all = (await plan(member, {})).data!.plan;
    expect(all.projects.every((x) => x.status === 'active')).toBe(true);
    const completed = (await plan(member, { includeCompleted: true })).data!.plan;
    expect(completed.projects.some((x) => x.status === 'completed')).toBe(true);
    const paged = (await plan(member, {}, { limit: 1, page: 2 })).data!.plan;
    expect(paged.projects).toHaveLength(1);
    expect(paged.pagination.total).toBe(all.pagination.total);
    expect(paged.projects[0]!.id).toBe(all.projects[1]!.id);
  });

  it('refuses a range over 15 months', async () => {
    const res = await plan(member, { startDate: '2026-01-01', endDate: '2027-04-02' });
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({ 'filters.endDate': 'Show at most 15 months' });
  });

  it('reads a fixed number of statements however many projects, phases and jobs (no N+1)', async () => {
    const count = async (limit: number) => {
      const before = api.database.statements.count;
      const res = await plan(
        admin,
        { startDate: '2026-01-01', endDate: '2026-12-31', includeDrafts: true, includeCompleted: true },
        { limit },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.plan.projects.length).toBe(Math.min(limit, res.data!.plan.pagination.total));
      return api.database.statements.count - before;
    };
    await count(1);
    expect(await count(20)).toBe(await count(2));
  });
});
