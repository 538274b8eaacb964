import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

export function EmployeeRoute() {
  const t = useText();
  return (
    <RemotePage title={t('hr.employee.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('hr.employee.title')} />
    </RemotePage>
  );
}
