import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { DAY_MS } from '../../kit/clock.js';
import { GO_LIVE_CROUDIE } from '../../seed/onboarding.js';
import {
  EXTEND_REFUSED,
  EXTENSION_MESSAGES,
  extendedDeadline,
  GO_LIVE_MESSAGES,
  goLiveRefusal,
  ONBOARDING_STEPS,
  staffMayComplete,
} from './onboarding.rules.js';
import { croudieOnboardingSteps } from './onboarding.tables.js';
import { croudies, principalRoles } from './people.tables.js';

const NOW = new Date('2026-03-10T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
let goLiveId = 0;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'croudie.pending@example.com',
    GO_LIVE_CROUDIE.email,
    'croudie.active@example.com',
    'staff.admin@example.com',
    'staff.member@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
  const [row] = await api.db.select({ id: croudies.id }).from(croudies).where(eq(croudies.email, GO_LIVE_CROUDIE.email));
  goLiveId = row!.id;
});
afterAll(async () => {
  await api?.close();
});

const CHECKLIST = `steps { step complete staffOnly completedAt fileName } completedCount totalCount percent complete deadline daysLeft deadlinePassed deadlineExtended
  expertise { area level } registration { phoneNumber hourlyRate bio linkedinUrl referralSource termsAccepted } billingAddress { city postcode countryCode }`;
interface Checklist {
  steps: { step: string; complete: boolean; staffOnly: boolean; completedAt: string | null; fileName: string | null }[];
  completedCount: number;
  totalCount: number;
  percent: number;
  complete: boolean;
  deadline: string;
  daysLeft: number;
  deadlinePassed: boolean;
  deadlineExtended: boolean;
  expertise: { area: string; level: string }[];
  registration: {
    phoneNumber: string | null;
    hourlyRate: number | null;
    bio: string | null;
    linkedinUrl: string | null;
    referralSource: string | null;
    termsAccepted: boolean;
  };
  billingAddress: { city: string; postcode: string; countryCode: string } | null;
}
const mine = (email: string) => gql<{ myOnboarding: Checklist }>(api, `{ myOnboarding { ${CHECKLIST} } }`, { token: tokens[email] });
const done = (c: Checklist) => c.steps.filter((s) => s.complete).map((s) => s.step);
const COMPLETE_STEP = `mutation($id: ID!, $step: OnboardingStep!) { completeOnboardingStep(croudieId: $id, step: $step) { ${CHECKLIST} } }`;
const markAsStaff = (email: string, id: number, step: string) =>
  gql<{ completeOnboardingStep: Checklist }>(api, COMPLETE_STEP, { token: tokens[email], variables: { id: String(id), step } });

async function upload(email: string, name: string, scope = 'profile'): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' }), name);
  const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=${scope}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[email]}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { files: { id: number }[] };
  return body.files[0]!.id;
}
const SUBMIT_DOC = `mutation($doc: OnboardingDocument!, $fileId: ID!) { submitOnboardingDocument(document: $doc, fileId: $fileId) { ${CHECKLIST} } }`;
const GO_LIVE = `mutation { goLive { id status } }`;

describe('the pending checklist rules', () => {
  it('refuses going live for a non-pending croudie, with any step open, or after the deadline', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    const later = new Date(now.getTime() + DAY_MS);
    expect(goLiveRefusal({ roles: ['croudie-active'], completed: ONBOARDING_STEPS, deadline: later, now })).toBe(
      GO_LIVE_MESSAGES.notPending,
    );
    for (const open of ONBOARDING_STEPS) {
      const completed = ONBOARDING_STEPS.filter((s) => s !== open);
      expect(goLiveRefusal({ roles: ['croudie-pending'], completed, deadline: later, now })).toBe(GO_LIVE_MESSAGES.stepsOpen);
    }
    expect(goLiveRefusal({ roles: ['croudie-pending'], completed: ONBOARDING_STEPS, deadline: new Date(now.getTime() - 1), now })).toBe(
      GO_LIVE_MESSAGES.deadlinePassed,
    );
    expect(goLiveRefusal({ roles: ['croudie-pending'], completed: ONBOARDING_STEPS, deadline: later, now })).toBeNull();
  });
  it('lets only croudie_verifier or network_admin mark only the staff steps', () => {
    expect(staffMayComplete(['croudie_verifier'], 'welcomeCallComplete')).toBe(true);
    expect(staffMayComplete(['network_admin'], 'bankDetailsConfirmed')).toBe(true);
    expect(staffMayComplete(['network_admin'], 'idUploaded')).toBe(false);
    expect(staffMayComplete(['fte_core', 'job_user'], 'testTaskComplete')).toBe(false);
  });
  it("extends a pending croudie's deadline once, by 30 days", () => {
    const deadline = new Date('2026-04-01T00:00:00Z');
    expect(extendedDeadline({ pending: true, deadline, alreadyExtended: false })).toEqual({ deadline: new Date('2026-05-01T00:00:00Z') });
    expect(extendedDeadline({ pending: true, deadline, alreadyExtended: true })).toEqual({ refusal: EXTENSION_MESSAGES.alreadyExtended });
    expect(extendedDeadline({ pending: false, deadline, alreadyExtended: false })).toEqual({ refusal: EXTENSION_MESSAGES.notPending });
  });
});

