import { PageResult, PermissionGate, RemotePage } from '@work/shared-ui';
import { useText } from '../features/credentials-admin/text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { CRED_ADMIN_ROLES } from '../features/credentials-admin/credentialsAdmin';
import { CredentialsAdminPage } from '../features/credentials-admin/CredentialsAdminPage';

/** /work/credentials (staff): task credentials administration, for task_cred_admin only (the API refuses others too). */
export function CredentialsAdminRoute() {
  const t = useText();
  return (
    <RemotePage title={t('work.credentialsAdmin.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <PermissionGate
        roles={CRED_ADMIN_ROLES}
        fallback={
          <PageResult
            status="403"
            title={t('work.credentialsAdmin.notAllowed.title')}
            subTitle={t('work.credentialsAdmin.notAllowed.text')}
          />
        }
      >
        <CredentialsAdminPage />
      </PermissionGate>
    </RemotePage>
  );
}
