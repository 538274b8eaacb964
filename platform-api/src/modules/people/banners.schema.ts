import { builder } from '../../kit/graphql/builder.js';
import { hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { findInvoiceSettings, outstandingWorkLogs, type OutstandingWorkLogs } from './banners.data.js';
import { canInvoice, invoiceWindowIsOpen, missingInvoiceSettings, startOfMonth } from './banners.rules.js';
import { principalIdOf } from './people.rules.js';
import { CroudieRef } from './people.schema.js';

const InvoicingInfoRef = builder.objectRef<{
  croudieId: number;
  canInvoice: boolean;
  invoiceWindowOpen: boolean;
  workLogsReadyToInvoice: number;
}>('InvoicingInfo');
InvoicingInfoRef.implement({
  ...typeRule(RULES.croudiePrivate),
  fields: (t) => ({
    canInvoice: t.exposeBoolean('canInvoice', {
      description:
        'Invoicable role, the invoice window (days 1–5, Europe/London) open by the platform clock, and work logs ready to invoice',
    }),
    invoiceWindowOpen: t.exposeBoolean('invoiceWindowOpen'),
    workLogsReadyToInvoice: t.exposeInt('workLogsReadyToInvoice', { description: 'Outstanding work logs from before this month' }),
  }),
});

const InvoiceSettingsRef = builder.objectRef<{ croudieId: number; needsUpdating: boolean; missingFields: string[] }>('InvoiceSettings');
InvoiceSettingsRef.implement({
  ...typeRule(RULES.croudiePrivate),
  fields: (t) => ({
    needsUpdating: t.exposeBoolean('needsUpdating', { description: 'The update-payment-details banner shows while true' }),
    missingFields: t.exposeStringList('missingFields'),
  }),
});

/** A croudie's outstanding work logs; croudieId carries whose they are to the rule. */
type Outstanding = OutstandingWorkLogs & { croudieId: number };

const WorkLogAggregationsRef = builder.objectRef<Outstanding>('WorkLogAggregations');
WorkLogAggregationsRef.implement({
  ...typeRule(RULES.croudieEarnings),
  fields: (t) => ({
    totalValue: t.exposeFloat('totalValue', { description: 'Pounds' }),
    count: t.exposeInt('count'),
  }),
});

const OutstandingWorkLogsRef = builder.objectRef<Outstanding>('OutstandingWorkLogs');
OutstandingWorkLogsRef.implement({
  ...typeRule(RULES.croudieEarnings),
  fields: (t) => ({
    aggregations: t.field({ type: WorkLogAggregationsRef, resolve: (o) => o }),
  }),
});

// Invoicing status: the croudie and staff; earnings: the croudie and money roles, whatever path reached the croudie (ADR 0005).
builder.objectFields(CroudieRef, (t) => ({
  invoicingInfo: t.field({
    type: InvoicingInfoRef,
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (croudie, _args, ctx) => {
      const now = ctx.clock.now();
      const [logs, roles] = await Promise.all([
        outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(now)),
        ctx.people.roles(principalIdOf('CROUDIE', croudie.id)),
      ]);
      return {
        croudieId: croudie.id,
        canInvoice: canInvoice({ roles, now, workLogsReadyToInvoice: logs.readyToInvoice }),
        invoiceWindowOpen: invoiceWindowIsOpen(now),
        workLogsReadyToInvoice: logs.readyToInvoice,
      };
    },
  }),
  invoiceSettings: t.field({
    type: InvoiceSettingsRef,
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (croudie, _args, ctx) => {
      const missing = missingInvoiceSettings(await findInvoiceSettings(ctx.db, croudie.id));
      return { croudieId: croudie.id, needsUpdating: missing.length > 0, missingFields: missing };
    },
  }),
  outstandingWorkLogs: t.field({
    type: OutstandingWorkLogsRef,
    nullable: true,
    ...hidden(RULES.croudieEarnings),
    description: 'Work logs not yet invoiced (the earnings chip)',
    resolve: async (croudie, _args, ctx) => ({
      ...(await outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(ctx.clock.now()))),
      croudieId: croudie.id,
    }),
  }),
}));
