import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { CREDENTIAL_DELETE_OCCUPIED } from '@work/shared-contracts/task-credentials';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { todayIn } from '@work/shared-ui/dates';
import { ClientPicker } from '@work/shared-ui/pickers';
import { useText as useWorkText, type TextKey as WorkTextKey } from '../../text';
import { useText, type TextKey } from './text';
import { AddCredentialsDialog } from './AddCredentialsDialog';
import { CredentialSessionsDrawer } from './CredentialSessionsDrawer';
import { accessLabel, engineLabel, platformChoices, serverProblem, STATUSES, statusLabel, ENGINE_TYPES } from './credentialsAdmin';
import {
  AdminCredentialsQuery,
  CredentialSummaryQuery,
  DeleteCredentialMutation,
  RevokeCredentialMutation,
  type AdminCredential,
  type SummaryRow,
} from './credentialsAdmin.query';
import { EditCredentialDialog } from './EditCredentialDialog';

const SORT_FIELDS = ['id', 'emailAddress', 'client', 'engineType', 'accessLevel', 'expiresOn'];
const FILTERS = ['client', 'platform', 'status'] as const;
/** The values of a URL filter that are among `allowed`; none: the filter is off. */
function known<T extends string>(values: readonly string[] | null, allowed: readonly T[]): T[] | null {
  const kept = (values ?? []).filter((value): value is T => (allowed as readonly string[]).includes(value));
  return kept.length ? kept : null;
}
const STATUS_COLOUR: Record<string, string> = { AVAILABLE: 'green', OCCUPIED: 'blue', UNVERIFIED: 'orange' };

type Open = { kind: 'add' } | { kind: 'edit'; credential: AdminCredential } | { kind: 'sessions'; credential: AdminCredential } | null;

/**
 * Task credentials (staff-and-admin.md §2 list, add, edit, view sessions; §3 Task credential (admin)): every client's
 * credentials on the staff data grid, filtered by client, platform and status, with the client's summary per platform
 * when one client is filtered. Revoke and delete ask first; an occupied credential is not deleted (§8).
 */
