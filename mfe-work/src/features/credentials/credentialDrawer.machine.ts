/**
 * The account access (task credential) drawer's state machine (shell-and-freelancer.md §4 Credential drawer):
 * closed; Open → form; form → provisioning → provisioned, or error on failure; Retry from error back to provisioning
 * only while fewer than 2 retries were made; Relinquish from form or provisioned → relinquishing → form with
 * "Credential relinquished", or to provisioning with "Problem relinquishing credential" on failure; Close resets.
 * Pure: the drawer component dispatches events and runs the calls the states ask for.
 */
export const MAX_RETRIES = 2;

export interface CredentialSession {
  id: string;
  emailAddress: string;
  password: string;
  url: string;
  expiresAt: string;
}

export type NoticeKey = 'work.credentials.relinquished' | 'work.credentials.relinquishFailed' | 'work.credentials.provisionFailed';

export type DrawerState =
  | { status: 'closed' }
  | {
      status: 'form' | 'provisioning' | 'provisioned' | 'error' | 'relinquishing';
      email: string | null;
      retries: number;
      session: CredentialSession | null;
      notice: { kind: 'success' | 'error'; key: NoticeKey } | null;
    };

export type DrawerEvent =
  | { type: 'OPEN' }
  | { type: 'SELECT_EMAIL'; email: string | null }
  | { type: 'PROVISION' }
  | { type: 'PROVISIONED'; session: CredentialSession }
  | { type: 'PROVISION_FAILED' }
  | { type: 'RETRY' }
  | { type: 'RELINQUISH' }
  | { type: 'RELINQUISHED' }
  | { type: 'RELINQUISH_FAILED' }
  | { type: 'CLOSE' };

export const CLOSED: DrawerState = { status: 'closed' };
const OPENED: DrawerState = { status: 'form', email: null, retries: 0, session: null, notice: null };

/** The next state; an event the current state does not take leaves it as it is (the same object). */
export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  if (event.type === 'CLOSE') return CLOSED;
  if (state.status === 'closed') return event.type === 'OPEN' ? OPENED : state;
  switch (event.type) {
    case 'SELECT_EMAIL':
      return state.status === 'form' ? { ...state, email: event.email, notice: null } : state;
    case 'PROVISION':
      return state.status === 'form' && state.email ? { ...state, status: 'provisioning', notice: null } : state;
    case 'PROVISIONED':
      return state.status === 'provisioning' ? { ...state, status: 'provisioned', session: event.session, notice: null } : state;
    case 'PROVISION_FAILED':
      return state.status === 'provisioning'
        ? { ...state, status: 'error', notice: { kind: 'error', key: 'work.credentials.provisionFailed' } }
        : state;
    case 'RETRY':
      return state.status === 'error' && state.retries < MAX_RETRIES
        ? { ...state, status: 'provisioning', retries: state.retries + 1, notice: null }
        : state;
    case 'RELINQUISH':
      return state.status === 'form' || state.status === 'provisioned' ? { ...state, status: 'relinquishing', notice: null } : state;
    case 'RELINQUISHED':
      return state.status === 'relinquishing'
        ? { ...state, status: 'form', session: null, notice: { kind: 'success', key: 'work.credentials.relinquished' } }
        : state;
    case 'RELINQUISH_FAILED':
      return state.status === 'relinquishing'
        ? { ...state, status: 'provisioning', notice: { kind: 'error', key: 'work.credentials.relinquishFailed' } }
        : state;
    default:
      return state;
  }
}

/** Retry is offered while fewer than 2 retries were made; after that the drawer says to contact support. */
export const canRetry = (state: DrawerState) => state.status === 'error' && state.retries < MAX_RETRIES;
export const retriesExhausted = (state: DrawerState) => state.status === 'error' && state.retries >= MAX_RETRIES;

/** "Get credentials" is disabled until an e-mail is selected. */
export const canGetCredentials = (state: DrawerState) => state.status === 'form' && !!state.email;

export interface CredentialOption {
  id: string;
  emailAddress: string;
  status: 'AVAILABLE' | 'OCCUPIED' | 'UNVERIFIED';
  /** Whoever holds the credential's current session. */
  occupiedByMe: boolean;
}

/** E-mails for the form: those occupied by another user are disabled. */
export function emailOptions(credentials: readonly CredentialOption[]) {
  return credentials.map((c) => ({
    value: c.id,
    label: c.emailAddress,
    disabled: c.status === 'OCCUPIED' && !c.occupiedByMe,
  }));
}
