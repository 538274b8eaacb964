import * as v from 'valibot';
import { requireSignedIn } from '../../kit/auth/index.js';
import { forbidden } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { startOfMonth } from '../people/banners.rules.js';
import { WorkLogRef } from './task.schema.js';
import { listWorkLogs, WORK_LOG_SORT_FIELDS, type WorkLogRow } from './work.data.js';

/**
 * A work log's payment state: work completed before this month can be invoiced now (the invoice window of
 * staff-and-admin.md), this month's work from next month.
 */
export const WORK_LOG_STATES = ['READY_TO_INVOICE', 'NEXT_MONTH'] as const;
export type WorkLogState = (typeof WORK_LOG_STATES)[number];
export function workLogState(completedAt: Date, now: Date): WorkLogState {
  return completedAt.getTime() < startOfMonth(now).getTime() ? 'READY_TO_INVOICE' : 'NEXT_MONTH';
}

const WorkLogStateEnum = builder.enumType('WorkLogState', { values: WORK_LOG_STATES });
type ListedWorkLog = WorkLogRow & { clientName?: string; channelName?: string | null };

builder.objectFields(WorkLogRef, (t) => ({
  state: t.field({
    type: WorkLogStateEnum,
    ...guarded(RULES.workLogDetail),
    resolve: (log, _args, ctx) => workLogState(log.completedAt, ctx.clock.now()),
  }),
  clientName: t.string({ nullable: true, ...guarded(RULES.workLogDetail), resolve: (log) => (log as ListedWorkLog).clientName ?? null }),
  channelName: t.string({ nullable: true, ...guarded(RULES.workLogDetail), resolve: (log) => (log as ListedWorkLog).channelName ?? null }),
}));

const WorkLogConnection = builder.objectRef<{ nodes: ListedWorkLog[]; pagination: { total: number; page: number; limit: number } }>(
  'WorkLogConnection',
);
WorkLogConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [WorkLogRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const SortSchema = v.object({
  field: v.picklist(WORK_LOG_SORT_FIELDS, `Sort by one of ${WORK_LOG_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});

builder.queryFields((t) => ({
  myWorkLogs: t.field({
    ...operationRoles('ALL_STAFF'),
    type: WorkLogConnection,
    description: "The signed-in croudie's work logs (one per completed task), newest first by default",
    args: { pagination: t.arg({ type: PaginationInput, required: false }), sort: t.arg({ type: SortInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      if (viewer.kind !== 'CROUDIE') throw forbidden('Only croudies have work logs');
      const page = toPage(args.pagination);
      const sort = parseInput(SortSchema, args.sort ?? { field: 'completedAt', direction: 'DESC' }, 'sort');
      const { nodes, total } = await listWorkLogs(ctx.db, viewer.id, sort, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));
