import { useMemo } from 'react';
import { Card, Flex, Segmented, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { EmptyState } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { DateInput } from '@work/shared-ui/inputs';
import { useText } from '../../../text';
import { formatMinutes, formatRate } from '../minutes';
import { PanelFailed, PanelLoading } from '../PanelStates';
import { TeamPicker } from '@work/shared-ui/pickers';
import { useToday } from '../useToday';
import { UtilisationChart } from './UtilisationChart';
import { HrUtilisationQuery, type PersonRow, type TeamRow } from './utilisation.graphql';
import { utilisationFiltersOf, wholePeriods, type UtilisationPeriod } from './utilisation';

/** /hr-view/utilisation: rates and utilisation (§2), waiting for the platform clock's today. */
export function UtilisationPage() {
  const today = useToday();
  return today ? <Utilisation today={today} /> : <PanelLoading rows={8} />;
}

const FILTERS = ['period', 'from', 'to', 'team'] as const;
const BY_NAME = { field: 'name', direction: 'ASC' } as const;
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

/**
 * Journal minutes logged against target (the availability rule's targets) per week or month: a chart of the periods,
 * then a table per team and one per person (server-paged), each with hours logged, target and rate. The period, range
 * (the last 8 weeks or 6 months by default) and team are in the URL.
 */
function Utilisation({ today }: { today: string }) {
  const t = useText();
  const grid = useGridState({ defaultSort: BY_NAME, sortFields: ['name'], filterKeys: FILTERS });
  const filters = useMemo(() => utilisationFiltersOf(grid.filters, today), [grid.filters, today]);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrUtilisationQuery,
    variables: { filters, pagination: grid.variables.pagination },
    requestPolicy: 'cache-and-network',
  });
  const figures = data?.utilisation;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const setRange = (change: { from?: string; to?: string }) => {
    const range = wholePeriods(filters.period, { startDate: change.from ?? filters.startDate, endDate: change.to ?? filters.endDate });
    grid.setFilters({ from: range.startDate, to: range.endDate });
  };

  // everyone in the filters (with a team chosen, that team's members) per period
  const chartFigures = figures?.periodTotals ?? null;

  const personColumns: GridColumn<PersonRow>[] = [
    {
      key: 'name',
      title: t('hr.hrView.utilisation.column.person'),
      render: (row) => <Link to={`/employee/${row.user.id}`}>{row.user.fullName}</Link>,
    },
    ...figureColumns<PersonRow>(t),
  ];

  return (
    <Flex vertical gap="large">
      <Flex gap="small" align="center" wrap>
        <Segmented<UtilisationPeriod>
          aria-label={t('hr.hrView.utilisation.period')}
          value={filters.period}
          options={[
            { value: 'week', label: t('hr.hrView.utilisation.byWeek') },
            { value: 'month', label: t('hr.hrView.utilisation.byMonth') },
          ]}
          // another period starts from its own default range
          onChange={(period) => grid.setFilters({ period: period === 'week' ? null : period, from: null, to: null })}
        />
        <Typography.Text>{t('hr.hrView.utilisation.from')}</Typography.Text>
        <div style={{ width: 130 }}>
          <DateInput
            aria-label={t('hr.hrView.utilisation.from')}
            value={filters.startDate}
            min={EARLIEST}
            max={LATEST}
            onChange={(from) => setRange({ from })}
          />
        </div>
        <Typography.Text>{t('hr.hrView.utilisation.to')}</Typography.Text>
        <div style={{ width: 130 }}>
          <DateInput
            aria-label={t('hr.hrView.utilisation.to')}
            value={filters.endDate}
            min={EARLIEST}
            max={LATEST}
            onChange={(to) => setRange({ to })}
          />
        </div>
        <TeamPicker
          allowClear
          aria-label={t('hr.hrView.filter.team')}
          placeholder={t('hr.hrView.filter.team')}
          value={filters.teamId}
          onChange={(id) => grid.setFilter('team', id)}
          style={{ minWidth: 200 }}
        />
      </Flex>

      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('hr.hrView.utilisation.chartTitle')}
          </Typography.Title>
        }
      >
        {!figures && fetching ? (
          <PanelLoading rows={5} />
        ) : !figures ? (
          <PanelFailed compact onRetry={reload} />
        ) : (
          <Flex vertical gap="middle">
            <Typography.Text data-testid="utilisation-total">
              {t('hr.hrView.utilisation.total', {
                rate: formatRate(figures.total.rate),
                logged: formatMinutes(figures.total.logged),
                target: formatMinutes(figures.total.target),
              })}
            </Typography.Text>
            {chartFigures?.length ? (
              <UtilisationChart figures={chartFigures} period={filters.period} />
            ) : (
              <EmptyState title={t('hr.hrView.utilisation.chartEmpty')} />
            )}
          </Flex>
        )}
      </Card>

      <Flex vertical gap="small">
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('hr.hrView.utilisation.teamsTitle')}
        </Typography.Title>
        {!figures && fetching ? (
          <PanelLoading rows={4} />
        ) : !figures ? (
          <PanelFailed compact onRetry={reload} />
        ) : (
          <Table<TeamRow>
            size="small"
            aria-label={t('hr.hrView.utilisation.teamsTitle')}
            rowKey={(row) => row.team.id}
            dataSource={figures.teams}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyState title={t('hr.hrView.utilisation.noTeams')} /> }}
            columns={[
              { key: 'team', title: t('hr.hrView.utilisation.column.team'), render: (_, row) => row.team.name },
              ...figureColumns<TeamRow>(t).map((column) => ({
                key: column.key,
                title: column.title,
                align: column.align,
                render: (_: unknown, row: TeamRow) => column.render!(row, 0),
              })),
            ]}
          />
        )}
      </Flex>

      <Flex vertical gap="small">
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('hr.hrView.utilisation.peopleTitle')}
        </Typography.Title>
        <DataGrid<PersonRow>
          label={t('hr.hrView.utilisation.peopleTitle')}
          entity={t('hr.hrView.utilisation.peopleEntity')}
          state={grid}
          rows={figures?.people ?? []}
          total={figures?.peopleCount ?? 0}
          loading={fetching}
          error={error}
          onRetry={reload}
          rowKey={(row) => row.user.id}
          rowName={(row) => row.user.fullName}
          columns={personColumns}
        />
      </Flex>
    </Flex>
  );
}

/** Hours logged, target and rate of a row's whole range. */
function figureColumns<Row extends { total: { logged: number; target: number; rate?: number | null } }>(
  t: ReturnType<typeof useText>,
): GridColumn<Row>[] {
  return [
    { key: 'logged', title: t('hr.hrView.utilisation.column.logged'), align: 'right', render: (row) => formatMinutes(row.total.logged) },
    { key: 'target', title: t('hr.hrView.utilisation.column.target'), align: 'right', render: (row) => formatMinutes(row.total.target) },
    { key: 'rate', title: t('hr.hrView.utilisation.column.rate'), align: 'right', render: (row) => formatRate(row.total.rate) },
  ];
}
