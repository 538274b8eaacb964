import { asc } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { clients } from '../modules/clients/clients.tables.js';
import { createIdentityAccount } from '../modules/identity/accounts.js';
import { croudieInvoiceSettings } from '../modules/people/banners.tables.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers, agreementAcceptances, agreements, croudies, principalRoles } from '../modules/people/people.tables.js';
import { startOfMonth } from '../modules/people/banners.rules.js';
import { workMinutes } from '../modules/work/task-flow.js';
import { workLogAmounts } from '../modules/work/work.data.js';
import { tasks, workLogs } from '../modules/work/work.tables.js';
import { demoPasswordHash } from './demo-accounts.js';
import { demoAccount } from './invoice-settings.js';

/**
 * Extra network accounts beyond the contract's, one per shell-chrome case the contract's accounts do not cover
 * (ADR 0075): the monthly hours chip at 79 %, 80 % and 100 % of 5760 minutes, an active croudie with automatic
 * offboarding scheduled (the "still active" dialog), a second inactive one (the failure path) and one that meets all
 * four banner conditions at once (their order). They are added after every other croudie, so no earlier id moves.
 */
export interface ShellAccount {
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'inactive';
  countryCode: string;
  /**
   * Minutes of unpaid work (£0.00) logged this month, for the hours chip: work logs completed between the start of the
   * month in Europe/London and the clock (ADR 0265), so the earnings chip stays at £0.00.
   */
  monthMinutes?: number;
  offboardInDays?: number;
  /** Invoice settings saved without the payout account (update-payment-details). */
  incompleteInvoiceSettings?: boolean;
  /** One completed task with its work log from 40 days before the clock (ready to invoice in the window). */
  workLogReadyToInvoice?: boolean;
}

export const SHELL_ACCOUNTS: ShellAccount[] = [
  // 4551 / 5760 = 79.01 %, 4608 = exactly 80 %, 5760 = 100 %.
  {
    email: 'croudie.hours79@example.com',
    firstName: 'Hana',
    lastName: 'Seventynine',
    status: 'active',
    countryCode: 'GB',
    monthMinutes: 4551,
  },
  {
    email: 'croudie.hours80@example.com',
    firstName: 'Hugo',
    lastName: 'Eighty',
    status: 'active',
    countryCode: 'GB',
    monthMinutes: 4608,
  },
  {
    email: 'croudie.hours100@example.com',
    firstName: 'Hedy',
    lastName: 'Hundred',
    status: 'active',
    countryCode: 'GB',
    monthMinutes: 5760,
  },
  {
    email: 'croudie.offboarding@example.com',
    firstName: 'Otto',
    lastName: 'Offboard',
    status: 'active',
    countryCode: 'GB',
    offboardInDays: 7,
  },
  {
    email: 'croudie.offboarding.inactive@example.com',
    firstName: 'Ines',
    lastName: 'Offboard',
    status: 'inactive',
    countryCode: 'GB',
    offboardInDays: 5,
  },
  {
    email: 'croudie.banners@example.com',
    firstName: 'Bea',
    lastName: 'Banners',
    status: 'active',
    countryCode: 'US',
    offboardInDays: 10,
    incompleteInvoiceSettings: true,
    workLogReadyToInvoice: true,
  },
];

const HOURLY_RATE = '20';
const WORKING_DAY_MINUTES = 480;