export function CredentialsAdminPage() {
  const t = useText();
  const { me } = useSession();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const grid = useGridState({ defaultSort: { field: 'id', direction: 'DESC' }, sortFields: SORT_FIELDS, filterKeys: FILTERS });
  const { filters } = grid.variables;
  const variables = useMemo(
    () => ({
      pagination: grid.variables.pagination,
      sort: grid.variables.sort,
      filters: {
        search: filters.search,
        clientIds: filters.client,
        // the URL may hold anything: only known platforms and statuses are asked for
        engineTypes: known(filters.platform, ENGINE_TYPES),
        statuses: known(filters.status, STATUSES),
      },
    }),
    [grid.variables, filters],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminCredentialsQuery, variables });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const oneClient = filters.client?.length === 1 ? filters.client[0]! : null;
  const [summary] = useQuery({ query: CredentialSummaryQuery, variables: { clientId: oneClient ?? '' }, pause: !oneClient });
  const [, revoke] = useMutation(RevokeCredentialMutation);
  const [, remove] = useMutation(DeleteCredentialMutation);
  const [open, setOpen] = useState<Open>(null);
  const today = todayIn('Europe/London', data?.platformNow ? new Date(data.platformNow) : new Date());
  const rows = data?.adminTaskCredentials.nodes ?? [];
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });
  const none = t('work.credentialsAdmin.noValue');

  const revokeCredential = async (row: AdminCredential) => {
    const sure = await confirm({
      title: t('work.credentialsAdmin.revoke.confirm', { email: row.emailAddress }),
      content: t('work.credentialsAdmin.revoke.confirmText'),
      okText: t('work.credentialsAdmin.action.revoke'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await revoke({ id: row.id });
    if (outcome.error) return toast(t('work.credentialsAdmin.revokeFailed'), 'error');
    toast(t('work.credentialsAdmin.revoked'), 'success');
    reload();
  };

  const deleteCredential = async (row: AdminCredential) => {
    // §8: an occupied credential is not deleted (the API refuses it too, should it have become occupied since)
    if (row.status === 'OCCUPIED') return toast(CREDENTIAL_DELETE_OCCUPIED, 'error');
    const sure = await confirm({
      title: t('work.credentialsAdmin.delete.confirm', { email: row.emailAddress }),
      content: t('work.credentialsAdmin.delete.confirmText'),
      okText: t('work.credentialsAdmin.action.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ id: row.id });
    if (outcome.error) {
      const problem = serverProblem(outcome.error);
      toast(problem && 'message' in problem ? problem.message : t('work.credentialsAdmin.deleteFailed'), 'error');
      reload();
      return;
    }
    toast(t('work.credentialsAdmin.deleted'), 'success');
    reload();
  };

  const columns: GridColumn<AdminCredential>[] = [
    { key: 'emailAddress', title: t('work.credentialsAdmin.column.email'), sortable: true, render: (r) => r.emailAddress },
    { key: 'client', title: t('work.credentialsAdmin.column.client'), sortable: true, render: (r) => r.clientName },
    { key: 'engineType', title: t('work.credentialsAdmin.column.platform'), sortable: true, render: (r) => engineLabel(r.engineType) },
    { key: 'accessLevel', title: t('work.credentialsAdmin.column.access'), sortable: true, render: (r) => accessLabel(r.accessLevel) },
    {
      key: 'status',
      title: t('work.credentialsAdmin.column.status'),
      render: (r) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={STATUS_COLOUR[r.status]}>{statusLabel(r.status)}</Tag>
          </span>
          {r.currentSession ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('work.credentialsAdmin.heldBy', { name: r.currentSession.holderName })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'requester', title: t('work.credentialsAdmin.column.requester'), render: (r) => r.requester?.fullName ?? none },
    {
      key: 'expiresOn',
      title: t('work.credentialsAdmin.column.expiration'),
      sortable: true,
      render: (r) =>
        r.expiresOn ? (
          <Flex gap={4} align="center" wrap>
            {r.expiresOn}
            {r.expired ? <Tag color="red">{t('work.credentialsAdmin.expired')}</Tag> : null}
          </Flex>
        ) : (
          none
        ),
    },
    { key: 'job', title: t('work.credentialsAdmin.column.job'), render: (r) => r.jobName ?? none },
  ];

  const summaryRows = summary.data?.taskCredentialSummary ?? null;
  const platforms = platformChoices(oneClient ? summaryRows : null);
  const clientName = rows.find((r) => r.clientId === oneClient)?.clientName ?? '';

  return (
    <Flex vertical gap="middle">
      {oneClient ? (
        <ClientSummary rows={summaryRows} loading={summary.fetching} failed={Boolean(summary.error)} client={clientName} />
      ) : null}
      <DataGrid<AdminCredential>
        label={t('work.credentialsAdmin.title')}
        entity={t('work.credentialsAdmin.entity')}
        state={grid}
        rows={rows}
        total={data?.adminTaskCredentials.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={reload}
        rowKey={(r) => r.id}
        rowName={(r) => r.emailAddress}
        columns={columns}
        search={{ label: t('work.credentialsAdmin.search') }}
        filters={
          <>
            <ClientPicker
              multiple
              aria-label={t('work.credentialsAdmin.filter.client')}
              placeholder={t('work.credentialsAdmin.filter.client')}
              value={grid.filters.client}
              onChange={(value) => grid.setFilters({ client: value, platform: null })}
              allowClear
              style={{ minWidth: 220 }}
            />
            <Select
              mode="multiple"
              aria-label={t('work.credentialsAdmin.filter.platform')}
              placeholder={t('work.credentialsAdmin.filter.platform')}
              value={grid.filters.platform}
              onChange={(value: string[]) => grid.setFilter('platform', value)}
              options={platforms.map((engine) => ({ value: engine, label: engineLabel(engine) }))}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 200 }}
            />
            <Select
              mode="multiple"
              aria-label={t('work.credentialsAdmin.filter.status')}
              placeholder={t('work.credentialsAdmin.filter.status')}
              value={grid.filters.status}
              onChange={(value: string[]) => grid.setFilter('status', value)}
              options={STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
              allowClear
              style={{ minWidth: 180 }}
            />
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setOpen({ kind: 'add' })}>
            {t('work.credentialsAdmin.action.add')}
          </Button>
        }
        rowActions={(row) => [
          { key: 'edit', label: t('work.credentialsAdmin.action.edit'), onClick: () => setOpen({ kind: 'edit', credential: row }) },
          {
            key: 'sessions',
            label: t('work.credentialsAdmin.action.sessions'),
            onClick: () => setOpen({ kind: 'sessions', credential: row }),
          },
          { key: 'revoke', label: t('work.credentialsAdmin.action.revoke'), danger: true, onClick: () => void revokeCredential(row) },
          { key: 'delete', label: t('work.credentialsAdmin.action.delete'), danger: true, onClick: () => void deleteCredential(row) },
        ]}
      />
      {open?.kind === 'add' ? (
        <AddCredentialsDialog
          today={today}
          requesterId={me.kind === 'USER' ? me.id : null}
          onClose={() => setOpen(null)}
          onAdded={reload}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditCredentialDialog
          credential={open.credential}
          today={today}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      ) : null}
      {open?.kind === 'sessions' ? (
        <CredentialSessionsDrawer credential={open.credential} onClose={() => setOpen(null)} onChanged={reload} />
      ) : null}
    </Flex>
  );
}

const COUNT_COLUMNS: { key: keyof SummaryRow; title: WorkTextKey }[] = [
  { key: 'available', title: 'work.taskCredit.column.available' },
  { key: 'occupied', title: 'work.taskCredit.column.occupied' },
  { key: 'unverified', title: 'work.taskCredit.column.unverified' },
  { key: 'total', title: 'work.taskCredit.column.total' },
];

/** The filtered client's credentials per platform (staff-and-admin.md §3 Task credential summary per client). */
function ClientSummary({
  rows,
  loading,
  failed,
  client,
}: {
  rows: readonly SummaryRow[] | null;
  loading: boolean;
  failed: boolean;
  client: string;
}) {
  const t = useText();
  // the task-credit panel's words for the same counts
  const words = useWorkText();
  // the client's name comes with its rows; with none listed (filtered away) the title goes without it
  const title = client ? t('work.credentialsAdmin.summary.title', { client }) : words('work.taskCredit.summary');
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {failed && !rows ? (
        <Alert type="error" showIcon title={t('work.credentialsAdmin.summary.loadFailed')} />
      ) : (
        <Table<SummaryRow>
          size="small"
          aria-label={title}
          rowKey={(r) => r.engineType}
          pagination={false}
          loading={loading}
          dataSource={(rows ?? []).filter((r) => r.total > 0)}
          locale={{ emptyText: words('work.taskCredit.none') }}
          columns={[
            { key: 'platform', title: words('work.taskCredit.column.platform'), render: (_, r) => engineLabel(r.engineType) },
            ...COUNT_COLUMNS.map((c) => ({ key: c.key, title: words(c.title), render: (_: unknown, r: SummaryRow) => r[c.key] })),
          ]}
        />
      )}
    </section>
  );
}
