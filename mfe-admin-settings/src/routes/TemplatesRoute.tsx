import { useState } from 'react';
import { Button, Card, Empty, Flex, Grid, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { TEMPLATE_ADMIN_ROLES } from '@work/shared-contracts/tasks';
import { useHasSomeRole } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { ClientPicker } from '@work/shared-ui/pickers';
import { useText } from '../text';
import { TaskTemplatesQuery, type TemplateRow } from '../features/task-templates/taskTemplates.graphql';
import { instantText, StatusTag } from '../features/task-templates/templateDisplay';
import { TemplateFormDrawer } from '../features/task-templates/TemplateFormDrawer';
import { TemplatePreview } from '../features/task-templates/TemplatePreview';
import { useTemplateActions, type ActionTarget } from '../features/task-templates/useTemplateActions';
import { VariantModal } from '../features/task-templates/VariantModal';

/** The URL key of the template in the preview (so a reload or a shared link keeps it). */
const TEMPLATE_PARAM = 'template';
const STATUSES = ['ACTIVE', 'DRAFT', 'INACTIVE'] as const;
const BASE_ONLY = 'base';

/**
 * /settings/templates (staff-and-admin.md §2 Templates: a list with a preview, and a client variant; §3, §4, §5, §8;
 * ADR 0281 for the API): every staff member who reaches settings sees the list and previews; the buttons are the
 * actions the server offers each template, and Add is for the template authors (TEMPLATE_ADMIN_ROLES).
 */
export function TemplatesRoute() {
  const t = useText();
  const wide = Grid.useBreakpoint().xl ?? true;
  const canAuthor = useHasSomeRole(TEMPLATE_ADMIN_ROLES);
  const [params, setParams] = useSearchParams();
  const chosen = params.get(TEMPLATE_PARAM);
  const choose = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(TEMPLATE_PARAM, id);
      else next.delete(TEMPLATE_PARAM);
      return next;
    });
  // the API lists newest first and sorts no other way: the grid's sort is that one order
  const grid = useGridState({
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    sortFields: ['createdAt'],
    filterKeys: ['statuses', 'kind', 'client'],
  });
  const statuses = grid.filters.statuses.filter((s): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s));
  const clientId = grid.filters.client[0] ?? null;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TaskTemplatesQuery,
    variables: {
      pagination: grid.variables.pagination,
      filters: {
        search: grid.variables.filters.search,
        statuses: statuses.length ? statuses : null,
        baseOnly: grid.filters.kind[0] === BASE_ONLY,
        clientId,
      },
    },
  });
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [variantOf, setVariantOf] = useState<ActionTarget | null>(null);
  // bumped after every change, so the preview reloads with the list
  const [refresh, setRefresh] = useState(0);
  const changed = () => {
    refetch({ requestPolicy: 'network-only' });
    setRefresh((n) => n + 1);
  };
  const actionsFor = useTemplateActions({
    onEdit: (target) => setEditing({ id: target.id }),
    onCreateVariant: setVariantOf,
    onChanged: changed,
    onDeleted: (id) => {
      if (chosen === id) choose(null);
      changed();
    },
  });

  const list = (
    <DataGrid<TemplateRow>
      label={t('settings.area.templates')}
      entity={t('settings.templates.entity')}
      state={grid}
      rows={data?.taskTemplates.taskTemplates ?? []}
      total={data?.taskTemplates.pagination.total ?? 0}
      loading={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      search={{ label: t('settings.templates.search'), placeholder: t('settings.templates.search') }}
      toolbar={
        canAuthor ? (
          <Button type="primary" onClick={() => setEditing({ id: null })}>
            {t('settings.templates.add')}
          </Button>
        ) : undefined
      }
      filters={
        <>
          <Flex vertical gap={4}>
            <Typography.Text strong>
              <label htmlFor="template-statuses">{t('settings.templates.filter.status')}</label>
            </Typography.Text>
            <Select<string[]>
              id="template-statuses"
              mode="multiple"
              allowClear
              style={{ minWidth: 180 }}
              placeholder={t('settings.templates.filter.anyStatus')}
              value={statuses}
              options={STATUSES.map((s) => ({ value: s, label: t(`settings.templates.status.${s}`) }))}
              onChange={(values) => grid.setFilter('statuses', values.length ? values : null)}
            />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text strong>
              <label htmlFor="template-kind">{t('settings.templates.filter.kind')}</label>
            </Typography.Text>
            <Select<string>
              id="template-kind"
              style={{ minWidth: 200 }}
              value={grid.filters.kind[0] === BASE_ONLY ? BASE_ONLY : 'all'}
              options={[
                { value: 'all', label: t('settings.templates.filter.allKinds') },
                { value: BASE_ONLY, label: t('settings.templates.filter.baseOnly') },
              ]}
              // bases have no client: base only and a client's variants exclude each other
              onChange={(value) => grid.setFilters(value === BASE_ONLY ? { kind: BASE_ONLY, client: null } : { kind: null })}
            />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text strong>
              <label htmlFor="template-client">{t('settings.templates.filter.client')}</label>
            </Typography.Text>
            <ClientPicker
              id="template-client"
              allowClear
              style={{ minWidth: 200 }}
              placeholder={t('settings.templates.filter.anyClient')}
              value={clientId}
              onChange={(id) => grid.setFilters(id ? { client: id, kind: null } : { client: null })}
            />
          </Flex>
        </>
      }
      columns={[
        {
          key: 'name',
          title: t('settings.field.name'),
          render: (row) => (
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              aria-label={t('settings.templates.show', { name: row.name })}
              aria-pressed={chosen === row.id}
              onClick={() => choose(row.id)}
            >
              {row.name}
            </Button>
          ),
        },
        { key: 'status', title: t('settings.templates.column.status'), render: (row) => <StatusTag status={row.status} /> },
        { key: 'type', title: t('settings.templates.column.type'), render: (row) => t(`settings.templates.type.${row.type}`) },
        {
          key: 'client',
          title: t('settings.templates.column.client'),
          render: (row) => row.client?.name ?? <Typography.Text type="secondary">{t('settings.templates.base')}</Typography.Text>,
        },
        {
          key: 'channelTypes',
          title: t('settings.templates.column.channelTypes'),
          render: (row) =>
            row.channelTypes.length ? (
              row.channelTypes.map((c) => c.name).join(', ')
            ) : (
              <Typography.Text type="secondary">{t('settings.templates.everyChannelType')}</Typography.Text>
            ),
        },
        { key: 'updatedAt', title: t('settings.templates.column.updated'), width: 170, render: (row) => instantText(row.updatedAt) },
      ]}
      rowActions={(row) => actionsFor(row)}
    />
  );

  const preview = chosen ? (
    <TemplatePreview key={chosen} id={chosen} refresh={refresh} actionsFor={actionsFor} onChoose={choose} onClose={() => choose(null)} />
  ) : (
    <Card size="small">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.templates.preview.choose')} />
    </Card>
  );

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t('settings.area.templates')}
      </Typography.Title>
      {wide ? (
        <Flex gap="large" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>{list}</div>
          <div style={{ width: 380, flex: 'none', position: 'sticky', top: 16 }}>{preview}</div>
        </Flex>
      ) : (
        <>
          {list}
          {preview}
        </>
      )}
      {editing ? (
        <TemplateFormDrawer
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            choose(id);
            changed();
          }}
        />
      ) : null}
      {variantOf ? (
        <VariantModal
          base={variantOf}
          onClose={() => setVariantOf(null)}
          onCreated={(id) => {
            setVariantOf(null);
            choose(id);
            changed();
          }}
        />
      ) : null}
    </Flex>
  );
}
