import * as v from 'valibot';
import { requireSignedIn } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { CodesFilterSchema, SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { countryList, languageList, localePage, timezoneList, timezonesByIds, zoneOffset, type LocaleEntry } from './locale.rules.js';

// Languages, countries and timezones for the pickers (ADR 0262): static data, for anyone signed in.

type Page = { nodes: LocaleEntry[]; pagination: { total: number; page: number; limit: number } };

const LocaleFilters = builder.inputType('LocaleFilters', {
  description: 'Filters of a static reference list (languages, countries, timezones)',
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the name (any case, accents ignored), or the whole code' }),
    ids: t.idList({ required: false, description: 'Only these codes (at most 100), e.g. to label the values a picker holds' }),
  }),
});
const LocaleFiltersSchema = v.object({ search: SearchFilterSchema, ids: CodesFilterSchema });

const LanguageRef = builder.objectRef<LocaleEntry>('Language');
LanguageRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A language of ISO 639-1',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The ISO 639-1 code, lower case, e.g. en' }),
    name: t.exposeString('name', { description: 'Its English name' }),
  }),
});

const CountryRef = builder.objectRef<LocaleEntry>('Country');
CountryRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A country of ISO 3166-1',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The ISO 3166-1 alpha-2 code, upper case, e.g. GB' }),
    name: t.exposeString('name', { description: 'Its English name' }),
  }),
});

const TimezoneRef = builder.objectRef<LocaleEntry>('Timezone');
TimezoneRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'An IANA timezone',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The zone, e.g. Europe/London' }),
    name: t.exposeString('name', { description: 'The zone with spaces for underscores, e.g. America/New York' }),
    offset: t.string({
      description: 'Its offset from UTC by the platform clock now, e.g. UTC+01:00',
      resolve: (zone, _args, ctx) => zoneOffset(zone.id, ctx.clock.now()),
    }),
  }),
});

function connection(name: string, node: typeof LanguageRef) {
  const ref = builder.objectRef<Page>(name);
  ref.implement({
    ...typeRule(RULES.signedIn),
    fields: (t) => ({
      nodes: t.field({ type: [node], resolve: (c) => c.nodes }),
      pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
    }),
  });
  return ref;
}

type LocaleArgs = {
  filters?: { search?: string | null; ids?: (string | number)[] | null } | null;
  pagination?: { page?: number | null; limit?: number | null } | null;
};

function listField(
  name: 'languages' | 'countries' | 'timezones',
  node: typeof LanguageRef,
  description: string,
  page: (
    filters: { search: string | null; ids: string[] | null },
    at: { limit: number; offset: number },
  ) => Omit<Page, 'pagination'> & { total: number },
) {
  const Connection = connection(`${node.name}Connection`, node);
  builder.queryField(name, (t) =>
    t.field({
      type: Connection,
      description,
      ...operationRoles('ALL_STAFF'),
      args: {
        filters: t.arg({ type: LocaleFilters, required: false }),
        pagination: t.arg({ type: PaginationInput, required: false }),
      },
      resolve: (_root, args: LocaleArgs, ctx) => {
        requireSignedIn(ctx.auth);
        const at = toPage(args.pagination);
        const filters = parseInput(LocaleFiltersSchema, { search: args.filters?.search, ids: args.filters?.ids?.map(String) }, 'filters');
        const { nodes, total } = page(filters, at);
        return { nodes, pagination: { total, page: at.page, limit: at.limit } };
      },
    }),
  );
}

listField('languages', LanguageRef, 'Languages of ISO 639-1 by English name (anyone signed in); with ids, those codes', (filters, at) =>
  localePage(languageList(), { ...filters, page: at }),
);
listField('countries', CountryRef, 'Countries of ISO 3166-1 by English name (anyone signed in); with ids, those codes', (filters, at) =>
  localePage(countryList(), { ...filters, page: at }),
);
listField('timezones', TimezoneRef, 'IANA timezones by name, and UTC (anyone signed in); with ids, those zones', (filters, at) => {
  if (!filters.ids) return localePage(timezoneList(), { ...filters, page: at });
  const found = timezonesByIds(filters.ids);
  return { nodes: found.slice(at.offset, at.offset + at.limit), total: found.length };
});
