import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMutation } from 'urql';
import { useConfirm, useHasSomeRole, useSession } from '@work/shared-ui';
import { QualificationPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { formatDay } from './format';
import { AddCroudieQualificationMutation, RemoveCroudieQualificationMutation, type CroudieQualification } from './networkAdmin.graphql';
import { refusalCode } from '@work/shared-ui/refusal';
import { useToast } from './useToast';
import { VERIFIER_ROLES } from '@work/shared-contracts/roles';

/** The croudie's qualifications: add one from the settings list (once each), remove one not imported from Campus. */
export function QualificationsSection({ croudieId, current }: { croudieId: string; current: readonly CroudieQualification[] }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const { me } = useSession();
  const mayChange = useHasSomeRole(VERIFIER_ROLES);
  const [chosen, setChosen] = useState<string | null>(null);
  const [{ fetching: adding }, add] = useMutation(AddCroudieQualificationMutation);
  const [, remove] = useMutation(RemoveCroudieQualificationMutation);

  const addChosen = async () => {
    if (!chosen) return;
    const outcome = await add({ croudieId, qualificationId: chosen });
    if (outcome.error || !outcome.data) {
      // the §5 rule in its own words; anything else is the §8 toast
      const twice = refusalCode(outcome.error) === 'CONFLICT';
      return toast(t(twice ? 'hr.croudies.admin.qualifications.alreadyHas' : 'hr.croudies.admin.qualifications.addFailed'), 'error');
    }
    setChosen(null);
    toast(t('hr.croudies.updated'), 'success');
  };

  const removeOne = async (qualification: CroudieQualification) => {
    const sure = await confirm({
      title: t('hr.croudies.admin.qualifications.removeConfirm', { name: qualification.name }),
      okText: t('hr.croudies.admin.qualifications.remove', { name: qualification.name }),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ croudieId, qualificationId: qualification.id });
    if (outcome.error || !outcome.data) return toast(t('hr.croudies.admin.qualifications.removeFailed'), 'error');
    toast(t('hr.croudies.updated'), 'success');
  };

  return (
    <Flex vertical gap="small">
      {current.length ? (
        <ul aria-label={t('hr.croudies.admin.qualifications.heading')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {current.map((qualification) => (
            <li key={qualification.id} style={{ padding: '4px 0' }}>
              <Flex gap="small" align="center" wrap>
                <Typography.Text>{qualification.name}</Typography.Text>
                {qualification.campusImported ? <Tag>{t('hr.croudies.admin.qualifications.campus')}</Tag> : null}
                <Typography.Text type="secondary">
                  {t('hr.croudies.admin.qualifications.granted', { date: formatDay(qualification.grantedAt, me.timezone) ?? '' })}
                </Typography.Text>
                {/* campus-imported qualifications cannot be edited or deleted (§5) */}
                {mayChange && !qualification.campusImported ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('hr.croudies.admin.qualifications.remove', { name: qualification.name })}
                    onClick={() => void removeOne(qualification)}
                  />
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('hr.croudies.admin.qualifications.empty')}</Typography.Text>
      )}
      {mayChange ? (
        <Flex gap="small" wrap>
          <QualificationPicker
            aria-label={t('hr.croudies.admin.qualifications.picker')}
            placeholder={t('hr.croudies.admin.qualifications.picker')}
            value={chosen}
            onChange={setChosen}
            allowClear
            style={{ minWidth: 280 }}
          />
          <Button onClick={() => void addChosen()} loading={adding} disabled={!chosen}>
            {t('hr.croudies.admin.qualifications.add')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
