import type { Impersonation, Me, Session, SessionSource, Tenant } from '@work/shared-contracts';

export type ShellSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: Session; featureFlags: string[]; agreementsWaiting: number };

let state: ShellSession = { status: 'loading' };
const listeners = new Set<() => void>();

export const shellSession = {
  get: (): ShellSession => state,
  set(next: ShellSession) {
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function signedInSession(me: Me, tenant: Tenant, impersonation: Impersonation | null): Session {
  return { me, roles: me.roles, tenant, impersonation };
}

let lastSignedIn: Session | null = null;

/**
 * The SessionSource remotes receive: the current session while signed in. When a session ends (sign-out, a block)
 * the store changes before the shell unmounts the remotes, and React renders a still-mounted remote once more: it sees
 * the last session (which no longer has a token behind it) rather than throwing in the middle of the teardown.
 */
export const sessionSource: SessionSource = {
  getSnapshot() {
    const s = shellSession.get();
    if (s.status === 'signed-in') {
      lastSignedIn = s.session;
      return s.session;
    }
    if (lastSignedIn) return lastSignedIn;
    throw new Error('No session: remotes mount only while signed in');
  },
  subscribe: shellSession.subscribe,
};
