// A staff user's profile on a real server (issue 19; staff-and-admin.md §3 User (agency), §5, §8): the fields, who may
// change them (the person or hr_user; office, referral source and date onboarded hr_user only), every message, the
// dashboards, and the FTE search's filters and sorts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { offices, teamMembers, teams } from '../reference/index.js';
import { agencyUsers } from './people.tables.js';
import { DASHBOARD_KEYS } from './staff-profile.rules.js';
import { accountEvents } from './timeline.tables.js';

const NOW = new Date('2026-06-10T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
const EMAILS = [
  'staff.admin@example.com',
  'staff.member@example.com',
  'hr.user@example.com',
  'finance.user@example.com',
  'croudie.active@example.com',
];

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
});
afterAll(async () => {
  await api?.close();
});

const hr = () => tokens['hr.user@example.com']!;
const member = () => tokens['staff.member@example.com']!;
const MEMBER_ID = '2';

const FIELDS = `id firstName lastName timezone phoneNumber countryCode usState office dateOnboarded linkedinUrl sendCodesByEmail
  referralSource nativeLanguage { code name } dashboards teams { id name }`;
const UPDATE = `mutation($id: ID!, $input: UserDetailsInput!) { updateUserDetails(userId: $id, input: $input) { ${FIELDS} } }`;
const update = (input: Record<string, unknown>, token = member(), id = MEMBER_ID) =>
  gql<{ updateUserDetails: Record<string, unknown> }>(api, UPDATE, { token, variables: { id, input } });

describe('updateUserDetails', () => {
  it('lets the person change their own details, stores the phone in E.164 and records profile_updated', async () => {
    const res = await update({
      firstName: ' Mia ',
      timezone: 'America/New_York',
      phoneNumber: '+44 20 7946 0018',
      countryCode: 'us',
      usState: 'ny',
      nativeLanguage: 'EN',
      linkedinUrl: 'linkedin.com/in/mia',
      sendCodesByEmail: true,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUserDetails).toMatchObject({
      firstName: 'Mia',
      timezone: 'America/New_York',
      phoneNumber: '+442079460018',
      countryCode: 'US',
      usState: 'NY',
      nativeLanguage: { code: 'en', name: 'English' },
      linkedinUrl: 'https://linkedin.com/in/mia',
      sendCodesByEmail: true,
    });
    const events = await api.db.select().from(accountEvents).where(eq(accountEvents.principalId, 'user-service:users:2'));
    expect(events.map((e) => e.kind)).toContain('profile_updated');
  });

  it('clears optional details with null or empty text; a cleared country drops the US state', async () => {
    expect((await update({ countryCode: 'US', usState: 'CA', phoneNumber: '+14155550123' })).errors).toBeUndefined();
    const res = await update({ countryCode: null, phoneNumber: '', linkedinUrl: null });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUserDetails).toMatchObject({ countryCode: null, usState: null, phoneNumber: null, linkedinUrl: null });
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'This field is required'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a timezone from the list'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'Please enter a valid phone number'],
    [{ countryCode: 'XX' }, 'countryCode', 'Please choose a country from the list'],
    [{ countryCode: 'GB', usState: 'NY' }, 'usState', 'A US state is only given for a United States address'],
    [{ countryCode: 'US', usState: 'ZZ' }, 'usState', 'Please choose a US state'],
    [{ nativeLanguage: 'xx' }, 'nativeLanguage', 'Please choose a language from the list'],
    [{ linkedinUrl: 'not a url' }, 'linkedinUrl', 'Please enter a valid URL'],
  ])('refuses %j with "%s: %s"', async (input, field, message) => {
    const res = await update(input);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({ [field]: message });
  });

  it('leaves office, referral source and date onboarded to hr_user', async () => {
    const [office] = await api.db.select().from(offices).where(eq(offices.name, 'Dublin'));
    const own = await update({ officeId: String(office!.id), referralSource: 'indeed' });
    expect(errorCode(own)).toBe('FORBIDDEN');
    expect(own.errors![0]!.extensions!.fieldErrors).toEqual({
      officeId: 'Only HR users can change this',
      referralSource: 'Only HR users can change this',
    });

    const byHr = await update({ officeId: String(office!.id), referralSource: 'indeed', dateOnboarded: '2024-02-29' }, hr());
    expect(byHr.errors).toBeUndefined();
    expect(byHr.data!.updateUserDetails).toMatchObject({ office: 'Dublin', referralSource: 'indeed', dateOnboarded: '2024-02-29' });
    expect(errorCode(await update({ officeId: '999999' }, hr()))).toBe('BAD_USER_INPUT');
    expect((await update({ dateOnboarded: '2023-02-29' }, hr())).errors![0]!.extensions!.fieldErrors).toEqual({
      dateOnboarded: 'Please enter a valid date',
    });
  });

  it("sets the person's photo from their own profile upload, refuses anyone else's file, and clears it", async () => {
    const upload = async (token: string, scope = 'profile') => {
      const form = new FormData();
      form.append('files', new Blob(['\x89PNG test'], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=${scope}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return String(((await res.json()) as { files: { id: number }[] }).files[0]!.id);
    };
    const AVATAR = `mutation($id: ID!, $input: UserDetailsInput!) { updateUserDetails(userId: $id, input: $input) { avatar } }`;
    const setAvatar = (avatarFileId: string | null, token = member()) =>
      gql<{ updateUserDetails: { avatar: string | null } }>(api, AVATAR, { token, variables: { id: MEMBER_ID, input: { avatarFileId } } });

    const own = await upload(member());
    const saved = await setAvatar(own);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateUserDetails.avatar).toBe(`/api/platform/files/private/${own}/download`);
    for (const fileId of [await upload(hr()), await upload(member(), 'journal'), '999999', 'abc']) {
      const refused = await setAvatar(fileId, hr());
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.extensions!.fieldErrors).toEqual({
        avatarFileId: 'Upload the photo first, as yourself, for your profile',
      });
    }
    const cleared = await setAvatar(null);
    expect(cleared.data!.updateUserDetails.avatar).toBeNull();
  });

  it("refuses staff without hr_user on someone else's details, croudies and unknown users", async () => {
    expect(errorCode(await update({ firstName: 'X' }, tokens['finance.user@example.com']))).toBe('FORBIDDEN');
    expect(errorCode(await update({ firstName: 'X' }, tokens['croudie.active@example.com']))).toBe('FORBIDDEN');
    expect(errorCode(await update({ firstName: 'X' }, hr(), '999999'))).toBe('NOT_FOUND');
  });
});

