// The reference data of settings on a real server (ADR 0256): every entity's list, writes, rules and who may call them.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { agencyUsers } from '../people/people.tables.js';
import { CAMPUS_IMPORTED_MESSAGE, SLUG_DUPLICATE_MESSAGE, VERIFICATION_DUPLICATE_MESSAGE } from './reference.rules.js';
import {
  agencyChannelCostCentres,
  agencyChannels,
  billingEntities,
  channelTypes,
  offices,
  qualifications,
  teams,
  verifications,
  verticals,
} from './reference.tables.js';
import { AGENCY_CHANNEL_DUPLICATE_MESSAGE, INITIALS_DUPLICATE_MESSAGE } from './agency-channels.rules.js';

type Node = { id: string; name: string } & Record<string, unknown>;
const kebab = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '') || 'blank';
type Input = Record<string, unknown>;

let api: TestApi;
const token: Record<'admin' | 'member' | 'hr' | 'croudie' | 'client', string> = {} as never;
/** Offices and a staff user the team fixtures use. */
let officeIds: string[];
let staffId: string;

interface Entity {
  type: string;
  list: string;
  arg: string;
  fields: string;
  table: PgTable;
  /** A valid input named `name`; `i` (0–2) varies the other fields so each sort field has an order to check. */
  input: (name: string, i: number) => Input;
  /** Each sort field's value on a node, for the expected order. */
  sort: Record<string, (node: Node) => string | number | boolean>;
  /** The CONFLICT of a second record of one name, when not "A <type in words> of this name already exists". */
  duplicateMessage?: string;
}

