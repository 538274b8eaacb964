import { useMemo, useState } from 'react';
import { Button, Flex, Segmented, Typography } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { OfficePicker } from '@work/shared-ui/pickers';
import { useText } from '../../../text';
import { useMayEditAvailability } from '../access';
import { daysFrom, isWeekend, longDay, mediumDay, monthName, shortDay } from '../days';
import { formatMinutes } from '../minutes';
import { PanelLoading } from '../PanelStates';
import { TeamPicker } from '@work/shared-ui/pickers';
import { useToday } from '../useToday';
import { HrAvailabilityMatrixQuery, type MatrixRow } from './availability.graphql';
import { matrixQueryOf, stepAnchor, type MatrixQuery, type MatrixView } from './matrix';
import { MatrixCellView } from './MatrixCellView';
import { TemplateDrawer, type TemplatePerson } from './TemplateEditor';

/** /hr-view/availability: the availability matrix (§2), waiting for the platform clock's today. */
export function AvailabilityPage() {
  const today = useToday();
  return today ? <AvailabilityMatrix today={today} /> : <PanelLoading rows={8} />;
}

const FILTERS = ['view', 'date', 'team', 'office'] as const;
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/**
 * People × days of a week or a month (this week until another is chosen): each day's target as hours, the leave and
 * public holidays that make it, weekends and days with nothing due greyed. Filtered by team, office and a search,
 * paged on the server; everything in the URL. hr_user edits a person's template from their row; team leaders read
 * their teams (the API narrows).
 */
function AvailabilityMatrix({ today }: { today: string }) {
  const t = useText();
  const mayEdit = useMayEditAvailability();
  const grid = useGridState({ defaultSort: BY_NAME, sortFields: ['name'], filterKeys: FILTERS });
  const query = useMemo(() => matrixQueryOf(grid.filters, today), [grid.filters, today]);
  const variables = useMemo(
    () => ({
      filters: {
        startDate: query.startDate,
        endDate: query.endDate,
        teamId: query.teamId,
        officeId: query.officeId,
        search: grid.variables.filters.search,
      },
      pagination: grid.variables.pagination,
    }),
    [query, grid.variables],
  );
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrAvailabilityMatrixQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<TemplatePerson | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const days = daysFrom(query.startDate, query.endDate);
  const columns: GridColumn<MatrixRow>[] = [
    {
      key: 'name',
      title: t('hr.hrView.matrix.column.person'),
      render: (row) => <Link to={`/employee/${row.user.id}`}>{row.user.fullName}</Link>,
    },
    ...days.map((date): GridColumn<MatrixRow> => ({
      key: date,
      title: (
        <Typography.Text type={isWeekend(date) ? 'secondary' : undefined} aria-label={longDay(date)}>
          {shortDay(date)}
        </Typography.Text>
      ),
      render: (row) => {
        const day = row.days.find((d) => d.date === date);
        return day ? <MatrixCellView day={day} /> : null;
      },
    })),
    { key: 'target', title: t('hr.hrView.matrix.column.target'), align: 'right', render: (row) => formatMinutes(row.target) },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('hr.hrView.matrix.column.actions'),
            render: (row: MatrixRow) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                aria-label={t('hr.hrView.matrix.editTemplateOf', { name: row.user.fullName })}
                onClick={() => setEditing({ id: row.user.id, fullName: row.user.fullName })}
              >
                {t('hr.hrView.matrix.editTemplate')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataGrid<MatrixRow>
        label={t('hr.hrView.matrix.title')}
        entity={t('hr.hrView.matrix.entity')}
        state={grid}
        rows={data?.availabilityMatrix.rows ?? []}
        total={data?.availabilityMatrix.totalCount ?? 0}
        loading={fetching}
        error={error}
        onRetry={reload}
        rowKey={(row) => row.user.id}
        rowName={(row) => row.user.fullName}
        columns={columns}
        search={{ label: t('hr.hrView.matrix.search'), placeholder: t('hr.hrView.matrix.search') }}
        filters={
          <>
            <TeamPicker
              allowClear
              aria-label={t('hr.hrView.filter.team')}
              placeholder={t('hr.hrView.filter.team')}
              value={query.teamId}
              onChange={(id) => grid.setFilter('team', id)}
              style={{ minWidth: 180 }}
            />
            <OfficePicker
              allowClear
              aria-label={t('hr.hrView.filter.office')}
              placeholder={t('hr.hrView.filter.office')}
              value={query.officeId}
              onChange={(id) => grid.setFilter('office', id)}
              style={{ minWidth: 180 }}
            />
          </>
        }
        toolbar={<RangeControls query={query} today={today} onChange={(change) => grid.setFilters(change)} />}
      />
      <TemplateDrawer person={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </>
  );
}

/** Week or month, and which one: before, after, or back to today's. */
function RangeControls({
  query,
  today,
  onChange,
}: {
  query: MatrixQuery;
  today: string;
  onChange: (change: { view?: string | null; date?: string | null }) => void;
}) {
  const t = useText();
  const title = query.view === 'week' ? t('hr.hrView.matrix.weekOf', { date: mediumDay(query.startDate) }) : monthName(query.startDate);
  // the default (today's week or month) keeps a clean URL
  const go = (date: string, view: MatrixView = query.view) =>
    onChange({ view: view === 'week' ? null : view, date: date === today ? null : date });
  return (
    <Flex gap="small" align="center" wrap>
      <Segmented<MatrixView>
        aria-label={t('hr.hrView.matrix.view')}
        value={query.view}
        options={[
          { value: 'week', label: t('hr.hrView.matrix.week') },
          { value: 'month', label: t('hr.hrView.matrix.month') },
        ]}
        onChange={(view) => go(query.anchor, view)}
      />
      <Button
        icon={<LeftOutlined />}
        aria-label={query.view === 'week' ? t('hr.hrView.matrix.previousWeek') : t('hr.hrView.matrix.previousMonth')}
        onClick={() => go(stepAnchor(query.view, query.anchor, -1))}
      />
      <Typography.Text strong aria-live="polite" style={{ minWidth: 150, textAlign: 'center' }}>
        {title}
      </Typography.Text>
      <Button
        icon={<RightOutlined />}
        aria-label={query.view === 'week' ? t('hr.hrView.matrix.nextWeek') : t('hr.hrView.matrix.nextMonth')}
        onClick={() => go(stepAnchor(query.view, query.anchor, 1))}
      />
      <Button onClick={() => go(today)}>{t('hr.hrView.today')}</Button>
    </Flex>
  );
}
