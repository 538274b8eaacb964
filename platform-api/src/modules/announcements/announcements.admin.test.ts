import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { createInProcessPubSub } from '../../kit/pubsub.js';
import { notifications } from '../notifications/notifications.tables.js';
import { croudieQualifications } from '../people/admin.tables.js';
import { principalIdOf } from '../people/people.rules.js';
import { croudies, principalRoles } from '../people/people.tables.js';
import { croudieLanguages } from '../people/profile.tables.js';
import { qualifications } from '../reference/reference.tables.js';
import { runAnnouncements } from './announcements.sending.js';
import { matchesAudience, NO_AUDIENCE_FILTERS, type Audience, type AudienceFacts } from './announcements.rules.js';
import { announcementAssignments, announcements } from './announcements.tables.js';

const NOW = new Date('2026-03-15T09:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
// demo croudies (test/support/accounts.ts): 1 active GB, 2 active GB (limited company), 3 pending GB, 4 inactive GB, 5 active US
const ACTIVE = 1;
const LIMITED = 2;
const PENDING = 3;
const US = 5;

let api: TestApi;
const tokens: Record<string, string> = {};
const admin = () => tokens['staff.admin@example.com']!;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'staff.admin@example.com',
    'staff.member@example.com',
    'croudie.active@example.com',
    'croudie.limited@example.com',
    'croudie.pending@example.com',
    'croudie.us@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  api.clock.set(NOW);
});

const ADMIN_FIELDS = `id status subject body type allowResponse positiveLabel negativeLabel actions { id name targetState }
  scheduledAt lifetimeDays endsAt sentAt completedAt createdAt creatorName recipients unsentReason availableActions
  include { roles countryCodes languageCodes qualificationIds accountStatuses }
  exclude { roles countryCodes languageCodes qualificationIds accountStatuses }
  excludedCroudieIds`;
interface Filters {
  roles: string[];
  countryCodes: string[];
  languageCodes: string[];
  qualificationIds: string[];
  accountStatuses: string[];
}
interface AdminAnnouncement {
  id: string;
  status: string;
  subject: string;
  body: string;
  type: string;
  allowResponse: boolean;
  positiveLabel: string | null;
  negativeLabel: string | null;
  actions: { id: string; name: string; targetState: string }[];
  scheduledAt: string | null;
  lifetimeDays: number | null;
  endsAt: string | null;
  sentAt: string | null;
  completedAt: string | null;
  createdAt: string;
  creatorName: string | null;
  recipients: number;
  unsentReason: string | null;
  availableActions: string[];
  include: Filters;
  exclude: Filters;
  excludedCroudieIds: string[];
}

const SAVE = `mutation($input: SaveAnnouncementInput!) { saveAnnouncement(input: $input) { ${ADMIN_FIELDS} } }`;
const ONE = `query($id: ID!) { adminAnnouncement(id: $id) { ${ADMIN_FIELDS} } }`;
const LIST = `query($filters: AdminAnnouncementFilters, $pagination: PaginationInput, $sort: SortInput) {
  adminAnnouncements(filters: $filters, pagination: $pagination, sort: $sort) {
    nodes { id subject status } pagination { total page limit }
  }
}`;
const AUDIENCE = `query($audience: AnnouncementAudienceInput!) { announcementAudience(audience: $audience) }`;
const SEND_NOW = `mutation($id: ID!) { sendAnnouncementNow(id: $id) { ${ADMIN_FIELDS} } }`;
const COMPLETE = `mutation($id: ID!) { completeAnnouncement(id: $id) { ${ADMIN_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteAnnouncement(id: $id) }`;
const COPY = `mutation($id: ID!) { copyAnnouncement(id: $id) { ${ADMIN_FIELDS} } }`;
const REPORT = `query($id: ID!) { announcementReport(id: $id) {
  type sentAt creatorName remainingSeconds recipients readCount respondedCount readRate responseRate
  daily { date reads responses } answers { action { name targetState } count } announcement { id status }
} }`;
const MY_ANNOUNCEMENTS = `query { myAnnouncements(filters: { state: null }, pagination: { limit: 100 }) {
  nodes { id state announcement { id name } }
} }`;
const MY_ANNOUNCEMENT = `query($id: ID!) { myAnnouncement(id: $id) {
  id state response announcement { id name content type actions { id name targetState } }
} }`;
const READ = `mutation($id: ID!) { readMyAnnouncement(id: $id) { id state } }`;
const RESPOND = `mutation($id: ID!, $actionId: ID!, $response: String) { respondToAnnouncement(id: $id, actionId: $actionId, response: $response) }`;

