import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Input, Segmented, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { ruleMessage } from '../forms/serverErrors';
import { filterOperations, operationChanges, type OperationItem } from './operationsList';
import { OperationsQuery, SetRoleOperations } from './roles.graphql';

const SHOW = ['all', 'allowed', 'notAllowed'] as const;
type Show = (typeof SHOW)[number];

const KIND_COLOUR = { QUERY: 'blue', MUTATION: 'orange', SUBSCRIPTION: 'purple' } as const;

/**
 * The API operations a role may call (the API enforces them, ADR 0257). The catalogue is the API's own, a fixed list of
 * a few hundred names, so it is searched and paged here rather than on the server.
 */
export function RoleOperations({
  role,
  saved,
  canChange,
  onSaved,
}: {
  role: string;
  saved: readonly string[];
  canChange: boolean;
  onSaved: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [{ data, fetching, error }, refetch] = useQuery({ query: OperationsQuery });
  const [{ fetching: saving }, save] = useMutation(SetRoleOperations);
  const [edited, setEdited] = useState<Set<string>>(() => new Set(saved));
  // once saved (or changed elsewhere), the role's operations are the new basis; the search and page stay as they were
  const savedKey = saved.join();
  const [basis, setBasis] = useState(savedKey);
  if (basis !== savedKey) {
    setBasis(savedKey);
    setEdited(new Set(saved));
  }
  // the search and the shown set live in the URL, like a data grid's: a link shares them and a reload keeps them
  const [params, setParams] = useSearchParams();
  const search = params.get('ops.q') ?? '';
  const show = SHOW.find((value) => value === params.get('ops.show')) ?? 'all';
  const setParam = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const setSearch = (value: string) => setParam('ops.q', value, '');
  const setShow = (value: Show) => setParam('ops.show', value, 'all');
  const all = useMemo(() => (data?.graphqlOperations ?? []) as readonly OperationItem[], [data]);
  const rows = useMemo(() => filterOperations(all, search, show, edited), [all, search, show, edited]);
  const changes = operationChanges(saved, edited);
  const dirty = changes.added.length + changes.removed.length > 0;

  const toggle = (name: string, on: boolean) =>
    setEdited((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const submit = async () => {
    const outcome = await save({ role: role as never, operations: [...edited].sort() });
    if (outcome.error) {
      bus.publish('toast:show', { text: ruleMessage(outcome.error) ?? t('settings.record.updateFailed'), color: 'error' });
      return;
    }
    bus.publish('toast:show', { text: t('settings.record.updated'), color: 'success' });
    onSaved();
  };

  if (error && !data) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('settings.roles.operationsFailed')}
        action={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('settings.roles.retry')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settings.roles.operationsHint')}
      </Typography.Paragraph>
      <Flex gap="small" wrap align="center">
        <Input.Search
          aria-label={t('settings.roles.searchOperations')}
          placeholder={t('settings.roles.searchOperations')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          style={{ maxWidth: 320 }}
        />
        <Segmented
          aria-label={t('settings.roles.showOperations')}
          value={show}
          onChange={(value) => setShow(value as Show)}
          options={[
            { value: 'all', label: t('settings.roles.showAll') },
            { value: 'allowed', label: t('settings.roles.showAllowed') },
            { value: 'notAllowed', label: t('settings.roles.showNotAllowed') },
          ]}
        />
        <Typography.Text type="secondary">{t('settings.roles.allowedCount', { count: edited.size, total: all.length })}</Typography.Text>
      </Flex>
      {dirty ? (
        <Alert
          type="info"
          showIcon
          title={t('settings.roles.unsaved', { added: changes.added.length, removed: changes.removed.length })}
          action={
            canChange ? (
              <Flex gap="small">
                <Button size="small" onClick={() => setEdited(new Set(saved))}>
                  {t('settings.record.cancel')}
                </Button>
                <Button size="small" type="primary" loading={saving} onClick={() => void submit()}>
                  {t('settings.roles.saveOperations')}
                </Button>
              </Flex>
            ) : undefined
          }
        />
      ) : null}
      <Table<OperationItem>
        aria-label={t('settings.roles.operationsOf', { role })}
        size="small"
        loading={fetching}
        rowKey="name"
        dataSource={rows}
        pagination={{ defaultPageSize: 25, pageSizeOptions: [10, 25, 50, 100], showSizeChanger: true }}
        locale={{ emptyText: t('settings.roles.noOperations') }}
        columns={[
          {
            key: 'allowed',
            width: 90,
            title: t('settings.roles.allowed'),
            render: (_, op) => (
              <Checkbox
                aria-label={t('settings.roles.allow', { name: op.name })}
                checked={edited.has(op.name)}
                disabled={!canChange}
                onChange={(e) => toggle(op.name, e.target.checked)}
              />
            ),
          },
          { key: 'name', dataIndex: 'name', title: t('settings.field.name'), width: 260 },
          {
            key: 'kind',
            width: 130,
            title: t('settings.roles.kind'),
            render: (_, op) => <Tag color={KIND_COLOUR[op.kind]}>{t(`settings.roles.kind.${op.kind}`)}</Tag>,
          },
          { key: 'description', dataIndex: 'description', title: t('settings.field.description') },
        ]}
      />
    </Flex>
  );
}
