// The croudie profile on a real server (staff-and-admin.md §2 Croudie profile, §3, §5, §8): the croudie or
// network_admin changes it, staff read it, every rule answers with the spec's words, every change is on the timeline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { signIn, SignInError } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { verticals } from '../reference/reference.tables.js';
import { croudieOnboarding } from './onboarding.tables.js';
import { croudies } from './people.tables.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let verticalIds: string[] = [];

const EMAILS = [
  'croudie.active@example.com',
  'croudie.limited@example.com',
  'croudie.us@example.com',
  'croudie.pending@example.com',
  'croudie.golive@example.com',
  'croudie.agreement@example.com',
  'staff.admin@example.com',
  'staff.member@example.com',
];

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-10T09:00:00Z') });
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
  for (const row of await api.db.select({ id: croudies.id, email: croudies.email }).from(croudies)) ids[row.email] = String(row.id);
  verticalIds = (await api.db.select({ id: verticals.id }).from(verticals).orderBy(verticals.id)).map((v) => String(v.id));
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const PROFILE = `id firstName lastName city timezone countryCode usState usStateUpdateNeeded hourlyRate bio avatar emailAddress
  languages { code name level } experience { verticalId name level } portfolio linkedinUrl wechatId
  outOfOffice { startDate endDate } pendingEmail`;
type Profile = Record<string, unknown> & { languages: { code: string; level: string }[] };

const update = (email: string, croudie: string, input: Record<string, unknown>) =>
  gql<{ updateCroudieProfile: Profile }>(
    api,
    `mutation($id: ID!, $input: CroudieProfileInput!) { updateCroudieProfile(croudieId: $id, input: $input) { ${PROFILE} } }`,
    { token: tokens[email], variables: { id: ids[croudie], input } },
  );
const read = async (email: string, croudie: string, fields = PROFILE) =>
  (
    await gql<{ croudie: Profile }>(api, `query($id: ID!) { croudie(id: $id) { ${fields} } }`, {
      token: tokens[email],
      variables: { id: ids[croudie] },
    })
  ).data?.croudie ?? null;
const newestEvent = async (croudie: string) =>
  (
    await gql<{ croudie: { timeline: { nodes: { kind: string; actorName: string | null; detail: { key: string; value: string }[] }[] } } }>(
      api,
      'query($id: ID!) { croudie(id: $id) { timeline(pagination: { limit: 1 }) { nodes { kind actorName detail { key value } } } } }',
      { token: tokens['staff.admin@example.com'], variables: { id: ids[croudie] } },
    )
  ).data!.croudie.timeline.nodes[0]!;
const problem = (res: GraphQLResponse<unknown>) => ({
  code: errorCode(res),
  message: res.errors?.[0]?.message,
  fieldErrors: res.errors?.[0]?.extensions?.fieldErrors,
});
const outbox = async () =>
  (await (await fetch(`${api.baseUrl}/api/dev/outbox`)).json()) as { channel: string; to: string; subject: string | null; text: string }[];

