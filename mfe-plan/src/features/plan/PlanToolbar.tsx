import { Button, Dropdown, Flex, Segmented, Typography } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useText } from '../../text';
import type { PlanFormTarget } from '../plan-forms';
import { mediumDay } from './days';
import { ZOOMS, type PlanRange, type Zoom } from './planRange';

/** What "Create" offers (§2 Plan: create job, phase or internal task; and a project), each a new one in the drawer. */
const CREATE = ['project', 'phase', 'job', 'internalTask'] as const;

/** Zoom and the range's steps on the left; moving the selected jobs and creating on the right. */
export function PlanToolbar({
  zoom,
  range,
  selectedCount,
  onZoom,
  onStep,
  onToday,
  onMoveJobs,
  onClearSelection,
  onCreate,
}: {
  zoom: Zoom;
  range: PlanRange;
  selectedCount: number;
  onZoom: (zoom: Zoom) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onMoveJobs: () => void;
  onClearSelection: () => void;
  onCreate: (target: PlanFormTarget) => void;
}) {
  const t = useText();
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <Flex align="center" wrap gap="small">
        <Segmented<Zoom>
          aria-label={t('plan.view.zoom')}
          value={zoom}
          options={ZOOMS.map((value) => ({ value, label: t(`plan.view.zoom.${value}`) }))}
          onChange={onZoom}
        />
        <Button icon={<LeftOutlined />} aria-label={t('plan.view.previous')} title={t('plan.view.previous')} onClick={() => onStep(-1)} />
        <Button onClick={onToday}>{t('plan.view.today')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('plan.view.next')} title={t('plan.view.next')} onClick={() => onStep(1)} />
        <Typography.Text aria-live="polite">
          {t('plan.view.range', { start: mediumDay(range.startDate), end: mediumDay(range.endDate) })}
        </Typography.Text>
      </Flex>
      <Flex align="center" wrap gap="small">
        {selectedCount ? <Button onClick={onClearSelection}>{t('plan.view.clearSelection')}</Button> : null}
        <Button disabled={!selectedCount} onClick={onMoveJobs}>
          {selectedCount ? t('plan.view.moveJobsCount', { count: selectedCount }) : t('plan.view.moveJobs')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: CREATE.map((kind) => ({ key: kind, label: t(`plan.view.create.${kind}`) })),
            onClick: ({ key }) => onCreate({ kind: key as (typeof CREATE)[number] }),
          }}
        >
          <Button type="primary" icon={<PlusOutlined />}>
            {t('plan.view.create')} <DownOutlined />
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
