import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { OfficeRef } from '../reference/index.js';
import {
  deleteHoliday,
  holidayYears,
  insertHoliday,
  listHolidays,
  loadAppliesEverywhere,
  loadHolidayOffices,
  unknownOffices,
  updateHoliday,
  type PublicHolidayRow,
} from './settings.data.js';
import {
  DEFAULT_HOLIDAY_SORT,
  HOLIDAY_SORT_FIELDS,
  HolidayFiltersSchema,
  HolidaySchema,
  HolidaySortSchema,
  SETTINGS_ADMIN_ROLES,
  UNKNOWN_OFFICE,
  type HolidayInput,
} from './settings.rules.js';

const PublicHolidayRef = builder.objectRef<PublicHolidayRow>('PublicHoliday');
PublicHolidayRef.implement({
  ...typeRule(RULES.signedIn),
  description:
    "A public holiday (settings): not a working day in its offices. The journal scheduler's and recurring work's first " +
    'and last working day skip every holiday, whatever its offices',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    offices: t.loadableList({
      type: OfficeRef,
      description: 'The offices it applies to, by name; empty with allOffices when it names none',
      load: (ids: number[], ctx) => loadHolidayOffices(ctx.db, ids),
      resolve: (holiday) => holiday.id,
    }),
    allOffices: t.loadable({
      type: 'Boolean',
      description: 'It names no office, so it applies to every office',
      load: (ids: number[], ctx) => loadAppliesEverywhere(ctx.db, ids),
      resolve: (holiday) => holiday.id,
    }),
  }),
});

const PublicHolidayConnection = builder.objectRef<{
  nodes: PublicHolidayRow[];
  pagination: { total: number; page: number; limit: number };
}>('PublicHolidayConnection');
PublicHolidayConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [PublicHolidayRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const PublicHolidayYears = builder.objectRef<{ current: number; years: number[] }>('PublicHolidayYears');
PublicHolidayYears.implement({
  ...typeRule(RULES.staff),
  description: 'The years a holiday list can show: this year (the platform clock, in London) and every year with holidays',
  fields: (t) => ({
    current: t.exposeInt('current'),
    years: t.exposeIntList('years', { description: 'Ascending; always includes the current year' }),
  }),
});

const HolidayFilters = builder.inputType('PublicHolidayFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the name, in any case' }),
    year: t.int({ required: false, description: 'Only this year (2000–2100)' }),
    officeIds: t.idList({
      required: false,
      description: 'Only holidays of any of these offices; holidays of every office are included',
    }),
  }),
});

const HolidayInputRef = builder.inputType('PublicHolidayInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    date: t.string({ required: true, description: 'YYYY-MM-DD' }),
    officeIds: t.idList({ required: false, description: 'The offices it applies to; none (or left out): every office' }),
  }),
});

function requireStaff(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden('Only staff can see settings');
  return viewer;
}

function requireSettingsAdmin(ctx: Context): Viewer {
  const viewer = requireStaff(ctx);
  if (!viewer.roles.some((r) => (SETTINGS_ADMIN_ROLES as readonly string[]).includes(r)))
    throw forbidden('Only settings administrators can change public holidays');
  return viewer;
}

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'), v.transform(Number));

/** The holiday argument, checked: its fields, then that each office exists (BAD_USER_INPUT on holiday.officeIds). */
async function holidayOf(ctx: Context, raw: unknown): Promise<HolidayInput> {
  const holiday = parseInput(HolidaySchema, raw, 'holiday');
  if ((await unknownOffices(ctx.db, holiday.officeIds)).length) throw badUserInput({ 'holiday.officeIds': UNKNOWN_OFFICE });
  return holiday;
}

builder.queryFields((t) => ({
  publicHolidays: t.field({
    type: PublicHolidayConnection,
    description: `Public holidays (staff), by date ascending unless sorted; by ${HOLIDAY_SORT_FIELDS.join(', ')}`,
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: HolidayFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const page = toPage(args.pagination);
      const sort = parseInput(HolidaySortSchema, args.sort ?? DEFAULT_HOLIDAY_SORT, 'sort');
      const filters = parseInput(
        HolidayFiltersSchema,
        { search: args.filters?.search, year: args.filters?.year, officeIds: args.filters?.officeIds?.map(String) },
        'filters',
      );
      const { nodes, total } = await listHolidays(ctx.db, { filters, sort, page });
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  publicHolidayYears: t.field({
    type: PublicHolidayYears,
    description: "The years of the holiday list's year filter (staff)",
    ...operationRoles('ALL_STAFF'),
    resolve: async (_root, _args, ctx) => {
      requireStaff(ctx);
      const current = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(ctx.clock.now()));
      const years = [...new Set([...(await holidayYears(ctx.db)), current])].sort((a, b) => a - b);
      return { current, years };
    },
  }),
}));

builder.mutationFields((t) => ({
  createPublicHoliday: t.field({
    type: PublicHolidayRef,
    description: 'Adds a public holiday, one a day (settings administrators)',
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    args: { holiday: t.arg({ type: HolidayInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSettingsAdmin(ctx);
      const holiday = await holidayOf(ctx, args.holiday);
      return insertHoliday(ctx.db, holiday, { createdBy: viewer.principalId, createdAt: ctx.clock.now() });
    },
  }),
  updatePublicHoliday: t.field({
    type: PublicHolidayRef,
    description: 'Changes a public holiday: its name, day and offices (settings administrators)',
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    args: { id: t.arg.id({ required: true }), holiday: t.arg({ type: HolidayInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSettingsAdmin(ctx);
      const id = v.safeParse(IdSchema, String(args.id));
      if (!id.success) throw notFound('Public holiday');
      const row = await updateHoliday(ctx.db, id.output, await holidayOf(ctx, args.holiday));
      if (!row) throw notFound('Public holiday');
      return row;
    },
  }),
  deletePublicHoliday: t.field({
    type: 'Boolean',
    description: 'Removes a public holiday (settings administrators)',
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSettingsAdmin(ctx);
      const id = v.safeParse(IdSchema, String(args.id));
      if (!id.success || !(await deleteHoliday(ctx.db, id.output))) throw notFound('Public holiday');
      return true;
    },
  }),
}));
