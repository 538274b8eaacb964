import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { findBackdateView, listBackdatable, writeBackdate, type BackdateView } from './work.backdate.data.js';
import {
  BACKDATE_ROLES,
  backdatedInstant,
  backdateNote,
  backdateRefusal,
  CHANGED_MESSAGE,
  CompletedOnSchema,
  dayOf,
  FORBIDDEN_MESSAGE,
  lowerBound,
} from './work.backdate.rules.js';
import { TASK_STATE_LABELS } from './work.rules.js';
import { TaskStateEnum } from './work.schema.js';

// Task backdate, a settings area (staff-and-admin.md §2, §5, §8; ADR 0260): find a croudie's completed task, see its
// completion date, move it (and its work log's) to another day.

const BackdatableTaskRef = builder.objectRef<BackdateView>('BackdatableTask');
BackdatableTaskRef.implement({
  ...typeRule(RULES.staff),
  description: 'A task as the task backdate screen shows it: its completion and the days it may move to',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.field({ type: TaskStateEnum, resolve: (task) => task.state }),
    stateLabel: t.string({ resolve: (task) => TASK_STATE_LABELS[task.state] }),
    croudieName: t.exposeString('croudieName', { nullable: true, description: 'The croudie it is assigned to, if any' }),
    clientName: t.exposeString('clientName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When its croudie last accepted it on the platform',
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    completedOn: t.string({
      nullable: true,
      description: 'The day it was completed, YYYY-MM-DD in Europe/London',
      resolve: (task) => (task.completedAt ? dayOf(task.completedAt) : null),
    }),
    workLogCompletedAt: t.expose('workLogCompletedAt', {
      type: 'DateTime',
      nullable: true,
      description: "Its work log's completion (what invoicing reads); null without a work log",
    }),
    invoiced: t.exposeBoolean('invoiced', {
      description: 'Its work log is on an invoice that was not declined: it cannot be backdated',
    }),
    earliestOn: t.string({
      description: 'The earliest day it can be backdated to: the day it was accepted, else created (YYYY-MM-DD)',
      resolve: (task) => dayOf(lowerBound(task).at),
    }),
    latestOn: t.string({
      description: 'The latest day: today by the platform clock in Europe/London (YYYY-MM-DD)',
      resolve: (_task, _args, ctx) => dayOf(ctx.clock.now()),
    }),
  }),
});

const BackdatableTaskConnection = builder.objectRef<{
  nodes: BackdateView[];
  pagination: { total: number; page: number; limit: number };
}>('BackdatableTaskConnection');
BackdatableTaskConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [BackdatableTaskRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const BackdatableTaskFilters = builder.inputType('BackdatableTaskFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: "Part of the task's, its client's or its croudie's name, or its id (123 or #123)" }),
  }),
});

/** Staff holding a backdate role; croudies and client users are refused here (the operation gate checks staff only). */
function requireBackdater(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER' || !viewer.roles.some((r) => (BACKDATE_ROLES as readonly string[]).includes(r))) {
    throw forbidden(FORBIDDEN_MESSAGE);
  }
  return viewer;
}

const SearchSchema = v.object({
  search: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(200, 'Search is at most 200 characters'))),
  ),
});

async function taskById(ctx: Context, rawId: string | number): Promise<BackdateView> {
  const text = String(rawId).trim().replace(/^#/, '');
  const task = /^[1-9][0-9]{0,9}$/.test(text) ? await findBackdateView(ctx.db, Number(text)) : null;
  if (!task) throw notFound('Task');
  return task;
}

const nameOf = (viewer: Viewer) => `${viewer.person.firstName} ${viewer.person.lastName}`.trim();

builder.queryFields((t) => ({
  backdatableTasks: t.field({
    type: BackdatableTaskConnection,
    description: 'Tasks croudies completed, newest completion first: what task backdate offers (settings administrators, finance admins)',
    ...operationRoles(BACKDATE_ROLES),
    args: {
      filters: t.arg({ type: BackdatableTaskFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireBackdater(ctx);
      const page = toPage(args.pagination);
      const { search } = parseInput(SearchSchema, { search: args.filters?.search }, 'filters');
      const { nodes, total } = await listBackdatable(ctx.db, search, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  taskToBackdate: t.field({
    type: BackdatableTaskRef,
    description: 'One task by id, whatever its state, as task backdate shows it (settings administrators, finance admins)',
    ...operationRoles(BACKDATE_ROLES),
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireBackdater(ctx);
      return taskById(ctx, args.taskId);
    },
  }),
}));

builder.mutationField('backdateTask', (t) =>
  t.field({
    type: BackdatableTaskRef,
    description:
      "Moves the day a croudie's completed task, and its work log, were completed (noon in London that day); the " +
      'timeline says who moved it from what to what (settings administrators, finance admins)',
    ...operationRoles(BACKDATE_ROLES),
    args: {
      taskId: t.arg.id({ required: true }),
      completedOn: t.arg.string({ required: true, description: 'YYYY-MM-DD: not in the future, not before it was accepted or created' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireBackdater(ctx);
      const { completedOn: day } = parseInput(v.object({ completedOn: CompletedOnSchema }), { completedOn: args.completedOn });
      const task = await taskById(ctx, args.taskId);
      const now = ctx.clock.now();
      const refusal = backdateRefusal(task, day, now);
      if (refusal?.code === 'CONFLICT') throw conflict(refusal.message);
      if (refusal) throw badUserInput({ completedOn: refusal.message }, refusal.message);
      const written = await writeBackdate(ctx.db, {
        task,
        completedAt: backdatedInstant(task, day, now),
        actor: { principalId: viewer.principalId, name: nameOf(viewer) },
        note: backdateNote(task.completedAt, day),
        at: now,
      });
      if (!written) throw conflict(CHANGED_MESSAGE);
      return (await findBackdateView(ctx.db, task.id))!;
    },
  }),
);
