import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { recurringWork } from './recurring.tables.js';
import { taskMessages, tasks } from './work.tables.js';

// Wednesday 6 May 2026, 16:00 in London.
const NOW = new Date('2026-05-06T15:00:00Z');
let api: TestApi;
let croudie: string;
let admin: string;
let member: string;
let client: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [croudie, admin, member, client] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

type List<T> = { nodes: T[]; pagination: { total: number; limit: number } };
interface TaskNode {
  id: string;
  name: string;
  state: string;
  overdue: boolean;
  assignee: { id: string } | null;
  owner: { id: string };
}
interface JobNode {
  name: string;
  status: string;
  overdue: boolean;
}
const TASK = `nodes { id name state overdue assignee { id } owner { id } } pagination { total limit }`;
const JOB = `nodes { name status overdue } pagination { total limit }`;
const big = `(pagination: { limit: 100 })`;

const FREELANCER = `{ freelancerDashboard { currentTasks${big} { ${TASK} } opportunities${big} { ${TASK} } completedWork${big} { ${TASK} }
  currentJobs${big} { ${JOB} } } }`;
const STAFF = `{ workManagementDashboard { drafts${big} { ${JOB} } currentJobs${big} { ${JOB} } unassignedJobs${big} { ${JOB} }
  overdueJobs${big} { ${JOB} } currentTasks${big} { ${TASK} } overdueTasks${big} { ${TASK} } } }`;

type Freelancer = {
  freelancerDashboard: Record<'currentTasks' | 'opportunities' | 'completedWork', List<TaskNode>> & { currentJobs: List<JobNode> };
};
type Staff = {
  workManagementDashboard: Record<'drafts' | 'currentJobs' | 'unassignedJobs' | 'overdueJobs', List<JobNode>> &
    Record<'currentTasks' | 'overdueTasks', List<TaskNode>>;
};