describe('myOnboarding', () => {
  it('shows croudie.pending their real, partly done checklist and 32 days left of 42', async () => {
    const res = await mine('croudie.pending@example.com');
    expect(res.errors).toBeUndefined();
    const c = res.data!.myOnboarding;
    expect(c.steps.map((s) => s.step)).toEqual([...ONBOARDING_STEPS]);
    expect(done(c).sort()).toEqual(['billingAddressAdded', 'profileUpdated', 'testTaskComplete']);
    expect(c).toMatchObject({
      completedCount: 3,
      totalCount: 8,
      percent: 37,
      complete: false,
      daysLeft: 32,
      deadlinePassed: false,
      deadlineExtended: false,
    });
    expect(
      c.steps
        .filter((s) => s.staffOnly)
        .map((s) => s.step)
        .sort(),
    ).toEqual(['bankDetailsConfirmed', 'testTaskComplete', 'welcomeCallComplete']);
    expect(c.registration).toMatchObject({
      phoneNumber: '+447700900123',
      hourlyRate: 22.5,
      referralSource: 'linkedin',
      termsAccepted: true,
    });
    expect(c.billingAddress).toMatchObject({ city: 'London', countryCode: 'GB' });
  });
  it('counts days left by the platform clock', async () => {
    api.clock.set(new Date(NOW.getTime() + 31.5 * DAY_MS));
    try {
      expect((await mine('croudie.pending@example.com')).data!.myOnboarding).toMatchObject({ daysLeft: 1, deadlinePassed: false });
      api.clock.set(new Date(NOW.getTime() + 33 * DAY_MS));
      expect((await mine('croudie.pending@example.com')).data!.myOnboarding).toMatchObject({ daysLeft: 0, deadlinePassed: true });
    } finally {
      api.clock.set(NOW);
    }
  });
  it("is for croudies only; staff read a croudie's checklist with the onboarding roles", async () => {
    expect(errorCode(await mine('staff.admin@example.com'))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, `{ myOnboarding { complete } }`))).toBe('UNAUTHENTICATED');
    const byAdmin = await gql<{ croudieOnboarding: { completedCount: number } }>(
      api,
      `{ croudieOnboarding(croudieId: "3") { completedCount } }`,
      {
        token: tokens['staff.admin@example.com'],
      },
    );
    expect(byAdmin.data?.croudieOnboarding.completedCount).toBe(3);
    for (const email of ['staff.member@example.com', 'croudie.pending@example.com']) {
      expect(errorCode(await gql(api, `{ croudieOnboarding(croudieId: "3") { completedCount } }`, { token: tokens[email] }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await gql(api, `{ pendingCroudieOnboarding { nodes { complete } } }`, { token: tokens[email] }))).toBe('FORBIDDEN');
    }
  });
  it('lists pending croudies for staff, earliest deadline first', async () => {
    const res = await gql<{
      pendingCroudieOnboarding: { nodes: { croudie: { emailAddress: string }; deadline: string }[]; pagination: { total: number } };
    }>(
      api,
      `{ pendingCroudieOnboarding(pagination: { page: 1, limit: 100 }) { nodes { croudie { emailAddress } deadline } pagination { total } } }`,
      { token: tokens['staff.admin@example.com'] },
    );
    expect(res.errors).toBeUndefined();
    const list = res.data!.pendingCroudieOnboarding;
    const emails = list.nodes.map((n) => n.croudie.emailAddress);
    expect(emails).toContain('croudie.pending@example.com');
    expect(emails).toContain(GO_LIVE_CROUDIE.email);
    expect(emails).not.toContain('croudie.active@example.com');
    expect(list.pagination.total).toBe(list.nodes.length);
    const deadlines = list.nodes.map((n) => Date.parse(n.deadline));
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
  });
});

