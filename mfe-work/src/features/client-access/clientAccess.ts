import * as v from 'valibot';
import { t } from '../../text';
import type { ApiFetch } from '../files/files';

/** GET /api/platform/clients/{id}: the fields the access dialog needs (shell-and-freelancer.md §3, §7). */
const ClientAccessSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  access_granted: v.boolean(),
  access_level: v.nullish(v.string()),
  client_user_permission_access: v.nullish(v.string()),
});
export type ClientAccessJson = v.InferOutput<typeof ClientAccessSchema>;

/** The dialog's states (shell-and-freelancer.md §4 "Client access request dialog"). */
export type AccessState = 'GRANTED' | 'NOT_REQUESTED' | 'REQUESTED' | 'UNABLE_TO_REQUEST';

/** Granted wins; a restricted client cannot be requested; a pending request shows as requested. */
export function accessState(
  client: Pick<ClientAccessJson, 'access_granted' | 'access_level' | 'client_user_permission_access'>,
): AccessState {
  if (client.access_granted) return 'GRANTED';
  if (client.access_level === 'restricted') return 'UNABLE_TO_REQUEST';
  if (client.client_user_permission_access === 'pending') return 'REQUESTED';
  return 'NOT_REQUESTED';
}

export const clientPath = (clientId: string) => `/api/platform/clients/${encodeURIComponent(clientId)}`;
export const requestAccessPath = (clientId: string) => `${clientPath(clientId)}/client-user-permissions/request-access`;

/** The spec's toast when the request fails. */
export const requestFailedText = () => t('work.clientAccess.requestFailed');

/** Loads the client's access for the signed-in person; rejects when the API cannot say. */
export async function loadClientAccess(apiFetch: ApiFetch, clientId: string): Promise<{ name: string; state: AccessState }> {
  const response = await apiFetch(clientPath(clientId), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET client ${clientId}: ${response.status}`);
  const client = v.parse(ClientAccessSchema, await response.json());
  return { name: client.name, state: accessState(client) };
}

/**
 * Asks for access. Resolves with the new state: REQUESTED after a 2xx. A 409 means the server already knows a state
 * (requested, restricted or granted), so the client is loaded again to show it; anything else rejects with the
 * spec's toast text.
 */
export async function requestClientAccess(apiFetch: ApiFetch, clientId: string): Promise<AccessState> {
  let response: Response;
  try {
    response = await apiFetch(requestAccessPath(clientId), { method: 'POST' });
  } catch {
    throw new Error(requestFailedText());
  }
  if (response.ok) return 'REQUESTED';
  if (response.status === 409) {
    const reloaded = await loadClientAccess(apiFetch, clientId).catch(() => null);
    if (reloaded && reloaded.state !== 'NOT_REQUESTED') return reloaded.state;
  }
  throw new Error(requestFailedText());
}
