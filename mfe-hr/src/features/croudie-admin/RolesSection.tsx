import { useState } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import { useMutation } from 'urql';
import { CROUDIE_ROLES } from '@work/shared-contracts';
import { useHasSomeRole } from '@work/shared-ui';
import { useText, type TextKey } from '../../text';
import { fieldErrorOf } from '@work/shared-ui/refusal';
import { UpdateCroudieRolesMutation } from './networkAdmin.graphql';
import { useToast } from './useToast';

/** The croudie-* roles (updateCroudieRoles; network_admin). Roles the croudie holds outside that list are kept. */
export function RolesSection({ croudieId, roles }: { croudieId: string; roles: readonly string[] }) {
  const t = useText();
  const toast = useToast();
  const mayChange = useHasSomeRole(['network_admin']);
  const [chosen, setChosen] = useState<string[]>(() => roles.filter((role) => (CROUDIE_ROLES as readonly string[]).includes(role)));
  const [{ fetching }, update] = useMutation(UpdateCroudieRolesMutation);

  const save = async () => {
    const others = roles.filter((role) => !(CROUDIE_ROLES as readonly string[]).includes(role));
    const outcome = await update({ croudieId, roles: [...others, ...chosen] });
    if (outcome.error || !outcome.data) return toast(fieldErrorOf(outcome.error) ?? t('hr.croudies.updateFailed'), 'error');
    toast(t('hr.croudies.updated'), 'success');
  };

  return (
    <Flex vertical gap="small" align="start">
      <Checkbox.Group
        aria-label={t('hr.croudies.admin.roles.label')}
        value={chosen}
        onChange={(value) => setChosen(value as string[])}
        disabled={!mayChange}
        options={CROUDIE_ROLES.map((role) => ({ value: role, label: t(`hr.croudies.admin.roles.${role}` as TextKey) }))}
      />
      {mayChange ? (
        <Button onClick={() => void save()} loading={fetching}>
          {t('hr.croudies.admin.roles.save')}
        </Button>
      ) : null}
    </Flex>
  );
}
