import { useMemo } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useHasSomeRole } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { CountryPicker, LanguagePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { CROUDIE_STATUSES, StatusTag, statusKey } from '../croudie-admin/croudieStatus';
import { countryName, formatHourlyRate } from '../croudie-admin/format';
import { useImpersonateCroudie, useMayImpersonateCroudies } from '../croudie-admin/impersonation';
import { CroudieSearchQuery, type CroudieSearchRow } from './croudieSearch.graphql';
import { croudieFiltersOf, RATE_ROLES, SEARCH_DEFAULT_SORT, SEARCH_FILTERS, searchSortFields, statusesOf } from './searchFilters';

/**
 * /croudies (control): the croudie search list (§2), server-paged, searched and sorted, its query in the URL. Name,
 * e-mail, country, hourly rate, native language, status, and the row's actions (View; Impersonate for staff allowed to).
 */
export function CroudieSearchPage() {
  const t = useText();
  const seesRates = useHasSomeRole(RATE_ROLES);
  const grid = useGridState({ defaultSort: SEARCH_DEFAULT_SORT, sortFields: searchSortFields(seesRates), filterKeys: SEARCH_FILTERS });
  const filters = useMemo(() => croudieFiltersOf(grid.variables.filters), [grid.variables.filters]);
  const variables = useMemo(
    () => ({ pagination: grid.variables.pagination, sort: grid.variables.sort, filters }),
    [grid.variables, filters],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: CroudieSearchQuery, variables, requestPolicy: 'cache-and-network' });
  const mayImpersonate = useMayImpersonateCroudies();
  const mayOffboard = useHasSomeRole(['network_admin']);
  const impersonate = useImpersonateCroudie();
  const none = <Typography.Text type="secondary">{t('hr.croudies.none')}</Typography.Text>;

  const columns: GridColumn<CroudieSearchRow>[] = [
    {
      key: 'name',
      title: t('hr.croudies.column.name'),
      sortable: true,
      render: (row) => <Link to={`/croudies/${row.id}`}>{row.fullName}</Link>,
    },
    { key: 'email', title: t('hr.croudies.column.email'), sortable: true, render: (row) => row.emailAddress ?? none },
    { key: 'country', title: t('hr.croudies.column.country'), sortable: true, render: (row) => countryName(row.countryCode) ?? none },
    {
      key: 'hourlyRate',
      title: t('hr.croudies.column.hourlyRate'),
      sortable: seesRates,
      align: 'right',
      render: (row) => formatHourlyRate(row.hourlyRate) ?? none,
    },
    { key: 'language', title: t('hr.croudies.column.language'), render: (row) => row.nativeLanguage?.name ?? none },
    { key: 'status', title: t('hr.croudies.column.status'), sortable: true, render: (row) => <StatusTag status={row.status} /> },
    {
      key: 'actions',
      title: t('hr.croudies.column.actions'),
      render: (row) => (
        <Flex gap="small">
          <Link to={`/croudies/${row.id}`} aria-label={t('hr.croudies.action.viewNamed', { name: row.fullName })}>
            {t('hr.croudies.action.view')}
          </Link>
          {mayImpersonate ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              aria-label={t('hr.croudies.action.impersonateNamed', { name: row.fullName })}
              onClick={() => impersonate(row.principalId)}
            >
              {t('hr.croudies.action.impersonate')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <DataGrid<CroudieSearchRow>
      label={t('hr.croudies.title')}
      entity={t('hr.croudies.entity')}
      state={grid}
      rows={data?.croudies.nodes ?? []}
      total={data?.croudies.pagination.total ?? 0}
      loading={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      rowKey={(row) => row.id}
      rowName={(row) => row.fullName}
      columns={columns}
      search={{ label: t('hr.croudies.search'), placeholder: t('hr.croudies.search') }}
      filters={
        <>
          <Select
            mode="multiple"
            aria-label={t('hr.croudies.filter.status')}
            placeholder={t('hr.croudies.filter.status')}
            // the defaults show as chosen, so the list says what it holds
            value={statusesOf(grid.filters.status)}
            onChange={(value: string[]) => grid.setFilter('status', value)}
            options={CROUDIE_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))}
            style={{ minWidth: 220 }}
          />
          <CountryPicker
            allowClear
            aria-label={t('hr.croudies.filter.country')}
            placeholder={t('hr.croudies.filter.country')}
            value={filters.countryCode}
            onChange={(code) => grid.setFilter('country', code)}
            style={{ minWidth: 180 }}
          />
          <LanguagePicker
            allowClear
            aria-label={t('hr.croudies.filter.language')}
            placeholder={t('hr.croudies.filter.language')}
            value={filters.languageCode}
            onChange={(code) => grid.setFilter('language', code)}
            style={{ minWidth: 180 }}
          />
        </>
      }
      toolbar={mayOffboard ? <Link to="/croudies/offboarding">{t('hr.croudies.offboardingLink')}</Link> : null}
    />
  );
}
