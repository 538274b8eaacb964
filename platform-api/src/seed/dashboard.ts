import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { channels } from '../modules/clients/clients.tables.js';
import { agencyUsers, croudies } from '../modules/people/people.tables.js';
import { importedProjectLinks, importedTasks } from '../modules/work/imports.tables.js';
import type { JobStatus } from '../modules/work/jobs.rules.js';
import { jobs, jobTasks } from '../modules/work/jobs.tables.js';
import { recurringWork } from '../modules/work/recurring.tables.js';
import { tasks } from '../modules/work/work.tables.js';
import { DEMO_CROUDIES, DEMO_STAFF } from './demo-accounts.js';

/** The source projects of the demo imports: the first is linked to a client channel, the second is not. */
export const DEMO_IMPORT_SOURCE = 'asana';
export const LINKED_PROJECT = 'Website refresh';
export const UNLINKED_PROJECT = 'Brand audit';

/**
 * The dashboards' demo data, relative to the clock: jobs (drafts, in progress, overdue, with unassigned tasks) for
 * staff.admin and staff.member with croudie.active's open tasks in them; imported tasks for croudie.active over the
 * last weeks (one project linked to a client channel, one not); recurring work (running, paused, expired).
 */
export async function seedDashboards(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const day = (offset: number) => DateTime.fromJSDate(now, { zone: 'Europe/London' }).plus({ days: offset }).toISODate()!;
  const [admin] = await db.select().from(agencyUsers).where(eq(agencyUsers.email, DEMO_STAFF[0]!.email));
  const [member] = await db.select().from(agencyUsers).where(eq(agencyUsers.email, DEMO_STAFF[1]!.email));
  const [active] = await db.select().from(croudies).where(eq(croudies.email, DEMO_CROUDIES[0]!.email));
  if (!admin || !member || !active) return;
  const channelRows = await db.select().from(channels).where(eq(channels.state, 'active')).orderBy(asc(channels.id)).limit(6);
  const channelAt = (i: number) => channelRows[i % channelRows.length]!;

  // Jobs.
  const jobSpec: { name: string; status: JobStatus; ownerId: number; due: Date | null; c: number }[] = [
    { name: 'Q3 paid search restructure', status: 'draft', ownerId: admin.id, due: ahead(30), c: 0 },
    { name: 'Product feed clean-up', status: 'draft', ownerId: admin.id, due: null, c: 1 },
    { name: 'Spring campaign copy', status: 'in_progress', ownerId: admin.id, due: ahead(10), c: 0 },
    { name: 'Landing page translations', status: 'in_progress', ownerId: admin.id, due: ago(2), c: 2 },
    { name: 'Keyword research for new markets', status: 'new', ownerId: admin.id, due: ahead(5), c: 3 },
    { name: 'Analytics audit', status: 'complete', ownerId: admin.id, due: ago(20), c: 1 },
    { name: 'Shopping ads review', status: 'in_progress', ownerId: member.id, due: ahead(7), c: 4 },
    { name: 'Social calendar draft', status: 'draft', ownerId: member.id, due: null, c: 5 },
  ];
  const jobRows = await db
    .insert(jobs)
    .values(
      jobSpec.map((j, i) => ({
        name: j.name,
        status: j.status,
        clientId: channelAt(j.c).clientId,
        channelId: channelAt(j.c).id,
        ownerId: j.ownerId,
        dueAt: j.due,
        startedAt: j.status === 'draft' ? null : ago(15 - i),
        completedAt: j.status === 'complete' ? ago(20) : null,
        createdAt: ago(40 - i),
      })),
    )
    .returning({ id: jobs.id, name: jobs.name });
  const jobId = (name: string) => jobRows.find((j) => j.name === name)!.id;

  // croudie.active's open work goes into staff.admin's jobs in progress; unassigned tasks into the new job.
  const open = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.croudieId, active.id), inArray(tasks.state, ['in_progress', 'review_in_progress', 'offered', 'completed'])))
    .orderBy(asc(tasks.id));
  const unassigned = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.state, 'unassigned')).orderBy(asc(tasks.id)).limit(3);
  const inProgressJobs = [jobId('Spring campaign copy'), jobId('Landing page translations')];
  await db
    .insert(jobTasks)
    .values([
      ...open.map((t, i) => ({ jobId: inProgressJobs[i % 2]!, taskId: t.id })),
      ...unassigned.map((t) => ({ jobId: jobId('Keyword research for new markets'), taskId: t.id })),
    ]);

  // Imported tasks for croudie.active: today, yesterday, this week and this month, and older.
  await db.insert(importedProjectLinks).values({
    source: DEMO_IMPORT_SOURCE,
    sourceProject: LINKED_PROJECT,
    channelId: channelAt(0).id,
    ownerId: admin.id,
  });
  const imports: { name: string; project: string; daysAgo: number; status?: 'discarded' }[] = [
    { name: 'Rewrite the homepage hero copy', project: LINKED_PROJECT, daysAgo: 0 },
    { name: 'Check brand terms in the footer', project: UNLINKED_PROJECT, daysAgo: 0 },
    { name: 'Proofread the pricing page', project: LINKED_PROJECT, daysAgo: 1 },
    { name: 'Update meta descriptions', project: LINKED_PROJECT, daysAgo: 3 },
    { name: 'Collect competitor taglines', project: UNLINKED_PROJECT, daysAgo: 12 },
    { name: 'Tidy the blog categories', project: LINKED_PROJECT, daysAgo: 45 },
    { name: 'Old request that was discarded', project: LINKED_PROJECT, daysAgo: 2, status: 'discarded' },
  ];
  await db.insert(importedTasks).values(
    imports.map((t, i) => ({
      source: DEMO_IMPORT_SOURCE,
      sourceId: `ASANA-${1001 + i}`,
      sourceProject: t.project,
      croudieId: active.id,
      name: t.name,
      brief: `Imported from ${t.project}. ${t.name}.`,
      dueAt: ahead(7 + i),
      allocatedMinutes: 30 + i * 15,
      // Midday, so "today" and "yesterday" hold them whatever the hour of the clock.
      importedAt: DateTime.fromJSDate(now, { zone: 'Europe/London' }).minus({ days: t.daysAgo }).set({ hour: 12, minute: 0 }).toJSDate(),
      status: t.status ?? ('pending' as const),
      decidedAt: t.status ? ago(1) : null,
    })),
  );

  // Recurring work, processed through today: the runner creates tasks from the next occurrences on (ADR 0217).
  const base = {
    timeOfDay: '09:00',
    modifier: 'day_of_month' as const,
    dayNumber: '1' as const,
    weekNumber: 'first' as const,
    timezone: 'Europe/London',
    createdAt: ago(30),
    updatedAt: ago(30),
    processedThrough: day(0),
  };
  await db.insert(recurringWork).values([
    {
      ...base,
      name: 'Weekly performance report',
      ownerId: admin.id,
      jobId: jobId('Spring campaign copy'),
      croudieId: active.id,
      clientId: channelAt(0).clientId,
      channelId: channelAt(0).id,
      allocatedMinutes: 90,
      occurrence: 'weekly',
      interval: 1,
      days: ['mon'],
      startDate: day(-30),
      endDate: day(150),
    },
    {
      ...base,
      name: 'Daily budget check',
      ownerId: admin.id,
      croudieId: null,
      clientId: channelAt(1).clientId,
      channelId: channelAt(1).id,
      allocatedMinutes: 15,
      occurrence: 'daily',
      interval: 1,
      days: [],
      startDate: day(-10),
      endDate: day(60),
    },
    {
      ...base,
      name: 'Monthly feed audit',
      ownerId: admin.id,
      croudieId: active.id,
      clientId: channelAt(2).clientId,
      channelId: channelAt(2).id,
      allocatedMinutes: 240,
      occurrence: 'monthly',
      interval: 1,
      days: [],
      dayNumber: 'first_working_day',
      startDate: day(-60),
      endDate: day(120),
    },
    {
      ...base,
      name: 'Fortnightly search term review',
      ownerId: admin.id,
      jobId: jobId('Shopping ads review'),
      croudieId: null,
      clientId: channelAt(3).clientId,
      channelId: channelAt(3).id,
      allocatedMinutes: 60,
      occurrence: 'weekly',
      interval: 2,
      days: ['wed'],
      startDate: day(-14),
      endDate: day(90),
      isPaused: true,
    },
    {
      ...base,
      name: 'Holiday promotions check',
      ownerId: admin.id,
      croudieId: null,
      clientId: channelAt(4).clientId,
      channelId: channelAt(4).id,
      allocatedMinutes: 45,
      occurrence: 'weekly',
      interval: 1,
      days: ['fri'],
      startDate: day(-120),
      endDate: day(-5),
      isPaused: true,
    },
    {
      ...base,
      name: 'Social listening digest',
      ownerId: member.id,
      jobId: jobId('Social calendar draft'),
      croudieId: null,
      clientId: channelAt(5).clientId,
      channelId: channelAt(5).id,
      allocatedMinutes: 30,
      occurrence: 'weekly',
      interval: 1,
      days: ['tue', 'thu'],
      startDate: day(-7),
      endDate: day(80),
    },
  ]);
}
