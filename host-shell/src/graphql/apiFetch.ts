import { accessTokenExpired, getTokens } from '../auth/tokens';
import { refreshTokens } from '../auth/refresh';
import { apiHeaders } from './client';

/**
 * Authenticated REST calls for remotes (uploads, downloads, the REST calls the specs name): the same headers as the
 * GraphQL client, a refresh before an expired token and one retry after a 401. Only same-origin `/api/` paths, so the
 * bearer token never leaves the platform.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!path.startsWith('/api/')) throw new Error(`apiFetch only calls the platform API (/api/…), not ${path}`);
  const send = () => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(apiHeaders(getTokens()?.accessToken ?? null))) headers.set(name, value);
    return fetch(path, { ...init, headers });
  };
  if (accessTokenExpired(getTokens())) await refreshTokens();
  const response = await send();
  if (response.status !== 401) return response;
  return (await refreshTokens()) ? send() : response;
}
