import { SOCKET_CLOSE } from './access.js';

/** The part of a websocket this module needs (ws's WebSocket). */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface SocketSession {
  /** The signed-in caller (the token's sub). */
  actorPrincipalId: string;
  /** Whom the socket acts as: the impersonated person, else the caller. */
  viewerPrincipalId: string;
  /** The token's `sv`; absent for an external issuer's token. */
  tokenSessionVersion?: number;
  /** When the token expires (epoch ms); the socket closes then. */
  expiresAt?: number;
}

// setTimeout fires at once beyond this (about 24.8 days); a token living longer is re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The open websockets of signed-in people. graphql-ws reads the token once per socket, so a socket must not outlive
 * its token or its session: it closes at the token's `exp` and when the person's (or the impersonated person's)
 * session ends. Closing ends every subscription on it; the shell reconnects with a fresh token or signs out.
 */
export function createSocketSessions(now: () => number = Date.now) {
  const byPrincipal = new Map<string, Set<ClosableSocket>>();
  const sessions = new Map<ClosableSocket, { session: SocketSession; timer?: NodeJS.Timeout }>();

  function untrack(socket: ClosableSocket): void {
    const entry = sessions.get(socket);
    if (!entry) return;
    clearTimeout(entry.timer);
    sessions.delete(socket);
    for (const principalId of new Set([entry.session.actorPrincipalId, entry.session.viewerPrincipalId])) {
      const set = byPrincipal.get(principalId);
      set?.delete(socket);
      if (set?.size === 0) byPrincipal.delete(principalId);
    }
  }

  function close(socket: ClosableSocket, why: { code: number; reason: string }): void {
    untrack(socket);
    socket.close(why.code, why.reason);
  }

  function armExpiry(socket: ClosableSocket, expiresAt: number): NodeJS.Timeout {
    const wait = expiresAt - now();
    return setTimeout(
      () => {
        if (now() >= expiresAt) close(socket, SOCKET_CLOSE.tokenExpired);
        else {
          const entry = sessions.get(socket);
          if (entry) entry.timer = armExpiry(socket, expiresAt);
        }
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
  }

  return {
    /** Follows a socket until it closes; its session is the one of its connection (one token per socket). */
    track(socket: ClosableSocket, session: SocketSession): void {
      untrack(socket);
      const timer = session.expiresAt === undefined ? undefined : armExpiry(socket, session.expiresAt);
      sessions.set(socket, { session, timer });
      for (const principalId of new Set([session.actorPrincipalId, session.viewerPrincipalId])) {
        let set = byPrincipal.get(principalId);
        if (!set) byPrincipal.set(principalId, (set = new Set()));
        set.add(socket);
      }
      socket.once('close', () => untrack(socket));
    },
    sessionOf(socket: ClosableSocket): SocketSession | undefined {
      return sessions.get(socket)?.session;
    },
    /** The token of this socket has expired (timers can fire late; events are checked too). */
    expired(socket: ClosableSocket): boolean {
      const expiresAt = sessions.get(socket)?.session.expiresAt;
      return expiresAt !== undefined && now() >= expiresAt;
    },
    close,
    /**
     * A person's session ended (sign-out, block, password change): close their sockets ("Session ended": the shell
     * signs out) and those impersonating them ("Impersonated session ended": the impersonator stays signed in).
     */
    endSessionsOf(principalId: string): number {
      const sockets = [...(byPrincipal.get(principalId) ?? [])];
      for (const socket of sockets) {
        const own = sessions.get(socket)?.session.actorPrincipalId === principalId;
        close(socket, own ? SOCKET_CLOSE.sessionEnded : SOCKET_CLOSE.impersonatedSessionEnded);
      }
      return sockets.length;
    },
    /** Open tracked sockets (for tests and shutdown). */
    get size(): number {
      return sessions.size;
    },
    closeAll(): void {
      for (const socket of [...sessions.keys()]) untrack(socket);
    },
  };
}
export type SocketSessions = ReturnType<typeof createSocketSessions>;

/**
 * Ends a subscription's event stream before the first event the session may no longer see: `allow` is asked before
 * each event is delivered. A plain iterator (not an async generator), so return() reaches the source at once even
 * while it waits for its next event.
 */
export function deliverWhile<T>(source: AsyncIterable<T>, allow: () => Promise<boolean>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const done = (): IteratorResult<T> => ({ done: true, value: undefined });
  let ended = false;
  const end = async (): Promise<IteratorResult<T>> => {
    ended = true;
    await iterator.return?.();
    return done();
  };
  return {
    async next() {
      if (ended) return done();
      const result = await iterator.next();
      if (result.done) return result;
      return (await allow()) ? result : end();
    },
    return: end,
    async throw(error?: unknown) {
      ended = true;
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
