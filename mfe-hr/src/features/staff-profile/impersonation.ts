import { useCallback } from 'react';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { impersonatePath } from '../croudie-admin/impersonation';

const USER_PRINCIPAL = /^user-service:users:\d+$/;

/**
 * Starts impersonating a staff user (§4): the shell's /impersonate page checks the roles with the API, stores the
 * principal and reloads at /. Without a user principal the shell could not start it, so the §8 toast says so at once.
 */
export function useImpersonateUser(): (principalId: string | null | undefined) => void {
  const { navigate, bus } = useMountProps();
  const t = useText();
  return useCallback(
    (principalId) => {
      if (!principalId || !USER_PRINCIPAL.test(principalId)) {
        bus.publish('toast:show', { text: t('hr.staff.impersonateFailed'), color: 'error' });
        return;
      }
      navigate(impersonatePath(principalId));
    },
    [navigate, bus, t],
  );
}
