import type { Page } from '@playwright/test';

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The shell's cross-tab refresh lock (host-shell/src/auth/oidc.ts REFRESH_LOCK). */
const REFRESH_LOCK = 'work-platform:token-refresh';

/**
 * One GraphQL operation as the person signed in on `page`, on the page's origin (the real tenant and gateway).
 * The shell keeps its access token in memory only, so this gets its own the way the shell does: a refresh by the
 * page's HttpOnly refresh cookie, inside the same Web Lock as the shell's refreshes (two refreshes with one cookie
 * would look like reuse and end the session). The token lives only inside this call; nothing is stored in the page.
 */
export async function graphqlAs<T = unknown>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<T>> {
  return page.evaluate(
    async ({ query, variables, lock }) => {
      const refresh = async () => {
        const response = await fetch('/api/identity/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'host-shell' }),
        });
        if (!response.ok) return '';
        return ((await response.json()) as { access_token?: string }).access_token ?? '';
      };
      const accessToken = await navigator.locks.request(lock, refresh);
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables, lock: REFRESH_LOCK },
  ) as Promise<GraphQLResult<T>>;
}
