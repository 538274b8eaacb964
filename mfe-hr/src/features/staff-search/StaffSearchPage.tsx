import { useMemo } from 'react';
import { Flex, Select, Tag, Typography } from 'antd';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { STAFF_ROLES } from '@work/shared-contracts';
import { useHasSomeRole } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { OfficePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { CROUDIE_STATUSES, StatusTag, statusKey } from '../croudie-admin/croudieStatus';
import { STAFF_DEFAULT_SORT, STAFF_SEARCH_FILTERS, STAFF_SORT_FIELDS, staffStatusesOf, userFiltersOf } from './searchFilters';
import { StaffSearchQuery, type StaffSearchRow } from './staffSearch.graphql';
import { TeamPicker } from '@work/shared-ui/pickers';

/** Staff who onboard colleagues (/onboarding, ADR 0272). */
export const ONBOARDING_ROLES = ['hr_user'] as const;

/**
 * /employee (control): the FTE search (§2 User pages), server-paged, searched and sorted, its query in the URL. Name
 * (to the profile), e-mail, office, teams, roles and status; filters for status, office, team and role.
 */
export function StaffSearchPage() {
  const t = useText();
  const grid = useGridState({ defaultSort: STAFF_DEFAULT_SORT, sortFields: STAFF_SORT_FIELDS, filterKeys: STAFF_SEARCH_FILTERS });
  const filters = useMemo(() => userFiltersOf(grid.variables.filters), [grid.variables.filters]);
  const variables = useMemo(
    () => ({ pagination: grid.variables.pagination, sort: grid.variables.sort, filters }),
    [grid.variables, filters],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: StaffSearchQuery, variables, requestPolicy: 'cache-and-network' });
  const onboards = useHasSomeRole(ONBOARDING_ROLES);
  const none = <Typography.Text type="secondary">{t('hr.staff.none')}</Typography.Text>;
  const tags = (values: readonly string[]) =>
    values.length ? (
      <Flex gap={4} wrap>
        {values.map((value) => (
          <Tag key={value}>{value}</Tag>
        ))}
      </Flex>
    ) : (
      none
    );

  const columns: GridColumn<StaffSearchRow>[] = [
    {
      key: 'name',
      title: t('hr.staff.column.name'),
      sortable: true,
      render: (row) => <Link to={`/employee/${row.id}`}>{row.fullName}</Link>,
    },
    { key: 'email', title: t('hr.staff.column.email'), sortable: true, render: (row) => row.emailAddress ?? none },
    { key: 'office', title: t('hr.staff.column.office'), sortable: true, render: (row) => row.office ?? none },
    { key: 'teams', title: t('hr.staff.column.teams'), render: (row) => tags(row.teams.map((team) => team.name)) },
    { key: 'roles', title: t('hr.staff.column.roles'), render: (row) => tags(row.roles ?? []) },
    { key: 'status', title: t('hr.staff.column.status'), sortable: true, render: (row) => <StatusTag status={row.status} /> },
  ];

  return (
    <DataGrid<StaffSearchRow>
      label={t('hr.staff.title')}
      entity={t('hr.staff.entity')}
      state={grid}
      rows={data?.users.nodes ?? []}
      total={data?.users.pagination.total ?? 0}
      loading={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      rowKey={(row) => row.id}
      rowName={(row) => row.fullName}
      columns={columns}
      search={{ label: t('hr.staff.search'), placeholder: t('hr.staff.search') }}
      filters={
        <>
          <Select
            mode="multiple"
            aria-label={t('hr.staff.filter.status')}
            placeholder={t('hr.staff.filter.status')}
            // the defaults show as chosen, so the list says what it holds
            value={staffStatusesOf(grid.filters.status)}
            onChange={(value: string[]) => grid.setFilter('status', value)}
            options={CROUDIE_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))}
            style={{ minWidth: 220 }}
          />
          <OfficePicker
            allowClear
            aria-label={t('hr.staff.filter.office')}
            placeholder={t('hr.staff.filter.office')}
            value={filters.officeId}
            onChange={(id) => grid.setFilter('office', id)}
            style={{ minWidth: 180 }}
          />
          <TeamPicker
            allowClear
            aria-label={t('hr.staff.filter.team')}
            placeholder={t('hr.staff.filter.team')}
            value={filters.teamId}
            onChange={(id) => grid.setFilter('team', id)}
            style={{ minWidth: 180 }}
          />
          <Select
            allowClear
            showSearch
            aria-label={t('hr.staff.filter.role')}
            placeholder={t('hr.staff.filter.role')}
            value={filters.role}
            onChange={(role: string | undefined) => grid.setFilter('role', role ?? null)}
            options={STAFF_ROLES.map((role) => ({ value: role, label: role }))}
            style={{ minWidth: 180 }}
          />
        </>
      }
      toolbar={
        onboards ? (
          <Link to="/onboarding">
            <UserAddOutlined aria-hidden /> {t('hr.staff.onboard')}
          </Link>
        ) : null
      }
    />
  );
}