describe('staff-only steps', () => {
  it('cannot be marked by the croudie or by staff.member (no croudie_verifier / network_admin)', async () => {
    expect(errorCode(await markAsStaff('croudie.pending@example.com', 3, 'welcomeCallComplete'))).toBe('FORBIDDEN');
    expect(errorCode(await markAsStaff('staff.member@example.com', 3, 'welcomeCallComplete'))).toBe('FORBIDDEN');
    const rows = await api.db.select().from(croudieOnboardingSteps).where(eq(croudieOnboardingSteps.croudieId, 3));
    expect(rows.map((r) => r.step)).not.toContain('welcomeCallComplete');
  });
  it('are the only steps staff may mark, and only on a pending croudie', async () => {
    const res = await markAsStaff('staff.admin@example.com', 3, 'idUploaded');
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(errorCode(await markAsStaff('staff.admin@example.com', 1, 'welcomeCallComplete'))).toBe('CONFLICT');
    expect(errorCode(await markAsStaff('staff.admin@example.com', 99999, 'welcomeCallComplete'))).toBe('NOT_FOUND');
  });
  it("are marked by staff.admin and show on the croudie's checklist", async () => {
    const res = await markAsStaff('staff.admin@example.com', 3, 'welcomeCallComplete');
    expect(res.errors).toBeUndefined();
    expect(done(res.data!.completeOnboardingStep)).toContain('welcomeCallComplete');
    expect(done((await mine('croudie.pending@example.com')).data!.myOnboarding)).toContain('welcomeCallComplete');
  });
});

