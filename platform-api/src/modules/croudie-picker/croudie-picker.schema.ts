// The croudie picker (staff-and-admin.md §2 Croudie picker, §9 Pick top 5; issue 21; ADR 0282): scored, new and
// selected croudies for a task, each score explained, and the five best to add. The UI uses it behind the
// new_croudie_picker flag; the API is always there, for the task-authoring roles only.
import * as v from 'valibot';
import { requireSignedIn } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, forbidden, PlatformError } from '../../kit/errors.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage, type Page } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { CroudieRef } from '../people/index.js';
import { COUNTRY_CODES, countryList, LANGUAGE_CODES, languageList } from '../reference/index.js';
import * as data from './croudie-picker.data.js';
import { PICKER_MESSAGES, PICKER_ROLES, REASON_KINDS, reasonsFor, type Reason, type ReasonKind } from './croudie-picker.rules.js';

// ------------------------------------------------------------------------------------------------------------- output

const ReasonKindEnum = builder.enumType('CroudiePickerReasonKind', {
  description: 'What part of the score a reason explains',
  values: Object.fromEntries(REASON_KINDS.map((k) => [k, { value: k }])) as Record<ReasonKind, { value: ReasonKind }>,
});

const ReasonRef = builder.objectRef<Reason>('CroudiePickerReason');
ReasonRef.implement({
  ...typeRule(RULES.staff),
  description: 'One part of a croudie’s picker score: a filter they match or not, their availability, ratings or client history',
  fields: (t) => ({
    kind: t.field({ type: ReasonKindEnum, resolve: (r) => r.kind }),
    label: t.exposeString('label', { description: 'A sentence for people, e.g. "Speaks 2 of 3 languages: English, French"' }),
    matched: t.exposeBoolean('matched', { description: 'Whether this part counts for the croudie (a neutral rating does not)' }),
    points: t.exposeFloat('points', { description: 'Points earned, to one decimal' }),
    maxPoints: t.exposeFloat('maxPoints', { description: 'The most this part can give for this query' }),
  }),
});

interface CandidateView {
  candidate: data.PickerCandidate;
  reasons: Reason[];
}

const CandidateRef = builder.objectRef<CandidateView>('CroudiePickerCandidate');
CandidateRef.implement({
  ...typeRule(RULES.staff),
  description: 'A croudie the picker offers, with their score (0–100) and why',
  fields: (t) => ({
    croudie: t.field({
      type: CroudieRef,
      description: 'The croudie (their hourly rate shows to the roles that may see it)',
      resolve: (c) => c.candidate.croudie,
    }),
    score: t.int({ description: 'The share of the points available for this query they earn, 0–100', resolve: (c) => c.candidate.score }),
    reasons: t.field({
      type: [ReasonRef],
      description: 'Filters, then availability, rating and client history',
      resolve: (c) => c.reasons,
    }),
    selected: t.boolean({ description: 'In the query’s selectedIds', resolve: (c) => c.candidate.selected }),
    isNew: t.boolean({ description: 'Went live recently and has no completed task', resolve: (c) => c.candidate.isNew }),
    offered: t.boolean({
      description:
        'Offered by this query: live, within the hourly rate and search, matching a set filter and not blocked from the client (a selected croudie may not be)',
      resolve: (c) => c.candidate.offered,
    }),
  }),
});

interface ConnectionView {
  nodes: CandidateView[];
  pagination: { total: number; page: number; limit: number };
}
const CandidateConnection = builder.objectRef<ConnectionView>('CroudiePickerCandidateConnection');
CandidateConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [CandidateRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ResultRef = builder.objectRef<{ scored: ConnectionView; fresh: ConnectionView; selected: CandidateView[]; topFive: number[] }>(
  'CroudiePickerResult',
);
ResultRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    scored: t.field({
      type: CandidateConnection,
      description: 'Offered croudies who are not new, best score first (then by name)',
      resolve: (r) => r.scored,
    }),
    new: t.field({
      type: CandidateConnection,
      description: 'Offered croudies who went live in the last 30 days and have no completed task, shown apart so they get a chance',
      resolve: (r) => r.fresh,
    }),
    selected: t.field({
      type: [CandidateRef],
      description: 'The selectedIds, in their order, with their scores',
      resolve: (r) => r.selected,
    }),
    topFive: t.idList({
      description: 'What "pick top 5" adds: the ids of the five best scored croudies not already selected (fewer when fewer are offered)',
      resolve: (r) => r.topFive.map(String),
    }),
  }),
});

