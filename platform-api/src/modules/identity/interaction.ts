// The interaction JSON API the host shell's login screens drive (docs/architecture.md § Identity).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tenant } from '@work/shared-contracts/tenants';
import { tenantFromHost } from '@work/shared-contracts/tenants';
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import type { InteractionResults } from 'oidc-provider';
import { PlatformError, badUserInput } from '../../kit/errors.js';
import { findAccountByEmail, findAccountByPrincipal, setAccountPassword, type IdentityAccount } from './accounts.js';
import { LOGIN_MESSAGES, type IdentityContext } from './context.js';
import { clientIp, readJson, requestTenant, sendJson, str } from './http.js';
import { identityAccounts } from './identity.tables.js';
import type { LoginState } from './login-state.js';
import { PASSWORD_MESSAGES, passwordRuleErrors, passwordTooLong, verifyDummyPassword, verifyPassword } from './password.js';
import { MFA_CODE_PATTERN, matchTotpStep } from './totp.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 320 && EMAIL_PATTERN.test(value.trim());
}

export const unableToLogin = () => new PlatformError('UNAUTHENTICATED', LOGIN_MESSAGES.unableToLogin);

/** A password over the maximum: refused with a clear message, never truncated. */
export function assertPasswordLength(password: string, field = 'password'): void {
  if (passwordTooLong(password)) throw badUserInput({ [field]: PASSWORD_MESSAGES.maxLength }, PASSWORD_MESSAGES.maxLength);
}

/** "Password is not strong enough", with the first broken rule as the field error (too long says so instead). */
export function assertPasswordRule(password: string, field = 'password'): void {
  assertPasswordLength(password, field);
  const errors = passwordRuleErrors(password);
  if (errors.length > 0) {
    throw badUserInput({ [field]: errors[0]! }, PASSWORD_MESSAGES.notStrongEnough);
  }
}

type Interaction = InstanceType<IdentityContext['provider']['Interaction']>;

/** A top-level browser navigation (rather than the shell's JSON fetch). */
export function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * The step comes from the browser that began the sign-in: oidc-provider set its signed `_interaction` cookie (path
 * /api/identity/interaction/{uid}) on that browser only. Anyone else holding the uid is refused (ADR 0053).
 */
export async function assertInteractionBrowser(
  ctx: IdentityContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  await loadInteraction(ctx, uid); // unknown or expired: NOT_FOUND, as before
  let boundUid: string | undefined;
  try {
    boundUid = (await ctx.provider.interactionDetails(req, res)).uid;
  } catch {
    boundUid = undefined; // no cookie, a forged one, an expired interaction or a changed provider session
  }
  if (boundUid !== uid) throw new PlatformError('FORBIDDEN', LOGIN_MESSAGES.otherBrowser);
}

async function loadInteraction(ctx: IdentityContext, uid: string): Promise<Interaction> {
  const interaction = await ctx.provider.Interaction.find(uid);
  if (!interaction) throw new PlatformError('NOT_FOUND', LOGIN_MESSAGES.unableToLogin);
  return interaction;
}

/** Tenant the flow runs on: the host of the interaction call, which must agree with the redirect URI's origin. */
export function interactionTenant(req: IncomingMessage | undefined, interaction: Interaction): Tenant {
  const redirectUri = typeof interaction.params.redirect_uri === 'string' ? interaction.params.redirect_uri : '';
  let fromRedirect: Tenant | undefined;
  try {
    fromRedirect = redirectUri ? tenantFromHost(new URL(redirectUri).host) : undefined;
  } catch {
    fromRedirect = undefined;
  }
  const fromHost = req ? requestTenant(req) : fromRedirect;
  if (!fromHost || (fromRedirect && fromHost !== fromRedirect)) throw unableToLogin();
  return fromHost;
}

function canSignIn(account: IdentityAccount | undefined, tenant: Tenant): account is IdentityAccount {
  return !!account && account.status === 'active' && account.tenant === tenant && !!account.passwordHash;
}

/** Completes the provider's interaction; answers where the browser goes next. */
export async function finishInteraction(
  ctx: IdentityContext,
  interaction: Interaction,
  principalId: string,
  amr: string[],
): Promise<string> {
  const result: InteractionResults = { login: { accountId: principalId, amr, remember: true } };
  interaction.result = { ...interaction.lastSubmission, ...result };
  await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
  await ctx.loginStates.delete(interaction.uid);
  return interaction.returnTo;
}

/** After the first factor: the next step for this account. */
export async function nextStep(
  ctx: IdentityContext,
  interaction: Interaction,
  account: IdentityAccount,
  amr: string[],
  { passwordStep }: { passwordStep: boolean },
): Promise<{ state: 'SUCCESS'; redirectTo: string } | { state: 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED' }> {
  const ttl = Math.max(1, interaction.exp - Math.floor(Date.now() / 1000));
  if (passwordStep && account.passwordChangeRequired) {
    await ctx.loginStates.set(interaction.uid, { state: 'NEW_PASSWORD_REQUIRED', principalId: account.principalId, amr }, ttl);
    return { state: 'NEW_PASSWORD_REQUIRED' };
  }
  if (account.totpSecret && !amr.includes('otp')) {
    await ctx.loginStates.set(interaction.uid, { state: 'MFA_REQUIRED', principalId: account.principalId, amr }, ttl);
    return { state: 'MFA_REQUIRED' };
  }
  return { state: 'SUCCESS', redirectTo: await finishInteraction(ctx, interaction, account.principalId, amr) };
}

