import { useState } from 'react';
import { useMutation } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { useText } from '../../text';
import { DeleteAssessment, PublishAssessment, UnpublishAssessment, type AssessmentDetails } from './authoring.graphql';
import { useToasts } from './feedback';

type Target = Pick<AssessmentDetails, 'id' | 'name' | 'status'>;

/**
 * An assessment's status actions: publish (it needs questions), unpublish, and delete behind a confirmation (refused
 * once croudies have attempted it). `busy` is the id of the assessment an action is running on.
 */
export function useAssessmentActions({ onChanged, onDeleted }: { onChanged: () => void; onDeleted: (id: string) => void }) {
  const t = useText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const [busy, setBusy] = useState<string | null>(null);
  const [, publish] = useMutation(PublishAssessment);
  const [, unpublish] = useMutation(UnpublishAssessment);
  const [, remove] = useMutation(DeleteAssessment);

  const toggle = async (assessment: Target) => {
    setBusy(assessment.id);
    const live = assessment.status === 'LIVE';
    const outcome = live ? await unpublish({ id: assessment.id }) : await publish({ id: assessment.id });
    setBusy(null);
    if (outcome.error)
      return toasts.failed(live ? 'academy.admin.assessment.unpublishFailed' : 'academy.admin.assessment.publishFailed', outcome.error);
    toasts.done('academy.admin.updated');
    onChanged();
  };

  const del = async (assessment: Target) => {
    const sure = await confirm({
      title: t('academy.admin.assessment.deleteConfirm', { name: assessment.name }),
      content: t('academy.admin.assessment.deleteConfirmText'),
      okText: t('academy.admin.delete'),
      danger: true,
    });
    if (!sure) return;
    setBusy(assessment.id);
    const outcome = await remove({ id: assessment.id });
    setBusy(null);
    if (outcome.error) return toasts.failed('academy.admin.assessment.deleteFailed', outcome.error);
    toasts.done('academy.admin.deleted');
    onDeleted(assessment.id);
  };

  return { busy, toggle, del };
}
