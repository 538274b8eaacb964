// Teams and their members on a real server (ADR 0256): the leader is a member, and nobody is left without a team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { agencyUsers } from '../people/people.tables.js';
import { LAST_TEAM_MESSAGE } from './reference.rules.js';
import { offices } from './reference.tables.js';

interface Team {
  id: string;
  name: string;
  office: { id: string; name: string };
  leader: { id: string; fullName: string } | null;
  memberCount: number;
  members: { nodes: { id: string; lastName: string; firstName: string }[]; pagination: { total: number; page: number; limit: number } };
}
const TEAM =
  'id name office { id name } leader { id fullName } memberCount members(pagination: $members) { nodes { id lastName firstName } pagination { total page limit } }';
const CREATE = `mutation($team: TeamInput!, $members: PaginationInput) { createTeam(team: $team) { ${TEAM} } }`;
const UPDATE = `mutation($id: ID!, $team: TeamInput!, $members: PaginationInput) { updateTeam(id: $id, team: $team) { ${TEAM} } }`;
const DELETE = `mutation($id: ID!) { deleteTeam(id: $id) }`;
const ADD = `mutation($teamId: ID!, $userId: ID!, $members: PaginationInput) { addTeamMember(teamId: $teamId, userId: $userId) { ${TEAM} } }`;
const REMOVE = `mutation($teamId: ID!, $userId: ID!, $members: PaginationInput) { removeTeamMember(teamId: $teamId, userId: $userId) { ${TEAM} } }`;
const LIST = `query($search: String, $members: PaginationInput) { teams(filters: { search: $search }, pagination: { limit: 100 }) { nodes { ${TEAM} } } }`;

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let croudie: string;
let officeId: string;
let made = 0;
/** A staff user made here, in no team yet. */
async function person(lastName = 'Person'): Promise<string> {
  const [row] = await api.db
    .insert(agencyUsers)
    .values({
      email: `team.person.${++made}@example.com`,
      firstName: 'Tess',
      lastName,
      status: 'active',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: agencyUsers.id });
  return String(row!.id);
}

const call = async <K extends string>(document: string, field: K, variables: Record<string, unknown>, token = admin) => {
  const res = (await gql(api, document, { token, variables })) as GraphQLResponse<Record<K, Team>>;
  return { res, team: res.data?.[field] };
};
const createTeam = (name: string, leaderId: string | null = null, token = admin) =>
  call(CREATE, 'createTeam', { team: { name, officeId, leaderId } }, token);
const add = (teamId: string, userId: string, token = admin) => call(ADD, 'addTeamMember', { teamId, userId }, token);
const removeMember = (teamId: string, userId: string, token = admin) => call(REMOVE, 'removeTeamMember', { teamId, userId }, token);
const memberIds = (team: Team | undefined) => team!.members.nodes.map((m) => m.id).sort();

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-07-01T09:00:00Z') });
  [admin, member, hr, croudie] = (await Promise.all(
    ['staff.admin', 'staff.member', 'hr.user', 'croudie.active'].map((who) => tokenFor(api.baseUrl, `${who}@example.com`)),
  )) as [string, string, string, string];
  const [office] = await api.db
    .insert(offices)
    .values({ name: 'Team test office', country: 'GB', timezone: 'Europe/London' })
    .returning({ id: offices.id });
  officeId = String(office!.id);
});
afterAll(async () => {
  await api?.close();
});

