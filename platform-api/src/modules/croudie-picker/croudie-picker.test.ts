import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPage } from '../../kit/graphql/pagination.js';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { clientAccess, clients } from '../clients/clients.tables.js';
import { croudieQualifications } from '../people/admin.tables.js';
import { croudieOnboarding } from '../people/onboarding.tables.js';
import { croudies } from '../people/people.tables.js';
import { croudieExperience, croudieLanguages } from '../people/profile.tables.js';
import { principalIdOf } from '../people/people.rules.js';
import { qualifications, verticals } from '../reference/reference.tables.js';
import { taskOffers } from '../work/allocation.tables.js';
import { taskRatings, tasks, workLogs } from '../work/work.tables.js';
import { pickCroudies } from './croudie-picker.data.js';
import { PICKER_MESSAGES, scoreFor } from './croudie-picker.rules.js';

// Monday 16 March 2026, 09:00 in London. Every croudie here has an e-mail starting "picker.", so searching for it (a
// hard filter) leaves the demo croudies out.
const NOW = new Date('2026-03-16T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const OWNER_ID = 1; // staff.admin owns and reviews the tasks made here

let api: TestApi;
let admin: string;
let member: string;
let hr: string;
let croudie: string;
let client: string;
const id: Record<string, number> = {};
const ref = { clientA: 0, clientB: 0, ads: 0, analytics: 0, retail: 0, travel: 0 };

type Reason = { kind: string; label: string; matched: boolean; points: number; maxPoints: number };
type Candidate = {
  croudie: { id: string; firstName: string; lastName: string; countryCode: string | null; hourlyRate: number | null };
  score: number;
  reasons: Reason[];
  selected: boolean;
  isNew: boolean;
  offered: boolean;
};
type Connection = { nodes: Candidate[]; pagination: { total: number; page: number; limit: number } };
type Result = { scored: Connection; new: Connection; selected: Candidate[]; topFive: string[] };

const CANDIDATE = `croudie { id firstName lastName countryCode hourlyRate } score reasons { kind label matched points maxPoints }
  selected isNew offered`;
const QUERY = `query($input: CroudiePickerInput!) { croudiePicker(input: $input) {
  scored { nodes { ${CANDIDATE} } pagination { total page limit } }
  new { nodes { ${CANDIDATE} } pagination { total page limit } }
  selected { ${CANDIDATE} }
  topFive } }`;

const call = (input: Record<string, unknown>, token = member): Promise<GraphQLResponse<{ croudiePicker: Result }>> =>
  gql(api, QUERY, { token, variables: { input: { search: 'picker.', pagination: { limit: 50 }, ...input } } });
const pick = async (input: Record<string, unknown>, token = member): Promise<Result> => {
  const res = await call(input, token);
  expect(res.errors).toBeUndefined();
  return res.data!.croudiePicker;
};
const ids = (nodes: Candidate[]) => nodes.map((n) => Number(n.croudie.id));
const nodeOf = (nodes: Candidate[], name: string) => nodes.find((n) => Number(n.croudie.id) === id[name]);
const scoreOfName = (nodes: Candidate[], name: string) => nodeOf(nodes, name)!.score;
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

interface Person {
  country: string;
  languages?: string[];
  rate?: string | null;
  status?: 'active' | 'reactivated' | 'pending';
  entityType?: 'any_other_type' | 'limited_company';
  wentLiveDaysAgo?: number;
}

async function addCroudie(name: string, p: Person) {
  const [row] = await api.db
    .insert(croudies)
    .values({
      email: `picker.${name}@example.com`,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: 'Picker',
      status: p.status ?? 'active',
      countryCode: p.country,
      entityType: p.entityType ?? 'any_other_type',
      hourlyRate: p.rate === undefined ? '20.00' : p.rate,
      signedUpAt: ago(400),
      createdAt: ago(400),
    })
    .returning({ id: croudies.id });
  id[name] = row!.id;
  const languages = p.languages ?? [];
  if (languages.length)
    await api.db
      .insert(croudieLanguages)
      .values(languages.map((code, position) => ({ croudieId: row!.id, code, level: 'fluent' as const, position })));
  await api.db.insert(croudieOnboarding).values({ croudieId: row!.id, wentLiveAt: ago(p.wentLiveDaysAgo ?? 300) });
}

/** A completed task with its work log (and a rating of `stars` on every soft skill, when given). */
async function completedWork(name: string, clientId: number, o: { minutes?: number; at?: Date; stars?: number } = {}) {
  const at = o.at ?? ago(100);
  const [task] = await api.db
    .insert(tasks)
    .values({ name: 'Picker work', state: 'completed', clientId, ownerId: OWNER_ID, croudieId: id[name]!, completedAt: at, createdAt: at })
    .returning({ id: tasks.id });
  await api.db.insert(workLogs).values({
    taskId: task!.id,
    croudieId: id[name]!,
    description: 'Picker work',
    completedAt: at,
    clientId,
    summary: 'Done',
    total: '0.00',
    minutes: o.minutes ?? 60,
  });
  if (o.stars !== undefined)
    await api.db.insert(taskRatings).values({
      taskId: task!.id,
      croudieId: id[name]!,
      reviewerId: OWNER_ID,
      communication: o.stars,
      meetingDeadlines: o.stars,
      adaptingToFeedback: o.stars,
      qualityOfWork: o.stars,
      createdAt: at,
    });
}

async function openTask(name: string | null, state: 'offered' | 'in_progress') {
  const [task] = await api.db
    .insert(tasks)
    .values({
      name: 'Picker open work',
      state,
      clientId: ref.clientA,
      ownerId: OWNER_ID,
      croudieId: name ? id[name]! : null,
      createdAt: NOW,
    })
    .returning({ id: tasks.id });
  return task!.id;
}

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, croudie, client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  const [a, b] = await api.db
    .insert(clients)
    .values([
      { name: 'Picker Client A', state: 'active', createdAt: ago(500) },
      { name: 'Picker Client B', state: 'active', createdAt: ago(500) },
    ])
    .returning({ id: clients.id });
  ref.clientA = a!.id;
  ref.clientB = b!.id;
  const [ads, analytics] = await api.db
    .insert(qualifications)
    .values([{ name: 'Picker Ads' }, { name: 'Picker Analytics' }])
    .returning({ id: qualifications.id });
  ref.ads = ads!.id;
  ref.analytics = analytics!.id;
  const [retail, travel] = await api.db
    .insert(verticals)
    .values([{ name: 'Picker Retail' }, { name: 'Picker Travel' }])
    .returning({ id: verticals.id });
  ref.retail = retail!.id;
  ref.travel = travel!.id;

  // ana: the all-rounder; ben: busy and poorly rated; cai: at the monthly hours limit; gus: as many hours, a company
  await addCroudie('ana', { country: 'GB', languages: ['en', 'fr'] });
  await completedWork('ana', ref.clientA, { stars: 3 });
  await api.db.insert(croudieQualifications).values({ croudieId: id.ana!, qualificationId: ref.ads, grantedAt: ago(50) });
  await api.db.insert(croudieExperience).values({ croudieId: id.ana!, verticalId: ref.retail, level: 'advanced' });
  await addCroudie('ben', { country: 'FR', languages: ['fr'], rate: '30.00' });
  await completedWork('ben', ref.clientB, { stars: 1 });
  await openTask('ben', 'in_progress');
  const offeredInOrder = await openTask('ben', 'offered');
  const queued = await openTask(null, 'offered');
  // the offer in order has its offer row too (counted once); the open queue's offer is open work as well
  await api.db.insert(taskOffers).values([
    { taskId: offeredInOrder, croudieId: id.ben!, position: 0, timeoutMinutes: 120, status: 'offered', offeredAt: NOW },
    { taskId: queued, croudieId: id.ben!, position: 0, timeoutMinutes: 120, status: 'offered', offeredAt: NOW },
  ]);
  await addCroudie('cai', { country: 'GB', languages: ['en'], rate: '50.00' });
  await completedWork('cai', ref.clientB, { minutes: 96 * 60, at: ago(1) });
  await addCroudie('gus', { country: 'GB', languages: ['en'], rate: null, entityType: 'limited_company' });
  await completedWork('gus', ref.clientB, { minutes: 96 * 60, at: ago(1) });
  // dee went live 5 days ago without a completed task: new; ivy too, but she has completed one
  await addCroudie('dee', { country: 'GB', languages: ['en'], wentLiveDaysAgo: 5 });
  await openTask('dee', 'in_progress');
  await addCroudie('ivy', { country: 'GB', languages: ['en'], wentLiveDaysAgo: 5 });
  await completedWork('ivy', ref.clientB);
  // eve is not live; fay is restricted from client A; hal speaks none of the languages; ray is reactivated
  await addCroudie('eve', { country: 'GB', languages: ['en'], status: 'pending' });
  await addCroudie('fay', { country: 'GB', languages: ['en'] });
  await api.db
    .insert(clientAccess)
    .values({ principalId: principalIdOf('CROUDIE', id.fay!), clientId: ref.clientA, access: 'restricted', updatedAt: ago(10) });
  await addCroudie('hal', { country: 'DE', rate: '25.00' });
  await addCroudie('ray', { country: 'GB', languages: ['en'], status: 'reactivated' });
  // tam and tom differ only in what the filter tests ask: tam has more of it
  await addCroudie('tam', { country: 'ES', languages: ['it', 'de'] });
  await addCroudie('tom', { country: 'PT', languages: ['it'] });
  await api.db.insert(croudieQualifications).values({ croudieId: id.tam!, qualificationId: ref.analytics, grantedAt: ago(50) });
  await api.db.insert(croudieExperience).values({ croudieId: id.tam!, verticalId: ref.travel, level: 'advanced' });
  // both have done work (so neither is new), tam for client A, tom for client B
  await completedWork('tam', ref.clientA);
  await completedWork('tom', ref.clientB);
});

