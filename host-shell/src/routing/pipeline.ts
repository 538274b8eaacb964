import { isPendingCroudie, prefixOwnsPath, type Session, type Tenant } from '@work/shared-contracts';
import { homePath, PENDING_CROUDIE_PATHS } from '../auth/access';
import { loginRedirect } from '../auth/guard';

/**
 * The routing rules of shell-and-freelancer.md §2 as ONE ordered pipeline, run for every page the shell shows:
 *
 *   1. external single-page check  — pages the shell shows on their own, outside the app (sign-in, account links,
 *                                    /logout, /impersonate, the framed registration) stop here; nothing later
 *                                    applies to them
 *   2. language                    — optional prefix; only `en` exists: /en/... → /..., any other language → 404
 *   3. access control              — sign-in, home page, pending croudie limits, /my-profile on control
 *   4. onboarding redirect         — the network's /onboarding outside a frame leaves for the onboarding address
 *   5. agreement                   — active croudie with agreements waiting (not impersonating) → /agreement
 *
 * Each rule either decides or passes (null) to the next; when none decides, the page renders.
 */

export type StandalonePage =
  | 'login'
  | 'callback'
  | 'logout'
  | 'confirm-email'
  | 'password-create'
  | 'password-forgot'
  | 'password-reset'
  | 'impersonate'
  | 'onboarding-register'
  | 'onboarding-registered';

export interface SessionFacts {
  roles: readonly string[];
  /** the person's status (active, pending, …) */
  status: string;
  kind: 'USER' | 'CROUDIE' | 'CLIENT_USER';
  impersonating: boolean;
  agreementsWaiting: number;
}

export interface RouteContext {
  pathname: string;
  search: string;
  hash: string;
  tenant: Tenant;
  /** the page runs inside a frame (window.self !== window.top) */
  inFrame: boolean;
  /** 'loading' while the stored session is being restored; null when signed out */
  session: SessionFacts | 'loading' | null;
  /** the configured onboarding address /onboarding sends the browser to */
  onboardingUrl: string;
}

export type RouteDecision =
  | { kind: 'standalone'; page: StandalonePage }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'not-found' }
  | { kind: 'wait' }
  | { kind: 'render' };

export type RouteRule = { name: string; decide: (ctx: RouteContext) => RouteDecision | null };

const STANDALONE: Record<string, StandalonePage> = {
  '/login': 'login',
  '/callback': 'callback',
  '/logout': 'logout',
  '/confirm-email': 'confirm-email',
  '/password-create': 'password-create',
  '/password-forgot': 'password-forgot',
  '/password-reset': 'password-reset',
  '/impersonate': 'impersonate',
};

/**
 * The network's croudie sign-up: the onboarding site frames these for people who have no account yet. On control
 * /onboarding and /onboarding/success are staff pages instead (hr_user onboards a colleague, mfe-hr).
 */
const NETWORK_STANDALONE: Record<string, StandalonePage> = {
  '/onboarding/iframe': 'onboarding-register',
  '/onboarding/success': 'onboarding-registered',
};

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';
const fullPath = (ctx: Pick<RouteContext, 'pathname' | 'search' | 'hash'>) => `${ctx.pathname}${ctx.search}${ctx.hash}`;

/** 1. Shell pages shown on their own. /impersonate is here, which is what makes it exempt from every later rule. */
export const externalSinglePage: RouteRule = {
  name: 'external single-page check',
  decide(ctx) {
    const path = trimmed(ctx.pathname);
    const page = STANDALONE[path] ?? (ctx.tenant === 'network' ? NETWORK_STANDALONE[path] : undefined);
    return page ? { kind: 'standalone', page } : null;
  },
};

export const SUPPORTED_LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en';
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/** 2. The optional language prefix: the default one is dropped, an unknown one is a 404. */
export const language: RouteRule = {
  name: 'language',
  decide(ctx) {
    const [, first = '', ...rest] = ctx.pathname.split('/');
    if (!LANGUAGE_SEGMENT.test(first)) return null;
    if (first.toLowerCase() !== DEFAULT_LANGUAGE) return { kind: 'not-found' };
    return { kind: 'redirect', to: `/${rest.join('/')}${ctx.search}${ctx.hash}` };
  },
};

