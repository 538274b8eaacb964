import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { referenceFields } from './reference.fields.js';
import { duplicateNameMessage, VerticalSchema } from './reference.rules.js';
import { verticals } from './reference.tables.js';

export type VerticalRow = typeof verticals.$inferSelect;

export const VerticalRef = builder.objectRef<VerticalRow>('Vertical');
VerticalRef.implement({
  ...typeRule(RULES.staff),
  description: 'An industry vertical (settings)',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const VerticalInput = builder.inputType('VerticalInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

referenceFields({
  type: 'Vertical',
  list: 'verticals',
  arg: 'vertical',
  label: 'vertical',
  ref: VerticalRef,
  input: VerticalInput,
  rules: VerticalSchema,
  table: {
    table: verticals,
    id: verticals.id,
    name: verticals.name,
    sort: { id: verticals.id, name: verticals.name },
    conflicts: { verticals_name_unique: { message: duplicateNameMessage('vertical'), field: 'name' } },
  },
});