afterAll(async () => {
  await api?.close();
});

describe('croudiePicker: who may use it', () => {
  it('is for the task-authoring staff roles; croudies, client users and other staff are refused', async () => {
    expect((await call({})).errors).toBeUndefined();
    expect((await call({}, admin)).errors).toBeUndefined();
    for (const token of [croudie, client, hr]) expect(errorCode(await call({}, token))).toBe('FORBIDDEN');
    expect((await call({}, croudie)).errors?.[0]?.message).toBe(PICKER_MESSAGES.staffOnly);
  });

  it('shows the hourly rate only to the roles that may see money', async () => {
    const asMember = await pick({ search: 'picker.ana' });
    expect(asMember.scored.nodes[0]!.croudie.hourlyRate).toBeNull();
    const asAdmin = await pick({ search: 'picker.ana' }, admin);
    expect(asAdmin.scored.nodes[0]!.croudie.hourlyRate).toBe(20);
  });
});

describe('croudiePicker: who is offered', () => {
  it('offers live croudies only (active or reactivated)', async () => {
    const { scored } = await pick({});
    expect(ids(scored.nodes)).not.toContain(id.eve);
    expect(ids(scored.nodes)).toContain(id.ray);
    expect(ids(scored.nodes)).toContain(id.ana);
  });

  it('searches names and e-mails in any case', async () => {
    expect(ids((await pick({ search: 'ANA PICK' })).scored.nodes)).toEqual([id.ana]);
    expect(ids((await pick({ search: 'PICKER.BEN@' })).scored.nodes)).toEqual([id.ben]);
    expect((await pick({ search: 'picker.nobody' })).scored.pagination.total).toBe(0);
  });

  it('keeps to the hourly rate range, leaving out croudies without a rate', async () => {
    const { scored } = await pick({ filters: { hourlyRateMin: 25, hourlyRateMax: 30 } });
    expect(ids(scored.nodes).sort()).toEqual([id.ben, id.hal].sort());
    const above = await pick({ filters: { hourlyRateMin: 40 } });
    expect(ids(above.scored.nodes)).toEqual([id.cai]); // gus has no rate
  });

  it('never offers a croudie restricted from the task’s client', async () => {
    expect(ids((await pick({})).scored.nodes)).toContain(id.fay);
    expect(ids((await pick({ clientId: String(ref.clientA) })).scored.nodes)).not.toContain(id.fay);
    expect(ids((await pick({ clientId: String(ref.clientB) })).scored.nodes)).toContain(id.fay);
  });

  it('leaves out croudies who match none of the set filters', async () => {
    const { scored } = await pick({ filters: { languageCodes: ['fr', 'en'] } });
    expect(ids(scored.nodes)).not.toContain(id.hal);
    expect(ids(scored.nodes)).not.toContain(id.tam);
    expect(ids(scored.nodes)).toContain(id.ben);
    const only = await pick({ filters: { qualificationIds: [String(ref.analytics)] } });
    expect(ids(only.scored.nodes)).toEqual([id.tam]);
  });

  it('shows croudies who went live in the last 30 days without a completed task apart, as new', async () => {
    const result = await pick({});
    expect(ids(result.new.nodes)).toEqual([id.dee]);
    expect(result.new.pagination.total).toBe(1);
    expect(result.new.nodes[0]!.isNew).toBe(true);
    expect(ids(result.scored.nodes)).not.toContain(id.dee);
    expect(ids(result.scored.nodes)).toContain(id.ivy);
    // the filters apply to them too
    expect((await pick({ filters: { countryCodes: ['FR'] } })).new.nodes).toEqual([]);
  });
});

