import { quarterOfDay, type PlanQuarter } from '@work/shared-contracts/plan';
import { londonDay } from './days';
import type { PlanData, PlanJobData, PlanPhaseData, PlanProjectData, PlanTaskData } from './plan.graphql';

/**
 * The plan's rows as the chart draws them (§2 Plan): quarter headings (Q1–Q4, §9) → each project in its planned
 * quarter by priority → its phases (nested ones under their parent) → each phase's jobs and internal tasks; then the
 * jobs without a phase under their client. Built once per answer (the rows are memoised on it).
 */
export interface PlanModel {
  quarters: QuarterGroup[];
  unphased: ClientGroup[];
  /** Every phase on the page, in chart order (the move-jobs choice). */
  phases: PhaseNode[];
}

export interface QuarterGroup {
  key: string;
  quarter: PlanQuarter;
  projects: ProjectNode[];
}

export interface ProjectNode {
  project: PlanProjectData;
  phases: PhaseNode[];
  /** From its first phase's start to its last phase's end, if it has phases. */
  span: { start: string; end: string } | null;
}

export interface PhaseNode {
  phase: PlanPhaseData;
  project: PlanProjectData;
  depth: number;
  quarter: PlanQuarter;
}

export interface ClientGroup {
  clientId: string;
  clientName: string;
  jobs: PlanJobData[];
}

export const quarterKey = (q: PlanQuarter) => `${q.year}-Q${q.quarter}`;
export const sameQuarter = (a: PlanQuarter, b: PlanQuarter) => a.year === b.year && a.quarter === b.quarter;
const quarterIndex = (q: PlanQuarter) => q.year * 4 + q.quarter - 1;
const quarterAt = (index: number): PlanQuarter => ({ year: Math.floor(index / 4), quarter: ((index % 4) + 1) as PlanQuarter['quarter'] });
const asQuarter = (q: { year: number; quarter: number }): PlanQuarter => ({ year: q.year, quarter: q.quarter as PlanQuarter['quarter'] });

/** Every quarter the range meets, in order (the headings, each a drop target even while empty). */
export function quartersOfRange(startDate: string, endDate: string): PlanQuarter[] {
  const out: PlanQuarter[] = [];
  for (let i = quarterIndex(quarterOfDay(startDate)); i <= quarterIndex(quarterOfDay(endDate)); i += 1) out.push(quarterAt(i));
  return out;
}

const byRank = <T extends { priority: number; id: string }>(a: T, b: T) => a.priority - b.priority || Number(a.id) - Number(b.id);