describe('updateUserDashboards', () => {
  const SET = `mutation($id: ID!, $d: [DashboardKey!]!) { updateUserDashboards(userId: $id, dashboards: $d) { dashboards } }`;
  it('answers every card until the user chooses, then their choice in their order', async () => {
    const before = await gql<{ user: { dashboards: string[] } }>(api, '{ user(id: "4") { dashboards } }', { token: hr() });
    expect(before.data!.user.dashboards).toEqual([...DASHBOARD_KEYS]);
    const res = await gql<{ updateUserDashboards: { dashboards: string[] } }>(api, SET, {
      token: member(),
      variables: { id: MEMBER_ID, d: ['recent_messages', 'drafts'] },
    });
    expect(res.data!.updateUserDashboards.dashboards).toEqual(['recent_messages', 'drafts']);
  });
  it('refuses a card twice, and other people without hr_user', async () => {
    const twice = await gql(api, SET, { token: member(), variables: { id: MEMBER_ID, d: ['drafts', 'drafts'] } });
    expect(twice.errors![0]!.extensions!.fieldErrors).toEqual({ dashboards: 'A dashboard can be chosen only once' });
    expect(errorCode(await gql(api, SET, { token: tokens['finance.user@example.com'], variables: { id: MEMBER_ID, d: [] } }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the FTE search (users)', () => {
  const LIST = `query($f: UserFilters, $s: SortInput) { users(filters: $f, sort: $s, pagination: { limit: 100 }) {
    nodes { id email: emailAddress office status roles teams { id } } pagination { total } } }`;
  type Node = { id: string; email: string; office: string; status: string; roles: string[]; teams: { id: string }[] };
  const list = async (f?: Record<string, unknown>, s?: Record<string, unknown>) => {
    const res = await gql<{ users: { nodes: Node[]; pagination: { total: number } } }>(api, LIST, { token: member(), variables: { f, s } });
    expect(res.errors).toBeUndefined();
    return res.data!.users.nodes;
  };

  it('filters by status, office, team and role', async () => {
    await api.db.update(agencyUsers).set({ status: 'offboarded' }).where(eq(agencyUsers.id, 5));
    expect((await list({ statuses: ['offboarded'] })).map((u) => u.id)).toEqual(['5']);
    const [london] = await api.db.select().from(offices).where(eq(offices.name, 'London'));
    const inLondon = await list({ officeId: String(london!.id) });
    expect(inLondon.length).toBeGreaterThan(0);
    expect(inLondon.every((u) => u.office === 'London')).toBe(true);
    const [team] = await api.db.select().from(teams).limit(1);
    const members = (await api.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id))).map((m) => String(m.userId));
    const inTeam = await list({ teamId: String(team!.id) });
    expect(inTeam.map((u) => u.id).sort()).toEqual(members.sort());
    expect(inTeam.every((u) => u.teams.some((t) => t.id === String(team!.id)))).toBe(true);
    const hrUsers = await list({ role: 'hr_user' });
    expect(hrUsers.every((u) => u.roles.includes('hr_user'))).toBe(true);
    expect(hrUsers.map((u) => u.email)).toContain('hr.user@example.com');
    expect(await list({ officeId: '999999' })).toEqual([]);
    expect(errorCode(await gql(api, LIST, { token: member(), variables: { f: { role: 'king' } } }))).toBe('BAD_USER_INPUT');
  });

  it('sorts by email, office and status', async () => {
    const byEmail = (await list(undefined, { field: 'email', direction: 'DESC' })).map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const byOffice = (await list(undefined, { field: 'office', direction: 'ASC' })).map((u) => u.office ?? '~');
    expect(byOffice).toEqual([...byOffice].sort());
    const byStatus = (await list(undefined, { field: 'status', direction: 'ASC' })).map((u) => u.status);
    expect(byStatus).toEqual([...byStatus].sort());
  });
});
