import { TEMPLATE_MESSAGES } from '@work/shared-contracts/tasks';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { clients } from '../clients/clients.tables.js';
import { channelTypes } from '../reference/reference.tables.js';
import { roleOperations } from '../roles/roles.tables.js';
import { seedTaskTemplates } from '../../seed/task-templates.js';
import { templateForTask } from './index.js';
import { TEMPLATE_RULE_MESSAGES as MESSAGES } from './task-templates.rules.js';
import { taskTemplates } from './task-templates.tables.js';

const NOW = new Date('2026-03-16T09:00:00Z');
const ADMIN_ID = 1; // staff.admin: every role
const MEMBER_ID = 2; // staff.member: job_user, a template author

let api: TestApi;
let admin: string; // every role
let member: string; // job_user
let hr: string; // fte_core + hr_user: reads, cannot write
let croudie: string;
let clientUser: string;
let clientX: { id: string; name: string };
let clientY: { id: string; name: string };
let pendingClient: string;
let inactiveClient: string;
let typeA: { id: string; name: string };
let typeB: { id: string; name: string };

const FIELDS = `id name channelTypes { id name } client { id name } baseTemplate { id name } status type title brief
  settings { attachmentsRequired } costType fixedCost allocatedMinutes lifetimeMinutes deadlineTime allocationMethod openQueue
  variants { id client { id name } status } availableActions createdBy { id } createdAt updatedAt`;
const CREATE = `mutation($input: TaskTemplateInput!) { createTaskTemplate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: TaskTemplateInput!) { updateTaskTemplate(id: $id, input: $input) { ${FIELDS} } }`;
const VARIANT = `mutation($baseId: ID!, $clientId: ID!) { createTaskTemplateVariant(baseId: $baseId, clientId: $clientId) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteTaskTemplate(id: $id) }`;
const TEMPLATE = `query($id: ID!) { taskTemplate(id: $id) { ${FIELDS} } }`;
const LIST = `query($filters: TaskTemplateFilters, $pagination: PaginationInput) { taskTemplates(filters: $filters, pagination: $pagination) {
  taskTemplates { id name status client { id } } pagination { total page limit } } }`;
const PICKER = `query($clientId: ID!, $channelTypeId: ID) { taskTemplatesForTask(clientId: $clientId, channelTypeId: $channelTypeId) {
  id name client { id } baseTemplate { id } status } }`;
const transition = (action: 'publish' | 'unpublish' | 'republish') => `mutation($id: ID!) { ${action}TaskTemplate(id: $id) { ${FIELDS} } }`;

type Template = {
  id: string;
  name: string;
  channelTypes: { id: string; name: string }[];
  client: { id: string; name: string } | null;
  baseTemplate: { id: string; name: string } | null;
  status: 'DRAFT' | 'ACTIVE' | 'INACTIVE';
  type: 'SINGLE' | 'QA';
  title: string;
  brief: string;
  settings: { attachmentsRequired: boolean };
  costType: 'FIXED' | 'MINUTES' | null;
  fixedCost: string | null;
  allocatedMinutes: number | null;
  lifetimeMinutes: number;
  deadlineTime: string;
  allocationMethod: 'OFFER' | 'ASSIGN';
  openQueue: boolean;
  variants: { id: string; client: { id: string; name: string }; status: string }[];
  availableActions: string[];
  createdBy: { id: string };
  createdAt: string;
  updatedAt: string;
};
type Picked = { id: string; name: string; client: { id: string } | null; baseTemplate: { id: string } | null; status: string };

const templateInput = (over: Record<string, unknown> = {}) => ({
  name: 'Test template',
  title: 'Research keywords for {{job_owner_name}}',
  lifetimeMinutes: 1440,
  deadlineTime: '17:00',
  ...over,
});
const create = (token: string, over: Record<string, unknown> = {}) =>
  gql<{ createTaskTemplate: Template }>(api, CREATE, { token, variables: { input: templateInput(over) } });
