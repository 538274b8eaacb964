import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMutation } from 'urql';
import { useConfirm, useSession } from '@work/shared-ui';
import { QualificationPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { formatDay } from '../croudie-admin/format';
import { refusalCode } from '@work/shared-ui/refusal';
import { useToast } from '../croudie-admin/useToast';
import { AddUserQualificationMutation, RemoveUserQualificationMutation, type StaffQualification } from './staffProfile.graphql';

/**
 * The qualifications a staff user holds (§3). hr_user adds one from settings (once each) and removes one, after a
 * confirmation, unless Campus gave it (§5: campus-imported qualifications cannot be deleted).
 */
export function QualificationsCard({
  userId,
  current,
  editable,
}: {
  userId: string;
  current: readonly StaffQualification[];
  editable: boolean;
}) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const { me } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const [{ fetching: adding }, add] = useMutation(AddUserQualificationMutation);
  const [, remove] = useMutation(RemoveUserQualificationMutation);

  const addChosen = async () => {
    if (!chosen) return;
    const outcome = await add({ userId, qualificationId: chosen });
    if (outcome.error || !outcome.data) {
      // held already: the rule in its own words; anything else is the §8 toast
      const twice = refusalCode(outcome.error) === 'CONFLICT';
      return toast(t(twice ? 'hr.staff.qualifications.alreadyHas' : 'hr.staff.qualifications.addFailed'), 'error');
    }
    setChosen(null);
    toast(t('hr.staff.profile.saved'), 'success');
  };

  const removeOne = async (qualification: StaffQualification) => {
    const sure = await confirm({
      title: t('hr.staff.qualifications.removeConfirm', { name: qualification.name }),
      okText: t('hr.staff.qualifications.remove', { name: qualification.name }),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ userId, qualificationId: qualification.id });
    if (outcome.error || !outcome.data) return toast(t('hr.staff.qualifications.removeFailed'), 'error');
    toast(t('hr.staff.profile.saved'), 'success');
  };

  return (
    <Card title={t('hr.staff.qualifications.title')}>
      <Flex vertical gap="small">
        {current.length ? (
          <ul aria-label={t('hr.staff.qualifications.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {current.map((qualification) => (
              <li key={qualification.id} style={{ padding: '4px 0' }}>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text>{qualification.name}</Typography.Text>
                  {qualification.campusImported ? <Tag>{t('hr.staff.qualifications.campus')}</Tag> : null}
                  <Typography.Text type="secondary">
                    {t('hr.staff.qualifications.granted', { date: formatDay(qualification.grantedAt, me.timezone) ?? '' })}
                  </Typography.Text>
                  {editable && !qualification.campusImported ? (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('hr.staff.qualifications.remove', { name: qualification.name })}
                      onClick={() => void removeOne(qualification)}
                    />
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">{t('hr.staff.qualifications.empty')}</Typography.Text>
        )}
        {editable ? (
          <Flex gap="small" wrap>
            <QualificationPicker
              aria-label={t('hr.staff.qualifications.picker')}
              placeholder={t('hr.staff.qualifications.picker')}
              value={chosen}
              onChange={setChosen}
              allowClear
              style={{ minWidth: 280 }}
            />
            <Button onClick={() => void addChosen()} loading={adding} disabled={!chosen}>
              {t('hr.staff.qualifications.add')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
