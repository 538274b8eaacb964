import * as v from 'valibot';
import { DateTime } from 'luxon';
import { JOURNAL_CLIENT_STATES, JournalEntrySchema } from '@work/shared-contracts/journal';
import { requireKind, type AuthState } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { listClients } from '../clients/clients.data.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import {
  findOwnJournal,
  listCategories,
  listJournals,
  loadCategoriesByIds,
  loadChannelIdsByJournal,
  relationErrors,
  saveJournal,
  type JournalCategoryRow,
  type JournalRow,
} from './journal.data.js';
import { publishBreakdown, rangeTarget, type Breakdown } from './journal.breakdown.js';
import { MAX_JOURNAL_RANGE_DAYS } from './journal.rules.js';
import { runDueSchedules } from './journal.scheduler.js';

/** Journals are for staff (control tenant); each person sees and edits only their own. */
export const requireStaff = (auth: AuthState) => requireKind(auth, 'USER');

export const JournalCategoryRef = builder.loadableObjectRef<JournalCategoryRow, number>('JournalCategory', {
  load: (ids, ctx) => loadCategoriesByIds(ctx.db, ids).then((rows) => rows.map((r) => r ?? new Error('Journal category not found'))),
  sort: (row) => row.id,
});
JournalCategoryRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    channelTypes: t.exposeStringList('channelTypes', { description: 'Channel types (slugs) a task type fits; empty = every channel' }),
    parent: t.field({ type: JournalCategoryRef, nullable: true, resolve: (c) => c.parentId }),
    children: t.field({
      type: [JournalCategoryRef],
      description: 'Task types of a top-level category',
      resolve: async (c, _args, ctx) => (await listCategories(ctx.db)).filter((row) => row.parentId === c.id),
    }),
  }),
});

const BreakdownRef = builder.objectRef<Breakdown>('JournalBreakdown');
BreakdownRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The first day of the range (the day, for a one-day breakdown)' }),
    target: t.exposeInt('target', {
      description: "Target minutes from the person's availability: template, leave, public holidays (ADR 0273)",
    }),
    minutes: t.exposeInt('minutes'),
  }),
});

export const JournalRef = builder.objectRef<JournalRow>('Journal');
JournalRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    minutes: t.exposeInt('minutes'),
    summary: t.exposeString('summary'),
    client: t.field({ type: ClientRef, resolve: (j) => j.clientId }),
    channels: t.field({
      type: [ChannelRef],
      resolve: async (j, _args, ctx) => {
        const [ids] = await loadChannelIdsByJournal(ctx.db, [j.id]);
        return (await loadChannelsByIds(ctx.db, ids ?? [])).filter((c) => c !== null);
      },
    }),
    selectedCategory: t.field({ type: JournalCategoryRef, resolve: (j) => j.categoryId }),
    selectedTask: t.field({
      type: JournalCategoryRef,
      description: 'The task type (a child of selectedCategory)',
      resolve: (j) => j.taskTypeId,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MyJournalsRef = builder.objectRef<{ nodes: JournalRow[]; breakdown: Breakdown }>('MyJournals');
MyJournalsRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [JournalRef], resolve: (r) => r.nodes }),
    breakdown: t.field({ type: BreakdownRef, resolve: (r) => r.breakdown }),
  }),
});

const JournalFiltersInput = builder.inputType('JournalFilters', {
  fields: (t) => ({
    startDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    endDate: t.string({ required: false, description: 'YYYY-MM-DD; default startDate' }),
  }),
});

export const JournalInput = builder.inputType('JournalInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Set to update (updateJournal)' }),
    date: t.string({ required: true }),
    minutes: t.int({ required: true }),
    summary: t.string({ required: true }),
    clientId: t.id({ required: true }),
    channelIds: t.idList({ required: true }),
    categoryId: t.id({ required: true }),
    taskTypeId: t.id({ required: true }),
  }),
});

const IsoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  v.check((d) => DateTime.fromISO(d).isValid, 'a date as YYYY-MM-DD'),
);
const FiltersSchema = v.pipe(
  v.object({ startDate: IsoDay, endDate: IsoDay }),
  v.forward(
    v.check(({ startDate, endDate }) => endDate >= startDate, 'endDate cannot be before startDate'),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ startDate, endDate }) => DateTime.fromISO(endDate).diff(DateTime.fromISO(startDate), 'days').days < MAX_JOURNAL_RANGE_DAYS,
      `The range is at most ${MAX_JOURNAL_RANGE_DAYS} days`,
    ),
    ['endDate'],
  ),
);

