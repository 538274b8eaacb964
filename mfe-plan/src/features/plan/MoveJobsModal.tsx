import { useState } from 'react';
import { Alert, Flex, Modal, Select, Typography } from 'antd';
import { useMutation } from 'urql';
import { useText } from '../../text';
import { mediumDay } from './days';
import { MoveJobsToPhaseMutation } from './plan.graphql';
import type { PhaseNode } from './planRows';
import { refusalReason } from '@work/shared-ui/refusal';
import { useToast } from '../../common/useToast';

/**
 * Moves the selected jobs into a phase of the plan (§4 Job actions: move to another phase). The API refuses jobs of
 * another client, or days the phase does not cover, with "Failed to move jobs to new phase" and which jobs: the toast
 * says the first, the dialog keeps the second so the person can pick another phase or extend this one.
 */
export function MoveJobsModal({
  open,
  jobIds,
  phases,
  onClose,
  onMoved,
}: {
  open: boolean;
  jobIds: string[];
  phases: PhaseNode[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const [phaseId, setPhaseId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, move] = useMutation(MoveJobsToPhaseMutation);
  const close = () => {
    setPhaseId(null);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!phaseId) return;
    const result = await move({ jobIds, phaseId });
    if (result.error || !result.data) {
      const reason = refusalReason(result.error);
      setProblem(reason && reason !== t('plan.view.moveJobs.failed') ? reason : null);
      toast(t('plan.view.moveJobs.failed'), 'error');
      return;
    }
    toast(t('plan.view.moveJobs.moved'), 'success');
    setPhaseId(null);
    setProblem(null);
    onMoved();
  };
  const options = phases
    .filter((node) => node.phase.status === 'active' && node.project.status === 'active')
    .map((node) => ({
      value: node.phase.id,
      label: t('plan.view.moveJobs.phaseOption', {
        project: node.project.name,
        phase: node.phase.name,
        start: mediumDay(node.phase.startsAt),
        end: mediumDay(node.phase.endsAt),
      }),
    }));
  return (
    <Modal
      open={open}
      title={t('plan.view.moveJobs.title')}
      okText={t('plan.view.moveJobs.move')}
      cancelText={t('plan.view.cancel')}
      okButtonProps={{ disabled: !phaseId, loading: fetching }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Text>{t('plan.view.moveJobs.text', { count: jobIds.length })}</Typography.Text>
        <Select
          aria-label={t('plan.view.moveJobs.phase')}
          placeholder={t('plan.view.moveJobs.phasePlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          value={phaseId}
          options={options}
          onChange={(value: string) => {
            setPhaseId(value);
            setProblem(null);
          }}
          style={{ width: '100%' }}
        />
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Flex>
    </Modal>
  );
}
