import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { isOverdue } from './work.rules.js';

let api: TestApi;
let croudie: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
  staff = await tokenFor(api.baseUrl, 'staff.admin@example.com');
});
afterAll(async () => {
  await api?.close();
});

interface TaskNode {
  id: string;
  name: string;
  state: string;
  deadline: string | null;
  client: { id: string; name: string };
  channel: { id: string; name: string } | null;
  owner: { id: string; fullName: string };
  assignee: { id: string } | null;
}
interface MyTasks {
  myTasks: { nodes: TaskNode[]; pagination: { total: number; page: number; limit: number } };
}

const MY_TASKS = `query MyTasks($pagination: PaginationInput, $filters: MyTasksFilters, $sort: SortInput) {
  myTasks(pagination: $pagination, filters: $filters, sort: $sort) {
    nodes { id name state deadline client { id name } channel { id name } owner { id fullName } assignee { id } }
    pagination { total page limit }
  }
}`;

const myTasks = (token: string, variables: Record<string, unknown> = {}) => gql<MyTasks>(api, MY_TASKS, { token, variables });

describe('myTasks', () => {
  it('is UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, MY_TASKS))).toBe('UNAUTHENTICATED');
  });

  it('gives a croudie only tasks assigned to them, 10 per page by default', async () => {
    const res = await myTasks(croudie);
    expect(res.errors).toBeUndefined();
    const { nodes, pagination } = res.data!.myTasks;
    // 30 of the demo seed, and the 4 completed tasks croudie.active has invoiced (seed/invoices.ts)
    expect(pagination).toEqual({ total: 34, page: 1, limit: 10 });
    expect(nodes).toHaveLength(10);
    expect(nodes.every((t) => t.assignee?.id === '1')).toBe(true);
  });

  it('holds offered, in progress, in review and completed tasks for croudie.active', async () => {
    const res = await myTasks(croudie, { pagination: { limit: 100 } });
    const states = new Set(res.data!.myTasks.nodes.map((t) => t.state));
    for (const state of ['OFFERED', 'IN_PROGRESS', 'REVIEW_IN_PROGRESS', 'COMPLETED']) expect(states).toContain(state);
  });

  it('pages without overlap', async () => {
    const first = await myTasks(croudie, { pagination: { page: 1, limit: 12 } });
    const third = await myTasks(croudie, { pagination: { page: 3, limit: 12 } });
    expect(third.data!.myTasks.nodes).toHaveLength(10);
    const ids = new Set(first.data!.myTasks.nodes.map((t) => t.id));
    expect(third.data!.myTasks.nodes.some((t) => ids.has(t.id))).toBe(false);
  });

  it('sorts by id descending by default, by deadline ascending (no deadline last) and by name descending on request', async () => {
    const byDefault = (await myTasks(croudie, { pagination: { limit: 100 } })).data!.myTasks.nodes.map((t) => Number(t.id));
    expect(byDefault.length).toBeGreaterThan(1);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => b - a));
    const byDeadline = (
      await myTasks(croudie, { pagination: { limit: 100 }, sort: { field: 'deadline', direction: 'ASC' } })
    ).data!.myTasks.nodes.map((t) => t.deadline);
    const dated = byDeadline.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    expect(byDeadline.slice(dated.length).every((d) => d === null)).toBe(true);
    const byName = (
      await myTasks(croudie, { pagination: { limit: 100 }, sort: { field: 'name', direction: 'DESC' } })
    ).data!.myTasks.nodes.map((t) => t.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('filters by states, clients and search text', async () => {
    const offered = await myTasks(croudie, { filters: { states: ['OFFERED', 'COMPLETED'] }, pagination: { limit: 100 } });
    expect(offered.data!.myTasks.pagination.total).toBe(10); // 3 + 3 of the seed, 4 invoiced
    expect(new Set(offered.data!.myTasks.nodes.map((t) => t.state))).toEqual(new Set(['OFFERED', 'COMPLETED']));

    const clientId = offered.data!.myTasks.nodes[0]!.client.id;
    const byClient = await myTasks(croudie, { filters: { clientIds: [clientId] }, pagination: { limit: 100 } });
    expect(byClient.data!.myTasks.nodes.length).toBeGreaterThan(0);
    expect(byClient.data!.myTasks.nodes.every((t) => t.client.id === clientId)).toBe(true);

    const name = offered.data!.myTasks.nodes[0]!.name;
    const bySearch = await myTasks(croudie, { filters: { search: name.toUpperCase() } });
    expect(bySearch.data!.myTasks.nodes.map((t) => t.name)).toContain(name);
    const wildcard = await myTasks(croudie, { filters: { search: '%' } });
    expect(wildcard.data!.myTasks.pagination.total).toBe(0);
  });

  it('shows staff the tasks they own or review', async () => {
    const res = await myTasks(staff, { pagination: { limit: 100 } });
    expect(res.data!.myTasks.pagination.total).toBeGreaterThan(0);
    expect(res.data!.myTasks.nodes.some((t) => t.owner.id === '1')).toBe(true);
  });

  it('refuses a limit above 100, a page below 1 and an unknown sort field with field errors', async () => {
    const big = await myTasks(croudie, { pagination: { limit: 101 } });
    expect(errorCode(big)).toBe('BAD_USER_INPUT');
    expect(big.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'pagination.limit': 'limit must be at most 100' });
    const page0 = await myTasks(croudie, { pagination: { page: 0 } });
    expect(page0.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'pagination.page': 'page must be 1 or more' });
    const sort = await myTasks(croudie, { sort: { field: 'secret', direction: 'ASC' } });
    expect(sort.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'sort.field': 'Sort by one of id, deadline, name, state, createdAt' });
  });

  it('loads relations with DataLoaders: the statement count does not grow with the page size', async () => {
    const count = async (limit: number) => {
      const before = api.database.statements.count;
      const res = await myTasks(croudie, { pagination: { limit } });
      expect(res.data!.myTasks.nodes).toHaveLength(limit);
      return api.database.statements.count - before;
    };
    await count(25); // warm-up: nothing cached across requests, but keeps the comparison fair
    const five = await count(5);
    const twentyFive = await count(25);
    expect(twentyFive).toBe(five);
    // auth (the person with their roles and session version) + the page with its total, clients and owners + channels;
    // the assignee is the croudie themselves, whom authentication already put in the request's people loader
    expect(twentyFive).toBe(3);
  });

  it("answers /work's first page (20 rows with their clients and owners) in two statements", async () => {
    // the query tooling/bench loads (api-load.mjs): one statement for authentication, one for the page with its total,
    // clients and owners; a field that read a client or an owner per row would add up to 40
    const WORK_PAGE = `query MyTasks { myTasks(pagination: { page: 1, limit: 20 }) {
      nodes { id name state deadline overdue client { id name } owner { id fullName } } pagination { total page limit } } }`;
    const before = api.database.statements.count;
    const res = await gql<MyTasks>(api, WORK_PAGE, { token: croudie });
    const statements = api.database.statements.count - before;
    expect(res.errors).toBeUndefined();
    const { nodes } = res.data!.myTasks;
    expect(nodes).toHaveLength(20);
    expect(nodes.every((t) => t.client.name && t.owner.fullName)).toBe(true);
    expect(statements, api.database.statements.recent.slice(-statements).join('\n')).toBe(2);
  });

  it('still gives the total on a page past the end (the total comes with the rows otherwise)', async () => {
    const res = await myTasks(croudie, { pagination: { page: 99, limit: 10 } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.myTasks).toEqual({ nodes: [], pagination: { total: 34, page: 99, limit: 10 } });
  });

  it('authenticates a request with one statement: the person with their roles and session version', async () => {
    const before = api.database.statements.count;
    const res = await gql<{ me: { id: string } }>(api, '{ me { id } }', { token: croudie });
    expect(res.data?.me.id).toBe('1');
    expect(api.database.statements.count - before).toBe(1);
  });
});

describe('task rules', () => {
  const now = new Date('2026-05-04T08:00:00Z');
  it('calls an open task overdue once its deadline has passed', () => {
    expect(isOverdue({ state: 'in_progress', deadline: new Date('2026-05-04T07:59:59Z') }, now)).toBe(true);
    expect(isOverdue({ state: 'in_progress', deadline: new Date('2026-05-04T08:00:01Z') }, now)).toBe(false);
    expect(isOverdue({ state: 'completed', deadline: new Date('2026-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isOverdue({ state: 'offered', deadline: null }, now)).toBe(false);
  });
});
