import { describe, expect, it } from 'vitest';
import type { Me } from '@work/shared-contracts';
import { sessionSource, shellSession, signedInSession } from './store';

const me = { id: '1', kind: 'CROUDIE', roles: ['croudie-active'] } as unknown as Me;

describe('the session remotes read', () => {
  it('is refused before anyone has signed in (remotes mount only while signed in)', () => {
    shellSession.set({ status: 'loading' });
    expect(() => sessionSource.getSnapshot()).toThrow('No session');
  });

  it('follows the signed-in session, and keeps the last one while the remotes are torn down after a sign-out', () => {
    const session = signedInSession(me, 'network', null);
    shellSession.set({ status: 'signed-in', session, featureFlags: [], agreementsWaiting: 0 });
    expect(sessionSource.getSnapshot()).toBe(session);
    shellSession.set({ status: 'signed-out' });
    expect(sessionSource.getSnapshot()).toBe(session);
  });
});
