import { useState } from 'react';
import { Form as AntForm, Modal, Typography } from 'antd';
import { useMutation } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { ClientPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { errorCode } from '../forms/serverErrors';
import { CreateTaskTemplateVariant } from './taskTemplates.graphql';

/**
 * Create a client variant of a base template (§4, §5: one per client): choose the client. A refusal is the §8 toast,
 * and the API's reason (e.g. the client already has one) under the client.
 */
export function VariantModal({
  base,
  onClose,
  onCreated,
}: {
  base: { id: string; name: string };
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [clientId, setClientId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, createVariant] = useMutation(CreateTaskTemplateVariant);

  const create = async () => {
    if (!clientId) {
      setProblem(t('settings.record.required'));
      return;
    }
    const outcome = await createVariant({ baseId: base.id, clientId });
    const created = outcome.data?.createTaskTemplateVariant;
    if (outcome.error || !created) {
      bus.publish('toast:show', { text: t('settings.templates.variantFailed'), color: 'error' });
      const code = errorCode(outcome.error);
      const first = outcome.error?.graphQLErrors[0];
      const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
      if (code === 'CONFLICT' || code === 'BAD_USER_INPUT') setProblem(fieldErrors?.['clientId'] ?? first?.message ?? null);
      return;
    }
    bus.publish('toast:show', { text: t('settings.record.created'), color: 'success' });
    onCreated(created.id);
  };

  return (
    <Modal
      open
      title={t('settings.templates.variant.title', { name: base.name })}
      okText={t('settings.templates.variant.create')}
      cancelText={t('settings.record.cancel')}
      onOk={() => void create()}
      onCancel={onClose}
      okButtonProps={{ loading: fetching }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('settings.templates.variant.hint')}</Typography.Paragraph>
      <AntForm.Item
        layout="vertical"
        label={t('settings.templates.variant.client')}
        htmlFor="template-variant-client"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <ClientPicker
          id="template-variant-client"
          aria-label={t('settings.templates.variant.client')}
          value={clientId}
          status={problem ? 'error' : undefined}
          onChange={(id) => {
            setClientId(id);
            setProblem(null);
          }}
        />
      </AntForm.Item>
    </Modal>
  );
}