/** The phases of a project in chart order: each root phase followed by its nested phases, depth first. */
function orderPhases(project: PlanProjectData): PhaseNode[] {
  const present = new Set(project.phases.map((p) => p.id));
  const children = new Map<string | null, PlanPhaseData[]>();
  for (const phase of project.phases) {
    const parent = phase.parentId && present.has(phase.parentId) ? phase.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), phase]);
  }
  const out: PhaseNode[] = [];
  const visit = (parent: string | null, depth: number) => {
    // the API orders phases by quarter, then priority: kept, siblings stay in that order
    for (const phase of children.get(parent) ?? []) {
      out.push({ phase, project, depth, quarter: quarterOfDay(phase.startsAt) });
      visit(phase.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

export function planModel(plan: PlanData): PlanModel {
  const groups = new Map<string, QuarterGroup>();
  for (const quarter of quartersOfRange(plan.startDate, plan.endDate))
    groups.set(quarterKey(quarter), { key: quarterKey(quarter), quarter, projects: [] });
  const phases: PhaseNode[] = [];
  for (const project of plan.projects) {
    const quarter = asQuarter(project.quarter);
    const key = quarterKey(quarter);
    if (!groups.has(key)) groups.set(key, { key, quarter, projects: [] });
    const ordered = orderPhases(project);
    phases.push(...ordered);
    const starts = project.phases.map((p) => p.startsAt).sort();
    const ends = project.phases.map((p) => p.endsAt).sort();
    groups.get(key)!.projects.push({ project, phases: ordered, span: starts.length ? { start: starts[0]!, end: ends.at(-1)! } : null });
  }
  const quarters = [...groups.values()].sort((a, b) => quarterIndex(a.quarter) - quarterIndex(b.quarter));
  for (const group of quarters) group.projects.sort((a, b) => byRank(a.project, b.project));

  const clients = new Map<string, ClientGroup>();
  for (const job of plan.unphasedJobs) {
    const group = clients.get(job.clientId) ?? { clientId: job.clientId, clientName: job.clientName, jobs: [] };
    group.jobs.push(job);
    clients.set(job.clientId, group);
  }
  const unphased = [...clients.values()].sort((a, b) => a.clientName.localeCompare(b.clientName, 'en-GB'));
  return { quarters, unphased, phases };
}

// ------------------------------------------------------------------------------------------------------------ days

/** A job's days on the chart: its start (planned, else started) and its due day, either maybe unknown. */
export const jobDays = (job: PlanJobData) => ({ start: job.startsAt ?? null, end: job.dueAt ? londonDay(job.dueAt) : null });
/** An internal task's days: from its start to its due time, once started. */
export const taskDays = (task: PlanTaskData) => ({
  start: task.startedAt ? londonDay(task.startedAt) : null,
  end: task.dueAt ? londonDay(task.dueAt) : null,
});

// --------------------------------------------------------------------------------------------------------- reorder

/** Where a moved item goes in a quarter: first, last, or just before another item there. */
export type Position = 'first' | 'last' | { before: string };

/** What reorderPlanProject / reorderPlanPhase take: the quarter, the new index and the ids seen there without the item. */
export interface ReorderInput {
  quarter: PlanQuarter;
  index: number;
  seenIds: string[];
}

/**
 * The reorder of `movedId` to `position` among `shown` (the ids the page shows in the target quarter, in order; the
 * item among them when it is already there). Null when nothing would change (dropped where it is).
 */
export function placeIn(quarter: PlanQuarter, shown: readonly string[], movedId: string, position: Position): ReorderInput | null {
  const seenIds = shown.filter((id) => id !== movedId);
  let index: number;
  if (position === 'first') index = 0;
  else if (position === 'last') index = seenIds.length;
  else {
    if (position.before === movedId) return null;
    index = seenIds.indexOf(position.before);
    if (index < 0) return null;
  }
  const after = [...seenIds.slice(0, index), movedId, ...seenIds.slice(index)];
  if (shown.includes(movedId) && after.every((id, i) => id === shown[i])) return null;
  return { quarter, index, seenIds };
}

/** The projects the page shows in a quarter, in order. */
export const projectsShownIn = (model: PlanModel, quarter: PlanQuarter): string[] =>
  model.quarters.find((g) => sameQuarter(g.quarter, quarter))?.projects.map((p) => p.project.id) ?? [];

/** A phase's siblings in a quarter (the same project and parent, starting in that quarter), by rank: the phase's ranking. */
export function siblingsIn(model: PlanModel, phase: PlanPhaseData, quarter: PlanQuarter): string[] {
  return model.phases
    .filter(
      (node) => node.phase.projectId === phase.projectId && node.phase.parentId === phase.parentId && sameQuarter(node.quarter, quarter),
    )
    .map((node) => node.phase)
    .sort(byRank)
    .map((p) => p.id);
}

/** Move up (-1) or down (1) one place among what the page shows there; null at the top or bottom. */
export function stepPosition(shown: readonly string[], movedId: string, direction: -1 | 1): Position | null {
  const at = shown.indexOf(movedId);
  if (at < 0) return null;
  if (direction === -1) return at === 0 ? null : { before: shown[at - 1]! };
  if (at === shown.length - 1) return null;
  return at + 2 < shown.length ? { before: shown[at + 2]! } : 'last';
}
