import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { conflict } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { deleteRow, type ReferenceTableSpec } from './reference.data.js';
import { referenceFields } from './reference.fields.js';
import { duplicateNameMessage, OfficeSchema, officeInUseMessage } from './reference.rules.js';
import { offices, teams } from './reference.tables.js';

export type OfficeRow = typeof offices.$inferSelect;

/** Offices by id, in the order of `ids` (the batch function of Team.office). */
export async function loadOfficesByIds(db: Database, ids: readonly number[]): Promise<(OfficeRow | Error)[]> {
  const rows = await db
    .select()
    .from(offices)
    .where(inArray(offices.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? new Error('Office not found'));
}

export const OfficeRef = builder.objectRef<OfficeRow>('Office');
OfficeRef.implement({
  ...typeRule(RULES.staff),
  description: 'An office of the agency (settings); teams belong to one',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2, upper case' }),
    timezone: t.exposeString('timezone', { description: 'An IANA timezone, e.g. Europe/London' }),
  }),
});

const OfficeInput = builder.inputType('OfficeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 (any case; stored upper case)' }),
    timezone: t.string({ required: true, description: 'An IANA timezone, e.g. Europe/London' }),
  }),
});

const table: ReferenceTableSpec = {
  table: offices,
  id: offices.id,
  name: offices.name,
  sort: { id: offices.id, name: offices.name, country: offices.country, timezone: offices.timezone },
  conflicts: {
    offices_name_unique: { message: duplicateNameMessage('office'), field: 'name' },
    // A team added to the office while it was being deleted.
    teams_office_id_offices_id_fk: officeInUseMessage(1),
  },
};

referenceFields({
  type: 'Office',
  list: 'offices',
  arg: 'office',
  label: 'office',
  ref: OfficeRef,
  input: OfficeInput,
  rules: OfficeSchema,
  table,
  /** An office still used by a team stays (CONFLICT): its teams move first. */
  remove: async (ctx, id) => {
    const [used] = await ctx.db.select({ n: count() }).from(teams).where(eq(teams.officeId, id));
    if (used && used.n > 0) throw conflict(officeInUseMessage(used.n));
    return deleteRow(ctx.db, table, id);
  },
});
