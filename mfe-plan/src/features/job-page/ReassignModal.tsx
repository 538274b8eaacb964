import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useMutation } from 'urql';
import { CroudiePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { useToast } from '../../common/useToast';
import { refusalOf } from '@work/shared-ui/refusal';
import { ReassignTaskUserMutation } from './jobPage.graphql';

/** "Reassign {name}": another croudie in their place on the task, same position and timeout (ADR 0280). */
export function ReassignModal({
  taskId,
  person,
  onClose,
  onReassigned,
}: {
  taskId: string;
  person: { id: string; name: string };
  onClose: () => void;
  onReassigned: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const [to, setTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, reassign] = useMutation(ReassignTaskUserMutation);

  const submit = async () => {
    if (!to) return;
    const result = await reassign({ taskId, fromCroudieId: person.id, toCroudieId: to });
    if (result.error || !result.data?.reassignTaskUser) {
      const failed = t('plan.tasks.reassignFailed');
      toast(failed, 'error');
      // the API's reason when it gives one for the field (e.g. already on the task), else the §8 words
      const refusal = refusalOf(result.error);
      setProblem(refusal.fieldErrors['toCroudieId'] ?? refusal.fieldErrors['fromCroudieId'] ?? failed);
      return;
    }
    toast(t('plan.forms.updated'), 'success');
    onReassigned();
  };

  return (
    <Modal
      open
      title={t('plan.tasks.reassignTitle', { name: person.name })}
      okText={t('plan.tasks.reassignOk')}
      cancelText={t('plan.tasks.reassignCancel')}
      okButtonProps={{ disabled: !to, loading: state.fetching }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" component="div">
        <Form.Item label={t('plan.tasks.reassignTo')} htmlFor="reassign-to">
          <CroudiePicker
            id="reassign-to"
            aria-label={t('plan.tasks.reassignTo')}
            value={to}
            onChange={(id) => {
              setTo(id);
              setProblem(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
