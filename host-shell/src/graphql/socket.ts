import { createClient, type Client as WsClient } from 'graphql-ws/client';
import { accessTokenExpired, type TokenSet } from '../auth/tokens';

/** The server closes a socket with this code when its token expires or a session ends (platform-api ADR 0006)… */
export const SESSION_CLOSE_CODE = 4403;
/** …and with this reason when it is the signed-in person's own session that ended (sign-out, block, password change). */
export const SESSION_ENDED_REASON = 'Session ended';
/** Our own restart: graphql-ws retries it and resubscribes every subscription on the new socket. */
const RESTART = { code: 4205, reason: 'Client Restart' };

export interface ShellSocketOptions {
  url: string;
  tokens: () => TokenSet | null;
  onTokensChange: (listener: () => void) => () => void;
  /** A fresh token set, or null when the refresh was refused (the tokens are then gone) or failed. */
  refresh: () => Promise<TokenSet | null>;
  /** Impersonation and session id, sent with the token (docs/architecture.md § Request headers). */
  params: () => { impersonatePrincipal?: string; sessionId: string };
  /** The server ended the person's session (signed out elsewhere, blocked): sign them out here too. */
  onSessionEnded: () => void;
  /** The socket is back after a break (a restart, a lost connection): pushes sent meanwhile were missed. */
  onReconnected?: () => void;
  /** Refresh this long before the access token expires, so the socket never carries an expired one. */
  refreshAheadMs?: number;
  webSocketImpl?: unknown;
}

const backoff = (retries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 2 ** retries * 1000 + Math.floor(Math.random() * 2700 + 300)));

/**
 * The shell's one websocket. graphql-ws sends the token once, when the socket opens, so the socket is restarted with
 * the new token whenever the token changes, and the token is refreshed shortly before it expires; the server would
 * otherwise close the socket at expiry. When the server closes it because the person's session ended, they are signed
 * out; for anything else (token expired, an impersonated person's session ended) it comes back with a fresh token.
 */
export function createShellSocket(options: ShellSocketOptions): WsClient & { stop(): void } {
  const refreshAheadMs = options.refreshAheadMs ?? 60_000;
  let open: WebSocket | null = null;
  let socketToken: string | null = null;
  let refreshNext = false;
  let reconnectNow = false;
  // While the socket picks its token (a refresh may be under way), a token change needs no restart.
  let choosingToken = false;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let everConnected = false;

  const restart = () => {
    if (open?.readyState !== 1) return;
    reconnectNow = true;
    open.close(RESTART.code, RESTART.reason);
  };

  async function tokenForConnection(): Promise<string | null> {
    if (refreshNext) {
      refreshNext = false;
      // Refused: the tokens are gone and the shell's own flow signs the person out. Offline: try with what we have.
      const fresh = await options.refresh();
      if (fresh || !options.tokens()) return fresh?.accessToken ?? null;
    }
    const tokens = options.tokens();
    if (tokens && accessTokenExpired(tokens)) return (await options.refresh())?.accessToken ?? options.tokens()?.accessToken ?? null;
    return tokens?.accessToken ?? null;
  }

  const client = createClient({
    url: options.url,
    lazy: true,
    // Keep the socket through quick unsubscribe/resubscribe (React StrictMode, route changes).
    lazyCloseTimeout: 5000,
    retryAttempts: 5,
    webSocketImpl: options.webSocketImpl,
    retryWait: async (retries) => {
      if (reconnectNow) {
        reconnectNow = false;
        return;
      }
      await backoff(retries);
    },
    connectionParams: async () => {
      choosingToken = true;
      try {
        socketToken = await tokenForConnection();
      } finally {
        choosingToken = false;
      }
      const params = options.params();
      return {
        authorization: socketToken ? `Bearer ${socketToken}` : undefined,
        impersonatePrincipal: params.impersonatePrincipal,
        sessionId: params.sessionId,
      };
    },
    on: {
      opened: (socket) => {
        open = socket as WebSocket;
      },
      connected: () => {
        clearTimeout(refreshTimer);
        const tokens = options.tokens();
        if (!tokens) return;
        // The token changed while the socket was connecting: start again with the new one.
        if (tokens.accessToken !== socketToken) return restart();
        if (everConnected) options.onReconnected?.();
        everConnected = true;
        // The refreshed token restarts the socket (onTokensChange below).
        refreshTimer = setTimeout(() => void options.refresh(), Math.max(0, tokens.expiresAt - refreshAheadMs - Date.now()));
      },
      closed: (event) => {
        open = null;
        clearTimeout(refreshTimer);
        const { code, reason } = (event ?? {}) as Partial<CloseEvent>;
        if (code !== SESSION_CLOSE_CODE) return;
        if (reason === SESSION_ENDED_REASON) return options.onSessionEnded();
        refreshNext = true;
        reconnectNow = true;
      },
    },
  });

  const stopWatching = options.onTokensChange(() => {
    const next = options.tokens()?.accessToken ?? null;
    if (!choosingToken && next && next !== socketToken) restart();
  });

  return Object.assign(client, {
    stop() {
      stopWatching();
      clearTimeout(refreshTimer);
    },
  });
}
