import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useMutation } from 'urql';
import { useHasSomeRole } from '@work/shared-ui';
import { VerificationPicker } from '@work/shared-ui/pickers';
import { VERIFIER_ROLES } from '@work/shared-contracts/roles';
import { useText } from '../../text';
import { fieldErrorOf } from '@work/shared-ui/refusal';
import { SetCroudieVerificationsMutation } from './networkAdmin.graphql';
import { useToast } from './useToast';

/** The verifications a croudie has been given, picked from the settings list (setCroudieVerifications). */
export function VerificationsSection({ croudieId, current }: { croudieId: string; current: readonly { id: string; name: string }[] }) {
  const t = useText();
  const toast = useToast();
  const mayChange = useHasSomeRole(VERIFIER_ROLES);
  const [chosen, setChosen] = useState<string[]>(() => current.map((verification) => verification.id));
  const [{ fetching }, save] = useMutation(SetCroudieVerificationsMutation);

  const submit = async () => {
    const outcome = await save({ croudieId, verificationIds: chosen });
    if (outcome.error || !outcome.data) return toast(fieldErrorOf(outcome.error) ?? t('hr.croudies.updateFailed'), 'error');
    toast(t('hr.croudies.updated'), 'success');
  };

  return (
    <Flex vertical gap="small" align="start">
      <VerificationPicker
        multiple
        aria-label={t('hr.croudies.admin.verifications.label')}
        value={chosen}
        onChange={setChosen}
        disabled={!mayChange}
        style={{ minWidth: 320 }}
      />
      {mayChange ? (
        <Button onClick={() => void submit()} loading={fetching}>
          {t('hr.croudies.admin.verifications.save')}
        </Button>
      ) : null}
    </Flex>
  );
}
