/**
 * What the domain modules may ask of the identity module (sign-in accounts), without importing it: people creates a
 * croudie and its account, sends the account links, and turns sign-in off when a status says so. The identity module
 * implements this port; the server puts it into every request context.
 */
import type { Database } from './db/index.js';

export type AccountLinkPurpose = 'create-password' | 'confirm-email';

/** 2-step verification of an account: on once a code confirmed its secret. */
export interface TwoStepEnrolment {
  /** Base32 secret for the authenticator app. */
  secret: string;
  /** otpauth:// URL the front end draws as a QR code. */
  otpauthUrl: string;
}

export interface AccountsPort {
  /** A sign-in account without a password: its holder creates one through a create-password link. */
  createWithoutPassword(input: { principalId: string; email: string; tenant: 'network' | 'control' | 'client' }): Promise<void>;
  /** The principal holding the account with this e-mail address (case-insensitive), if any. */
  principalByEmail(email: string): Promise<string | null>;
  /** E-mails a single-use link (7 days) to the account's address through the outbox. */
  sendLink(principalId: string, purpose: AccountLinkPurpose): Promise<void>;
  /** Off: refused at sign-in, every session ended and every token revoked at once. */
  setSignInAllowed(principalId: string, allowed: boolean): Promise<void>;
  /** The account's session version (access tokens carry the one at issue as `sv`); null: no such account. */
  sessionVersion(principalId: string): Promise<number | null>;
  /**
   * E-mails a single-use link (7 days) to `newEmail` that moves the account's sign-in address there when followed
   * (/confirm-email?token=…); an earlier unfollowed link of the account stops working.
   */
  requestEmailChange(principalId: string, newEmail: string): Promise<void>;
  /** The address of the account's newest e-mail change link still waiting to be followed, if any. */
  pendingEmail(principalId: string): Promise<string | null>;
  /** Whether sign-in asks for a TOTP code (a confirmed secret). */
  twoStepEnabled(principalId: string): Promise<boolean>;
  /** A new secret, pending (not asked at sign-in) until a code of it is confirmed; replaces any earlier pending one. */
  startTwoStepEnrolment(principalId: string, label: string): Promise<TwoStepEnrolment>;
  /** Turns 2-step on when `code` is a current code of the pending secret; false otherwise. */
  confirmTwoStepEnrolment(principalId: string, code: string): Promise<boolean>;
  /** Turns 2-step off when `code` is a current code of the account's secret; false otherwise. */
  disableTwoStep(principalId: string, code: string): Promise<boolean>;
}

/** What followed an e-mail change link: the account now signs in with `email`. */
export interface AccountEmailChange {
  principalId: string;
  email: string;
  at: Date;
}
export type AccountEmailChangeListener = (tx: Database, change: AccountEmailChange) => Promise<void>;

// The people module keeps the person's own copy of the address: it listens here (registered when its schema loads), so
// the identity module moves both in one transaction without importing a domain module's files.
const emailChangeListeners = new Set<AccountEmailChangeListener>();

/** Runs `listener` inside the transaction of every e-mail change; returns the unsubscribe function. */
export function onAccountEmailChange(listener: AccountEmailChangeListener): () => void {
  emailChangeListeners.add(listener);
  return () => emailChangeListeners.delete(listener);
}

/** Called by the identity module inside its transaction; a listener's error rolls the change back. */
export async function accountEmailChanged(tx: Database, change: AccountEmailChange): Promise<void> {
  for (const listener of emailChangeListeners) await listener(tx, change);
}
