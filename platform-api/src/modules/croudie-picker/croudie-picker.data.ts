import { inArray, sql, type SQL } from 'drizzle-orm';
import { MONTHLY_MINUTES_LIMIT } from '@work/shared-contracts/monthly-hours';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, type FieldErrors } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { clientAccess, clients } from '../clients/index.js';
import {
  croudieExperience,
  croudieLanguages,
  croudieOnboarding,
  croudieQualifications,
  croudies,
  principalIdOf,
  startOfMonth,
  type CroudieRow,
} from '../people/index.js';
import { qualifications, verticals } from '../reference/index.js';
import { taskOffers, taskRatings, tasks, workLogs } from '../work/index.js';
import {
  availablePoints,
  filterWeight,
  matchesSomeFilter,
  newSince,
  OFFERED_STATUSES,
  OPEN_TASK_STATES,
  PICKER_MESSAGES as MESSAGES,
  PICKER_WEIGHTS,
  POINTS_LOST_PER_OPEN_TASK,
  RATING_STARS,
  requestedCounts,
  setFilters,
  TOP_PICK_COUNT,
  topPicks,
  type CroudieFacts,
  type PickerFilters,
} from './croudie-picker.rules.js';

/** A picker query, validated (ids are numbers, codes normalised, lists without repeats). */
export interface PickerQuery {
  clientId: number | null;
  search: string | null;
  filters: PickerFilters;
  /** In the order the form has them. */
  selectedIds: readonly number[];
  scoredPage: Page;
  newPage: Page;
  now: Date;
}

/** One croudie as the picker lists them: the ranking statement's facts and score, the row, what they matched. */
export interface PickerCandidate {
  croudie: CroudieRow;
  score: number;
  facts: CroudieFacts;
  /** Offered by this query: live, within the hard filters, matching a set filter and not blocked from the client. */
  offered: boolean;
  isNew: boolean;
  selected: boolean;
  matched: { clientIds: number[]; languageCodes: string[]; qualificationIds: number[]; verticalIds: number[] };
}

export interface PickerResult {
  scored: { nodes: PickerCandidate[]; total: number; page: Page };
  fresh: { nodes: PickerCandidate[]; total: number; page: Page };
  selected: PickerCandidate[];
  topFive: number[];
  /** Names of the clients, qualifications and verticals the query names, for the reasons' labels. */
  names: ReferenceNames;
}

export interface ReferenceNames {
  clients: ReadonlyMap<number, string>;
  qualifications: ReadonlyMap<number, string>;
  verticals: ReadonlyMap<number, string>;
}

