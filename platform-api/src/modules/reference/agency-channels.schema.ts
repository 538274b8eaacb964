import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { referenceFields, requireStaff } from './reference.fields.js';
import { listPage } from './reference.data.js';
import { AgencyChannelSchema, UNKNOWN_BILLING_ENTITY, type AgencyChannelInput } from './agency-channels.rules.js';
import {
  agencyChannelTable,
  createAgencyChannel,
  deleteAgencyChannel,
  listBillingEntities,
  loadCostCentres,
  unknownBillingEntities,
  updateAgencyChannel,
  type AgencyChannelRow,
  type BillingEntityRow,
  type CostCentreRow,
} from './agency-channels.data.js';

// The agency's channel catalogue of settings (staff-and-admin.md §3 Channel; ADR 0260). GraphQL calls it AgencyChannel:
// `Channel` is a client's channel (an account of one client in a service line, clients module).

export const BillingEntityRef = builder.objectRef<BillingEntityRow>('BillingEntity');
BillingEntityRef.implement({
  ...typeRule(RULES.staff),
  description: "One of the agency's companies that invoice, e.g. the UK company (seeded; read-only in settings)",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2, upper case' }),
    currency: t.exposeString('currency', { description: 'ISO 4217, upper case' }),
  }),
});

const CostCentreRef = builder.objectRef<CostCentreRow>('AgencyChannelCostCentre');
CostCentreRef.implement({
  ...typeRule(RULES.staff),
  description: "A channel's default cost centre at one billing entity",
  fields: (t) => ({
    billingEntity: t.field({ type: BillingEntityRef, resolve: (c) => c.billingEntity }),
    code: t.exposeString('code'),
  }),
});

export const AgencyChannelRef = builder.objectRef<AgencyChannelRow>('AgencyChannel');
AgencyChannelRef.implement({
  ...typeRule(RULES.staff),
  description:
    "A channel of the agency's catalogue (settings), a service line such as Paid Search: not a client's Channel, which " +
    'is one client’s account in a service line',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    initials: t.exposeString('initials', { description: 'One to four upper-case letters, unique' }),
    internal: t.exposeBoolean('internal', { description: 'Work the agency does for itself rather than for clients' }),
    costCentres: t.loadableList({
      type: CostCentreRef,
      description: 'Its default cost centre at each billing entity that has one, by billing entity name',
      load: (ids: number[], ctx) => loadCostCentres(ctx.db, ids),
      resolve: (channel) => channel.id,
    }),
  }),
});

const CostCentreInput = builder.inputType('AgencyChannelCostCentreInput', {
  fields: (t) => ({
    billingEntityId: t.id({ required: true }),
    code: t.string({ required: true, description: 'Trimmed, at most 20 characters; blank: no cost centre there' }),
  }),
});

const AgencyChannelInputRef = builder.inputType('AgencyChannelInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    initials: t.string({ required: true, description: 'One to four letters (stored upper case), unique' }),
    internal: t.boolean({ required: false, description: 'Default false' }),
    costCentres: t.field({
      type: [CostCentreInput],
      required: false,
      description: 'At most one per billing entity; the list replaces the cost centres the channel had',
    }),
  }),
});

/** Every cost centre names a billing entity (BAD_USER_INPUT on agencyChannel.costCentres.<i>.billingEntityId). */
async function withKnownEntities(ctx: Context, input: AgencyChannelInput): Promise<AgencyChannelInput> {
  const unknown = new Set(
    await unknownBillingEntities(
      ctx.db,
      input.costCentres.map((c) => c.billingEntityId),
    ),
  );
  if (unknown.size) {
    const errors: Record<string, string> = {};
    input.costCentres.forEach((c, i) => {
      if (unknown.has(c.billingEntityId)) errors[`agencyChannel.costCentres.${i}.billingEntityId`] = UNKNOWN_BILLING_ENTITY;
    });
    throw badUserInput(errors);
  }
  return input;
}

referenceFields<AgencyChannelRow, AgencyChannelInput>({
  type: 'AgencyChannel',
  list: 'agencyChannels',
  arg: 'agencyChannel',
  label: 'channel',
  ref: AgencyChannelRef,
  input: AgencyChannelInputRef,
  rules: AgencyChannelSchema,
  table: agencyChannelTable,
  read: (ctx, query) => listPage<AgencyChannelRow>(ctx.db, agencyChannelTable, query),
  create: async (ctx, input) => createAgencyChannel(ctx.db, await withKnownEntities(ctx, input)),
  update: async (ctx, id, input) => updateAgencyChannel(ctx.db, id, await withKnownEntities(ctx, input)),
  remove: (ctx, id) => deleteAgencyChannel(ctx.db, id),
});

builder.queryField('billingEntities', (t) =>
  t.field({
    type: [BillingEntityRef],
    description: "The agency's companies that invoice, by name (staff): a channel has a cost centre at each",
    ...operationRoles('ALL_STAFF'),
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx);
      return listBillingEntities(ctx.db);
    },
  }),
);
