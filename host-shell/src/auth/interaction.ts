/** The login interaction JSON API (docs/architecture.md § Identity). */
export type InteractionState = 'LOGIN' | 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED';

export type InteractionResult =
  | { state: 'SUCCESS'; redirectTo: string }
  | { state: 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED' | 'LOGIN' }
  | { state: 'ERROR'; code: string; message: string; fieldErrors?: Record<string, string> };

const base = (uid: string) => `/api/identity/interaction/${encodeURIComponent(uid)}`;

export async function getInteraction(uid: string): Promise<{ uid: string; state: InteractionState; tenant: string }> {
  const response = await fetch(base(uid), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Interaction ${response.status}`);
  return response.json();
}

async function post(uid: string, step: 'password' | 'new-password' | 'mfa', body: unknown): Promise<InteractionResult> {
  let response: Response;
  try {
    response = await fetch(`${base(uid)}/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { state: 'ERROR', code: 'NETWORK', message: '' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || 'error' in json) {
    const error = (json.error ?? {}) as { code?: string; message?: string; fieldErrors?: Record<string, string> };
    return {
      state: 'ERROR',
      code: error.code ?? String(response.status),
      message: error.message ?? '',
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    };
  }
  return json as InteractionResult;
}

export const submitPassword = (uid: string, email: string, password: string) => post(uid, 'password', { email, password });
export const submitNewPassword = (uid: string, password: string) => post(uid, 'new-password', { password });
export const submitMfaCode = (uid: string, code: string) => post(uid, 'mfa', { code });
export const federatedUrl = (uid: string) => `${base(uid)}/federated`;
