import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { deleteHoliday, insertHoliday, listHolidays, type PublicHolidayRow } from './settings.data.js';
import { HolidaySchema, SETTINGS_ADMIN_ROLES, YearSchema } from './settings.rules.js';

const PublicHolidayRef = builder.objectRef<PublicHolidayRow>('PublicHoliday');
PublicHolidayRef.implement({
  ...typeRule(RULES.signedIn),
  description: "A public holiday: not a working day (the journal scheduler's first and last working day skip it)",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
  }),
});

const HolidayInput = builder.inputType('PublicHolidayInput', {
  fields: (t) => ({ name: t.string({ required: true }), date: t.string({ required: true, description: 'YYYY-MM-DD' }) }),
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

builder.queryFields((t) => ({
  publicHolidays: t.field({
    type: [PublicHolidayRef],
    description: 'Public holidays by date (staff), optionally of one year',
    args: { year: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => {
      requireStaff(ctx);
      const year =
        args.year === null || args.year === undefined ? null : parseInput(v.object({ year: YearSchema }), { year: args.year }).year;
      return listHolidays(ctx.db, year);
    },
  }),
}));

builder.mutationFields((t) => ({
  createPublicHoliday: t.field({
    type: PublicHolidayRef,
    description: 'Adds a public holiday (settings administrators: tech, hr_user)',
    args: { holiday: t.arg({ type: HolidayInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSettingsAdmin(ctx);
      const holiday = parseInput(HolidaySchema, args.holiday, 'holiday');
      const row = await insertHoliday(ctx.db, { ...holiday, createdBy: viewer.principalId, createdAt: ctx.clock.now() });
      if (!row) throw conflict(`${holiday.date} is already a public holiday`);
      return row;
    },
  }),
  deletePublicHoliday: t.field({
    type: 'Boolean',
    description: 'Removes a public holiday (settings administrators)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSettingsAdmin(ctx);
      const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id')) }), { id: String(args.id) });
      if (!(await deleteHoliday(ctx.db, Number(id)))) throw notFound('Public holiday');
      return true;
    },
  }),
}));
