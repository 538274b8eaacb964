import { conflict } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { deleteRow, findRow, updateRow, type ReferenceTableSpec } from './reference.data.js';
import { referenceFields } from './reference.fields.js';
import { CAMPUS_IMPORTED_MESSAGE, duplicateNameMessage, QualificationSchema } from './reference.rules.js';
import { qualifications } from './reference.tables.js';

export type QualificationRow = typeof qualifications.$inferSelect;

export const QualificationRef = builder.objectRef<QualificationRow>('Qualification');
QualificationRef.implement({
  ...typeRule(RULES.staff),
  description: 'A qualification staff and croudies can hold (settings)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    campusImported: t.exposeBoolean('campusImported', {
      description: 'Imported from the campus: cannot be edited or deleted here',
    }),
  }),
});

const QualificationInput = builder.inputType('QualificationInput', {
  description: 'A qualification made in settings (campus-imported ones come only from the campus)',
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ required: false }) }),
});

const table: ReferenceTableSpec = {
  table: qualifications,
  id: qualifications.id,
  name: qualifications.name,
  sort: { id: qualifications.id, name: qualifications.name, campusImported: qualifications.campusImported },
  conflicts: { qualifications_name_unique: { message: duplicateNameMessage('qualification'), field: 'name' } },
};

/** Null when there is no such qualification; CONFLICT when it came from the campus (§5). */
async function editable(db: Parameters<typeof findRow>[0], id: number): Promise<QualificationRow | null> {
  const row = await findRow<QualificationRow>(db, table, id);
  if (row?.campusImported) throw conflict(CAMPUS_IMPORTED_MESSAGE);
  return row;
}

referenceFields({
  type: 'Qualification',
  list: 'qualifications',
  arg: 'qualification',
  label: 'qualification',
  ref: QualificationRef,
  input: QualificationInput,
  rules: QualificationSchema,
  table,
  update: async (ctx, id, input) => ((await editable(ctx.db, id)) ? updateRow<QualificationRow>(ctx.db, table, id, input) : null),
  remove: async (ctx, id) => ((await editable(ctx.db, id)) ? deleteRow(ctx.db, table, id) : false),
});