// -------------------------------------------------------------------------------------------------------------- input

const FiltersInput = builder.inputType('CroudiePickerFilters', {
  description:
    'Location, clients, languages, qualifications and verticals are scored (matching more of them scores higher; when any is set, croudies matching none are left out); the hourly rate is a hard filter',
  fields: (t) => ({
    countryCodes: t.stringList({ required: false, description: 'ISO 3166-1 alpha-2: lives in one of them' }),
    clientIds: t.idList({ required: false, description: 'Has done work for them (work logs)' }),
    languageCodes: t.stringList({ required: false, description: 'ISO 639-1: speaks them' }),
    qualificationIds: t.idList({ required: false, description: 'Holds them' }),
    verticalIds: t.idList({ required: false, description: 'Has experience in them' }),
    hourlyRateMin: t.float({ required: false, description: 'Hard filter, pounds; croudies without a rate are left out when set' }),
    hourlyRateMax: t.float({ required: false, description: 'Hard filter, pounds' }),
  }),
});

const PickerInput = builder.inputType('CroudiePickerInput', {
  fields: (t) => ({
    clientId: t.id({
      required: false,
      description: 'The task’s client: having worked for it scores, and croudies restricted from it are never offered',
    }),
    search: t.string({ required: false, description: 'Part of the name or e-mail, any case (a hard filter)' }),
    filters: t.field({ type: FiltersInput, required: false }),
    selectedIds: t.idList({ required: false, description: 'Croudies already chosen in the form, in order (at most 100)' }),
    pagination: t.field({ type: PaginationInput, required: false, description: 'Of scored (default 10 a page)' }),
    newPagination: t.field({ type: PaginationInput, required: false, description: 'Of new (default 10 a page)' }),
  }),
});

const MAX_LIST = 50;
const MAX_SELECTED = 100;
const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a valid id'), v.transform(Number));
const unique = <T>(items: T[]) => [...new Set(items)];
const listOf = <S extends v.GenericSchema<unknown, string | number>>(item: S, max: number, what: string) =>
  v.pipe(
    v.optional(v.nullable(v.array(item)), []),
    v.transform((items) => unique(items ?? [])),
    v.maxLength(max, `At most ${max} ${what}`),
  );
const RateSchema = v.optional(v.nullable(v.pipe(v.number(), v.minValue(0, 'An hourly rate cannot be negative'))), null);

const PickerInputSchema = v.object({
  clientId: v.optional(v.nullable(Id), null),
  search: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(100, 'Search for at most 100 characters'),
        v.transform((s) => s || null),
      ),
    ),
    null,
  ),
  filters: v.pipe(
    v.optional(
      v.object({
        countryCodes: listOf(
          v.pipe(
            v.string(),
            v.trim(),
            v.toUpperCase(),
            v.check((c) => COUNTRY_CODES.has(c), 'A country code of ISO 3166-1, e.g. GB'),
          ),
          MAX_LIST,
          'countries',
        ),
        clientIds: listOf(Id, MAX_LIST, 'clients'),
        languageCodes: listOf(
          v.pipe(
            v.string(),
            v.trim(),
            v.toLowerCase(),
            v.check((c) => LANGUAGE_CODES.includes(c), 'A language code of ISO 639-1, e.g. en'),
          ),
          MAX_LIST,
          'languages',
        ),
        qualificationIds: listOf(Id, MAX_LIST, 'qualifications'),
        verticalIds: listOf(Id, MAX_LIST, 'verticals'),
        hourlyRateMin: RateSchema,
        hourlyRateMax: RateSchema,
      }),
      {},
    ),
    v.forward(
      v.check((f) => f.hourlyRateMin === null || f.hourlyRateMax === null || f.hourlyRateMin <= f.hourlyRateMax, PICKER_MESSAGES.rateRange),
      ['hourlyRateMin'],
    ),
  ),
  selectedIds: listOf(Id, MAX_SELECTED, 'selected croudies'),
});

