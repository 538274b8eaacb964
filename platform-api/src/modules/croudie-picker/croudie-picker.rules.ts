/**
 * The croudie picker's scoring (staff-and-admin.md §2 Croudie picker, §9 "Pick top 5"; ADR 0282). One place says what
 * a score is made of: croudie-picker.data.ts builds the same arithmetic in SQL from these constants (to rank 10,000
 * croudies in one statement), and the reasons of a page's rows are worked out here from the facts that statement
 * returns. The tests hold both to the same numbers.
 */
import { MONTHLY_MINUTES_LIMIT, hasMonthlyHoursLimit } from '@work/shared-contracts/monthly-hours';
import type { StaffRole } from '@work/shared-contracts/roles';

/** The staff who author tasks (the job creator roles of ADR 0279) pick croudies for them. */
export const PICKER_ROLES = ['job_user', 'forecasting', 'forecast_admin', 'operations'] as const satisfies readonly StaffRole[];

/** The points each part of a score can give; they add up to 100. */
export const PICKER_WEIGHTS = {
  /** Shared equally by the scored filters that are set (location, clients, languages, qualifications, verticals). */
  filters: 50,
  /** Not at the monthly hours limit, and fewer open tasks. */
  availability: 20,
  /** The average of the croudie's task ratings; neutral (half) when they have none. */
  rating: 20,
  /** Has done work for the task's client. */
  clientHistory: 10,
} as const;

/** Availability points lost per open task: 0 open → 20, 1 → 15, … 4 or more → 0. */
export const POINTS_LOST_PER_OPEN_TASK = 5;
/**
 * Tasks that take the croudie's time now: offered to them or in progress. An open offer waiting for their answer
 * (offered in order or in an open queue: task_offers) counts too, once per task.
 */
export const OPEN_TASK_STATES = ['offered', 'in_progress'] as const;
/** Task ratings are 1 to 3 stars (staff-and-admin.md §9). */
export const RATING_STARS = { min: 1, max: 3 } as const;
/** Croudies who went live within this many days and have no completed task are shown apart as new. */
export const NEW_CROUDIE_DAYS = 30;
/** What "pick top 5" adds. */
export const TOP_PICK_COUNT = 5;
/** A croudie who is live (reactivated croudies work as active ones). */
export const OFFERED_STATUSES = ['active', 'reactivated'] as const;

/** The scored filters, in the order their reasons are listed. */
export const SCORED_FILTERS = ['location', 'clients', 'languages', 'qualifications', 'verticals'] as const;
export type ScoredFilter = (typeof SCORED_FILTERS)[number];

