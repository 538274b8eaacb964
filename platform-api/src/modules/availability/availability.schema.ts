// The HR view's API (issue 19; ADR 0273): availability templates, leave, the availability matrix and utilisation.
// Reads: every staff member for their own records, team leaders for their teams' members, hr_user for everyone
// (availability.access.ts). Writes: hr_user only. Every write pushes the person's journal breakdown (live target).
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import type { teams } from '../reference/index.js';
import { HR_ROLES, readScope, requireHr, requireReadable, scopedFilters } from './availability.access.js';
import { availabilityMatrix, type MatrixRow } from './availability.matrix.js';
import {
  createLeave,
  deleteLeave,
  findLeave,
  listLeave,
  saveTemplate,
  staffUser,
  templateOf,
  updateLeave,
  type LeaveRow,
  type TemplateView,
} from './availability.data.js';
import { pushBreakdowns } from './availability.live.js';
import {
  LEAVE_CATEGORIES,
  LeaveSchema,
  rangeSchema,
  rateOf,
  TemplateSchema,
  UtilisationRangeSchema,
  type DayFigures,
} from './availability.rules.js';
import { utilisation, type Figure, type UtilisationResult } from './availability.utilisation.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type TeamRow = typeof teams.$inferSelect;
/**
 * The settings Team type, by name: reference's index cannot export TeamRef without loading its schema while people's
 * is still loading (an import cycle). Pothos resolves a type name to the implemented type when the schema is built.
 */
const TeamRef = 'Team' as unknown as ObjectRef<Types, TeamRow>;

export const AvailabilityTemplateRef = builder.objectRef<TemplateView>('AvailabilityTemplate');
AvailabilityTemplateRef.implement({
  ...typeRule(RULES.staff),
  description: "A staff user's minutes available on each weekday (§3 Availability template): their journal target",
  fields: (t) => ({
    userId: t.exposeID('userId'),
    monday: t.exposeInt('monday'),
    tuesday: t.exposeInt('tuesday'),
    wednesday: t.exposeInt('wednesday'),
    thursday: t.exposeInt('thursday'),
    friday: t.exposeInt('friday'),
    saturday: t.exposeInt('saturday'),
    sunday: t.exposeInt('sunday'),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'No template saved: the default (450 Monday to Friday, 0 at weekends)',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    updatedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who saved it last (null for the default)',
      resolve: (tpl, _args, ctx) =>
        tpl.updatedById === null ? null : (ctx.people.person('USER', tpl.updatedById) as Promise<AgencyUserRow | null>),
    }),
  }),
});

const AvailabilityTemplateInput = builder.inputType('AvailabilityTemplateInput', {
  description: 'Minutes available each weekday: 0 to 1440 in steps of 15',
  fields: (t) => ({
    monday: t.int({ required: true }),
    tuesday: t.int({ required: true }),
    wednesday: t.int({ required: true }),
    thursday: t.int({ required: true }),
    friday: t.int({ required: true }),
    saturday: t.int({ required: true }),
    sunday: t.int({ required: true }),
  }),
});

const LeaveCategoryEnum = builder.enumType('LeaveCategory', { values: LEAVE_CATEGORIES });

