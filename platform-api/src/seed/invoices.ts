import { asc, eq, inArray, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PLATFORM_ZONE, PROVIDER_STATUSES, type InvoiceStatus, type ProviderStatus } from '@work/shared-contracts/invoices';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { expectedPaymentDay, invoiceTotals } from '../modules/payments/payments.rules.js';
import { invoiceLines, invoices } from '../modules/payments/payments.tables.js';
import { croudieInvoiceSettings } from '../modules/people/banners.tables.js';
import { channels, clients } from '../modules/clients/clients.tables.js';
import { agencyUsers, croudies } from '../modules/people/people.tables.js';
import { holidayDates } from '../modules/settings/settings.data.js';
import { tasks, workLogs } from '../modules/work/work.tables.js';

/** One invoice of each kind the payment centre shows: every status, and a pending one in every provider status. */
const KINDS: { status: InvoiceStatus; provider: ProviderStatus | null }[] = [
  { status: 'draft', provider: null },
  { status: 'paid', provider: 'outgoing_payment_sent' },
  { status: 'declined', provider: 'declined' },
  ...PROVIDER_STATUSES.filter((p) => p !== 'outgoing_payment_sent' && p !== 'declined').map((provider) => ({
    status: 'pending' as const,
    provider,
  })),
];

/**
 * Demo invoices (issue 17): one of each kind above, for active volume croudies (never a demo account, whose
 * uninvoiced work the journeys count), each over two completed tasks of its own (work logs) done two to four months
 * ago and made in the next month's invoice window, so always in the past. A declined invoice's lines are released:
 * its work carries over (§9).
 */
export async function seedInvoices(db: Database, clock: Clock): Promise<void> {
  // the volume croudies are croudie.NN@example.com; the demo accounts (croudie.active …) are left alone
  const volume = (await db.select().from(croudies).orderBy(asc(croudies.id))).filter(
    (c) => c.status === 'active' && /^croudie\.\d+@example\.com$/.test(c.email),
  );
  if (volume.length === 0) return;
  const settings = new Map(
    (
      await db
        .select()
        .from(croudieInvoiceSettings)
        .where(
          inArray(
            croudieInvoiceSettings.croudieId,
            volume.map((c) => c.id),
          ),
        )
    ).map((s) => [s.croudieId, s]),
  );
  const holidays = await holidayDates(db);
  const now = DateTime.fromJSDate(clock.now(), { zone: PLATFORM_ZONE });
  const invoicing = volume.filter((c) => settings.has(c.id));
  const [owner] = await db
    .select()
    .from(agencyUsers)
    .where(like(agencyUsers.email, 'staff.%@example.com'))
    .orderBy(asc(agencyUsers.id))
    .limit(1);
  const [client] = await db.select().from(clients).where(eq(clients.state, 'active')).orderBy(asc(clients.id)).limit(1);
  if (invoicing.length === 0 || !owner || !client) return;
  const [channel] = await db.select().from(channels).where(eq(channels.clientId, client.id)).orderBy(asc(channels.id)).limit(1);

  // the work each invoice is of: two completed fixed-cost tasks of its croudie, done in the month before it was made
  const groups: { croudieId: number; logs: (typeof workLogs.$inferSelect)[] }[] = [];
  for (const [k] of KINDS.entries()) {
    const croudie = invoicing[k % invoicing.length]!;
    const done = now
      .startOf('month')
      .minus({ months: 2 + (k % 3) })
      .set({ day: 10 + (k % 10), hour: 15 });
    const made = await db
      .insert(tasks)
      .values(
        [0, 1].map((i) => ({
          name: `Invoiced work ${k + 1}.${i + 1}: monthly report`,
          state: 'completed' as const,
          clientId: client.id,
          channelId: channel?.id ?? null,
          ownerId: owner.id,
          croudieId: croudie.id,
          deadline: done.toJSDate(),
          createdAt: done.minus({ days: 7 }).toJSDate(),
          fixedCostPence: 4500 + 750 * ((k + i) % 5),
          work: 'Delivered as briefed.',
          submittedAt: done.minus({ hours: 2 }).toJSDate(),
          completedAt: done.toJSDate(),
        })),
      )
      .returning();
    const logs = await db
      .insert(workLogs)
      .values(
        made.map((task) => ({
          taskId: task.id,
          croudieId: croudie.id,
          description: task.name,
          completedAt: task.completedAt!,
          channelId: task.channelId,
          clientId: task.clientId,
          summary: 'Delivered as briefed.',
          rate: null,
          total: (task.fixedCostPence! / 100).toFixed(2),
        })),
      )
      .returning();
    groups.push({ croudieId: croudie.id, logs });
  }
  const made = new Map<number, number>();
  for (const [kind, { croudieId, logs: group }] of groups.entries()) {
    const billing = settings.get(croudieId)!;
    const n = (made.get(croudieId) ?? 0) + 1;
    made.set(croudieId, n);
    // made on the 3rd of the month after the work, in its invoice window
    const created = DateTime.fromJSDate(group[0]!.completedAt, { zone: PLATFORM_ZONE })
      .startOf('month')
      .plus({ months: 1 })
      .set({ day: 3, hour: 10 });
    const { status, provider } = KINDS[kind]!;
    const reverseCharge = billing.countryCode !== null && billing.countryCode !== 'GB';
    const totals = invoiceTotals(
      group.map((l) => l.total),
      { vatRegistered: false, reverseCharge },
    );
    const createdAt = created.toJSDate();
    const [invoice] = await db
      .insert(invoices)
      .values({
        croudieId,
        reference: `INV-${croudieId}-${n}`,
        referenceKey: `inv-${croudieId}-${n}`,
        notes: status === 'draft' ? 'To check before sending' : null,
        status,
        providerStatus: provider,
        providerReference: provider ? `demo-transfer-${croudieId}-${n}` : null,
        createdAt,
        taxPoint: created.toISODate()!,
        paidAt: status === 'paid' ? created.plus({ days: 16 }).toJSDate() : null,
        paidBy: status === 'paid' ? 'payment-provider' : null,
        declinedReason: status === 'declined' ? 'The work logs do not match the agreed rate' : null,
        invoiceUser: {
          name: billing.billingName,
          addressLine1: billing.addressLine1,
          city: billing.city,
          postcode: billing.postcode,
          countryCode: billing.countryCode,
        },
        bankDetails: {
          accountName: billing.bankAccountName ?? billing.billingName ?? '',
          accountNumberLast4: billing.bankAccountLast4 ?? '0000',
          sortCode: null,
          iban: null,
        },
        ...totals,
        selfBilling: false,
        reverseCharge,
      })
      .returning({ id: invoices.id });
    await db.insert(invoiceLines).values(
      group.map((log) => ({
        invoiceId: invoice!.id,
        workLogId: log.id,
        description: log.description,
        completedAt: log.completedAt,
        total: log.total,
        expectedPaymentOn: expectedPaymentDay(log.completedAt, holidays),
        releasedAt: status === 'declined' ? created.plus({ days: 2 }).toJSDate() : null,
      })),
    );
  }
}
