import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { useText } from '../text';
import { BackdatableTasksQuery } from '../features/task-backdate/taskBackdate.graphql';
import { dayText, parseTaskId } from '../features/task-backdate/taskBackdate';
import { TaskBackdatePanel } from '../features/task-backdate/TaskBackdatePanel';

/** The URL key of the task being backdated (so a reload keeps it). */
const TASK_PARAM = 'task';

/**
 * /settings/task-backdate (staff-and-admin.md §2 Settings, §5, §8; ADR 0260): find a task a croudie completed (in the
 * list, or any task by its ID), see its completion date and move it to another day.
 */
export function TaskBackdateRoute() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const chosen = params.get(TASK_PARAM);
  const choose = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(TASK_PARAM, id);
        else next.delete(TASK_PARAM);
        return next;
      },
      { replace: false },
    );
  const grid = useGridState({ defaultSort: { field: 'completedAt', direction: 'DESC' }, sortFields: ['completedAt'] });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: BackdatableTasksQuery,
    variables: { filters: { search: grid.variables.filters.search }, pagination: grid.variables.pagination },
  });
  const [idText, setIdText] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const find = () => {
    const id = parseTaskId(idText);
    setIdError(id ? null : t('settings.backdate.idInvalid'));
    if (id) choose(id);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t('settings.area.taskBackdate')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('settings.backdate.intro')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <Form.Item
          layout="vertical"
          label={t('settings.backdate.taskId')}
          htmlFor="backdate-task-id"
          validateStatus={idError ? 'error' : undefined}
          help={idError ?? undefined}
          style={{ marginBottom: 0 }}
        >
          <Flex gap="small">
            <Input
              id="backdate-task-id"
              inputMode="numeric"
              style={{ width: 160 }}
              value={idText}
              onChange={(e) => setIdText(e.target.value)}
            />
            <Button htmlType="submit">{t('settings.backdate.find')}</Button>
          </Flex>
        </Form.Item>
      </form>
      {chosen ? (
        <TaskBackdatePanel taskId={chosen} onClose={() => choose(null)} onBackdated={() => refetch({ requestPolicy: 'network-only' })} />
      ) : null}
      <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
        {t('settings.backdate.listTitle')}
      </Typography.Title>
      <DataGrid<{ id: string; name: string; croudieName: string | null; clientName: string; completedOn: string | null }>
        label={t('settings.backdate.listTitle')}
        entity={t('settings.backdate.entity')}
        state={grid}
        rows={data?.backdatableTasks.nodes ?? []}
        total={data?.backdatableTasks.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        search={{ label: t('settings.backdate.search'), placeholder: t('settings.backdate.search') }}
        columns={[
          { key: 'id', title: t('settings.field.id'), width: 90 },
          { key: 'name', title: t('settings.backdate.column.task') },
          { key: 'croudieName', title: t('settings.backdate.column.croudie') },
          { key: 'clientName', title: t('settings.backdate.column.client') },
          {
            key: 'completedOn',
            title: t('settings.backdate.column.completedOn'),
            width: 150,
            render: (row) => (row.completedOn ? dayText(row.completedOn) : ''),
          },
        ]}
        rowActions={(row) => [{ key: 'backdate', label: t('settings.backdate.choose'), onClick: () => choose(row.id) }]}
      />
    </Flex>
  );
}
