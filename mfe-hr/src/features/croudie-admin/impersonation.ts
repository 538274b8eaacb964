import { useCallback } from 'react';
import { hasSomeRole } from '@work/shared-contracts';
import { useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';

/** Staff who may view the platform as a croudie (§4 Impersonation; the API checks it again on every call). */
export const CROUDIE_IMPERSONATION_ROLES = ['impersonate', 'network_admin'] as const;

const CROUDIE_PRINCIPAL = /^croudie-network:croudies:\d+$/;

/** The host's start page for impersonation (host-shell/src/session/impersonation.ts). */
export const impersonatePath = (principalId: string) => `/impersonate?principal=${encodeURIComponent(principalId)}`;

/** Whether the signed-in staff member is offered Impersonate for croudies. */
export function useMayImpersonateCroudies(): boolean {
  return hasSomeRole(useSession().roles, CROUDIE_IMPERSONATION_ROLES);
}

/**
 * Starts impersonating a croudie: the shell's /impersonate page checks the roles with the API and opens the network app
 * in a new window (§4: a network user is viewed in a window of its own). Without a croudie principal the shell could
 * not start it, so the §8 toast says so at once.
 */
export function useImpersonateCroudie(): (principalId: string | null | undefined) => void {
  const { navigate, bus } = useMountProps();
  const t = useText();
  return useCallback(
    (principalId) => {
      if (!principalId || !CROUDIE_PRINCIPAL.test(principalId)) {
        bus.publish('toast:show', { text: t('hr.croudies.impersonateFailed'), color: 'error' });
        return;
      }
      navigate(impersonatePath(principalId));
    },
    [navigate, bus, t],
  );
}
