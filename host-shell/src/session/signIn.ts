import type { Client } from 'urql';
import { tenantFromHost } from '@work/shared-contracts';
import { setTokens } from '../auth/tokens';
import { validAccessToken } from '../auth/refresh';
import { shellSession, signedInSession } from './store';
import { storePrincipal, storedPrincipal } from './impersonation';
import { graphql } from '../graphql/graphql';

const ME = graphql(`
  query ShellMe {
    me {
      id
      principalId
      kind
      tenant
      firstName
      lastName
      entityId
      avatar
      roles
      timezone
      status
      impersonatedBy
      agreementsWaiting {
        id
      }
    }
    featureFlags
  }
`);
const SIGNED_IN = graphql(`
  mutation ShellSignedIn {
    signedIn
  }
`);

/**
 * The sign-in sequence (staff-and-admin.md §4) after the identity (tokens) is fetched: load the matching profile
 * (`me`: user or croudie, the impersonated one while impersonating), mark logged in, then — once per sign-in — tell
 * the server `signedIn`. The caller goes to the stored redirect path. Without working tokens: signed out.
 */
export async function restoreSession(client: Client, options: { announce?: boolean } = {}): Promise<void> {
  // No token in memory after a reload: validAccessToken restores it with the refresh cookie.
  if (!(await validAccessToken())) {
    shellSession.set({ status: 'signed-out' });
    return;
  }
  const result = await client.query(ME, {}, { requestPolicy: 'network-only' }).toPromise();
  if (!result.data?.me) {
    if (result.error?.networkError) throw result.error;
    if (storedPrincipal()) {
      // The impersonation was refused or the person is gone: drop it and stay signed in as oneself.
      storePrincipal(null);
      return restoreSession(client, options);
    }
    setTokens(null);
    shellSession.set({ status: 'signed-out' });
    return;
  }
  const { me } = result.data;
  shellSession.set({
    status: 'signed-in',
    session: signedInSession(
      me,
      tenantFromHost(window.location.host),
      // While impersonating, `me` is the impersonated person.
      me.impersonatedBy ? { principalId: me.principalId, firstName: me.firstName, lastName: me.lastName } : null,
    ),
    featureFlags: result.data.featureFlags ?? [],
    agreementsWaiting: me.agreementsWaiting?.length ?? 0,
  });
  if (options.announce) {
    // Recorded once per sign-in (last sign-in time, metrics). A failure here must not block the person.
    await client
      .mutation(SIGNED_IN, {})
      .toPromise()
      .catch(() => undefined);
  }
}
