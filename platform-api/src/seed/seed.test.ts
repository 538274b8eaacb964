import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/support/api.js';
import { DAY_MS } from '../kit/clock.js';
import { channels, clients } from '../modules/clients/clients.tables.js';
import { identityAccounts } from '../modules/identity/identity.tables.js';
import { agencyUsers, croudies, principalRoles } from '../modules/people/people.tables.js';
import { tasks } from '../modules/work/work.tables.js';
import { TASK_STATES } from '../modules/work/work.rules.js';
import { STAFF_ROLES } from '../modules/people/people.rules.js';
import { INVOICE_STATUSES, PROVIDER_STATUSES } from '../modules/payments/payments.rules.js';
import { invoiceLines, invoices } from '../modules/payments/payments.tables.js';
import { databaseIsEmpty } from './index.js';
import { SHELL_ACCOUNTS } from './shell-accounts.js';
import * as v from 'valibot';
import { ChannelTypeSchema, OfficeSchema } from '../modules/reference/reference.rules.js';
import {
  channelTypes,
  offices,
  qualifications,
  teamMembers,
  teams,
  verifications,
  verticals,
} from '../modules/reference/reference.tables.js';

const NOW = new Date('2026-07-01T12:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(async () => {
  await api?.close();
});

const rolesOf = async (principalId: string) =>
  (await api.db.select().from(principalRoles).where(eq(principalRoles.principalId, principalId))).map((r) => r.role).sort();

