import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringWorkOwnershipAudit } from './recurring.tables.js';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';

// Wednesday 6 May 2026, 16:00 in London.
const NOW = new Date('2026-05-06T15:00:00Z');
let api: TestApi;
let croudie: string;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [croudie, admin, member] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

interface Row {
  id: string;
  name: string;
  isPaused: boolean;
  isExpired: boolean;
  nextOccurrence: string | null;
  canManage: boolean;
  owner: { id: string };
}
const LIST = `query R($filters: RecurringWorkFilters) { recurringWork(filters: $filters, pagination: { limit: 100 }) {
  nodes { id name isPaused isExpired nextOccurrence canManage owner { id } } pagination { total } } }`;
const list = async (token: string, filters?: Record<string, unknown>) =>
  (await gql<{ recurringWork: { nodes: Row[] } }>(api, LIST, { token, variables: { filters } })).data!.recurringWork.nodes;
const byName = async (name: string) => (await list(admin)).find((r) => r.name === name)!;

const act = (token: string, field: string, ids: string[]) =>
  gql<Record<string, { id: string; isPaused: boolean; owner: { id: string } }[] | number>>(
    api,
    field === 'deleteRecurringWork'
      ? `mutation A($ids: [ID!]!) { ${field}(ids: $ids) }`
      : `mutation A($ids: [ID!]!) { ${field}(ids: $ids) { id isPaused owner { id } } }`,
    { token, variables: { ids } },
  );

describe('recurringWork list', () => {
  it('is staff only, with the next occurrence and expiry by the platform clock', async () => {
    expect(errorCode(await gql(api, LIST, { token: croudie }))).toBe('FORBIDDEN');
    const all = await list(admin);
    const weekly = all.find((r) => r.name === 'Weekly performance report')!;
    expect(weekly).toMatchObject({ isPaused: false, isExpired: false, nextOccurrence: '2026-05-11', canManage: true });
    expect(all.find((r) => r.name === 'Holiday promotions check')).toMatchObject({ isExpired: true, nextOccurrence: null });
    // staff.member sees everything but manages only their own.
    const seenByMember = await list(member);
    expect(seenByMember.find((r) => r.name === 'Weekly performance report')!.canManage).toBe(false);
    expect((await list(member, { mine: true })).map((r) => r.name)).toEqual(['Social listening digest']);
  });
});

describe('pause, resume and toggle', () => {
  it("bulk pauses and resumes the owner's schedules", async () => {
    const ids = [(await byName('Weekly performance report')).id, (await byName('Daily budget check')).id];
    const paused = await act(admin, 'pauseRecurringWork', ids);
    expect((paused.data!.pauseRecurringWork as { isPaused: boolean }[]).map((r) => r.isPaused)).toEqual([true, true]);
    const resumed = await act(admin, 'resumeRecurringWork', ids);
    expect((resumed.data!.resumeRecurringWork as { isPaused: boolean }[]).map((r) => r.isPaused)).toEqual([false, false]);
  });

  it('toggles each one: running ones pause, paused ones resume', async () => {
    const running = await byName('Monthly feed audit');
    const paused = await byName('Fortnightly search term review');
    expect([running.isPaused, paused.isPaused]).toEqual([false, true]);
    await act(admin, 'toggleRecurringWork', [running.id, paused.id]);
    expect((await byName('Monthly feed audit')).isPaused).toBe(true);
    expect((await byName('Fortnightly search term review')).isPaused).toBe(false);
  });

  it("refuses croudies, and staff on someone else's schedule; a refused bulk changes none", async () => {
    const own = (await list(member, { mine: true }))[0]!;
    const admins = await byName('Daily budget check');
    expect(errorCode(await act(croudie, 'pauseRecurringWork', [own.id]))).toBe('FORBIDDEN');
    const mixed = await act(member, 'pauseRecurringWork', [own.id, admins.id]);
    expect(errorCode(mixed)).toBe('FORBIDDEN');
    expect(mixed.errors?.[0]?.message).toBe('Only the owner or an operations or network admin can change this recurring work');
    expect((await list(member, { mine: true }))[0]!.isPaused).toBe(false);
    expect((await byName('Daily budget check')).isPaused).toBe(false);
    expect((await act(member, 'pauseRecurringWork', [own.id])).data!.pauseRecurringWork).toMatchObject([{ isPaused: true }]);
  });

  it('cannot resume expired work (CONFLICT), and then resumes nothing of the bulk', async () => {
    const expired = await byName('Holiday promotions check');
    const paused = (await act(admin, 'pauseRecurringWork', [(await byName('Daily budget check')).id])).data!.pauseRecurringWork as {
      id: string;
    }[];
    const res = await act(admin, 'resumeRecurringWork', [paused[0]!.id, expired.id]);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toBe('Holiday promotions check has expired and cannot be resumed');
    expect((await byName('Daily budget check')).isPaused).toBe(true);
    expect(errorCode(await act(admin, 'toggleRecurringWork', [expired.id]))).toBe('CONFLICT');
    // Pausing it again is allowed (it stays paused).
    expect(errorCode(await act(admin, 'pauseRecurringWork', [expired.id]))).toBeUndefined();
  });

  it('validates the ids: at least one, at most 100, and unknown ones are NOT_FOUND', async () => {
    expect(errorCode(await act(admin, 'pauseRecurringWork', []))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await act(
          admin,
          'pauseRecurringWork',
          Array.from({ length: 101 }, (_, i) => String(i + 1)),
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await act(admin, 'pauseRecurringWork', ['abc']))).toBe('BAD_USER_INPUT');
    expect(errorCode(await act(admin, 'pauseRecurringWork', ['999999']))).toBe('NOT_FOUND');
  });
});