type Saved = GraphQLResponse<{ saveAnnouncement: AdminAnnouncement }>;
const save = (input: Record<string, unknown>, token = admin()): Promise<Saved> =>
  gql(api, SAVE, { token, variables: { input: { subject: 'Quarterly update', body: '<p>News</p>', ...input } } });
const saved = async (input: Record<string, unknown>): Promise<AdminAnnouncement> => {
  const res = await save(input);
  expect(res.errors).toBeUndefined();
  return res.data!.saveAnnouncement;
};
const one = async (id: string) =>
  (await gql<{ adminAnnouncement: AdminAnnouncement }>(api, ONE, { token: admin(), variables: { id } })).data?.adminAnnouncement;
const audienceCount = async (audience: Record<string, unknown>) => {
  const res = await gql<{ announcementAudience: number }>(api, AUDIENCE, { token: admin(), variables: { audience } });
  expect(res.errors).toBeUndefined();
  return res.data!.announcementAudience;
};
const call = <T = Record<string, unknown>>(query: string, id: string) => gql<T>(api, query, { token: admin(), variables: { id } });
const tokenOf = (croudieId: number) =>
  tokens[
    {
      [ACTIVE]: 'croudie.active@example.com',
      [LIMITED]: 'croudie.limited@example.com',
      [PENDING]: 'croudie.pending@example.com',
      [US]: 'croudie.us@example.com',
    }[croudieId]!
  ]!;
/** The croudie's copy (assignment) of an announcement, as myAnnouncements lists it, or undefined. */
const copyOf = async (croudieId: number, announcementId: string) => {
  const res = await gql<{ myAnnouncements: { nodes: { id: string; state: string; announcement: { id: string } }[] } }>(
    api,
    MY_ANNOUNCEMENTS,
    { token: tokenOf(croudieId) },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.myAnnouncements.nodes.find((n) => n.announcement.id === announcementId);
};
const runner = () => runAnnouncements({ db: api.db, clock: api.clock, pubsub: createInProcessPubSub() });
const notificationsOf = (croudieId: number, subject: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.principalId, principalIdOf('CROUDIE', croudieId)), eq(notifications.subject, subject)));

/** Every croudie's facts, straight from the tables, for matchesAudience. */
async function allFacts(): Promise<AudienceFacts[]> {
  const [people, roles, languages, quals] = await Promise.all([
    api.db.select({ id: croudies.id, countryCode: croudies.countryCode, status: croudies.status }).from(croudies),
    api.db.select().from(principalRoles).where(like(principalRoles.principalId, 'croudie-network:croudies:%')),
    api.db.select().from(croudieLanguages),
    api.db.select().from(croudieQualifications),
  ]);
  return people.map((p) => ({
    id: p.id,
    roles: roles.filter((r) => r.principalId === principalIdOf('CROUDIE', p.id)).map((r) => r.role),
    countryCode: p.countryCode,
    languageCodes: languages.filter((l) => l.croudieId === p.id).map((l) => l.code),
    qualificationIds: quals.filter((q) => q.croudieId === p.id).map((q) => q.qualificationId),
    accountStatus: p.status,
  }));
}
const asAudience = (a: {
  include?: Partial<Audience['include']>;
  exclude?: Partial<Audience['exclude']>;
  excludedCroudieIds?: number[];
}) => ({
  include: { ...NO_AUDIENCE_FILTERS, ...a.include },
  exclude: { ...NO_AUDIENCE_FILTERS, ...a.exclude },
  excludedCroudieIds: a.excludedCroudieIds ?? [],
});
const audienceArg = (a: Audience) => ({
  include: { ...a.include, qualificationIds: a.include.qualificationIds.map(String) },
  exclude: { ...a.exclude, qualificationIds: a.exclude.qualificationIds.map(String) },
  excludedCroudieIds: a.excludedCroudieIds.map(String),
});

