import * as v from 'valibot';
import { NAME_MAX, REQUIRED } from './reference.rules.js';

/**
 * The agency's channel catalogue (staff-and-admin.md §3 Channel: name, initials, internal flag, default cost centre per
 * billing entity; ADR 0260). Names are unique in any case and initials unique (the tables' unique indexes).
 */

export const INITIALS_MAX = 4;
export const COST_CENTRE_MAX = 20;

export const AGENCY_CHANNEL_DUPLICATE_MESSAGE = 'A channel of this name already exists';
export const INITIALS_DUPLICATE_MESSAGE = 'A channel with these initials already exists';
export const UNKNOWN_BILLING_ENTITY = 'There is no such billing entity';
export const ONE_COST_CENTRE_EACH = 'One cost centre per billing entity';

const billingEntityId = v.pipe(v.string(REQUIRED), v.trim(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a billing entity id'), v.transform(Number));

const costCentre = v.object({
  billingEntityId,
  /** Trimmed; blank is no cost centre at that billing entity. */
  code: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.maxLength(COST_CENTRE_MAX, `At most ${COST_CENTRE_MAX} characters`),
    v.regex(/^[A-Za-z0-9 ._/-]*$/, 'Letters, digits, spaces and . _ / - only'),
  ),
});

export const AgencyChannelSchema = v.object({
  name: v.pipe(v.string(REQUIRED), v.trim(), v.minLength(1, REQUIRED), v.maxLength(NAME_MAX, `At most ${NAME_MAX} characters`)),
  initials: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.toUpperCase(),
    v.regex(/^[A-Z]{1,4}$/, `One to ${INITIALS_MAX} letters, e.g. PS`),
  ),
  internal: v.pipe(
    v.optional(v.nullable(v.boolean()), false),
    v.transform((flag) => flag ?? false),
  ),
  costCentres: v.pipe(
    v.optional(v.nullable(v.array(costCentre)), null),
    // a blank code is no cost centre there
    v.transform((list) => (list ?? []).filter((c) => c.code !== '')),
    v.check((list) => new Set(list.map((c) => c.billingEntityId)).size === list.length, ONE_COST_CENTRE_EACH),
  ),
});
export type AgencyChannelInput = v.InferOutput<typeof AgencyChannelSchema>;
