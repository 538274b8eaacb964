import type Provider from 'oidc-provider';
import type { Clock } from '../../kit/clock.js';
import type { Config } from '../../kit/config.js';
import type { Logger } from '../../kit/logger.js';
import type { Outbox } from '../../kit/outbox/index.js';
import type { IdentityDb } from './accounts.js';
import { createStateStore, type LoginState } from './login-state.js';
import type { Throttle } from './throttle.js';

export interface UpstreamOidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Default "openid email". */
  scope?: string;
}

export interface IdentityContext {
  db: IdentityDb;
  clock: Clock;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  provider: Provider;
  throttles: { login: Throttle; mfa: Throttle; forgot: Throttle; reset: Throttle; token: Throttle };
  loginStates: ReturnType<typeof createStateStore<LoginState>>;
  upstream: UpstreamOidcSettings | undefined;
  /** Real time for TOTP (authenticator apps use the wall clock, not PLATFORM_NOW). */
  totpNow: () => number;
  /** Proxies in front of the API that append to X-Forwarded-For (1 = the gateway). */
  trustedProxyHops: number;
  /** Minimum time the forgot-password answer takes, so both branches look alike. */
  forgotMinMs: number;
}

export const LOGIN_MESSAGES = {
  unableToLogin: 'Unable to login',
  incorrectEmail: 'Incorrect email address',
  unableToReset: 'Unable to reset password at this time',
  invalidToken: 'Invalid token.',
  mfaFormat: 'MFA code must be 6 digits',
  transition: 'This sign-in step is not available right now. Please start again.',
  otherBrowser: 'This sign-in was started in another browser or has expired. Please start a new sign-in.',
} as const;
