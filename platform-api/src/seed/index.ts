import { count } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { channels, clientAccess, clients } from '../modules/clients/clients.tables.js';
import type { ClientAccess, ClientState } from '../modules/clients/clients.rules.js';
import { featureFlags } from '../modules/flags/flags.tables.js';
import type { FeatureFlag } from '../modules/flags/flags.rules.js';
import { createIdentityAccount } from '../modules/identity/accounts.js';
import { ONBOARDING_PERIOD_DAYS, principalIdOf, STAFF_ROLES } from '../modules/people/people.rules.js';
import { agencyUsers, clientUsers, croudies, principalRoles } from '../modules/people/people.tables.js';
import { tasks } from '../modules/work/work.tables.js';
import { TASK_STATES, type TaskState } from '../modules/work/work.rules.js';
import { DEMO_CLIENT_USER, DEMO_CROUDIES, DEMO_STAFF, demoPasswordHash } from './demo-accounts.js';
import { createRandom } from './prng.js';
import { seedJournals } from './journal.js';
import { seedWork } from './work.js';
import { seedDashboards } from './dashboard.js';
import { seedCredentialAdmin, seedCredentialProviders } from './credentials.js';
import { seedPlan } from './plan.js';
import { seedNotifications } from './notifications.js';
import { seedAnnouncements } from './announcements.js';
import { seedInvoiceSettings } from './invoice-settings.js';
import { seedInvoices } from './invoices.js';
import { seedAgreements } from './agreements.js';
import { seedShellAccounts } from './shell-accounts.js';
import { seedOnboarding } from './onboarding.js';
import { seedReference } from './reference.js';
import { seedTaskTemplates } from './task-templates.js';
import { seedStaffProfiles, seedStaffQualifications } from './staff-profiles.js';
import { seedPublicHolidays } from './public-holidays.js';
import { seedAgencyChannels } from './agency-channels.js';
import { seedAvailability } from './availability.js';
import { operationCatalogue } from '../kit/graphql/operations.js';
import { syncRoleSettings } from '../modules/roles/roles.data.js';
import { buildSchema } from '../schema/index.js';

const FIRST = [
  'Olivia',
  'Noah',
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Arthur',
  'Mia',
  'Leo',
  'Ivy',
  'Oscar',
  'Freya',
  'Harry',
  'Lily',
  'Jack',
  'Rosie',
  'Theo',
  'Sofia',
  'Finn',
  'Zara',
  'Luca',
  'Maya',
  'Ethan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Khan',
  'Lewis',
];
const COUNTRIES = ['GB', 'GB', 'GB', 'IE', 'DE', 'FR', 'ES', 'NL', 'US', 'PL'];
const US_STATES = ['CA', 'NY', 'TX', 'WA'];
const CLIENT_NAMES = [
  'Acme Outdoor',
  'Bluebird Travel',
  'Cobalt Energy',
  'Dune Fashion',
  'Evergreen Foods',
  'Fjord Insurance',
  'Granite Bank',
  'Harbour Hotels',
  'Indigo Games',
  'Juniper Health',
];
const CHANNEL_KINDS = [
  ['Paid Search', 'paid_search'],
  ['Paid Social', 'paid_social'],
  ['SEO', 'seo'],
  ['Content', 'content'],
  ['Analytics', 'analytics'],
] as const;
const TASK_VERBS = ['Audit', 'Translate', 'Review', 'Build', 'Localise', 'Optimise', 'Report on', 'Research', 'Proofread', 'Tag'];
const TASK_OBJECTS = [
  'ad copy',
  'landing pages',
  'keyword list',
  'product feed',
  'campaign structure',
  'meta descriptions',
  'social posts',
  'tracking plan',
  'blog article',
  'sitelinks',
];

const EXTRA_STAFF = 8;
const EXTRA_CROUDIES = 40;

export interface SeedSummary {
  staff: number;
  croudies: number;
  clients: number;
  channels: number;
  tasks: number;
}

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(agencyUsers);
  return Number(row?.n ?? 0) === 0;
}