/** Normalises GraphQL input into the shared schema's shape and checks it, then the relations. */
export async function parseEntry(db: Database, principalId: string, input: Record<string, unknown>) {
  const entry = parseInput(JournalEntrySchema, {
    ...input,
    id: input.id == null ? undefined : String(input.id),
    clientId: String(input.clientId ?? ''),
    channelIds: Array.isArray(input.channelIds) ? input.channelIds.map(String) : input.channelIds,
    categoryId: String(input.categoryId ?? ''),
    taskTypeId: String(input.taskTypeId ?? ''),
  });
  const errors = await relationErrors(db, principalId, entry);
  if (Object.keys(errors).length) throw badUserInput(errors);
  return entry;
}

builder.queryFields((t) => ({
  myJournals: t.field({
    ...operationRoles('ALL_STAFF'),
    type: MyJournalsRef,
    description: "The caller's journals in a date range with the range's breakdown (staff only)",
    args: { filters: t.arg({ type: JournalFiltersInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const { startDate, endDate } = parseInput(
        FiltersSchema,
        { startDate: args.filters.startDate, endDate: args.filters.endDate ?? args.filters.startDate },
        'filters',
      );
      // The runner creates due recurring journals; catching up here makes a moved platform clock visible at once.
      await runDueSchedules({ db: ctx.db, clock: ctx.clock, pubsub: ctx.pubsub }, viewer.principalId);
      const nodes = await listJournals(ctx.db, viewer.principalId, startDate, endDate);
      return {
        nodes,
        breakdown: {
          date: startDate,
          target: await rangeTarget(ctx.db, viewer.principalId, startDate, endDate),
          minutes: nodes.reduce((s, j) => s + j.minutes, 0),
        },
      };
    },
  }),
  journal: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalRef,
    nullable: true,
    description: "One of the caller's journals (for editing)",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const id = Number(args.id);
      if (!Number.isSafeInteger(id) || id < 1) return null;
      return (await findOwnJournal(ctx.db, viewer.principalId, id)) ?? null;
    },
  }),
  journalCategories: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [JournalCategoryRef],
    description: 'Top-level journal categories with their task types (children)',
    resolve: async (_root, _args, ctx) => {
      requireStaff(ctx.auth);
      return (await listCategories(ctx.db)).filter((c) => c.parentId === null);
    },
  }),
  journalClients: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [ClientRef],
    description:
      'The journal client picker: clients the caller has access granted to, states active, pending, pending_deactivation, by name (the GraphQL twin of GET /api/platform/clients?access_granted=true)',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const { nodes } = await listClients(
        ctx.db,
        { states: [...JOURNAL_CLIENT_STATES], grantedTo: viewer.principalId },
        { page: 1, limit: 500, offset: 0 },
        'ASC',
      );
      return nodes;
    },
  }),
}));

builder.mutationFields((t) => ({
  createJournal: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalRef,
    description: 'Logs a journal entry for the caller; pushes updateBreakdown for its day',
    args: { journal: t.arg({ type: JournalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const entry = await parseEntry(ctx.db, viewer.principalId, { ...args.journal, id: undefined });
      const row = await saveJournal(ctx.db, viewer.principalId, entry, ctx.clock.now());
      await publishBreakdown(ctx.db, ctx.pubsub, viewer.principalId, [row.date]);
      return row;
    },
  }),
  updateJournal: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalRef,
    description: "Updates one of the caller's journals; pushes updateBreakdown for the old and new day",
    args: { journal: t.arg({ type: JournalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      if (args.journal.id == null) throw badUserInput({ id: 'id is required to update a journal' });
      const entry = await parseEntry(ctx.db, viewer.principalId, args.journal);
      const existing = await findOwnJournal(ctx.db, viewer.principalId, Number(entry.id));
      if (!existing) throw notFound('Journal');
      const row = await saveJournal(ctx.db, viewer.principalId, entry, ctx.clock.now(), existing.id);
      await publishBreakdown(ctx.db, ctx.pubsub, viewer.principalId, [existing.date, row.date]);
      return row;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  updateBreakdown: t.field({
    ...operationRoles('ALL_STAFF'),
    type: BreakdownRef,
    description: "The caller's breakdown for a day, pushed after every journal change on that day",
    args: { date: t.arg.string({ required: true }) },
    subscribe: (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      parseInput(v.object({ date: IsoDay }), { date: args.date });
      return ctx.pubsub.subscribe('updateBreakdown', viewer.principalId, (event) => event.date === args.date);
    },
    resolve: (event) => event,
  }),
}));
