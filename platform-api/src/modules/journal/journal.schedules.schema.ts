import { and, desc, eq } from 'drizzle-orm';
import { scheduleErrors, type ScheduleRules } from '@work/shared-contracts/journal-schedule';
import { badUserInput, conflict, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import { localToday } from './journal.recurrence.js';
import { JournalCategoryRef, JournalInput, JournalRef, parseEntry, requireStaff } from './journal.schema.js';
import { isExpired, resumeSchedule, runDueSchedules, type ScheduleRow } from './journal.scheduler.js';
import { journalSchedules } from './journal.tables.js';

/** Staff schedules run in the default zone until people carry their own (spec §9: default timezone Europe/London). */
export const SCHEDULE_ZONE = 'Europe/London';

const ScheduleRangeRef = builder.objectRef<{ start: string; end: string }>('JournalScheduleRange');
ScheduleRangeRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});

export const JournalScheduleRef = builder.objectRef<ScheduleRow>('JournalSchedule');
JournalScheduleRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A recurring journal: what to log and when (RFC 5545 rules); a paused schedule is read-only',
  fields: (t) => ({
    id: t.exposeID('id'),
    occurrence: t.exposeString('occurrence', { description: 'once, daily, weekly or monthly' }),
    interval: t.exposeInt('interval'),
    timeOfDay: t.exposeString('timeOfDay', { description: 'HH:mm in 15-minute steps' }),
    days: t.exposeStringList('days', { description: 'mon to sun (weekly; one day for week-of-month)' }),
    modifier: t.exposeString('modifier', { description: 'day_of_month or week_of_month (monthly)' }),
    dayNumber: t.exposeString('dayNumber', { description: 'first_working_day, last_working_day, last_day or 1 to 28' }),
    weekNumber: t.exposeString('weekNumber', { description: 'first, second, third, fourth or last' }),
    range: t.field({ type: ScheduleRangeRef, resolve: (s) => ({ start: s.startDate, end: s.endDate }) }),
    timezone: t.exposeString('timezone'),
    isPaused: t.exposeBoolean('isPaused'),
    isExpired: t.boolean({ resolve: (s, _args, ctx) => isExpired(s, ctx.clock.now()) }),
    status: t.string({
      description: 'active, paused or expired',
      resolve: (s, _args, ctx) => (isExpired(s, ctx.clock.now()) ? 'expired' : s.isPaused ? 'paused' : 'active'),
    }),
    processedThrough: t.exposeString('processedThrough', { nullable: true, description: 'The last occurrence the runner handled' }),
    summary: t.string({ resolve: (s) => s.template.summary }),
    minutes: t.int({ resolve: (s) => s.template.minutes }),
    client: t.field({ type: ClientRef, resolve: (s) => s.template.clientId }),
    channels: t.field({
      type: [ChannelRef],
      resolve: async (s, _args, ctx) => (await loadChannelsByIds(ctx.db, s.template.channelIds)).filter((c) => c !== null),
    }),
    selectedCategory: t.field({ type: JournalCategoryRef, resolve: (s) => s.template.categoryId }),
    selectedTask: t.field({ type: JournalCategoryRef, resolve: (s) => s.template.taskTypeId }),
  }),
});

builder.objectField(JournalRef, 'schedule', (t) =>
  t.field({
    type: JournalScheduleRef,
    nullable: true,
    description: 'The schedule that created this journal',
    resolve: async (j, _args, ctx) => {
      if (!j.scheduleId) return null;
      const [row] = await ctx.db.select().from(journalSchedules).where(eq(journalSchedules.id, j.scheduleId));
      return row ?? null;
    },
  }),
);

const ScheduleInput = builder.inputType('JournalScheduleInput', {
  fields: (t) => ({
    occurrence: t.string({ required: true }),
    interval: t.int({ required: true }),
    timeOfDay: t.string({ required: true }),
    days: t.stringList({ required: true }),
    modifier: t.string({ required: true }),
    dayNumber: t.string({ required: true }),
    weekNumber: t.string({ required: true }),
    start: t.string({ required: true }),
    end: t.string({ required: true }),
  }),
});

type ScheduleArgs = {
  occurrence: string;
  interval: number;
  timeOfDay: string;
  days: string[];
  modifier: string;
  dayNumber: string;
  weekNumber: string;
  start: string;
  end: string;
};

function parseSchedule(input: ScheduleArgs, today: string): ScheduleRules {
  const rules = { ...input, range: { start: input.start, end: input.end } } as unknown as ScheduleRules & { start?: string; end?: string };
  delete rules.start;
  delete rules.end;
  const errors = scheduleErrors(rules, today);
  if (Object.keys(errors).length) throw badUserInput(Object.fromEntries(Object.entries(errors).map(([k, m]) => [`schedule.${k}`, m])));
  return rules;
}

