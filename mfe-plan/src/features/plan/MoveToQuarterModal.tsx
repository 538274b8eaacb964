import { useState } from 'react';
import { Flex, Modal, Select, Typography } from 'antd';
import type { PlanQuarter } from '@work/shared-contracts/plan';
import { useText } from '../../text';
import { quarterName } from './PlanGantt';
import { quarterKey } from './planRows';
import type { Moved } from './usePlanChanges';

/** The keyboard's way (a project, or a phase whose days move with it) to drag to another quarter: choose one of the quarters the plan shows; the item goes last there. */
export function MoveToQuarterModal({
  move,
  quarters,
  onClose,
  onMove,
}: {
  move: Moved | null;
  quarters: PlanQuarter[];
  onClose: () => void;
  onMove: (move: Moved, quarter: PlanQuarter) => void;
}) {
  const t = useText();
  const [chosen, setChosen] = useState<string | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  const quarter = quarters.find((q) => quarterKey(q) === chosen) ?? null;
  const name = !move ? '' : move.kind === 'project' ? move.node.project.name : move.node.phase.name;
  return (
    <Modal
      open={move !== null}
      title={move ? t('plan.view.moveToQuarter.title', { name }) : null}
      okText={t('plan.view.moveToQuarter.move')}
      cancelText={t('plan.view.cancel')}
      okButtonProps={{ disabled: !quarter }}
      onOk={() => {
        if (!move || !quarter) return;
        setChosen(null);
        onMove(move, quarter);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Text>
          {move?.kind === 'phase' ? t('plan.view.moveToQuarter.phaseText') : t('plan.view.moveToQuarter.text')}
        </Typography.Text>
        <Select
          aria-label={t('plan.view.moveToQuarter.quarter')}
          placeholder={t('plan.view.moveToQuarter.quarter')}
          value={chosen}
          options={quarters.map((q) => ({ value: quarterKey(q), label: quarterName(t, q) }))}
          onChange={(value: string) => setChosen(value)}
          style={{ width: '100%' }}
        />
      </Flex>
    </Modal>
  );
}
