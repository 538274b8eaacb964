import { useCallback } from 'react';
import { useClient, useMutation } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { formatDisplayDate } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import { phaseExtensionFor, type WorkDays } from './extendPhase';
import { ExtendPlanPhaseMutation, PlanFormsPhaseQuery } from './planChoices.graphql';
import { useToast } from '../../common/useToast';

/**
 * Before work is saved in a phase (§4): when its days fall outside the phase's, ask 'Extend the phase "{name}" to
 * {start} – {end}?' and on yes extend it. Answers whether the save may go on (no phase, covered, or extended); on no
 * or a failed extension nothing is saved. The phase's days are read fresh, as someone may have changed them.
 */
export function useExtendPhase(): (phaseId: string | null, work: WorkDays) => Promise<boolean> {
  const t = useText();
  const client = useClient();
  const confirm = useConfirm();
  const toast = useToast();
  const [, extend] = useMutation(ExtendPlanPhaseMutation);
  return useCallback(
    async (phaseId, work) => {
      if (!phaseId || (!work.start && !work.due)) return true;
      const answer = await client.query(PlanFormsPhaseQuery, { id: phaseId }, { requestPolicy: 'network-only' }).toPromise();
      const phase = answer.data?.planPhase;
      // an unknown phase is the API's to refuse on the phase field
      if (!phase) return true;
      const extension = phaseExtensionFor(phase, work);
      if (!extension) return true;
      const sure = await confirm({
        title: t('plan.forms.extend.question', {
          name: phase.name,
          start: formatDisplayDate(extension.startsAt ?? phase.startsAt),
          end: formatDisplayDate(extension.endsAt ?? phase.endsAt),
        }),
        okText: t('plan.forms.extend.ok'),
      });
      if (!sure) return false;
      const result = await extend({ id: phase.id, startsAt: extension.startsAt, endsAt: extension.endsAt });
      if (result.error || !result.data?.extendPlanPhase) {
        toast(t('plan.forms.extend.failed'), 'error');
        return false;
      }
      return true;
    },
    [client, confirm, extend, t, toast],
  );
}
