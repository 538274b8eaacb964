import * as v from 'valibot';
import { DeclineReasonSchema, INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { knownStatuses } from '../invoices/invoiceStatus';
import type { ExportFilters } from '../invoices/downloads';

/** The finance grid's URL filters (besides the search `q`): status (several), croudie (several ids), month. */
export const FINANCE_FILTERS = ['status', 'croudie', 'month'] as const;
export type FinanceFilterKey = (typeof FINANCE_FILTERS)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month as the API takes it ("YYYY-MM"), or null for anything else the URL may hold. */
export function monthOf(values: readonly string[] | null | undefined): string | null {
  const value = values?.[0];
  return value && MONTH.test(value) ? value : null;
}

// the API's ids: positive integers (payments.inputs.ts InvoiceFiltersSchema)
const CROUDIE_ID = /^[1-9]\d{0,9}$/;
/** The croudie ids of the URL that can be ids (at most 100, as list filters take). */
export function croudieIdsOf(values: readonly string[] | null | undefined): string[] | null {
  const kept = [...new Set((values ?? []).filter((id) => CROUDIE_ID.test(id)))].slice(0, 100);
  return kept.length ? kept : null;
}

/** The grid's URL state as InvoiceFilters (and as the CSV export's filters: the same invoices, every page). */
export function invoiceFiltersOf(filters: { search: string | null } & Record<FinanceFilterKey, string[] | null>): ExportFilters {
  return {
    statuses: knownStatuses(filters.status),
    croudieIds: croudieIdsOf(filters.croudie),
    month: monthOf(filters.month),
    // the API takes at most 200 characters of search
    search: filters.search?.trim().slice(0, 200) || null,
  };
}

/** The decline reason's error by the API's own rule (mandatory, at most INVOICE_DECLINE_REASON_MAX), or null. */
export function declineReasonError(reason: string): string | null {
  const result = v.safeParse(DeclineReasonSchema, reason);
  return result.success ? null : (result.issues[0]?.message ?? INVOICE_MESSAGES.declineReasonRequired);
}
