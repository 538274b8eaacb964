// Outside an interaction: forgot / reset password (code by e-mail), create password and confirm e-mail (links).
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { accountEmailChanged } from '../../kit/accounts.js';
import type { Database } from '../../kit/db/index.js';
import { PlatformError, badUserInput, conflict } from '../../kit/errors.js';
import {
  findAccountByEmail,
  findAccountByPrincipal,
  normalizeEmail,
  revokeAllForAccount,
  setAccountPassword,
  type IdentityDb,
} from './accounts.js';
import { LOGIN_MESSAGES, type IdentityContext } from './context.js';
import { clientIp, readJson, sendJson, sleep, str } from './http.js';
import { identityAccountTokens, identityAccounts, identityPasswordResetCodes } from './identity.tables.js';
import { assertPasswordRule, isEmail } from './interaction.js';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password.js';
import type { Clock } from '../../kit/clock.js';
import type { Outbox } from '../../kit/outbox/index.js';

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const ACCOUNT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const FORGOT_ANSWER = { status: 'SENT', message: 'If an account exists for this e-mail address, a code is on its way.' };

export type AccountTokenPurpose = 'create-password' | 'confirm-email';
/** The link of an e-mail change also confirms an address: the one it moves the account to. */
type TokenPurpose = AccountTokenPurpose | 'change-email';

