import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { referenceFields } from './reference.fields.js';
import { ChannelTypeSchema, duplicateNameMessage, SLUG_DUPLICATE_MESSAGE } from './reference.rules.js';
import { channelTypes } from './reference.tables.js';

export type ChannelTypeRow = typeof channelTypes.$inferSelect;

export const ChannelTypeRef = builder.objectRef<ChannelTypeRow>('ChannelType');
ChannelTypeRef.implement({
  ...typeRule(RULES.staff),
  description: 'A kind of channel, e.g. Paid Search (settings; projects, phases and templates name them)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'Lower-case kebab, unique' }),
    entityId: t.exposeString('entityId', { description: 'A UUID, made when the channel type is created' }),
  }),
});

const ChannelTypeInput = builder.inputType('ChannelTypeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true, description: 'Lower-case letters and digits in words joined by hyphens' }),
  }),
});

referenceFields({
  type: 'ChannelType',
  list: 'channelTypes',
  arg: 'channelType',
  label: 'channel type',
  ref: ChannelTypeRef,
  input: ChannelTypeInput,
  rules: ChannelTypeSchema,
  table: {
    table: channelTypes,
    id: channelTypes.id,
    name: channelTypes.name,
    sort: { id: channelTypes.id, name: channelTypes.name, slug: channelTypes.slug },
    conflicts: {
      channel_types_name_unique: { message: duplicateNameMessage('channel type'), field: 'name' },
      channel_types_slug_unique: { message: SLUG_DUPLICATE_MESSAGE, field: 'slug' },
    },
  },
});
