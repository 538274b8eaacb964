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
 * Demo invoices (issue 17): one of each kind above, for active volume croudies, each over two completed tasks of its
 * own (work logs) done two to four months ago and made in the next month's invoice window, so always in the past. A
 * declined invoice's lines are released: its work carries over (§9). croudie.active gets one invoice per status too,
 * over extra work of its own (seedDemoAccountInvoices): the work they have not invoiced, which the journeys count,
 * stays as it was.
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
  const entityTypes = new Map(volume.map((c) => [c.id, { id: c.id, entityType: c.entityType }]));
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
  const groups: { croudieId: number; logs: WorkLogRow[] }[] = [];
  for (const [k] of KINDS.entries()) {
    const croudie = invoicing[k % invoicing.length]!;
    const done = now
      .startOf('month')
      .minus({ months: 2 + (k % 3) })
      .set({ day: 10 + (k % 10), hour: 15 });
    const logs = await completedWork(db, {
      croudieId: croudie.id,
      clientId: client.id,
      channelId: channel?.id ?? null,
      ownerId: owner.id,
      done,
      items: [0, 1].map((i) => ({ name: `Invoiced work ${k + 1}.${i + 1}: monthly report`, pence: 4500 + 750 * ((k + i) % 5) })),
    });
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
    await insertDemoInvoice(db, {
      croudie: entityTypes.get(croudieId)!,
      billing,
      holidays,
      n,
      status,
      provider,
      created,
      logs: group,
    });
  }
  await seedDemoAccountInvoices(db, clock, { client, channel: channel ?? null, ownerId: owner.id, holidays });
}

type WorkLogRow = typeof workLogs.$inferSelect;