describe('the audience', () => {
  it('counts in SQL exactly the croudies matchesAudience takes, for every kind of filter', async () => {
    const [qualification] = await api.db.select({ id: qualifications.id }).from(qualifications).limit(1);
    await api.db.insert(croudieLanguages).values([
      { croudieId: US, code: 'es', level: 'native', position: 90 },
      { croudieId: LIMITED, code: 'es', level: 'native', position: 90 },
    ]);
    await api.db.insert(croudieQualifications).values({ croudieId: LIMITED, qualificationId: qualification!.id, grantedAt: NOW });
    const facts = await allFacts();
    const cases: Audience[] = [
      asAudience({}),
      asAudience({ include: { countryCodes: ['GB', 'US'] } }),
      asAudience({ include: { roles: ['croudie-active'], countryCodes: ['GB'] } }),
      asAudience({ include: { languageCodes: ['es'] }, exclude: { qualificationIds: [qualification!.id] } }),
      asAudience({ include: { qualificationIds: [qualification!.id] } }),
      asAudience({ exclude: { roles: ['croudie-pending', 'croudie-inactive'], countryCodes: ['US'] } }),
      asAudience({ include: { accountStatuses: ['active', 'pending'] }, exclude: { languageCodes: ['es'] }, excludedCroudieIds: [ACTIVE] }),
    ];
    for (const audience of cases) {
      const expected = facts.filter((f) => matchesAudience(f, audience)).length;
      expect(await audienceCount(audienceArg(audience)), JSON.stringify(audience)).toBe(expected);
    }
    // the cases are not trivial: language and qualification pick out the croudies given them
    expect(await audienceCount({ include: { languageCodes: ['es'] } })).toBe(2);
    expect(await audienceCount({ include: { languageCodes: ['es'] }, exclude: { qualificationIds: [String(qualification!.id)] } })).toBe(1);
  });

  it('refuses unknown values with field errors', async () => {
    const res = await gql(api, AUDIENCE, {
      token: admin(),
      variables: { audience: { include: { countryCodes: ['ZZ'], qualificationIds: ['99999'] }, excludedCroudieIds: ['99999'] } },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'audience.include.countryCodes.0': 'A country code of ISO 3166-1, e.g. GB',
    });
    const ids = await gql(api, AUDIENCE, {
      token: admin(),
      variables: { audience: { include: { qualificationIds: ['99999'] }, excludedCroudieIds: ['99999', '1'] } },
    });
    expect(ids.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'audience.include.qualificationIds': 'No qualification with id 99999',
      'audience.excludedCroudieIds': 'No croudie with id 99999',
    });
  });
});

