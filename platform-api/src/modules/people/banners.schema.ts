import { builder } from "../../kit/graphql/builder.js";
import { findInvoiceSettings, outstandingWorkLogs, type OutstandingWorkLogs } from "./banners.data.js";
import { canInvoice, invoiceWindowIsOpen, missingInvoiceSettings, startOfMonth } from "./banners.rules.js";
import { principalIdOf } from "./people.rules.js";
import { CroudieRef } from "./people.schema.js";

const InvoicingInfoRef = builder.objectRef<{ canInvoice: boolean; invoiceWindowOpen: boolean; workLogsReadyToInvoice: number }>("InvoicingInfo");
InvoicingInfoRef.implement({
  fields: (t) => ({
    canInvoice: t.exposeBoolean("canInvoice", {
      description: "Invoicable role, the invoice window (days 1–5, Europe/London) open by the platform clock, and work logs ready to invoice",
    }),
    invoiceWindowOpen: t.exposeBoolean("invoiceWindowOpen"),
    workLogsReadyToInvoice: t.exposeInt("workLogsReadyToInvoice", { description: "Outstanding work logs from before this month" }),
  }),
});

const InvoiceSettingsRef = builder.objectRef<{ needsUpdating: boolean; missingFields: string[] }>("InvoiceSettings");
InvoiceSettingsRef.implement({
  fields: (t) => ({
    needsUpdating: t.exposeBoolean("needsUpdating", { description: "The update-payment-details banner shows while true" }),
    missingFields: t.exposeStringList("missingFields"),
  }),
});

const WorkLogAggregationsRef = builder.objectRef<OutstandingWorkLogs>("WorkLogAggregations");
WorkLogAggregationsRef.implement({
  fields: (t) => ({
    totalValue: t.exposeFloat("totalValue", { description: "Pounds" }),
    count: t.exposeInt("count"),
  }),
});

const OutstandingWorkLogsRef = builder.objectRef<OutstandingWorkLogs>("OutstandingWorkLogs");
OutstandingWorkLogsRef.implement({
  fields: (t) => ({
    aggregations: t.field({ type: WorkLogAggregationsRef, resolve: (o) => o }),
  }),
});

// Read through croudie(id), which already lets only staff and the croudie themselves in.
builder.objectFields(CroudieRef, (t) => ({
  invoicingInfo: t.field({
    type: InvoicingInfoRef,
    resolve: async (croudie, _args, ctx) => {
      const now = ctx.clock.now();
      const [logs, roles] = await Promise.all([
        outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(now)),
        ctx.people.roles(principalIdOf("CROUDIE", croudie.id)),
      ]);
      return {
        canInvoice: canInvoice({ roles, now, workLogsReadyToInvoice: logs.readyToInvoice }),
        invoiceWindowOpen: invoiceWindowIsOpen(now),
        workLogsReadyToInvoice: logs.readyToInvoice,
      };
    },
  }),
  invoiceSettings: t.field({
    type: InvoiceSettingsRef,
    resolve: async (croudie, _args, ctx) => {
      const missing = missingInvoiceSettings(await findInvoiceSettings(ctx.db, croudie.id));
      return { needsUpdating: missing.length > 0, missingFields: missing };
    },
  }),
  outstandingWorkLogs: t.field({
    type: OutstandingWorkLogsRef,
    description: "Work logs not yet invoiced (the earnings chip)",
    resolve: (croudie, _args, ctx) => outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(ctx.clock.now())),
  }),
}));