/** Completed fixed-cost tasks of the croudie, done at `done` (one per cost), with their work logs. */
async function completedWork(
  db: Database,
  work: {
    croudieId: number;
    clientId: number;
    channelId: number | null;
    ownerId: number;
    done: DateTime;
    /** Each task's name and fixed cost (pence). */
    items: { name: string; pence: number }[];
  },
): Promise<WorkLogRow[]> {
  const made = await db
    .insert(tasks)
    .values(
      work.items.map(({ name, pence: fixedCostPence }) => ({
        name,
        state: 'completed' as const,
        clientId: work.clientId,
        channelId: work.channelId,
        ownerId: work.ownerId,
        croudieId: work.croudieId,
        deadline: work.done.toJSDate(),
        createdAt: work.done.minus({ days: 7 }).toJSDate(),
        fixedCostPence,
        work: 'Delivered as briefed.',
        submittedAt: work.done.minus({ hours: 2 }).toJSDate(),
        completedAt: work.done.toJSDate(),
      })),
    )
    .returning();
  return db
    .insert(workLogs)
    .values(
      made.map((task) => ({
        taskId: task.id,
        croudieId: work.croudieId,
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
}

/**
 * One demo invoice as createInvoice writes it (ADR 0266: the billing snapshot, reverse charge outside the UK,
 * self-billing unless a limited company, VAT for a VAT number), made at `created` over `logs`.
 */
async function insertDemoInvoice(
  db: Database,
  demo: {
    croudie: { id: number; entityType: string };
    billing: typeof croudieInvoiceSettings.$inferSelect;
    holidays: ReadonlySet<string>;
    n: number;
    status: InvoiceStatus;
    provider: ProviderStatus | null;
    created: DateTime;
    logs: WorkLogRow[];
    declinedReason?: string;
  },
): Promise<void> {
  const { billing, status, created, croudie } = demo;
  const reverseCharge = billing.countryCode !== null && billing.countryCode !== 'GB';
  const vatRegistered = !!billing.vatNumber;
  const totals = invoiceTotals(
    demo.logs.map((l) => l.total),
    { vatRegistered, reverseCharge },
  );
  const reference = `INV-${croudie.id}-${demo.n}`;
  const [invoice] = await db
    .insert(invoices)
    .values({
      croudieId: croudie.id,
      reference,
      referenceKey: reference.toLowerCase(),
      notes: status === 'draft' ? 'To check before sending' : null,
      status,
      providerStatus: demo.provider,
      providerReference: demo.provider ? `demo-transfer-${croudie.id}-${demo.n}` : null,
      createdAt: created.toJSDate(),
      taxPoint: created.toISODate()!,
      paidAt: status === 'paid' ? created.plus({ days: 16 }).toJSDate() : null,
      paidBy: status === 'paid' ? 'payment-provider' : null,
      declinedReason: status === 'declined' ? (demo.declinedReason ?? 'The work logs do not match the agreed rate') : null,
      invoiceUser: {
        billingName: billing.billingName,
        addressLine1: billing.addressLine1,
        addressLine2: billing.addressLine2,
        city: billing.city,
        postcode: billing.postcode,
        countryCode: billing.countryCode,
        usState: billing.usState,
      },
      bankDetails: {
        accountName: billing.bankAccountName ?? billing.billingName ?? '',
        accountNumberLast4: billing.bankAccountLast4 ?? '0000',
        sortCode: billing.sortCode,
        iban: billing.iban,
      },
      ...totals,
      vatNumber: billing.vatNumber,
      companyRegistrationNumber: billing.companyRegistrationNumber,
      selfBilling: croudie.entityType !== 'limited_company',
      reverseCharge,
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceLines).values(
    demo.logs.map((log) => ({
      invoiceId: invoice!.id,
      workLogId: log.id,
      description: log.description,
      completedAt: log.completedAt,
      total: log.total,
      expectedPaymentOn: expectedPaymentDay(log.completedAt, demo.holidays),
      releasedAt: status === 'declined' ? created.plus({ days: 1 }).toJSDate() : null,
    })),
  );
}

/** croudie.active: the demo account the payment centre's journeys sign in as. */
const DEMO_INVOICER = 'croudie.active@example.com';

/**
 * croudie.active's payment centre (platform-contract.md: invoices in every status): a valid phone number and complete
 * invoice settings, so they can create an invoice in the next window, and one invoice of each status over EXTRA
 * completed work of their own, so the work they have not invoiced (what the journeys count) stays as it was. The
 * declined invoice's work carried over onto the paid one, as it would have.
 */
async function seedDemoAccountInvoices(
  db: Database,
  clock: Clock,
  shared: { client: { id: number }; channel: { id: number } | null; ownerId: number; holidays: ReadonlySet<string> },
): Promise<void> {
  const [croudie] = await db.select().from(croudies).where(eq(croudies.email, DEMO_INVOICER));
  if (!croudie) return;
  if (!croudie.phoneNumber) await db.update(croudies).set({ phoneNumber: '+447911123456' }).where(eq(croudies.id, croudie.id));
  const [saved] = await db.select().from(croudieInvoiceSettings).where(eq(croudieInvoiceSettings.croudieId, croudie.id));
  if (!saved) return;
  const billing = { ...saved, sortCode: saved.sortCode ?? '123456', bankAccountLast4: saved.bankAccountLast4 ?? '4321' };
  if (billing.sortCode !== saved.sortCode || billing.bankAccountLast4 !== saved.bankAccountLast4) {
    await db
      .update(croudieInvoiceSettings)
      .set({ sortCode: billing.sortCode, bankAccountLast4: billing.bankAccountLast4 })
      .where(eq(croudieInvoiceSettings.croudieId, croudie.id));
  }
  const now = DateTime.fromJSDate(clock.now(), { zone: PLATFORM_ZONE }).startOf('month');
  const work = (monthsAgo: number, name: string) =>
    completedWork(db, {
      croudieId: croudie.id,
      clientId: shared.client.id,
      channelId: shared.channel?.id ?? null,
      ownerId: shared.ownerId,
      done: now.minus({ months: monthsAgo }).set({ day: 12, hour: 15 }),
      items: [{ name: `${name}: monthly report`, pence: 6000 + 500 * monthsAgo }],
    });
  // made on the 2nd of the month after the work, in its invoice window
  const madeAfter = (monthsAgo: number) => now.minus({ months: monthsAgo - 1 }).set({ day: 2, hour: 10 });
  const invoice = (n: number, status: InvoiceStatus, provider: ProviderStatus | null, monthsAgo: number, logs: WorkLogRow[]) =>
    insertDemoInvoice(db, { croudie, billing, holidays: shared.holidays, n, status, provider, created: madeAfter(monthsAgo), logs });
  const declined = await work(5, 'Declined then re-invoiced work');
  await invoice(1, 'declined', 'declined', 5, declined);
  await invoice(2, 'paid', 'outgoing_payment_sent', 4, [...declined, ...(await work(4, 'Paid work'))]);
  await invoice(3, 'pending', 'processing', 3, await work(3, 'Pending work'));
  await invoice(4, 'draft', null, 2, await work(2, 'Draft work'));
}
