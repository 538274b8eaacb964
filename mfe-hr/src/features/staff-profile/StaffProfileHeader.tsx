import { Button, Flex, Tag, Typography } from 'antd';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import { useText } from '../../text';
import { StatusTag } from '../croudie-admin/croudieStatus';
import { ProfilePhoto } from '../croudie-profile/ProfilePhoto';
import { HrUserActions } from './HrUserActions';
import { useImpersonateUser } from './impersonation';
import type { StaffProfile } from './staffProfile.graphql';
import { useDetailsSave } from './useDetailsSave';

/**
 * Under the page title (the full name): the photo, status, e-mail, roles and teams; on the right the HR actions and
 * Impersonate when the API says the caller may (§4: impersonate or hr_user, never themselves).
 */
export function StaffProfileHeader({ user, self }: { user: StaffProfile; self: boolean }) {
  const t = useText();
  const impersonate = useImpersonateUser();
  const save = useDetailsSave(user.id);
  const list = (label: string, values: readonly { key: string; name: string }[], empty: string) => (
    <Flex gap="small" align="center" wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {values.length ? (
        <Flex component="ul" gap={4} wrap aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {values.map((value) => (
            <li key={value.key}>
              <Tag style={{ marginInlineEnd: 0 }}>{value.name}</Tag>
            </li>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      )}
    </Flex>
  );

  return (
    <Flex justify="space-between" align="start" wrap gap="middle">
      <Flex gap="middle" align="center" wrap>
        {/* the person's own upload only (the API takes no one else's file as their photo) */}
        <ProfilePhoto
          name={user.fullName}
          avatar={user.avatar ?? null}
          editable={self}
          save={async (avatarFileId) => !(await save({ avatarFileId }, 'hr.staff.details.failed'))}
        />
        <Flex vertical gap={6}>
          <Flex gap="small" align="center" wrap>
            <StatusTag status={user.status} />
            {user.emailAddress ? <Typography.Text>{user.emailAddress}</Typography.Text> : null}
          </Flex>
          {list(
            t('hr.staff.profile.roles'),
            (user.roles ?? []).map((role) => ({ key: role, name: role })),
            t('hr.staff.profile.noRoles'),
          )}
          {list(
            t('hr.staff.profile.teams'),
            user.teams.map((team) => ({ key: team.id, name: team.name })),
            t('hr.staff.profile.noTeams'),
          )}
        </Flex>
      </Flex>
      <Flex gap="small" wrap>
        <HrUserActions user={user} />
        {user.mayImpersonate ? (
          <Button icon={<UserSwitchOutlined aria-hidden />} onClick={() => impersonate(user.principalId)}>
            {t('hr.staff.impersonate')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
