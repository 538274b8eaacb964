// 2-step verification managed from the profile (not the sign-in): enrol a pending secret, confirm it with a first code,
// turn it off with a current code. Sign-in asks only for the confirmed secret (interaction.ts nextStep).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { TwoStepEnrolment } from '../../kit/accounts.js';
import type { Clock } from '../../kit/clock.js';
import { findAccountByPrincipal, type IdentityDb } from './accounts.js';
import { identityAccounts } from './identity.tables.js';
import { matchTotpStep } from './totp.js';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Work Platform';

export interface TwoStepDeps {
  db: IdentityDb;
  clock: Clock;
  /** Wall clock for TOTP codes (the identity module's; tests move it). */
  totpNow: () => number;
}

export async function twoStepEnabled(db: IdentityDb, principalId: string): Promise<boolean> {
  return Boolean((await findAccountByPrincipal(db, principalId))?.totpSecret);
}

export async function startTwoStepEnrolment(deps: TwoStepDeps, principalId: string, label: string): Promise<TwoStepEnrolment> {
  const secret = authenticator.generateSecret();
  const updated = await deps.db
    .update(identityAccounts)
    .set({ totpPendingSecret: secret, updatedAt: deps.clock.now() })
    .where(eq(identityAccounts.principalId, principalId))
    .returning({ principalId: identityAccounts.principalId });
  if (updated.length !== 1) throw new Error(`no identity account for ${principalId}`);
  return { secret, otpauthUrl: authenticator.keyuri(label, TOTP_ISSUER, secret) };
}

/**
 * The pending secret becomes the account's when `code` is one of its current codes; that code's time step counts as
 * used, so the same code cannot also finish a sign-in.
 */
export async function confirmTwoStepEnrolment(deps: TwoStepDeps, principalId: string, code: string): Promise<boolean> {
  const account = await findAccountByPrincipal(deps.db, principalId);
  if (!account?.totpPendingSecret) return false;
  const step = matchTotpStep(account.totpPendingSecret, code, deps.totpNow());
  if (step === null) return false;
  const updated = await deps.db
    .update(identityAccounts)
    .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, updatedAt: deps.clock.now() })
    .where(and(eq(identityAccounts.principalId, principalId), eq(identityAccounts.totpPendingSecret, account.totpPendingSecret)))
    .returning({ principalId: identityAccounts.principalId });
  return updated.length === 1;
}

/** Turns 2-step off when `code` is a current, unused code of the account's secret. */
export async function disableTwoStep(deps: TwoStepDeps, principalId: string, code: string): Promise<boolean> {
  const account = await findAccountByPrincipal(deps.db, principalId);
  if (!account?.totpSecret) return false;
  const step = matchTotpStep(account.totpSecret, code, deps.totpNow());
  if (step === null) return false;
  const updated = await deps.db
    .update(identityAccounts)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(identityAccounts.principalId, principalId),
        eq(identityAccounts.totpSecret, account.totpSecret),
        or(isNull(identityAccounts.totpLastStep), lt(identityAccounts.totpLastStep, step)),
      ),
    )
    .returning({ principalId: identityAccounts.principalId });
  return updated.length === 1;
}
