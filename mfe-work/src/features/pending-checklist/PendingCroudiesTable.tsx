import { useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography, message } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useMutation, useQuery } from 'urql';
import { DateTime } from 'luxon';
import { EmptyState } from '@work/shared-ui';
import { useText } from '../../text';
import { STAFF_ONBOARDING_STEPS } from '@work/shared-contracts/onboarding';
import { CompleteStepMutation, ExtendDeadlineMutation, PendingCroudiesQuery } from './checklist.query';
import { daysLeftText, stepTitle } from './checklist';

const PAGE_SIZE = 10;

/**
 * Staff view of pending croudies (croudie_verifier or network_admin; the server checks the roles): each one's
 * progress and deadline, buttons that mark practical test, bank form and welcome call complete, and the one 30-day
 * deadline extension.
 */
export function PendingCroudiesTable() {
  const t = useText();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, reload] = useQuery({
    query: PendingCroudiesQuery,
    variables: { pagination: { page, limit: PAGE_SIZE } },
    requestPolicy: 'cache-and-network',
  });
  const [, complete] = useMutation(CompleteStepMutation);
  const [, extend] = useMutation(ExtendDeadlineMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, toastHolder] = message.useMessage();

  if (error && !data) {
    const forbidden = error.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN');
    return (
      <Alert
        type={forbidden ? 'info' : 'error'}
        showIcon
        title={forbidden ? t('work.onboarding.staff.forbidden') : t('work.onboarding.staff.loadFailed')}
      />
    );
  }
  const list = data?.pendingCroudieOnboarding;
  type Row = NonNullable<typeof list>['nodes'][number];

  const run = async (key: string, action: () => Promise<{ error?: unknown }>, failure: string) => {
    setBusy(key);
    const result = await action();
    setBusy(null);
    if (result.error) void toast.error(failure);
    else {
      void toast.success(t('work.onboarding.saved'));
      reload({ requestPolicy: 'network-only' });
    }
  };

  return (
    <>
      {toastHolder}
      <Table<Row>
        rowKey="id"
        loading={fetching && !data}
        dataSource={list?.nodes ?? []}
        locale={{ emptyText: <EmptyState title={t('work.onboarding.staff.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('work.onboarding.staff.name'), key: 'name', render: (_, row) => row.croudie.fullName },
          { title: t('work.onboarding.staff.email'), key: 'email', render: (_, row) => row.croudie.emailAddress },
          {
            title: t('work.onboarding.staff.progress'),
            key: 'progress',
            render: (_, row) => t('work.onboarding.progress', { done: row.completedCount, total: row.totalCount }),
          },
          {
            title: t('work.onboarding.staff.deadline'),
            key: 'deadline',
            render: (_, row) => (
              <Flex vertical gap={4}>
                <Typography.Text>{DateTime.fromISO(row.deadline).setZone('Europe/London').toFormat('d MMM yyyy')}</Typography.Text>
                <Typography.Text type={row.deadlinePassed ? 'danger' : 'secondary'}>
                  {row.deadlinePassed ? t('work.onboarding.staff.deadlinePassed') : daysLeftText(row.daysLeft, false)}
                </Typography.Text>
                {row.deadlineExtended ? (
                  <Tag>{t('work.onboarding.deadlineExtended')}</Tag>
                ) : (
                  <Button
                    size="small"
                    loading={busy === `${row.id}:extend`}
                    onClick={() =>
                      void run(`${row.id}:extend`, () => extend({ croudieId: row.id }), t('work.onboarding.staff.extendFailed'))
                    }
                    aria-label={t('work.onboarding.staff.extend', { name: row.croudie.fullName })}
                  >
                    {t('work.onboarding.staff.extendButton')}
                  </Button>
                )}
              </Flex>
            ),
          },
          {
            title: t('work.onboarding.staff.steps'),
            key: 'steps',
            render: (_, row) => (
              <Flex vertical gap={4} align="start">
                {STAFF_ONBOARDING_STEPS.map((step) => {
                  const done = row.steps.find((s) => s.step === step)?.complete;
                  if (done) {
                    return (
                      <Tag key={step} color="success" icon={<CheckCircleFilled aria-hidden />}>
                        {stepTitle(step)}
                      </Tag>
                    );
                  }
                  const key = `${row.id}:${step}`;
                  return (
                    <Button
                      key={step}
                      size="small"
                      loading={busy === key}
                      aria-label={t('work.onboarding.staff.markComplete', { step: stepTitle(step), name: row.croudie.fullName })}
                      onClick={() => void run(key, () => complete({ croudieId: row.id, step }), t('work.onboarding.saveFailed'))}
                    >
                      {stepTitle(step)}
                    </Button>
                  );
                })}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