/** `col in (a, b, …)`; callers only build it for non-empty lists. */
const isIn = (column: AnyPgColumn | SQL, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
const inOrFalse = (column: AnyPgColumn | SQL, values: readonly (string | number)[]): SQL =>
  values.length ? isIn(column, values) : sql`false`;

/**
 * Statement 1 (only when the query names any): the clients, qualifications, verticals and selected croudies it names,
 * so unknown ones are refused with a field error and the reasons can name the rest.
 */
export async function referenceNames(
  db: Database,
  query: Pick<PickerQuery, 'clientId' | 'filters' | 'selectedIds'>,
): Promise<ReferenceNames> {
  const clientIds = [...new Set([...(query.clientId === null ? [] : [query.clientId]), ...query.filters.clientIds])];
  const { qualificationIds, verticalIds } = query.filters;
  const names: ReferenceNames = { clients: new Map(), qualifications: new Map(), verticals: new Map() };
  if (!clientIds.length && !qualificationIds.length && !verticalIds.length && !query.selectedIds.length) return names;
  const { rows } = (await db.execute(sql`
    select 'client' as kind, ${clients.id} as id, ${clients.name} as name from ${clients} where ${inOrFalse(clients.id, clientIds)}
    union all
    select 'qualification', ${qualifications.id}, ${qualifications.name} from ${qualifications}
      where ${inOrFalse(qualifications.id, qualificationIds)}
    union all
    select 'vertical', ${verticals.id}, ${verticals.name} from ${verticals} where ${inOrFalse(verticals.id, verticalIds)}
    union all
    select 'croudie', ${croudies.id}, '' from ${croudies} where ${inOrFalse(croudies.id, query.selectedIds)}
  `)) as unknown as { rows: { kind: string; id: number; name: string }[] };
  const croudieIds = new Set<number>();
  for (const row of rows) {
    const id = Number(row.id);
    if (row.kind === 'client') (names.clients as Map<number, string>).set(id, row.name);
    else if (row.kind === 'qualification') (names.qualifications as Map<number, string>).set(id, row.name);
    else if (row.kind === 'vertical') (names.verticals as Map<number, string>).set(id, row.name);
    else croudieIds.add(id);
  }
  const errors: FieldErrors = {};
  if (query.clientId !== null && !names.clients.has(query.clientId)) errors['input.clientId'] = MESSAGES.unknownClient;
  if (query.filters.clientIds.some((id) => !names.clients.has(id))) errors['input.filters.clientIds'] = MESSAGES.unknownClients;
  if (qualificationIds.some((id) => !names.qualifications.has(id)))
    errors['input.filters.qualificationIds'] = MESSAGES.unknownQualifications;
  if (verticalIds.some((id) => !names.verticals.has(id))) errors['input.filters.verticalIds'] = MESSAGES.unknownVerticals;
  if (query.selectedIds.some((id) => !croudieIds.has(id))) errors['input.selectedIds'] = MESSAGES.unknownCroudies;
  if (Object.keys(errors).length) throw badUserInput(errors);
  return names;
}

interface RankedRow {
  scored_total: number;
  new_total: number;
  list: 'scored' | 'new' | 'selected' | null;
  position: number | null;
  id: number | null;
  score: number;
  offered: boolean;
  is_new: boolean;
  entity_type: string;
  country_matched: number;
  clients_matched: number;
  languages_matched: number;
  qualifications_matched: number;
  verticals_matched: number;
  month_minutes: number;
  open_tasks: number;
  rating_average: number | null;
  rating_count: number;
  worked_for_client: boolean;
}

/**
 * Statement 2: every candidate's score, in SQL, and the rows of the lists asked for. Candidates are the live croudies
 * within the hard filters (hourly rate, search) plus the selected ones. Their facts come from one grouped pass over
 * each source: work logs (this month's minutes, the task's client, the clients asked for), open tasks and offers, task
 * ratings, the language, qualification and experience rows of the values asked for (by their value's index) and the
 * croudies who went live recently (by its index). The arithmetic is croudie-picker.rules.ts's, in the same order, so
 * both give the same score. Exported for the benchmark's EXPLAIN (scripts/bench-croudie-picker.ts).
 */
export function rankingStatement(query: PickerQuery): SQL {
  const { filters } = query;
  const counts = requestedCounts(filters);
  const active = setFilters(filters);
  const weight = filterWeight(active.length);
  const hasClient = query.clientId !== null;

  const live = isIn(croudies.status, OFFERED_STATUSES);
  const hard: SQL[] = [];
  if (filters.hourlyRateMin !== null) hard.push(sql`${croudies.hourlyRate} >= ${filters.hourlyRateMin}`);
  if (filters.hourlyRateMax !== null) hard.push(sql`${croudies.hourlyRate} <= ${filters.hourlyRateMax}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    hard.push(sql`((${croudies.firstName} || ' ' || ${croudies.lastName}) ilike ${pattern} or ${croudies.email} ilike ${pattern})`);
  }
  const withinHard = sql.join([live, ...hard], sql` and `);
  // croudies whose access to the task's client is restricted are never offered for it
  const notBlocked = hasClient
    ? sql` and (${principalIdOf('CROUDIE', '')}::text || ${croudies.id}::text) not in (select ${clientAccess.principalId} from ${clientAccess}
        where ${clientAccess.clientId} = ${query.clientId} and ${clientAccess.access} = 'restricted')`
    : sql``;

  const selected = inOrFalse(croudies.id, query.selectedIds);
  // With a search the candidates are few: each grouped pass then reads only theirs (by its croudie index). Without
  // one nearly every live croudie is a candidate, and one pass over the table is cheaper than probing it 9,000 times.
  const ofCandidates = (column: AnyPgColumn) =>
    query.search ? sql` and ${column} in (select ${croudies.id} from ${croudies} where (${withinHard}) or ${selected})` : sql``;
  const countOf = (
    table: SQL,
    croudieColumn: AnyPgColumn,
    valueColumn: AnyPgColumn,
    values: readonly (string | number)[],
    alias: string,
  ) =>
    values.length
      ? sql` left join (select ${croudieColumn} as croudie_id, count(*)::int as n from ${table}
          where ${isIn(valueColumn, values)}${ofCandidates(croudieColumn)} group by ${croudieColumn}) ${sql.raw(alias)}
          on ${sql.raw(alias)}.croudie_id = ${croudies.id}`
      : sql``;
  const matchedOf = (alias: string, values: readonly unknown[]) => sql.raw(values.length ? `coalesce(${alias}.n, 0)` : '0');

  // filters: each set one gives weight × (matched / asked), added in SCORED_FILTERS order as the rules add them
  const matchedColumn: Record<(typeof active)[number], string> = {
    location: 'f.country_matched',
    clients: 'f.clients_matched',
    languages: 'f.languages_matched',
    qualifications: 'f.qualifications_matched',
    verticals: 'f.verticals_matched',
  };
  const filterPoints = active.length
    ? sql.join(
        active.map((f) => sql`${weight}::float8 * (least(${sql.raw(matchedColumn[f])}, ${counts[f]}::int)::float8 / ${counts[f]}::int)`),
        sql` + `,
      )
    : sql`0::float8`;
  const ratingSpan = RATING_STARS.max - RATING_STARS.min;
  const starColumns = [taskRatings.communication, taskRatings.meetingDeadlines, taskRatings.adaptingToFeedback, taskRatings.qualityOfWork];
  const monthStart = startOfMonth(query.now);
  const thisMonth = sql`${workLogs.completedAt} >= ${monthStart} and ${workLogs.completedAt} <= ${query.now}`;
  // atMonthlyLimit of the rules: only croudies who are not a limited company have the limit (hasMonthlyHoursLimit)
  const atMonthlyLimit = sql`(f.entity_type = 'any_other_type' and f.month_minutes >= ${MONTHLY_MINUTES_LIMIT}::int)`;
  const scoredOffset = query.scoredPage.offset;
  // the top picks come from the first ranks: the five best plus as many as may be skipped for being selected
  const topRanks = TOP_PICK_COUNT + query.selectedIds.length;
  const listed = active.length ? sql`offered and filter_points > 0` : sql`offered`;
  const order = sql`order by score desc, last_name, first_name, id`;

  // One join of the croudies with a grouped subquery per source (each one pass, its value lookups by their indexes),
  // not common table expressions: the planner then knows each subquery's rows are one per croudie and estimates the
  // joins well (CTE scans estimate badly, and PostgreSQL's JIT compiles a statement it believes is huge: seconds).
  return sql`
    with facts as (
      select ${croudies.id} as id, ${croudies.firstName} as first_name, ${croudies.lastName} as last_name,
        ${croudies.entityType} as entity_type,
        (${withinHard}${notBlocked}) as offered,
        ${filters.countryCodes.length ? sql`(case when ${isIn(croudies.countryCode, filters.countryCodes)} then 1 else 0 end)` : sql`0`} as country_matched,
        ${matchedOf('clients_worked', filters.clientIds)} as clients_matched,
        ${matchedOf('langs', filters.languageCodes)} as languages_matched,
        ${matchedOf('quals', filters.qualificationIds)} as qualifications_matched,
        ${matchedOf('verts', filters.verticalIds)} as verticals_matched,
        coalesce(g.month_minutes, 0) as month_minutes,
        coalesce(t.open_tasks, 0) as open_tasks,
        r.average as rating_average,
        coalesce(r.rated, 0) as rating_count,
        coalesce(g.worked_for_client, false) as worked_for_client,
        (fresh.croudie_id is not null) as is_new
      from ${croudies}
        ${countOf(sql`${croudieLanguages}`, croudieLanguages.croudieId, croudieLanguages.code, filters.languageCodes, 'langs')}
        ${countOf(sql`${croudieQualifications}`, croudieQualifications.croudieId, croudieQualifications.qualificationId, filters.qualificationIds, 'quals')}
        ${countOf(sql`${croudieExperience}`, croudieExperience.croudieId, croudieExperience.verticalId, filters.verticalIds, 'verts')}
        ${
          filters.clientIds.length
            ? sql` left join (select ${workLogs.croudieId} as croudie_id, count(distinct ${workLogs.clientId})::int as n from ${workLogs}
                where ${isIn(workLogs.clientId, filters.clientIds)}${ofCandidates(workLogs.croudieId)} group by ${workLogs.croudieId}) clients_worked
                on clients_worked.croudie_id = ${croudies.id}`
            : sql``
        }
        left join (
          select ${workLogs.croudieId} as croudie_id,
            (coalesce(sum(${workLogs.minutes}) filter (where ${thisMonth}), 0))::int as month_minutes,
            ${hasClient ? sql`bool_or(${workLogs.clientId} = ${query.clientId})` : sql`false`} as worked_for_client
          from ${workLogs}
          where (${thisMonth}${hasClient ? sql` or ${workLogs.clientId} = ${query.clientId}` : sql``})${ofCandidates(workLogs.croudieId)}
          group by ${workLogs.croudieId}
        ) g on g.croudie_id = ${croudies.id}
        left join (
          -- an offer waiting for their answer is open work whether the task is offered to them alone or in an open
          -- queue; union (not all) counts a task offered in order, which has both, once
          select croudie_id, count(*)::int as open_tasks from (
            select ${tasks.croudieId} as croudie_id, ${tasks.id} as task_id from ${tasks}
              where ${isIn(tasks.state, OPEN_TASK_STATES)}${ofCandidates(tasks.croudieId)}
            union
            select ${taskOffers.croudieId}, ${taskOffers.taskId} from ${taskOffers}
              where ${taskOffers.status} = 'offered'${ofCandidates(taskOffers.croudieId)}
          ) open_work group by croudie_id
        ) t on t.croudie_id = ${croudies.id}
        left join (
          select ${taskRatings.croudieId} as croudie_id,
            sum(${sql.join(
              starColumns.map((c) => sql`coalesce(${c}, 0)`),
              sql` + `,
            )})::float8 / nullif(sum(num_nonnulls(${sql.join(starColumns, sql`, `)})), 0) as average,
            (count(*) filter (where num_nonnulls(${sql.join(starColumns, sql`, `)}) > 0))::int as rated
          from ${taskRatings} where true${ofCandidates(taskRatings.croudieId)} group by ${taskRatings.croudieId}
        ) r on r.croudie_id = ${croudies.id}
        left join (
          -- went live recently (by its index) and no completed task (by the tasks' croudie index)
          select o.croudie_id from ${croudieOnboarding} o
          where o.went_live_at >= ${newSince(query.now)}
            and not exists (select 1 from ${tasks} where ${tasks.croudieId} = o.croudie_id and ${tasks.state} = 'completed')
        ) fresh on fresh.croudie_id = ${croudies.id}
      where (${withinHard}) or ${selected}
    ),
    scored as (
      select f.*, p.filter_points,
        floor(100 * (p.filter_points + p.availability_points + p.rating_points + p.history_points)
          / ${availablePoints(active.length, hasClient)}::int + 0.5)::int as score
      from facts f
        cross join lateral (select
          (${filterPoints}) as filter_points,
          (case when ${atMonthlyLimit} then 0
            else greatest(0, ${PICKER_WEIGHTS.availability}::int - ${POINTS_LOST_PER_OPEN_TASK}::int * f.open_tasks) end) as availability_points,
          (case when f.rating_average is null then ${PICKER_WEIGHTS.rating / 2}::float8
            else ((f.rating_average - ${RATING_STARS.min}::int) / ${ratingSpan}::int) * ${PICKER_WEIGHTS.rating}::int end) as rating_points,
          ${hasClient ? sql`(case when f.worked_for_client then ${PICKER_WEIGHTS.clientHistory}::int else 0 end)` : sql`0`} as history_points
        ) p
    ),
    ranked as (select s.*, row_number() over (${order}) as position from scored s where ${listed} and not is_new),
    fresh_ranked as (select s.*, row_number() over (${order}) as position from scored s where ${listed} and is_new)
    select (select count(*) from ranked)::int as scored_total, (select count(*) from fresh_ranked)::int as new_total, l.*
    from (select 1) one left join (
      select 'scored' as list, * from ranked
        where (position > ${scoredOffset}::int and position <= ${scoredOffset + query.scoredPage.limit}::int) or position <= ${topRanks}::int
      union all
      select 'new', * from fresh_ranked
        where position > ${query.newPage.offset}::int and position <= ${query.newPage.offset + query.newPage.limit}::int
      union all
      select 'selected', s.*, 0 from scored s where ${inOrFalse(sql.raw('s.id'), query.selectedIds)}
    ) l on true
  `;
}

const factsOf = (row: RankedRow): CroudieFacts => ({
  entityType: row.entity_type,
  countryMatched: Number(row.country_matched),
  clientsMatched: Number(row.clients_matched),
  languagesMatched: Number(row.languages_matched),
  qualificationsMatched: Number(row.qualifications_matched),
  verticalsMatched: Number(row.verticals_matched),
  monthMinutes: Number(row.month_minutes),
  openTasks: Number(row.open_tasks),
  ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
  ratingCount: Number(row.rating_count),
  workedForClient: row.worked_for_client,
});

/**
 * Statement 3: the listed croudies' rows and which of the asked values each has (for the reasons), by id. The
 * correlated lists run for these few rows only.
 */
async function listedDetails(db: Database, ids: readonly number[], filters: PickerFilters) {
  const ofValues = <T>(values: readonly (string | number)[], list: SQL) =>
    values.length ? sql<T[]>`(select coalesce(json_agg(v), '[]'::json) from (${list}) m(v))` : sql<T[]>`'[]'::json`;
  const rows = await db
    .select({
      croudie: croudies,
      clientIds: ofValues<number>(
        filters.clientIds,
        sql`select distinct ${workLogs.clientId} from ${workLogs} where ${workLogs.croudieId} = ${croudies.id}
          and ${filters.clientIds.length ? isIn(workLogs.clientId, filters.clientIds) : sql`false`}`,
      ),
      languageCodes: ofValues<string>(
        filters.languageCodes,
        sql`select ${croudieLanguages.code} from ${croudieLanguages} where ${croudieLanguages.croudieId} = ${croudies.id}
          and ${filters.languageCodes.length ? isIn(croudieLanguages.code, filters.languageCodes) : sql`false`}`,
      ),
      qualificationIds: ofValues<number>(
        filters.qualificationIds,
        sql`select ${croudieQualifications.qualificationId} from ${croudieQualifications} where ${croudieQualifications.croudieId} = ${croudies.id}
          and ${filters.qualificationIds.length ? isIn(croudieQualifications.qualificationId, filters.qualificationIds) : sql`false`}`,
      ),
      verticalIds: ofValues<number>(
        filters.verticalIds,
        sql`select ${croudieExperience.verticalId} from ${croudieExperience} where ${croudieExperience.croudieId} = ${croudies.id}
          and ${filters.verticalIds.length ? isIn(croudieExperience.verticalId, filters.verticalIds) : sql`false`}`,
      ),
    })
    .from(croudies)
    .where(inArray(croudies.id, [...ids]));
  const parse = <T>(value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []));
  return new Map(
    rows.map((r) => [
      r.croudie.id,
      {
        croudie: r.croudie,
        matched: {
          clientIds: parse<number>(r.clientIds).map(Number),
          languageCodes: parse<string>(r.languageCodes),
          qualificationIds: parse<number>(r.qualificationIds).map(Number),
          verticalIds: parse<number>(r.verticalIds).map(Number),
        },
      },
    ]),
  );
}

/** The picker: scored, new and selected croudies and the top five, in at most three statements. */
export async function pickCroudies(db: Database, query: PickerQuery): Promise<PickerResult> {
  const names = await referenceNames(db, query);
  const { rows } = (await db.execute(rankingStatement(query))) as unknown as { rows: RankedRow[] };
  const totals = { scored: Number(rows[0]?.scored_total ?? 0), fresh: Number(rows[0]?.new_total ?? 0) };
  const listed = rows.filter((r) => r.list !== null && r.id !== null);
  const details = listed.length ? await listedDetails(db, [...new Set(listed.map((r) => Number(r.id)))], query.filters) : new Map();
  const selected = new Set(query.selectedIds);

  const candidate = (row: RankedRow): PickerCandidate => {
    const id = Number(row.id);
    const detail = details.get(id)!;
    const facts = factsOf(row);
    return {
      croudie: detail.croudie,
      score: Number(row.score),
      facts,
      offered: row.offered && matchesSomeFilter(facts, query.filters),
      isNew: row.is_new,
      selected: selected.has(id),
      matched: detail.matched,
    };
  };
  const inList = (list: RankedRow['list']) => listed.filter((r) => r.list === list).sort((a, b) => Number(a.position) - Number(b.position));
  const scoredRows = inList('scored');
  const pageOf = (page: Page) => (r: RankedRow) => Number(r.position) > page.offset && Number(r.position) <= page.offset + page.limit;
  const selectedRows = new Map(inList('selected').map((r) => [Number(r.id), r]));

  return {
    scored: { nodes: scoredRows.filter(pageOf(query.scoredPage)).map(candidate), total: totals.scored, page: query.scoredPage },
    fresh: { nodes: inList('new').map(candidate), total: totals.fresh, page: query.newPage },
    selected: query.selectedIds.filter((id) => selectedRows.has(id)).map((id) => candidate(selectedRows.get(id)!)),
    topFive: topPicks(
      scoredRows.map((r) => Number(r.id)),
      query.selectedIds,
    ),
    names,
  };
}
