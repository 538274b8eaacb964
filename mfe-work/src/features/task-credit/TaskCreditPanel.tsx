import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, List, Select, Spin, Table, Typography } from 'antd';
import { useMutation, useQuery, useSubscription } from 'urql';
import { useSession } from '@work/shared-ui';
import { hasText, useText } from '../../text';
import { formatDeadline } from '../my-tasks/taskTable';
import { CRED_ADMIN_ROLE, mergeCodes, platformsWithCredentials } from './taskCredit';
import { BackupCodesQuery, GenerateBackupCodeMutation, NewCodeSubscription, TaskCreditQuery, type BackupCode } from './taskCredit.query';

const engineLabel = (engine: string, t: ReturnType<typeof useText>) => {
  const key = `work.engine.${engine}`;
  return hasText(key) ? t(key) : engine;
};

/** The task-credit side panel (control): a client's credentials per platform and, for credential admins, live backup codes. */
export function TaskCreditPanel({ clientId }: { clientId?: string }) {
  const t = useText();
  const { me } = useSession();
  if (!clientId) return <Empty description={t('work.taskCredit.noClient')} />;
  return (
    <Flex vertical gap="large">
      <CredentialSummary clientId={clientId} />
      {me.roles.includes(CRED_ADMIN_ROLE) ? <BackupCodes clientId={clientId} timezone={me.timezone} /> : null}
    </Flex>
  );
}

function CredentialSummary({ clientId }: { clientId: string }) {
  const t = useText();
  const [{ data, fetching, error }] = useQuery({ query: TaskCreditQuery, variables: { clientId }, requestPolicy: 'cache-and-network' });
  const rows = platformsWithCredentials(data?.taskCredentialSummary ?? []);
  return (
    <section aria-labelledby="task-credit-summary">
      <Typography.Title level={5} id="task-credit-summary">
        {t('work.taskCredit.summary')}
      </Typography.Title>
      {error && !data ? <Alert type="error" showIcon title={t('work.taskCredit.loadFailed')} /> : null}
      {fetching && !data ? <Spin aria-label={t('work.common.loading')} /> : null}
      {data ? (
        <Table
          size="small"
          rowKey="engineType"
          pagination={false}
          aria-label={t('work.taskCredit.summary')}
          dataSource={rows}
          locale={{ emptyText: t('work.taskCredit.none') }}
          columns={[
            { key: 'platform', title: t('work.taskCredit.column.platform'), render: (_, r) => engineLabel(r.engineType, t) },
            { key: 'available', title: t('work.taskCredit.column.available'), dataIndex: 'available' },
            { key: 'occupied', title: t('work.taskCredit.column.occupied'), dataIndex: 'occupied' },
            { key: 'unverified', title: t('work.taskCredit.column.unverified'), dataIndex: 'unverified' },
            { key: 'total', title: t('work.taskCredit.column.total'), dataIndex: 'total' },
          ]}
        />
      ) : null}
    </section>
  );
}

function BackupCodes({ clientId, timezone }: { clientId: string; timezone: string | null }) {
  const t = useText();
  const { message } = App.useApp();
  const [{ data, fetching, error }] = useQuery({ query: BackupCodesQuery, variables: { clientId }, requestPolicy: 'network-only' });
  // Codes pushed since the panel opened (newCode), kept beside the listed ones.
  const [{ data: pushed }] = useSubscription({ query: NewCodeSubscription, variables: { clientId } }, (all: BackupCode[] = [], event) =>
    event.newCode ? [event.newCode, ...all] : all,
  );
  const [credentialId, setCredentialId] = useState<string | null>(null);
  const [{ fetching: generating }, generate] = useMutation(GenerateBackupCodeMutation);
  const codes = mergeCodes(data?.backupCodes ?? [], pushed ?? []);

  return (
    <section aria-labelledby="task-credit-codes">
      <Typography.Title level={5} id="task-credit-codes">
        {t('work.taskCredit.codes')}
      </Typography.Title>
      {error && !data ? <Alert type="error" showIcon title={t('work.taskCredit.loadFailed')} /> : null}
      {fetching && !data ? <Spin aria-label={t('work.common.loading')} /> : null}
      {data ? (
        <Flex vertical gap="middle">
          <Flex gap="small" wrap>
            <Select
              style={{ minWidth: 240, flex: 1 }}
              aria-label={t('work.taskCredit.codes.credential')}
              placeholder={t('work.taskCredit.codes.credential')}
              value={credentialId}
              onChange={(v: string) => setCredentialId(v)}
              options={data.taskCredentials.map((c) => ({ value: c.id, label: `${engineLabel(c.engineType, t)} · ${c.emailAddress}` }))}
            />
            <Button
              disabled={!credentialId}
              loading={generating}
              onClick={() =>
                void generate({ taskCredentialId: credentialId! }).then((r) =>
                  r.error
                    ? void message.error(t('work.taskCredit.codes.failed'))
                    : void message.success(t('work.taskCredit.codes.generated')),
                )
              }
            >
              {t('work.taskCredit.codes.generate')}
            </Button>
          </Flex>
          <Typography.Text type="secondary">{t('work.taskCredit.codes.live')}</Typography.Text>
          <List
            aria-live="polite"
            dataSource={codes}
            locale={{ emptyText: t('work.taskCredit.codes.none') }}
            renderItem={(c) => (
              <List.Item key={c.id}>
                <List.Item.Meta
                  title={
                    <Typography.Text copyable code aria-label={`${t('work.taskCredit.codes.code')} ${c.code}`}>
                      {c.code}
                    </Typography.Text>
                  }
                  description={`${t('work.taskCredit.codes.for')} ${engineLabel(c.engineType, t)} · ${c.emailAddress} · ${t('work.taskCredit.codes.at')} ${formatDeadline(c.createdAt, timezone)}`}
                />
              </List.Item>
            )}
          />
        </Flex>
      ) : null}
    </section>
  );
}
