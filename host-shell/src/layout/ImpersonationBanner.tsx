import { Alert, Button } from 'antd';
import type { Impersonation } from '@work/shared-contracts';
import { t } from '../text';
import { stopTarget, storePrincipal } from '../session/impersonation';

/** Shown while impersonating: whom the staff member views the platform as, and a way out. */
export function ImpersonationBanner({ impersonation }: { impersonation: Impersonation }) {
  const name = `${impersonation.firstName} ${impersonation.lastName}`;
  return (
    <Alert
      banner
      type="info"
      role="status"
      data-testid="impersonation-banner"
      title={t('shell.impersonation.banner', { name })}
      action={
        <Button
          size="small"
          onClick={() => {
            const target = stopTarget(impersonation.principalId);
            storePrincipal(null);
            // A user principal: back to their employee page (a full load, without the header). Otherwise this is the
            // network window opened for the impersonation: close it.
            if (target) window.location.assign(target);
            else window.close();
          }}
        >
          {t('shell.impersonation.stop')}
        </Button>
      }
    />
  );
}
