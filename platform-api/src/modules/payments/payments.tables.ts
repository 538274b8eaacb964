import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { croudies } from '../people/index.js';
import { workLogs } from '../work/index.js';
import { INVOICE_STATUSES, PROVIDER_STATUSES } from './payments.rules.js';

/** §3 sequenceId: one sequence numbers every invoice of the platform, in the order they are created. */
export const invoiceSequence = pgSequence('invoice_sequence', { startWith: 1001 });

/** The bank details an invoice was made with (§3 Invoice bank details): a snapshot, never the live account. */
export interface BankDetailsSnapshot {
  accountName: string;
  /** The last four digits only: the full number stays with the payment provider. */
  accountNumberLast4: string;
  sortCode: string | null;
  iban: string | null;
}

/**
 * A croudie's invoice (staff-and-admin.md §3 Invoice) of completed work logs. Created irreversibly after the final
 * checks (§4); the payment provider's status arrives by webhook and moves it to paid.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** §3 sequenceId: the number invoices are counted by, one sequence for the platform. */
    sequenceId: integer('sequence_id')
      .notNull()
      .unique()
      .default(sql`nextval('invoice_sequence')`),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    reference: text('reference').notNull(),
    /** The reference as compared (any case, trimmed): unique per croudie (§5). */
    referenceKey: text('reference_key').notNull(),
    notes: text('notes'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    providerStatus: text('provider_status', { enum: PROVIDER_STATUSES }),
    /** The provider's id of the pushed invoice (its webhooks name it). */
    providerReference: text('provider_reference').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** §3 taxPoint: the day the invoice was created, in the platform's zone. */
    taxPoint: date('tax_point').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who marked it paid: a finance principal, or the provider. */
    paidBy: text('paid_by'),
    declinedReason: text('declined_reason'),
    /** §3 invoiceUser: the billing name and address the invoice was made out from. */
    invoiceUser: jsonb('invoice_user').$type<Record<string, string | null>>().notNull(),
    bankDetails: jsonb('bank_details').$type<BankDetailsSnapshot>().notNull(),
    subTotal: numeric('sub_total', { precision: 12, scale: 2 }).notNull(),
    taxTotal: numeric('tax_total', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    vatNumber: text('vat_number'),
    companyRegistrationNumber: text('company_registration_number'),
    selfBilling: boolean('self_billing').notNull().default(false),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
  },
  (t) => [
    uniqueIndex('invoices_croudie_reference_idx').on(t.croudieId, t.referenceKey),
    index('invoices_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * An invoice's line: one completed work log. A work log is invoiced at most once, even when two creations race: the
 * partial unique index holds it for the invoice until that invoice is declined (its work carries over, §9).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    workLogId: integer('work_log_id')
      .notNull()
      .references(() => workLogs.id),
    description: text('description').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** §9: the 19th of the month after completion, or the working day before. */
    expectedPaymentOn: date('expected_payment_on').notNull(),
    /** Set when the invoice is declined: the work log may be invoiced again. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_lines_work_log_idx')
      .on(t.workLogId)
      .where(sql`released_at is null`),
    index('invoice_lines_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * The payment provider's webhook events already taken (payments/provider/webhook.ts): a delivery whose event id is
 * here is a replay and changes nothing. The primary key makes two concurrent deliveries of one event safe: the second
 * waits for the first's transaction, then finds the id taken.
 */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    /** The provider's event id. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: PROVIDER_STATUSES }).notNull(),
    /** When the provider says it created the event. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the platform took it (the platform clock). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_webhook_events_reference_idx').on(t.providerReference)],
);