/** Staff who author tasks only: croudies and client users are refused whatever they hold. */
function requirePicker(ctx: Context) {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER' || !viewer.roles.some((role) => (PICKER_ROLES as readonly string[]).includes(role)))
    throw forbidden(PICKER_MESSAGES.staffOnly);
  return viewer;
}

/** toPage, with its field errors named after the input field they are about. */
function pageOf(input: Parameters<typeof toPage>[0], field: string): Page {
  try {
    return toPage(input);
  } catch (error) {
    if (!(error instanceof PlatformError) || !error.fieldErrors) throw error;
    throw badUserInput(
      Object.fromEntries(Object.entries(error.fieldErrors).map(([key, message]) => [key.replace(/^pagination/, field), message])),
    );
  }
}

const nameOf = (list: readonly { id: string; name: string }[]) => {
  const byId = new Map(list.map((e) => [e.id, e.name]));
  return (code: string) => byId.get(code) ?? code;
};

builder.queryFields((t) => ({
  croudiePicker: t.field({
    type: ResultRef,
    ...operationRoles(PICKER_ROLES),
    description:
      'The croudie picker for a task: live croudies scored on the filters, availability, ratings and client history (job_user, forecasting, forecast_admin, operations)',
    args: { input: t.arg({ type: PickerInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePicker(ctx);
      const input = parseInput(PickerInputSchema, normaliseInput(args.input), 'input');
      const query: data.PickerQuery = {
        clientId: input.clientId,
        search: input.search,
        filters: input.filters,
        selectedIds: input.selectedIds,
        scoredPage: pageOf(args.input.pagination, 'input.pagination'),
        newPage: pageOf(args.input.newPagination, 'input.newPagination'),
        now: ctx.clock.now(),
      };
      const result = await data.pickCroudies(ctx.db, query);
      const country = nameOf(countryList());
      const language = nameOf(languageList());
      const named = (ids: readonly number[], names: ReadonlyMap<number, string>) => ids.map((id) => names.get(id) ?? String(id));
      const view = (candidate: data.PickerCandidate): CandidateView => {
        const { matched, croudie } = candidate;
        // the asked values' order, so labels read as the filter was set
        const inOrder = <T>(asked: readonly T[], have: readonly T[]) => asked.filter((value) => have.includes(value));
        return {
          candidate,
          reasons: reasonsFor(candidate.facts, query.filters, query.clientId !== null, {
            country: croudie.countryCode === null ? null : country(croudie.countryCode),
            clients: named(inOrder(query.filters.clientIds, matched.clientIds), result.names.clients),
            languages: inOrder(query.filters.languageCodes, matched.languageCodes).map(language),
            qualifications: named(inOrder(query.filters.qualificationIds, matched.qualificationIds), result.names.qualifications),
            verticals: named(inOrder(query.filters.verticalIds, matched.verticalIds), result.names.verticals),
          }),
        };
      };
      const connection = (list: data.PickerResult['scored']): ConnectionView => ({
        nodes: list.nodes.map(view),
        pagination: { total: list.total, page: list.page.page, limit: list.page.limit },
      });
      return {
        scored: connection(result.scored),
        fresh: connection(result.fresh),
        selected: result.selected.map(view),
        topFive: result.topFive,
      };
    },
  }),
}));

/** GraphQL gives absent input fields as undefined and explicit ones as null, ids as strings or numbers: one shape. */
function normaliseInput(input: {
  clientId?: string | number | null;
  search?: string | null;
  filters?: Record<string, unknown> | null;
  selectedIds?: (string | number)[] | null;
}) {
  const ids = (list: unknown) => (Array.isArray(list) ? list.map(String) : []);
  const f = input.filters ?? {};
  return {
    clientId: input.clientId == null ? null : String(input.clientId),
    search: input.search ?? null,
    filters: {
      countryCodes: f['countryCodes'] ?? [],
      clientIds: ids(f['clientIds']),
      languageCodes: f['languageCodes'] ?? [],
      qualificationIds: ids(f['qualificationIds']),
      verticalIds: ids(f['verticalIds']),
      hourlyRateMin: f['hourlyRateMin'] ?? null,
      hourlyRateMax: f['hourlyRateMax'] ?? null,
    },
    selectedIds: ids(input.selectedIds),
  };
}