/** 3. Sign-in and who may open what. */
export const accessControl: RouteRule = {
  name: 'access control',
  decide(ctx) {
    if (ctx.session === 'loading') return { kind: 'wait' };
    if (ctx.session === null) {
      const to = loginRedirect({ pathname: ctx.pathname, search: ctx.search, hash: ctx.hash }, false);
      return to ? { kind: 'redirect', to } : null;
    }
    const path = trimmed(ctx.pathname);
    const { roles } = ctx.session;
    const pending = isPendingCroudie(roles);
    if (path === '/') return { kind: 'redirect', to: homePath({ roles }) };
    if (path === '/dashboard' && ctx.session.kind === 'CROUDIE') return { kind: 'redirect', to: homePath({ roles }) };
    if (prefixOwnsPath('/dashboard/pending', path) && !pending) return { kind: 'redirect', to: '/work' };
    if (pending && !PENDING_CROUDIE_PATHS.some((p) => prefixOwnsPath(p, path))) return { kind: 'redirect', to: '/dashboard/pending' };
    if (ctx.tenant === 'control' && prefixOwnsPath('/my-profile', path)) {
      return { kind: 'redirect', to: `/employee${path}${ctx.search}${ctx.hash}` };
    }
    return null;
  },
};

/** 4. The network's /onboarding lives elsewhere unless the shell runs inside the onboarding frame (control's is a staff page). */
export const onboardingRedirect: RouteRule = {
  name: 'onboarding redirect',
  decide(ctx) {
    if (ctx.tenant !== 'network' || trimmed(ctx.pathname) !== '/onboarding' || ctx.inFrame) return null;
    const url = new URL(ctx.onboardingUrl, 'http://placeholder.invalid');
    new URLSearchParams(ctx.search).forEach((value, key) => url.searchParams.set(key, value));
    return { kind: 'external', url: ctx.onboardingUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString() };
  },
};

/** Croudies who work: a reactivated croudie signs in and works as an active one. */
const LIVE_CROUDIE_STATUSES: readonly string[] = ['active', 'reactivated'];

/** 5. Agreements waiting: an active croudie accepts them first; an impersonated session skips this. */
export const agreement: RouteRule = {
  name: 'agreement',
  decide(ctx) {
    const s = ctx.session;
    if (!s || s === 'loading' || s.impersonating || s.agreementsWaiting <= 0) return null;
    // a reactivated croudie is live like an active one (ADR 0269)
    if (s.kind !== 'CROUDIE' || !LIVE_CROUDIE_STATUSES.includes(s.status)) return null;
    if (prefixOwnsPath('/agreement', ctx.pathname)) return null;
    return { kind: 'redirect', to: `/agreement?${new URLSearchParams({ redirect: fullPath(ctx) })}` };
  },
};

/** The order of shell-and-freelancer.md §2. */
export const ROUTE_PIPELINE: readonly RouteRule[] = [externalSinglePage, language, accessControl, onboardingRedirect, agreement];

export function decideRoute(ctx: RouteContext, rules: readonly RouteRule[] = ROUTE_PIPELINE): RouteDecision & { rule?: string } {
  for (const rule of rules) {
    const decision = rule.decide(ctx);
    if (decision) return { ...decision, rule: rule.name };
  }
  return { kind: 'render' };
}

/** Navigation shows only what the access rules let the person open without being sent elsewhere. */
export function navigationAllowed(path: string, session: Session): boolean {
  const facts: SessionFacts = {
    roles: session.roles,
    status: session.me.status,
    kind: session.me.kind,
    impersonating: session.impersonation !== null,
    agreementsWaiting: 0,
  };
  return (
    accessControl.decide({
      pathname: path,
      search: '',
      hash: '',
      tenant: session.tenant,
      inFrame: false,
      session: facts,
      onboardingUrl: '',
    }) === null
  );
}
