import type { Page } from '@playwright/test';

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * One GraphQL operation as the person signed in on `page`: the page's own access token (the shell keeps it in
 * sessionStorage per tab) and the page's origin, so the tenant and the gateway are the real ones.
 */
export async function graphqlAs<T = unknown>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
  return page.evaluate(
    async ({ query, variables }) => {
      const tokens = JSON.parse(sessionStorage.getItem('auth:tokens') ?? 'null') as { accessToken: string } | null;
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens?.accessToken ?? ''}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  ) as Promise<GraphQLResult<T>>;
}
