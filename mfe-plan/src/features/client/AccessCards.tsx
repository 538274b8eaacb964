import { useMemo, useState } from 'react';
import { Button, Space, Table } from 'antd';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useConfirm, useHasSomeRole, useMountProps, useSession } from '@work/shared-ui';
import { DataGrid, useGridState, type GridColumn } from '@work/shared-ui/data-grid';
import { useText } from '../../text';
import { CLIENT_ACCESS_ADMIN_ROLES, croudiePath } from './access';
import {
  ApproveClientAccessMutation,
  ClientAccessHoldersQuery,
  ClientPendingRequestsQuery,
  DeclineClientAccessMutation,
  type ClientAccessHolder,
  type ClientAccessRequest,
} from './client.query';
import { formatDay } from './format';
import { Section, SectionFailed, SectionLoading } from './Section';
import { ShellLink } from './ShellLink';

// the API lists croudies most recently granted first and sorts no other way: the grid's sort is never sent
const NEWEST_FIRST = { field: 'since', direction: 'DESC' } as const;
// a request someone else answered meanwhile, or that is gone: reload the lists rather than report a failure
const ANSWERED_CODES = new Set(['CONFLICT', 'NOT_FOUND']);
const codeOf = (error: CombinedError | undefined) => String(error?.graphQLErrors[0]?.extensions?.code ?? '');

/**
 * Croudies with access (server paged, with a search) and Pending access requests. client_admin and network_admin
 * approve or decline a request here; both lists and `onChanged` (the page's count) reload after each decision.
 */
export function AccessCards({ clientId, onChanged }: { clientId: string; onChanged: () => void }) {
  const t = useText();
  const { me } = useSession();
  const grid = useGridState({ defaultSort: NEWEST_FIRST, sortFields: [], prefix: 'access' });
  const variables = useMemo(
    () => ({ id: clientId, pagination: grid.variables.pagination, search: grid.variables.filters.search }),
    [clientId, grid.variables],
  );
  const [holders, refetchHolders] = useQuery({ query: ClientAccessHoldersQuery, variables });
  const [pending, refetchPending] = useQuery({ query: ClientPendingRequestsQuery, variables: { id: clientId } });
  const page = holders.data?.client?.croudiesWithAccess;

  const reload = () => {
    refetchHolders({ requestPolicy: 'network-only' });
    refetchPending({ requestPolicy: 'network-only' });
    onChanged();
  };

  const columns: GridColumn<ClientAccessHolder>[] = [
    {
      key: 'name',
      title: t('plan.client.access.name'),
      render: (row) => <ShellLink to={croudiePath(row.croudieId)}>{row.fullName}</ShellLink>,
    },
    { key: 'since', title: t('plan.client.access.since'), render: (row) => formatDay(row.since, me.timezone) ?? t('plan.client.none') },
  ];

  return (
    <>
      <Section title={t('plan.client.access')}>
        <DataGrid<ClientAccessHolder>
          label={t('plan.client.access')}
          entity={t('plan.client.access.entity')}
          state={grid}
          rows={page?.nodes ?? []}
          total={page?.pagination.total ?? 0}
          loading={holders.fetching}
          error={holders.error}
          onRetry={() => refetchHolders({ requestPolicy: 'network-only' })}
          rowKey={(row) => row.croudieId}
          rowName={(row) => row.fullName}
          columns={columns}
          search={{ label: t('plan.client.access.search'), placeholder: t('plan.client.access.search') }}
        />
      </Section>
      <PendingRequests
        clientId={clientId}
        requests={pending.data?.client?.pendingAccessRequests}
        loading={pending.fetching}
        failed={Boolean(pending.error)}
        onRetry={() => refetchPending({ requestPolicy: 'network-only' })}
        onDecided={reload}
      />
    </>
  );
}