describe('saving and sending', () => {
  it('sends on save to a country, less a role and a croudie: only they get it, each notified once', async () => {
    const audience = { include: { countryCodes: ['GB'] }, exclude: { roles: ['croudie-pending'] }, excludedCroudieIds: [String(LIMITED)] };
    const expected = (await allFacts()).filter((f) =>
      matchesAudience(
        f,
        asAudience({ include: { countryCodes: ['GB'] }, exclude: { roles: ['croudie-pending'] }, excludedCroudieIds: [LIMITED] }),
      ),
    );
    expect(await audienceCount(audience)).toBe(expected.length);
    const sent = await saved({ subject: 'GB news', audience, sendOnSave: true, positiveLabel: 'Thanks' });
    expect(sent).toMatchObject({
      status: 'active',
      type: 'other',
      recipients: expected.length,
      creatorName: 'Sam Admin',
      availableActions: ['complete', 'copy'],
      include: { countryCodes: ['GB'], roles: [] },
      exclude: { roles: ['croudie-pending'] },
      excludedCroudieIds: [String(LIMITED)],
    });
    expect(sent.sentAt).not.toBeNull();
    const assigned = await api.db
      .select({ croudieId: announcementAssignments.croudieId })
      .from(announcementAssignments)
      .where(eq(announcementAssignments.announcementId, Number(sent.id)));
    expect(assigned.map((a) => a.croudieId).sort((a, b) => a - b)).toEqual(expected.map((f) => f.id).sort((a, b) => a - b));
    expect(await copyOf(ACTIVE, sent.id)).toMatchObject({ state: 'unread' });
    expect(await copyOf(LIMITED, sent.id)).toBeUndefined(); // excluded by id
    expect(await copyOf(PENDING, sent.id)).toBeUndefined(); // excluded by role
    expect(await copyOf(US, sent.id)).toBeUndefined(); // not in the country
    expect(await notificationsOf(ACTIVE, 'GB news')).toHaveLength(1);
    expect(await notificationsOf(LIMITED, 'GB news')).toHaveLength(0);
  });

  it('saves a draft, then updates it, keeping the form fields', async () => {
    const draft = await saved({
      subject: '  Draft one ',
      allowResponse: true,
      negativeLabel: 'No thanks',
      lifetimeDays: 3,
      audience: { include: { languageCodes: ['EN'] }, exclude: { accountStatuses: ['blocked'] } },
    });
    expect(draft).toMatchObject({
      status: 'draft',
      subject: 'Draft one',
      type: 'response',
      allowResponse: true,
      positiveLabel: 'Send reply',
      negativeLabel: 'No thanks',
      lifetimeDays: 3,
      sentAt: null,
      endsAt: null,
      recipients: 0,
      availableActions: ['save', 'send', 'delete', 'copy'],
      include: { languageCodes: ['en'] },
      exclude: { accountStatuses: ['blocked'] },
    });
    const updated = await saved({ id: draft.id, subject: 'Draft two', positiveLabel: 'Yes', negativeLabel: 'No' });
    expect(updated).toMatchObject({
      id: draft.id,
      status: 'draft',
      subject: 'Draft two',
      type: 'other',
      allowResponse: false,
      lifetimeDays: null,
    });
    expect(updated.actions.map((a) => [a.name, a.targetState])).toEqual([
      ['No', 'declined'],
      ['Yes', 'read'],
    ]);
    expect(await one(draft.id)).toEqual(updated);
  });

  it('schedules, and the runner sends it once its time has come: active, assigned, notified', async () => {
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const scheduled = await saved({
      subject: 'Scheduled for US',
      scheduledAt: at.toISOString(),
      audience: { include: { countryCodes: ['US'] } },
    });
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString(), type: 'alert', actions: [] });
    await runner();
    expect((await one(scheduled.id))?.status).toBe('scheduled');
    expect(await copyOf(US, scheduled.id)).toBeUndefined();

    api.clock.set(new Date(at.getTime() + 60_000));
    // two passes at once (two instances) send it once
    await Promise.all([runner(), runner()]);
    const sent = await one(scheduled.id);
    const usCroudies = (await allFacts()).filter((f) => f.countryCode === 'US').length;
    expect(sent).toMatchObject({ status: 'active', recipients: usCroudies });
    expect(new Date(sent!.sentAt!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(await copyOf(US, scheduled.id)).toMatchObject({ state: 'unread' });
    expect(await copyOf(ACTIVE, scheduled.id)).toBeUndefined();
    expect(await notificationsOf(US, 'Scheduled for US')).toHaveLength(1);
  });

  it('puts a scheduled announcement nobody matches back to draft at its time, saying why', async () => {
    const at = new Date(NOW.getTime() + HOUR);
    const scheduled = await saved({ subject: 'For Japan', scheduledAt: at.toISOString(), audience: { include: { countryCodes: ['JP'] } } });
    api.clock.set(new Date(at.getTime() + 1000));
    await runner();
    expect(await one(scheduled.id)).toMatchObject({
      status: 'draft',
      recipients: 0,
      unsentReason: 'Not sent at its scheduled time: no croudie matched it. Change its filters and save it again.',
    });
    // saving it again clears the reason
    expect((await saved({ id: scheduled.id, subject: 'For Japan' })).unsentReason).toBeNull();
  });

  it('completes an announcement at the end of its lifetime: croudies no longer see or answer it', async () => {
    const sent = await saved({ subject: 'Two-day notice', lifetimeDays: 2, positiveLabel: 'OK', sendOnSave: true });
    const mine = await copyOf(ACTIVE, sent.id);
    expect(mine).toBeDefined();
    expect(sent.endsAt).toBe(new Date(new Date(sent.sentAt!).getTime() + 2 * DAY).toISOString());

    api.clock.set(new Date(new Date(sent.sentAt!).getTime() + 2 * DAY + 1000));
    // past its lifetime it has left the list even before the runner's pass marks it complete
    expect(await copyOf(ACTIVE, sent.id)).toBeUndefined();
    await runner();
    expect(await one(sent.id)).toMatchObject({ status: 'complete', completedAt: sent.endsAt, availableActions: ['delete', 'copy'] });
    expect(await copyOf(ACTIVE, sent.id)).toBeUndefined();
    const page = await gql(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: mine!.id } });
    expect(errorCode(page)).toBe('CONFLICT');
    expect(page.errors?.[0]?.message).toBe('This announcement is complete: it is no longer available');
    const actionId = sent.actions[0]!.id;
    const answer = await gql(api, RESPOND, { token: tokenOf(ACTIVE), variables: { id: mine!.id, actionId } });
    expect(answer.errors?.[0]?.message).toBe('This announcement is complete: it is no longer available');
    expect(errorCode(await gql(api, READ, { token: tokenOf(ACTIVE), variables: { id: mine!.id } }))).toBe('CONFLICT');
  });
});

