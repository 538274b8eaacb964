import { VIDEO_EMBED_ORIGINS } from '@work/shared-contracts/academy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The browser-side hardening the gateway adds to every answer (ADR 0203): a strict Content-Security-Policy, no framing
 * (except the onboarding pages, which the onboarding site frames), no referrer to other sites, no powerful features,
 * HSTS over HTTPS.
 */
export interface SecurityPolicy {
  /** Remote overrides (a dev/QA tool): off unless the deployment turns them on; origins may end in `:*` (any port). */
  overrides: { enabled: boolean; origins: readonly string[] };
  /** Extra origins published remotes are served from in production (a CDN). */
  remoteOrigins: readonly string[];
  /** Sites allowed to frame the onboarding pages (besides the origin of the host page's `onboarding-url`). */
  onboardingFrameOrigins: readonly string[];
}

export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

export const DEFAULT_SECURITY: SecurityPolicy = {
  overrides: { enabled: false, origins: [...DEFAULT_OVERRIDE_ORIGINS] },
  remoteOrigins: [],
  onboardingFrameOrigins: [],
};

/** `scheme://host[:port|:*]`, nothing else: these strings go into a CSP header, so no spaces, quotes, `;` or paths. */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:(\d{1,5}|\*))?$/i;

export function parseOrigins(name: string, value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined || value.trim() === '') return [...fallback];
  const origins = value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const bad = origins.filter((o) => !ORIGIN.test(o));
  if (bad.length > 0) throw new Error(`${name}: not an origin (scheme://host[:port|:*]): ${bad.join(', ')}`);
  return origins;
}

/** The gateway's security settings from its environment (REMOTE_OVERRIDES, REMOTE_OVERRIDE_ORIGINS, REMOTE_ORIGINS, …). */
export function securityFromEnv(env: NodeJS.ProcessEnv): SecurityPolicy {
  const flag = (env.REMOTE_OVERRIDES ?? 'off').trim().toLowerCase();
  if (!['on', 'off', ''].includes(flag)) throw new Error(`REMOTE_OVERRIDES must be on or off, not ${env.REMOTE_OVERRIDES}`);
  return {
    overrides: {
      enabled: flag === 'on',
      origins: parseOrigins('REMOTE_OVERRIDE_ORIGINS', env.REMOTE_OVERRIDE_ORIGINS, DEFAULT_OVERRIDE_ORIGINS),
    },
    remoteOrigins: parseOrigins('REMOTE_ORIGINS', env.REMOTE_ORIGINS, []),
    onboardingFrameOrigins: parseOrigins('ONBOARDING_FRAME_ORIGINS', env.ONBOARDING_FRAME_ORIGINS, []),
  };
}

/** The Content-Security-Policy; `frameAncestors` empty means no one may frame the page. */
export function contentSecurityPolicy(policy: SecurityPolicy, frameAncestors: readonly string[] = []): string {
  const code = ["'self'", ...policy.remoteOrigins, ...(policy.overrides.enabled ? policy.overrides.origins : [])];
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(code)}`,
    `connect-src ${unique(code)}`,
    // antd's cssinjs writes <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // the shell's service worker (/service-worker.js)
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // academy video modules: the two embed hosts their addresses are rewritten to (ADR 0288)
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    `frame-ancestors ${frameAncestors.length > 0 ? unique([...frameAncestors]) : "'none'"}`,
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** HTTPS as the browser sees it: TLS on this socket, or a load balancer we trust says so. */
export function servedOverHttps(req: IncomingMessage, trustProxyHeaders: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxyHeaders) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return proto === 'https';
}

/** Headers every gateway answer carries. A proxied API answer may replace one with its own. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, policy: SecurityPolicy, trustProxyHeaders: boolean): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(policy));
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (servedOverHttps(req, trustProxyHeaders)) res.setHeader('Strict-Transport-Security', HSTS);
}

/** Lets the given sites frame this page (the onboarding pages): the CSP names them, and X-Frame-Options goes. */
export function allowFraming(res: ServerResponse, policy: SecurityPolicy, ancestors: readonly string[]): void {
  if (ancestors.length === 0) return;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(policy, ancestors));
  res.removeHeader('X-Frame-Options');
}
