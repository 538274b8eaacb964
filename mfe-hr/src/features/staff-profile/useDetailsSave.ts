import { useCallback } from 'react';
import { useMutation } from 'urql';
import { useText, type TextKey } from '../../text';
import { useToast } from '../croudie-admin/useToast';
import { refusalOf } from '@work/shared-ui/refusal';
import { UpdateUserDetailsMutation } from './staffProfile.graphql';

/**
 * updateUserDetails with the §8 outcome: "Record has been successfully updated", or the form's own failure toast
 * ("Unable to update details" / "Unable to update preferences") and the refusal's field errors for its fields. Resolves
 * null once saved. The answer carries the whole profile, so the page shows what was saved.
 */
export function useDetailsSave(userId: string) {
  const t = useText();
  const toast = useToast();
  const [, update] = useMutation(UpdateUserDetailsMutation);
  return useCallback(
    async (input: Record<string, unknown>, failed: TextKey): Promise<Record<string, string> | null> => {
      const result = await update({ userId, input });
      if (result.error || !result.data?.updateUserDetails) {
        toast(t(failed), 'error');
        return refusalOf(result.error).fieldErrors;
      }
      toast(t('hr.staff.profile.saved'), 'success');
      return null;
    },
    [t, toast, update, userId],
  );
}
