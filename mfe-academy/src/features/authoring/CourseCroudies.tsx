import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { CroudiePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { AssignCourse, EnrolmentsQuery, WithdrawCourseUser, type CourseDetails, type EnrolmentRow } from './authoring.graphql';
import { instantText } from './display';
import { useToasts } from './feedback';

/** A croudie can be taken off a course they have not passed (ADR 0288); their attempts are kept. */
const WITHDRAWABLE: readonly EnrolmentRow['status'][] = ['NOT_STARTED', 'IN_PROGRESS', 'FAILED'];

/**
 * The croudies on a course (newest first) with their status, and assigning more (a private course is taken only by
 * croudies assigned to it). Assigning needs a live course; withdrawing asks first.
 */
export function CourseCroudies({ course }: { course: Pick<CourseDetails, 'id' | 'name' | 'status'> }) {
  const t = useText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const grid = useGridState({ defaultSort: { field: 'enrolledAt', direction: 'DESC' }, sortFields: ['enrolledAt'], prefix: 'croudies' });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: EnrolmentsQuery,
    variables: { courseId: course.id, pagination: grid.variables.pagination },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [assignState, assign] = useMutation(AssignCourse);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [, withdraw] = useMutation(WithdrawCourseUser);
  const live = course.status === 'LIVE';

  const assignChosen = async () => {
    const outcome = await assign({ courseId: course.id, croudieIds: chosen });
    if (outcome.error) return toasts.failed('academy.admin.croudies.assignFailed', outcome.error);
    toasts.done('academy.admin.croudies.assigned');
    setChosen([]);
    reload();
  };

  const withdrawOne = async (row: EnrolmentRow) => {
    const name = row.croudie.fullName;
    const sure = await confirm({
      title: t('academy.admin.croudies.withdrawConfirm', { name }),
      content: t('academy.admin.croudies.withdrawConfirmText'),
      okText: t('academy.admin.croudies.withdraw'),
      danger: true,
    });
    if (!sure) return;
    setWithdrawing(row.id);
    const outcome = await withdraw({ userCourseId: row.id });
    setWithdrawing(null);
    if (outcome.error) return toasts.failed('academy.admin.croudies.withdrawFailed', outcome.error);
    toasts.done('academy.admin.updated');
    reload();
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex vertical gap={4}>
          <Typography.Text strong>
            <label htmlFor="academy-assign-croudies">{t('academy.admin.croudies.assignLabel')}</label>
          </Typography.Text>
          <Flex gap="small" wrap align="flex-start">
            <CroudiePicker
              id="academy-assign-croudies"
              multiple
              allowClear
              disabled={!live}
              style={{ flex: 1, minWidth: 260, maxWidth: 560 }}
              aria-describedby={live ? undefined : 'academy-assign-hint'}
              value={chosen}
              onChange={setChosen}
            />
            <Button
              type="primary"
              disabled={!live || chosen.length === 0}
              loading={assignState.fetching}
              onClick={() => void assignChosen()}
            >
              {t('academy.admin.croudies.assign')}
            </Button>
          </Flex>
          {live ? null : (
            <Typography.Text id="academy-assign-hint" type="secondary">
              {t('academy.admin.croudies.assignHint')}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      <DataGrid<EnrolmentRow>
        label={t('academy.admin.croudies.title')}
        entity={t('academy.admin.croudies.entity')}
        state={grid}
        rows={data?.academyCourseEnrolments.userCourses ?? []}
        total={data?.academyCourseEnrolments.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={reload}
        rowKey={(row) => row.id}
        rowName={(row) => row.croudie.fullName}
        columns={[
          {
            key: 'croudie',
            title: t('academy.admin.croudies.column.croudie'),
            render: (row) => (
              <Flex vertical>
                <span>{row.croudie.fullName}</span>
                {row.croudie.emailAddress ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.croudie.emailAddress}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'status',
            title: t('academy.admin.croudies.column.status'),
            render: (row) => <Tag>{t(`academy.admin.enrolmentStatus.${row.status}`)}</Tag>,
          },
          {
            key: 'how',
            title: t('academy.admin.croudies.column.how'),
            render: (row) => t(row.assigned ? 'academy.admin.croudies.byStaff' : 'academy.admin.croudies.bySelf'),
          },
          { key: 'enrolledAt', title: t('academy.admin.croudies.column.enrolled'), render: (row) => instantText(row.enrolledAt) },
          { key: 'completedAt', title: t('academy.admin.croudies.column.completed'), render: (row) => instantText(row.completedAt) },
          {
            key: 'withdraw',
            title: '',
            render: (row) =>
              WITHDRAWABLE.includes(row.status) ? (
                <Button
                  size="small"
                  danger
                  loading={withdrawing === row.id}
                  aria-label={t('academy.admin.croudies.withdrawLabel', { name: row.croudie.fullName })}
                  onClick={() => void withdrawOne(row)}
                >
                  {t('academy.admin.croudies.withdraw')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Flex>
  );
}