export const LeaveEventRef = builder.objectRef<LeaveRow>('LeaveEvent');
LeaveEventRef.implement({
  ...typeRule(RULES.staff),
  description: "A staff user's leave (§3 Leave event): whole days, or part of one day",
  fields: (t) => ({
    id: t.exposeID('id'),
    user: t.field({
      type: UserRef,
      resolve: async (leave, _args, ctx) => (await ctx.people.person('USER', leave.userId)) as AgencyUserRow,
    }),
    title: t.exposeString('title'),
    startDate: t.exposeString('startDate', { description: 'yyyy-MM-dd' }),
    endDate: t.exposeString('endDate', { description: 'yyyy-MM-dd, not before startDate' }),
    allDay: t.exposeBoolean('allDay'),
    startTime: t.exposeString('startTime', {
      nullable: true,
      description: 'HH:mm (15-minute steps) when not all day; then startDate = endDate and endTime is later',
    }),
    endTime: t.exposeString('endTime', { nullable: true, description: 'HH:mm when not all day' }),
    category: t.field({ type: LeaveCategoryEnum, resolve: (leave) => leave.category }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LeaveEventInput = builder.inputType('LeaveEventInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: 'A staff user' }),
    title: t.string({ required: true }),
    startDate: t.string({ required: true, description: 'yyyy-MM-dd' }),
    endDate: t.string({ required: true, description: 'yyyy-MM-dd, not before startDate' }),
    allDay: t.boolean({ required: true }),
    startTime: t.string({ required: false, description: 'HH:mm in 15-minute steps; required when not all day' }),
    endTime: t.string({ required: false, description: 'HH:mm, after startTime; required when not all day' }),
    category: t.field({ type: LeaveCategoryEnum, required: true }),
  }),
});

const LeaveFilters = builder.inputType('LeaveFilters', {
  description: 'At most 62 days. Without userId or teamId: everyone the caller may see',
  fields: (t) => ({
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    userId: t.id({ required: false }),
    teamId: t.id({ required: false }),
    officeId: t.id({ required: false }),
  }),
});

const AvailabilityDayRef = builder.objectRef<DayFigures & { leave: LeaveRow[] }>('AvailabilityDay');
AvailabilityDayRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    date: t.exposeString('date'),
    available: t.exposeInt('available', { description: "The template's minutes for the weekday" }),
    leaveMinutes: t.exposeInt('leaveMinutes', {
      description: 'All-day leave: the whole of available; part-day: its length; never more than available',
    }),
    leave: t.field({ type: [LeaveEventRef], resolve: (d) => d.leave }),
    publicHoliday: t.exposeString('publicHoliday', {
      nullable: true,
      description: "The public holiday's name when one applies to the person's office",
    }),
    target: t.exposeInt('target', { description: '0 on a public holiday, else available less leaveMinutes' }),
  }),
});

const AvailabilityRowRef = builder.objectRef<MatrixRow>('AvailabilityRow');
AvailabilityRowRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (r) => r.user }),
    days: t.field({ type: [AvailabilityDayRef], resolve: (r) => r.days }),
    target: t.exposeInt('target', { description: 'The sum of the days’ targets' }),
    leaveMinutes: t.exposeInt('leaveMinutes'),
  }),
});

const AvailabilityMatrixFilters = builder.inputType('AvailabilityMatrixFilters', {
  description: 'At most 62 days',
  fields: (t) => ({
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    teamId: t.id({ required: false }),
    officeId: t.id({ required: false }),
    search: t.string({ required: false, description: 'Part of the first or last name or e-mail address' }),
  }),
});

type MatrixResult = { startDate: string; endDate: string; rows: MatrixRow[]; pagination: { total: number; page: number; limit: number } };
const AvailabilityMatrixRef = builder.objectRef<MatrixResult>('AvailabilityMatrix');
AvailabilityMatrixRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    rows: t.field({ type: [AvailabilityRowRef], resolve: (m) => m.rows }),
    totalCount: t.int({ resolve: (m) => m.pagination.total }),
    pagination: t.field({ type: PaginationInfo, resolve: (m) => m.pagination }),
  }),
});

const UtilisationPeriodEnum = builder.enumType('UtilisationPeriod', { values: ['week', 'month'] as const });

const UtilisationFilters = builder.inputType('UtilisationFilters', {
  description: 'Weeks start on Monday; at most 26 weeks or 12 months',
  fields: (t) => ({
    period: t.field({ type: UtilisationPeriodEnum, required: true }),
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    teamId: t.id({ required: false }),
    officeId: t.id({ required: false }),
  }),
});

