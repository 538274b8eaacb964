// The people lists of the pickers (ADR 0262) on a real server: users and croudies, search, paging, ids, who is refused.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { agencyUsers, croudies } from './people.tables.js';

let api: TestApi;
const token: Record<'member' | 'croudie' | 'client', string> = {} as never;

beforeAll(async () => {
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

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  emailAddress: string | null;
}
type Page = { nodes: Person[]; pagination: { total: number; page: number; limit: number } };

const LISTS = [
  { list: 'users', filters: 'UserFilters', table: agencyUsers, demo: { email: 'staff.member@example.com', fullName: 'Mia Member' } },
  {
    list: 'croudies',
    filters: 'CroudieFilters',
    table: croudies,
    demo: { email: 'croudie.active@example.com', fullName: null as string | null },
  },
] as const;

describe.each(LISTS)('$list', ({ list, filters, table, demo }) => {
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
    const [{ n }] = (await api.db.select({ n: count() }).from(table)) as [{ n: number }];
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
    const bad = await ask({ sort: { field: 'email', direction: 'ASC' } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'sort.field': 'Sort by one of: name, id' });
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
