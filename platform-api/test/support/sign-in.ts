// Drives the real sign-in flow over HTTP against a running platform-api: authorize with PKCE, the interaction
// JSON API (password, new password, TOTP), the resume redirect and the code exchange at the token endpoint.
// Tests talk to the API directly, so the public host (tenant) travels in X-Forwarded-Host.
import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';

export const SHELL_CLIENT_ID = 'host-shell';
export const DEFAULT_HOST = 'network.localhost:8080';
export const DEFAULT_SCOPE = 'openid email offline_access';
/** The HttpOnly cookie that carries the refresh token (Path=/api/identity/token). */
export const REFRESH_COOKIE = 'identity_refresh';

export interface SignInOptions {
  /** Public host the browser would be on (tenant): network.localhost:8080, control.localhost:8080, … */
  host?: string;
  /** Answers MFA_REQUIRED with a code computed from this base32 secret. */
  totpSecret?: string;
  /** Answers NEW_PASSWORD_REQUIRED with this password. */
  newPassword?: string;
  scope?: string;
}

export interface SignInTokens {
  accessToken: string;
  /** From the HttpOnly refresh cookie (the token JSON no longer carries it). */
  refreshToken: string;
  idToken: string;
  expiresIn: number;
}

export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/**
 * A tiny browser: one cookie jar per host, and X-Forwarded-* for the public host. URLs on the public host (or bare
 * paths) go to the API's real address; URLs on any other host (e.g. an upstream identity provider) go there as is.
 */
export class TestBrowser {
  readonly jars = new Map<string, Map<string, string>>();
  constructor(
    readonly baseUrl: string,
    readonly host: string = DEFAULT_HOST,
  ) {}

  get publicOrigin(): string {
    return `http://${this.host}`;
  }

  /** Cookies the browser holds for the public host. */
  get cookies(): Map<string, string> {
    return this.jar(this.host);
  }

  private jar(host: string): Map<string, string> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  /** Maps a public URL (http://network.localhost:8080/api/…) or a path to the API's real address. */
  toApiUrl(url: string): string {
    const parsed = new URL(url, this.publicOrigin);
    if (parsed.host !== this.host) return parsed.href;
    return `${this.baseUrl.replace(/\/$/, '')}${parsed.pathname}${parsed.search}`;
  }