describe("the croudie's own steps", () => {
  it("takes an ID and CV only from the croudie's own profile uploads", async () => {
    const other = await upload('croudie.active@example.com', 'someone-else.pdf');
    expect(
      errorCode(await gql(api, SUBMIT_DOC, { token: tokens[GO_LIVE_CROUDIE.email], variables: { doc: 'ID', fileId: String(other) } })),
    ).toBe('BAD_USER_INPUT');
    const taskFile = await upload(GO_LIVE_CROUDIE.email, 'task.pdf', 'task');
    expect(
      errorCode(await gql(api, SUBMIT_DOC, { token: tokens[GO_LIVE_CROUDIE.email], variables: { doc: 'ID', fileId: String(taskFile) } })),
    ).toBe('BAD_USER_INPUT');
    const id = await upload(GO_LIVE_CROUDIE.email, 'passport.pdf');
    const res = await gql<{ submitOnboardingDocument: Checklist }>(api, SUBMIT_DOC, {
      token: tokens[GO_LIVE_CROUDIE.email],
      variables: { doc: 'ID', fileId: String(id) },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitOnboardingDocument.steps.find((s) => s.step === 'idUploaded')).toMatchObject({
      complete: true,
      fileName: 'passport.pdf',
    });
    expect(
      errorCode(await gql(api, SUBMIT_DOC, { token: tokens['staff.admin@example.com'], variables: { doc: 'CV', fileId: String(id) } })),
    ).toBe('FORBIDDEN');
  });
  it('validates the registration step on the server and refuses a LinkedIn profile registered by someone else', async () => {
    const REG = `mutation($input: RegistrationInput!) { completeRegistration(input: $input) { ${CHECKLIST} } }`;
    const input = {
      phoneNumber: '+447700900999',
      hourlyRate: 30,
      bio: 'Analytics.',
      linkedinUrl: 'https://www.linkedin.com/in/gina-golive',
      referralSource: 'google',
      termsAccepted: true,
    };
    const bad = await gql(api, REG, {
      token: tokens[GO_LIVE_CROUDIE.email],
      variables: { input: { ...input, phoneNumber: '0770', termsAccepted: false, bio: 'x'.repeat(1001) } },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      'input.phoneNumber': 'Enter a mobile number with its country code, starting with +',
      'input.termsAccepted': 'You must accept the terms to register',
      'input.bio': 'Bio is limited to 1000 characters',
    });
    const ok = await gql<{ completeRegistration: Checklist }>(api, REG, { token: tokens[GO_LIVE_CROUDIE.email], variables: { input } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.completeRegistration.registration).toMatchObject({
      hourlyRate: 30,
      linkedinUrl: input.linkedinUrl,
      termsAccepted: true,
    });
    expect(done(ok.data!.completeRegistration)).toContain('profileUpdated');
    const taken = await gql(api, REG, {
      token: tokens['croudie.pending@example.com'],
      variables: { input: { ...input, phoneNumber: '+447700900123' } },
    });
    expect(taken.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.linkedinUrl': 'This Linkedin profile is already registered' });
  });
  it('saves the areas of expertise and the billing address with validation', async () => {
    const AREAS = `mutation($areas: [ExpertiseInput!]!) { saveAreasOfExpertise(areas: $areas) { ${CHECKLIST} } }`;
    expect(errorCode(await gql(api, AREAS, { token: tokens[GO_LIVE_CROUDIE.email], variables: { areas: [] } }))).toBe('BAD_USER_INPUT');
    const twice = [
      { area: 'seo', level: 'beginner' },
      { area: 'seo', level: 'advanced' },
    ];
    expect(errorCode(await gql(api, AREAS, { token: tokens[GO_LIVE_CROUDIE.email], variables: { areas: twice } }))).toBe('BAD_USER_INPUT');
    const areas = [
      { area: 'analytics', level: 'advanced' },
      { area: 'seo', level: 'beginner' },
    ];
    const saved = await gql<{ saveAreasOfExpertise: Checklist }>(api, AREAS, {
      token: tokens[GO_LIVE_CROUDIE.email],
      variables: { areas },
    });
    expect(saved.data!.saveAreasOfExpertise.expertise).toEqual(areas);

    const BILLING = `mutation($input: BillingAddressInput!) { saveOnboardingBillingAddress(input: $input) { ${CHECKLIST} } }`;
    const address = { billingName: 'Gina Golive', addressLine1: '1 Mill Road', city: 'London', postcode: 'E1 1AA', countryCode: 'US' };
    const noState = await gql(api, BILLING, { token: tokens[GO_LIVE_CROUDIE.email], variables: { input: address } });
    expect(noState.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.usState': 'A US address needs its state' });
    const billed = await gql<{ saveOnboardingBillingAddress: Checklist }>(api, BILLING, {
      token: tokens[GO_LIVE_CROUDIE.email],
      variables: { input: { ...address, countryCode: 'gb' } },
    });
    expect(billed.errors).toBeUndefined();
    expect(billed.data!.saveOnboardingBillingAddress.billingAddress).toMatchObject({ countryCode: 'GB', postcode: 'E1 1AA' });
  });
});

describe('the onboarding deadline', () => {
  const EXTEND = `mutation($id: ID!) { extendOnboardingDeadline(croudieId: $id) { deadline deadlineExtended daysLeft } }`;
  it('is extended once by 30 days by network staff, not by staff.member or the croudie, never for an active croudie', async () => {
    // An hour after the seed ran: 39 days and some hours left of croudie.golive's 42 (signed up 3 days before).
    api.clock.set(new Date(NOW.getTime() + 60 * 60 * 1000));
    const before = (await mine(GO_LIVE_CROUDIE.email)).data!.myOnboarding;
    expect(before.daysLeft).toBe(39);
    for (const email of ['staff.member@example.com', GO_LIVE_CROUDIE.email]) {
      expect(errorCode(await gql(api, EXTEND, { token: tokens[email], variables: { id: String(goLiveId) } }))).toBe('FORBIDDEN');
    }
    const res = await gql<{ extendOnboardingDeadline: { deadline: string; deadlineExtended: boolean; daysLeft: number } }>(api, EXTEND, {
      token: tokens['staff.admin@example.com'],
      variables: { id: String(goLiveId) },
    });
    expect(res.errors).toBeUndefined();
    expect(Date.parse(res.data!.extendOnboardingDeadline.deadline) - Date.parse(before.deadline)).toBe(30 * DAY_MS);
    expect(res.data!.extendOnboardingDeadline).toMatchObject({ deadlineExtended: true, daysLeft: 69 });
    // the croudie's timeline says so, with the new date (platform zone) and who did it
    const timeline = await gql<{
      croudie: { timeline: { nodes: { kind: string; actorName: string; detail: { key: string; value: string }[] }[] } };
    }>(api, `query($id: ID!) { croudie(id: $id) { timeline { nodes { kind actorName detail { key value } } } } }`, {
      token: tokens['staff.admin@example.com'],
      variables: { id: String(goLiveId) },
    });
    expect(timeline.data!.croudie.timeline.nodes[0]).toEqual({
      kind: 'deadline_extended',
      actorName: 'Sam Admin',
      detail: [{ key: 'to', value: res.data!.extendOnboardingDeadline.deadline.slice(0, 10) }],
    });
    // every refusal says the §8 words: extended already, not pending, no such croudie
    for (const id of [String(goLiveId), '1', '999999']) {
      const refused = await gql(api, EXTEND, { token: tokens['staff.admin@example.com'], variables: { id } });
      expect(errorCode(refused), id).toBe(id === '999999' ? 'NOT_FOUND' : 'CONFLICT');
      expect(refused.errors?.[0]?.message).toBe(EXTEND_REFUSED);
    }
    api.clock.set(NOW);
  });
});

describe('goLive', () => {
  it('is refused while any step is open and leaves the croudie pending', async () => {
    const res = await gql(api, GO_LIVE, { token: tokens[GO_LIVE_CROUDIE.email] });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toBe(GO_LIVE_MESSAGES.stepsOpen);
    const roles = await api.db
      .select()
      .from(principalRoles)
      .where(eq(principalRoles.principalId, `croudie-network:croudies:${goLiveId}`));
    expect(roles.map((r) => r.role)).toEqual(['croudie-pending']);
  });
  it('is refused for a croudie already active', async () => {
    const res = await gql(api, GO_LIVE, { token: tokens['croudie.active@example.com'] });
    expect(res.errors?.[0]?.message).toBe(GO_LIVE_MESSAGES.notPending);
  });
  it('turns croudie-pending into croudie-active once every step is done, and is refused after the deadline', async () => {
    const cv = await upload(GO_LIVE_CROUDIE.email, 'cv.pdf');
    await gql(api, SUBMIT_DOC, { token: tokens[GO_LIVE_CROUDIE.email], variables: { doc: 'CV', fileId: String(cv) } });
    for (const step of ['testTaskComplete', 'bankDetailsConfirmed']) {
      expect((await markAsStaff('staff.admin@example.com', goLiveId, step)).errors).toBeUndefined();
    }
    // one step still open: refused
    expect((await gql(api, GO_LIVE, { token: tokens[GO_LIVE_CROUDIE.email] })).errors?.[0]?.message).toBe(GO_LIVE_MESSAGES.stepsOpen);
    expect((await markAsStaff('staff.admin@example.com', goLiveId, 'welcomeCallComplete')).errors).toBeUndefined();
    const checklist = (await mine(GO_LIVE_CROUDIE.email)).data!.myOnboarding;
    expect(checklist).toMatchObject({ complete: true, completedCount: 8, percent: 100 });

    // past the (extended) deadline by the platform clock: refused
    api.clock.set(new Date(Date.parse(checklist.deadline) + 1000));
    try {
      expect((await gql(api, GO_LIVE, { token: tokens[GO_LIVE_CROUDIE.email] })).errors?.[0]?.message).toBe(
        GO_LIVE_MESSAGES.deadlinePassed,
      );
    } finally {
      api.clock.set(NOW);
    }

    // the croudie's open shell hears rolesUpdated (it reloads to the home page of the new roles)
    const ws = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[GO_LIVE_CROUDIE.email]}` },
      retryAttempts: 0,
    });
    try {
      const events = ws.iterate<{ rolesUpdated: { principalId: string; roles: string[] } }>({
        query: `subscription { rolesUpdated { principalId roles } }`,
      });
      const pushed = events.next();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const res = await gql<{ goLive: { status: string } }>(api, GO_LIVE, { token: tokens[GO_LIVE_CROUDIE.email] });
      expect(res.errors).toBeUndefined();
      expect(res.data!.goLive.status).toBe('active');
      expect((await pushed).value?.data?.rolesUpdated).toEqual({
        principalId: `croudie-network:croudies:${goLiveId}`,
        roles: ['croudie-active'],
      });
      await events.return?.();
    } finally {
      await ws.dispose();
    }
    const me = await gql<{ me: { roles: string[]; status: string } }>(api, `{ me { roles status } }`, {
      token: tokens[GO_LIVE_CROUDIE.email],
    });
    expect(me.data!.me).toEqual({ roles: ['croudie-active'], status: 'active' });
    // staff can no longer change the checklist of an active croudie
    expect(errorCode(await markAsStaff('staff.admin@example.com', goLiveId, 'welcomeCallComplete'))).toBe('CONFLICT');
  });
});