async function currentState(ctx: IdentityContext, uid: string): Promise<LoginState> {
  return (await ctx.loginStates.get(uid)) ?? { state: 'LOGIN' };
}

async function requireState(ctx: IdentityContext, uid: string, state: LoginState['state']): Promise<LoginState & { principalId: string }> {
  const current = await currentState(ctx, uid);
  if (current.state !== state || !current.principalId) throw new PlatformError('CONFLICT', LOGIN_MESSAGES.transition);
  return current as LoginState & { principalId: string };
}

export async function getInteraction(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, uid: string) {
  const interaction = await loadInteraction(ctx, uid);
  const tenant = interactionTenant(req, interaction);
  const { state } = await currentState(ctx, uid);
  sendJson(res, 200, { uid, state, tenant, federated: !!ctx.upstream });
}

export async function postPassword(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, uid: string) {
  const body = await readJson(req);
  const email = str(body, 'email').trim();
  const password = str(body, 'password');
  if (!email) throw badUserInput({ email: 'This field is required' }, LOGIN_MESSAGES.incorrectEmail);
  if (!isEmail(email)) throw badUserInput({ email: 'Please enter a valid email address' }, LOGIN_MESSAGES.incorrectEmail);
  if (!password) throw badUserInput({ password: 'This field is required' }, LOGIN_MESSAGES.unableToLogin);
  assertPasswordLength(password);

  const interaction = await loadInteraction(ctx, uid);
  const tenant = interactionTenant(req, interaction);
  const ip = clientIp(req, ctx.trustedProxyHops);
  await ctx.throttles.login.assertAllowed(ip, email);

  const account = await findAccountByEmail(ctx.db, email);
  const ok = canSignIn(account, tenant) ? await verifyPassword(account.passwordHash!, password) : await verifyDummyPassword(password);
  if (!ok || !account) {
    await ctx.throttles.login.fail(ip, email);
    throw unableToLogin();
  }
  await ctx.throttles.login.succeed(ip, email);
  sendJson(res, 200, await nextStep(ctx, interaction, account, ['pwd'], { passwordStep: true }));
}

export async function postNewPassword(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, uid: string) {
  const body = await readJson(req);
  const password = str(body, 'password');
  const interaction = await loadInteraction(ctx, uid);
  const tenant = interactionTenant(req, interaction);
  const state = await requireState(ctx, uid, 'NEW_PASSWORD_REQUIRED');
  if (!password) throw badUserInput({ password: 'This field is required' }, PASSWORD_MESSAGES.notStrongEnough);
  assertPasswordRule(password);
  const account = await findAccountByPrincipal(ctx.db, state.principalId);
  if (!account || account.tenant !== tenant || account.status !== 'active') throw unableToLogin();
  if (account.passwordHash && (await verifyPassword(account.passwordHash, password))) {
    throw badUserInput({ password: 'The new password must be different from the current one' }, PASSWORD_MESSAGES.notStrongEnough);
  }
  await setAccountPassword(ctx.db, account.principalId, password, ctx.clock.now());
  const updated = (await findAccountByPrincipal(ctx.db, account.principalId))!;
  sendJson(res, 200, await nextStep(ctx, interaction, updated, state.amr ?? ['pwd'], { passwordStep: false }));
}

/** Accepts a TOTP code once: the matched step must be newer than the last accepted one (atomic update). */
export async function acceptTotp(ctx: IdentityContext, account: IdentityAccount, code: string): Promise<boolean> {
  if (!account.totpSecret) return false;
  const step = matchTotpStep(account.totpSecret, code, ctx.totpNow());
  if (step === null) return false;
  const updated = await ctx.db
    .update(identityAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(identityAccounts.principalId, account.principalId),
        or(isNull(identityAccounts.totpLastStep), lt(identityAccounts.totpLastStep, step)),
      ),
    )
    .returning({ principalId: identityAccounts.principalId });
  return updated.length === 1;
}

export async function postMfa(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, uid: string) {
  const body = await readJson(req);
  const code = str(body, 'code').trim();
  if (!MFA_CODE_PATTERN.test(code)) throw badUserInput({ code: LOGIN_MESSAGES.mfaFormat }, LOGIN_MESSAGES.mfaFormat);
  const interaction = await loadInteraction(ctx, uid);
  const tenant = interactionTenant(req, interaction);
  const state = await requireState(ctx, uid, 'MFA_REQUIRED');
  const ip = clientIp(req, ctx.trustedProxyHops);
  await ctx.throttles.mfa.assertAllowed(ip, state.principalId);
  const account = await findAccountByPrincipal(ctx.db, state.principalId);
  if (!account || account.tenant !== tenant || account.status !== 'active') throw unableToLogin();
  if (!(await acceptTotp(ctx, account, code))) {
    await ctx.throttles.mfa.fail(ip, state.principalId);
    throw new PlatformError('UNAUTHENTICATED', LOGIN_MESSAGES.invalidToken);
  }
  await ctx.throttles.mfa.succeed(ip, state.principalId);
  sendJson(res, 200, await nextStep(ctx, interaction, account, [...(state.amr ?? ['pwd']), 'otp'], { passwordStep: false }));
}