export const REASON_KINDS = ['FILTER', 'AVAILABILITY', 'RATING', 'CLIENT_HISTORY'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

export interface PickerFilters {
  countryCodes: readonly string[];
  clientIds: readonly number[];
  languageCodes: readonly string[];
  qualificationIds: readonly number[];
  verticalIds: readonly number[];
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

/** How many of the values asked for each scored filter a filter needs to be matched fully. */
export function requestedCounts(filters: PickerFilters): Record<ScoredFilter, number> {
  return {
    // a croudie lives in one country: any of the countries asked for is a full match
    location: filters.countryCodes.length > 0 ? 1 : 0,
    clients: filters.clientIds.length,
    languages: filters.languageCodes.length,
    qualifications: filters.qualificationIds.length,
    verticals: filters.verticalIds.length,
  };
}

/** The scored filters that are set, in reason order. */
export function setFilters(filters: PickerFilters): ScoredFilter[] {
  const counts = requestedCounts(filters);
  return SCORED_FILTERS.filter((f) => counts[f] > 0);
}

/** Each set filter's share of the filter points (0 when none is set). */
export function filterWeight(setCount: number): number {
  return setCount === 0 ? 0 : PICKER_WEIGHTS.filters / setCount;
}

/** The points one filter gives: its weight times the share of the asked values the croudie has. */
export function filterPoints(weight: number, matched: number, requested: number): number {
  if (requested === 0) return 0;
  return weight * (Math.min(matched, requested) / requested);
}

/** At the monthly hours limit: no more tasks this month, so no availability points (ADR 0265). */
export function atMonthlyLimit(entityType: string, monthMinutes: number): boolean {
  return hasMonthlyHoursLimit(entityType) && monthMinutes >= MONTHLY_MINUTES_LIMIT;
}

export function availabilityPoints(atLimit: boolean, openTasks: number): number {
  if (atLimit) return 0;
  return Math.max(0, PICKER_WEIGHTS.availability - POINTS_LOST_PER_OPEN_TASK * openTasks);
}

/** 1 star → 0, 2 → half, 3 → all the rating points; no ratings → half (neutral: new croudies are not punished). */
export function ratingPoints(average: number | null): number {
  if (average === null) return PICKER_WEIGHTS.rating / 2;
  return ((average - RATING_STARS.min) / (RATING_STARS.max - RATING_STARS.min)) * PICKER_WEIGHTS.rating;
}

export function clientHistoryPoints(workedForClient: boolean): number {
  return workedForClient ? PICKER_WEIGHTS.clientHistory : 0;
}

/** The points a score can reach for this query: the parts that do not apply (no filter, no client) are left out. */
export function availablePoints(setCount: number, hasClient: boolean): number {
  return (
    (setCount > 0 ? PICKER_WEIGHTS.filters : 0) +
    PICKER_WEIGHTS.availability +
    PICKER_WEIGHTS.rating +
    (hasClient ? PICKER_WEIGHTS.clientHistory : 0)
  );
}

/** The score, 0–100: the share of the available points earned, rounded half up (the SQL uses the same arithmetic). */
export function scoreOf(earned: number, available: number): number {
  return Math.floor((100 * earned) / available + 0.5);
}

/** What the ranking statement returns about a croudie. */
export interface CroudieFacts {
  entityType: string;
  /** 1 when the croudie's country is one of those asked for, else 0. */
  countryMatched: number;
  /** How many of the asked clients they have done work for. */
  clientsMatched: number;
  languagesMatched: number;
  qualificationsMatched: number;
  verticalsMatched: number;
  monthMinutes: number;
  openTasks: number;
  /** The average of their task ratings' stars; null when never rated. */
  ratingAverage: number | null;
  ratingCount: number;
  workedForClient: boolean;
}

const MATCHED_OF: Record<ScoredFilter, (f: CroudieFacts) => number> = {
  location: (f) => f.countryMatched,
  clients: (f) => f.clientsMatched,
  languages: (f) => f.languagesMatched,
  qualifications: (f) => f.qualificationsMatched,
  verticals: (f) => f.verticalsMatched,
};

export interface Reason {
  kind: ReasonKind;
  label: string;
  matched: boolean;
  /** Points earned, rounded to one decimal for display. */
  points: number;
  maxPoints: number;
}

/** The names of the values a croudie matched, for the labels (the data layer looks them up). */
export interface MatchedNames {
  country: string | null;
  clients: readonly string[];
  languages: readonly string[];
  qualifications: readonly string[];
  verticals: readonly string[];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const list = (names: readonly string[]) => names.join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function filterLabel(filter: ScoredFilter, matched: number, requested: number, names: MatchedNames): string {
  const of = `${matched} of ${requested}`;
  switch (filter) {
    case 'location':
      return matched ? `Lives in ${names.country}` : 'Lives outside the locations asked for';
    case 'clients':
      return matched ? `Has worked for ${of} clients: ${list(names.clients)}` : 'Has not worked for the clients asked for';
    case 'languages':
      return matched ? `Speaks ${of} languages: ${list(names.languages)}` : 'Speaks none of the languages asked for';
    case 'qualifications':
      return matched ? `Holds ${of} qualifications: ${list(names.qualifications)}` : 'Holds none of the qualifications asked for';
    case 'verticals':
      return matched ? `Has experience in ${of} verticals: ${list(names.verticals)}` : 'Has no experience in the verticals asked for';
  }
}

/** The reasons of a croudie's score, in the order filters, availability, rating, client history. */
export function reasonsFor(facts: CroudieFacts, filters: PickerFilters, hasClient: boolean, names: MatchedNames): Reason[] {
  const counts = requestedCounts(filters);
  const active = setFilters(filters);
  const weight = filterWeight(active.length);
  const reasons: Reason[] = active.map((filter) => {
    const matched = Math.min(MATCHED_OF[filter](facts), counts[filter]);
    return {
      kind: 'FILTER',
      label: filterLabel(filter, matched, counts[filter], names),
      matched: matched > 0,
      points: oneDecimal(filterPoints(weight, matched, counts[filter])),
      maxPoints: oneDecimal(weight),
    };
  });
  const limit = atMonthlyLimit(facts.entityType, facts.monthMinutes);
  const available = availabilityPoints(limit, facts.openTasks);
  reasons.push({
    kind: 'AVAILABILITY',
    label: limit
      ? 'At the monthly hours limit: no more tasks this month'
      : facts.openTasks === 0
        ? 'Available: no open tasks'
        : `Available, with ${plural(facts.openTasks, 'open task')}`,
    matched: available > 0,
    points: available,
    maxPoints: PICKER_WEIGHTS.availability,
  });
  reasons.push({
    kind: 'RATING',
    label:
      facts.ratingAverage === null
        ? 'Not rated yet: a neutral score'
        : `Rated ${oneDecimal(facts.ratingAverage)} of ${RATING_STARS.max} stars on average (${plural(facts.ratingCount, 'rating')})`,
    matched: facts.ratingAverage !== null,
    points: oneDecimal(ratingPoints(facts.ratingAverage)),
    maxPoints: PICKER_WEIGHTS.rating,
  });
  if (hasClient)
    reasons.push({
      kind: 'CLIENT_HISTORY',
      label: facts.workedForClient ? "Has done work for this task's client" : "Has not worked for this task's client yet",
      matched: facts.workedForClient,
      points: clientHistoryPoints(facts.workedForClient),
      maxPoints: PICKER_WEIGHTS.clientHistory,
    });
  return reasons;
}

/** The unrounded points earned, in the order the SQL adds them (filters, availability, rating, client history). */
export function earnedPoints(facts: CroudieFacts, filters: PickerFilters, hasClient: boolean): number {
  const counts = requestedCounts(filters);
  const active = setFilters(filters);
  const weight = filterWeight(active.length);
  let fromFilters = 0;
  for (const filter of active) fromFilters += filterPoints(weight, MATCHED_OF[filter](facts), counts[filter]);
  return (
    fromFilters +
    availabilityPoints(atMonthlyLimit(facts.entityType, facts.monthMinutes), facts.openTasks) +
    ratingPoints(facts.ratingAverage) +
    (hasClient ? clientHistoryPoints(facts.workedForClient) : 0)
  );
}

/** The score of a croudie for this query: what the ranking statement computes in SQL. */
export function scoreFor(facts: CroudieFacts, filters: PickerFilters, hasClient: boolean): number {
  return scoreOf(earnedPoints(facts, filters, hasClient), availablePoints(setFilters(filters).length, hasClient));
}

/** When scored filters are set, a croudie must match at least one of them to be offered. */
export function matchesSomeFilter(facts: CroudieFacts, filters: PickerFilters): boolean {
  const active = setFilters(filters);
  return active.length === 0 || active.some((filter) => MATCHED_OF[filter](facts) > 0);
}

/** What "pick top 5" adds: the best scored croudies not already selected, in ranking order. */
export function topPicks(rankedIds: readonly number[], selectedIds: readonly number[], count = TOP_PICK_COUNT): number[] {
  const selected = new Set(selectedIds);
  return rankedIds.filter((id) => !selected.has(id)).slice(0, count);
}

/** When a croudie went live counts as recent: within NEW_CROUDIE_DAYS of now. */
export function newSince(now: Date): Date {
  return new Date(now.getTime() - NEW_CROUDIE_DAYS * 24 * 60 * 60 * 1000);
}

export const PICKER_MESSAGES = {
  staffOnly: 'Only staff who author tasks can use the croudie picker',
  unknownClient: 'Choose a client from the list',
  unknownClients: 'Choose clients from the list',
  unknownQualifications: 'Choose qualifications from the list',
  unknownVerticals: 'Choose verticals from the list',
  unknownCroudies: 'Some selected croudies do not exist',
  rateRange: 'The minimum hourly rate cannot be more than the maximum',
} as const;