describe('refusals', () => {
  it('refuses changing a sent announcement, and sending it again', async () => {
    const sent = await saved({ subject: 'Sent once', sendOnSave: true });
    const change = await save({ id: sent.id, subject: 'Changed' });
    expect(errorCode(change)).toBe('CONFLICT');
    expect(change.errors?.[0]?.message).toBe('A sent announcement cannot be changed: copy it to make a new one');
    const again = await call(SEND_NOW, sent.id);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('This announcement has already been sent');
    expect((await one(sent.id))?.subject).toBe('Sent once');
  });

  it('refuses a schedule in the past by the platform clock, and a schedule with send on save', async () => {
    const past = await save({ scheduledAt: new Date(NOW.getTime() - 60_000).toISOString() });
    expect(errorCode(past)).toBe('BAD_USER_INPUT');
    expect(past.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.scheduledAt': 'Choose a time in the future, or send it now' });
    const both = await save({ scheduledAt: new Date(NOW.getTime() + HOUR).toISOString(), sendOnSave: true });
    expect(both.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.scheduledAt': 'Send on save sends it now: leave the schedule empty, or do not send on save',
    });
  });

  it('refuses to send when no croudie matches, saving nothing on send-on-save and leaving a draft a draft', async () => {
    const nobody = { include: { countryCodes: ['JP'] } };
    const before = await api.db.select({ id: announcements.id }).from(announcements);
    const onSave = await save({ subject: 'Nobody here', audience: nobody, sendOnSave: true });
    expect(errorCode(onSave)).toBe('CONFLICT');
    expect(onSave.errors?.[0]?.message).toBe('No croudie matches this announcement: nothing to send');
    expect(await api.db.select({ id: announcements.id }).from(announcements)).toHaveLength(before.length);

    const draft = await saved({ subject: 'Nobody here', audience: nobody });
    const send = await call(SEND_NOW, draft.id);
    expect(send.errors?.[0]?.message).toBe('No croudie matches this announcement: nothing to send');
    expect((await one(draft.id))?.status).toBe('draft');
  });

  it('validates the form with field errors', async () => {
    const res = await save({
      subject: ' ',
      body: '<script>alert(1)</script>',
      lifetimeDays: 0,
      positiveLabel: 'x'.repeat(61),
      audience: { exclude: { roles: ['network_admin'] } },
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.subject': 'Enter a subject',
      'input.body': "Enter the announcement's body",
      'input.lifetimeDays': 'The lifetime is a whole number of days from 1 to 365',
      'input.positiveLabel': "The positive button's label is at most 60 characters",
      'input.audience.exclude.roles.0': 'A croudie role: croudie-pending, croudie-active, croudie-inactive',
    });
    const unknown = await save({ audience: { excludedCroudieIds: ['99999'] } });
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.audience.excludedCroudieIds': 'No croudie with id 99999' });
  });

  it('is NOT_FOUND for an unknown announcement', async () => {
    for (const query of [ONE, SEND_NOW, COMPLETE, DELETE, COPY, REPORT])
      expect(errorCode(await call(query, '99999')), query).toBe('NOT_FOUND');
    expect(errorCode(await save({ id: '99999' }))).toBe('NOT_FOUND');
  });
});