function PendingRequests({
  clientId,
  requests,
  loading,
  failed,
  onRetry,
  onDecided,
}: {
  clientId: string;
  requests: readonly ClientAccessRequest[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onDecided: () => void;
}) {
  const t = useText();
  const { me } = useSession();
  const mayDecide = useHasSomeRole(CLIENT_ACCESS_ADMIN_ROLES);
  const decide = useAccessDecision(clientId, onDecided);
  const section = t('plan.client.requests');

  let body;
  if (requests) {
    body = (
      <Table<ClientAccessRequest>
        aria-label={section}
        rowKey="croudieId"
        size="small"
        pagination={false}
        dataSource={[...requests]}
        locale={{ emptyText: t('plan.client.requests.empty') }}
        columns={[
          {
            key: 'name',
            title: t('plan.client.requests.name'),
            render: (_, row) => <ShellLink to={croudiePath(row.croudieId)}>{row.fullName}</ShellLink>,
          },
          {
            key: 'requestedAt',
            title: t('plan.client.requests.requestedAt'),
            render: (_, row) => formatDay(row.requestedAt, me.timezone) ?? t('plan.client.none'),
          },
          ...(mayDecide
            ? [
                {
                  key: 'actions',
                  title: t('plan.client.requests.actions'),
                  render: (_: unknown, row: ClientAccessRequest) => {
                    const busy = decide.busy === row.croudieId;
                    return (
                      <Space>
                        <Button
                          type="primary"
                          size="small"
                          aria-label={t('plan.client.requests.approveFor', { name: row.fullName })}
                          loading={busy && decide.decision === 'approve'}
                          disabled={decide.busy !== null && !busy}
                          onClick={() => void decide.run(row, 'approve')}
                        >
                          {t('plan.client.requests.approve')}
                        </Button>
                        <Button
                          danger
                          size="small"
                          aria-label={t('plan.client.requests.declineFor', { name: row.fullName })}
                          loading={busy && decide.decision === 'decline'}
                          disabled={decide.busy !== null && !busy}
                          onClick={() => void decide.run(row, 'decline')}
                        >
                          {t('plan.client.requests.decline')}
                        </Button>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    );
  } else if (loading || !failed) {
    body = <SectionLoading section={section} />;
  } else {
    body = <SectionFailed section={section} onRetry={onRetry} />;
  }
  return <Section title={section}>{body}</Section>;
}

type Decision = 'approve' | 'decline';

/** Approve or decline one request at a time: declining asks first; each outcome is a toast (§8). */
function useAccessDecision(clientId: string, onDecided: () => void) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [, approve] = useMutation(ApproveClientAccessMutation);
  const [, decline] = useMutation(DeclineClientAccessMutation);
  const [busy, setBusy] = useState<{ croudieId: string; decision: Decision } | null>(null);

  const run = async (row: ClientAccessRequest, decision: Decision) => {
    if (decision === 'decline') {
      const sure = await confirm({
        title: t('plan.client.requests.declineConfirm.title', { name: row.fullName }),
        content: t('plan.client.requests.declineConfirm.text'),
        okText: t('plan.client.requests.decline'),
        danger: true,
      });
      if (!sure) return;
    }
    setBusy({ croudieId: row.croudieId, decision });
    const variables = { clientId, croudieId: row.croudieId };
    const result = decision === 'approve' ? await approve(variables) : await decline(variables);
    setBusy(null);
    if (!result.error) {
      bus.publish('toast:show', { text: t('plan.client.requests.updated'), color: 'success' });
      onDecided();
    } else if (ANSWERED_CODES.has(codeOf(result.error))) {
      bus.publish('toast:show', { text: t('plan.client.requests.gone'), color: 'warning' });
      onDecided();
    } else {
      const failed = decision === 'approve' ? 'plan.client.requests.approveFailed' : 'plan.client.requests.declineFailed';
      bus.publish('toast:show', { text: t(failed), color: 'error' });
    }
  };

  return { run, busy: busy?.croudieId ?? null, decision: busy?.decision ?? null };
}
