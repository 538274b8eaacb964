import { tabStorage } from '../app/browserStorage';
const KEY = 'session-id';

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One id per browser session (tab), sent as X-Session-Id and in the websocket's connectionParams. */
export function sessionId(): string {
  let id = tabStorage.getItem(KEY);
  if (!id) {
    id = uuid();
    tabStorage.setItem(KEY, id);
  }
  return id;
}

const IMPERSONATE_KEY = 'impersonate-principal';
export function impersonatedPrincipal(): string | null {
  return tabStorage.getItem(IMPERSONATE_KEY);
}
