// The monthly hours limit on a real server (shell-and-freelancer.md §9, ADR 0265): work logs carry the work's minutes;
// a croudie who is not a limited company accepts no offer once this month's minutes reach 5760, nor one that would
// take them past it; a new month (Europe/London, platform clock) starts from nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { MONTHLY_HOURS_MESSAGES } from './task-flow.js';
import { tasks, workLogs } from './work.tables.js';
import { croudies } from '../people/people.tables.js';

// 20 May 2026, 11:00 in London (BST).
const NOW = new Date('2026-05-20T10:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
const EMAILS = ['croudie.active@example.com', 'croudie.limited@example.com', 'staff.admin@example.com'];

async function signInAll() {
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
}

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  await signInAll();
  // Known starting points: croudie.active (id 1, £15/h) and croudie.limited (id 2, a limited company) have no minutes.
  await api.db.update(workLogs).set({ minutes: 0 });
  await api.db.update(croudies).set({ hourlyRate: '15' }).where(eq(croudies.id, 1));
});
afterAll(async () => {
  await api?.close();
});

/** A completed task of the croudie's with its work log of `minutes` (£0.00), completed at `completedAt`. */
async function logWork(croudieId: number, minutes: number, completedAt = new Date(NOW.getTime() - 3600_000)) {
  const [task] = await api.db
    .insert(tasks)
    .values({ name: 'Earlier work', state: 'completed', clientId: 1, ownerId: 1, croudieId, completedAt, createdAt: completedAt })
    .returning({ id: tasks.id });
  await api.db.insert(workLogs).values({
    taskId: task!.id,
    croudieId,
    description: 'Earlier work',
    completedAt,
    clientId: 1,
    summary: 'Done',
    total: '0.00',
    minutes,
  });
}

/** A task offered to the croudie, costed by allocated minutes or a fixed cost. */
async function offer(
  croudieId: number,
  cost: { allocatedMinutes?: number; fixedCostPence?: number },
  state: 'offered' | 'review_in_progress' = 'offered',
) {
  const [row] = await api.db
    .insert(tasks)
    .values({
      name: 'Offered work',
      state,
      clientId: 1,
      ownerId: 1,
      croudieId,
      createdAt: NOW,
      allocatedMinutes: cost.allocatedMinutes ?? null,
      fixedCostPence: cost.fixedCostPence ?? null,
    })
    .returning({ id: tasks.id });
  return row!.id;
}

const accept = (email: string, taskId: number) =>
  gql<{ acceptTaskOffer: { state: string } }>(api, `mutation($id: ID!) { acceptTaskOffer(taskId: $id) { state } }`, {
    token: tokens[email],
    variables: { id: String(taskId) },
  });
const minutesOf = async (id: number) =>
  (
    await gql<{ croudie: { totalMonthlyMinutes: number } }>(api, `query($id: ID!) { croudie(id: $id) { totalMonthlyMinutes } }`, {
      token: tokens['staff.admin@example.com'],
      variables: { id: String(id) },
    })
  ).data!.croudie.totalMonthlyMinutes;

function expectRefused(res: Awaited<ReturnType<typeof accept>>) {
  expect(errorCode(res)).toBe('CONFLICT');
  expect(res.errors![0]!.message).toBe(MONTHLY_HOURS_MESSAGES.limitReached);
}

describe('work logs carry the minutes of the work', () => {
  it('writes the allocated minutes, or a fixed cost at the hourly rate, when the work is passed', async () => {
    const feedback = 'Thorough work, delivered on time and exactly to the brief. Thank you.';
    const pass = (id: number) =>
      gql(api, `mutation($id: ID!, $f: String) { passTaskWork(taskId: $id, feedback: $f) { state } }`, {
        token: tokens['staff.admin@example.com'],
        variables: { id: String(id), f: feedback },
      });
    const allocated = await offer(1, { allocatedMinutes: 95 }, 'review_in_progress');
    const fixed = await offer(1, { fixedCostPence: 2000 }, 'review_in_progress'); // £20 at £15/h = 80 minutes
    for (const id of [allocated, fixed]) expect((await pass(id)).errors).toBeUndefined();
    const minutes = async (taskId: number) => (await api.db.select().from(workLogs).where(eq(workLogs.taskId, taskId)))[0]!.minutes;
    expect(await minutes(allocated)).toBe(95);
    expect(await minutes(fixed)).toBe(80);
    expect(await minutesOf(1)).toBe(175);
  });
});

describe('the 96-hour limit on accepting an offer', () => {
  it('lets a croudie just under the limit accept a task that fits, and refuses one that crosses it', async () => {
    await logWork(1, 5700 - 175);
    expect(await minutesOf(1)).toBe(5700);
    expectRefused(await accept('croudie.active@example.com', await offer(1, { allocatedMinutes: 61 })));
    // £16 at £15/h is 64 minutes: too many; £15 is 60: exactly the limit.
    expectRefused(await accept('croudie.active@example.com', await offer(1, { fixedCostPence: 1600 })));
    const fits = await accept('croudie.active@example.com', await offer(1, { fixedCostPence: 1500 }));
    expect(fits.errors).toBeUndefined();
    expect(fits.data!.acceptTaskOffer.state).toBe('IN_PROGRESS');
    expect((await accept('croudie.active@example.com', await offer(1, { allocatedMinutes: 60 }))).errors).toBeUndefined();
    // The refused offers are still offered.
    const stillOffered = await api.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.croudieId, 1));
    expect(stillOffered.filter((t) => t.state === 'offered').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses any task, even one without minutes, once the limit is reached', async () => {
    await logWork(1, 60);
    expect(await minutesOf(1)).toBe(5760);
    expectRefused(await accept('croudie.active@example.com', await offer(1, {})));
  });

  it('checks who may accept before the limit: another croudie is still FORBIDDEN', async () => {
    const id = await offer(1, { allocatedMinutes: 30 });
    expect(errorCode(await accept('croudie.limited@example.com', id))).toBe('FORBIDDEN');
  });

  it('never limits a limited company', async () => {
    await logWork(2, 9000);
    expect(await minutesOf(2)).toBe(9000);
    const res = await accept('croudie.limited@example.com', await offer(2, { allocatedMinutes: 600 }));
    expect(res.errors).toBeUndefined();
  });

  it('starts again in a new month in Europe/London', async () => {
    // 1 June 00:30 in London (BST) is 31 May 23:30 UTC: May's work no longer counts.
    api.clock.set(new Date('2026-05-31T23:30:00Z'));
    try {
      await signInAll();
      expect(await minutesOf(1)).toBe(0);
      expect((await accept('croudie.active@example.com', await offer(1, { allocatedMinutes: 600 }))).errors).toBeUndefined();
    } finally {
      api.clock.set(NOW);
    }
  });
});
