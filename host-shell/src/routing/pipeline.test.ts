import { describe, expect, it } from 'vitest';
import {
  accessControl,
  agreement,
  decideRoute,
  externalSinglePage,
  language,
  onboardingRedirect,
  navigationAllowed,
  ROUTE_PIPELINE,
  type RouteContext,
  type SessionFacts,
} from './pipeline';

const active: SessionFacts = { roles: ['croudie-active'], status: 'active', kind: 'CROUDIE', impersonating: false, agreementsWaiting: 0 };
const inactive: SessionFacts = { ...active, roles: ['croudie-inactive'], status: 'inactive' };
const pending: SessionFacts = { ...active, roles: ['croudie-pending'], status: 'pending' };
const staff: SessionFacts = {
  roles: ['fte_core', 'impersonate'],
  status: 'active',
  kind: 'USER',
  impersonating: false,
  agreementsWaiting: 0,
};
const withAgreements: SessionFacts = { ...active, agreementsWaiting: 1 };

function ctx(path: string, session: RouteContext['session'] = active, extra: Partial<RouteContext> = {}): RouteContext {
  const url = new URL(path, 'http://network.localhost');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    tenant: 'network',
    inFrame: false,
    session,
    onboardingUrl: 'https://onboarding.example.com/start',
    ...extra,
  };
}

describe('1. external single-page check', () => {
  it('shows the sign-in and account pages on their own', () => {
    expect(externalSinglePage.decide(ctx('/login?interaction=x', null))).toEqual({ kind: 'standalone', page: 'login' });
    expect(externalSinglePage.decide(ctx('/callback/', null))).toEqual({ kind: 'standalone', page: 'callback' });
    expect(externalSinglePage.decide(ctx('/password-create?token=t', null))).toEqual({ kind: 'standalone', page: 'password-create' });
    expect(externalSinglePage.decide(ctx('/confirm-email?token=t', null))).toEqual({ kind: 'standalone', page: 'confirm-email' });
    expect(externalSinglePage.decide(ctx('/impersonate', pending))).toEqual({ kind: 'standalone', page: 'impersonate' });
  });
  it('shows the framed registration and its success page to people without an account', () => {
    expect(externalSinglePage.decide(ctx('/onboarding/iframe?brand=Acme', null))).toEqual({
      kind: 'standalone',
      page: 'onboarding-register',
    });
    expect(externalSinglePage.decide(ctx('/onboarding/success?email=a%40b.c', null))).toEqual({
      kind: 'standalone',
      page: 'onboarding-registered',
    });
    expect(externalSinglePage.decide(ctx('/onboarding', null))).toBeNull();
  });
  it('leaves /onboarding/success on control to the app: there hr_user onboards a colleague', () => {
    expect(externalSinglePage.decide(ctx('/onboarding/success?user=9', null, { tenant: 'control' }))).toBeNull();
    expect(externalSinglePage.decide(ctx('/onboarding/iframe', null, { tenant: 'control' }))).toBeNull();
  });
  it('passes app pages on', () => {
    expect(externalSinglePage.decide(ctx('/work'))).toBeNull();
    expect(externalSinglePage.decide(ctx('/loginx'))).toBeNull();
  });
});

