import { asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { quarterOfDay } from '@work/shared-contracts/plan';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { channels, clients } from '../modules/clients/clients.tables.js';
import { agencyUsers } from '../modules/people/people.tables.js';
import { planKeyDates, planPhases, planProjects } from '../modules/plan/plan.tables.js';
import { jobDays, phaseCovers } from '../modules/plan/plan.rules.js';
import { jobs } from '../modules/work/jobs.tables.js';
import { DEMO_STAFF } from './demo-accounts.js';

const SYSTEM = 'system:seed';

/**
 * The plan's demo data (ADR 0275), relative to the clock: for the first three demo clients an active project owned by
 * staff.admin, planned this quarter, with a past, a current and a future phase (the current one has a nested sub-phase)
 * and a key date, and a completed archive project (the journal's phase picker shows both: ADR 0223). The dashboards'
 * demo jobs of those clients go into the phase that covers their days. Runs after seedDashboards.
 */
export async function seedPlan(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = DateTime.fromJSDate(now, { zone: 'Europe/London' }).startOf('day');
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
  const [admin] = await db.select({ id: agencyUsers.id }).from(agencyUsers).where(eq(agencyUsers.email, DEMO_STAFF[0]!.email));
  if (!admin) return;
  const rows = await db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(clients.id).limit(3);
  const clientChannels = await db
    .select({ id: channels.id, clientId: channels.clientId })
    .from(channels)
    .where(
      inArray(
        channels.clientId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(channels.id));
  const stamp = { createdBy: SYSTEM, createdAt: now, updatedBy: SYSTEM, updatedAt: now };
  const thisQuarter = quarterOfDay(day(0));
  const lastYear = quarterOfDay(day(-400));
  const phaseRows: (typeof planPhases.$inferSelect)[] = [];
  for (const [rank, client] of rows.entries()) {
    const project = (over: { name: string; status: 'active' | 'completed'; q: typeof thisQuarter; priority: number }) => ({
      clientId: client.id,
      channelIds: clientChannels.filter((c) => c.clientId === client.id).map((c) => c.id),
      ownerId: admin.id,
      name: over.name,
      what: null,
      why: null,
      expectation: null,
      channelTypeIds: [],
      status: over.status,
      planYear: over.q.year,
      planQuarter: over.q.quarter,
      priority: over.priority,
      ...stamp,
    });
    const [live, old] = await db
      .insert(planProjects)
      .values([
        project({ name: `${client.name} always-on`, status: 'active', q: thisQuarter, priority: rank }),
        project({ name: `${client.name} archive`, status: 'completed', q: lastYear, priority: rank }),
      ])
      .returning();
    const phase = (projectId: number, name: string, status: 'active' | 'completed', from: number, to: number) => ({
      projectId,
      ownerId: admin.id,
      name,
      what: null,
      why: null,
      expectation: null,
      startsAt: day(from),
      endsAt: day(to),
      channelTypeIds: [],
      status,
      priority: 0,
      ...stamp,
    });
    const specs = [
      phase(live!.id, 'Discovery', 'active', -90, -31),
      phase(live!.id, 'Delivery', 'active', -30, 30),
      phase(live!.id, 'Next quarter', 'active', 31, 120),
      phase(old!.id, 'Old work', 'completed', -400, -200),
    ];
    // ranks are dense among a project's phases starting in the same quarter, in the order listed
    const quarterKey = (p: { projectId: number; startsAt: string }) => `${p.projectId}:${JSON.stringify(quarterOfDay(p.startsAt))}`;
    const ranked = specs.map((p, i) => ({ ...p, priority: specs.slice(0, i).filter((o) => quarterKey(o) === quarterKey(p)).length }));
    const inserted = await db.insert(planPhases).values(ranked).returning();
    const delivery = inserted[1]!;
    const [sprint] = await db
      .insert(planPhases)
      .values({ ...phase(live!.id, 'Delivery sprint', 'active', -7, 7), parentId: delivery.id })
      .returning();
    phaseRows.push(...inserted, sprint!);
    await db.insert(planKeyDates).values({ projectId: live!.id, description: 'Quarterly review', date: day(14), ...stamp });
  }
  // the demo jobs of these clients go into their top-level active phase that covers them
  const demoJobs = await db
    .select()
    .from(jobs)
    .where(
      inArray(
        jobs.clientId,
        rows.map((c) => c.id),
      ),
    );
  const projects = await db.select({ id: planProjects.id, clientId: planProjects.clientId }).from(planProjects);
  for (const job of demoJobs) {
    const projectIds = projects.filter((p) => p.clientId === job.clientId).map((p) => p.id);
    const home = phaseRows.find(
      (p) => projectIds.includes(p.projectId) && p.parentId === null && p.status === 'active' && phaseCovers(p, jobDays(job)),
    );
    if (home) await db.update(jobs).set({ phaseId: home.id }).where(eq(jobs.id, job.id));
  }
}
