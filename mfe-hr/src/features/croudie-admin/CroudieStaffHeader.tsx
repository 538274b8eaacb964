import { Button, Flex, Typography } from 'antd';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import { useText } from '../../text';
import { AdminActions } from './AdminActions';
import type { CroudieHeader } from './croudieAdmin.graphql';
import { StatusTag } from './croudieStatus';
import { useImpersonateCroudie, useMayImpersonateCroudies } from './impersonation';

/** Under the page title: the status tag and e-mail; on the right the admin actions and Impersonate. */
export function CroudieStaffHeader({ croudie }: { croudie: CroudieHeader }) {
  const t = useText();
  const mayImpersonate = useMayImpersonateCroudies();
  const impersonate = useImpersonateCroudie();
  return (
    <Flex justify="space-between" align="center" wrap gap="middle">
      <Flex gap="small" align="center" wrap>
        <StatusTag status={croudie.status} />
        {croudie.emailAddress ? <Typography.Text>{croudie.emailAddress}</Typography.Text> : null}
      </Flex>
      <Flex gap="small" wrap>
        <AdminActions croudie={croudie} />
        {mayImpersonate ? (
          <Button icon={<UserSwitchOutlined aria-hidden />} onClick={() => impersonate(croudie.principalId)}>
            {t('hr.croudies.action.impersonate')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