describe('croudiePicker: scores and reasons', () => {
  it('scores in SQL what the rules score, best first', async () => {
    const filters = { countryCodes: ['GB'], languageCodes: ['en', 'fr'] };
    const { scored } = await pick({ clientId: String(ref.clientA), filters });
    const rules = {
      countryCodes: ['GB'],
      clientIds: [],
      languageCodes: ['en', 'fr'],
      qualificationIds: [],
      verticalIds: [],
      hourlyRateMin: null,
      hourlyRateMax: null,
    };
    // ana: both languages, in GB, free, 3 stars, has worked for client A
    expect(scoreOfName(scored.nodes, 'ana')).toBe(100);
    // ben: French only, not in GB, three open tasks, 1 star, never worked for client A: (12.5 + 5 + 0) of 100
    const ben = {
      entityType: 'any_other_type',
      countryMatched: 0,
      clientsMatched: 0,
      languagesMatched: 1,
      qualificationsMatched: 0,
      verticalsMatched: 0,
      monthMinutes: 0,
      openTasks: 3,
      ratingAverage: 1,
      ratingCount: 1,
      workedForClient: false,
    };
    expect(scoreOfName(scored.nodes, 'ben')).toBe(scoreFor(ben, rules, true));
    expect(scoreOfName(scored.nodes, 'ben')).toBe(18);
    const scores = scored.nodes.map((n) => n.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scored.nodes[0]!.croudie.id).toBe(String(id.ana));
  });

  it('explains each score: filters, availability, rating and client history', async () => {
    const { scored } = await pick({ clientId: String(ref.clientA), filters: { countryCodes: ['GB'], languageCodes: ['en', 'fr'] } });
    expect(nodeOf(scored.nodes, 'ana')!.reasons).toEqual([
      { kind: 'FILTER', label: 'Lives in United Kingdom', matched: true, points: 25, maxPoints: 25 },
      { kind: 'FILTER', label: 'Speaks 2 of 2 languages: English, French', matched: true, points: 25, maxPoints: 25 },
      { kind: 'AVAILABILITY', label: 'Available: no open tasks', matched: true, points: 20, maxPoints: 20 },
      { kind: 'RATING', label: 'Rated 3 of 3 stars on average (1 rating)', matched: true, points: 20, maxPoints: 20 },
      { kind: 'CLIENT_HISTORY', label: "Has done work for this task's client", matched: true, points: 10, maxPoints: 10 },
    ]);
    expect(nodeOf(scored.nodes, 'ben')!.reasons).toEqual([
      { kind: 'FILTER', label: 'Lives outside the locations asked for', matched: false, points: 0, maxPoints: 25 },
      { kind: 'FILTER', label: 'Speaks 1 of 2 languages: French', matched: true, points: 12.5, maxPoints: 25 },
      { kind: 'AVAILABILITY', label: 'Available, with 3 open tasks', matched: true, points: 5, maxPoints: 20 },
      { kind: 'RATING', label: 'Rated 1 of 3 stars on average (1 rating)', matched: true, points: 0, maxPoints: 20 },
      { kind: 'CLIENT_HISTORY', label: "Has not worked for this task's client yet", matched: false, points: 0, maxPoints: 10 },
    ]);
  });

  it('gives no availability points at the monthly hours limit (not for a limited company)', async () => {
    const { scored } = await pick({});
    const availability = (name: string) => nodeOf(scored.nodes, name)!.reasons.find((r) => r.kind === 'AVAILABILITY')!;
    expect(availability('cai')).toMatchObject({ matched: false, points: 0, label: 'At the monthly hours limit: no more tasks this month' });
    expect(availability('gus')).toMatchObject({ matched: true, points: 20 });
    // no filters, no client: availability and rating only (gus 20 + 10 neutral of 40, cai 0 + 10)
    expect(scoreOfName(scored.nodes, 'gus')).toBe(75);
    expect(scoreOfName(scored.nodes, 'cai')).toBe(25);
  });

  it('counts a croudie without ratings as neutral', async () => {
    const { scored } = await pick({ search: 'picker.hal' });
    expect(scored.nodes[0]!.reasons.find((r) => r.kind === 'RATING')).toEqual({
      kind: 'RATING',
      label: 'Not rated yet: a neutral score',
      matched: false,
      points: 10,
      maxPoints: 20,
    });
  });

  // tam and tom match the first filter alike; only tam matches the second
  const twins = async (filters: Record<string, unknown>) => {
    const { scored } = await pick({ search: 'picker.t', filters });
    expect(ids(scored.nodes)).toEqual([id.tam, id.tom]);
    expect(scoreOfName(scored.nodes, 'tam')).toBeGreaterThan(scoreOfName(scored.nodes, 'tom'));
    return { tam: nodeOf(scored.nodes, 'tam')!.reasons, tom: nodeOf(scored.nodes, 'tom')!.reasons };
  };

  it('raises the score for the location asked for', async () => {
    const { tam, tom } = await twins({ languageCodes: ['it'], countryCodes: ['ES'] });
    expect(tam[0]).toMatchObject({ kind: 'FILTER', label: 'Lives in Spain', matched: true, points: 25 });
    expect(tom[0]).toMatchObject({ kind: 'FILTER', label: 'Lives outside the locations asked for', matched: false, points: 0 });
  });

  it('raises the score for the clients worked for', async () => {
    const { tam, tom } = await twins({ languageCodes: ['it'], clientIds: [String(ref.clientA)] });
    expect(tam[0]).toMatchObject({ label: 'Has worked for 1 of 1 clients: Picker Client A', matched: true, points: 25 });
    expect(tom[0]).toMatchObject({ label: 'Has not worked for the clients asked for', matched: false, points: 0 });
  });

  it('raises the score for more of the languages asked for', async () => {
    const { tam, tom } = await twins({ languageCodes: ['it', 'de'] });
    expect(tam[0]).toMatchObject({ label: 'Speaks 2 of 2 languages: Italian, German', matched: true, points: 50 });
    expect(tom[0]).toMatchObject({ label: 'Speaks 1 of 2 languages: Italian', matched: true, points: 25 });
  });

  it('raises the score for the qualifications asked for', async () => {
    const { tam, tom } = await twins({ languageCodes: ['it'], qualificationIds: [String(ref.analytics), String(ref.ads)] });
    expect(tam[1]).toMatchObject({ label: 'Holds 1 of 2 qualifications: Picker Analytics', matched: true, points: 12.5 });
    expect(tom[1]).toMatchObject({ label: 'Holds none of the qualifications asked for', matched: false, points: 0 });
  });

  it('raises the score for the vertical experience asked for', async () => {
    const { tam, tom } = await twins({ languageCodes: ['it'], verticalIds: [String(ref.travel)] });
    expect(tam[1]).toMatchObject({ label: 'Has experience in 1 of 1 verticals: Picker Travel', matched: true, points: 25 });
    expect(tom[1]).toMatchObject({ label: 'Has no experience in the verticals asked for', matched: false, points: 0 });
  });

  it('raises the score for work done for the task’s client', async () => {
    const { scored } = await pick({ search: 'picker.t', clientId: String(ref.clientA) });
    expect(ids(scored.nodes)).toEqual([id.tam, id.tom]);
    expect(nodeOf(scored.nodes, 'tam')!.reasons.at(-1)).toMatchObject({ kind: 'CLIENT_HISTORY', matched: true, points: 10 });
    expect(scoreOfName(scored.nodes, 'tam')).toBe(80);
    expect(scoreOfName(scored.nodes, 'tom')).toBe(60);
  });
});