describe('2. language', () => {
  it('drops the default language prefix', () => {
    expect(language.decide(ctx('/en/payments/invoices?page=2#top'))).toEqual({ kind: 'redirect', to: '/payments/invoices?page=2#top' });
    expect(language.decide(ctx('/en'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('gives 404 for any other language', () => {
    expect(language.decide(ctx('/fr/work'))).toEqual({ kind: 'not-found' });
    expect(language.decide(ctx('/de-de/work'))).toEqual({ kind: 'not-found' });
  });
  it('leaves unprefixed paths alone', () => {
    expect(language.decide(ctx('/work'))).toBeNull();
    expect(language.decide(ctx('/'))).toBeNull();
  });
});

describe('3. access control', () => {
  it('sends a visitor who is not signed in to login with the wanted path', () => {
    expect(accessControl.decide(ctx('/payments?x=1', null))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fpayments%3Fx%3D1' });
    expect(accessControl.decide(ctx('/', null))).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('waits while the session is restored', () => {
    expect(accessControl.decide(ctx('/work', 'loading'))).toEqual({ kind: 'wait' });
  });
  it('sends / and /dashboard home: /work for active and inactive croudies, /dashboard/pending for pending ones', () => {
    expect(accessControl.decide(ctx('/', active))).toEqual({ kind: 'redirect', to: '/work' });
    expect(accessControl.decide(ctx('/dashboard', inactive))).toEqual({ kind: 'redirect', to: '/work' });
    expect(accessControl.decide(ctx('/', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
    expect(accessControl.decide(ctx('/dashboard', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
    expect(accessControl.decide(ctx('/', staff))).toEqual({ kind: 'redirect', to: '/work' });
  });
  it('sends anyone not pending away from /dashboard/pending', () => {
    expect(accessControl.decide(ctx('/dashboard/pending', active))).toEqual({ kind: 'redirect', to: '/work' });
    expect(accessControl.decide(ctx('/dashboard/pending', pending))).toBeNull();
  });
  it('keeps a pending croudie to their dashboard, the academy, their profile and the agreement page', () => {
    expect(accessControl.decide(ctx('/work', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
    expect(accessControl.decide(ctx('/payments/invoices', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
    for (const path of ['/academy/mycourses', '/my-profile', '/agreement?redirect=%2F']) {
      expect(accessControl.decide(ctx(path, pending))).toBeNull();
    }
  });
  it('lets a pending croudie reach the complete-profile wizard their checklist links to, and active croudies too', () => {
    expect(accessControl.decide(ctx('/profile/complete', pending))).toBeNull();
    expect(accessControl.decide(ctx('/profile/complete', active))).toBeNull();
    expect(accessControl.decide(ctx('/profile/other', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
  });
  it('lets a pending croudie open an announcement of theirs, but not the admin list of announcements', () => {
    expect(accessControl.decide(ctx('/announcement/41', pending))).toBeNull();
    expect(accessControl.decide(ctx('/announcements', pending))).toEqual({ kind: 'redirect', to: '/dashboard/pending' });
  });
  it('sends /my-profile on control to /employee/my-profile', () => {
    expect(accessControl.decide(ctx('/my-profile', staff, { tenant: 'control' }))).toEqual({
      kind: 'redirect',
      to: '/employee/my-profile',
    });
    expect(accessControl.decide(ctx('/my-profile', active))).toBeNull();
  });
  it('leaves everyone else where they are', () => {
    expect(accessControl.decide(ctx('/payments', active))).toBeNull();
    expect(accessControl.decide(ctx('/plan', staff, { tenant: 'control' }))).toBeNull();
  });
});

describe('4. onboarding redirect', () => {
  it('sends /onboarding outside a frame to the configured address, keeping the query', () => {
    expect(onboardingRedirect.decide(ctx('/onboarding?brand=acme'))).toEqual({
      kind: 'external',
      url: 'https://onboarding.example.com/start?brand=acme',
    });
  });
  it('renders /onboarding inside a frame; /onboarding/iframe and /onboarding/success are not its business', () => {
    expect(onboardingRedirect.decide(ctx('/onboarding', active, { inFrame: true }))).toBeNull();
    expect(onboardingRedirect.decide(ctx('/onboarding/iframe'))).toBeNull();
    expect(onboardingRedirect.decide(ctx('/onboarding/success'))).toBeNull();
  });
  it('renders /onboarding on control, where it is the create-user page', () => {
    expect(onboardingRedirect.decide(ctx('/onboarding', active, { tenant: 'control' }))).toBeNull();
  });
});

describe('5. agreement', () => {
  it('forces an active croudie with agreements waiting to /agreement with the full path', () => {
    expect(agreement.decide(ctx('/payments/invoices?page=2', withAgreements))).toEqual({
      kind: 'redirect',
      to: '/agreement?redirect=%2Fpayments%2Finvoices%3Fpage%3D2',
    });
  });
  it('skips impersonated sessions, people without agreements, non-active croudies and the agreement page itself', () => {
    expect(agreement.decide(ctx('/work', { ...withAgreements, impersonating: true }))).toBeNull();
    expect(agreement.decide(ctx('/work', active))).toBeNull();
    expect(agreement.decide(ctx('/work', { ...withAgreements, status: 'inactive', roles: ['croudie-inactive'] }))).toBeNull();
    expect(agreement.decide(ctx('/agreement?redirect=%2Fwork', withAgreements))).toBeNull();
  });
  it('forces a reactivated croudie with agreements waiting too: they work as an active croudie', () => {
    expect(agreement.decide(ctx('/work', { ...withAgreements, status: 'reactivated' }))).toEqual({
      kind: 'redirect',
      to: '/agreement?redirect=%2Fwork',
    });
  });
});

describe('the pipeline', () => {
  it('runs the rules in the order of the spec', () => {
    expect(ROUTE_PIPELINE.map((r) => r.name)).toEqual([
      'external single-page check',
      'language',
      'access control',
      'onboarding redirect',
      'agreement',
    ]);
  });
  it('lets an earlier rule win over a later one', () => {
    // /impersonate: exempt from everything, even for a pending croudie with agreements waiting
    expect(decideRoute(ctx('/impersonate', { ...pending, agreementsWaiting: 2 }))).toMatchObject({
      kind: 'standalone',
      rule: 'external single-page check',
    });
    // language before access control: an unknown language is a 404 even when signed out
    expect(decideRoute(ctx('/fr/work', null))).toMatchObject({ kind: 'not-found', rule: 'language' });
    // access control before the agreement: / goes home first, the agreement applies on the next pass
    expect(decideRoute(ctx('/', withAgreements))).toMatchObject({ kind: 'redirect', to: '/work', rule: 'access control' });
    expect(decideRoute(ctx('/work', withAgreements))).toMatchObject({
      kind: 'redirect',
      to: '/agreement?redirect=%2Fwork',
      rule: 'agreement',
    });
    // access control before onboarding: a signed-out visitor signs in first
    expect(decideRoute(ctx('/onboarding', null))).toMatchObject({ kind: 'redirect', rule: 'access control' });
    expect(decideRoute(ctx('/onboarding', active))).toMatchObject({ kind: 'external', rule: 'onboarding redirect' });
  });
  it('renders when no rule decides', () => {
    expect(decideRoute(ctx('/payments', active))).toEqual({ kind: 'render' });
  });
});

describe('navigation items', () => {
  const session = (facts: SessionFacts, tenant: 'network' | 'control' = 'network') => ({
    me: {
      id: '1',
      principalId: 'p',
      kind: facts.kind,
      tenant,
      firstName: 'A',
      lastName: 'B',
      entityId: null,
      avatar: null,
      roles: [...facts.roles],
      timezone: 'Europe/London',
      status: facts.status,
    },
    roles: facts.roles,
    tenant,
    impersonation: null,
  });
  it('hides what access control would send the person away from', () => {
    expect(navigationAllowed('/dashboard', session(active))).toBe(false);
    expect(navigationAllowed('/work', session(active))).toBe(true);
    expect(navigationAllowed('/work', session(pending))).toBe(false);
    expect(navigationAllowed('/academy', session(pending))).toBe(true);
    expect(navigationAllowed('/dashboard', session(staff, 'control'))).toBe(true);
    expect(navigationAllowed('/my-profile', session(staff, 'control'))).toBe(false);
  });
});