describe('complete, delete and copy', () => {
  it('completes only an active announcement, once', async () => {
    const draft = await saved({ subject: 'Not yet sent' });
    const early = await call(COMPLETE, draft.id);
    expect(errorCode(early)).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toBe('This announcement has not been sent: only an active announcement can be completed');

    const sent = await saved({ subject: 'Done soon', sendOnSave: true });
    const mine = await copyOf(ACTIVE, sent.id);
    const done = await call<{ completeAnnouncement: AdminAnnouncement }>(COMPLETE, sent.id);
    expect(done.data?.completeAnnouncement).toMatchObject({ status: 'complete', availableActions: ['delete', 'copy'] });
    expect(done.data?.completeAnnouncement.completedAt).not.toBeNull();
    expect(await copyOf(ACTIVE, sent.id)).toBeUndefined();
    expect(errorCode(await gql(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: mine!.id } }))).toBe('CONFLICT');
    expect((await call(COMPLETE, sent.id)).errors?.[0]?.message).toBe('This announcement is already complete');
  });

  it('deletes drafts and complete announcements, never an active one', async () => {
    const draft = await saved({ subject: 'Throwaway' });
    expect((await call(DELETE, draft.id)).data).toEqual({ deleteAnnouncement: draft.id });
    expect(errorCode(await call(ONE, draft.id))).toBe('NOT_FOUND');

    const sent = await saved({ subject: 'Delete me later', sendOnSave: true, negativeLabel: 'No' });
    const mine = await copyOf(ACTIVE, sent.id);
    await gql(api, RESPOND, { token: tokenOf(ACTIVE), variables: { id: mine!.id, actionId: sent.actions[0]!.id } });
    const refused = await call(DELETE, sent.id);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe('An active announcement cannot be deleted: complete it first');
    expect((await one(sent.id))?.status).toBe('active');

    await call(COMPLETE, sent.id);
    expect((await call(DELETE, sent.id)).data).toEqual({ deleteAnnouncement: sent.id });
    expect(errorCode(await gql(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: mine!.id } }))).toBe('NOT_FOUND');
  });

  it('copies any announcement into a new draft with the same fields, "Copy of …"', async () => {
    const sent = await saved({
      subject: 'Original',
      body: '<p>Body <strong>kept</strong></p>',
      allowResponse: true,
      positiveLabel: 'Count me in',
      negativeLabel: 'Not now',
      lifetimeDays: 5,
      audience: { include: { countryCodes: ['GB'], roles: ['croudie-active'] }, excludedCroudieIds: [String(LIMITED)] },
      sendOnSave: true,
    });
    const res = await call<{ copyAnnouncement: AdminAnnouncement }>(COPY, sent.id);
    expect(res.errors).toBeUndefined();
    const copy = res.data!.copyAnnouncement;
    expect(copy.id).not.toBe(sent.id);
    expect(copy).toMatchObject({
      status: 'draft',
      subject: 'Copy of Original',
      body: sent.body,
      type: 'response',
      allowResponse: true,
      positiveLabel: 'Count me in',
      negativeLabel: 'Not now',
      lifetimeDays: 5,
      scheduledAt: null,
      sentAt: null,
      recipients: 0,
      creatorName: 'Sam Admin',
      include: sent.include,
      exclude: sent.exclude,
      excludedCroudieIds: [String(LIMITED)],
    });
    expect(copy.actions.map((a) => a.id)).not.toContain(sent.actions[0]!.id);
    expect((await one(sent.id))?.status).toBe('active');
  });
});