describe('croudiePicker: selected, top five and pages', () => {
  it('lists the selected croudies in their order with their scores, offered or not', async () => {
    const selectedIds = [id.ben, id.eve, id.ana].map(String);
    const result = await pick({ selectedIds, clientId: String(ref.clientA) });
    expect(ids(result.selected)).toEqual([id.ben, id.eve, id.ana]);
    expect(result.selected.map((s) => s.offered)).toEqual([true, false, true]);
    expect(result.selected.every((s) => s.selected)).toBe(true);
    expect(nodeOf(result.scored.nodes, 'ana')!.selected).toBe(true);
    expect(nodeOf(result.scored.nodes, 'tam')!.selected).toBe(false);
    expect(nodeOf(result.selected, 'ana')!.score).toBe(nodeOf(result.scored.nodes, 'ana')!.score);
    // matching none of the set filters: still listed as selected, scored, but not offered
    const italian = await pick({ selectedIds: [String(id.ana)], filters: { languageCodes: ['it'] } });
    expect(ids(italian.scored.nodes)).not.toContain(id.ana);
    expect(italian.selected[0]).toMatchObject({ offered: false, selected: true });
    expect(italian.selected[0]!.reasons[0]).toMatchObject({ kind: 'FILTER', matched: false, points: 0 });
  });

  it('picks the five best scored croudies who are not selected yet', async () => {
    const all = await pick({});
    expect(all.topFive).toEqual(all.scored.nodes.slice(0, 5).map((n) => n.croudie.id));
    const first = all.scored.nodes.slice(0, 2).map((n) => n.croudie.id);
    const picked = await pick({ selectedIds: first, pagination: { limit: 3 } });
    expect(picked.topFive).toEqual(
      all.scored.nodes
        .map((n) => n.croudie.id)
        .filter((x) => !first.includes(x))
        .slice(0, 5),
    );
    // new croudies are not among them
    expect(picked.topFive).not.toContain(String(id.dee));
  });

  it('pages the scored croudies on the server', async () => {
    const all = await pick({});
    const page2 = await pick({ pagination: { page: 2, limit: 3 } });
    expect(page2.scored.pagination).toEqual({ total: all.scored.pagination.total, page: 2, limit: 3 });
    expect(ids(page2.scored.nodes)).toEqual(ids(all.scored.nodes.slice(3, 6)));
    const beyond = await pick({ pagination: { page: 99, limit: 10 } });
    expect(beyond.scored.nodes).toEqual([]);
    expect(beyond.scored.pagination.total).toBe(all.scored.pagination.total);
    // ten a page by default
    const byDefault = await gql<{ croudiePicker: Result }>(api, QUERY, { token: member, variables: { input: {} } });
    expect(byDefault.data!.croudiePicker.scored.pagination.limit).toBe(10);
    expect(byDefault.data!.croudiePicker.scored.nodes.length).toBeLessThanOrEqual(10);
  });

  it('answers in at most three statements', async () => {
    const filters = {
      countryCodes: ['GB'],
      clientIds: [ref.clientB],
      languageCodes: ['en'],
      qualificationIds: [ref.ads],
      verticalIds: [ref.retail],
      hourlyRateMin: null,
      hourlyRateMax: null,
    };
    const { statements, result } = await api.database.statements.measure(() =>
      pickCroudies(api.db, {
        clientId: ref.clientA,
        search: 'picker.',
        filters,
        selectedIds: [id.ben!],
        scoredPage: toPage({ limit: 10 }),
        newPage: toPage({ limit: 10 }),
        now: NOW,
      }),
    );
    expect(statements).toBeLessThanOrEqual(3);
    expect(result.scored.total).toBeGreaterThan(0);
  });
});