  async request(url: string, init: RequestInit & { json?: unknown; form?: Record<string, string> } = {}): Promise<Response> {
    const host = new URL(url, this.publicOrigin).host;
    const jar = this.jar(host);
    const headers = new Headers(init.headers);
    if (host === this.host) {
      headers.set('X-Forwarded-Host', this.host);
      headers.set('X-Forwarded-Proto', 'http');
    }
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(this.toApiUrl(url), { ...init, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  async json<T = Record<string, unknown>>(
    url: string,
    init: Parameters<TestBrowser['request']>[1] = {},
  ): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.request(url, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationStart {
  browser: TestBrowser;
  uid: string;
  verifier: string;
  redirectUri: string;
  state: string;
}

/** GET /api/identity/auth with PKCE; answers the interaction uid the provider sends the browser to. */
export async function startAuthorization(
  browser: TestBrowser,
  opts: { scope?: string; extraParams?: Record<string, string> } = {},
): Promise<AuthorizationStart> {
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${browser.publicOrigin}/callback`;
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: SHELL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: opts.scope ?? DEFAULT_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...opts.extraParams,
  });
  const res = await browser.request(`/api/identity/auth?${params}`);
  const location = res.headers.get('location') ?? '';
  // The provider sends the browser to /api/identity/interaction/{uid} (which in turn leads to /login?interaction={uid}).
  const uid = /\/api\/identity\/interaction\/([^/?#]+)$/.exec(new URL(location, browser.publicOrigin).pathname)?.[1] ?? null;
  if (res.status !== 303 || !uid) {
    throw new SignInError(`authorize did not start an interaction (${res.status} → ${location})`, res.status, await res.text());
  }
  return { browser, uid, verifier, redirectUri, state };
}

/** Follows the provider's redirects from `redirectTo` until it lands on the redirect URI; answers the code. */
export async function followToCallback(browser: TestBrowser, redirectTo: string, redirectUri: string): Promise<string> {
  let next = redirectTo;
  for (let i = 0; i < 10; i++) {
    if (next.startsWith(redirectUri)) {
      const url = new URL(next);
      const code = url.searchParams.get('code');
      if (!code) throw new SignInError(`callback without code: ${next}`, 0, url.searchParams.get('error'));
      return code;
    }
    const res = await browser.request(next);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new SignInError(`expected a redirect from ${next}, got ${res.status}`, res.status, await res.text());
    }
    next = new URL(location, new URL(next, browser.publicOrigin)).href;
  }
  throw new SignInError('too many redirects', 0, undefined);
}

export async function exchangeCode(browser: TestBrowser, code: string, verifier: string, redirectUri: string) {
  return browser.json<Record<string, unknown>>('/api/identity/token', {
    method: 'POST',
    form: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: SHELL_CLIENT_ID },
  });
}

/** Refresh grant: with the token in the body, or (none given) by the browser's refresh cookie as the shell does. */
export async function refreshTokens(browser: TestBrowser, refreshToken?: string) {
  return browser.json<Record<string, unknown>>('/api/identity/token', {
    method: 'POST',
    form: { grant_type: 'refresh_token', ...(refreshToken ? { refresh_token: refreshToken } : {}), client_id: SHELL_CLIENT_ID },
  });
}

/** Revocation: of the given token, or (none given) of the browser's refresh cookie as the shell's sign-out does. */
export async function revokeToken(browser: TestBrowser, token?: string, hint = 'refresh_token') {
  return browser.request('/api/identity/token/revocation', {
    method: 'POST',
    form: token ? { token, token_type_hint: hint, client_id: SHELL_CLIENT_ID } : { client_id: SHELL_CLIENT_ID },
  });
}

function totpFor(secret: string, offsetSteps: number): string {
  return authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
}

export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  opts: SignInOptions = {},
): Promise<SignInTokens & { browser: TestBrowser }> {
  const browser = new TestBrowser(baseUrl, opts.host ?? DEFAULT_HOST);
  const start = await startAuthorization(browser, { scope: opts.scope });
  const base = `/api/identity/interaction/${start.uid}`;
  let step = await browser.json<{ state: string; redirectTo?: string }>(`${base}/password`, { method: 'POST', json: { email, password } });
  if (step.status !== 200) throw new SignInError(`sign-in refused for ${email}`, step.status, step.body);
  if (step.body.state === 'NEW_PASSWORD_REQUIRED') {
    if (!opts.newPassword) throw new SignInError(`${email} must set a new password (pass opts.newPassword)`, 200, step.body);
    step = await browser.json(`${base}/new-password`, { method: 'POST', json: { password: opts.newPassword } });
    if (step.status !== 200) throw new SignInError('new password refused', step.status, step.body);
  }
  if (step.body.state === 'MFA_REQUIRED') {
    if (!opts.totpSecret) throw new SignInError(`${email} needs a TOTP code (pass opts.totpSecret)`, 200, step.body);
    // A code is usable once; a second sign-in within the same 30 s step uses the next step's code (±1 window).
    for (const offset of [0, 1]) {
      step = await browser.json(`${base}/mfa`, { method: 'POST', json: { code: totpFor(opts.totpSecret, offset) } });
      if (step.status === 200) break;
    }
    if (step.status !== 200) throw new SignInError('TOTP code refused', step.status, step.body);
  }
  if (step.body.state !== 'SUCCESS' || !step.body.redirectTo)
    throw new SignInError(`unexpected state ${step.body.state}`, step.status, step.body);
  const code = await followToCallback(browser, step.body.redirectTo, start.redirectUri);
  const tokens = await exchangeCode(browser, code, start.verifier, start.redirectUri);
  if (tokens.status !== 200) throw new SignInError('code exchange failed', tokens.status, tokens.body);
  return {
    browser,
    accessToken: String(tokens.body.access_token),
    refreshToken: browser.cookies.get(REFRESH_COOKIE) ?? '',
    idToken: String(tokens.body.id_token),
    expiresIn: Number(tokens.body.expires_in),
  };
}