export const EMAIL_CHANGE_MESSAGES = {
  subject: 'Confirm your new email address',
  taken: 'This email address is already registered',
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function postForgot(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse) {
  const started = Date.now();
  const body = await readJson(req);
  const email = str(body, 'email').trim();
  if (!isEmail(email)) throw badUserInput({ email: 'Please enter a valid email address' }, LOGIN_MESSAGES.incorrectEmail);
  // Every request counts (not only failures): the code goes to someone's mailbox.
  await ctx.throttles.forgot.fail(clientIp(req, ctx.trustedProxyHops), email);

  // The same work on both branches: look up, hash a fresh code; only the insert and the e-mail differ, and
  // the answer waits for a fixed minimum so those few milliseconds do not show.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [account, codeHash] = await Promise.all([findAccountByEmail(ctx.db, email), hashPassword(code)]);
  if (account && account.status === 'active') {
    const now = ctx.clock.now();
    await ctx.db
      .update(identityPasswordResetCodes)
      .set({ consumedAt: now })
      .where(and(eq(identityPasswordResetCodes.principalId, account.principalId), isNull(identityPasswordResetCodes.consumedAt)));
    await ctx.db.insert(identityPasswordResetCodes).values({
      id: randomUUID(),
      principalId: account.principalId,
      codeHash,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      createdAt: now,
    });
    await ctx.outbox.sendEmail({
      to: account.email,
      subject: 'Your password reset code',
      text: `Your password reset code is ${code}. It expires in 30 minutes. If you did not ask to reset your password, ignore this e-mail.`,
    });
  }
  const wait = ctx.forgotMinMs - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  sendJson(res, 202, FORGOT_ANSWER);
}

export async function postReset(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const email = str(body, 'email').trim();
  const code = str(body, 'code').trim();
  const password = str(body, 'password');
  if (!isEmail(email)) throw badUserInput({ email: 'Please enter a valid email address' }, LOGIN_MESSAGES.incorrectEmail);
  if (!code) throw badUserInput({ code: 'This field is required' }, LOGIN_MESSAGES.unableToReset);
  if (!password) throw badUserInput({ password: 'This field is required' }, LOGIN_MESSAGES.unableToReset);
  assertPasswordRule(password);
  const ip = clientIp(req, ctx.trustedProxyHops);
  await ctx.throttles.reset.assertAllowed(ip, email);

  const now = ctx.clock.now();
  const account = await findAccountByEmail(ctx.db, email);
  const [row] = account
    ? await ctx.db
        .select()
        .from(identityPasswordResetCodes)
        .where(
          and(
            eq(identityPasswordResetCodes.principalId, account.principalId),
            isNull(identityPasswordResetCodes.consumedAt),
            gt(identityPasswordResetCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(identityPasswordResetCodes.createdAt))
        .limit(1)
    : [];
  let ok = false;
  if (row && account && row.attempts < RESET_CODE_MAX_ATTEMPTS) {
    // Count the attempt before checking, so parallel guesses cannot exceed the limit.
    const counted = await ctx.db
      .update(identityPasswordResetCodes)
      .set({ attempts: sql`${identityPasswordResetCodes.attempts} + 1` })
      .where(and(eq(identityPasswordResetCodes.id, row.id), sql`${identityPasswordResetCodes.attempts} < ${RESET_CODE_MAX_ATTEMPTS}`))
      .returning({ id: identityPasswordResetCodes.id });
    ok = counted.length === 1 && (await verifyPassword(row.codeHash, code));
  } else {
    await verifyDummyPassword(code);
  }
  if (!ok || !account || !row) {
    await ctx.throttles.reset.fail(ip, email);
    throw new PlatformError('BAD_USER_INPUT', LOGIN_MESSAGES.unableToReset);
  }
  const consumed = await ctx.db
    .update(identityPasswordResetCodes)
    .set({ consumedAt: now })
    .where(and(eq(identityPasswordResetCodes.id, row.id), isNull(identityPasswordResetCodes.consumedAt)))
    .returning({ id: identityPasswordResetCodes.id });
  if (consumed.length !== 1) throw new PlatformError('BAD_USER_INPUT', LOGIN_MESSAGES.unableToReset);
  await ctx.throttles.reset.succeed(ip, email);
  await setAccountPassword(ctx.db, account.principalId, password, now);
  // Whoever held the e-mail proved it: the address is confirmed; every old session and token ends.
  if (!account.emailConfirmedAt) {
    await ctx.db.update(identityAccounts).set({ emailConfirmedAt: now }).where(eq(identityAccounts.principalId, account.principalId));
  }
  await revokeAllForAccount(ctx.db, account.principalId);
  sendJson(res, 200, { state: 'SUCCESS' });
}

/** Makes a single-use token (only its SHA-256 is stored) and returns it. */
export async function issueAccountToken(
  db: IdentityDb,
  clock: Clock,
  principalId: string,
  purpose: TokenPurpose,
  ttlMs = ACCOUNT_TOKEN_TTL_MS,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(identityAccountTokens).values({
    tokenHash: sha256(token),
    principalId,
    purpose,
    newEmail,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** The public origin of the account's tenant (http://control.localhost:8080 in dev; PUBLIC_URL otherwise). */
export function tenantOrigin(publicUrl: string, tenant: string): string {
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost') url.hostname = `${tenant}.localhost`;
  return url.origin;
}

/** Sends the create-password link (new account without a password) or the confirm-e-mail link. */
export async function sendAccountLink(
  deps: { db: IdentityDb; clock: Clock; outbox: Outbox; publicUrl: string },
  principalId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  const account = await findAccountByPrincipal(deps.db, principalId);
  if (!account) throw new PlatformError('NOT_FOUND', 'Account not found');
  const token = await issueAccountToken(deps.db, deps.clock, principalId, purpose);
  const origin = tenantOrigin(deps.publicUrl, account.tenant);
  const link =
    purpose === 'create-password'
      ? `${origin}/password-create?token=${encodeURIComponent(token)}`
      : `${origin}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.outbox.sendEmail(
    purpose === 'create-password'
      ? {
          to: account.email,
          subject: 'Create your password',
          text: `Welcome! Create your password here: ${link}\nThe link works once and expires in 7 days.`,
        }
      : {
          to: account.email,
          subject: 'Confirm your e-mail address',
          text: `Confirm your e-mail address here: ${link}\nThe link works once and expires in 7 days.`,
        },
  );
}

/** Consumes a token atomically; the principal (and an e-mail change's address) it belonged to, or "Invalid token.". */
async function consumeAccountToken(
  db: IdentityDb,
  clock: Clock,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<{ principalId: string; purpose: TokenPurpose; newEmail: string | null }> {
  if (!token || token.length > 200) throw new PlatformError('BAD_USER_INPUT', LOGIN_MESSAGES.invalidToken);
  const now = clock.now();
  const rows = await db
    .update(identityAccountTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identityAccountTokens.tokenHash, sha256(token)),
        inArray(identityAccountTokens.purpose, [...purposes]),
        isNull(identityAccountTokens.consumedAt),
        gt(identityAccountTokens.expiresAt, now),
      ),
    )
    .returning({
      principalId: identityAccountTokens.principalId,
      purpose: identityAccountTokens.purpose,
      newEmail: identityAccountTokens.newEmail,
    });
  if (rows.length !== 1) throw new PlatformError('BAD_USER_INPUT', LOGIN_MESSAGES.invalidToken);
  return rows[0]! as { principalId: string; purpose: TokenPurpose; newEmail: string | null };
}

export async function postCreatePassword(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const token = str(body, 'token');
  const password = str(body, 'password');
  if (!password) throw badUserInput({ password: 'This field is required' });
  assertPasswordRule(password);
  const ip = clientIp(req, ctx.trustedProxyHops);
  await ctx.throttles.token.assertAllowed(ip, 'create-password');
  let principalId: string;
  try {
    ({ principalId } = await consumeAccountToken(ctx.db, ctx.clock, token, ['create-password']));
  } catch (error) {
    await ctx.throttles.token.fail(ip, 'create-password');
    throw error;
  }
  const now = ctx.clock.now();
  await setAccountPassword(ctx.db, principalId, password, now);
  // The link came by e-mail: the address is confirmed too.
  await ctx.db
    .update(identityAccounts)
    .set({ emailConfirmedAt: sql`coalesce(${identityAccounts.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(identityAccounts.principalId, principalId));
  sendJson(res, 200, { state: 'SUCCESS' });
}

/**
 * The /confirm-email link: confirms the account's address, or (the link of an e-mail change) moves the account to the
 * new address and tells the people module, all in one transaction, so the old address signs in no more.
 */
export async function postConfirmEmail(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const ip = clientIp(req, ctx.trustedProxyHops);
  await ctx.throttles.token.assertAllowed(ip, 'confirm-email');
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const used = await consumeAccountToken(tx, ctx.clock, str(body, 'token'), ['confirm-email', 'change-email']);
      if (used.purpose !== 'change-email' || !used.newEmail) {
        await tx.update(identityAccounts).set({ emailConfirmedAt: now }).where(eq(identityAccounts.principalId, used.principalId));
        return;
      }
      const holder = await findAccountByEmail(tx, used.newEmail);
      if (holder && holder.principalId !== used.principalId)
        throw conflict(EMAIL_CHANGE_MESSAGES.taken, { email: EMAIL_CHANGE_MESSAGES.taken });
      await tx
        .update(identityAccounts)
        .set({ email: normalizeEmail(used.newEmail), emailConfirmedAt: now, updatedAt: now })
        .where(eq(identityAccounts.principalId, used.principalId));
      await accountEmailChanged(tx as unknown as Database, { principalId: used.principalId, email: used.newEmail, at: now });
    });
  } catch (error) {
    if (error instanceof PlatformError && error.message === LOGIN_MESSAGES.invalidToken)
      await ctx.throttles.token.fail(ip, 'confirm-email');
    throw error;
  }
  sendJson(res, 200, { state: 'SUCCESS' });
}

/**
 * Sends the link of an e-mail change to the new address (the old one keeps signing in until it is followed); an
 * earlier unfollowed change link of the account stops working, so only the latest request can move the account.
 */
export async function sendEmailChangeLink(
  deps: { db: IdentityDb; clock: Clock; outbox: Outbox; publicUrl: string },
  principalId: string,
  newEmail: string,
): Promise<void> {
  const account = await findAccountByPrincipal(deps.db, principalId);
  if (!account) throw new PlatformError('NOT_FOUND', 'Account not found');
  const now = deps.clock.now();
  await deps.db
    .update(identityAccountTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identityAccountTokens.principalId, principalId),
        eq(identityAccountTokens.purpose, 'change-email'),
        isNull(identityAccountTokens.consumedAt),
      ),
    );
  const email = normalizeEmail(newEmail);
  const token = await issueAccountToken(deps.db, deps.clock, principalId, 'change-email', ACCOUNT_TOKEN_TTL_MS, email);
  const link = `${tenantOrigin(deps.publicUrl, account.tenant)}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.outbox.sendEmail({
    to: email,
    subject: EMAIL_CHANGE_MESSAGES.subject,
    text: `Confirm your new email address here: ${link}\nUntil you do, you keep signing in with your current address. The link works once and expires in 7 days.`,
  });
}

/** The address of the account's newest e-mail change link still waiting to be followed. */
export async function pendingEmailOf(db: IdentityDb, clock: Clock, principalId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: identityAccountTokens.newEmail })
    .from(identityAccountTokens)
    .where(
      and(
        eq(identityAccountTokens.principalId, principalId),
        eq(identityAccountTokens.purpose, 'change-email'),
        isNull(identityAccountTokens.consumedAt),
        gt(identityAccountTokens.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(identityAccountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}
