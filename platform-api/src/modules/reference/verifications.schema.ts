import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { referenceFields } from './reference.fields.js';
import { duplicateNameMessage, VerificationSchema } from './reference.rules.js';
import { verifications } from './reference.tables.js';

export type VerificationRow = typeof verifications.$inferSelect;

export const VerificationRef = builder.objectRef<VerificationRow>('Verification');
VerificationRef.implement({
  // Whoever the parent field returned it to: the settings lists answer staff only, Croudie.verifications the croudie
  // and staff (croudiePrivate).
  ...typeRule(RULES.signedIn),
  description: 'A verification croudies can be given (settings)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const VerificationInput = builder.inputType('VerificationInput', {
  fields: (t) => ({ name: t.string({ required: true }), description: t.string({ required: false }) }),
});

referenceFields({
  type: 'Verification',
  list: 'verifications',
  arg: 'verification',
  label: 'verification',
  ref: VerificationRef,
  input: VerificationInput,
  rules: VerificationSchema,
  table: {
    table: verifications,
    id: verifications.id,
    name: verifications.name,
    sort: { id: verifications.id, name: verifications.name },
    conflicts: { verifications_name_unique: { message: duplicateNameMessage('verification'), field: 'name' } },
  },
});
