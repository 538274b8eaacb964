/**
 * What the domain modules may ask of the identity module (sign-in accounts), without importing it: people creates a
 * croudie and its account, sends the account links, and turns sign-in off when a status says so. The identity module
 * implements this port; the server puts it into every request context.
 */
export type AccountLinkPurpose = 'create-password' | 'confirm-email';

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
}