const createTemplate = async (over: Record<string, unknown> = {}, token = admin) => {
  const res = await create(token, over);
  expect(res.errors).toBeUndefined();
  return res.data!.createTaskTemplate;
};
const run = <T = Template>(query: string, token: string, variables: Record<string, unknown>) =>
  gql<Record<string, T>>(api, query, { token, variables });
const ok = async <T = Template>(query: string, token: string, variables: Record<string, unknown>): Promise<T> => {
  const res = await run<T>(query, token, variables);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data!)[0]!;
};
const publish = (id: string) => ok(transition('publish'), admin, { id });
const makeVariant = (baseId: string, clientId: string, token = admin) => ok(VARIANT, token, { baseId, clientId });
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [admin, member, hr, croudie, clientUser] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'hr.user@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
  const all = await api.db.select().from(clients).orderBy(asc(clients.id));
  const active = all.filter((c) => c.state === 'active');
  clientX = { id: String(active[0]!.id), name: active[0]!.name };
  clientY = { id: String(active[1]!.id), name: active[1]!.name };
  pendingClient = String(all.find((c) => c.state === 'pending')!.id);
  inactiveClient = String(all.find((c) => c.state === 'inactive')!.id);
  const [a, b] = await api.db.select().from(channelTypes).orderBy(asc(channelTypes.id)).limit(2);
  typeA = { id: String(a!.id), name: a!.name };
  typeB = { id: String(b!.id), name: b!.name };
  // the demo templates (a no-op once the demo seed has made them)
  await seedTaskTemplates(api.db, api.clock);
});
afterAll(async () => {
  await api?.close();
});

