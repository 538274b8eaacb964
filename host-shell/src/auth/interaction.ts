/** The login interaction JSON API and the account-recovery endpoints (docs/architecture.md § Identity). */
import { t } from '../text';

export type InteractionState = 'LOGIN' | 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED';

export interface IdentityError {
  state: 'ERROR';
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  retryAfter?: number;
}

export type InteractionResult =
  { state: 'SUCCESS'; redirectTo: string } | { state: 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED' | 'LOGIN' } | IdentityError;

export interface InteractionInfo {
  uid: string;
  state: InteractionState;
  tenant: string;
  /** a social sign-in upstream is configured */
  federated: boolean;
}

const IDENTITY = '/api/identity';
const base = (uid: string) => `${IDENTITY}/interaction/${encodeURIComponent(uid)}`;

/** The interaction cannot be driven from here: started in another browser (403) or unknown / expired (404). */
export class InteractionUnavailable extends Error {
  constructor(readonly status: number) {
    super(`Interaction ${status}`);
    this.name = 'InteractionUnavailable';
  }
  get foreignOrExpired(): boolean {
    return this.status === 403 || this.status === 404;
  }
}

export async function getInteraction(uid: string): Promise<InteractionInfo> {
  const response = await fetch(base(uid), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new InteractionUnavailable(response.status);
  const body = (await response.json()) as InteractionInfo;
  return { ...body, federated: body.federated === true };
}

async function post<T>(url: string, body: unknown): Promise<T | IdentityError> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { state: 'ERROR', code: 'NETWORK', message: '' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || 'error' in json) {
    const error = (json.error ?? {}) as { code?: string; message?: string; fieldErrors?: Record<string, string>; retryAfter?: number };
    const retryHeader = Number(response.headers.get('retry-after'));
    const retryAfter = error.retryAfter ?? (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined);
    return {
      state: 'ERROR',
      code: error.code ?? String(response.status),
      message: error.message ?? '',
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    };
  }
  return json as T;
}

/**
 * The message a person reads for a failed identity call: rate limits say when to try again, a step posted out of
 * order is the transition error, otherwise the server's message (already worded from the spec) or `fallback`.
 */
export function identityErrorMessage(error: IdentityError, fallback: string): string {
  if (error.code === 'RATE_LIMITED') return t('shell.login.rateLimited', { seconds: error.retryAfter ?? 60 });
  if (error.code === 'CONFLICT') return t('shell.login.transition');
  if (error.code === 'NETWORK' || error.code === 'INTERNAL_SERVER_ERROR') return fallback;
  return error.message || fallback;
}

export const submitPassword = (uid: string, email: string, password: string) =>
  post<InteractionResult>(`${base(uid)}/password`, { email, password });
export const submitNewPassword = (uid: string, password: string) => post<InteractionResult>(`${base(uid)}/new-password`, { password });
export const submitMfaCode = (uid: string, code: string) => post<InteractionResult>(`${base(uid)}/mfa`, { code });
export const federatedUrl = (uid: string) => `${base(uid)}/federated`;

type Done = { state: 'SUCCESS' };
export const requestResetCode = (email: string) => post<{ status: 'SENT'; message: string }>(`${IDENTITY}/password/forgot`, { email });
export const resetPassword = (email: string, code: string, password: string) =>
  post<Done>(`${IDENTITY}/password/reset`, { email, code, password });
export const createPassword = (token: string, password: string) => post<Done>(`${IDENTITY}/password/create`, { token, password });
export const confirmEmail = (token: string) => post<Done>(`${IDENTITY}/email/confirm`, { token });