async function ownSchedule(
  ctx: { db: import('../../kit/db/index.js').Database },
  principalId: string,
  id: string | number,
): Promise<ScheduleRow> {
  const n = Number(id);
  const [row] =
    Number.isSafeInteger(n) && n > 0
      ? await ctx.db
          .select()
          .from(journalSchedules)
          .where(and(eq(journalSchedules.id, n), eq(journalSchedules.principalId, principalId)))
      : [];
  if (!row) throw notFound('Schedule');
  return row;
}

const scheduleValues = (rules: ScheduleRules) => ({
  occurrence: rules.occurrence,
  interval: rules.interval,
  timeOfDay: rules.timeOfDay,
  days: rules.days,
  modifier: rules.modifier,
  dayNumber: rules.dayNumber,
  weekNumber: rules.weekNumber,
  startDate: rules.range.start,
  endDate: rules.range.end,
});

builder.queryFields((t) => ({
  myJournalSchedules: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [JournalScheduleRef],
    description: "The caller's recurring journals, newest first",
    resolve: async (_root, _args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      await runDueSchedules({ db: ctx.db, clock: ctx.clock, pubsub: ctx.pubsub }, viewer.principalId);
      return ctx.db
        .select()
        .from(journalSchedules)
        .where(eq(journalSchedules.principalId, viewer.principalId))
        .orderBy(desc(journalSchedules.id));
    },
  }),
}));

builder.mutationFields((t) => ({
  createJournalSchedule: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalScheduleRef,
    description: 'Stores a recurring journal; the job runner creates its journals when they fall due (at once for any already due)',
    args: { journal: t.arg({ type: JournalInput, required: true }), schedule: t.arg({ type: ScheduleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const now = ctx.clock.now();
      const rules = parseSchedule(args.schedule, localToday(now, SCHEDULE_ZONE));
      const entry = await parseEntry(ctx.db, viewer.principalId, { ...args.journal, id: undefined, date: rules.range.start });
      const [row] = await ctx.db
        .insert(journalSchedules)
        .values({
          principalId: viewer.principalId,
          template: {
            minutes: entry.minutes,
            summary: entry.summary,
            clientId: Number(entry.clientId),
            channelIds: entry.channelIds.map(Number),
            categoryId: Number(entry.categoryId),
            taskTypeId: Number(entry.taskTypeId),
          },
          ...scheduleValues(rules),
          timezone: SCHEDULE_ZONE,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await runDueSchedules({ db: ctx.db, clock: ctx.clock, pubsub: ctx.pubsub }, viewer.principalId);
      return await ownSchedule(ctx, viewer.principalId, row!.id);
    },
  }),
  updateJournalSchedule: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalScheduleRef,
    description: "Changes a running schedule's rules; a paused schedule is read-only (CONFLICT)",
    args: { id: t.arg.id({ required: true }), schedule: t.arg({ type: ScheduleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const existing = await ownSchedule(ctx, viewer.principalId, args.id);
      if (existing.isPaused) throw conflict('A paused schedule is read-only');
      const now = ctx.clock.now();
      const rules = parseSchedule(args.schedule, localToday(now, existing.timezone));
      const [row] = await ctx.db
        .update(journalSchedules)
        .set({ ...scheduleValues(rules), updatedAt: now })
        .where(eq(journalSchedules.id, existing.id))
        .returning();
      return row!;
    },
  }),
  pauseJournalSchedule: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalScheduleRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const existing = await ownSchedule(ctx, viewer.principalId, args.id);
      // Journals already due are created before the pause takes effect.
      await runDueSchedules({ db: ctx.db, clock: ctx.clock, pubsub: ctx.pubsub }, viewer.principalId);
      const [row] = await ctx.db
        .update(journalSchedules)
        .set({ isPaused: true, updatedAt: ctx.clock.now() })
        .where(eq(journalSchedules.id, existing.id))
        .returning();
      return row!;
    },
  }),
  resumeJournalSchedule: t.field({
    ...operationRoles('ALL_STAFF'),
    type: JournalScheduleRef,
    description: 'Resumes a paused schedule; occurrences that fell due while paused are skipped',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaff(ctx.auth);
      const existing = await ownSchedule(ctx, viewer.principalId, args.id);
      if (!existing.isPaused) return existing;
      return resumeSchedule(ctx.db, existing, ctx.clock.now());
    },
  }),
}));
