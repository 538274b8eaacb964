import type { Client } from 'urql';
import { tenantFromHost, type Me } from '@work/shared-contracts';
import { getTokens, setTokens } from '../auth/tokens';
import { validAccessToken } from '../auth/oidc';
import { shellSession, signedInSession } from './store';

const ME = /* GraphQL */ `
  query ShellMe {
    me { id principalId kind tenant firstName lastName entityId avatar roles timezone status impersonatedBy }
    featureFlags
  }
`;
const SIGNED_IN = /* GraphQL */ `
  mutation ShellSignedIn { signedIn }
`;

/** Loads `me` and the flags with the stored tokens; signed-out when there are none or they no longer work. */
export async function restoreSession(client: Client, options: { announce?: boolean } = {}): Promise<void> {
  if (!getTokens() || !(await validAccessToken())) {
    shellSession.set({ status: 'signed-out' });
    return;
  }
  const result = await client.query<{ me: Me & { impersonatedBy: string | null }; featureFlags: string[] }>(ME, {}, { requestPolicy: 'network-only' }).toPromise();
  if (!result.data) {
    if (result.error?.networkError) throw result.error;
    setTokens(null);
    shellSession.set({ status: 'signed-out' });
    return;
  }
  if (options.announce) {
    // Recorded once per sign-in (last sign-in time, metrics). A failure here must not block the person.
    await client.mutation(SIGNED_IN, {}).toPromise().catch(() => undefined);
  }
  shellSession.set({
    status: 'signed-in',
    session: signedInSession(
      result.data.me,
      tenantFromHost(window.location.host),
      // While impersonating, `me` is the impersonated person.
      result.data.me.impersonatedBy
        ? { principalId: result.data.me.principalId, firstName: result.data.me.firstName, lastName: result.data.me.lastName }
        : null,
    ),
    featureFlags: result.data.featureFlags ?? [],
  });
}