/** Initials no other record has: Q and three letters from a counter (the demo channels use none starting QZ). */
let initialsMade = 0;
const freshInitials = () => {
  const n = initialsMade++;
  return `QZ${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
};
/** Billing entities of the demo data (the agency channels' cost centres). */
let entityIds: string[];

const ENTITIES: Entity[] = [
  { type: 'Vertical', list: 'verticals', arg: 'vertical', fields: 'id name', table: verticals, input: (name) => ({ name }), sort: {} },
  {
    type: 'ChannelType',
    list: 'channelTypes',
    arg: 'channelType',
    fields: 'id name slug entityId',
    table: channelTypes,
    // The slug's first letter orders it otherwise than the name.
    input: (name, i) => ({ name, slug: `${'cab'[i]}-${kebab(name)}` }),
    sort: { slug: (n) => n.slug as string },
  },
  {
    type: 'Office',
    list: 'offices',
    arg: 'office',
    fields: 'id name country timezone',
    table: offices,
    input: (name, i) => ({ name, country: ['de', 'at', 'de'][i], timezone: ['Europe/Vienna', 'Europe/Berlin', 'Europe/Paris'][i] }),
    sort: { country: (n) => n.country as string, timezone: (n) => n.timezone as string },
  },
  {
    type: 'Qualification',
    list: 'qualifications',
    arg: 'qualification',
    fields: 'id name description campusImported',
    table: qualifications,
    input: (name) => ({ name, description: 'Issued by a test' }),
    sort: { campusImported: (n) => n.campusImported as boolean },
  },
  {
    type: 'Verification',
    list: 'verifications',
    arg: 'verification',
    fields: 'id name description',
    table: verifications,
    input: (name) => ({ name, description: null }),
    sort: {},
  },
  {
    type: 'Team',
    list: 'teams',
    arg: 'team',
    fields: 'id name office { id name } leader { id } memberCount',
    table: teams,
    input: (name, i) => ({ name, officeId: officeIds[[1, 0, 1][i]!], leaderId: i === 0 ? null : staffId }),
    sort: { office: (n) => (n.office as { name: string }).name, memberCount: (n) => n.memberCount as number },
  },
  {
    type: 'AgencyChannel',
    list: 'agencyChannels',
    arg: 'agencyChannel',
    fields: 'id name initials internal costCentres { billingEntity { id name } code }',
    table: agencyChannels,
    input: (name, i) => ({
      name,
      initials: freshInitials().toLowerCase(),
      internal: i === 1,
      costCentres: [{ billingEntityId: entityIds[i % entityIds.length], code: ` CC-${i} ` }],
    }),
    sort: { initials: (n) => n.initials as string, internal: (n) => n.internal as boolean },
    duplicateMessage: AGENCY_CHANNEL_DUPLICATE_MESSAGE,
  },
];

const documents = (e: Entity) => ({
  list: `query($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    ${e.list}(filters: $filters, pagination: $pagination, sort: $sort) { nodes { ${e.fields} } pagination { total page limit } } }`,
  create: `mutation($input: ${e.type}Input!) { create${e.type}(${e.arg}: $input) { ${e.fields} } }`,
  update: `mutation($id: ID!, $input: ${e.type}Input!) { update${e.type}(id: $id, ${e.arg}: $input) { ${e.fields} } }`,
  delete: `mutation($id: ID!) { delete${e.type}(id: $id) }`,
});

type Page = { nodes: Node[]; pagination: { total: number; page: number; limit: number } };
const list = async (e: Entity, variables: Input = {}, as = token.member) => {
  const res = await gql<Record<string, Page>>(api, documents(e).list, { token: as, variables });
  return { res, page: res.data?.[e.list] };
};
const create = async (e: Entity, input: Input, as = token.admin) => {
  const res = await gql<Record<string, Node>>(api, documents(e).create, { token: as, variables: { input } });
  return { res, node: res.data?.[`create${e.type}`] };
};
const update = async (e: Entity, id: string, input: Input, as = token.admin) => {
  const res = await gql<Record<string, Node>>(api, documents(e).update, { token: as, variables: { id, input } });
  return { res, node: res.data?.[`update${e.type}`] };
};
const remove = (e: Entity, id: string, as = token.admin) =>
  gql<Record<string, boolean>>(api, documents(e).delete, { token: as, variables: { id } });
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;

let unique = 0;
/** A name no other test uses. */
const fresh = (prefix: string) => `${prefix} n${++unique}x`;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-07-01T09:00:00Z') });
  [token.admin, token.member, token.hr, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  const made = await api.db
    .insert(offices)
    .values([
      { name: 'Sortfix Office Alpha', country: 'GB', timezone: 'Europe/London' },
      { name: 'Sortfix Office Bravo', country: 'GB', timezone: 'Europe/London' },
    ])
    .returning({ id: offices.id });
  officeIds = made.map((o) => String(o.id));
  entityIds = (await api.db.select({ id: billingEntities.id }).from(billingEntities)).map((b) => String(b.id));
  const [someone] = await api.db.select({ id: agencyUsers.id }).from(agencyUsers).where(eq(agencyUsers.email, 'staff.1@example.com'));
  staffId = String(someone!.id);
});
afterAll(async () => {
  await api?.close();
});

describe.each(ENTITIES)('$list', (e) => {
  it('lists for staff, newest first, paged (at most 100), with the total', async () => {
    const [{ n }] = (await api.db.select({ n: count() }).from(e.table)) as [{ n: number }];
    const all = (await list(e, { pagination: { limit: 100 } })).page!;
    expect(all.pagination).toEqual({ total: n, page: 1, limit: 100 });
    expect(all.nodes.length).toBe(Math.min(n, 100));
    expect(n).toBeGreaterThanOrEqual(30); // the demo data
    const ids = all.nodes.map((node) => Number(node.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await list(e, { pagination: { page: 2, limit: 5 } })).page!;
    expect(second.pagination).toEqual({ total: n, page: 2, limit: 5 });
    expect(second.nodes.map((node) => node.id)).toEqual(all.nodes.slice(5, 10).map((node) => node.id));
    expect((await list(e)).page!.pagination).toEqual({ total: n, page: 1, limit: 10 });
    expect((await list(e, { pagination: { page: 99, limit: 50 } })).page!.nodes).toEqual([]);
    for (const pagination of [{ limit: 101 }, { limit: 0 }, { page: 0 }])
      expect(errorCode((await list(e, { pagination })).res), JSON.stringify(pagination)).toBe('BAD_USER_INPUT');
  });

  it('searches names in any case, and sorts by each of its fields (unknown ones are refused)', async () => {
    const prefix = fresh(`Sortfix ${e.type}`);
    const made: Node[] = [];
    for (const [i, suffix] of ['Bravo', 'Charlie', 'Alpha'].entries()) {
      const { res, node } = await create(e, e.input(`${prefix} ${suffix}`, i));
      expect(res.errors).toBeUndefined();
      made.push(node!);
    }
    if (e.type === 'Qualification')
      await api.db
        .update(qualifications)
        .set({ campusImported: true })
        .where(eq(qualifications.id, Number(made[1]!.id)));
    if (e.type === 'Team')
      await gql(api, `mutation($t: ID!, $u: ID!) { addTeamMember(teamId: $t, userId: $u) { id } }`, {
        token: token.admin,
        variables: { t: made[2]!.id, u: '1' },
      });
    const found = await list(e, { filters: { search: `  ${prefix.toUpperCase()} ` }, pagination: { limit: 100 } });
    expect(found.page!.pagination.total).toBe(3);
    const byId = new Map(found.page!.nodes.map((n) => [n.id, n]));
    const values = { id: (n: Node) => Number(n.id), name: (n: Node) => n.name, ...e.sort };
    for (const [field, value] of Object.entries(values)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const sorted = (await list(e, { filters: { search: prefix }, sort: { field, direction } })).page!.nodes.map((n) => n.id);
        const expected = [...byId.values()]
          .sort((a, b) => {
            const [x, y] = [value(a), value(b)];
            const order = x < y ? -1 : x > y ? 1 : 0;
            return (direction === 'ASC' ? order : -order) || Number(b.id) - Number(a.id);
          })
          .map((n) => n.id);
        expect(sorted, `${field} ${direction}`).toEqual(expected);
      }
    }
    const bad = await list(e, { sort: { field: 'createdAt', direction: 'ASC' } });
    expect(errorCode(bad.res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad.res)).toEqual({ 'sort.field': `Sort by one of: ${Object.keys(values).join(', ')}` });
    expect((await list(e, { filters: { search: '%' } })).page!.pagination.total).toBe(0);
  });

  it('creates, updates and deletes; a missing one is NOT_FOUND', async () => {
    const name = fresh(`Round trip ${e.type}`);
    const { node } = await create(e, e.input(`  ${name}  `, 1));
    expect(node!.name).toBe(name);
    expect((await list(e, { filters: { search: name } })).page!.nodes.map((n) => n.id)).toEqual([node!.id]);
    const renamed = await update(e, node!.id, e.input(`${name} renamed`, 1));
    expect(renamed.res.errors).toBeUndefined();
    expect(renamed.node).toMatchObject({ id: node!.id, name: `${name} renamed` });
    expect((await update(e, node!.id, e.input(`${name} RENAMED`, 1))).node!.name).toBe(`${name} RENAMED`); // its own name
    const gone = await remove(e, node!.id);
    if (e.type === 'Team') {
      // Its leader (staff.1) is in other teams too, so the team may go.
      expect(gone.errors).toBeUndefined();
    }
    expect(gone.data![`delete${e.type}`]).toBe(true);
    expect(errorCode(await remove(e, node!.id))).toBe('NOT_FOUND');
    expect(errorCode((await update(e, node!.id, e.input(name, 1))).res)).toBe('NOT_FOUND');
    expect(errorCode(await remove(e, 'not-an-id'))).toBe('NOT_FOUND');
  });

  it('validates on the server: a trimmed name is required, up to 120 characters', async () => {
    const blank = await create(e, e.input('   ', 0));
    expect(errorCode(blank.res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(blank.res)).toEqual({ [`${e.arg}.name`]: 'This field is required' });
    expect(fieldErrors((await create(e, e.input('x'.repeat(121), 0))).res)).toEqual({ [`${e.arg}.name`]: 'At most 120 characters' });
  });

  it('keeps names unique in any case: a second one is a CONFLICT', async () => {
    const name = fresh(`Unique ${e.type}`);
    expect((await create(e, e.input(name, 0))).res.errors).toBeUndefined();
    const again = await create(e, e.input(` ${name.toUpperCase()} `, 2));
    expect(errorCode(again.res)).toBe('CONFLICT');
    const label = e.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    expect(message(again.res)).toBe(
      e.duplicateMessage ?? (e.type === 'Verification' ? VERIFICATION_DUPLICATE_MESSAGE : `A ${label} of this name already exists`),
    );
    // the CONFLICT names the field it is about, as validation errors do, so a form shows it there
    expect(fieldErrors(again.res)).toEqual({ [`${e.arg}.name`]: message(again.res) });
    const other = await create(e, e.input(fresh(`Unique ${e.type}`), 2));
    const renamed = (await update(e, other.node!.id, e.input(name.toLowerCase(), 2))).res;
    expect(errorCode(renamed)).toBe('CONFLICT');
    expect(fieldErrors(renamed)).toEqual({ [`${e.arg}.name`]: message(again.res) });
  });

  describe('who may call it', () => {
    it('reads: staff; croudies and client users FORBIDDEN; anonymous UNAUTHENTICATED', async () => {
      expect((await list(e, {}, token.member)).res.errors).toBeUndefined();
      expect(errorCode((await list(e, {}, token.croudie)).res)).toBe('FORBIDDEN');
      expect(errorCode((await list(e, {}, token.client)).res)).toBe('FORBIDDEN');
      expect(errorCode((await list(e, {}, '')).res)).toBe('UNAUTHENTICATED');
    });

    it('writes: settings administrators (hr.user holds hr_user); croudies FORBIDDEN; anonymous UNAUTHENTICATED', async () => {
      const made = await create(e, e.input(fresh(`Matrix ${e.type}`), 1), token.hr);
      expect(made.res.errors).toBeUndefined();
      const id = made.node!.id;
      expect((await update(e, id, e.input(fresh(`Matrix ${e.type}`), 1), token.hr)).res.errors).toBeUndefined();
      for (const [as, code] of [
        [token.croudie, 'FORBIDDEN'],
        [token.client, 'FORBIDDEN'],
        ['', 'UNAUTHENTICATED'],
      ] as const) {
        expect(errorCode((await create(e, e.input(fresh('Refused'), 1), as)).res)).toBe(code);
        expect(errorCode((await update(e, id, e.input(fresh('Refused'), 1), as)).res)).toBe(code);
        expect(errorCode(await remove(e, id, as))).toBe(code);
      }
      expect((await remove(e, id, token.hr)).data![`delete${e.type}`]).toBe(true);
    });

    // Waits for the operation gate (ADR 0257): the roles of staff.member (fte_core, job_user) do not include these.
    it('writes: other staff are FORBIDDEN by the operation gate', async () => {
      const { node } = await create(e, e.input(fresh(`Gate ${e.type}`), 1));
      expect(errorCode((await create(e, e.input(fresh('Refused'), 1), token.member)).res)).toBe('FORBIDDEN');
      expect(errorCode((await update(e, node!.id, e.input(fresh('Refused'), 1), token.member)).res)).toBe('FORBIDDEN');
      expect(errorCode(await remove(e, node!.id, token.member))).toBe('FORBIDDEN');
    });
  });
});

describe('rules of one entity', () => {
  const [, channelType, office, qualification, verification, , agencyChannel] = ENTITIES as [
    Entity,
    Entity,
    Entity,
    Entity,
    Entity,
    Entity,
    Entity,
  ];

  it('channel types: a lower-case kebab slug, unique; an entity id is made', async () => {
    const name = fresh('Slugged');
    const made = await create(channelType, { name, slug: 'slugged-one' });
    expect(made.node!.entityId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const again = await create(channelType, { name: fresh('Slugged'), slug: 'slugged-one' });
    expect(errorCode(again.res)).toBe('CONFLICT');
    expect(message(again.res)).toBe(SLUG_DUPLICATE_MESSAGE);
    expect(fieldErrors(again.res)).toEqual({ 'channelType.slug': SLUG_DUPLICATE_MESSAGE });
    for (const slug of ['Slugged One', 'slugged--one', 'slugged_one', ''])
      expect(fieldErrors((await create(channelType, { name: fresh('Slugged'), slug })).res), slug).toHaveProperty('channelType.slug');
    // An update keeps its entity id.
    expect((await update(channelType, made.node!.id, { name, slug: 'slugged-two' })).node).toMatchObject({
      slug: 'slugged-two',
      entityId: made.node!.entityId,
    });
  });

  it('offices: an ISO country (stored upper case) and an IANA timezone', async () => {
    const made = await create(office, { name: fresh('Office'), country: ' ie', timezone: 'Europe/Dublin' });
    expect(made.node).toMatchObject({ country: 'IE', timezone: 'Europe/Dublin' });
    expect((await create(office, { name: fresh('Office'), country: 'IN', timezone: 'Asia/Kolkata' })).res.errors).toBeUndefined();
    const bad = await create(office, { name: fresh('Office'), country: 'UK', timezone: 'Mars/Olympus' });
    expect(fieldErrors(bad.res)).toEqual({
      'office.country': 'A country code of ISO 3166-1, e.g. GB',
      'office.timezone': 'An IANA timezone, e.g. Europe/London',
    });
    expect(fieldErrors((await create(office, { name: fresh('Office'), country: '', timezone: ' ' })).res)).toEqual({
      'office.country': 'This field is required',
      'office.timezone': 'This field is required',
    });
  });

  it('offices: one a team uses cannot be deleted', async () => {
    const [used] = await api.db.select({ officeId: teams.officeId }).from(teams).limit(1);
    const [{ n }] = (await api.db.select({ n: count() }).from(teams).where(eq(teams.officeId, used!.officeId))) as [{ n: number }];
    const refused = await remove(office, String(used!.officeId));
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(message(refused)).toBe(
      `This office is used by ${n} ${n === 1 ? 'team' : 'teams'}: move ${n === 1 ? 'it' : 'them'} to another office first`,
    );
  });

  it('qualifications: imported from the campus, they cannot be edited or deleted (CONFLICT)', async () => {
    const [imported] = await api.db.select().from(qualifications).where(eq(qualifications.campusImported, true)).limit(1);
    const id = String(imported!.id);
    const edit = await update(qualification, id, { name: fresh('Edited'), description: null });
    expect(errorCode(edit.res)).toBe('CONFLICT');
    expect(message(edit.res)).toBe(CAMPUS_IMPORTED_MESSAGE);
    const gone = await remove(qualification, id);
    expect(errorCode(gone)).toBe('CONFLICT');
    expect(message(gone)).toBe(CAMPUS_IMPORTED_MESSAGE);
    const [still] = await api.db.select().from(qualifications).where(eq(qualifications.id, imported!.id));
    expect(still).toEqual(imported);
    // Made in settings: never campus-imported, editable; a blank description is none.
    const made = await create(qualification, { name: fresh('Made here'), description: '  ' });
    expect(made.node).toMatchObject({ campusImported: false, description: null });
    expect(fieldErrors((await create(qualification, { name: fresh('Long'), description: 'x'.repeat(1001) })).res)).toEqual({
      'qualification.description': 'At most 1000 characters',
    });
  });

  it('agency channels: initials of one to four letters, stored upper case and unique (CONFLICT on their field)', async () => {
    const made = await create(agencyChannel, { name: fresh('Initials'), initials: ' qzx ' });
    expect(made.res.errors).toBeUndefined();
    expect(made.node).toMatchObject({ initials: 'QZX', internal: false, costCentres: [] });
    const again = await create(agencyChannel, { name: fresh('Initials'), initials: 'Qzx' });
    expect(errorCode(again.res)).toBe('CONFLICT');
    expect(message(again.res)).toBe(INITIALS_DUPLICATE_MESSAGE);
    for (const initials of ['QZXYW', 'Q1', 'Q Z', 'É', ''])
      expect(fieldErrors((await create(agencyChannel, { name: fresh('Initials'), initials })).res), initials).toEqual({
        'agencyChannel.initials': initials === '' ? 'This field is required' : 'One to 4 letters, e.g. PS',
      });
    // The demo catalogue's own initials are taken too.
    expect(message((await create(agencyChannel, { name: fresh('Initials'), initials: 'ps' })).res)).toBe(INITIALS_DUPLICATE_MESSAGE);
  });

  it('agency channels: one default cost centre per billing entity, trimmed, at most 20 characters; blank is none', async () => {
    const [uk, us, au] = entityIds as [string, string, string];
    const name = fresh('Cost centres');
    const made = await create(agencyChannel, {
      name,
      initials: freshInitials(),
      internal: true,
      costCentres: [
        { billingEntityId: us, code: '  US-100 ' },
        { billingEntityId: uk, code: 'UK/200.a_b' },
        { billingEntityId: au, code: '   ' },
      ],
    });
    expect(made.res.errors).toBeUndefined();
    const entityName = async (id: string) =>
      (
        await api.db
          .select()
          .from(billingEntities)
          .where(eq(billingEntities.id, Number(id)))
      )[0]!.name;
    expect(made.node!.internal).toBe(true);
    expect(
      new Map((made.node!.costCentres as { billingEntity: { id: string }; code: string }[]).map((c) => [c.billingEntity.id, c.code])),
    ).toEqual(
      new Map([
        [us, 'US-100'],
        [uk, 'UK/200.a_b'],
      ]),
    );
    // by billing entity name
    const names = (made.node!.costCentres as { billingEntity: { name: string } }[]).map((c) => c.billingEntity.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining([await entityName(us), await entityName(uk)]));

    // An update replaces them.
    const id = made.node!.id;
    const changed = await update(agencyChannel, id, {
      name,
      initials: made.node!.initials,
      costCentres: [{ billingEntityId: au, code: 'AU-9' }],
    });
    expect(changed.node!.costCentres).toEqual([{ billingEntity: { id: au, name: await entityName(au) }, code: 'AU-9' }]);
    expect(changed.node!.internal).toBe(false); // left out: not internal

    const twice = await update(agencyChannel, id, {
      name,
      initials: made.node!.initials,
      costCentres: [
        { billingEntityId: uk, code: 'A' },
        { billingEntityId: uk, code: 'B' },
      ],
    });
    expect(fieldErrors(twice.res)).toEqual({ 'agencyChannel.costCentres': 'One cost centre per billing entity' });
    const long = await update(agencyChannel, id, {
      name,
      initials: made.node!.initials,
      costCentres: [{ billingEntityId: uk, code: 'x'.repeat(21) }],
    });
    expect(fieldErrors(long.res)).toEqual({ 'agencyChannel.costCentres.0.code': 'At most 20 characters' });
    const odd = await update(agencyChannel, id, {
      name,
      initials: made.node!.initials,
      costCentres: [{ billingEntityId: uk, code: 'CC#1' }],
    });
    expect(fieldErrors(odd.res)).toEqual({ 'agencyChannel.costCentres.0.code': 'Letters, digits, spaces and . _ / - only' });
    const unknown = await update(agencyChannel, id, {
      name,
      initials: made.node!.initials,
      costCentres: [
        { billingEntityId: uk, code: 'UK-1' },
        { billingEntityId: '99999', code: 'X-1' },
      ],
    });
    expect(errorCode(unknown.res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(unknown.res)).toEqual({ 'agencyChannel.costCentres.1.billingEntityId': 'There is no such billing entity' });
    // Refused changes kept nothing.
    const rows = await api.db
      .select()
      .from(agencyChannelCostCentres)
      .where(eq(agencyChannelCostCentres.channelId, Number(id)));
    expect(rows.map((r) => r.code)).toEqual(['AU-9']);

    // Its cost centres go with it.
    expect((await remove(agencyChannel, id)).data!.deleteAgencyChannel).toBe(true);
    expect(
      await api.db
        .select()
        .from(agencyChannelCostCentres)
        .where(eq(agencyChannelCostCentres.channelId, Number(id))),
    ).toEqual([]);
  });

  it('agency channels: the demo catalogue has cost centres; billingEntities lists the companies for staff only', async () => {
    const ps = (await list(agencyChannel, { filters: { search: 'Paid Search' } })).page!.nodes.find((n) => n.name === 'Paid Search')!;
    expect(ps).toMatchObject({ initials: 'PS', internal: false });
    expect((ps.costCentres as unknown[]).length).toBeGreaterThanOrEqual(1);
    const BILLING = '{ billingEntities { id name country currency } }';
    const res = await gql<{ billingEntities: { name: string; country: string; currency: string }[] }>(api, BILLING, {
      token: token.member,
    });
    expect(res.data!.billingEntities.map((b) => b.name)).toEqual([...res.data!.billingEntities.map((b) => b.name)].sort());
    expect(res.data!.billingEntities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'GB', currency: 'GBP' }),
        expect.objectContaining({ country: 'US', currency: 'USD' }),
      ]),
    );
    expect(errorCode(await gql(api, BILLING, { token: token.croudie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, BILLING, { token: token.client }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, BILLING, {}))).toBe('UNAUTHENTICATED');
  });

  it('verifications: a second of the same name gives the spec message', async () => {
    const name = fresh('Verified');
    await create(verification, { name, description: 'Checked' });
    const again = await create(verification, { name: name.toLowerCase() });
    expect(message(again.res)).toBe('A verification of this name already exisits');
  });
});
