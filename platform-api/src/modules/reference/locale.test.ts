// The pickers' reference lists (ADR 0262) on a real server: languages, countries and timezones for anyone signed in,
// and the `ids` filter of the settings lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { countryList, CURRENT_ZONE_NAMES, folded, LANGUAGE_CODES, localePage, timezoneList, zoneOffset } from './locale.rules.js';
import { COUNTRY_CODES, isTimezone } from './reference.rules.js';

let api: TestApi;
const token: Record<'member' | 'croudie' | 'client', string> = {} as never;

beforeAll(async () => {
  // summer: London is an hour ahead of UTC
  api = await startTestApi({ now: new Date('2026-07-01T09:00:00Z') });
  [token.member, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

type Node = { id: string; name: string; offset?: string };
type Page = { nodes: Node[]; pagination: { total: number; page: number; limit: number } };
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

const LISTS = [
  { list: 'languages', fields: 'id name', total: LANGUAGE_CODES.length },
  { list: 'countries', fields: 'id name', total: COUNTRY_CODES.size },
  { list: 'timezones', fields: 'id name offset', total: timezoneList().length },
] as const;

describe.each(LISTS)('$list', ({ list, fields, total }) => {
  const document = `query($filters: LocaleFilters, $pagination: PaginationInput) {
    ${list}(filters: $filters, pagination: $pagination) { nodes { ${fields} } pagination { total page limit } }
  }`;
  const ask = (variables: Record<string, unknown> = {}, as = token.member) =>
    gql<Record<string, Page>>(api, document, { token: as, variables });
  const page = async (variables: Record<string, unknown> = {}, as = token.member) => {
    const res = await ask(variables, as);
    expect(res.errors).toBeUndefined();
    return res.data![list]!;
  };

  it('lists every entry in name order, paged (at most 100), with the total', async () => {
    const first = await page({ pagination: { limit: 100 } });
    expect(first.pagination).toEqual({ total, page: 1, limit: 100 });
    const names = first.nodes.map((n) => n.name);
    if (list === 'timezones') expect(first.nodes.map((n) => n.id)).toEqual([...first.nodes.map((n) => n.id)].sort());
    else expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await page({ pagination: { page: 2, limit: 7 } });
    expect(second.nodes.map((n) => n.id)).toEqual(first.nodes.slice(7, 14).map((n) => n.id));
    const last = await page({ pagination: { page: Math.ceil(total / 100), limit: 100 } });
    expect(last.nodes.length).toBe(total % 100 || 100);
    expect(errorCode(await ask({ pagination: { limit: 101 } }))).toBe('BAD_USER_INPUT');
  });

  it('answers exactly the ids asked for, for a picker to label its values', async () => {
    const ids = { languages: ['cy', 'en', 'xx'], countries: ['GB', 'de', 'XX'], timezones: ['Europe/London', 'Nowhere/Else'] }[list];
    const found = await page({ filters: { ids } });
    expect(found.nodes.map((n) => n.id).sort()).toEqual(
      { languages: ['cy', 'en'], countries: ['DE', 'GB'], timezones: ['Europe/London'] }[list],
    );
    expect((await page({ filters: { ids: [] } })).pagination.total).toBe(0);
    const many = Array.from({ length: 101 }, (_, i) => `z${i}`);
    expect(fieldErrors(await ask({ filters: { ids: many } }))).toEqual({ 'filters.ids': 'At most 100 ids' });
  });

  it('is for anyone signed in (croudies and client users too), not for anonymous callers', async () => {
    expect((await page({}, token.croudie)).pagination.total).toBe(total);
    expect((await page({}, token.client)).pagination.total).toBe(total);
    expect(errorCode(await ask({}, ''))).toBe('UNAUTHENTICATED');
  });
});

describe('searching the reference lists', () => {
  const search = async (list: string, term: string) => {
    const res = await gql<Record<string, Page>>(
      api,
      `query($s: String) { ${list}(filters: { search: $s }, pagination: { limit: 100 }) { nodes { id name } pagination { total } } }`,
      { token: token.member, variables: { s: term } },
    );
    expect(res.errors).toBeUndefined();
    return res.data![list]!.nodes;
  };

  it('finds languages by English name in any case, or by their code', async () => {
    expect(await search('languages', 'WELSH')).toEqual([{ id: 'cy', name: 'Welsh' }]);
    expect((await search('languages', 'en')).map((n) => n.id)).toContain('en');
    expect((await search('languages', 'gaelic')).map((n) => n.id)).toEqual(['gd']);
  });

  it('finds countries by name with or without accents, or by their code', async () => {
    expect(await search('countries', 'united kingdom')).toEqual([{ id: 'GB', name: 'United Kingdom' }]);
    expect((await search('countries', 'gb')).map((n) => n.id)).toEqual(['GB']);
    expect((await search('countries', 'cote')).map((n) => n.id)).toEqual(['CI']);
    expect((await search('countries', 'ÅLAND ISL')).map((n) => n.id)).toEqual(['AX']);
  });

  it('finds timezones by any part of the zone, with spaces or underscores, under their current names', async () => {
    expect((await search('timezones', 'new york')).map((n) => n.id)).toEqual(['America/New_York']);
    expect((await search('timezones', 'New_York')).map((n) => n.id)).toEqual(['America/New_York']);
    expect((await search('timezones', 'kolkata')).map((n) => n.id)).toEqual(['Asia/Kolkata']);
    expect(await search('timezones', 'calcutta')).toEqual([]);
    expect((await search('timezones', 'utc')).map((n) => n.id)).toContain('UTC');
  });

  it("gives a timezone's offset by the platform clock, and labels a value stored under a former name", async () => {
    const res = await gql<{ timezones: Page }>(
      api,
      `{ timezones(filters: { ids: ["Europe/London", "Asia/Calcutta", "UTC"] }) { nodes { id offset } } }`,
      { token: token.member },
    );
    expect(res.data!.timezones.nodes).toEqual([
      { id: 'Europe/London', offset: 'UTC+01:00' },
      { id: 'Asia/Calcutta', offset: 'UTC+05:30' },
      { id: 'UTC', offset: 'UTC+00:00' },
    ]);
  });
});

describe('the rules of the static lists', () => {
  it('offer no former zone name, and every current one is a zone the runtime knows', () => {
    const ids = new Set(timezoneList().map((z) => z.id));
    for (const [former, current] of Object.entries(CURRENT_ZONE_NAMES)) {
      expect(ids.has(former), former).toBe(false);
      expect(ids.has(current), current).toBe(true);
    }
    expect(zoneOffset('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
  });

  it('offer only values the office form accepts (a country code of ISO 3166-1, a timezone it takes)', () => {
    expect(timezoneList().filter((z) => !isTimezone(z.id))).toEqual([]);
    expect(countryList().every((c) => COUNTRY_CODES.has(c.id))).toBe(true);
  });

  it('fold case and accents for search', () => {
    expect(folded('Côte d’Ivoire')).toBe('cote d’ivoire');
    const list = [
      { id: 'a', name: 'Ålpha' },
      { id: 'b', name: 'Beta' },
    ];
    expect(localePage(list, { search: 'alp', ids: null, page: { limit: 10, offset: 0 } }).nodes.map((n) => n.id)).toEqual(['a']);
    expect(localePage(list, { search: null, ids: ['B'], page: { limit: 10, offset: 0 } }).nodes.map((n) => n.id)).toEqual(['b']);
  });
});

describe('the ids filter of the settings lists', () => {
  it.each(['verticals', 'channelTypes', 'offices', 'qualifications', 'verifications', 'teams'])(
    '%s answers exactly the ids asked for',
    async (list) => {
      const document = `query($filters: ReferenceFilters, $pagination: PaginationInput) {
        ${list}(filters: $filters, pagination: $pagination) { nodes { id name } pagination { total } } }`;
      const ask = (variables: Record<string, unknown>) => gql<Record<string, Page>>(api, document, { token: token.member, variables });
      const some = (await ask({ pagination: { page: 2, limit: 3 } })).data![list]!.nodes;
      const found = (await ask({ filters: { ids: [some[2]!.id, some[0]!.id, '999999'] } })).data![list]!;
      expect(found.nodes.map((n) => n.id).sort()).toEqual([some[0]!.id, some[2]!.id].sort());
      expect(found.pagination.total).toBe(2);
      // with a search as well, both apply
      const both = (await ask({ filters: { ids: [some[0]!.id], search: `${some[0]!.name}-no-such-suffix` } })).data![list]!;
      expect(both.pagination.total).toBe(0);
      expect(fieldErrors(await ask({ filters: { ids: ['0'] } }))).toEqual({ 'filters.ids.0': 'Not an id' });
    },
  );
});
