import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Tenant, tenantOf, tenantOrigin } from './env';
import { CookieJar, request, type StoredCookie } from './http';

// Signing in without the login screen (ADR 0241). Each account signs in through the identity API once per run; its
// provider session (the `_session` cookies, never a token) is kept in `sessionDir`. Every later journey as that
// account runs a silent authorization-code flow (PKCE, no password) on that session and gets its own refresh cookie,
// so journeys never share a rotating refresh token. When the session has ended (a sign-out, a block, a fresh
// database) the silent flow meets the login interaction, and the account signs in again and stores the new session.
// The login screen itself is covered by its own journeys (sign-in*.spec.ts), which use `signInThroughLoginScreen`.

const CLIENT_ID = 'host-shell';
const SCOPE = 'openid email profile offline_access';
export const REFRESH_COOKIE = 'identity_refresh';
/** host-shell/src/auth/oidc.ts SESSION_HINT_KEY: the shell tries its refresh cookie only when this flag is set. */
const SESSION_HINT_KEY = 'auth:has-session';

/** Provider sessions of this run, one file per account and tenant (the global set-up empties the folder). */
export const sessionDir = path.resolve(process.env.E2E_SESSION_DIR ?? path.join(import.meta.dirname, '..', '.auth'));

const base64url = (bytes: Buffer) => bytes.toString('base64url');

interface Authorization {
  verifier: string;
  redirectUri: string;
  url: URL;
}