describe('createTaskTemplate and updateTaskTemplate', () => {
  it('creates a base template as a draft with every field of the form', async () => {
    const template = await createTemplate(
      {
        name: '  Product feed audit  ',
        channelTypeIds: [typeA.id, typeB.id, typeA.id],
        type: 'SINGLE',
        title: 'Audit the product feed',
        brief: 'Hi {{croudie_first_name}}, ask {{job_owner_email}} if stuck',
        settings: { attachmentsRequired: true },
        cost: { costType: 'FIXED', fixedCost: 12.5 },
        lifetimeMinutes: 2880,
        deadlineTime: 'end_of_day',
        allocationMethod: 'ASSIGN',
        openQueue: true,
      },
      member,
    );
    expect(template).toMatchObject({
      name: 'Product feed audit',
      channelTypes: [typeA, typeB],
      client: null,
      baseTemplate: null,
      status: 'DRAFT',
      type: 'SINGLE',
      title: 'Audit the product feed',
      brief: 'Hi {{croudie_first_name}}, ask {{job_owner_email}} if stuck',
      settings: { attachmentsRequired: true },
      costType: 'FIXED',
      fixedCost: '12.50',
      allocatedMinutes: null,
      lifetimeMinutes: 2880,
      deadlineTime: 'end_of_day',
      allocationMethod: 'ASSIGN',
      openQueue: true,
      variants: [],
      availableActions: ['PUBLISH', 'CREATE_VARIANT', 'EDIT', 'DELETE'],
      createdBy: { id: String(MEMBER_ID) },
    });
    expect(await ok(TEMPLATE, hr, { id: template.id })).toEqual({ ...template, availableActions: [] });
  });

  it('fills in the contract’s defaults for what the form leaves out', async () => {
    const template = await createTemplate({ name: 'Defaults', brief: null, settings: null, cost: null, type: null, openQueue: null });
    expect(template).toMatchObject({
      channelTypes: [],
      type: 'SINGLE',
      brief: '',
      settings: { attachmentsRequired: false },
      costType: null,
      fixedCost: null,
      allocatedMinutes: null,
      allocationMethod: 'OFFER',
      openQueue: false,
      createdBy: { id: String(ADMIN_ID) },
    });
  });

  it('refuses a form that is not valid, naming each field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: '  ', title: '' },
        { 'input.name': 'This field is required', 'input.title': 'This field is required' },
      ],
      [{ name: 'x'.repeat(121) }, { 'input.name': 'Use at most 120 characters' }],
      [{ lifetimeMinutes: 45 }, { 'input.lifetimeMinutes': 'Choose a lifetime from the list' }],
      [{ deadlineTime: '17:10' }, { 'input.deadlineTime': 'Choose a deadline time from the list' }],
      [
        { brief: 'Dear {{client_name}}' },
        { 'input.brief': 'Merge fields are {{croudie_first_name}}, {{job_owner_name}} and {{job_owner_email}}' },
      ],
      [
        { cost: { costType: 'FIXED', fixedCost: 12.345 } },
        { 'input.cost.fixedCost': 'Enter an amount greater than 0, with at most two decimals' },
      ],
      [{ cost: { costType: 'FIXED' } }, { 'input.cost.fixedCost': 'Enter an amount greater than 0, with at most two decimals' }],
      [
        { cost: { costType: 'MINUTES', allocatedMinutes: 0 } },
        { 'input.cost.allocatedMinutes': 'Enter the allocated time in whole minutes, more than 0' },
      ],
      [{ channelTypeIds: [typeA.id, '99999'] }, { 'input.channelTypeIds': MESSAGES.unknownChannelType }],
    ];
    for (const [over, errors] of cases) {
      const res = await create(admin, over);
      expect(errorCode(res), JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual(errors);
    }
  });

  it('saves the form whatever the status, keeping status, client and base', async () => {
    const template = await createTemplate({ name: 'To edit', cost: { costType: 'FIXED', fixedCost: 10 } });
    await publish(template.id);
    api.clock.advance(60_000);
    const saved = await ok(UPDATE, member, {
      id: template.id,
      input: templateInput({ name: 'Edited', type: 'QA', cost: { costType: 'MINUTES', allocatedMinutes: 90 }, channelTypeIds: [typeB.id] }),
    });
    expect(saved).toMatchObject({
      name: 'Edited',
      type: 'QA',
      status: 'ACTIVE',
      costType: 'MINUTES',
      fixedCost: null,
      allocatedMinutes: 90,
      channelTypes: [typeB],
      createdBy: { id: String(ADMIN_ID) },
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(template.updatedAt));
    expect(fieldErrors(await run(UPDATE, admin, { id: template.id, input: templateInput({ title: ' ' }) }))).toEqual({
      'input.title': 'This field is required',
    });
  });

  it('answers NOT_FOUND for a template that does not exist', async () => {
    expect(errorCode(await run(UPDATE, admin, { id: '999999', input: templateInput() }))).toBe('NOT_FOUND');
    expect(message(await run(TEMPLATE, admin, { id: '999999' }))).toBe('Task template not found');
    expect(errorCode(await run(TEMPLATE, admin, { id: 'abc' }))).toBe('NOT_FOUND');
  });
});

describe('publish, unpublish, republish (§4)', () => {
  it('moves a draft to active, to inactive and back, refusing every other move with CONFLICT naming the status', async () => {
    const { id } = await createTemplate({ name: 'Lifecycle' });
    const refused = async (action: 'publish' | 'unpublish' | 'republish', expected: string) => {
      const res = await run(transition(action), admin, { id });
      expect(errorCode(res)).toBe('CONFLICT');
      expect(message(res)).toBe(expected);
      expect(fieldErrors(res)).toEqual({ status: expected });
    };
    await refused('unpublish', 'Only an active template can be unpublished: this one is draft');
    await refused('republish', 'Only an inactive template can be republished: this one is draft');

    const active = await ok(transition('publish'), admin, { id });
    expect(active).toMatchObject({ status: 'ACTIVE', availableActions: ['UNPUBLISH', 'CREATE_VARIANT', 'EDIT', 'DELETE'] });
    await refused('publish', 'Only a draft template can be published: this one is active');
    await refused('republish', 'Only an inactive template can be republished: this one is active');

    const inactive = await ok(transition('unpublish'), member, { id });
    expect(inactive).toMatchObject({ status: 'INACTIVE', availableActions: ['REPUBLISH', 'CREATE_VARIANT', 'EDIT', 'DELETE'] });
    await refused('publish', 'Only a draft template can be published: this one is inactive');
    await refused('unpublish', 'Only an active template can be unpublished: this one is inactive');

    expect(await ok(transition('republish'), admin, { id })).toMatchObject({ status: 'ACTIVE' });
  });
});

