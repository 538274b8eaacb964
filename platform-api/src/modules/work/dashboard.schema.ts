import * as v from 'valibot';
import { requireKind, type Viewer } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import { loadPeopleByIds, type AgencyUserRow } from '../people/people.data.js';
import { UserRef } from '../people/people.schema.js';
import { freelancer, staff, type DashboardMessageRow, type JobRow, type Paged } from './dashboard.data.js';
import { viewerZone } from './imports.schema.js';
import { JOB_STATUS_LABELS, jobIsOverdue } from './jobs.rules.js';
import { JobRef, JobStatusEnum } from './jobs.ref.js';
import { TaskRef } from './work.schema.js';
import type { TaskRow } from './work.data.js';

/** Dashboard lists are short: 5 a card unless asked for more (at most 100, like every list). */
const DASHBOARD_LIMIT = 5;
/** Upcoming workload: 4 weeks by default, 1 to 12. */
export const WORKLOAD_WEEKS = { default: 4, min: 1, max: 12 } as const;

JobRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.field({ type: JobStatusEnum, resolve: (j) => j.status }),
    statusLabel: t.string({ resolve: (j) => JOB_STATUS_LABELS[j.status] }),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
    overdue: t.boolean({
      description: 'Open and past its due date by the platform clock',
      resolve: (j, _args, ctx) => jobIsOverdue(j, ctx.clock.now()),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    client: t.field({ type: ClientRef, resolve: (j) => j.clientId }),
    channel: t.loadable({
      type: ChannelRef,
      nullable: true,
      load: (ids: number[], ctx) => loadChannelsByIds(ctx.db, ids),
      resolve: (j) => j.channelId,
    }),
    owner: t.loadable({
      type: UserRef,
      load: (ids: number[], ctx) =>
        loadPeopleByIds(ctx.db, 'USER', ids).then((rows) => rows.map((r) => (r as AgencyUserRow | null) ?? new Error('Owner not found'))),
      resolve: (j) => j.ownerId,
    }),
  }),
});

type Connection<T> = { nodes: T[]; pagination: { total: number; page: number; limit: number } };

const JobConnection = builder.objectRef<Connection<JobRow>>('JobConnection');
JobConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [JobRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const DashboardTaskConnection = builder.objectRef<Connection<TaskRow>>('DashboardTaskConnection');
DashboardTaskConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [TaskRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const DashboardMessageRef = builder.objectRef<DashboardMessageRow>('DashboardMessage');
DashboardMessageRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A message on a task the viewer owns or reviews',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    task: t.field({ type: TaskRef, resolve: (m) => m.task }),
  }),
});
const DashboardMessageConnection = builder.objectRef<Connection<DashboardMessageRow>>('DashboardMessageConnection');
DashboardMessageConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [DashboardMessageRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const WorkloadDay = builder.objectRef<{ date: string; minutes: number }>('WorkloadDay');
WorkloadDay.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    date: t.exposeString('date', { description: "YYYY-MM-DD in the viewer's zone" }),
    minutes: t.exposeInt('minutes', { description: 'Allocated minutes falling due that day' }),
  }),
});

const connection = async <T>(load: Promise<Paged<T>>, page: { page: number; limit: number }): Promise<Connection<T>> => {
  const { nodes, total } = await load;
  return { nodes, pagination: { total, page: page.page, limit: page.limit } };
};

/** The dashboards carry the viewer they were opened for; each list is its own field so each card loads on its own. */
interface DashboardRoot {
  id: string;
  viewer: Viewer;
}

const FreelancerDashboardRef = builder.objectRef<DashboardRoot>('FreelancerDashboard');
FreelancerDashboardRef.implement({
  ...typeRule(RULES.signedIn),
  description: "A croudie's dashboard: current tasks, current jobs, completed work and new opportunities",
  fields: (t) => {
    const pageArg = { pagination: t.arg({ type: PaginationInput, required: false }) };
    const taskList = (description: string, load: typeof freelancer.currentTasks) =>
      t.field({
        type: DashboardTaskConnection,
        description,
        args: pageArg,
        resolve: (root, args, ctx) => {
          const page = toPage(args.pagination, DASHBOARD_LIMIT);
          return connection(load(ctx.db, root.viewer.id, page), page);
        },
      });
    return {
      id: t.exposeID('id'),
      currentTasks: taskList('Tasks in progress or in review, by deadline', freelancer.currentTasks),
      opportunities: taskList('Tasks offered to the croudie (accept with acceptTaskOffer), by deadline', freelancer.opportunities),
      completedWork: taskList('Completed tasks, most recent first', freelancer.completedWork),
      currentJobs: t.field({
        type: JobConnection,
        description: 'Jobs the croudie has a task in progress or in review on',
        args: pageArg,
        resolve: (root, args, ctx) => {
          const page = toPage(args.pagination, DASHBOARD_LIMIT);
          return connection(freelancer.currentJobs(ctx.db, root.viewer.id, page), page);
        },
      }),
    };
  },
});

const WeeksSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(WORKLOAD_WEEKS.min, `weeks must be ${WORKLOAD_WEEKS.min} or more`),
  v.maxValue(WORKLOAD_WEEKS.max, `weeks must be at most ${WORKLOAD_WEEKS.max}`),
);

const WorkManagementDashboardRef = builder.objectRef<DashboardRoot>('WorkManagementDashboard');
WorkManagementDashboardRef.implement({
  ...typeRule(RULES.signedIn),
  description: "Staff's work management dashboard: their jobs and the tasks they own or review",
  fields: (t) => {
    const pageArg = { pagination: t.arg({ type: PaginationInput, required: false }) };
    const jobList = (
      description: string,
      load: (db: Database, root: DashboardRoot, page: ReturnType<typeof toPage>, now: Date) => Promise<Paged<JobRow>>,
    ) =>
      t.field({
        type: JobConnection,
        description,
        args: pageArg,
        resolve: (root, args, ctx) => {
          const page = toPage(args.pagination, DASHBOARD_LIMIT);
          return connection(load(ctx.db, root, page, ctx.clock.now()), page);
        },
      });
    const taskList = (
      description: string,
      load: (db: Database, root: DashboardRoot, page: ReturnType<typeof toPage>, now: Date) => Promise<Paged<TaskRow>>,
    ) =>
      t.field({
        type: DashboardTaskConnection,
        description,
        args: pageArg,
        resolve: (root, args, ctx) => {
          const page = toPage(args.pagination, DASHBOARD_LIMIT);
          return connection(load(ctx.db, root, page, ctx.clock.now()), page);
        },
      });
    return {
      id: t.exposeID('id'),
      drafts: jobList('Draft jobs the viewer owns, newest first', (db, r, p) => staff.drafts(db, r.viewer.id, p)),
      currentJobs: jobList('Jobs in progress the viewer owns, by due date', (db, r, p) => staff.currentJobs(db, r.viewer.id, p)),
      unassignedJobs: jobList('Open jobs with tasks nobody has picked up', (db, r, p) => staff.unassignedJobs(db, r.viewer.id, p)),
      overdueJobs: jobList('Open jobs past their due date (platform clock)', (db, r, p, now) => staff.overdueJobs(db, r.viewer.id, now, p)),
      currentTasks: taskList('Tasks in progress, in review or with the job owner', (db, r, p) => staff.currentTasks(db, r.viewer.id, p)),
      overdueTasks: taskList('Open tasks past their deadline (platform clock)', (db, r, p, now) =>
        staff.overdueTasks(db, r.viewer.id, now, p),
      ),
      recentMessages: t.field({
        type: DashboardMessageConnection,
        description: "Messages others posted on the viewer's tasks, newest first",
        args: pageArg,
        resolve: (root, args, ctx) => {
          const page = toPage(args.pagination, DASHBOARD_LIMIT);
          return connection(staff.recentMessages(ctx.db, root.viewer.id, root.viewer.principalId, page), page);
        },
      }),
      upcomingWorkload: t.field({
        type: [WorkloadDay],
        description: 'Allocated minutes per day from today for the next weeks (tasks by deadline and recurring work)',
        args: { weeks: t.arg.int({ required: false, defaultValue: WORKLOAD_WEEKS.default }) },
        resolve: async (root, args, ctx) => {
          const weeks = parseInput(WeeksSchema, args.weeks ?? WORKLOAD_WEEKS.default, 'weeks');
          const zone = await viewerZone(ctx, root.viewer);
          return staff.upcomingWorkload(ctx.db, root.viewer.id, ctx.clock.now(), zone, weeks * 7);
        },
      }),
    };
  },
});

builder.queryFields((t) => ({
  freelancerDashboard: t.field({
    ...operationRoles('ALL_STAFF'),
    type: FreelancerDashboardRef,
    description: "The signed-in croudie's dashboard",
    resolve: (_root, _args, ctx) => {
      const viewer = requireKind(ctx.auth, 'CROUDIE');
      return { id: viewer.principalId, viewer };
    },
  }),
  workManagementDashboard: t.field({
    ...operationRoles('ALL_STAFF'),
    type: WorkManagementDashboardRef,
    description: "The signed-in staff member's work management dashboard",
    resolve: (_root, _args, ctx) => {
      const viewer = requireKind(ctx.auth, 'USER');
      return { id: viewer.principalId, viewer };
    },
  }),
}));
