import { useMutation, type CombinedError, type OperationResult } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import type { RowAction } from '@work/shared-ui/data-grid';
import { useText, type TextKey } from '../../text';
import { ruleMessage } from '../forms/serverErrors';
import {
  DeleteTaskTemplate,
  PublishTaskTemplate,
  RepublishTaskTemplate,
  UnpublishTaskTemplate,
  type TemplateActionName,
} from './taskTemplates.graphql';

/** What an action needs of a template: the list's row and the preview both have it. */
export interface ActionTarget {
  id: string;
  name: string;
  availableActions: readonly TemplateActionName[];
}

// The order the buttons show in; each is offered only when the server lists it in availableActions.
const ORDER: readonly TemplateActionName[] = ['EDIT', 'PUBLISH', 'UNPUBLISH', 'REPUBLISH', 'CREATE_VARIANT', 'DELETE'];

const LABELS: Record<TemplateActionName, TextKey> = {
  EDIT: 'settings.templates.action.edit',
  PUBLISH: 'settings.templates.action.publish',
  UNPUBLISH: 'settings.templates.action.unpublish',
  REPUBLISH: 'settings.templates.action.republish',
  CREATE_VARIANT: 'settings.templates.action.createVariant',
  DELETE: 'settings.templates.action.delete',
};

/**
 * The §4 actions on a template, as the server offers them (availableActions): publish, unpublish and republish at
 * once, delete behind a confirmation, edit and create client variant through the caller's drawer and dialog. A
 * refusal is the §8 toast, with the server's reason when it gave one.
 */
export function useTemplateActions({
  onEdit,
  onCreateVariant,
  onChanged,
  onDeleted,
}: {
  onEdit: (target: ActionTarget) => void;
  onCreateVariant: (target: ActionTarget) => void;
  onChanged: () => void;
  onDeleted: (id: string) => void;
}): (target: ActionTarget) => RowAction[] {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [, publish] = useMutation(PublishTaskTemplate);
  const [, unpublish] = useMutation(UnpublishTaskTemplate);
  const [, republish] = useMutation(RepublishTaskTemplate);
  const [, remove] = useMutation(DeleteTaskTemplate);

  const failed = (failure: TextKey, error: CombinedError) => {
    const reason = ruleMessage(error);
    const text = reason ? t('settings.templates.failedBecause', { failure: t(failure), reason }) : t(failure);
    bus.publish('toast:show', { text, color: 'error' });
  };
  const done = (key: TextKey) => bus.publish('toast:show', { text: t(key), color: 'success' });

  const transition = async (run: (variables: { id: string }) => Promise<OperationResult>, failure: TextKey, target: ActionTarget) => {
    const outcome = await run({ id: target.id });
    if (outcome.error) return failed(failure, outcome.error);
    done('settings.record.updated');
    onChanged();
  };

  const deleteTemplate = async (target: ActionTarget) => {
    const sure = await confirm({
      title: t('settings.templates.deleteConfirm', { name: target.name }),
      content: t('settings.templates.deleteConfirmText'),
      okText: t('settings.templates.action.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ id: target.id });
    if (outcome.error) return failed('settings.templates.deleteFailed', outcome.error);
    done('settings.record.deleted');
    onDeleted(target.id);
  };

  const run: Record<TemplateActionName, (target: ActionTarget) => void> = {
    EDIT: onEdit,
    PUBLISH: (target) => void transition(publish, 'settings.templates.publishFailed', target),
    UNPUBLISH: (target) => void transition(unpublish, 'settings.templates.unpublishFailed', target),
    REPUBLISH: (target) => void transition(republish, 'settings.templates.republishFailed', target),
    CREATE_VARIANT: onCreateVariant,
    DELETE: (target) => void deleteTemplate(target),
  };

  return (target) =>
    ORDER.filter((action) => target.availableActions.includes(action)).map((action) => ({
      key: action,
      label: t(LABELS[action]),
      danger: action === 'DELETE',
      onClick: () => run[action](target),
    }));
}
