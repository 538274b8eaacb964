import { and, asc, eq, inArray } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { clients } from '../modules/clients/clients.tables.js';
import { platformOf, SESSION_MINUTES, todayOf, type EngineType } from '../modules/credentials/credentials.rules.js';
import { credentialProviders, credentialSessions, platformAccounts, taskCredentials } from '../modules/credentials/credentials.tables.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { agencyUsers, croudies } from '../modules/people/people.tables.js';
import { jobs } from '../modules/work/jobs.tables.js';
import { tasks } from '../modules/work/work.tables.js';
import { DEMO_CROUDIES } from './demo-accounts.js';

/** The demo client whose credentials come from an upstream credential service that is down. */
export const FAILING_PROVIDER_CLIENT = 'Dune Fashion';
/** Nothing listens on the discard port: every provisioning call is refused, through the real http provider. */
export const UNREACHABLE_CREDENTIAL_SERVICE = 'http://127.0.0.1:9/provision';

/**
 * Credential providers of the demo clients: every client uses the built-in vault except Dune Fashion, whose
 * credential service is unreachable (provisioning there fails: the account access drawer's error and retry path;
 * adding credentials there answers Unknown Error).
 */
export async function seedCredentialProviders(db: Database, _clock: Clock): Promise<void> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, FAILING_PROVIDER_CLIENT));
  if (!client) return;
  await db.insert(credentialProviders).values({ clientId: client.id, kind: 'http', endpoint: UNREACHABLE_CREDENTIAL_SERVICE });
}

/** The clients whose credentials the administrators' demo data adds to (not those the croudie journeys count on). */
export const ADMIN_DEMO_CLIENTS = ['Acme Outdoor', 'Bluebird Travel', 'Fjord Insurance', 'Granite Bank'];
/** Accounts the agency holds at Google and Microsoft that are not a credential of any client yet (to add in dev). */
export const SPARE_PLATFORM_ACCOUNTS: readonly { platform: 'google' | 'microsoft'; emailAddress: string }[] = [
  ...Array.from({ length: 6 }, (_, i) => ({ platform: 'google' as const, emailAddress: `spare.google${i + 1}@credentials.example.com` })),
  ...Array.from({ length: 3 }, (_, i) => ({
    platform: 'microsoft' as const,
    emailAddress: `spare.microsoft${i + 1}@credentials.example.com`,
  })),
];

interface Spec {
  engineType: EngineType;
  status: 'available' | 'unverified';
  accessLevel?: 'standard' | 'admin';
  /** Days from today; negative: expired. */
  expiresInDays?: number;
}

/** Per demo client: the platforms the summary and pickers show beside the base Google Ads, Analytics, Microsoft Ads. */
const ADMIN_SPECS: Spec[] = [
  { engineType: 'googleSearchConsole', status: 'available', expiresInDays: 90 },
  { engineType: 'googleSearchConsole', status: 'available', expiresInDays: -3 },
  { engineType: 'googleCampaignManager', status: 'available' },
  { engineType: 'googleCampaignManager', status: 'available', accessLevel: 'admin', expiresInDays: 180 },
  { engineType: 'googleCampaignManager', status: 'unverified' },
  { engineType: 'googleDv360', status: 'available', accessLevel: 'admin' },
  { engineType: 'googleDv360', status: 'unverified', expiresInDays: 30 },
  { engineType: 'microsoftPowerBI', status: 'available', expiresInDays: 365 },
  { engineType: 'microsoftSharepoint', status: 'available' },
];

/**
 * The credential administrators' demo data (staff-and-admin.md §3 Task credential (admin)), on top of the base
 * credentials seed/work.ts gives every client: more platforms (CM360, DV360, Search Console, Power BI, SharePoint) for
 * four clients with requesters, expirations (one expired each), jobs and access levels, so the list pages; every status
 * (croudie.active holds a Fjord Insurance CM360 credential for their task in progress: occupied); past sessions; and
 * the built-in provider's directory of platform accounts: every credential's account plus some spare ones.
 */
