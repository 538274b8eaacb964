import type { Client } from 'urql';
import type { Tenant } from '@work/shared-contracts';
import { graphql } from '../graphql/graphql';

const FORCE_SIGN_OUT = graphql(`
  subscription ShellForceSignOut {
    forceSignOut {
      at
      principalId
      reason
    }
  }
`);
const ROLES_UPDATED = graphql(`
  subscription ShellRolesUpdated {
    rolesUpdated {
      at
      principalId
      roles
    }
  }
`);

/**
 * Session pushes over the websocket (shell-and-freelancer.md §4 Session): a force-sign-out push signs the person out;
 * on the network tenant a roles-updated push reloads to the home page.
 */
export function listenToSessionPushes(client: Client, tenant: Tenant, actions: { signOut: () => void }): () => void {
  const subs = [
    client.subscription(FORCE_SIGN_OUT, {}).subscribe((result) => {
      if (result.data) actions.signOut();
    }),
  ];
  if (tenant === 'network') {
    subs.push(
      client.subscription(ROLES_UPDATED, {}).subscribe((result) => {
        if (result.data) window.location.assign('/');
      }),
    );
  }
  return () => subs.forEach((s) => s.unsubscribe());
}