export async function seedShellAccounts(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .insert(croudies)
    .values(
      SHELL_ACCOUNTS.map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        status: a.status,
        countryCode: a.countryCode,
        usState: null,
        entityType: 'any_other_type' as const,
        signedUpAt: ago(365),
        onboardingDeadline: null,
        offboardAt: a.offboardInDays === undefined ? null : new Date(now.getTime() + a.offboardInDays * DAY_MS),
        timezone: a.countryCode === 'US' ? 'America/New_York' : 'Europe/London',
        city: a.countryCode === 'GB' ? 'London' : null,
        hourlyRate: HOURLY_RATE,
        bio: null,
        createdAt: ago(365),
      })),
    )
    .returning({ id: croudies.id });

  await db.insert(principalRoles).values(
    rows.map((row, i) => ({
      principalId: principalIdOf('CROUDIE', row.id),
      role: `croudie-${SHELL_ACCOUNTS[i]!.status}`,
      grantedAt: ago(365),
    })),
  );

  await db.insert(croudieInvoiceSettings).values(
    rows.map((row, i) => {
      const a = SHELL_ACCOUNTS[i]!;
      return {
        croudieId: row.id,
        billingName: `${a.firstName} ${a.lastName}`,
        addressLine1: `${row.id} Station Road`,
        city: a.countryCode === 'US' ? 'Springfield' : 'London',
        postcode: a.countryCode === 'US' ? '10001' : 'N1 1AA',
        countryCode: a.countryCode,
        usState: null,
        bankAccountName: a.incompleteInvoiceSettings ? null : `${a.firstName} ${a.lastName}`,
        bankAccountLast4: a.incompleteInvoiceSettings ? null : String(1000 + row.id),
        ...(a.incompleteInvoiceSettings ? {} : demoAccount(a.countryCode, row.id)),
        updatedAt: now,
      };
    }),
  );

  // They have accepted every published agreement (only croudie.agreement meets the /agreement page).
  const published = await db.select({ id: agreements.id, publishedAt: agreements.publishedAt }).from(agreements);
  if (published.length) {
    await db
      .insert(agreementAcceptances)
      .values(
        published.flatMap((a) =>
          rows.map((row) => ({ agreementId: a.id, principalId: principalIdOf('CROUDIE', row.id), acceptedAt: a.publishedAt })),
        ),
      );
  }

  const [client] = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(1);
  const [owner] = await db.select({ id: agencyUsers.id }).from(agencyUsers).orderBy(asc(agencyUsers.id)).limit(1);
  for (const [i, row] of rows.entries()) {
    const a = SHELL_ACCOUNTS[i]!;
    if (!a.workLogReadyToInvoice || !client || !owner) continue;
    const completedAt = ago(40);
    const [task] = await db
      .insert(tasks)
      .values({
        name: `Proofread landing pages for ${a.firstName}`,
        state: 'completed',
        clientId: client.id,
        channelId: null,
        ownerId: owner.id,
        reviewerId: null,
        croudieId: row.id,
        deadline: completedAt,
        completedAt,
        work: 'Delivered as briefed.',
        createdAt: ago(50),
      })
      .returning({ id: tasks.id });
    await db.insert(workLogs).values({
      taskId: task!.id,
      croudieId: row.id,
      description: 'Proofread landing pages',
      completedAt,
      channelId: null,
      clientId: client.id,
      summary: 'Delivered as briefed.',
      rate: null,
      total: '120.00',
    });
  }

  // The hours-chip croudies' month so far: unpaid tasks (a fixed cost of £0 with allocated minutes) of at most a
  // working day each, completed between the start of the month and the clock.
  const monthStart = startOfMonth(now).getTime();
  for (const [i, row] of rows.entries()) {
    const a = SHELL_ACCOUNTS[i]!;
    if (!a.monthMinutes || !client || !owner) continue;
    const chunks = Array.from({ length: Math.ceil(a.monthMinutes / WORKING_DAY_MINUTES) }, (_, k) =>
      Math.min(WORKING_DAY_MINUTES, a.monthMinutes! - k * WORKING_DAY_MINUTES),
    );
    const at = (k: number) => new Date(monthStart + ((now.getTime() - monthStart) * (k + 1)) / (chunks.length + 1));
    const taskRows = await db
      .insert(tasks)
      .values(
        chunks.map((minutes, k) => ({
          name: `Internal training, part ${k + 1}`,
          state: 'completed' as const,
          clientId: client.id,
          channelId: null,
          ownerId: owner.id,
          reviewerId: null,
          croudieId: row.id,
          deadline: at(k),
          completedAt: at(k),
          work: 'Training completed.',
          fixedCostPence: 0,
          allocatedMinutes: minutes,
          createdAt: new Date(monthStart),
        })),
      )
      .returning({ id: tasks.id });
    await db.insert(workLogs).values(
      chunks.map((minutes, k) => ({
        taskId: taskRows[k]!.id,
        croudieId: row.id,
        description: `Internal training, part ${k + 1}`,
        completedAt: at(k),
        channelId: null,
        clientId: client.id,
        summary: 'Training completed.',
        ...workLogAmounts({ fixedCostPence: 0, allocatedMinutes: minutes }, HOURLY_RATE),
        minutes: workMinutes({ fixedCostPence: 0, allocatedMinutes: minutes }, HOURLY_RATE),
      })),
    );
  }

  for (const [i, row] of rows.entries()) {
    const a = SHELL_ACCOUNTS[i]!;
    await createIdentityAccount(db, {
      principalId: principalIdOf('CROUDIE', row.id),
      email: a.email,
      tenant: 'network',
      passwordHash: await demoPasswordHash(),
      emailConfirmed: true,
      roles: [`croudie-${a.status}`],
    });
  }
}