describe('teams', () => {
  it('the leader is a member: setting one adds them; a new leader keeps the old one as a member', async () => {
    const people = [await person(), await person()];
    const { res, team } = await createTeam('Leaders', people[0]!);
    expect(res.errors).toBeUndefined();
    expect(team).toMatchObject({
      name: 'Leaders',
      office: { id: officeId, name: 'Team test office' },
      leader: { id: people[0] },
      memberCount: 1,
    });
    expect(memberIds(team)).toEqual([people[0]]);
    const changed = await call(UPDATE, 'updateTeam', { id: team!.id, team: { name: 'Leaders', officeId, leaderId: people[1] } });
    expect(changed.team).toMatchObject({ leader: { id: people[1] }, memberCount: 2 });
    expect(memberIds(changed.team)).toEqual([people[0], people[1]].sort());
    const none = await call(UPDATE, 'updateTeam', { id: team!.id, team: { name: 'Leaders', officeId, leaderId: null } });
    expect(none.team).toMatchObject({ leader: null, memberCount: 2 });
  });

  it('lists members by last and first name, a page at a time', async () => {
    const { team } = await createTeam('Alphabetical');
    const people = [await person('Young'), await person('Adams'), await person('Moss'), await person('Baker')];
    for (const id of people) expect((await add(team!.id, id)).res.errors).toBeUndefined();
    const page = await gql<{ teams: { nodes: Team[] } }>(api, LIST, {
      token: member,
      variables: { search: 'alphabetical', members: { limit: 3 } },
    });
    const found = page.data!.teams.nodes[0]!;
    expect(found.memberCount).toBe(4);
    expect(found.members.pagination).toEqual({ total: 4, page: 1, limit: 3 });
    expect(found.members.nodes.map((m) => m.lastName)).toEqual(['Adams', 'Baker', 'Moss']);
    const next = await gql<{ teams: { nodes: Team[] } }>(api, LIST, {
      token: member,
      variables: { search: 'alphabetical', members: { page: 2, limit: 3 } },
    });
    expect(next.data!.teams.nodes[0]!.members.nodes.map((m) => m.lastName)).toEqual(['Young']);
  });

  it('adds a member once (CONFLICT the second time); an unknown team or user is NOT_FOUND', async () => {
    const { team } = await createTeam('Once');
    const someone = await person();
    expect((await add(team!.id, someone)).team!.memberCount).toBe(1);
    const twice = await add(team!.id, someone);
    expect(errorCode(twice.res)).toBe('CONFLICT');
    expect(twice.res.errors![0]!.message).toBe('This user is already a member of this team');
    expect(errorCode((await add('999999', someone)).res)).toBe('NOT_FOUND');
    expect(errorCode((await add(team!.id, '999999')).res)).toBe('NOT_FOUND');
    expect(errorCode((await add(team!.id, 'abc')).res)).toBe('NOT_FOUND');
  });

  it("removing a user from their only team is refused with the spec's message; from another team it is not", async () => {
    const leader = await person();
    const first = (await createTeam('Only one', leader)).team!;
    const refused = await removeMember(first.id, leader);
    expect(errorCode(refused.res)).toBe('CONFLICT');
    expect(refused.res.errors![0]!.message).toBe('Cannot delete! User must be a part of atleast 1 team');
    const second = (await createTeam('Second one')).team!;
    await add(second.id, leader);
    // The leader who leaves no longer leads the team.
    const left = await removeMember(first.id, leader);
    expect(left.res.errors).toBeUndefined();
    expect(left.team).toMatchObject({ leader: null, memberCount: 0 });
    expect(errorCode((await removeMember(second.id, leader)).res)).toBe('CONFLICT');
    expect(errorCode((await removeMember(first.id, leader)).res)).toBe('NOT_FOUND'); // not in it any more
  });

  it('a team goes only when each of its members is in another team', async () => {
    const [elsewhere, newcomer] = [await person(), await person()];
    const keep = (await createTeam('Keeps them', elsewhere)).team!;
    const doomed = (await createTeam('Doomed', elsewhere)).team!;
    await add(doomed.id, newcomer);
    const refused = await gql(api, DELETE, { token: admin, variables: { id: doomed.id } });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(LAST_TEAM_MESSAGE);
    await add(keep.id, newcomer);
    expect((await gql(api, DELETE, { token: admin, variables: { id: doomed.id } })).data).toEqual({ deleteTeam: true });
    expect(errorCode(await gql(api, DELETE, { token: admin, variables: { id: doomed.id } }))).toBe('NOT_FOUND');
  });

  it('checks the office and the leader: BAD_USER_INPUT on their fields', async () => {
    const missing = await call(CREATE, 'createTeam', { team: { name: 'Nowhere', officeId: '999999', leaderId: '999999' } });
    expect(errorCode(missing.res)).toBe('BAD_USER_INPUT');
    expect(missing.res.errors![0]!.extensions!.fieldErrors).toEqual({
      'team.officeId': 'No such office',
      'team.leaderId': 'No such staff user',
    });
    const malformed = await call(CREATE, 'createTeam', { team: { name: 'Nowhere', officeId: 'x', leaderId: '' } });
    expect(malformed.res.errors![0]!.extensions!.fieldErrors).toEqual({
      'team.officeId': 'Not an office id',
      'team.leaderId': 'Not a user id',
    });
  });

  describe('who may change members', () => {
    it('settings administrators (hr.user); croudies FORBIDDEN; anonymous UNAUTHENTICATED', async () => {
      const [leader, other] = [await person(), await person()];
      const { team } = await createTeam('Matrix members', leader);
      await createTeam('Matrix home', other);
      expect((await add(team!.id, other, hr)).res.errors).toBeUndefined();
      expect((await removeMember(team!.id, other, hr)).res.errors).toBeUndefined();
      for (const [token, code] of [
        [croudie, 'FORBIDDEN'],
        ['', 'UNAUTHENTICATED'],
      ] as const) {
        expect(errorCode((await add(team!.id, other, token)).res)).toBe(code);
        expect(errorCode((await removeMember(team!.id, leader, token)).res)).toBe(code);
      }
    });

    // Waits for the operation gate (ADR 0257): staff.member's roles (fte_core, job_user) do not include these.
    it('other staff are FORBIDDEN by the operation gate', async () => {
      const [leader, other] = [await person(), await person()];
      const { team } = await createTeam('Gate members', leader);
      expect(errorCode((await add(team!.id, other, member)).res)).toBe('FORBIDDEN');
      expect(errorCode((await removeMember(team!.id, leader, member)).res)).toBe('FORBIDDEN');
    });
  });
});
