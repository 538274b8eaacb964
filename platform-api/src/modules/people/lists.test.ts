// The people lists of the pickers (ADR 0262) on a real server: users and croudies, search, paging, ids, who is refused.
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { agencyUsers, croudies } from './people.tables.js';
import { croudieLanguages } from './profile.tables.js';

let api: TestApi;
const token: Record<'member' | 'admin' | 'croudie' | 'client', string> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-07-01T09:00:00Z') });
  [token.member, token.admin, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  emailAddress: string | null;
}
type Page = { nodes: Person[]; pagination: { total: number; page: number; limit: number } };

const LISTS = [
  {
    list: 'users',
    filters: 'UserFilters',
    table: agencyUsers,
    listed: undefined,
    demo: { email: 'staff.member@example.com', fullName: 'Mia Member' },
    sortFields: 'name, email, office, status, id',
  },
  {
    list: 'croudies',
    filters: 'CroudieFilters',
    table: croudies,
    // §7: active and pending croudies unless other statuses are asked for
    listed: inArray(croudies.status, ['active', 'pending']),
    demo: { email: 'croudie.active@example.com', fullName: null as string | null },
    sortFields: 'name, email, country, hourlyRate, status, id',
  },
] as const;

describe.each(LISTS)('$list', ({ list, filters, table, listed, demo, sortFields }) => {
  const document = `query($filters: ${filters}, $pagination: PaginationInput, $sort: SortInput) {
    ${list}(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes { id firstName lastName fullName emailAddress }
      pagination { total page limit }
    }
  }`;
  const ask = (variables: Record<string, unknown> = {}, as = token.member) =>
    gql<Record<string, Page>>(api, document, { token: as, variables });
  const page = async (variables: Record<string, unknown> = {}) => {
    const res = await ask(variables);
    expect(res.errors).toBeUndefined();
    return res.data![list]!;
  };
  const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

  it('lists everyone by first and last name, paged (at most 100), with the total', async () => {
    const [{ n }] = (await api.db.select({ n: count() }).from(table).where(listed)) as [{ n: number }];
    const first = await page({ pagination: { limit: 100 } });
    expect(first.pagination).toEqual({ total: n, page: 1, limit: 100 });
    const names = first.nodes.map((p) => [p.firstName, p.lastName] as const);
    const sorted = [...names].sort(([a1, a2], [b1, b2]) => (a1 < b1 ? -1 : a1 > b1 ? 1 : a2 < b2 ? -1 : a2 > b2 ? 1 : 0));
    expect(names).toEqual(sorted);
    const second = await page({ pagination: { page: 2, limit: 5 } });
    expect(second.pagination).toEqual({ total: n, page: 2, limit: 5 });
    expect(second.nodes.map((p) => p.id)).toEqual(first.nodes.slice(5, 10).map((p) => p.id));
    expect((await page()).pagination.limit).toBe(10);
    expect(errorCode(await ask({ pagination: { limit: 101 } }))).toBe('BAD_USER_INPUT');
  });

  it('sorts by id when asked, and refuses other sort fields', async () => {
    const ids = (await page({ sort: { field: 'id', direction: 'DESC' }, pagination: { limit: 20 } })).nodes.map((p) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await ask({ sort: { field: 'phone', direction: 'ASC' } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'sort.field': `Sort by one of: ${sortFields}` });
  });

  it('searches first name, last name, full name and e-mail in any case', async () => {
    const all = (await page({ pagination: { limit: 100 } })).nodes;
    const someone = all.find((p) => p.emailAddress === demo.email) ?? all[0]!;
    if (demo.fullName) expect(someone.fullName).toBe(demo.fullName);
    for (const term of [someone.firstName.toUpperCase(), someone.lastName.toLowerCase(), `  ${someone.fullName} `, someone.emailAddress!]) {
      const found = await page({ filters: { search: term }, pagination: { limit: 100 } });
      expect(
        found.nodes.map((p) => p.id),
        term,
      ).toContain(someone.id);
      const t = term.trim().toLowerCase();
      for (const p of found.nodes) expect(`${p.firstName}|${p.lastName}|${p.fullName}|${p.emailAddress}`.toLowerCase()).toContain(t);
    }
    expect((await page({ filters: { search: '%' } })).pagination.total).toBe(0);
    expect(errorCode(await ask({ filters: { search: 'x'.repeat(201) } }))).toBe('BAD_USER_INPUT');
  });

  it('answers exactly the ids asked for (unknown ones are left out), for a picker to label its values', async () => {
    const some = (await page({ pagination: { page: 3, limit: 3 } })).nodes;
    const ids = [some[2]!.id, some[0]!.id, '999999'];
    const found = await page({ filters: { ids }, pagination: { limit: 3 } });
    expect(found.nodes.map((p) => p.id).sort()).toEqual([some[0]!.id, some[2]!.id].sort());
    expect(found.pagination.total).toBe(2);
    expect((await page({ filters: { ids: [] } })).pagination.total).toBe(0);
    const bad = await ask({ filters: { ids: ['abc'] } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'filters.ids.0': 'Not an id' });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(fieldErrors(await ask({ filters: { ids: many } }))).toEqual({ 'filters.ids': 'At most 100 ids' });
  });

  it('is for staff: croudies and client users are FORBIDDEN, anonymous callers UNAUTHENTICATED', async () => {
    expect(errorCode(await ask({}, token.croudie))).toBe('FORBIDDEN');
    expect(errorCode(await ask({}, token.client))).toBe('FORBIDDEN');
    expect(errorCode(await ask({}, ''))).toBe('UNAUTHENTICATED'); // no token
  });
});

// The croudie search list (staff-and-admin.md §2 Croudie search list, §7): status, country and language filters, the
// columns' sorts and the Language column.
describe('the croudie search list', () => {
  type Row = {
    id: string;
    emailAddress: string;
    countryCode: string | null;
    hourlyRate: number | null;
    status: string;
    nativeLanguage: { code: string; name: string; level: string } | null;
  };
  const LIST = `query($filters: CroudieFilters, $pagination: PaginationInput, $sort: SortInput) {
    croudies(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes { id emailAddress countryCode hourlyRate status nativeLanguage { code name level } }
      pagination { total }
    }
  }`;
  const search = (variables: Record<string, unknown>, as = token.admin) =>
    gql<{ croudies: { nodes: Row[]; pagination: { total: number } } }>(api, LIST, { token: as, variables });
  const rows = async (variables: Record<string, unknown>, as = token.admin) => {
    const res = await search({ pagination: { limit: 100 }, ...variables }, as);
    expect(res.errors).toBeUndefined();
    return res.data!.croudies;
  };
  const statusCount = async (statuses: string[]) =>
    Number(
      (
        await api.db
          .select({ n: count() })
          .from(croudies)
          .where(inArray(croudies.status, statuses as never))
      )[0]!.n,
    );

  it('shows active and pending croudies by default, and exactly the statuses asked for otherwise', async () => {
    const byDefault = await rows({});
    expect(new Set(byDefault.nodes.map((r) => r.status))).toEqual(new Set(['active', 'pending']));
    expect(byDefault.pagination.total).toBe(await statusCount(['active', 'pending']));
    const inactive = await rows({ filters: { statuses: ['inactive'] } });
    expect(inactive.nodes.length).toBeGreaterThan(0);
    expect(inactive.nodes.every((r) => r.status === 'inactive')).toBe(true);
    expect(inactive.pagination.total).toBe(await statusCount(['inactive']));
    // a picker labelling its values gets those ids whatever their status
    const labelled = await rows({ filters: { ids: [inactive.nodes[0]!.id] } });
    expect(labelled.nodes.map((r) => r.id)).toEqual([inactive.nodes[0]!.id]);
    const none = await search({ filters: { statuses: [] } });
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'filters.statuses': 'Choose at least one status' });
  });

  it('filters by country and by a language the croudie speaks (native or fluent)', async () => {
    const us = await rows({ filters: { countryCode: 'us', statuses: ['active', 'pending', 'inactive'] } });
    expect(us.nodes.map((r) => r.emailAddress)).toContain('croudie.us@example.com');
    expect(us.nodes.every((r) => r.countryCode === 'US')).toBe(true);
    expect(errorCode(await search({ filters: { countryCode: 'GBR' } }))).toBe('BAD_USER_INPUT');

    await api.db.insert(croudieLanguages).values([
      { croudieId: 1, code: 'fr', level: 'fluent', position: 1 },
      { croudieId: 1, code: 'cy', level: 'native', position: 0 },
      { croudieId: 2, code: 'fr', level: 'native', position: 0 },
    ]);
    const french = await rows({ filters: { languageCode: 'FR' } });
    expect(french.nodes.map((r) => r.id).sort()).toEqual(['1', '2']);
    // the Language column: the first native language, with its name
    expect(french.nodes.find((r) => r.id === '1')!.nativeLanguage).toEqual({ code: 'cy', name: 'Welsh', level: 'native' });
    expect(french.nodes.find((r) => r.id === '2')!.nativeLanguage).toEqual({ code: 'fr', name: 'French', level: 'native' });
    expect((await rows({ filters: { ids: ['3'] } })).nodes[0]!.nativeLanguage).toBeNull();
    expect(errorCode(await search({ filters: { languageCode: 'french' } }))).toBe('BAD_USER_INPUT');
  });

  it('sorts by the columns: e-mail, country, status, hourly rate (money roles only), either way', async () => {
    const all = { statuses: ['active', 'pending', 'inactive'] };
    const emails = (await rows({ filters: all, sort: { field: 'email', direction: 'DESC' } })).nodes.map((r) => r.emailAddress);
    expect(emails).toEqual([...emails].sort().reverse());
    const countries = (await rows({ filters: all, sort: { field: 'country', direction: 'ASC' } })).nodes.map((r) => r.countryCode ?? '~');
    expect(countries).toEqual([...countries].sort());
    const statuses = (await rows({ filters: all, sort: { field: 'status', direction: 'ASC' } })).nodes.map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort());

    await api.db
      .update(croudies)
      .set({ hourlyRate: '55.00' })
      .where(inArray(croudies.id, [1]));
    await api.db
      .update(croudies)
      .set({ hourlyRate: '12.50' })
      .where(inArray(croudies.id, [2]));
    const rates = (await rows({ sort: { field: 'hourlyRate', direction: 'DESC' } })).nodes.map((r) => r.hourlyRate);
    const known = rates.filter((r): r is number => r !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(rates.indexOf(55)).toBeLessThan(rates.indexOf(12.5));
    // rates without a value come last
    expect(rates.slice(known.length).every((r) => r === null)).toBe(true);
    // staff who cannot see rates cannot order by them either
    const refused = await search({ sort: { field: 'hourlyRate', direction: 'ASC' } }, token.member);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'sort.field': 'Only finance and network admins can sort by hourly rate',
    });
  });
});