function newAuthorization(origin: string, prompt?: 'login'): Authorization {
  const verifier = base64url(randomBytes(32));
  const redirectUri = `${origin}/callback`;
  const url = new URL(`${origin}/api/identity/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: base64url(randomBytes(12)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...(prompt ? { prompt } : {}),
  }).toString();
  return { verifier, redirectUri, url };
}

type Step = { code: string } | { interaction: string };

/** Follows the provider's redirects until the shell's /callback (a code) or its login page (an interaction). */
async function follow(start: URL, jar: CookieJar): Promise<Step> {
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await request(url, { jar, headers: { accept: 'text/html' } });
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`sign-in: ${url.pathname} answered ${res.status} instead of a redirect: ${res.text.slice(0, 300)}`);
    }
    url = new URL(location, url);
    const code = url.pathname === '/callback' ? url.searchParams.get('code') : null;
    if (code) return { code };
    const interaction = url.pathname === '/login' ? url.searchParams.get('interaction') : null;
    if (interaction) return { interaction };
    if (url.pathname === '/callback') throw new Error(`sign-in refused: ${url.search}`);
  }
  throw new Error('sign-in: too many redirects');
}

async function submitPassword(origin: string, jar: CookieJar, uid: string, email: string, password: string): Promise<string> {
  const res = await request(`${origin}/api/identity/interaction/${encodeURIComponent(uid)}/password`, {
    method: 'POST',
    jar,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = res.json<{ state?: string; redirectTo?: string }>();
  if (res.status !== 200 || body.state !== 'SUCCESS' || !body.redirectTo) {
    throw new Error(`sign-in as ${email} on ${origin} failed (${res.status}): ${res.text.slice(0, 300)}`);
  }
  return body.redirectTo;
}

export interface TokenGrant {
  accessToken: string;
  /** the HttpOnly refresh cookie the identity API set (rotates on every use) */
  refreshCookie: StoredCookie;
}

async function exchangeCode(origin: string, jar: CookieJar, auth: Authorization, code: string): Promise<TokenGrant> {
  const res = await request(`${origin}/api/identity/token`, {
    method: 'POST',
    jar,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: auth.redirectUri,
      client_id: CLIENT_ID,
      code_verifier: auth.verifier,
    }).toString(),
  });
  if (res.status !== 200) throw new Error(`token exchange failed (${res.status}): ${res.text.slice(0, 300)}`);
  const refreshCookie = jar.list((c) => c.name === REFRESH_COOKIE)[0];
  if (!refreshCookie) throw new Error('token exchange set no refresh cookie');
  return { accessToken: res.json<{ access_token: string }>().access_token, refreshCookie };
}

// ------------------------------------------------------------------------------------------- provider sessions

const sessionFile = (email: string, origin: string) => path.join(sessionDir, `${new URL(origin).host}--${email.toLowerCase()}.json`);
/** The provider's session cookies (not the one-flow interaction cookies, not the refresh token). */
const isProviderSession = (c: StoredCookie) => c.name.startsWith('_session');

function loadSession(file: string): StoredCookie[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredCookie[];
  } catch {
    return [];
  }
}

function saveSession(file: string, jar: CookieJar): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(tmp, JSON.stringify(jar.list(isProviderSession)));
  fs.renameSync(tmp, file); // atomic: a parallel worker reads the old session or the new one, never half
}

/** One password sign-in per account at a time across workers (a directory is created atomically or not at all). */
async function withAccountLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > until) fs.rmSync(lock, { recursive: true, force: true }); // a crashed worker's lock
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface SignInOptions {
  /** the tenant host to sign in on; default from the e-mail (env.ts tenantOf) */
  tenant?: Tenant;
  password?: string;
  /** where to go first (default `/`) */
  path?: string;
  /** another platform than the shared one (e.g. a journey's own, with its own clock): its tenant origin */
  origin?: string;
}

const originOf = (email: string, opts: Pick<SignInOptions, 'tenant' | 'origin'>) =>
  opts.origin ?? tenantOrigin(opts.tenant ?? tenantOf(email));

/**
 * Tokens for `email` by the identity API: a silent flow on the account's stored provider session, or (first use, or
 * the session ended) a password sign-in that stores the new session. Each call is a new token chain of its own.
 */
export async function grantTokens(email: string, opts: Pick<SignInOptions, 'tenant' | 'password' | 'origin'> = {}): Promise<TokenGrant> {
  const origin = originOf(email, opts);
  const file = sessionFile(email, origin);
  const silently = async (): Promise<TokenGrant | null> => {
    const jar = new CookieJar(loadSession(file));
    if (jar.list().length === 0) return null;
    const auth = newAuthorization(origin);
    const step = await follow(auth.url, jar);
    return 'code' in step ? exchangeCode(origin, jar, auth, step.code) : null;
  };
  const reused = await silently();
  if (reused) return reused;
  return withAccountLock(file, async () => {
    // another worker may have signed in while this one waited
    const meanwhile = await silently();
    if (meanwhile) return meanwhile;
    const jar = new CookieJar();
    const auth = newAuthorization(origin, 'login');
    const step = await follow(auth.url, jar);
    if (!('interaction' in step)) throw new Error(`sign-in as ${email}: prompt=login did not ask for credentials`);
    const redirectTo = await submitPassword(origin, jar, step.interaction, email, opts.password ?? DEMO_PASSWORD);
    const done = await follow(new URL(redirectTo, origin), jar);
    if (!('code' in done)) throw new Error(`sign-in as ${email}: no code after the password (another step is required)`);
    const grant = await exchangeCode(origin, jar, auth, done.code);
    saveSession(file, jar);
    return grant;
  });
}

/**
 * Gives `page`'s browser a session as `email` without the login screen and without loading the shell: its own refresh
 * cookie (HttpOnly, as the identity API sets it) and the shell's session flag. Returns the origin the session is for.
 */
export async function grantSession(page: Page, email: string, opts: SignInOptions = {}): Promise<string> {
  const origin = originOf(email, opts);
  const { refreshCookie } = await grantTokens(email, opts);
  await page.context().addCookies([
    {
      name: refreshCookie.name,
      value: refreshCookie.value,
      domain: new URL(origin).hostname,
      path: refreshCookie.path,
      httpOnly: refreshCookie.httpOnly,
      sameSite: refreshCookie.sameSite,
      secure: false,
    },
  ]);
  // the flag lives in the origin's localStorage, so set it from a tiny page of that origin before the shell loads
  await page.goto(`${origin}/healthz`);
  await page.evaluate((key) => localStorage.setItem(key, '1'), SESSION_HINT_KEY);
  return origin;
}

/** Signs `page`'s browser in as `email` (see grantSession), then opens `opts.path`. Resolves once the shell is in. */
export async function signInAs(page: Page, email: string, opts: SignInOptions = {}): Promise<void> {
  const origin = await grantSession(page, email, opts);
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/identity/token' && r.request().method() === 'POST');
  await page.goto(`${origin}${opts.path ?? '/'}`);
  const response = await refreshed;
  if (!response.ok()) throw new Error(`signing in as ${email}: the shell's refresh was refused (${response.status()})`);
  await page.waitForURL((url) => !['/login', '/callback'].includes(url.pathname), { timeout: 30_000 });
}