async function uploadProfileFile(email: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), name);
  const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[email]}` },
    body: form,
  });
  return String(((await res.json()) as { files: { id: number }[] }).files[0]!.id);
}

describe('updateCroudieProfile', () => {
  it('saves what the croudie gives (trimmed, codes normalised), leaves the rest, and records it on the timeline', async () => {
    const res = await update('croudie.active@example.com', 'croudie.active@example.com', {
      firstName: '  Ava ',
      city: 'Leeds',
      timezone: 'Europe/Paris',
      countryCode: 'fr',
      languages: [
        { code: 'EN', level: 'native' },
        { code: 'fr', level: 'fluent' },
      ],
      experience: [{ verticalId: verticalIds[0], level: 'advanced' }],
      hourlyRate: 25.5,
      bio: 'Paid search for ten years.',
      portfolio: 'example.com/ava',
      linkedinUrl: 'https://www.linkedin.com/in/Ava-Active/',
      wechatId: 'ava_wx',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCroudieProfile).toMatchObject({
      firstName: 'Ava',
      lastName: 'Active',
      city: 'Leeds',
      timezone: 'Europe/Paris',
      countryCode: 'FR',
      usState: null,
      hourlyRate: 25.5,
      bio: 'Paid search for ten years.',
      languages: [
        { code: 'en', name: 'English', level: 'native' },
        { code: 'fr', name: 'French', level: 'fluent' },
      ],
      experience: [{ verticalId: verticalIds[0], level: 'advanced' }],
      portfolio: 'https://example.com/ava',
      linkedinUrl: 'https://www.linkedin.com/in/Ava-Active/',
      wechatId: 'ava_wx',
    });
    const event = await newestEvent('croudie.active@example.com');
    expect(event.kind).toBe('profile_updated');
    expect(event.actorName).toBe('Ava Active');

    // Only the given fields change; an empty optional one is cleared.
    const again = await update('croudie.active@example.com', 'croudie.active@example.com', { wechatId: '', bio: null });
    expect(again.data!.updateCroudieProfile).toMatchObject({ wechatId: null, bio: null, city: 'Leeds', hourlyRate: 25.5 });
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', 'This field is required'],
    [{ lastName: null }, 'lastName', 'This field is required'],
    [{ hourlyRate: 0 }, 'hourlyRate', 'Please enter an amount greater than £0'],
    [{ hourlyRate: -5 }, 'hourlyRate', 'Please enter an amount greater than £0'],
    [{ hourlyRate: 12.345 }, 'hourlyRate', 'Please enter an amount greater than £0'],
    [{ bio: 'x'.repeat(1001) }, 'bio', 'The bio can be at most 1000 characters'],
    [{ portfolio: 'not a url' }, 'portfolio', 'Please enter a valid URL'],
    [{ linkedinUrl: 'ftp://linkedin.com/in/x' }, 'linkedinUrl', 'Please enter a valid URL'],
    [
      {
        languages: [
          { code: 'en', level: 'native' },
          { code: 'EN', level: 'fluent' },
        ],
      },
      'languages',
      'Language has been added already',
    ],
    [{ languages: [{ code: 'de', level: 'fluent' }] }, 'languages', 'Please add at least one native language'],
    [{ languages: [{ code: 'xx', level: 'native' }] }, 'languages', 'Please choose a language from the list'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a timezone from the list'],
    [{ countryCode: 'XX' }, 'countryCode', 'Please choose a country from the list'],
    [{ usState: 'CA' }, 'usState', 'A US state is only given for a United States address'],
    [{ countryCode: 'US', usState: 'ZZ' }, 'usState', 'Please choose a US state'],
    [{ experience: [{ verticalId: '999999', level: 'beginner' }] }, 'experience', 'Please choose an area of experience from the list'],
  ])('refuses %j with its message on %s', async (input, field, message) => {
    const res = await update('croudie.limited@example.com', 'croudie.limited@example.com', input);
    expect(problem(res)).toEqual({ code: 'BAD_USER_INPUT', message, fieldErrors: { [field]: message } });
  });

  it('refuses an area of experience given twice', async () => {
    const twice = [
      { verticalId: verticalIds[0], level: 'beginner' },
      { verticalId: verticalIds[0], level: 'advanced' },
    ];
    const res = await update('croudie.limited@example.com', 'croudie.limited@example.com', { experience: twice });
    expect(problem(res).fieldErrors).toEqual({ experience: 'This area of experience has been added already' });
  });

  it('refuses a LinkedIn profile another croudie holds, whatever its scheme, www, trailing slash or case', async () => {
    for (const url of ['http://linkedin.com/in/ava-active', 'linkedin.com/in/AVA-ACTIVE//', 'https://www.linkedin.com/in/ava-active']) {
      const res = await update('croudie.limited@example.com', 'croudie.limited@example.com', { linkedinUrl: url });
      expect(problem(res)).toEqual({
        code: 'CONFLICT',
        message: 'This Linkedin profile is already registered',
        fieldErrors: { linkedinUrl: 'This Linkedin profile is already registered' },
      });
    }
    // The holder may save it again; another profile is free.
    expect(
      (await update('croudie.active@example.com', 'croudie.active@example.com', { linkedinUrl: 'linkedin.com/in/ava-active' })).errors,
    ).toBeUndefined();
    const free = await update('croudie.limited@example.com', 'croudie.limited@example.com', {
      linkedinUrl: 'linkedin.com/in/liam-limited',
    });
    expect(free.data!.updateCroudieProfile.linkedinUrl).toBe('https://linkedin.com/in/liam-limited');
  });

  it('turns the US-state banner off once a US croudie saves their state', async () => {
    expect(await read('croudie.us@example.com', 'croudie.us@example.com', 'usState usStateUpdateNeeded')).toEqual({
      usState: null,
      usStateUpdateNeeded: true,
    });
    const res = await update('croudie.us@example.com', 'croudie.us@example.com', { usState: 'ny' });
    expect(res.data!.updateCroudieProfile).toMatchObject({ usState: 'NY', usStateUpdateNeeded: false });
    // Moving away from the US drops the state.
    const moved = await update('croudie.us@example.com', 'croudie.us@example.com', { countryCode: 'GB' });
    expect(moved.data!.updateCroudieProfile).toMatchObject({ countryCode: 'GB', usState: null, usStateUpdateNeeded: false });
  });

  it("sets the photo from the croudie's own profile upload, and refuses anyone else's file", async () => {
    const fileId = await uploadProfileFile('croudie.limited@example.com', 'me.png');
    const res = await update('croudie.limited@example.com', 'croudie.limited@example.com', { avatarFileId: fileId });
    expect(res.data!.updateCroudieProfile.avatar).toBe(`/api/platform/files/private/${fileId}/download`);
    const notMine = await update('croudie.agreement@example.com', 'croudie.agreement@example.com', { avatarFileId: fileId });
    expect(problem(notMine).fieldErrors).toEqual({ avatarFileId: 'Upload the photo first, as yourself, for your profile' });
    const cleared = await update('croudie.limited@example.com', 'croudie.limited@example.com', { avatarFileId: null });
    expect(cleared.data!.updateCroudieProfile.avatar).toBeNull();
  });

  it('is the croudie’s or network_admin’s: another croudie and staff without network_admin are refused, staff read it', async () => {
    expect(errorCode(await update('croudie.limited@example.com', 'croudie.active@example.com', { city: 'Hull' }))).toBe('FORBIDDEN');
    expect(errorCode(await update('staff.member@example.com', 'croudie.active@example.com', { city: 'Hull' }))).toBe('FORBIDDEN');
    expect(await read('staff.member@example.com', 'croudie.active@example.com', 'city languages { code }')).toEqual({
      city: 'Leeds',
      languages: [{ code: 'en' }, { code: 'fr' }],
    });
    const byAdmin = await update('staff.admin@example.com', 'croudie.active@example.com', { city: 'York' });
    expect(byAdmin.data!.updateCroudieProfile.city).toBe('York');
    expect((await newestEvent('croudie.active@example.com')).actorName).toBe('Sam Admin');
  });

  it("completes a pending croudie's profile step once the saved profile has what registration asks (terms accepted)", async () => {
    const steps = async () =>
      (
        await gql<{ myOnboarding: { steps: { step: string; complete: boolean }[] } }>(api, '{ myOnboarding { steps { step complete } } }', {
          token: tokens['croudie.golive@example.com'],
        })
      ).data!.myOnboarding.steps.find((s) => s.step === 'profileUpdated')!.complete;
    await api.db.update(croudies).set({ phoneNumber: '+447700900555' }).where(eq(croudies.email, 'croudie.golive@example.com'));
    await update('croudie.golive@example.com', 'croudie.golive@example.com', { hourlyRate: 20 });
    expect(await steps()).toBe(false); // no terms accepted yet: registration is not done
    await api.db.insert(croudieOnboarding).values({ croudieId: Number(ids['croudie.golive@example.com']), termsAcceptedAt: new Date() });
    await update('croudie.golive@example.com', 'croudie.golive@example.com', { bio: 'New here' });
    expect(await steps()).toBe(true);
  });
});

describe('requestEmailChange', () => {
  const request = (email: string, croudie: string, address: string) =>
    gql<{ requestEmailChange: { pendingEmail: string | null; emailAddress: string } }>(
      api,
      'mutation($id: ID!, $email: String!) { requestEmailChange(croudieId: $id, email: $email) { pendingEmail emailAddress } }',
      { token: tokens[email], variables: { id: ids[croudie], email: address } },
    );

  it('refuses an invalid address and one a person already uses', async () => {
    const invalid = await request('croudie.agreement@example.com', 'croudie.agreement@example.com', 'not-an-address');
    expect(problem(invalid)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
    for (const taken of ['Croudie.Limited@example.com', 'staff.member@example.com']) {
      const res = await request('croudie.agreement@example.com', 'croudie.agreement@example.com', taken);
      expect(problem(res)).toEqual({
        code: 'CONFLICT',
        message: 'This email address is already registered',
        fieldErrors: { email: 'This email address is already registered' },
      });
    }
    expect(errorCode(await request('croudie.limited@example.com', 'croudie.agreement@example.com', 'x@example.com'))).toBe('FORBIDDEN');
    expect(errorCode(await request('staff.member@example.com', 'croudie.agreement@example.com', 'x@example.com'))).toBe('FORBIDDEN');
  });

  it('sends the link to the new address; following it moves sign-in there and the old address signs in no more', async () => {
    const res = await request('croudie.agreement@example.com', 'croudie.agreement@example.com', 'Aggie.New@Example.com');
    expect(res.errors).toBeUndefined();
    expect(res.data!.requestEmailChange).toEqual({ pendingEmail: 'aggie.new@example.com', emailAddress: 'croudie.agreement@example.com' });
    expect((await newestEvent('croudie.agreement@example.com')).kind).toBe('email_change_requested');

    const mail = (await outbox()).find((m) => m.to === 'aggie.new@example.com')!;
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your new email address' });
    const token = /\/confirm-email\?token=([^\s]+)/.exec(mail.text)![1]!;
    // The old address still signs in until the link is followed.
    await signIn(api.baseUrl, 'croudie.agreement@example.com', DEMO_PASSWORD);

    const confirm = (value: string) =>
      fetch(`${api.baseUrl}/api/identity/email/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: decodeURIComponent(value) }),
      });
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(400); // single use

    expect(await read('staff.admin@example.com', 'croudie.agreement@example.com', 'emailAddress pendingEmail')).toEqual({
      emailAddress: 'aggie.new@example.com',
      pendingEmail: null,
    });
    const event = await newestEvent('croudie.agreement@example.com');
    expect(event.kind).toBe('email_changed');
    expect(event.detail).toEqual([
      { key: 'from', value: 'croudie.agreement@example.com' },
      { key: 'to', value: 'aggie.new@example.com' },
    ]);
    await expect(signIn(api.baseUrl, 'aggie.new@example.com', DEMO_PASSWORD)).resolves.toMatchObject({ accessToken: expect.any(String) });
    await expect(signIn(api.baseUrl, 'croudie.agreement@example.com', DEMO_PASSWORD)).rejects.toBeInstanceOf(SignInError);
  });

  it('keeps only the newest link working', async () => {
    await request('croudie.limited@example.com', 'croudie.limited@example.com', 'liam.one@example.com');
    await request('croudie.limited@example.com', 'croudie.limited@example.com', 'liam.two@example.com');
    const tokenFor_ = async (to: string) => /\/confirm-email\?token=([^\s]+)/.exec((await outbox()).find((m) => m.to === to)!.text)![1]!;
    const post = async (to: string) =>
      (
        await fetch(`${api.baseUrl}/api/identity/email/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: decodeURIComponent(await tokenFor_(to)) }),
        })
      ).status;
    expect((await read('croudie.limited@example.com', 'croudie.limited@example.com', 'pendingEmail'))!.pendingEmail).toBe(
      'liam.two@example.com',
    );
    expect(await post('liam.one@example.com')).toBe(400);
    expect(await post('liam.two@example.com')).toBe(200);
  });
});

describe('out of office', () => {
  const set = (email: string, startDate: string, endDate: string) =>
    gql<{ setOutOfOffice: { outOfOffice: { startDate: string; endDate: string } | null } }>(
      api,
      'mutation($id: ID!, $s: String!, $e: String!) { setOutOfOffice(croudieId: $id, startDate: $s, endDate: $e) { outOfOffice { startDate endDate } } }',
      { token: tokens[email], variables: { id: ids['croudie.pending@example.com'], s: startDate, e: endDate } },
    );

  it('refuses an end before the start, an end in the past and a date that is not one', async () => {
    expect(problem(await set('croudie.pending@example.com', '2026-03-20', '2026-03-19')).fieldErrors).toEqual({
      endDate: 'The end date must be on or after the start date',
    });
    expect(problem(await set('croudie.pending@example.com', '2026-03-01', '2026-03-09')).fieldErrors).toEqual({
      endDate: 'The end date cannot be in the past',
    });
    expect(problem(await set('croudie.pending@example.com', '2026-02-30', '2026-03-12')).fieldErrors).toEqual({
      startDate: 'Please enter a valid date',
    });
    expect(errorCode(await set('staff.member@example.com', '2026-03-10', '2026-03-12'))).toBe('FORBIDDEN');
  });

  it('sets dates that end today or later, and clears them', async () => {
    const res = await set('croudie.pending@example.com', '2026-03-01', '2026-03-10');
    expect(res.data!.setOutOfOffice.outOfOffice).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect((await newestEvent('croudie.pending@example.com')).kind).toBe('out_of_office_set');
    const cleared = await gql<{ clearOutOfOffice: { outOfOffice: null } }>(
      api,
      'mutation($id: ID!) { clearOutOfOffice(croudieId: $id) { outOfOffice { startDate } } }',
      { token: tokens['staff.admin@example.com'], variables: { id: ids['croudie.pending@example.com'] } },
    );
    expect(cleared.data!.clearOutOfOffice.outOfOffice).toBeNull();
    expect((await newestEvent('croudie.pending@example.com')).kind).toBe('out_of_office_cleared');
  });
});

describe('ID documents', () => {
  const add = (email: string, fileId: string) =>
    gql<{ addIdDocument: { id: string; fileId: string; fileName: string; downloadUrl: string }[] }>(
      api,
      'mutation($id: ID!, $f: ID!) { addIdDocument(croudieId: $id, fileId: $f) { id fileId fileName downloadUrl } }',
      { token: tokens[email], variables: { id: ids['croudie.pending@example.com'], f: fileId } },
    );
  const remove = (email: string, attachmentId: string) =>
    gql<{ removeIdDocument: { fileName: string }[] }>(
      api,
      'mutation($id: ID!, $a: ID!) { removeIdDocument(croudieId: $id, attachmentId: $a) { fileName } }',
      { token: tokens[email], variables: { id: ids['croudie.pending@example.com'], a: attachmentId } },
    );

  it("keeps a history newest first, completes the checklist's ID step, and removes one", async () => {
    const first = await uploadProfileFile('croudie.pending@example.com', 'passport.pdf');
    expect((await add('croudie.pending@example.com', first)).errors).toBeUndefined();
    api.clock.advance(60_000);
    const second = await uploadProfileFile('croudie.pending@example.com', 'licence.pdf');
    const list = (await add('croudie.pending@example.com', second)).data!.addIdDocument;
    expect(list.map((d) => d.fileName)).toEqual(['licence.pdf', 'passport.pdf']);
    expect(list[0]!.downloadUrl).toBe(`/api/platform/files/private/${second}/download`);
    expect((await newestEvent('croudie.pending@example.com')).detail).toEqual([{ key: 'fileName', value: 'licence.pdf' }]);

    const onboarding = await gql<{ myOnboarding: { steps: { step: string; complete: boolean; fileName: string | null }[] } }>(
      api,
      '{ myOnboarding { steps { step complete fileName } } }',
      { token: tokens['croudie.pending@example.com'] },
    );
    expect(onboarding.data!.myOnboarding.steps.find((s) => s.step === 'idUploaded')).toEqual({
      step: 'idUploaded',
      complete: true,
      fileName: 'licence.pdf',
    });

    expect(errorCode(await remove('croudie.limited@example.com', list[1]!.id))).toBe('FORBIDDEN');
    expect(errorCode(await remove('staff.member@example.com', list[1]!.id))).toBe('FORBIDDEN');
    const after = await remove('staff.admin@example.com', list[1]!.id);
    expect(after.data!.removeIdDocument.map((d) => d.fileName)).toEqual(['licence.pdf']);
    expect((await newestEvent('croudie.pending@example.com')).kind).toBe('id_document_removed');
    expect(errorCode(await remove('croudie.pending@example.com', list[1]!.id))).toBe('NOT_FOUND');
  });

  it("refuses a file that is not the croudie's own profile upload, and staff adding one", async () => {
    const others = await uploadProfileFile('croudie.limited@example.com', 'other.pdf');
    expect(problem(await add('croudie.pending@example.com', others)).fieldErrors).toEqual({
      fileId: 'Upload the file first, as yourself, for your profile',
    });
    expect(errorCode(await add('staff.admin@example.com', others))).toBe('FORBIDDEN');
  });
});

describe('the Access tab', () => {
  it('lists the clients granted, asked for (pending, with when) and restricted', async () => {
    const access = (await read(
      'croudie.active@example.com',
      'croudie.active@example.com',
      'clientAccess { clientName state requestedAt }',
    ))!.clientAccess as { clientName: string; state: string; requestedAt: string | null }[];
    expect(access.filter((a) => a.state === 'granted').length).toBe(6);
    expect(access.filter((a) => a.state === 'pending')).toEqual([expect.objectContaining({ requestedAt: expect.any(String) })]);
    expect(access.filter((a) => a.state === 'restricted')).toEqual([expect.objectContaining({ requestedAt: null })]);
    expect(await read('croudie.limited@example.com', 'croudie.active@example.com', 'clientAccess { clientName }')).toBeNull();
  });
});
