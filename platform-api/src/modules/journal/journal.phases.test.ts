import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { clientAccess, clients } from '../clients/clients.tables.js';

// Monday 16 March 2026: the seeded phases are relative to it (Delivery from 14 Feb to 15 Apr, its sprint 9–23 March).
const NOW = new Date('2026-03-16T09:00:00Z');
let api: TestApi;
let admin: string;
let croudie: string;
let granted: number;
let notGranted: number;

const PICKER = `query($clientId: ID!, $filters: ClientPhaseFilters) {
  clientPhasePicker(clientId: $clientId, filters: $filters) { clientId clientName projects { name state phases { name state parentId startDate endDate } } }
}`;
type Picker = {
  clientPhasePicker: {
    clientId: string;
    clientName: string;
    projects: { name: string; state: string; phases: { name: string; parentId: string | null; startDate: string }[] }[];
  };
};
const pick = (token: string, clientId: number, filters?: Record<string, unknown>) =>
  gql<Picker>(api, PICKER, { token, variables: { clientId: String(clientId), ...(filters ? { filters } : {}) } });

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
  const firstThree = (await api.db.select({ id: clients.id }).from(clients).orderBy(clients.id).limit(3)).map((c) => c.id);
  const access = await api.db
    .select()
    .from(clientAccess)
    .where(and(eq(clientAccess.principalId, DEMO_PRINCIPALS.staffAdmin), inArray(clientAccess.clientId, firstThree)));
  granted = access.find((a) => a.access === 'granted')!.clientId;
  const all = await api.db.select().from(clientAccess).where(eq(clientAccess.principalId, DEMO_PRINCIPALS.staffAdmin));
  const grantedIds = new Set(all.filter((a) => a.access === 'granted').map((a) => a.clientId));
  notGranted = (await api.db.select({ id: clients.id }).from(clients)).map((c) => c.id).find((id) => !grantedIds.has(id))!;
  expect(notGranted).toBeDefined();
});
afterAll(async () => {
  await api?.close();
});

describe('clientPhasePicker', () => {
  it('defaults: active projects, top-level active phases only (includeChildren false), by start date', async () => {
    const res = await pick(admin, granted);
    expect(res.errors).toBeUndefined();
    const { projects } = res.data!.clientPhasePicker;
    expect(projects.map((p) => p.name)).toEqual([`${res.data!.clientPhasePicker.clientName} always-on`]);
    expect(projects[0]!.phases.map((p) => p.name)).toEqual(['Discovery', 'Delivery', 'Next quarter']);
    expect(projects[0]!.phases.every((p) => p.parentId === null)).toBe(true);
  });

  it('includeChildren adds nested phases; dateRange keeps the phases overlapping it; state inactive shows the archive', async () => {
    const withChildren = (await pick(admin, granted, { includeChildren: true })).data!.clientPhasePicker.projects[0]!.phases.map(
      (p) => p.name,
    );
    expect(withChildren).toContain('Delivery sprint');
    const ranged = await pick(admin, granted, { includeChildren: true, dateRange: { start: '2026-03-16', end: '2026-03-16' } });
    expect(ranged.data!.clientPhasePicker.projects[0]!.phases.map((p) => p.name)).toEqual(['Delivery', 'Delivery sprint']);
    const inactive = await pick(admin, granted, { state: 'inactive' });
    expect(inactive.data!.clientPhasePicker.projects.map((p) => p.phases.map((ph) => ph.name))).toEqual([['Old work']]);
  });

  it('validates on the server and checks who asks', async () => {
    const backwards = await pick(admin, granted, { dateRange: { start: '2026-03-20', end: '2026-03-16' } });
    expect(backwards.errors![0]!.extensions!.fieldErrors).toEqual({ 'dateRange.end': 'The range ends before it starts' });
    expect(
      (await pick(admin, granted, { dateRange: { start: '16/03/2026', end: '2026-03-16' } })).errors![0]!.extensions!.fieldErrors,
    ).toEqual({ 'dateRange.start': 'A date as YYYY-MM-DD' });
    expect(errorCode(await pick(admin, granted, { state: 'deleted' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await pick(admin, 999999))).toBe('NOT_FOUND');
    expect(errorCode(await pick(admin, notGranted))).toBe('FORBIDDEN');
    expect(errorCode(await pick(croudie, granted))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, PICKER, { variables: { clientId: String(granted) } }))).toBe('UNAUTHENTICATED');
  });
});