describe('take ownership and delete', () => {
  it("the owner of the schedule's job takes ownership and may then manage it; the change is audited", async () => {
    // Fortnightly search term review is staff.admin's schedule for staff.member's job "Shopping ads review".
    const target = await byName('Fortnightly search term review');
    expect(errorCode(await act(croudie, 'takeOwnershipOfRecurringWork', [target.id]))).toBe('FORBIDDEN');
    const taken = await act(member, 'takeOwnershipOfRecurringWork', [target.id]);
    expect(taken.data!.takeOwnershipOfRecurringWork).toMatchObject([{ owner: { id: '2' } }]);
    expect(errorCode(await act(member, 'pauseRecurringWork', [target.id]))).toBeUndefined();
    const audit = await api.db
      .select()
      .from(recurringWorkOwnershipAudit)
      .where(eq(recurringWorkOwnershipAudit.recurringWorkId, Number(target.id)));
    expect(audit).toMatchObject([{ fromOwnerId: 1, toOwnerId: 2, actorPrincipalId: 'user-service:users:2' }]);
  });

  it("staff who do not own the schedule's job cannot take it (all or none), whatever jobs of their own they have", async () => {
    // Weekly performance report belongs to staff.admin's job; staff.member owns other jobs (job_user) but not that one.
    const theirs = await byName('Weekly performance report');
    const expired = await byName('Holiday promotions check'); // no job at all
    const refused = await act(member, 'takeOwnershipOfRecurringWork', [theirs.id]);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toMatch(/Unable to take ownership/);
    expect(errorCode(await act(member, 'takeOwnershipOfRecurringWork', [expired.id]))).toBe('FORBIDDEN');
    expect((await byName('Weekly performance report')).owner.id).toBe('1');
    const audit = await api.db
      .select()
      .from(recurringWorkOwnershipAudit)
      .where(eq(recurringWorkOwnershipAudit.recurringWorkId, Number(theirs.id)));
    expect(audit).toEqual([]);
  });

  it('a lead role (operations or network admin) takes ownership of any schedule', async () => {
    const schedule = await byName('Daily budget check');
    const taken = await act(admin, 'takeOwnershipOfRecurringWork', [schedule.id]);
    expect(errorCode(taken)).toBeUndefined();
    // already theirs: nothing moved, nothing audited
    const audit = await api.db
      .select()
      .from(recurringWorkOwnershipAudit)
      .where(eq(recurringWorkOwnershipAudit.recurringWorkId, Number(schedule.id)));
    expect(audit).toEqual([]);
  });

  it('deletes in bulk, all or none', async () => {
    const mine = (await list(member, { mine: true })).map((r) => r.id);
    const admins = await byName('Weekly performance report');
    expect(errorCode(await act(member, 'deleteRecurringWork', [...mine, admins.id]))).toBe('FORBIDDEN');
    expect((await list(member, { mine: true })).length).toBe(mine.length);
    expect((await act(member, 'deleteRecurringWork', mine)).data).toEqual({ deleteRecurringWork: mine.length });
    expect(await list(member, { mine: true })).toEqual([]);
    expect(errorCode(await act(admin, 'deleteRecurringWork', mine))).toBe('NOT_FOUND');
  });
});
