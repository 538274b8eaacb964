import * as v from 'valibot';
import { INVOICE_MESSAGES, INVOICE_STATUSES } from './payments.rules.js';
import { INVOICE_SORT_FIELDS, WORK_SORT_FIELDS } from './payments.data.js';

/** The invoice lists' filters as GraphQL and the CSV export's query receive them. */
export interface InvoiceFiltersInput {
  statuses?: readonly string[] | null;
  croudieIds?: readonly (string | number)[] | null;
  month?: string | null;
  search?: string | null;
}

/** An absent or empty list is no filter. */
const noneIfEmpty = <T>(list: T[] | null) => (list && list.length > 0 ? list : null);

const CroudieIdSchema = v.pipe(
  v.union([v.string(), v.number()], 'Not a croudie id'),
  v.transform(String),
  v.regex(/^[1-9][0-9]{0,9}$/, 'Not a croudie id'),
  v.transform(Number),
);

/** Empty text is no filter; a month is YYYY-MM; the search is at most 200 characters. */
export const InvoiceFiltersSchema = v.object({
  statuses: v.pipe(
    v.optional(v.nullable(v.array(v.picklist(INVOICE_STATUSES, `A status is one of ${INVOICE_STATUSES.join(', ')}`))), null),
    v.transform(noneIfEmpty),
  ),
  croudieIds: v.pipe(
    v.optional(v.nullable(v.pipe(v.array(CroudieIdSchema), v.maxLength(100, 'At most 100 croudies'))), null),
    v.transform(noneIfEmpty),
  ),
  month: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.monthFormat))),
  ),
  search: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(200, 'Search is at most 200 characters'))),
  ),
});

export const InvoiceSortSchema = v.object({
  field: v.picklist(INVOICE_SORT_FIELDS, `Sort by one of ${INVOICE_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});

export const WorkSortSchema = v.object({
  field: v.picklist(WORK_SORT_FIELDS, `Sort by one of ${WORK_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});
