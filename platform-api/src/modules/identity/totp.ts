// TOTP (RFC 6238): 6 digits, 30 s steps, ±1 step accepted, each step usable once per account.
import { authenticator } from 'otplib';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const MFA_CODE_PATTERN = /^\d{6}$/;

/** The time step a code matches (within ±1 step of `nowMs`), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!MFA_CODE_PATTERN.test(code)) return null;
  const checker = authenticator.clone({ window: TOTP_WINDOW, step: TOTP_STEP_SECONDS, digits: 6, epoch: nowMs });
  let delta: number | null;
  try {
    delta = checker.checkDelta(code, secret);
  } catch {
    return null;
  }
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + delta;
}

/** The code for the step that contains `atMs` (tests, and tooling for the demo account). */
export function totpCode(secret: string, atMs: number): string {
  return authenticator.clone({ step: TOTP_STEP_SECONDS, digits: 6, epoch: atMs }).generate(secret);
}