describe('the admin table', () => {
  it('pages, filters by status and subject, and sorts', async () => {
    for (const subject of ['Zebra alpha', 'Zebra beta', 'Zebra gamma']) await saved({ subject });
    await saved({ subject: 'Zebra sent', sendOnSave: true });
    type List = { adminAnnouncements: { nodes: { subject: string; status: string }[]; pagination: { total: number } } };
    const list = (variables: Record<string, unknown>) => gql<List>(api, LIST, { token: admin(), variables });
    const drafts = await list({
      filters: { search: 'zebra', statuses: ['draft'] },
      sort: { field: 'subject', direction: 'DESC' },
      pagination: { limit: 2 },
    });
    expect(drafts.errors).toBeUndefined();
    expect(drafts.data!.adminAnnouncements.pagination.total).toBe(3);
    expect(drafts.data!.adminAnnouncements.nodes.map((n) => n.subject)).toEqual(['Zebra gamma', 'Zebra beta']);
    const second = await list({
      filters: { search: 'zebra', statuses: ['draft'] },
      sort: { field: 'subject', direction: 'DESC' },
      pagination: { page: 2, limit: 2 },
    });
    expect(second.data!.adminAnnouncements.nodes.map((n) => n.subject)).toEqual(['Zebra alpha']);
    const all = await list({ filters: { search: 'Zebra' }, sort: { field: 'subject', direction: 'ASC' } });
    expect(all.data!.adminAnnouncements.nodes.map((n) => [n.subject, n.status])).toEqual([
      ['Zebra alpha', 'draft'],
      ['Zebra beta', 'draft'],
      ['Zebra gamma', 'draft'],
      ['Zebra sent', 'active'],
    ]);
    // the seeded announcements were sent with the platform: active
    const active = await list({ filters: { statuses: ['active'] }, pagination: { limit: 100 } });
    expect(active.data!.adminAnnouncements.nodes.map((n) => n.subject)).toContain('Availability for next month');
    const badSort = await list({ sort: { field: 'body', direction: 'ASC' } });
    expect(badSort.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'sort.field': 'Sort by one of subject, status, createdAt, scheduledAt, sentAt',
    });
  });
});

describe('the report', () => {
  it('counts recipients, reads and answers, their rates, and series per day and per action', async () => {
    const audience = { include: { roles: ['croudie-active'], countryCodes: ['GB'] } };
    const sent = await saved({
      subject: 'Extra hours?',
      allowResponse: true,
      positiveLabel: 'Count me in',
      negativeLabel: 'Not now',
      lifetimeDays: 7,
      audience,
      sendOnSave: true,
    });
    const recipients = sent.recipients;
    expect(recipients).toBeGreaterThanOrEqual(2);
    const sentAt = new Date(sent.sentAt!);
    const countMeIn = sent.actions.find((a) => a.name === 'Count me in')!;

    // croudie.limited answers on the day it was sent; croudie.active reads it the next day
    const limitedCopy = await copyOf(LIMITED, sent.id);
    const answered = await gql(api, RESPOND, {
      token: tokenOf(LIMITED),
      variables: { id: limitedCopy!.id, actionId: countMeIn.id, response: 'About 10 hours' },
    });
    expect(answered.data).toEqual({ respondToAnnouncement: true });
    api.clock.set(new Date(sentAt.getTime() + DAY));
    const activeCopy = await copyOf(ACTIVE, sent.id);
    expect((await gql(api, READ, { token: tokenOf(ACTIVE), variables: { id: activeCopy!.id } })).errors).toBeUndefined();

    type ReportRes = {
      announcementReport: {
        type: string;
        sentAt: string;
        creatorName: string;
        remainingSeconds: number;
        recipients: number;
        readCount: number;
        respondedCount: number;
        readRate: number;
        responseRate: number;
        daily: { date: string; reads: number; responses: number }[];
        answers: { action: { name: string; targetState: string }; count: number }[];
      };
    };
    const res = await call<ReportRes>(REPORT, sent.id);
    expect(res.errors).toBeUndefined();
    const report = res.data!.announcementReport;
    const day = (offset: number) => new Date(sentAt.getTime() + offset * DAY).toISOString().slice(0, 10);
    expect(report).toMatchObject({
      type: 'response',
      sentAt: sent.sentAt,
      creatorName: 'Sam Admin',
      recipients,
      readCount: 2,
      respondedCount: 1,
      daily: [
        { date: day(0), reads: 1, responses: 1 },
        { date: day(1), reads: 1, responses: 0 },
      ],
      answers: [
        { action: { name: 'Not now', targetState: 'declined' }, count: 0 },
        { action: { name: 'Count me in', targetState: 'read' }, count: 1 },
      ],
    });
    expect(report.readRate).toBeCloseTo(2 / recipients);
    expect(report.responseRate).toBeCloseTo(1 / recipients);
    // six days of the seven left, by the platform clock (which runs on in real time)
    expect(report.remainingSeconds).toBeLessThanOrEqual(6 * 24 * 3600);
    expect(report.remainingSeconds).toBeGreaterThan(6 * 24 * 3600 - 60);

    await call(COMPLETE, sent.id);
    expect((await call<ReportRes>(REPORT, sent.id)).data!.announcementReport.remainingSeconds).toBeNull();
  });
});