describe('croudiePicker: input', () => {
  it('refuses what it does not know, naming the field', async () => {
    const unknown = await call({
      clientId: '999999',
      filters: { clientIds: ['999998'], qualificationIds: ['999999'], verticalIds: ['999999'] },
      selectedIds: ['999999'],
    });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(unknown)).toEqual({
      'input.clientId': PICKER_MESSAGES.unknownClient,
      'input.filters.clientIds': PICKER_MESSAGES.unknownClients,
      'input.filters.qualificationIds': PICKER_MESSAGES.unknownQualifications,
      'input.filters.verticalIds': PICKER_MESSAGES.unknownVerticals,
      'input.selectedIds': PICKER_MESSAGES.unknownCroudies,
    });
  });

  it('checks codes, rates and ids', async () => {
    const bad = await call({ filters: { countryCodes: ['gb', 'XX'], languageCodes: ['zz'], hourlyRateMin: 50, hourlyRateMax: 20 } });
    expect(fieldErrors(bad)).toEqual({
      'input.filters.countryCodes.1': 'A country code of ISO 3166-1, e.g. GB',
      'input.filters.languageCodes.0': 'A language code of ISO 639-1, e.g. en',
    });
    const range = await call({ filters: { hourlyRateMin: 50, hourlyRateMax: 20 } });
    expect(fieldErrors(range)).toEqual({ 'input.filters.hourlyRateMin': PICKER_MESSAGES.rateRange });
    const negative = await call({ filters: { hourlyRateMin: -1 } });
    expect(fieldErrors(negative)).toEqual({ 'input.filters.hourlyRateMin': 'An hourly rate cannot be negative' });
    expect(fieldErrors(await call({ selectedIds: ['abc'] }))).toEqual({ 'input.selectedIds.0': 'Not a valid id' });
    expect(fieldErrors(await call({ pagination: { limit: 101 } }))).toEqual({ 'input.pagination.limit': 'limit must be at most 100' });
    expect(fieldErrors(await call({ newPagination: { page: 0 } }))).toEqual({ 'input.newPagination.page': 'page must be 1 or more' });
  });

  it('accepts lower-case country codes and repeated values', async () => {
    const { scored } = await pick({ search: 'picker.ana', filters: { countryCodes: ['gb', 'GB'], languageCodes: ['EN', 'en'] } });
    expect(scored.nodes[0]!.reasons.slice(0, 2).map((r) => r.label)).toEqual([
      'Lives in United Kingdom',
      'Speaks 1 of 1 languages: English',
    ]);
  });
});
