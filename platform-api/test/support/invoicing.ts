// Fixtures of the payment centre's tests (issue 17): a croudie of the test's own who can sign in and invoice, and
// completed work for them, written straight to the database so each test depends on nothing another test did.
import { asc, eq } from 'drizzle-orm';
import { channels, clients } from '../../src/modules/clients/clients.tables.js';
import { createIdentityAccount } from '../../src/modules/identity/accounts.js';
import { croudieInvoiceSettings } from '../../src/modules/people/banners.tables.js';
import { croudies, principalRoles } from '../../src/modules/people/people.tables.js';
import { tasks, workLogs } from '../../src/modules/work/work.tables.js';
import { DEMO_PASSWORD, demoPasswordHash } from '../../src/seed/demo-accounts.js';
import type { TestApi } from './api.js';
import { signIn } from './sign-in.js';

export interface TestCroudie {
  id: number;
  email: string;
  name: string;
  principalId: string;
  token: string;
}

export interface TestCroudieOptions {
  countryCode?: string;
  entityType?: 'limited_company' | 'any_other_type';
  /** null: none saved. */
  phoneNumber?: string | null;
  /** false: no invoice settings saved. */
  settings?: boolean;
  vatNumber?: string | null;
  role?: 'croudie-active' | 'croudie-inactive' | 'croudie-pending';
}

let made = 0;

/** A croudie who can sign in (croudie-active by default), with a valid phone and complete invoice settings. */
export async function makeCroudie(api: TestApi, key: string, options: TestCroudieOptions = {}): Promise<TestCroudie> {
  const at = api.clock.now();
  const countryCode = options.countryCode ?? 'GB';
  const email = `invoicing.${key}.${++made}@example.com`;
  const [row] = await api.db
    .insert(croudies)
    .values({
      email,
      firstName: 'Ivy',
      lastName: `Invoicer ${key}`,
      status: options.role === 'croudie-pending' ? 'pending' : options.role === 'croudie-inactive' ? 'inactive' : 'active',
      phoneNumber: options.phoneNumber === undefined ? '+447911123456' : options.phoneNumber,
      countryCode,
      entityType: options.entityType ?? 'any_other_type',
      createdAt: at,
      signedUpAt: at,
    })
    .returning();
  const principalId = `croudie-network:croudies:${row!.id}`;
  const roles = [options.role ?? 'croudie-active'];
  await api.db.insert(principalRoles).values(roles.map((role) => ({ principalId, role, grantedAt: at })));
  if (options.settings ?? true) {
    await api.db.insert(croudieInvoiceSettings).values({
      croudieId: row!.id,
      billingName: `Ivy Invoicer ${key}`,
      addressLine1: '1 High Street',
      addressLine2: null,
      city: 'Leeds',
      postcode: 'LS1 1AA',
      countryCode,
      usState: countryCode === 'US' ? 'NY' : null,
      bankAccountName: `Ivy Invoicer ${key}`,
      bankAccountLast4: '6789',
      sortCode: countryCode === 'GB' ? '123456' : null,
      iban: countryCode === 'GB' ? null : 'DE89370400440532013000',
      providerRecipientId: `rcp_${row!.id}`,
      vatNumber: options.vatNumber ?? null,
      updatedAt: at,
    });
  }
  await createIdentityAccount(api.db, {
    principalId,
    email,
    tenant: 'network',
    passwordHash: await demoPasswordHash(),
    emailConfirmed: true,
    roles,
  });
  const { accessToken } = await signIn(api.baseUrl, email, DEMO_PASSWORD, { host: 'network.localhost:8080' });
  return { id: row!.id, email, name: `Ivy Invoicer ${key}`, principalId, token: accessToken };
}

/** A completed fixed-cost task of the croudie, completed at `completedAt`, and its work log (returned). */
export async function addWork(
  api: TestApi,
  croudieId: number,
  completedAt: Date,
  pence: number,
  options: { channelId?: number | null; name?: string } = {},
): Promise<typeof workLogs.$inferSelect> {
  const [client] = await api.db.select().from(clients).where(eq(clients.state, 'active')).orderBy(asc(clients.id)).limit(1);
  const [channel] = await api.db.select().from(channels).where(eq(channels.clientId, client!.id)).orderBy(asc(channels.id)).limit(1);
  const channelId = options.channelId === undefined ? (channel?.id ?? null) : options.channelId;
  const name = options.name ?? `Invoicing fixture ${Math.random().toString(36).slice(2, 8)}`;
  const [task] = await api.db
    .insert(tasks)
    .values({
      name,
      state: 'completed',
      clientId: client!.id,
      channelId,
      ownerId: 1,
      croudieId,
      createdAt: new Date(completedAt.getTime() - 7 * 86_400_000),
      completedAt,
      fixedCostPence: pence,
    })
    .returning();
  const [log] = await api.db
    .insert(workLogs)
    .values({
      taskId: task!.id,
      croudieId,
      description: name,
      completedAt,
      channelId,
      clientId: client!.id,
      summary: 'Delivered as briefed.',
      rate: null,
      total: (pence / 100).toFixed(2),
    })
    .returning();
  return log!;
}
