import { Client, fetchExchange, subscriptionExchange, type CombinedError, type Operation } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { authExchange } from '@urql/exchange-auth';
import { retryExchange } from '@urql/exchange-retry';
import { accessTokenExpired, getTokens, onTokensChange } from '../auth/tokens';
import { signOut } from '../auth/oidc';
import { refreshTokens } from '../auth/refresh';
import { socketReconnected } from './reconnects';
import { createShellSocket } from './socket';
import { impersonatedPrincipal, sessionId } from '../session/sessionId';

export const GRAPHQL_PATH = '/api/graphql';

/** The headers every API call carries (docs/architecture.md § Request headers). */
export function apiHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'X-Session-Id': sessionId() };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const impersonating = impersonatedPrincipal();
  if (impersonating) headers['X-Impersonate-Principal'] = impersonating;
  return headers;
}

export function isAuthError(error: CombinedError): boolean {
  return error.response?.status === 401 || error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * The one urql client of the platform. The host owns it and passes it to every remote, so there is one
 * normalised cache and one websocket.
 */
export function createGraphqlClient(options: { onSignedOut: () => void }): Client {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${GRAPHQL_PATH}`;
  // Re-authenticates with every new token; a session the server ended signs the person out (socket.ts).
  const ws = createShellSocket({
    url: wsUrl,
    tokens: getTokens,
    onTokensChange,
    refresh: refreshTokens,
    params: () => ({ impersonatePrincipal: impersonatedPrincipal() ?? undefined, sessionId: sessionId() }),
    onSessionEnded: () => void signOut(),
    onReconnected: socketReconnected,
  });

  return new Client({
    url: GRAPHQL_PATH,
    exchanges: [
      cacheExchange({
        // Page info and connections have no identity of their own: embed them in their parent.
        keys: { TaskConnection: () => null, PaginationInfo: () => null },
      }),
      retryExchange({
        initialDelayMs: 300,
        maxDelayMs: 3000,
        maxNumberAttempts: 3,
        // Only network failures are retried; a GraphQL error is an answer.
        retryIf: (error) => Boolean(error.networkError),
      }),
      authExchange(async (utils) => ({
        addAuthToOperation(operation: Operation) {
          return utils.appendHeaders(operation, apiHeaders(getTokens()?.accessToken ?? null));
        },
        willAuthError() {
          return accessTokenExpired(getTokens());
        },
        didAuthError(error) {
          return isAuthError(error);
        },
        async refreshAuth() {
          const next = await refreshTokens();
          if (!next) options.onSignedOut();
        },
      })),
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
      fetchExchange,
    ],
  });
}