export async function seedCredentialAdmin(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const dayIn = (days: number) => todayOf(new Date(now.getTime() + days * DAY_MS));
  const clientRows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.name, ADMIN_DEMO_CLIENTS))
    .orderBy(asc(clients.id));
  const staff = await db.select({ id: agencyUsers.id }).from(agencyUsers).orderBy(asc(agencyUsers.id));
  if (!clientRows.length || !staff.length) return;
  const jobRows = await db.select({ id: jobs.id, clientId: jobs.clientId }).from(jobs).orderBy(asc(jobs.id));

  const values: (typeof taskCredentials.$inferInsert)[] = [];
  clientRows.forEach((client, c) => {
    const clientJobs = jobRows.filter((j) => j.clientId === client.id);
    ADMIN_SPECS.forEach((spec, i) => {
      const n = ADMIN_SPECS.slice(0, i).filter((s) => s.engineType === spec.engineType).length + 1;
      values.push({
        clientId: client.id,
        engineType: spec.engineType,
        emailAddress: `${spec.engineType.toLowerCase()}${n}.client${client.id}@credentials.example.com`,
        status: spec.status,
        accessLevel: spec.accessLevel ?? 'standard',
        requesterId: staff[(c + i) % Math.min(staff.length, 4)]!.id,
        expiresOn: spec.expiresInDays === undefined ? null : dayIn(spec.expiresInDays),
        jobId: clientJobs.length && i % 3 === 0 ? clientJobs[(i / 3) % clientJobs.length]!.id : null,
        createdAt: ago(60 - c * 5 - i),
      });
    });
  });
  const inserted = await db.insert(taskCredentials).values(values).returning({
    id: taskCredentials.id,
    clientId: taskCredentials.clientId,
    engineType: taskCredentials.engineType,
    status: taskCredentials.status,
  });

  // Sessions: croudie.active holds the first Fjord Insurance CM360 credential for their task in progress there (task 6);
  // the first Search Console credential of each client was lent before (released, or expired).
  const [active] = await db.select({ id: croudies.id }).from(croudies).where(eq(croudies.email, DEMO_CROUDIES[0]!.email));
  const others = await db
    .select({ id: croudies.id })
    .from(croudies)
    .where(eq(croudies.status, 'active'))
    .orderBy(asc(croudies.id))
    .limit(4);
  const sessions: (typeof credentialSessions.$inferInsert)[] = [];
  for (const client of clientRows) {
    const [task] = await db
      .select({ id: tasks.id, croudieId: tasks.croudieId })
      .from(tasks)
      .where(and(eq(tasks.clientId, client.id), eq(tasks.state, 'in_progress')))
      .orderBy(asc(tasks.id))
      .limit(1);
    const past = inserted.find((r) => r.clientId === client.id && r.engineType === 'googleSearchConsole');
    if (past) {
      others.forEach((croudie, k) =>
        sessions.push({
          credentialId: past.id,
          principalId: principalIdOf('CROUDIE', croudie.id),
          taskId: task?.id ?? null,
          password: `demo-session-${past.id}-${k}`,
          url: 'https://search.google.com/search-console',
          createdAt: ago(20 - k * 4),
          expiresAt: new Date(ago(20 - k * 4).getTime() + SESSION_MINUTES * 60_000),
          // the last one ran until it expired; the others were relinquished after an hour
          releasedAt:
            k === others.length - 1
              ? new Date(ago(20 - k * 4).getTime() + SESSION_MINUTES * 60_000)
              : new Date(ago(20 - k * 4).getTime() + 3_600_000),
        }),
      );
    }
    const held = inserted.find((r) => r.clientId === client.id && r.engineType === 'googleCampaignManager' && r.status === 'available');
    if (client.name === 'Fjord Insurance' && held && active && task?.croudieId === active.id) {
      sessions.push({
        credentialId: held.id,
        principalId: principalIdOf('CROUDIE', active.id),
        taskId: task.id,
        password: `demo-session-${held.id}-live`,
        url: 'https://campaignmanager.google.com/',
        createdAt: new Date(now.getTime() - 30 * 60_000),
        expiresAt: new Date(now.getTime() + (SESSION_MINUTES - 30) * 60_000),
      });
    }
  }
  if (sessions.length) await db.insert(credentialSessions).values(sessions);

  // The vault's directory: the account behind every credential, and the spare ones.
  const all = await db.select({ engineType: taskCredentials.engineType, emailAddress: taskCredentials.emailAddress }).from(taskCredentials);
  const directory = new Map<string, typeof platformAccounts.$inferInsert>();
  for (const account of [
    ...all.map((a) => ({ platform: platformOf(a.engineType), emailAddress: a.emailAddress })),
    ...SPARE_PLATFORM_ACCOUNTS,
  ]) {
    directory.set(`${account.platform}:${account.emailAddress.toLowerCase()}`, { ...account, createdAt: ago(200) });
  }
  await db.insert(platformAccounts).values([...directory.values()]);
}
