import { and, asc, desc, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { croudies } from '../people/people.tables.js';
import { planProjects } from '../plan/plan.tables.js';
import { jobs } from '../work/jobs.tables.js';
import { accessDecisionProblem } from './clients.rules.js';
import { channels, clientAccess, clients } from './clients.tables.js';

let api: TestApi;
let admin: string; // every staff role
let member: string; // fte_core, job_user: staff without client_admin or network_admin
let croudie: string;
let clientUser: string;
let acme: number;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  member = await tokenFor(api.baseUrl, 'staff.member@example.com');
  croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
  clientUser = await tokenFor(api.baseUrl, 'client.user@example.com');
  acme = (await api.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'Acme Outdoor')))[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

const croudiePrincipal = (id: number) => `croudie-network:croudies:${id}`;

/** Croudies with no access row for the client, but croudie.active (who asks by the REST route): each test takes its own. */
async function croudiesWithoutRow(clientId: number, howMany: number) {
  const withRow = api.db.select({ p: clientAccess.principalId }).from(clientAccess).where(eq(clientAccess.clientId, clientId));
  const rows = await api.db.select().from(croudies).orderBy(asc(croudies.id));
  const taken = new Set((await withRow).map((r) => r.p));
  return rows.filter((c) => c.id !== 1 && !taken.has(croudiePrincipal(c.id))).slice(0, howMany);
}

async function askFor(clientId: number, croudieId: number, at = new Date('2026-05-01T10:00:00Z')) {
  await api.db.insert(clientAccess).values({ principalId: croudiePrincipal(croudieId), clientId, access: 'pending', updatedAt: at });
}

const accessOf = async (clientId: number, croudieId: number) =>
  (
    await api.db
      .select({ access: clientAccess.access })
      .from(clientAccess)
      .where(and(eq(clientAccess.clientId, clientId), eq(clientAccess.principalId, croudiePrincipal(croudieId))))
  )[0]?.access ?? null;

const STAFF_FIELDS: Record<string, string> = {
  details: 'details { name }',
  projects: 'projects { id }',
  jobs: 'jobs { nodes { id } }',
  croudiesWithAccess: 'croudiesWithAccess { nodes { croudieId } }',
  pendingAccessRequests: 'pendingAccessRequests { croudieId }',
};

describe('Client staff fields: who may read them', () => {
  it.each(Object.keys(STAFF_FIELDS))('refuses %s to croudies and client users (FORBIDDEN), answers staff', async (field) => {
    const query = `query($id: ID!) { client(id: $id) { id ${STAFF_FIELDS[field]} } }`;
    const variables = { id: String(acme) };
    for (const token of [croudie, clientUser]) {
      const res = await gql(api, query, { token, variables });
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(res.errors![0]!.path).toEqual(['client', field]);
    }
    const staff = await gql<{ client: Record<string, unknown> }>(api, query, { token: member, variables });
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.client[field]).toBeDefined();
  });

  it("still answers a croudie the client's open fields (the access dialog reads them)", async () => {
    const res = await gql<{ client: { name: string; accessRequestState: string } }>(
      api,
      'query($id: ID!) { client(id: $id) { name accessRequestState } }',
      { token: croudie, variables: { id: String(acme) } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.client).toEqual({ name: 'Acme Outdoor', accessRequestState: 'GRANTED' });
  });
});

describe('Client.details, projects and jobs', () => {
  it('gives staff the details with every channel, inactive ones too, and the croudies with access', async () => {
    const res = await gql<{
      client: {
        details: {
          name: string;
          state: string;
          entityId: string;
          createdAt: string;
          croudiesWithAccessCount: number;
          channels: { name: string; state: string }[];
        };
      };
    }>(
      api,
      'query($id: ID!) { client(id: $id) { details { name state entityId createdAt croudiesWithAccessCount channels { name state } } } }',
      { token: member, variables: { id: String(acme) } },
    );
    expect(res.errors).toBeUndefined();
    const [row] = await api.db.select().from(clients).where(eq(clients.id, acme));
    const details = res.data!.client.details;
    expect(details).toMatchObject({
      name: 'Acme Outdoor',
      state: 'active',
      entityId: row!.entityId,
      createdAt: row!.createdAt.toISOString(),
    });
    const stored = await api.db.select().from(channels).where(eq(channels.clientId, acme)).orderBy(asc(channels.name));
    expect(details.channels).toEqual(stored.map((c) => ({ name: c.name, state: c.state })));
    expect(details.channels.map((c) => c.state)).toContain('inactive');
    const granted = (
      await api.db
        .select()
        .from(clientAccess)
        .where(and(eq(clientAccess.clientId, acme), eq(clientAccess.access, 'granted')))
    ).filter((a) => a.principalId.startsWith('croudie-network:croudies:'));
    expect(granted.length).toBeGreaterThan(1);
    expect(details.croudiesWithAccessCount).toBe(granted.length);
  });

  it("lists the client's projects newest first, without deleted ones, with owner and quarter", async () => {
    const res = await gql<{
      client: { projects: { id: string; name: string; status: string; owner: { fullName: string }; year: number; quarter: number }[] };
    }>(api, 'query($id: ID!) { client(id: $id) { projects { id name status owner { fullName } year quarter } } }', {
      token: member,
      variables: { id: String(acme) },
    });
    expect(res.errors).toBeUndefined();
    const stored = await api.db
      .select()
      .from(planProjects)
      .where(and(eq(planProjects.clientId, acme), ne(planProjects.status, 'deleted')))
      .orderBy(desc(planProjects.createdAt), desc(planProjects.id));
    expect(stored.length).toBeGreaterThan(1);
    expect(res.data!.client.projects).toEqual(
      stored.map((p) => ({
        id: String(p.id),
        name: p.name,
        status: p.status,
        owner: { fullName: 'Sam Admin' },
        year: p.planYear,
        quarter: p.planQuarter,
      })),
    );
  });

  it("pages the client's jobs on the server, newest first, with owner and channel", async () => {
    type JobsPage = {
      client: {
        jobs: {
          nodes: {
            id: string;
            name: string;
            status: string;
            owner: { fullName: string };
            channel: { name: string } | null;
            dueAt: string | null;
          }[];
          pagination: { total: number; page: number; limit: number };
        };
      };
    };
    const QUERY = `query($id: ID!, $pagination: PaginationInput) { client(id: $id) {
      jobs(pagination: $pagination) { nodes { id name status owner { fullName } channel { name } dueAt } pagination { total page limit } } } }`;
    const stored = await api.db
      .select({ id: jobs.id, name: jobs.name, status: jobs.status, channelName: channels.name })
      .from(jobs)
      .leftJoin(channels, eq(channels.id, jobs.channelId))
      .where(eq(jobs.clientId, acme))
      .orderBy(desc(jobs.createdAt), desc(jobs.id));
    expect(stored.length).toBeGreaterThan(2);

    const first = await gql<JobsPage>(api, QUERY, { token: member, variables: { id: String(acme), pagination: { page: 1, limit: 2 } } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.client.jobs.pagination).toEqual({ total: stored.length, page: 1, limit: 2 });
    // the platform's Job type: its status enum names the stored status in capitals
    expect(first.data!.client.jobs.nodes.map((j) => [j.id, j.name, j.status, j.channel?.name ?? null])).toEqual(
      stored.slice(0, 2).map((j) => [String(j.id), j.name, j.status.toUpperCase(), j.channelName]),
    );
    expect(first.data!.client.jobs.nodes.every((j) => j.owner.fullName.length > 0)).toBe(true);

    const second = await gql<JobsPage>(api, QUERY, { token: member, variables: { id: String(acme), pagination: { page: 2, limit: 2 } } });
    expect(second.data!.client.jobs.nodes.map((j) => String(j.id))).toEqual(stored.slice(2, 4).map((j) => String(j.id)));

    const past = await gql<JobsPage>(api, QUERY, { token: member, variables: { id: String(acme), pagination: { page: 50, limit: 10 } } });
    expect(past.data!.client.jobs).toEqual({ nodes: [], pagination: { total: stored.length, page: 50, limit: 10 } });

    const tooMany = await gql(api, QUERY, { token: member, variables: { id: String(acme), pagination: { limit: 500 } } });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('reads the same number of statements for one client or many (no N+1)', async () => {
    const QUERY = `query($limit: Int) { clients(pagination: { limit: $limit }) { nodes {
      details { croudiesWithAccessCount channels { id } }
      projects { id owner { fullName } }
      jobs(pagination: { limit: 3 }) { nodes { id status channel { name } owner { fullName } } pagination { total } }
      croudiesWithAccess(pagination: { limit: 3 }) { nodes { croudieId } pagination { total } }
      pendingAccessRequests { croudieId } } } }`;
    const statements = async (limit: number) => {
      const before = api.database.statements.count;
      const res = await gql<{ clients: { nodes: unknown[] } }>(api, QUERY, { token: admin, variables: { limit } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.clients.nodes).toHaveLength(limit);
      return api.database.statements.count - before;
    };
    await statements(1);
    expect(await statements(8)).toBe(await statements(2));
  });
});

describe('Client.croudiesWithAccess and pendingAccessRequests', () => {
  type Holders = {
    client: {
      croudiesWithAccess: { nodes: { croudieId: string; fullName: string; since: string }[]; pagination: { total: number } };
    };
  };
  const HOLDERS = `query($id: ID!, $pagination: PaginationInput, $search: String) { client(id: $id) {
    croudiesWithAccess(pagination: $pagination, search: $search) { nodes { croudieId fullName since } pagination { total } } } }`;

  it('pages the croudies granted access, most recently granted first, and searches their names', async () => {
    const rows = (
      await api.db
        .select()
        .from(clientAccess)
        .where(and(eq(clientAccess.clientId, acme), eq(clientAccess.access, 'granted')))
    )
      .filter((a) => a.principalId.startsWith('croudie-network:croudies:'))
      .map((a) => ({ id: Number(a.principalId.split(':').at(-1)), at: a.updatedAt }));
    const people = new Map((await api.db.select().from(croudies)).map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
    const expected = rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).map((r) => String(r.id));

    const page1 = await gql<Holders>(api, HOLDERS, { token: member, variables: { id: String(acme), pagination: { limit: 2 } } });
    expect(page1.errors).toBeUndefined();
    expect(page1.data!.client.croudiesWithAccess.pagination.total).toBe(expected.length);
    expect(page1.data!.client.croudiesWithAccess.nodes.map((n) => n.croudieId)).toEqual(expected.slice(0, 2));
    const node = page1.data!.client.croudiesWithAccess.nodes[0]!;
    expect(node.fullName).toBe(people.get(Number(node.croudieId)));
    const page2 = await gql<Holders>(api, HOLDERS, { token: member, variables: { id: String(acme), pagination: { page: 2, limit: 2 } } });
    expect(page2.data!.client.croudiesWithAccess.nodes.map((n) => n.croudieId)).toEqual(expected.slice(2, 4));

    const someone = people.get(Number(expected[1]))!;
    const lastName = someone.split(' ').at(-1)!;
    const search = await gql<Holders>(api, HOLDERS, {
      token: member,
      variables: { id: String(acme), search: `  ${lastName.toUpperCase()} `, pagination: { limit: 100 } },
    });
    const found = search.data!.client.croudiesWithAccess;
    expect(found.nodes.map((n) => n.croudieId)).toContain(expected[1]);
    expect(found.nodes.every((n) => n.fullName.toLowerCase().includes(lastName.toLowerCase()))).toBe(true);
    expect(found.pagination.total).toBe(found.nodes.length);
  });

  it('lists pending requests, the oldest first, including one asked for through the REST route', async () => {
    const client = (await api.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'Indigo Games')))[0]!.id;
    const [older] = await croudiesWithoutRow(client, 1);
    await askFor(client, older!.id, new Date('2026-04-01T09:00:00Z'));
    // croudie.active asks through the dialog's REST route, as the network app does
    const asked = await fetch(`${api.baseUrl}/api/platform/clients/${client}/client-user-permissions/request-access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${croudie}` },
    });
    expect(asked.status).toBe(202);
    const res = await gql<{ client: { pendingAccessRequests: { croudieId: string; fullName: string; requestedAt: string }[] } }>(
      api,
      'query($id: ID!) { client(id: $id) { pendingAccessRequests { croudieId fullName requestedAt } } }',
      { token: member, variables: { id: String(client) } },
    );
    expect(res.errors).toBeUndefined();
    const pending = res.data!.client.pendingAccessRequests;
    expect(pending.map((p) => p.croudieId)).toEqual([String(older!.id), '1']);
    expect(pending[0]).toEqual({
      croudieId: String(older!.id),
      fullName: `${older!.firstName} ${older!.lastName}`,
      requestedAt: '2026-04-01T09:00:00.000Z',
    });
  });
});

describe('approveClientAccess and declineClientAccess', () => {
  const APPROVE = `mutation($clientId: ID!, $croudieId: ID!) { approveClientAccess(clientId: $clientId, croudieId: $croudieId) {
    id pendingAccessRequests { croudieId } details { croudiesWithAccessCount } } }`;
  const DECLINE = `mutation($clientId: ID!, $croudieId: ID!) { declineClientAccess(clientId: $clientId, croudieId: $croudieId) {
    id pendingAccessRequests { croudieId } } }`;
  let client: number;
  beforeAll(async () => {
    client = (await api.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'Dune Fashion')))[0]!.id;
  });

  it('approves a pending request: it is granted and the croudie moves to the croudies with access', async () => {
    const [asker] = await croudiesWithoutRow(client, 1);
    await askFor(client, asker!.id);
    const res = await gql<{
      approveClientAccess: { id: string; pendingAccessRequests: { croudieId: string }[]; details: { croudiesWithAccessCount: number } };
    }>(api, APPROVE, { token: admin, variables: { clientId: String(client), croudieId: String(asker!.id) } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveClientAccess.pendingAccessRequests.map((p) => p.croudieId)).not.toContain(String(asker!.id));
    expect(await accessOf(client, asker!.id)).toBe('granted');
    const holders = await gql<{ client: { croudiesWithAccess: { nodes: { croudieId: string; since: string }[] } } }>(
      api,
      'query($id: ID!) { client(id: $id) { croudiesWithAccess(pagination: { limit: 1 }) { nodes { croudieId since } } } }',
      { token: admin, variables: { id: String(client) } },
    );
    // granted now by the platform clock: the most recent
    expect(holders.data!.client.croudiesWithAccess.nodes[0]!.croudieId).toBe(String(asker!.id));

    // a second approval finds it no longer pending
    const again = await gql(api, APPROVE, { token: admin, variables: { clientId: String(client), croudieId: String(asker!.id) } });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe(accessDecisionProblem('granted', 'approve'));
  });

  it('declines a pending request: the request is removed, so the croudie may ask again', async () => {
    const [asker] = await croudiesWithoutRow(client, 1);
    await askFor(client, asker!.id);
    const res = await gql<{ declineClientAccess: { pendingAccessRequests: { croudieId: string }[] } }>(api, DECLINE, {
      token: admin,
      variables: { clientId: String(client), croudieId: String(asker!.id) },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.declineClientAccess.pendingAccessRequests.map((p) => p.croudieId)).not.toContain(String(asker!.id));
    expect(await accessOf(client, asker!.id)).toBeNull();
    // nothing left to decline
    const again = await gql(api, DECLINE, { token: admin, variables: { clientId: String(client), croudieId: String(asker!.id) } });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('refuses to decide a request that is not pending (CONFLICT)', async () => {
    const [restricted] = await croudiesWithoutRow(client, 1);
    await api.db
      .insert(clientAccess)
      .values({ principalId: croudiePrincipal(restricted!.id), clientId: client, access: 'restricted', updatedAt: new Date() });
    for (const [query, decision] of [
      [APPROVE, 'approve'],
      [DECLINE, 'decline'],
    ] as const) {
      const res = await gql(api, query, { token: admin, variables: { clientId: String(client), croudieId: String(restricted!.id) } });
      expect(errorCode(res)).toBe('CONFLICT');
      expect(res.errors![0]!.message).toBe(accessDecisionProblem('restricted', decision));
    }
    expect(await accessOf(client, restricted!.id)).toBe('restricted');
  });

  it('answers NOT_FOUND for an unknown client, croudie or request', async () => {
    const [never] = await croudiesWithoutRow(client, 1);
    const cases = [
      { clientId: '99999', croudieId: String(never!.id), message: 'Client not found' },
      { clientId: 'x', croudieId: String(never!.id), message: 'Client not found' },
      { clientId: String(client), croudieId: '99999', message: 'Access request not found' },
      { clientId: String(client), croudieId: String(never!.id), message: 'Access request not found' },
    ];
    for (const { message, ...variables } of cases) {
      const res = await gql(api, APPROVE, { token: admin, variables });
      expect(errorCode(res)).toBe('NOT_FOUND');
      expect(res.errors![0]!.message).toBe(message);
    }
  });

  it('needs client_admin or network_admin: staff without them, croudies and client users are refused', async () => {
    const [asker] = await croudiesWithoutRow(client, 1);
    await askFor(client, asker!.id);
    const variables = { clientId: String(client), croudieId: String(asker!.id) };
    for (const token of [member, croudie, clientUser]) {
      for (const query of [APPROVE, DECLINE]) expect(errorCode(await gql(api, query, { token, variables }))).toBe('FORBIDDEN');
    }
    expect(await accessOf(client, asker!.id)).toBe('pending');
  });

  it('leaves other clients and croudies untouched', async () => {
    const others = await api.db
      .select()
      .from(clientAccess)
      .where(notInArray(clientAccess.clientId, [client]));
    const [asker] = await croudiesWithoutRow(client, 1);
    await askFor(client, asker!.id);
    await gql(api, APPROVE, { token: admin, variables: { clientId: String(client), croudieId: String(asker!.id) } });
    const after = await api.db
      .select()
      .from(clientAccess)
      .where(notInArray(clientAccess.clientId, [client]));
    expect(after).toEqual(others);
  });
});

describe('client access decision rule', () => {
  it('lets only a pending request be decided, and says why not', () => {
    expect(accessDecisionProblem('pending', 'approve')).toBeNull();
    expect(accessDecisionProblem('pending', 'decline')).toBeNull();
    expect(accessDecisionProblem('granted', 'approve')).toMatch(/already has access/);
    expect(accessDecisionProblem('restricted', 'decline')).toMatch(/restricted/);
  });
});
