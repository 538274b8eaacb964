import { useState } from 'react';
import { Alert, Button, Drawer, Table, Tag } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { useText } from './text';
import { formatDeadline } from '../my-tasks/taskTable';
import { CredentialSessionsQuery, RevokeSessionMutation, type AdminCredential, type CredentialSession } from './credentialsAdmin.query';

const PAGE_SIZE = 10;

/** A credential's sessions, newest first (staff-and-admin.md §2 view sessions); a live one can be revoked. */
export function CredentialSessionsDrawer({
  credential,
  onClose,
  onChanged,
}: {
  credential: AdminCredential;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useText();
  const { me } = useSession();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CredentialSessionsQuery,
    variables: { credentialId: credential.id, pagination: { page, limit: PAGE_SIZE } },
    requestPolicy: 'network-only',
  });
  const [{ fetching: revoking }, revoke] = useMutation(RevokeSessionMutation);
  const when = (iso: string | null) => (iso ? formatDeadline(iso, me.timezone) : t('work.credentialsAdmin.noValue'));

  const revokeSession = async (session: CredentialSession) => {
    const sure = await confirm({
      title: t('work.credentialsAdmin.sessions.revokeConfirm', { name: session.holderName }),
      content: t('work.credentialsAdmin.sessions.revokeText'),
      okText: t('work.credentialsAdmin.action.revoke'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await revoke({ sessionId: session.id });
    if (outcome.error) {
      bus.publish('toast:show', { text: t('work.credentialsAdmin.sessions.revokeFailed'), color: 'error' });
      return;
    }
    bus.publish('toast:show', { text: t('work.credentialsAdmin.sessions.revoked'), color: 'success' });
    refetch({ requestPolicy: 'network-only' });
    onChanged();
  };

  return (
    <Drawer
      open
      size="large"
      title={t('work.credentialsAdmin.sessions.title', { email: credential.emailAddress })}
      onClose={onClose}
      closable={{ 'aria-label': t('work.credentialsAdmin.sessions.close') }}
    >
      {error && !data ? <Alert type="error" showIcon title={t('work.credentialsAdmin.sessions.loadFailed')} /> : null}
      <Table<CredentialSession>
        size="small"
        aria-label={t('work.credentialsAdmin.sessions.table')}
        rowKey={(s) => s.id}
        loading={fetching}
        dataSource={data?.taskCredentialSessions.nodes ?? []}
        locale={{ emptyText: t('work.credentialsAdmin.sessions.none') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.taskCredentialSessions.pagination.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'holder', title: t('work.credentialsAdmin.sessions.holder'), render: (_, s) => s.holderName },
          {
            key: 'task',
            title: t('work.credentialsAdmin.sessions.task'),
            render: (_, s) => s.taskName ?? t('work.credentialsAdmin.noValue'),
          },
          { key: 'started', title: t('work.credentialsAdmin.sessions.started'), render: (_, s) => when(s.createdAt) },
          { key: 'expires', title: t('work.credentialsAdmin.sessions.expires'), render: (_, s) => when(s.expiresAt) },
          {
            key: 'released',
            title: t('work.credentialsAdmin.sessions.released'),
            render: (_, s) =>
              s.live ? <Tag color="blue">{t('work.credentialsAdmin.sessions.live')}</Tag> : when(s.releasedAt ?? s.expiresAt),
          },
          {
            key: 'actions',
            title: '',
            render: (_, s) =>
              s.live ? (
                <Button
                  danger
                  size="small"
                  loading={revoking}
                  aria-label={t('work.credentialsAdmin.sessions.revoke', { name: s.holderName })}
                  onClick={() => void revokeSession(s)}
                >
                  {t('work.credentialsAdmin.action.revoke')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
