import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useMutation } from 'urql';
import { useHasSomeRole } from '@work/shared-ui';
import { listSource, ServerPicker } from '@work/shared-ui/pickers';
import { graphql } from '../../graphql';
import { useText } from '../../text';
import { fieldErrorOf } from './refusal';
import { SetCroudieVerificationsMutation } from './networkAdmin.graphql';
import { useToast } from './useToast';

/** Staff who verify croudies and give badges and qualifications (the API's VERIFIER_ROLES). */
export const VERIFIER_ROLES = ['croudie_verifier', 'network_admin'] as const;

type Named = { id: string; name: string };
// the verifications settings list, by name (shared-ui has no picker for it); a plain graphql() so the build lists it
// among the remote's trusted documents (ADR 0245)
const VerificationPickerQuery = graphql(`
  query HrVerificationPicker($filters: ReferenceFilters, $pagination: PaginationInput, $sort: SortInput) {
    verifications(filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const verifications = listSource(VerificationPickerQuery, 'verifications', (node) => ({ value: node.id, label: node.name }), {
  sort: { field: 'name', direction: 'ASC' },
});

/** The verifications a croudie has been given, picked from the settings list (setCroudieVerifications). */
export function VerificationsSection({ croudieId, current }: { croudieId: string; current: readonly Named[] }) {
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
      <ServerPicker
        multiple
        source={verifications}
        texts={{
          label: t('hr.croudies.admin.verifications.label'),
          placeholder: t('hr.croudies.admin.verifications.placeholder'),
          empty: t('hr.croudies.admin.verifications.empty'),
        }}
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
