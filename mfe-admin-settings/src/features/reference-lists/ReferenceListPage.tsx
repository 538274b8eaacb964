import { useState, type ReactNode } from 'react';
import { Button, Flex, Grid, Typography } from 'antd';
import type { OperationResult } from 'urql';
import { SETTINGS_ADMIN_ROLES } from '@work/shared-contracts';
import { useConfirm, useHasSomeRole, useMountProps } from '@work/shared-ui';
import { DataGrid, type GridColumn, type GridController, type RowAction } from '@work/shared-ui/data-grid';
import { useText, type TextKey } from '../../text';
import { ruleMessage, serverErrors } from '../forms/serverErrors';
import { FORM_ERROR, RecordFormModal } from './RecordFormModal';
import { ListSortSelect } from './ListSortSelect';

export interface ReferenceWords {
  title: TextKey;
  /** plural, lower case: "No {entity} found" */
  entity: TextKey;
  search: TextKey;
  add: TextKey;
  newTitle: TextKey;
  editTitle: TextKey;
}

export interface ReferenceListPageProps<Row extends { id: string; name: string }, V extends object> {
  words: ReferenceWords;
  grid: GridController;
  result: { rows: readonly Row[]; total: number; fetching: boolean; error: unknown; refetch: () => void };
  columns: GridColumn<Row>[];
  emptyValues: V;
  valuesOf: (row: Row) => V;
  validate: (values: V) => Record<string, string> | undefined;
  /** The dialog's fields (RecordField), named like V's keys. */
  fields: ReactNode;
  save: (values: V, id: string | null) => Promise<OperationResult>;
  remove: (id: string) => Promise<OperationResult>;
  /** A record that cannot be changed here (e.g. imported from the campus). */
  locked?: (row: Row) => boolean;
  /** More entries of a row's menu, before Edit and Delete, for every staff user who sees the list (e.g. a team's members). */
  rowActions?: (row: Row) => RowAction[];
  /** Filter controls of the list beside its search (e.g. a year); on a phone in the filter sheet, above the sort. */
  filters?: ReactNode;
}

/**
 * A settings list of one kind of reference record on the staff data grid: search, sort, paging, and for settings
 * administrators add, edit and delete in a dialog, each answered by the §8 toasts.
 */
export function ReferenceListPage<Row extends { id: string; name: string }, V extends object>(props: ReferenceListPageProps<Row, V>) {
  const { words, grid, result, columns, locked = () => false } = props;
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const canChange = useHasSomeRole(SETTINGS_ADMIN_ROLES);
  // On a phone most sortable headers are scrolled off screen: the sort is offered in the grid's filter sheet too.
  const narrow = Grid.useBreakpoint().md === false;
  const [editing, setEditing] = useState<{ id: string | null; values: V } | null>(null);
  const toast = (key: TextKey, color: 'success' | 'error') => bus.publish('toast:show', { text: t(key), color });

  const submit = async (values: V) => {
    const id = editing?.id ?? null;
    const outcome = await props.save(values, id);
    if (outcome.error) {
      const inline = serverErrors(outcome.error);
      if (inline) return inline;
      toast(id ? 'settings.record.updateFailed' : 'settings.record.createFailed', 'error');
      return { [FORM_ERROR]: t(id ? 'settings.record.updateFailed' : 'settings.record.createFailed') };
    }
    toast(id ? 'settings.record.updated' : 'settings.record.created', 'success');
    setEditing(null);
    result.refetch();
    return undefined;
  };

  const remove = async (row: Row) => {
    const sure = await confirm({
      title: t('settings.record.deleteConfirm', { name: row.name }),
      content: t('settings.record.deleteConfirmText'),
      okText: t('settings.record.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await props.remove(row.id);
    if (outcome.error) {
      // a rule of the record (still in use, imported) says why; anything else is the generic failure
      bus.publish('toast:show', { text: ruleMessage(outcome.error) ?? t('settings.record.deleteFailed'), color: 'error' });
      return;
    }
    toast('settings.record.deleted', 'success');
    result.refetch();
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {t(words.title)}
      </Typography.Title>
      <DataGrid<Row>
        label={t(words.title)}
        entity={t(words.entity)}
        state={grid}
        rows={result.rows}
        total={result.total}
        loading={result.fetching}
        error={result.error}
        onRetry={result.refetch}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        columns={columns}
        search={{ label: t(words.search), placeholder: t(words.search) }}
        toolbar={
          canChange ? (
            <Button type="primary" onClick={() => setEditing({ id: null, values: props.emptyValues })}>
              {t(words.add)}
            </Button>
          ) : undefined
        }
        filters={
          narrow ? (
            <>
              {props.filters}
              <ListSortSelect grid={grid} columns={columns} />
            </>
          ) : (
            props.filters
          )
        }
        rowActions={
          canChange || props.rowActions
            ? (row) => [
                ...(props.rowActions?.(row) ?? []),
                ...(canChange && !locked(row)
                  ? [
                      {
                        key: 'edit',
                        label: t('settings.record.edit'),
                        onClick: () => setEditing({ id: row.id, values: props.valuesOf(row) }),
                      },
                      { key: 'delete', label: t('settings.record.delete'), danger: true, onClick: () => void remove(row) },
                    ]
                  : []),
              ]
            : undefined
        }
      />
      {editing ? (
        <RecordFormModal<V>
          title={t(editing.id ? words.editTitle : words.newTitle)}
          initialValues={editing.values}
          validate={props.validate}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        >
          {props.fields}
        </RecordFormModal>
      ) : null}
    </Flex>
  );
}
