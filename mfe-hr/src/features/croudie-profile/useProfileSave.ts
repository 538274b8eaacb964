import { useCallback } from 'react';
import { useMutation } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { UpdateCroudieProfileMutation } from './profile.graphql';
import { refusalOf, type Refusal } from '@work/shared-ui/refusal';

/**
 * updateCroudieProfile with the §8 outcome: "Record has been successfully updated", or "Unable to update details" and
 * the refusal (its field errors go on the form's fields). A save tells the shell (`profile:updated`), which reloads its
 * banners (the US state one).
 */
export function useProfileSave(croudieId: string): (input: Record<string, unknown>) => Promise<Refusal | null> {
  const t = useText();
  const { bus } = useMountProps();
  const [, update] = useMutation(UpdateCroudieProfileMutation);
  return useCallback(
    async (input) => {
      const result = await update({ croudieId, input }, { additionalTypenames: ['Croudie'] });
      if (result.error || !result.data?.updateCroudieProfile) {
        bus.publish('toast:show', { text: t('hr.profile.updateFailed'), color: 'error' });
        return refusalOf(result.error);
      }
      bus.publish('toast:show', { text: t('hr.profile.saved'), color: 'success' });
      bus.publish('profile:updated', { croudieId });
      return null;
    },
    [bus, croudieId, t, update],
  );
}
