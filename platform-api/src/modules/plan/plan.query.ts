import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { quarterOfDay } from '@work/shared-contracts/plan';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { channels, clients } from '../clients/index.js';
import { jobs } from '../work/index.js';
import { internalTasksOfPhases, type InternalTaskView } from './internal-tasks.data.js';
import type { Actor, PhaseRow, ProjectRow } from './plan.data.js';
import { jobDays, MESSAGES, phaseCovers } from './plan.rules.js';
import { planHistory, planKeyDates, planPhases, planProjects } from './plan.tables.js';

/** A job as the plan shows it (§2 Plan: projects → phases → jobs). */
export interface PlanJobRow {
  id: number;
  name: string;
  status: string;
  ownerId: number;
  clientId: number;
  clientName: string;
  channelId: number | null;
  channelName: string | null;
  phaseId: number | null;
  startsAt: string | null;
  startedAt: Date | null;
  dueAt: Date | null;
}
export type PlanProject = ProjectRow & {
  clientName: string;
  phases: (PhaseRow & { internalTasks: InternalTaskView[] })[];
  jobs: PlanJobRow[];
  keyDates: (typeof planKeyDates.$inferSelect)[];
};

export interface PlanFilters {
  startDate: string;
  endDate: string;
  ownerId: number | null;
  channelTypeIds: number[];
  channelIds: number[];
  clientSearch: string | null;
  includeDrafts: boolean;
  includeCompleted: boolean;
}

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
const jobColumns = {
  id: jobs.id,
  name: jobs.name,
  status: jobs.status,
  ownerId: jobs.ownerId,
  clientId: jobs.clientId,
  clientName: clients.name,
  channelId: jobs.channelId,
  channelName: channels.name,
  phaseId: jobs.phaseId,
  startsAt: jobs.startsAt,
  startedAt: jobs.startedAt,
  dueAt: jobs.dueAt,
};

/**
 * One page of the plan: the projects overlapping the range (their planned quarter or one of their phases), by quarter
 * and priority, with their phases, jobs and key dates, and the jobs of their clients that have no phase. A fixed number
 * of statements whatever the page holds (one per level), so 200 jobs answer as fast as 2.
 */
export async function planPage(db: Database, f: PlanFilters, page: Page) {
  const phaseOverlaps = sql`exists (select 1 from ${planPhases} where ${planPhases.projectId} = ${planProjects.id}
    and ${planPhases.status} <> 'deleted' and ${planPhases.startsAt} <= ${f.endDate} and ${planPhases.endsAt} >= ${f.startDate})`;
  const first = quarterOfDay(f.startDate);
  const last = quarterOfDay(f.endDate);
  const quarterKey = sql`(${planProjects.planYear} * 4 + ${planProjects.planQuarter} - 1)`;
  const where: SQL[] = [
    f.includeCompleted ? ne(planProjects.status, 'deleted') : eq(planProjects.status, 'active'),
    or(and(gte(quarterKey, first.year * 4 + first.quarter - 1), lte(quarterKey, last.year * 4 + last.quarter - 1)), phaseOverlaps)!,
  ];
  if (f.ownerId !== null) where.push(eq(planProjects.ownerId, f.ownerId));
  if (f.channelTypeIds.length) where.push(sql`${planProjects.channelTypeIds} && ${intArray(f.channelTypeIds)}`);
  if (f.channelIds.length) where.push(sql`${planProjects.channelIds} && ${intArray(f.channelIds)}`);
  if (f.clientSearch) where.push(ilike(clients.name, likePattern(f.clientSearch)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: planProjects, clientName: clients.name })
      .from(planProjects)
      .innerJoin(clients, eq(clients.id, planProjects.clientId))
      .where(condition)
      .orderBy(asc(planProjects.planYear), asc(planProjects.planQuarter), asc(planProjects.priority), asc(planProjects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(planProjects).innerJoin(clients, eq(clients.id, planProjects.clientId)).where(condition),
  ]);
  const projectIds = rows.map((r) => r.project.id);
  const clientIds = [...new Set(rows.map((r) => r.project.clientId))];
  const jobStatus = f.includeDrafts ? [] : [ne(jobs.status, 'draft')];
  const [phases, keyDates, unphased] = projectIds.length
    ? await Promise.all([
        db
          .select()
          .from(planPhases)
          .where(and(inArray(planPhases.projectId, projectIds), ne(planPhases.status, 'deleted'))),
        db
          .select()
          .from(planKeyDates)
          .where(and(inArray(planKeyDates.projectId, projectIds), gte(planKeyDates.date, f.startDate), lte(planKeyDates.date, f.endDate)))
          .orderBy(asc(planKeyDates.date), asc(planKeyDates.id)),
        // jobs without a phase, of the page's clients, whose days meet the range
        db
          .select(jobColumns)
          .from(jobs)
          .innerJoin(clients, eq(clients.id, jobs.clientId))
          .leftJoin(channels, eq(channels.id, jobs.channelId))
          .where(
            and(
              inArray(jobs.clientId, clientIds),
              isNull(jobs.phaseId),
              isNull(jobs.deletedAt),
              notInArray(jobs.status, ['expired']),
              ...jobStatus,
              or(isNull(jobs.dueAt), gte(jobs.dueAt, new Date(`${f.startDate}T00:00:00Z`))),
              sql`coalesce(${jobs.startsAt}, (${jobs.startedAt} at time zone 'Europe/London')::date, ${f.startDate}::date) <= ${f.endDate}::date`,
            ),
          )
          .orderBy(asc(jobs.dueAt), asc(jobs.id)),
      ])
    : [[], [], []];
  const phaseIds = phases.map((p) => p.id);
  // the phases' jobs and internal tasks (ADR 0276): one statement each, whatever the page holds
  const [phased, tasks] = await Promise.all([
    jobsOfPhases(db, phaseIds, f.includeDrafts),
    internalTasksOfPhases(db, phaseIds, f.includeDrafts),
  ]);
  const rank = (p: PhaseRow) => {
    const q = quarterOfDay(p.startsAt);
    return (q.year * 4 + q.quarter) * 100000 + p.priority;
  };
  phases.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const projects: PlanProject[] = rows.map(({ project, clientName }) => {
    const own = phases.filter((p) => p.projectId === project.id);
    const ownIds = new Set(own.map((p) => p.id));
    return {
      ...project,
      clientName,
      phases: own.map((p) => ({ ...p, internalTasks: tasks.filter((t) => t.phaseId === p.id) })),
      jobs: phased.filter((j) => j.phaseId !== null && ownIds.has(j.phaseId)),
      keyDates: keyDates.filter((k) => k.projectId === project.id),
    };
  });
  return {
    startDate: f.startDate,
    endDate: f.endDate,
    projects,
    unphasedJobs: unphased,
    pagination: { total: total?.n ?? 0, page: page.page, limit: page.limit },
  };
}