describe('demo data', () => {
  it('creates a sign-in account for exactly the demo accounts of the contract (plus the shell-chrome cases), in their tenants', async () => {
    const accounts = await api.db.select().from(identityAccounts);
    const shellCases = SHELL_ACCOUNTS.map((a) => [a.email, 'network']);
    expect(
      accounts
        .map((a) => [a.email, a.tenant])
        .filter(([email]) => !shellCases.some(([e]) => e === email))
        .sort(),
    ).toEqual(
      [
        ['client.user@example.com', 'client'],
        ['croudie.active@example.com', 'network'],
        ['croudie.agreement@example.com', 'network'],
        ['croudie.golive@example.com', 'network'], // a second pending croudie for the go-live journey (seed/onboarding.ts)
        ['croudie.inactive@example.com', 'network'],
        ['croudie.limited@example.com', 'network'],
        ['croudie.mfa@example.com', 'network'],
        ['croudie.newpassword@example.com', 'network'],
        ['croudie.pending@example.com', 'network'],
        ['croudie.us@example.com', 'network'],
        ['staff.admin@example.com', 'control'],
        ['staff.member@example.com', 'control'],
        ['hr.user@example.com', 'control'],
        ['finance.user@example.com', 'control'],
        ['academy.user@example.com', 'control'],
      ].sort(),
    );
    expect(
      accounts
        .filter((a) => shellCases.some(([e]) => e === a.email))
        .map((a) => [a.email, a.tenant])
        .sort(),
    ).toEqual(shellCases.sort());
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    expect(byEmail.get('croudie.mfa@example.com')?.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(byEmail.get('croudie.newpassword@example.com')?.passwordChangeRequired).toBe(true);
    expect(accounts.every((a) => a.passwordHash?.startsWith('$argon2id$'))).toBe(true);
  });

  it('gives the demo people their roles', async () => {
    expect(await rolesOf('user-service:users:1')).toEqual([...STAFF_ROLES].sort());
    expect(await rolesOf('user-service:users:2')).toEqual(['fte_core', 'job_user']);
    expect(await rolesOf('user-service:users:3')).toEqual(['fte_core', 'hr_user']);
    expect(await rolesOf('user-service:users:4')).toEqual(['finance', 'fte_core']);
    expect(await rolesOf('user-service:users:5')).toEqual(['academy', 'fte_core']);
    expect(await rolesOf('croudie-network:croudies:3')).toEqual(['croudie-pending']);
    expect(await rolesOf('croudie-network:croudies:4')).toEqual(['croudie-inactive']);
    expect(await rolesOf('client-portal:client-users:1')).toEqual(['client_user']);
  });

  it('holds the special cases, dated by the clock', async () => {
    const rows = await api.db.select().from(croudies);
    const byEmail = new Map(rows.map((c) => [c.email, c]));
    const near = (date: Date | null | undefined, expected: number) => Math.abs((date?.getTime() ?? 0) - expected) < 60_000;
    expect(byEmail.get('croudie.active@example.com')).toMatchObject({ countryCode: 'GB', entityType: 'any_other_type' });
    expect(byEmail.get('croudie.limited@example.com')?.entityType).toBe('limited_company');
    expect(near(byEmail.get('croudie.pending@example.com')?.signedUpAt, NOW.getTime() - 10 * DAY_MS)).toBe(true);
    expect(byEmail.get('croudie.inactive@example.com')?.offboardAt).not.toBeNull();
    expect(byEmail.get('croudie.us@example.com')).toMatchObject({ countryCode: 'US', usState: null });
  });

  it('has volume for every list', async () => {
    const [croudieCount] = await api.db.select({ n: count() }).from(croudies);
    expect(croudieCount!.n).toBeGreaterThanOrEqual(40);
    const [clientCount] = await api.db.select({ n: count() }).from(clients);
    expect(clientCount!.n).toBe(10);
    const channelRows = await api.db.select().from(channels);
    expect(channelRows.some((c) => c.state === 'inactive')).toBe(true);
    expect(channelRows.filter((c) => c.slug === 'new_business')).toHaveLength(1);
    const taskRows = await api.db.select().from(tasks);
    expect(taskRows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(taskRows.map((t) => t.state))).toEqual(new Set(TASK_STATES));
    const [staffCount] = await api.db.select({ n: count() }).from(agencyUsers);
    expect(new Set(taskRows.map((t) => t.ownerId)).size).toBe(staffCount!.n);
  });

  it('is deterministic: a second database gets the same tasks', async () => {
    const other = await startTestApi({ now: NOW });
    try {
      const names = async (api: TestApi) =>
        (await api.db.select().from(tasks).orderBy(tasks.id)).map((t) => [t.name, t.state, t.croudieId]);
      expect(await names(other)).toEqual(await names(api));
      expect(await databaseIsEmpty(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('reference data of settings (ADR 0256)', () => {
  it('has at least 30 of each, a few qualifications imported from the campus, and valid offices', async () => {
    for (const table of [offices, teams, qualifications, verticals, channelTypes, verifications]) {
      const [row] = await api.db.select({ n: count() }).from(table);
      expect(row!.n).toBeGreaterThanOrEqual(30);
    }
    const imported = await api.db.select().from(qualifications).where(eq(qualifications.campusImported, true));
    expect(imported.length).toBeGreaterThanOrEqual(3);
    for (const office of await api.db.select().from(offices)) expect(v.safeParse(OfficeSchema, office).success, office.name).toBe(true);
    for (const type of await api.db.select().from(channelTypes)) expect(v.safeParse(ChannelTypeSchema, type).success, type.slug).toBe(true);
  });

  it('puts every staff user in a team; each leader is a member; staff.member is in exactly one', async () => {
    const members = await api.db.select().from(teamMembers);
    const staff = await api.db.select().from(agencyUsers);
    for (const user of staff)
      expect(
        members.some((m) => m.userId === user.id),
        user.email,
      ).toBe(true);
    for (const team of await api.db.select().from(teams))
      expect(
        members.some((m) => m.teamId === team.id && m.userId === team.leaderId),
        team.name,
      ).toBe(true);
    const member = staff.find((s) => s.email === 'staff.member@example.com')!;
    expect(members.filter((m) => m.userId === member.id)).toHaveLength(1);
  });

  it('is deterministic: a second database gets the same teams and channel type ids', async () => {
    const other = await startTestApi({ now: NOW });
    try {
      const shape = async (api: TestApi) => ({
        teams: await api.db.select().from(teams).orderBy(teams.id),
        members: await api.db.select().from(teamMembers).orderBy(teamMembers.teamId, teamMembers.userId),
        channelTypes: await api.db.select().from(channelTypes).orderBy(channelTypes.id),
      });
      expect(await shape(other)).toEqual(await shape(api));
    } finally {
      await other.close();
    }
  });
});

describe('demo invoices (issue 17)', () => {
  it('holds every invoice status and every provider status, over volume croudies’ and croudie.active’s work, with totals of their lines', async () => {
    const rows = await api.db.select().from(invoices);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INVOICE_STATUSES));
    expect(new Set(rows.map((r) => r.providerStatus).filter(Boolean))).toEqual(new Set(PROVIDER_STATUSES));
    const owners = await api.db.select({ id: croudies.id, email: croudies.email }).from(croudies);
    const emailOf = new Map(owners.map((o) => [o.id, o.email]));
    for (const row of rows) expect(emailOf.get(row.croudieId), row.reference).toMatch(/^croudie\.(\d+|active)@example\.com$/);
    // croudie.active (the payment centre's journeys) has one in every status
    const active = rows.filter((r) => emailOf.get(r.croudieId) === 'croudie.active@example.com');
    expect(active.map((r) => r.status).sort()).toEqual([...INVOICE_STATUSES].sort());
    const lines = await api.db.select().from(invoiceLines);
    for (const row of rows) {
      const own = lines.filter((l) => l.invoiceId === row.id);
      expect(own.length, row.reference).toBeGreaterThan(0);
      const sum = own.reduce((total, l) => total + Math.round(Number(l.total) * 100), 0);
      expect(Math.round(Number(row.subTotal) * 100), row.reference).toBe(sum);
      // a declined invoice's work carries over: its lines are released
      for (const line of own) expect(line.releasedAt === null, row.reference).toBe(row.status !== 'declined');
    }
  });
});