describe("the croudie's announcement page", () => {
  it("answers the croudie's own copy with its actions, read or not; NOT_FOUND for anyone else's", async () => {
    const sent = await saved({ subject: 'Page view', positiveLabel: 'Got it', negativeLabel: 'Not for me', sendOnSave: true });
    const mine = await copyOf(ACTIVE, sent.id);
    type Page = {
      myAnnouncement: { id: string; state: string; announcement: { name: string; type: string; actions: { name: string }[] } };
    };
    const page = await gql<Page>(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: mine!.id } });
    expect(page.data?.myAnnouncement).toMatchObject({
      id: mine!.id,
      state: 'unread',
      announcement: { name: 'Page view', type: 'other', actions: [{ name: 'Not for me' }, { name: 'Got it' }] },
    });
    await gql(api, READ, { token: tokenOf(ACTIVE), variables: { id: mine!.id } });
    const read = await gql<Page>(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: mine!.id } });
    expect(read.data?.myAnnouncement.state).toBe('read');
    expect(errorCode(await gql(api, MY_ANNOUNCEMENT, { token: tokenOf(US), variables: { id: mine!.id } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(api, MY_ANNOUNCEMENT, { token: tokenOf(ACTIVE), variables: { id: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(api, MY_ANNOUNCEMENT, { token: admin(), variables: { id: mine!.id } }))).toBe('FORBIDDEN');
  });
});

describe('who may administer announcements', () => {
  it('refuses croudies and staff without network_admin every admin operation, changing nothing', async () => {
    const draft = await saved({ subject: 'Guarded' });
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: draft.id }],
      [AUDIENCE, { audience: {} }],
      [REPORT, { id: draft.id }],
      [SAVE, { input: { id: draft.id, subject: 'Taken over', body: '<p>x</p>' } }],
      [SEND_NOW, { id: draft.id }],
      [COMPLETE, { id: draft.id }],
      [DELETE, { id: draft.id }],
      [COPY, { id: draft.id }],
    ];
    for (const token of [tokens['croudie.active@example.com'], tokens['staff.member@example.com']]) {
      for (const [query, variables] of operations) expect(errorCode(await gql(api, query, { token, variables })), query).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(api, LIST))).toBe('UNAUTHENTICATED');
    expect(await one(draft.id)).toMatchObject({ status: 'draft', subject: 'Guarded' });
    const notes = await api.db
      .select()
      .from(notifications)
      .where(inArray(notifications.principalId, [DEMO_PRINCIPALS.croudieActive]));
    expect(notes.some((n) => n.subject === 'Guarded')).toBe(false);
  });
});
