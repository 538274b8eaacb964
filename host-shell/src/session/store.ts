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

/** The SessionSource remotes receive: the current session while signed in. */
export const sessionSource: SessionSource = {
  getSnapshot() {
    const s = shellSession.get();
    if (s.status !== 'signed-in') throw new Error('No session: remotes mount only while signed in');
    return s.session;
  },
  subscribe: shellSession.subscribe,
};
