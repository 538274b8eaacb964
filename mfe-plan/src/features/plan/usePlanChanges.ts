import { useCallback } from 'react';
import { useMutation } from 'urql';
import type { PlanQuarter } from '@work/shared-contracts/plan';
import { useConfirm } from '@work/shared-ui';
import { useText } from '../../text';
import {
  CompletePlanPhaseMutation,
  CompletePlanProjectMutation,
  DeletePlanPhaseMutation,
  DeletePlanProjectMutation,
  ReorderPlanPhaseMutation,
  ReorderPlanProjectMutation,
} from './plan.graphql';
import { placeIn, projectsShownIn, siblingsIn, type PhaseNode, type PlanModel, type Position, type ProjectNode } from './planRows';
import { refusalReason } from '@work/shared-ui/refusal';
import { useToast } from '../../common/useToast';

export type Moved = { kind: 'project'; node: ProjectNode } | { kind: 'phase'; node: PhaseNode };

/**
 * The plan's changes from its rows: reorder (drag or menu), complete and delete (each behind the shell's confirm
 * dialog). Each reloads the plan after, whatever the answer: no optimistic order to undo (ADR 0277).
 */
export function usePlanChanges(model: PlanModel | null, reload: () => void) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const [, reorderProject] = useMutation(ReorderPlanProjectMutation);
  const [, reorderPhase] = useMutation(ReorderPlanPhaseMutation);
  const [, completeProject] = useMutation(CompletePlanProjectMutation);
  const [, completePhase] = useMutation(CompletePlanPhaseMutation);
  const [, deleteProject] = useMutation(DeletePlanProjectMutation);
  const [, deletePhase] = useMutation(DeletePlanPhaseMutation);

  /** Moves a project or phase to `position` in `quarter`, as the page shows that quarter now. */
  const reorder = useCallback(
    async (moved: Moved, quarter: PlanQuarter, position: Position) => {
      if (!model) return;
      const id = moved.kind === 'project' ? moved.node.project.id : moved.node.phase.id;
      const shown = moved.kind === 'project' ? projectsShownIn(model, quarter) : siblingsIn(model, moved.node.phase, quarter);
      const input = placeIn(quarter, shown, id, position);
      if (!input) return;
      const variables = { id, input: { ...input, quarter: { year: input.quarter.year, quarter: input.quarter.quarter } } };
      const result = moved.kind === 'project' ? await reorderProject(variables) : await reorderPhase(variables);
      // "Reorder failed" is the API's word when the page's order is stale; any failure reads the same, and the reload shows the real order
      if (result.error) toast(t('plan.view.reorderFailed'), 'error');
      reload();
    },
    [model, reorderProject, reorderPhase, toast, t, reload],
  );

  const complete = useCallback(
    async (moved: Moved) => {
      const project = moved.kind === 'project';
      const name = project ? moved.node.project.name : moved.node.phase.name;
      const sure = await confirm({
        title: t(project ? 'plan.view.confirm.completeProject' : 'plan.view.confirm.completePhase', { name }),
        content: t(project ? 'plan.view.confirm.completeProjectText' : 'plan.view.confirm.completePhaseText'),
        okText: t('plan.view.menu.complete'),
        cancelText: t('plan.view.cancel'),
      });
      if (!sure) return;
      const result = project ? await completeProject({ id: moved.node.project.id }) : await completePhase({ id: moved.node.phase.id });
      if (result.error || !result.data) {
        const reason = refusalReason(result.error);
        toast(reason ? t('plan.view.completeRefused', { reason }) : t('plan.view.completeFailed'), 'error');
      } else toast(t('plan.view.completedToast'), 'success');
      reload();
    },
    [confirm, t, completeProject, completePhase, toast, reload],
  );

  const remove = useCallback(
    async (moved: Moved) => {
      const project = moved.kind === 'project';
      const name = project ? moved.node.project.name : moved.node.phase.name;
      const sure = await confirm({
        title: t(project ? 'plan.view.confirm.deleteProject' : 'plan.view.confirm.deletePhase', { name }),
        content: t(project ? 'plan.view.confirm.deleteProjectText' : 'plan.view.confirm.deletePhaseText'),
        okText: t('plan.view.menu.delete'),
        cancelText: t('plan.view.cancel'),
        danger: true,
      });
      if (!sure) return;
      const result = project ? await deleteProject({ id: moved.node.project.id }) : await deletePhase({ id: moved.node.phase.id });
      if (result.error || !result.data) {
        const reason = refusalReason(result.error);
        toast(reason ? t('plan.view.deleteRefused', { reason }) : t('plan.view.deleteFailed'), 'error');
      } else toast(t('plan.view.deletedToast'), 'success');
      reload();
    },
    [confirm, t, deleteProject, deletePhase, toast, reload],
  );

  return { reorder, complete, remove };
}
