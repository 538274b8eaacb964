import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../app/browserStorage';
import {
  OPENER_KEY,
  SERVED_KEY,
  TOKEN_REQUEST,
  TOKEN_RESPONSE,
  requestTokenFromOpener,
  serveImpersonationWindows,
} from './impersonationTokens';

const CONTROL = 'http://control.localhost:8080';
const NETWORK = 'http://network.localhost:8080';

/** A window with a message listener list; postMessage delivers to it from a given source and origin. */
class FakeWindow {
  listeners = new Set<(e: MessageEvent) => void>();
  opener: FakeWindow | null = null;
  sent: { data: any; targetOrigin: string }[] = [];
  constructor(readonly origin: string) {}
  addEventListener(_type: 'message', l: (e: MessageEvent) => void) {
    this.listeners.add(l);
  }
  removeEventListener(_type: 'message', l: (e: MessageEvent) => void) {
    this.listeners.delete(l);
  }
  setTimeout = (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number;
  clearTimeout = (id: number) => clearTimeout(id);
  /** Someone (from `source`) posts a message to this window. */
  deliver(data: unknown, source: FakeWindow) {
    for (const l of [...this.listeners]) l({ data, origin: source.origin, source } as unknown as MessageEvent);
  }
}

/** Wires postMessage so that `from.postMessage` reaches `to` when the target origin matches. */
function link(from: FakeWindow, to: FakeWindow) {
  (to as any).postMessage = (data: unknown, targetOrigin: string) => {
    to.sent.push({ data, targetOrigin });
    if (targetOrigin === to.origin) queueMicrotask(() => to.deliver(data, from));
  };
}

const staffToken = { accessToken: 'staff-access', idToken: null, expiresAt: 123 };

describe('impersonation window tokens', () => {
  it('the window it opened gets an access token from the staff member’s window', async () => {
    const staff = new FakeWindow(CONTROL);
    const popup = new FakeWindow(NETWORK);
    popup.opener = staff;
    link(popup, staff);
    link(staff, popup);
    const staffStorage = memoryStorage();
    staffStorage.setItem(SERVED_KEY, NETWORK);
    serveImpersonationWindows(async () => staffToken, staff as unknown as Window, staffStorage);
    const popupStorage = memoryStorage();
    popupStorage.setItem(OPENER_KEY, CONTROL);

    const tokens = await requestTokenFromOpener(popup as never, popupStorage);
    expect(tokens).toEqual({ accessToken: 'staff-access', idToken: null, expiresAt: 123 });
    expect(staff.sent[0]).toMatchObject({ data: { type: TOKEN_REQUEST }, targetOrigin: CONTROL });
    expect(popup.sent[0]).toMatchObject({ data: { type: TOKEN_RESPONSE, accessToken: 'staff-access' }, targetOrigin: NETWORK });
  });

  it('a window it did not open, or another origin, gets nothing', async () => {
    const staff = new FakeWindow(CONTROL);
    const stranger = new FakeWindow(NETWORK); // same origin, but not opened by the staff window
    const evil = new FakeWindow('http://evil.example');
    evil.opener = staff;
    for (const w of [stranger, evil]) link(staff, w);
    const storage = memoryStorage();
    storage.setItem(SERVED_KEY, NETWORK);
    serveImpersonationWindows(async () => staffToken, staff as unknown as Window, storage);
    staff.deliver({ type: TOKEN_REQUEST, id: '1' }, stranger);
    staff.deliver({ type: TOKEN_REQUEST, id: '2' }, evil);
    await new Promise((r) => setTimeout(r, 10));
    expect(stranger.sent).toEqual([]);
    expect(evil.sent).toEqual([]);
  });

  it('a staff window that opened no impersonation window answers nobody', async () => {
    const staff = new FakeWindow(CONTROL);
    const popup = new FakeWindow(NETWORK);
    popup.opener = staff;
    link(staff, popup);
    serveImpersonationWindows(async () => staffToken, staff as unknown as Window, memoryStorage());
    staff.deliver({ type: TOKEN_REQUEST, id: '1' }, popup);
    await new Promise((r) => setTimeout(r, 10));
    expect(popup.sent).toEqual([]);
  });

  it('without an opener the window has no token', async () => {
    const popup = new FakeWindow(NETWORK);
    const storage = memoryStorage();
    storage.setItem(OPENER_KEY, CONTROL);
    expect(await requestTokenFromOpener(popup as never, storage)).toBeNull();
  });
});
