import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { Link } from 'react-router-dom';
import { useText } from '../../text';
import { StatusTag } from '../croudie-admin/croudieStatus';
import { formatDay } from '../croudie-admin/format';
import { CroudiesToOffboardQuery, OffboardCroudiesMutation, type BulkOffboardResult, type OffboardRow } from './offboarding.graphql';
import { OffboardSummary } from './OffboardSummary';

// the list has one order (soonest first): the grid's sort is never sent
const NO_SORT = { field: 'offboardAt', direction: 'ASC' } as const;

/**
 * /croudies/offboarding (control, network_admin): croudies whose automatic offboarding is scheduled. Staff select rows
 * and offboard them in one go, after a confirmation; the API does all or none, and the summary says what happened (or
 * would have happened) to each.
 */
export function OffboardingPage() {
  const t = useText();
  const { me } = useSession();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const grid = useGridState({ defaultSort: NO_SORT, sortFields: [] });
  const variables = useMemo(() => ({ pagination: grid.variables.pagination, search: grid.variables.filters.search }), [grid.variables]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: CroudiesToOffboardQuery, variables, requestPolicy: 'cache-and-network' });
  const [, offboard] = useMutation(OffboardCroudiesMutation);
  const [summary, setSummary] = useState<BulkOffboardResult | null>(null);

  const offboardSelected = async (rows: readonly OffboardRow[]) => {
    const sure = await confirm({
      title: t('hr.croudies.offboarding.confirm.title', { count: rows.length }),
      content: t('hr.croudies.offboarding.confirm.text'),
      okText: t('hr.croudies.offboarding.confirm.ok'),
      danger: true,
    });
    // kept selected: nothing happened
    if (!sure) throw new Error('cancelled');
    const outcome = await offboard({ croudieIds: rows.map((row) => row.id) });
    const result = outcome.data?.offboardCroudies;
    if (!result) {
      bus.publish('toast:show', { text: t('hr.croudies.offboarding.failed'), color: 'error' });
      throw new Error('offboarding failed');
    }
    setSummary(result);
    if (result.done) {
      bus.publish('toast:show', { text: t('hr.croudies.updated'), color: 'success' });
      refetch({ requestPolicy: 'network-only' });
    } else {
      bus.publish('toast:show', { text: t('hr.croudies.offboarding.failed'), color: 'error' });
      // the selection stays, so staff can deselect the croudies held back and try again
      throw new Error('nothing offboarded');
    }
  };

  const columns: GridColumn<OffboardRow>[] = [
    { key: 'name', title: t('hr.croudies.column.name'), render: (row) => <Link to={`/croudies/${row.id}`}>{row.fullName}</Link> },
    { key: 'email', title: t('hr.croudies.column.email'), render: (row) => row.emailAddress ?? t('hr.croudies.none') },
    { key: 'status', title: t('hr.croudies.column.status'), render: (row) => <StatusTag status={row.status} /> },
    {
      key: 'offboardAt',
      title: t('hr.croudies.offboarding.column.offboardAt'),
      render: (row) => formatDay(row.offboardAt, me.timezone) ?? t('hr.croudies.none'),
    },
  ];

  return (
    <>
      <DataGrid<OffboardRow>
        label={t('hr.croudies.offboarding.title')}
        entity={t('hr.croudies.offboarding.entity')}
        state={grid}
        rows={data?.croudiesToOffboard.nodes ?? []}
        total={data?.croudiesToOffboard.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        rowKey={(row) => row.id}
        rowName={(row) => row.fullName}
        columns={columns}
        search={{ label: t('hr.croudies.search'), placeholder: t('hr.croudies.search') }}
        selection={{
          actions: [{ key: 'offboard', label: t('hr.croudies.offboarding.offboardSelected'), danger: true, onRun: offboardSelected }],
        }}
      />
      {summary ? <OffboardSummary result={summary} onClose={() => setSummary(null)} /> : null}
    </>
  );
}
