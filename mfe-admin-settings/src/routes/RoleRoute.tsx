import { Alert, Button, Flex, Tabs, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ROLE_ADMIN_ROLES } from '@work/shared-contracts';
import { PageLoading, useHasSomeRole } from '@work/shared-ui';
import { useText } from '../text';
import { FetchRolesEnums, RoleQuery } from '../features/roles/roles.graphql';
import { RoleDetails } from '../features/roles/RoleDetails';
import { RoleOperations } from '../features/roles/RoleOperations';
import { RoleUsers } from '../features/roles/RoleUsers';

const TABS = ['details', 'users', 'operations'] as const;
type Tab = (typeof TABS)[number];

/** /settings/roles/{role}: one role's details and permissions, its users and the API operations it may call. */
export function RoleRoute() {
  const t = useText();
  const role = useParams()['role'] ?? '';
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'details';
  const canChange = useHasSomeRole(ROLE_ADMIN_ROLES);
  // The roles are the server's enum (§7 fetchRolesEnums): a path naming no role is "no such role", not a failed load.
  const [roles] = useQuery({ query: FetchRolesEnums });
  // gql.tada does not type introspection fields: the shape is GraphQL's own __Type
  const enumType = roles.data?.__type as { enumValues?: readonly { name: string }[] | null } | null | undefined;
  const known = enumType?.enumValues?.some((value) => value.name === role) ?? false;
  const [{ data, fetching, error }, refetch] = useQuery({ query: RoleQuery, variables: { role: role as never }, pause: !known });
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const back = <Link to="/settings/roles">{t('settings.roles.back')}</Link>;
  if (roles.fetching || (known && fetching && !data)) return <PageLoading />;
  if (roles.data && !known) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert type="warning" showIcon title={t('settings.roles.unknown', { role })} />
      </Flex>
    );
  }
  const settings = data?.roleSettingsOf;
  if (!settings) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('settings.roles.failed')}
          description={error?.message}
          action={<Button onClick={reload}>{t('settings.roles.retry')}</Button>}
        />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      {back}
      <Flex gap="small" align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {settings.role}
        </Typography.Title>
        {settings.active ? <Tag color="green">{t('settings.roles.isActive')}</Tag> : <Tag>{t('settings.roles.isInactive')}</Tag>}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'details',
            label: t('settings.roles.tab.details'),
            children: (
              <RoleDetails
                role={settings.role}
                values={{ description: settings.description, active: settings.active, permissions: [...settings.permissions] }}
                permissions={data.rolePermissions}
                canChange={canChange}
              />
            ),
          },
          {
            key: 'users',
            label: t('settings.roles.tab.users', { count: settings.userCount }),
            children: <RoleUsers role={settings.role} canChange={canChange} onChanged={reload} />,
          },
          {
            key: 'operations',
            label: t('settings.roles.tab.operations', { count: settings.operations.length }),
            children: (
              <RoleOperations
                key={settings.operations.join()}
                role={settings.role}
                saved={settings.operations}
                canChange={canChange}
                onSaved={reload}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
