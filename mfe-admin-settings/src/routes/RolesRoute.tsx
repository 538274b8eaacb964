import { Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { useText } from '../text';
import { RolesQuery } from '../features/roles/roles.graphql';

type RoleRow = { role: string; description: string; active: boolean; userCount: number };

/** /settings/roles: the staff roles (staff-and-admin.md §3 Role); each opens on its own page. */
export function RolesRoute() {
  const t = useText();
  const navigate = useNavigate();
  const grid = useGridState({
    defaultSort: { field: 'role', direction: 'ASC' },
    sortFields: ['role', 'description', 'active', 'userCount'],
  });
  const [{ data, fetching, error }, refetch] = useQuery({ query: RolesQuery, variables: grid.variables });
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t('settings.area.roles')}
      </Typography.Title>
      <DataGrid<RoleRow>
        label={t('settings.area.roles')}
        entity={t('settings.roles.entity')}
        state={grid}
        rows={data?.roleSettings.nodes ?? []}
        total={data?.roleSettings.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        rowKey={(row) => row.role}
        rowName={(row) => row.role}
        search={{ label: t('settings.roles.search'), placeholder: t('settings.roles.search') }}
        columns={[
          {
            key: 'role',
            title: t('settings.roles.role'),
            sortable: true,
            width: 200,
            render: (row) => <Link to={`/settings/roles/${row.role}`}>{row.role}</Link>,
          },
          { key: 'description', title: t('settings.field.description'), sortable: true },
          {
            key: 'active',
            title: t('settings.roles.active'),
            sortable: true,
            width: 120,
            render: (row) =>
              row.active ? <Tag color="green">{t('settings.roles.isActive')}</Tag> : <Tag>{t('settings.roles.isInactive')}</Tag>,
          },
          { key: 'userCount', title: t('settings.roles.users'), sortable: true, width: 100, align: 'right' },
        ]}
        rowActions={(row) => [{ key: 'open', label: t('settings.roles.open'), onClick: () => navigate(`/settings/roles/${row.role}`) }]}
      />
    </Flex>
  );
}
