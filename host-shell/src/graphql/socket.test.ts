import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenSet } from '../auth/tokens';
import { createShellSocket } from './socket';

/** A graphql-transport-ws server stand-in: acknowledges every connection and records what the client sends. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: { type: string; id?: string; payload?: Record<string, unknown> }[] = [];
  closedWith: { code: number; reason: string } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    public url: string,
    public protocol: string,
  ) {
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.({});
    });
  }
  send(data: string) {
    const message = JSON.parse(data) as FakeSocket['sent'][number];
    this.sent.push(message);
    if (message.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
  }
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.closedWith = { code, reason };
    setTimeout(() => this.onclose?.({ code, reason, wasClean: true }));
  }
  get authorization() {
    return this.sent.find((m) => m.type === 'connection_init')?.payload?.authorization;
  }
  get subscriptions() {
    return this.sent.filter((m) => m.type === 'subscribe').map((m) => (m.payload as { query: string }).query);
  }
}

const tokenSet = (accessToken: string, expiresInMs = 600_000): TokenSet => ({
  accessToken,
  idToken: null,
  expiresAt: Date.now() + expiresInMs,
});

function setup(first: TokenSet | null, refreshed: () => TokenSet | null, refreshAheadMs?: number) {
  const onReconnected = vi.fn();
  let tokens = first;
  const listeners = new Set<() => void>();
  const setTokens = (next: TokenSet | null) => {
    tokens = next;
    listeners.forEach((l) => l());
  };
  const refresh = vi.fn(async () => {
    const next = refreshed();
    setTokens(next);
    return next;
  });
  const onSessionEnded = vi.fn();
  const socket = createShellSocket({
    url: 'ws://shell.test/api/graphql',
    tokens: () => tokens,
    onTokensChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    params: () => ({ sessionId: 'session-1' }),
    onSessionEnded,
    refreshAheadMs,
    onReconnected,
    webSocketImpl: FakeSocket,
  });
  const events: unknown[] = [];
  const stop = socket.subscribe(
    { query: 'subscription { newNotification { id } }' },
    { next: (e) => events.push(e), error: () => {}, complete: () => {} },
  );
  return { socket, setTokens, refresh, onSessionEnded, onReconnected, stop };
}

afterEach(() => {
  FakeSocket.all = [];
});

describe('the shell socket', () => {
  it('reconnects with the new token when the token changes, and resubscribes', async () => {
    const s = setup(tokenSet('token-A'), () => null);
    await vi.waitFor(() => expect(FakeSocket.all[0]?.subscriptions).toHaveLength(1));
    expect(FakeSocket.all[0]!.authorization).toBe('Bearer token-A');

    s.setTokens(tokenSet('token-B'));
    await vi.waitFor(() => expect(FakeSocket.all[1]?.subscriptions).toEqual(['subscription { newNotification { id } }']));
    expect(FakeSocket.all[0]!.closedWith).toEqual({ code: 4205, reason: 'Client Restart' });
    expect(FakeSocket.all[1]!.authorization).toBe('Bearer token-B');
    s.stop();
    s.socket.stop();
  });

  it('refreshes the token before it expires and carries on with the fresh one', async () => {
    // Good for 45 s, refreshed 60 s ahead of expiry: at once, once the socket is up with it.
    const s = setup(tokenSet('token-A', 45_000), () => tokenSet('token-B'));
    await vi.waitFor(() => expect(FakeSocket.all[1]?.subscriptions).toHaveLength(1));
    expect(FakeSocket.all[0]!.authorization).toBe('Bearer token-A');
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all[1]!.authorization).toBe('Bearer token-B');
    s.stop();
    s.socket.stop();
  });

  it('comes back with a fresh token when the server closes it at token expiry', async () => {
    const s = setup(tokenSet('token-A'), () => tokenSet('token-B'));
    await vi.waitFor(() => expect(FakeSocket.all[0]?.subscriptions).toHaveLength(1));
    FakeSocket.all[0]!.close(4403, 'Access token expired');
    await vi.waitFor(() => expect(FakeSocket.all[1]?.subscriptions).toHaveLength(1));
    expect(FakeSocket.all[1]!.authorization).toBe('Bearer token-B');
    expect(s.onSessionEnded).not.toHaveBeenCalled();
    s.stop();
    s.socket.stop();
  });

  it('signs the person out when the server ended their session (signed out elsewhere, blocked)', async () => {
    const s = setup(tokenSet('token-A'), () => tokenSet('token-B'));
    await vi.waitFor(() => expect(FakeSocket.all[0]?.subscriptions).toHaveLength(1));
    FakeSocket.all[0]!.close(4403, 'Session ended');
    await vi.waitFor(() => expect(s.onSessionEnded).toHaveBeenCalledTimes(1));
    expect(s.refresh).not.toHaveBeenCalled();
    s.stop();
    s.socket.stop();
  });

  it('says when it is back after a break (pushes sent meanwhile were missed), not when it first connects', async () => {
    const s = setup(tokenSet('token-A'), () => tokenSet('token-B'));
    await vi.waitFor(() => expect(FakeSocket.all[0]?.subscriptions).toHaveLength(1));
    expect(s.onReconnected).not.toHaveBeenCalled();
    FakeSocket.all[0]!.close(4403, 'Access token expired');
    await vi.waitFor(() => expect(FakeSocket.all[1]?.subscriptions).toHaveLength(1));
    expect(s.onReconnected).toHaveBeenCalledTimes(1);
    s.stop();
    s.socket.stop();
  });
});