/** The jobs of these phases by due date, in one statement; drafts only when asked for. */
export async function jobsOfPhases(db: Database, phaseIds: number[], includeDrafts: boolean): Promise<PlanJobRow[]> {
  if (!phaseIds.length) return [];
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(channels, eq(channels.id, jobs.channelId))
    .where(and(inArray(jobs.phaseId, phaseIds), isNull(jobs.deletedAt), ...(includeDrafts ? [] : [ne(jobs.status, 'draft')])))
    .orderBy(asc(jobs.dueAt), asc(jobs.id));
}

/**
 * Moves jobs into a phase (§4 Job actions: move to another phase). The jobs must be of the phase's project's client
 * and the phase must cover their days; else BAD_USER_INPUT "Failed to move jobs to new phase" naming jobIds, so the
 * plan can offer to extend the phase first. One history row per job's move on the phase.
 */
export async function moveJobsToPhase(
  db: Database,
  phase: PhaseRow,
  project: ProjectRow,
  jobIds: number[],
  authorise: (jobOwnerIds: number[]) => void,
  actor: Actor,
) {
  if (phase.status !== 'active') throw conflict(MESSAGES.notActive, { phaseId: MESSAGES.notActive });
  const rows = jobIds.length
    ? await db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.id, jobIds), isNull(jobs.deletedAt)))
    : [];
  if (!jobIds.length || rows.length !== new Set(jobIds).size) throw notFound('Job');
  authorise(rows.map((j) => j.ownerId));
  if (rows.some((j) => j.clientId !== project.clientId)) throw badUserInput({ jobIds: MESSAGES.jobsOfClient }, MESSAGES.moveFailed);
  const outside = rows.filter((j) => !phaseCovers(phase, jobDays(j)));
  if (outside.length) throw badUserInput({ jobIds: MESSAGES.notCovered(outside.map((j) => j.name)) }, MESSAGES.moveFailed);
  return db.transaction(async (tx) => {
    await tx.update(jobs).set({ phaseId: phase.id }).where(inArray(jobs.id, jobIds));
    await tx.insert(planHistory).values(
      rows.map((j) => ({
        entity: 'phase' as const,
        entityId: phase.id,
        action: 'jobMoved',
        changes: { jobId: j.id, name: j.name, phaseId: [j.phaseId, phase.id] },
        by: actor.by,
        at: actor.at,
      })),
    );
    return rows.map((j) => j.id);
  });
}