describe('dashboards per role', () => {
  it('a croudie has the freelancer dashboard only; staff the work management dashboard only; client users neither', async () => {
    expect(errorCode(await gql(api, STAFF, { token: croudie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, FREELANCER, { token: admin }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, FREELANCER, { token: client }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, STAFF, { token: client }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, FREELANCER))).toBe('UNAUTHENTICATED');
  });
});

describe('freelancerDashboard', () => {
  it("lists the croudie's current tasks, offers, completed work and current jobs", async () => {
    const d = (await gql<Freelancer>(api, FREELANCER, { token: croudie })).data!.freelancerDashboard;
    const states = (l: List<TaskNode>) => [...new Set(l.nodes.map((n) => n.state))].sort();
    expect(states(d.currentTasks)).toEqual(['IN_PROGRESS', 'REVIEW_IN_PROGRESS']);
    expect(states(d.opportunities)).toEqual(['OFFERED']);
    expect(states(d.completedWork)).toEqual(['COMPLETED']);
    for (const l of [d.currentTasks, d.opportunities, d.completedWork]) {
      expect(l.nodes.length).toBeGreaterThan(0);
      expect(l.nodes.every((n) => n.assignee?.id === '1')).toBe(true);
    }
    expect(d.currentJobs.nodes.map((j) => j.name).sort()).toEqual(['Landing page translations', 'Spring campaign copy']);
  });

  it('keeps each card short by default (5) and moves an accepted offer from opportunities to current tasks', async () => {
    const short = await gql<{ freelancerDashboard: { opportunities: List<TaskNode> } }>(
      api,
      `{ freelancerDashboard { opportunities { ${TASK} } } }`,
      { token: croudie },
    );
    expect(short.data!.freelancerDashboard.opportunities.pagination.limit).toBe(5);
    const before = (await gql<Freelancer>(api, FREELANCER, { token: croudie })).data!.freelancerDashboard;
    const offer = before.opportunities.nodes[0]!;
    await gql(api, `mutation A($id: ID!) { acceptTaskOffer(taskId: $id) { id } }`, { token: croudie, variables: { id: offer.id } });
    const after = (await gql<Freelancer>(api, FREELANCER, { token: croudie })).data!.freelancerDashboard;
    expect(after.opportunities.pagination.total).toBe(before.opportunities.pagination.total - 1);
    expect(after.currentTasks.nodes.map((n) => n.id)).toContain(offer.id);
  });
});

describe('workManagementDashboard', () => {
  it("lists staff.admin's drafts, current, unassigned and overdue jobs, and staff.member's own", async () => {
    const d = (await gql<Staff>(api, STAFF, { token: admin })).data!.workManagementDashboard;
    expect(d.drafts.nodes.map((j) => j.name)).toEqual(['Product feed clean-up', 'Q3 paid search restructure']);
    expect(d.currentJobs.nodes.map((j) => j.name)).toEqual(['Landing page translations', 'Spring campaign copy']);
    expect(d.overdueJobs.nodes.map((j) => j.name)).toEqual(['Landing page translations']);
    expect(d.overdueJobs.nodes.every((j) => j.overdue)).toBe(true);
    expect(d.unassignedJobs.nodes.map((j) => j.name)).toEqual(['Keyword research for new markets']);
    expect(d.currentTasks.nodes.every((t) => ['IN_PROGRESS', 'REVIEW_IN_PROGRESS', 'DELIVERED'].includes(t.state))).toBe(true);
    expect(d.currentTasks.pagination.total).toBeGreaterThan(0);

    const m = (await gql<Staff>(api, STAFF, { token: member })).data!.workManagementDashboard;
    expect(m.drafts.nodes.map((j) => j.name)).toEqual(['Social calendar draft']);
    expect(m.currentJobs.nodes.map((j) => j.name)).toEqual(['Shopping ads review']);
    expect(m.overdueJobs.nodes).toEqual([]);
  });

  it('counts a task as overdue by the platform clock (PLATFORM_NOW), the same rule as Task.overdue', async () => {
    const [row] = await api.db
      .insert(tasks)
      .values({
        name: 'Due within the hour',
        state: 'in_progress',
        clientId: 1,
        ownerId: 1,
        croudieId: 1,
        deadline: new Date(NOW.getTime() + 60 * 60 * 1000),
        createdAt: NOW,
      })
      .returning();
    const overdue = async () => (await gql<Staff>(api, STAFF, { token: admin })).data!.workManagementDashboard.overdueTasks;
    const before = await overdue();
    expect(before.nodes.map((t) => t.name)).not.toContain('Due within the hour');
    expect(before.nodes.every((t) => t.overdue)).toBe(true);
    api.clock.advance(2 * 60 * 60 * 1000);
    try {
      const after = await overdue();
      expect(after.nodes.map((t) => t.name)).toContain('Due within the hour');
      expect(after.pagination.total).toBe(before.pagination.total + 1);
      expect(after.nodes.every((t) => t.overdue)).toBe(true);
    } finally {
      api.clock.set(NOW);
      await api.db.delete(tasks).where(eq(tasks.id, row!.id));
    }
  });

  it("shows recent messages others posted on the viewer's tasks, newest first", async () => {
    const [own] = await api.db.select().from(tasks).where(eq(tasks.ownerId, 1)).limit(1);
    await api.db.insert(taskMessages).values([
      {
        taskId: own!.id,
        authorPrincipalId: 'croudie-network:croudies:1',
        authorName: 'Ava Active',
        body: 'A question about the brief',
        createdAt: new Date(NOW.getTime() + 1000),
      },
      {
        taskId: own!.id,
        authorPrincipalId: 'user-service:users:1',
        authorName: 'Admin',
        body: 'My own reply',
        createdAt: new Date(NOW.getTime() + 2000),
      },
    ]);
    const res = await gql<{ workManagementDashboard: { recentMessages: List<{ body: string; task: { id: string } }> } }>(
      api,
      `{ workManagementDashboard { recentMessages { nodes { body task { id } } pagination { total limit } } } }`,
      { token: admin },
    );
    const messages = res.data!.workManagementDashboard.recentMessages;
    expect(messages.nodes[0]).toEqual({ body: 'A question about the brief', task: { id: String(own!.id) } });
    expect(messages.nodes.map((m) => m.body)).not.toContain('My own reply');
  });

  it('sums allocated minutes per day for the next weeks from open tasks and running recurring work', async () => {
    const WORKLOAD = `query W($weeks: Int) { workManagementDashboard { upcomingWorkload(weeks: $weeks) { date minutes } } }`;
    const workload = async (weeks?: number) =>
      (
        await gql<{ workManagementDashboard: { upcomingWorkload: { date: string; minutes: number }[] } }>(api, WORKLOAD, {
          token: member,
          variables: { weeks },
        })
      ).data!.workManagementDashboard.upcomingWorkload;
    const minutesOn = (days: { date: string; minutes: number }[], date: string) => days.find((d) => d.date === date)!.minutes;
    const before = await workload();
    expect(before).toHaveLength(28);
    expect(before[0]!.date).toBe('2026-05-06');
    expect((await workload(2)).length).toBe(14);
    expect(errorCode(await gql(api, WORKLOAD, { token: member, variables: { weeks: 13 } }))).toBe('BAD_USER_INPUT');

    // A 50-minute task due on Friday adds 50 to Friday.
    await api.db.insert(tasks).values({
      name: 'Workload task',
      state: 'in_progress',
      clientId: 1,
      ownerId: 2,
      allocatedMinutes: 50,
      deadline: new Date('2026-05-08T10:00:00Z'),
      createdAt: NOW,
    });
    const withTask = await workload();
    expect(minutesOn(withTask, '2026-05-08')).toBe(minutesOn(before, '2026-05-08') + 50);
    // Pausing staff.member's Tuesday/Thursday recurring work (30 minutes) takes it off Thursdays.
    const [digest] = await api.db.select().from(recurringWork).where(eq(recurringWork.name, 'Social listening digest'));
    await gql(api, `mutation P($ids: [ID!]!) { pauseRecurringWork(ids: $ids) { id } }`, {
      token: member,
      variables: { ids: [String(digest!.id)] },
    });
    const paused = await workload();
    expect(minutesOn(paused, '2026-05-07')).toBe(minutesOn(withTask, '2026-05-07') - 30);
    expect(minutesOn(paused, '2026-05-06')).toBe(minutesOn(withTask, '2026-05-06'));
  });
});