const UtilisationFigureRef = builder.objectRef<Figure>('UtilisationFigure');
UtilisationFigureRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    periodStart: t.exposeString('periodStart', { description: 'The first day of the week or month (of the range, for a total)' }),
    target: t.exposeInt('target', { description: 'The sum of the day targets in the range' }),
    logged: t.exposeInt('logged', { description: 'Journal minutes logged in the range' }),
    rate: t.float({
      nullable: true,
      description: 'logged / target; null when the target is 0',
      resolve: (f) => rateOf(f.logged, f.target),
    }),
  }),
});

const PersonUtilisationRef = builder.objectRef<UtilisationResult['people'][number]>('PersonUtilisation');
PersonUtilisationRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
    periods: t.field({ type: [UtilisationFigureRef], resolve: (p) => p.periods }),
    total: t.field({ type: UtilisationFigureRef, resolve: (p) => p.total }),
  }),
});

const TeamUtilisationRef = builder.objectRef<{ team: TeamRow; periods: Figure[]; total: Figure }>('TeamUtilisation');
TeamUtilisationRef.implement({
  ...typeRule(RULES.staff),
  description: "A team's figures: the sums of its members' (all of them, whatever the page)",
  fields: (t) => ({
    team: t.field({ type: TeamRef, resolve: (r) => r.team }),
    periods: t.field({ type: [UtilisationFigureRef], resolve: (r) => r.periods }),
    total: t.field({ type: UtilisationFigureRef, resolve: (r) => r.total }),
  }),
});

const UtilisationRef = builder.objectRef<UtilisationResult>('Utilisation');
UtilisationRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    periods: t.exposeStringList('periods', { description: 'The first day of each week or month, ascending' }),
    people: t.field({ type: [PersonUtilisationRef], description: 'One page of people, by last and first name', resolve: (u) => u.people }),
    teams: t.field({
      type: [TeamUtilisationRef],
      description: 'Every team in the filters the caller may see, by name',
      resolve: (u) => u.teams,
    }),
    periodTotals: t.field({
      type: [UtilisationFigureRef],
      description: 'Everyone in the filters (every page), per period, in the order of periods',
      resolve: (u) => u.periodTotals,
    }),
    total: t.field({ type: UtilisationFigureRef, description: 'Everyone in the filters (every page)', resolve: (u) => u.total }),
    peopleCount: t.int({ resolve: (u) => u.pagination.total }),
    pagination: t.field({ type: PaginationInfo, resolve: (u) => u.pagination }),
  }),
});

