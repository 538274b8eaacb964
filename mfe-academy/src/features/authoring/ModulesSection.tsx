import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation } from 'urql';
import { EmptyState, useConfirm } from '@work/shared-ui';
import { useText } from '../../text';
import { DeleteModule, ReorderModules, type ModuleRow } from './authoring.graphql';
import { useToasts } from './feedback';
import { ModuleFormDrawer } from './ModuleFormDrawer';
import { SortableList } from './SortableList';

/**
 * A course's modules in the order croudies read them: add, edit, delete, and reorder (drag, keyboard or the move
 * buttons; the whole order is saved at once and refused when someone else changed the list meanwhile).
 */
export function ModulesSection({
  courseId,
  modules,
  onChanged,
}: {
  courseId: string;
  modules: readonly ModuleRow[];
  onChanged: () => void;
}) {
  const t = useText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const [editing, setEditing] = useState<{ module: ModuleRow | null } | null>(null);
  const [, reorder] = useMutation(ReorderModules);
  const [, remove] = useMutation(DeleteModule);

  const saveOrder = async (ids: string[]) => {
    const outcome = await reorder({ courseId, ids });
    if (outcome.error) toasts.failed('academy.admin.modules.reorderFailed', outcome.error);
    // either way the list shows what the server holds now (after a refusal: what someone else changed)
    onChanged();
    return !outcome.error;
  };

  const deleteModule = async (module: ModuleRow) => {
    const sure = await confirm({
      title: t('academy.admin.module.deleteConfirm', { name: module.title }),
      content: t('academy.admin.module.deleteConfirmText'),
      okText: t('academy.admin.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ id: module.id });
    if (outcome.error) return toasts.failed('academy.admin.module.deleteFailed', outcome.error);
    toasts.done('academy.admin.deleted');
    onChanged();
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('academy.admin.modules.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ module: null })}>
          {t('academy.admin.modules.add')}
        </Button>
      </Flex>
      {modules.length === 0 ? (
        <EmptyState title={t('academy.admin.modules.empty')} description={t('academy.admin.modules.emptyHint')} />
      ) : (
        <SortableList
          label={t('academy.admin.modules.title')}
          items={modules}
          itemKey={(m) => m.id}
          itemName={(m) => m.title}
          onReorder={saveOrder}
        >
          {(module) => (
            <Flex align="center" gap="small" wrap>
              <Typography.Text strong style={{ flex: 1, minWidth: 160 }}>
                {module.title}
              </Typography.Text>
              <Tag>{t(`academy.admin.moduleKind.${module.kind}`)}</Tag>
              <Button
                size="small"
                aria-label={t('academy.admin.module.editLabel', { name: module.title })}
                onClick={() => setEditing({ module })}
              >
                {t('academy.admin.edit')}
              </Button>
              <Button
                size="small"
                danger
                aria-label={t('academy.admin.module.deleteLabel', { name: module.title })}
                onClick={() => void deleteModule(module)}
              >
                {t('academy.admin.delete')}
              </Button>
            </Flex>
          )}
        </SortableList>
      )}
      {editing ? (
        <ModuleFormDrawer
          courseId={courseId}
          module={editing.module}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      ) : null}
    </Flex>
  );
}