/**
 * The demo data of platform-contract.md: the demo accounts with their special cases, then enough clients, channels,
 * croudies and tasks for every list. Deterministic (seeded PRNG) with dates relative to the platform clock.
 */
export async function seedDemoData(db: Database, clock: Clock): Promise<SeedSummary> {
  const random = createRandom(20260101);
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const roleRows: { principalId: string; role: string; grantedAt: Date }[] = [];

  // Staff: the two demo accounts first (ids 1 and 2), then owners and reviewers.
  const staffValues = [
    ...DEMO_STAFF.map((s) => ({ email: s.email, firstName: s.firstName, lastName: s.lastName })),
    ...Array.from({ length: EXTRA_STAFF }, (_, i) => {
      const firstName = FIRST[(i * 5) % FIRST.length]!;
      const lastName = LAST[(i * 7 + 3) % LAST.length]!;
      return { email: `staff.${i + 1}@example.com`, firstName, lastName };
    }),
  ];
  const staff = await db
    .insert(agencyUsers)
    .values(
      staffValues.map((s, i) => ({
        ...s,
        status: 'active' as const,
        timezone: 'Europe/London',
        office: i % 2 ? 'London' : 'Manchester',
        countryCode: 'GB',
        dateOnboarded: ago(900 - i * 40),
        createdAt: ago(900 - i * 40),
      })),
    )
    .returning({ id: agencyUsers.id, email: agencyUsers.email });
  staff.forEach((row, i) => {
    const roles = i < DEMO_STAFF.length ? DEMO_STAFF[i]!.roles : ['fte_core', 'job_user', random.pick(STAFF_ROLES)];
    for (const role of new Set(roles)) roleRows.push({ principalId: principalIdOf('USER', row.id), role, grantedAt: ago(365) });
  });

  // Croudies: the demo croudies first (croudie.active is id 1), then volume.
  const croudieValues = [
    ...DEMO_CROUDIES.map((c) => ({
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      status: c.status,
      countryCode: c.countryCode,
      usState: c.usState,
      entityType: c.entityType,
      signedUpAt: ago(c.signedUpDaysAgo),
      onboardingDeadline: c.status === 'pending' ? ago(c.signedUpDaysAgo - ONBOARDING_PERIOD_DAYS) : null,
      offboardAt: c.offboardInDays === undefined ? null : ahead(c.offboardInDays),
      role: c.role,
    })),
    ...Array.from({ length: EXTRA_CROUDIES }, (_, i) => {
      const status = i % 10 === 0 ? 'pending' : i % 13 === 0 ? 'inactive' : 'active';
      const countryCode = random.pick(COUNTRIES);
      const signedUpDaysAgo = random.int(5, 900);
      const croudie = {
        email: `croudie.${String(i + 1).padStart(2, '0')}@example.com`,
        firstName: random.pick(FIRST),
        lastName: random.pick(LAST),
        status: status as 'pending' | 'inactive' | 'active',
        countryCode,
        usState: countryCode === 'US' ? random.pick(US_STATES) : null,
        entityType: random.chance(0.3) ? ('limited_company' as const) : ('any_other_type' as const),
        signedUpAt: ago(signedUpDaysAgo),
        onboardingDeadline: status === 'pending' ? ago(signedUpDaysAgo - ONBOARDING_PERIOD_DAYS) : null,
        offboardAt: status === 'inactive' ? ahead(random.int(3, 30)) : null,
        role: `croudie-${status}`,
      };
      // This draw gave the stored monthly minutes, now counted from work logs (ADR 0265); it stays so every value
      // seeded after it is as before.
      if (status === 'active') random.int(0, 9600);
      return croudie;
    }),
  ];
  const croudieRows = await db
    .insert(croudies)
    .values(
      croudieValues.map(({ role: _role, ...c }, i) => ({
        ...c,
        timezone: c.countryCode === 'US' ? 'America/New_York' : 'Europe/London',
        city: c.countryCode === 'GB' ? 'London' : null,
        hourlyRate: String(15 + (i % 10) * 2.5),
        bio: null,
        createdAt: c.signedUpAt,
      })),
    )
    .returning({ id: croudies.id });
  croudieRows.forEach((row, i) =>
    roleRows.push({ principalId: principalIdOf('CROUDIE', row.id), role: croudieValues[i]!.role, grantedAt: croudieValues[i]!.signedUpAt }),
  );

  // Clients and channels: one pending and one inactive client; every third client has an inactive channel;
  // the first client has the special new_business channel.
  const clientRows = await db
    .insert(clients)
    .values(
      CLIENT_NAMES.map((name, i) => ({
        name,
        state: (i === 8 ? 'pending' : i === 9 ? 'inactive' : 'active') as ClientState,
        createdAt: ago(1000 - i * 30),
      })),
    )
    .returning({ id: clients.id });
  const channelValues = clientRows.flatMap((client, i) => {
    const kinds = [0, 1, 2].map((k) => CHANNEL_KINDS[(i + k) % CHANNEL_KINDS.length]!);
    const rows: (typeof channels.$inferInsert)[] = kinds.map(([name, slug], k) => ({
      clientId: client.id,
      name,
      slug,
      state: (k === 2 && i % 3 === 0 ? 'inactive' : 'active') as 'active' | 'inactive',
      meta: {},
    }));
    if (i === 0) rows.push({ clientId: client.id, name: 'New Business', slug: 'new_business', state: 'active', meta: {} });
    return rows;
  });
  const channelRows = await db
    .insert(channels)
    .values(channelValues)
    .returning({ id: channels.id, clientId: channels.clientId, state: channels.state });
  const activeChannelsOf = (clientId: number) => channelRows.filter((c) => c.clientId === clientId && c.state === 'active');

  // Client user of the first client.
  const [clientUser] = await db
    .insert(clientUsers)
    .values({ ...DEMO_CLIENT_USER, status: 'active', clientId: clientRows[0]!.id, createdAt: ago(200) })
    .returning({ id: clientUsers.id });
  roleRows.push({ principalId: principalIdOf('CLIENT_USER', clientUser!.id), role: 'client_user', grantedAt: ago(200) });

  // Client access of croudie.active: granted on most, pending on one, restricted on one.
  const activePrincipal = principalIdOf('CROUDIE', croudieRows[0]!.id);
  const accessOf = (i: number): ClientAccess | null => (i < 6 ? 'granted' : i === 6 ? 'pending' : i === 7 ? 'restricted' : null);
  const accessRows = clientRows
    .map((client, i) => ({ principalId: activePrincipal, clientId: client.id, access: accessOf(i), updatedAt: ago(60) }))
    .filter((row): row is typeof row & { access: ClientAccess } => row.access !== null);
  for (const [i, row] of croudieRows.entries()) {
    if (i === 0) continue;
    accessRows.push({
      principalId: principalIdOf('CROUDIE', row.id),
      clientId: clientRows[i % 8]!.id,
      access: 'granted',
      updatedAt: ago(90),
    });
  }
  await db.insert(clientAccess).values(accessRows);

  // Tasks: croudie.active holds at least two of every state (offered, in progress, in review, completed…);
  // others spread over the active croudies; staff own and review.
  const staffIds = staff.map((s) => s.id);
  const assignable = croudieRows.filter((_, i) => croudieValues[i]!.status === 'active').map((c) => c.id);
  const taskValues: (typeof tasks.$inferInsert)[] = [];
  const addTask = (state: TaskState, croudieId: number | null, n: number) => {
    const client = clientRows[n % 8]!;
    const channelList = activeChannelsOf(client.id);
    const ownerId = staffIds[n % staffIds.length]!;
    const deadlineDays = state === 'completed' || state === 'delivered' || state === 'withdrawn' ? -random.int(1, 60) : random.int(-3, 30);
    taskValues.push({
      name: `${random.pick(TASK_VERBS)} ${random.pick(TASK_OBJECTS)} #${n + 1}`,
      state,
      clientId: client.id,
      channelId: channelList.length ? channelList[n % channelList.length]!.id : null,
      ownerId,
      reviewerId: state.startsWith('review') || n % 3 === 0 ? staffIds[(n + 1) % staffIds.length]! : null,
      croudieId,
      deadline: n % 11 === 5 ? null : ahead(deadlineDays),
      createdAt: ago(random.int(deadlineDays < 0 ? 61 : 1, 90)),
    });
  };
  let n = 0;
  for (const state of TASK_STATES) for (let k = 0; k < 3; k++) addTask(state, croudieRows[0]!.id, n++);
  const unassignedStates: TaskState[] = ['unassigned', 'review_unassigned', 'scheduled'];
  while (n < 75) {
    const state = random.pick(TASK_STATES);
    addTask(state, unassignedStates.includes(state) ? null : random.pick(assignable.slice(1)), n++);
  }
  await db.insert(tasks).values(taskValues);

  // Feature flags per user id.
  const flagRows: { principalId: string; flag: FeatureFlag }[] = [
    { principalId: activePrincipal, flag: 'croud_campus' },
    { principalId: activePrincipal, flag: 'journal_calendar_integration' },
    { principalId: activePrincipal, flag: 'imported_tasks' },
    { principalId: principalIdOf('USER', staff[0]!.id), flag: 'croud_campus' },
    { principalId: principalIdOf('USER', staff[0]!.id), flag: 'new_croudie_picker' },
    // finance.user works without the plan: the flag takes its links away (staff.member, a job user, keeps them)
    { principalId: principalIdOf('USER', staff[3]!.id), flag: 'hide_plan_link' },
  ];
  await db.insert(featureFlags).values(flagRows);
  await db.insert(principalRoles).values(roleRows);

  // Sign-in accounts for the demo people, created by the identity module (it owns password hashing).
  const rolesOf = (principalId: string) => roleRows.filter((r) => r.principalId === principalId).map((r) => r.role);
  for (const [i, demo] of DEMO_STAFF.entries()) {
    const principalId = principalIdOf('USER', staff[i]!.id);
    await createIdentityAccount(db, {
      principalId,
      email: demo.email,
      tenant: 'control',
      passwordHash: await demoPasswordHash(),
      roles: rolesOf(principalId),
    });
  }
  for (const [i, demo] of DEMO_CROUDIES.entries()) {
    const principalId = principalIdOf('CROUDIE', croudieRows[i]!.id);
    await createIdentityAccount(db, {
      principalId,
      email: demo.email,
      tenant: 'network',
      passwordHash: await demoPasswordHash(),
      passwordChangeRequired: demo.passwordChangeRequired ?? false,
      totpSecret: demo.totpSecret ?? null,
      emailConfirmed: true,
      roles: rolesOf(principalId),
    });
  }
  const clientPrincipal = principalIdOf('CLIENT_USER', clientUser!.id);
  await createIdentityAccount(db, {
    principalId: clientPrincipal,
    email: DEMO_CLIENT_USER.email,
    tenant: 'client',
    passwordHash: await demoPasswordHash(),
    roles: rolesOf(clientPrincipal),
  });

  await seedJournals(db, clock);
  await seedWork(db, clock);
  await seedDashboards(db, clock);
  await seedCredentialProviders(db, clock);
  await seedCredentialAdmin(db, clock);
  await seedPlan(db, clock);
  await seedNotifications(db, clock);
  await seedAnnouncements(db, clock);
  await seedInvoiceSettings(db, clock);
  await seedAgreements(db, clock);
  await seedShellAccounts(db, clock);
  await seedOnboarding(db, clock);
  await seedReference(db);
  await seedTaskTemplates(db, clock);
  await seedStaffProfiles(db, clock, DEMO_STAFF.length);
  await seedStaffQualifications(db, clock, DEMO_STAFF.length);
  await seedPublicHolidays(db, clock);
  await seedAvailability(db, clock);
  await seedAgencyChannels(db);
  await seedInvoices(db, clock);
  // every staff role as settings, granted the root fields whose declaration names it (also done at each start: ADR 0257)
  await syncRoleSettings(db, operationCatalogue(buildSchema()), now);
  return {
    staff: staff.length,
    croudies: croudieRows.length,
    clients: clientRows.length,
    channels: channelRows.length,
    tasks: taskValues.length,
  };
}