describe('client variants', () => {
  it('copies the base’s fields into a draft for the client, which the base lists', async () => {
    const base = await createTemplate({
      name: 'Variant base',
      channelTypeIds: [typeA.id],
      brief: 'For {{croudie_first_name}}',
      cost: { costType: 'FIXED', fixedCost: 40 },
      allocationMethod: 'ASSIGN',
    });
    await publish(base.id);
    const variant = await makeVariant(base.id, clientX.id, member);
    expect(variant).toMatchObject({
      name: 'Variant base',
      channelTypes: [typeA],
      client: clientX,
      baseTemplate: { id: base.id, name: 'Variant base' },
      status: 'DRAFT',
      brief: 'For {{croudie_first_name}}',
      costType: 'FIXED',
      fixedCost: '40.00',
      allocationMethod: 'ASSIGN',
      variants: [],
      availableActions: ['PUBLISH', 'EDIT', 'DELETE'],
      createdBy: { id: String(MEMBER_ID) },
    });
    expect(variant.id).not.toBe(base.id);
    const after = await ok(TEMPLATE, admin, { id: base.id });
    expect(after.variants).toEqual([{ id: variant.id, client: clientX, status: 'DRAFT' }]);
    // a base with a live variant cannot be deleted, and says so
    expect(after.availableActions).toEqual(['UNPUBLISH', 'CREATE_VARIANT', 'EDIT']);
  });

  it('allows one live variant per client, and a new one once it is deleted', async () => {
    const base = await createTemplate({ name: 'One per client' });
    const first = await makeVariant(base.id, clientX.id);
    const again = await run(VARIANT, admin, { baseId: base.id, clientId: clientX.id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(message(again)).toBe(TEMPLATE_MESSAGES.oneVariant);
    expect(fieldErrors(again)).toEqual({ clientId: TEMPLATE_MESSAGES.oneVariant });
    // another client may have its own
    await makeVariant(base.id, clientY.id);

    expect(await ok(DELETE, admin, { id: first.id })).toBe(first.id);
    expect(errorCode(await run(TEMPLATE, admin, { id: first.id }))).toBe('NOT_FOUND');
    const second = await makeVariant(base.id, clientX.id);
    expect(second.id).not.toBe(first.id);
    const clientsWithVariants = (await ok(TEMPLATE, admin, { id: base.id })).variants.map((v) => v.client.id);
    expect(clientsWithVariants.sort()).toEqual([clientX.id, clientY.id].sort());
  });

  it('makes one variant when two are asked for at once', async () => {
    const base = await createTemplate({ name: 'Race' });
    const results = await Promise.all([1, 2, 3].map(() => run(VARIANT, admin, { baseId: base.id, clientId: clientX.id })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) expect(message(refused)).toBe(TEMPLATE_MESSAGES.oneVariant);
  });

  it('holds the rule in the database too, for live variants only', async () => {
    const base = await createTemplate({ name: 'Index' });
    const row = {
      name: 'Index',
      status: 'draft' as const,
      type: 'single' as const,
      title: 'Index',
      lifetimeMinutes: 30,
      deadlineTime: '09:00',
      allocationMethod: 'offer' as const,
      openQueue: false,
      createdBy: ADMIN_ID,
      createdAt: NOW,
      updatedAt: NOW,
      baseTemplateId: Number(base.id),
      clientId: Number(clientY.id),
    };
    await api.db.insert(taskTemplates).values({ ...row, deletedAt: NOW });
    await api.db.insert(taskTemplates).values(row);
    const error = await api.db
      .insert(taskTemplates)
      .values(row)
      .then(
        () => null,
        (e: { cause?: { code?: string; constraint?: string } }) => e.cause,
      );
    expect(error).toMatchObject({ code: '23505', constraint: 'task_templates_one_variant_idx' });
  });

  it('refuses a variant of a variant', async () => {
    const base = await createTemplate({ name: 'Only bases' });
    const variant = await makeVariant(base.id, clientX.id);
    const res = await run(VARIANT, admin, { baseId: variant.id, clientId: clientY.id });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(TEMPLATE_MESSAGES.variantOfVariant);
  });

  it('makes variants for active and pending clients only', async () => {
    const base = await createTemplate({ name: 'Client states' });
    expect(await makeVariant(base.id, pendingClient)).toMatchObject({ client: { id: pendingClient } });
    const inactive = await run(VARIANT, admin, { baseId: base.id, clientId: inactiveClient });
    expect(errorCode(inactive)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(inactive)).toEqual({ clientId: MESSAGES.clientNotUsable });
    expect(fieldErrors(await run(VARIANT, admin, { baseId: base.id, clientId: '999999' }))).toEqual({ clientId: MESSAGES.clientUnknown });
    expect(fieldErrors(await run(VARIANT, admin, { baseId: base.id, clientId: 'x' }))).toEqual({ clientId: 'Not an id' });
    expect(errorCode(await run(VARIANT, admin, { baseId: '999999', clientId: clientX.id }))).toBe('NOT_FOUND');
  });
});

describe('deleteTaskTemplate', () => {
  it('refuses a base with live variants, and deletes it once they are gone', async () => {
    const base = await createTemplate({ name: 'Delete me' });
    const variant = await makeVariant(base.id, clientY.id);
    const refused = await run(DELETE, admin, { id: base.id });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(message(refused)).toBe(MESSAGES.deleteWithVariants);

    await ok(DELETE, admin, { id: variant.id });
    expect((await ok(TEMPLATE, admin, { id: base.id })).availableActions).toContain('DELETE');
    expect(await ok(DELETE, member, { id: base.id })).toBe(base.id);
    expect(errorCode(await run(TEMPLATE, admin, { id: base.id }))).toBe('NOT_FOUND');
    expect(errorCode(await run(DELETE, admin, { id: base.id }))).toBe('NOT_FOUND');
    expect(errorCode(await run(transition('publish'), admin, { id: base.id }))).toBe('NOT_FOUND');
    const list = await ok<{ taskTemplates: { id: string }[] }>(LIST, admin, { filters: { search: 'Delete me' } });
    expect(list.taskTemplates).toEqual([]);
  });
});

describe('taskTemplatesForTask (the task form’s picker)', () => {
  let b1: Template; // active, channel type A; client X has an active variant
  let b2: Template; // active, every channel type; client X's variant is a draft
  let b4: Template; // active, channel type B
  let b5: Template; // inactive
  let v1: Template;
  let v2: Template;

  beforeAll(async () => {
    b1 = await createTemplate({ name: 'Pick 1', channelTypeIds: [typeA.id] });
    b2 = await createTemplate({ name: 'pick 2' });
    await createTemplate({ name: 'Pick 3' }); // a draft: never offered
    b4 = await createTemplate({ name: 'Pick 4', channelTypeIds: [typeB.id] });
    b5 = await createTemplate({ name: 'Pick 5' });
    for (const b of [b1, b2, b4, b5]) await publish(b.id);
    await ok(transition('unpublish'), admin, { id: b5.id });
    v1 = await makeVariant(b1.id, clientX.id);
    await publish(v1.id);
    v2 = await makeVariant(b2.id, clientX.id);
  });

  const pick = async (clientId: string, channelTypeId?: string) =>
    (await ok<Picked[]>(PICKER, hr, { clientId, channelTypeId })).filter((t) => /^pick \d$/i.test(t.name));

  it('offers the client’s active variants in place of their bases, and active bases it has no active variant of', async () => {
    expect((await pick(clientX.id)).map((t) => t.id)).toEqual([v1.id, b2.id, b4.id]);
    expect(await pick(clientX.id)).toContainEqual({
      id: v1.id,
      name: 'Pick 1',
      client: { id: clientX.id },
      baseTemplate: { id: b1.id },
      status: 'ACTIVE',
    });
    // another client sees the bases, never client X's variant
    expect((await pick(clientY.id)).map((t) => t.id)).toEqual([b1.id, b2.id, b4.id]);
  });

  it('offers, for a channel type, the templates made for it or for every channel type', async () => {
    expect((await pick(clientX.id, typeA.id)).map((t) => t.id)).toEqual([v1.id, b2.id]);
    expect((await pick(clientX.id, typeB.id)).map((t) => t.id)).toEqual([b2.id, b4.id]);
    expect((await pick(clientY.id, typeA.id)).map((t) => t.id)).toEqual([b1.id, b2.id]);
  });

  it('offers the base again when the client’s variant is unpublished, and the variant once published', async () => {
    await ok(transition('unpublish'), admin, { id: v1.id });
    expect((await pick(clientX.id)).map((t) => t.id)).toEqual([b1.id, b2.id, b4.id]);
    await ok(transition('republish'), admin, { id: v1.id });
    await publish(v2.id);
    expect((await pick(clientX.id)).map((t) => t.id)).toEqual([v1.id, v2.id, b4.id]);
  });

  it('answers NOT_FOUND for an unknown client and field errors for ids that are not ids', async () => {
    expect(message(await run(PICKER, admin, { clientId: '999999' }))).toBe('Client not found');
    expect(fieldErrors(await run(PICKER, admin, { clientId: clientX.id, channelTypeId: 'x' }))).toEqual({ channelTypeId: 'Not an id' });
  });

  it('gives the task form an active template’s task fields, and nothing for any other', async () => {
    const full = await createTemplate({
      name: 'For a task',
      type: 'SINGLE',
      brief: 'Brief',
      settings: { attachmentsRequired: true },
      cost: { costType: 'FIXED', fixedCost: 19.99 },
      lifetimeMinutes: 360,
      deadlineTime: '12:30',
      allocationMethod: 'OFFER',
      openQueue: true,
    });
    expect(await templateForTask(api.db, Number(full.id))).toBeNull(); // a draft
    await publish(full.id);
    expect(await templateForTask(api.db, Number(full.id))).toEqual({
      type: 'single',
      title: 'Research keywords for {{job_owner_name}}',
      brief: 'Brief',
      settings: { attachmentsRequired: true },
      cost: { costType: 'fixed', fixedCost: 19.99 },
      lifetimeMinutes: 360,
      deadlineTime: '12:30',
      allocationMethod: 'offer',
      openQueue: true,
    });
    // client X's variant is for client X only
    expect(await templateForTask(api.db, Number(v1.id), Number(clientX.id))).toMatchObject({ title: v1.title });
    expect(await templateForTask(api.db, Number(v1.id), Number(clientY.id))).toBeNull();
    expect(await templateForTask(api.db, Number(b5.id))).toBeNull(); // inactive
  });
});

describe('taskTemplates (the list)', () => {
  it('pages newest first and filters by search, status, client, channel type and bases only', async () => {
    const first = await createTemplate({ name: 'Listed alpha', channelTypeIds: [typeA.id] });
    api.clock.advance(1_000);
    const second = await createTemplate({ name: 'Listed beta', title: 'Needle in the title' });
    api.clock.advance(1_000);
    await publish(second.id);
    const variant = await makeVariant(first.id, clientY.id);
    const names = async (filters: Record<string, unknown>, pagination?: Record<string, unknown>) => {
      const page = await ok<{ taskTemplates: { id: string }[]; pagination: { total: number; page: number; limit: number } }>(LIST, hr, {
        filters,
        pagination,
      });
      return { ids: page.taskTemplates.map((t) => t.id), pagination: page.pagination };
    };
    expect(await names({ search: 'listed' })).toEqual({
      ids: [variant.id, second.id, first.id],
      pagination: { total: 3, page: 1, limit: 25 },
    });
    expect(await names({ search: 'LISTED' }, { page: 2, limit: 2 })).toEqual({
      ids: [first.id],
      pagination: { total: 3, page: 2, limit: 2 },
    });
    expect((await names({ search: 'needle' })).ids).toEqual([second.id]);
    expect((await names({ search: 'listed', statuses: ['ACTIVE'] })).ids).toEqual([second.id]);
    expect((await names({ search: 'listed', clientId: clientY.id })).ids).toEqual([variant.id]);
    expect((await names({ search: 'listed', channelTypeId: typeA.id })).ids).toEqual([variant.id, first.id]);
    expect((await names({ search: 'listed', baseOnly: true })).ids).toEqual([second.id, first.id]);
    expect(fieldErrors(await run(LIST, admin, { pagination: { limit: 101 } }))).toEqual({
      'pagination.limit': 'limit must be at most 100',
    });
    expect(fieldErrors(await run(LIST, admin, { filters: { clientId: 'x' } }))).toEqual({ 'filters.clientId': 'Not an id' });
  });
});

describe('who may do what', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createTemplate({ name: 'Roles' })).id;
  });

  it('lets every staff member read, and nobody else', async () => {
    expect((await ok(TEMPLATE, hr, { id })).availableActions).toEqual([]);
    for (const token of [croudie, clientUser]) {
      expect(errorCode(await run(TEMPLATE, token, { id }))).toBe('FORBIDDEN');
      expect(errorCode(await run(LIST, token, {}))).toBe('FORBIDDEN');
      expect(errorCode(await run(PICKER, token, { clientId: clientX.id }))).toBe('FORBIDDEN');
    }
    expect(message(await run(TEMPLATE, croudie, { id }))).toBe(MESSAGES.onlyStaff);
    expect(errorCode(await gql(api, `query { taskTemplates { pagination { total } } }`))).toBe('UNAUTHENTICATED');
  });

  it('lets only job users, operations and forecast admins write', async () => {
    const writes: [string, Record<string, unknown>][] = [
      [CREATE, { input: templateInput() }],
      [UPDATE, { id, input: templateInput() }],
      [transition('publish'), { id }],
      [VARIANT, { baseId: id, clientId: clientX.id }],
      [DELETE, { id }],
    ];
    for (const [query, variables] of writes) {
      for (const token of [hr, croudie, clientUser]) expect(errorCode(await run(query, token, variables)), query).toBe('FORBIDDEN');
    }
    // croudies and client users are not gated by staff roles: the server's check refuses them itself
    expect(message(await run(CREATE, croudie, { input: templateInput() }))).toBe(MESSAGES.onlyStaff);
    expect((await ok(TEMPLATE, admin, { id })).status).toBe('DRAFT');
  });

  it('refuses staff without the roles even when settings grant them the operation', async () => {
    // settings › roles may widen the gate; authoring stays with TEMPLATE_ADMIN_ROLES
    await api.db.insert(roleOperations).values({ role: 'hr_user', operation: 'createTaskTemplate' });
    const res = await run(CREATE, hr, { input: templateInput() });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(message(res)).toBe(MESSAGES.onlyAdmins);
  });
});

describe('the demo templates', () => {
  it('offers the first active client its variant of Keyword research instead of the base, and every active base to others', async () => {
    const demo = ['Keyword research', 'Ad copy writing', 'Quality check', 'Monthly performance report', 'Landing page audit'];
    const offered = async (clientId: string) => (await ok<Picked[]>(PICKER, admin, { clientId })).filter((t) => demo.includes(t.name));
    expect((await offered(clientX.id)).map((t) => [t.name, t.client?.id ?? null])).toEqual([
      ['Ad copy writing', null],
      ['Keyword research', clientX.id],
      ['Quality check', null],
    ]);
    expect((await offered(clientY.id)).map((t) => [t.name, t.client?.id ?? null])).toEqual([
      ['Ad copy writing', null],
      ['Keyword research', null],
      ['Quality check', null],
    ]);
  });
});
