import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Typography, message } from 'antd';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { loadClientAccess, requestClientAccess, type AccessState } from './clientAccess';

/**
 * The client access request dialog (shell-and-freelancer.md §4, §8) for a client the person has no access to: loads
 * GET clients/{id} through the host fetch and shows not requested (a button that asks "Request access?"), requested
 * (also while the request is pending) or unable to request (restricted). Shows nothing when access is granted or the
 * client cannot be loaded (the task itself still works).
 */
export function ClientAccessRequest({ clientId, clientName }: { clientId: string; clientName: string }) {
  const t = useText();
  const { apiFetch } = useMountProps();
  const [toast, toastHolder] = message.useMessage();
  const [state, setState] = useState<AccessState | null>(null);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    setState(null);
    loadClientAccess(apiFetch, clientId).then(
      (c) => live && setState(c.state),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, clientId]);

  if (!state || state === 'GRANTED') return null;

  const request = async () => {
    setSending(true);
    try {
      setState(await requestClientAccess(apiFetch, clientId));
      setAsking(false);
    } catch (e) {
      void toast.error((e as Error).message);
    } finally {
      setSending(false);
    }
  };

  const alert =
    state === 'UNABLE_TO_REQUEST' ? (
      <Alert type="warning" showIcon title={t('work.clientAccess.unable')} />
    ) : state === 'REQUESTED' ? (
      <Alert
        type="info"
        showIcon
        title={t('work.clientAccess.requested')}
        description={t('work.clientAccess.requestedText', { client: clientName })}
      />
    ) : (
      <Alert
        type="info"
        showIcon
        title={t('work.clientAccess.notGranted', { client: clientName })}
        action={
          <Button size="small" onClick={() => setAsking(true)}>
            {t('work.clientAccess.request')}
          </Button>
        }
      />
    );

  return (
    <section aria-label={t('work.clientAccess.title')}>
      {toastHolder}
      {alert}
      <Modal
        open={asking}
        title={t('work.clientAccess.confirm')}
        okText={t('work.clientAccess.request')}
        cancelText={t('work.clientAccess.cancel')}
        confirmLoading={sending}
        onOk={() => void request()}
        onCancel={() => setAsking(false)}
        width={500}
      >
        <Typography.Paragraph>{t('work.clientAccess.confirmText', { client: clientName })}</Typography.Paragraph>
      </Modal>
    </section>
  );
}