builder.queryFields((t) => ({
  availabilityTemplate: t.field({
    type: AvailabilityTemplateRef,
    description: "A staff user's availability template (the default when none is saved): themselves, their team leaders, hr_user",
    ...operationRoles('ALL_STAFF'),
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = await staffUser(ctx.db, args.userId);
      await requireReadable(ctx, user.id);
      return templateOf(ctx.db, user.id);
    },
  }),
  availabilityMatrix: t.field({
    type: AvailabilityMatrixRef,
    description:
      'People × days: available minutes, leave, public holidays and targets (at most 62 days). Active, reactivated and pending staff by last and first name; hr_user sees everyone, a team leader their teams, anyone else themselves',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: AvailabilityMatrixFilters, required: true }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const range = parseInput(rangeSchema(), args.filters, 'filters');
      const page = toPage(args.pagination);
      const people = await scopedFilters(ctx, await readScope(ctx), args.filters);
      const { rows, total } = await availabilityMatrix(ctx.db, { ...range, ...people, search: args.filters.search ?? null }, page);
      for (const row of rows) ctx.people.prime({ ...row.user, kind: 'USER' });
      return { ...range, rows, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  leaveEvents: t.field({
    type: [LeaveEventRef],
    description:
      'Leave overlapping the range (at most 62 days), by start date: hr_user everyone, a team leader their teams, anyone else their own',
    ...operationRoles('ALL_STAFF'),
    args: { filters: t.arg({ type: LeaveFilters, required: true }) },
    resolve: async (_root, args, ctx) => {
      const range = parseInput(rangeSchema(), args.filters, 'filters');
      const people = await scopedFilters(ctx, await readScope(ctx), args.filters);
      return listLeave(ctx.db, { ...range, ...people });
    },
  }),
  utilisation: t.field({
    type: UtilisationRef,
    description:
      'Journal minutes logged against target per person and team, per week or month (at most 26 weeks or 12 months): hr_user everyone, a team leader their teams, anyone else themselves',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: UtilisationFilters, required: true }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const range = parseInput(UtilisationRangeSchema, args.filters, 'filters');
      const page = toPage(args.pagination);
      const scope = await readScope(ctx);
      const people = await scopedFilters(ctx, scope, args.filters);
      const result = await utilisation(ctx.db, { ...range, ...people }, page);
      for (const p of result.people) ctx.people.prime({ ...p.user, kind: 'USER' });
      return result;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateAvailabilityTemplate: t.field({
    type: AvailabilityTemplateRef,
    description: "Saves a staff user's minutes per weekday (hr_user); pushes the person's journal breakdown for the days around today",
    ...operationRoles(HR_ROLES),
    args: { userId: t.arg.id({ required: true }), input: t.arg({ type: AvailabilityTemplateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireHr(ctx);
      const user = await staffUser(ctx.db, args.userId);
      const minutes = parseInput(TemplateSchema, args.input, 'input');
      const saved = await saveTemplate(ctx.db, user.id, minutes, viewer.principalId, ctx.clock.now());
      await pushBreakdowns(ctx, user.id, null);
      return saved;
    },
  }),
  createLeaveEvent: t.field({
    type: LeaveEventRef,
    description: "Books leave for a staff user (hr_user); pushes the person's journal breakdown for its days",
    ...operationRoles(HR_ROLES),
    args: { input: t.arg({ type: LeaveEventInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireHr(ctx);
      const { userId, values } = await leaveInput(ctx, args.input);
      const row = await createLeave(ctx.db, userId, values, viewer.principalId, ctx.clock.now());
      await pushBreakdowns(ctx, userId, [row]);
      return row;
    },
  }),
  updateLeaveEvent: t.field({
    type: LeaveEventRef,
    description: 'Changes leave (hr_user), possibly to another staff user; pushes both breakdowns for the old and new days',
    ...operationRoles(HR_ROLES),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LeaveEventInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireHr(ctx);
      const before = await findLeave(ctx.db, args.id);
      const { userId, values } = await leaveInput(ctx, args.input);
      const row = await updateLeave(ctx.db, before.id, userId, values, viewer.principalId, ctx.clock.now());
      // the old and the new days, once each; both people when it moved to someone else
      if (row.userId === before.userId) await pushBreakdowns(ctx, row.userId, [before, row]);
      else await Promise.all([pushBreakdowns(ctx, before.userId, [before]), pushBreakdowns(ctx, row.userId, [row])]);
      return row;
    },
  }),
  deleteLeaveEvent: t.id({
    description: "Removes leave (hr_user) and answers its id; pushes the person's journal breakdown for its days",
    ...operationRoles(HR_ROLES),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireHr(ctx);
      const before = await findLeave(ctx.db, args.id);
      await deleteLeave(ctx.db, before.id);
      await pushBreakdowns(ctx, before.userId, [before]);
      return before.id;
    },
  }),
}));

/** The leave's staff user (BAD_USER_INPUT on userId when there is none) and its checked values. */
async function leaveInput(ctx: Parameters<typeof requireHr>[0], input: Record<string, unknown> & { userId: string | number }) {
  const values = parseInput(LeaveSchema, { ...input, userId: undefined }, 'input');
  const user = await staffUser(ctx.db, input.userId, 'input.userId');
  return { userId: user.id, values };
}
