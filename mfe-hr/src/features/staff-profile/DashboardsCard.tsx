import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { useMutation } from 'urql';
import { DirtyReport } from '@work/shared-ui';
import { useText } from '../../text';
import { useToast } from '../croudie-admin/useToast';
import { chosenDashboards, dashboardRowsOf, moveDashboard, toggleDashboard } from './dashboards';
import { UpdateUserDashboardsMutation, type DashboardKey } from './staffProfile.graphql';

/**
 * Which cards of the work management dashboard the user has, and their order (§2 Dashboards, §3 dashboards): tick a
 * card to show it, move it up or down, save. The person themselves and hr_user change it.
 */
export function DashboardsCard({
  userId,
  dashboards,
  editable,
}: {
  userId: string;
  dashboards: readonly DashboardKey[];
  editable: boolean;
}) {
  const t = useText();
  const toast = useToast();
  // keyed by content: a save of another card answers the same choice in a new array, which must not undo this one's edits
  const savedKey = dashboards.join(',');
  const saved = useMemo(() => dashboardRowsOf(savedKey ? (savedKey.split(',') as DashboardKey[]) : []), [savedKey]);
  const [rows, setRows] = useState(saved);
  // the saved choice changed (this save, another tab): start again from it
  useEffect(() => setRows(saved), [saved]);
  const [{ fetching }, update] = useMutation(UpdateUserDashboardsMutation);
  const dirty = JSON.stringify(rows) !== JSON.stringify(saved);

  const save = async () => {
    const outcome = await update({ userId, dashboards: chosenDashboards(rows) });
    if (outcome.error || !outcome.data?.updateUserDashboards) return toast(t('hr.staff.dashboards.failed'), 'error');
    toast(t('hr.staff.profile.saved'), 'success');
  };

  return (
    <Card title={t('hr.staff.dashboards.title')}>
      <DirtyReport form={`hr-staff-${userId}-dashboards`} dirty={dirty} />
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('hr.staff.dashboards.explain')}</Typography.Text>
        <ol aria-label={t('hr.staff.dashboards.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, index) => {
            const name = t(`hr.staff.dashboard.${row.key}`);
            return (
              <li key={row.key} style={{ padding: '2px 0' }}>
                <Flex align="center" gap="small">
                  <Checkbox
                    checked={row.shown}
                    disabled={!editable}
                    onChange={(e) => setRows((current) => toggleDashboard(current, row.key, e.target.checked))}
                    style={{ flex: 1 }}
                  >
                    {name}
                  </Checkbox>
                  {editable ? (
                    <>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined aria-hidden />}
                        aria-label={t('hr.staff.dashboards.moveUp', { name })}
                        disabled={index === 0}
                        onClick={() => setRows((current) => moveDashboard(current, index, -1))}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined aria-hidden />}
                        aria-label={t('hr.staff.dashboards.moveDown', { name })}
                        disabled={index === rows.length - 1}
                        onClick={() => setRows((current) => moveDashboard(current, index, 1))}
                      />
                    </>
                  ) : null}
                </Flex>
              </li>
            );
          })}
        </ol>
        {editable ? (
          <Flex>
            <Button type="primary" loading={fetching} disabled={!dirty} onClick={() => void save()}>
              {t('hr.staff.dashboards.save')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
