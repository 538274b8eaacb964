import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import * as v from 'valibot';
import { useMutation } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { FormField } from '@work/shared-ui/forms';
import { RequestEmailChangeMutation } from './profile.graphql';
import { refusalOf } from '@work/shared-ui/refusal';

const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

/**
 * The sign-in e-mail and its change (contract 18 part A): the new address gets a confirmation link, and until it is
 * followed the old one stays and a notice says which address is waiting.
 */
export function EmailChange({
  croudieId,
  email,
  pendingEmail,
  canChange,
  onRequested,
}: {
  croudieId: string;
  email: string | null;
  pendingEmail: string | null;
  canChange: boolean;
  /** After a link was sent (the page reloads the profile to show the pending address). */
  onRequested: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [open, setOpen] = useState(false);
  const [, request] = useMutation(RequestEmailChangeMutation);

  const submit = async ({ email: typed }: { email: string }) => {
    const next = typed.trim();
    const result = await request({ croudieId, email: next });
    if (result.error || !result.data?.requestEmailChange) {
      const refusal = refusalOf(result.error);
      if (refusal.fieldErrors['email']) return { email: refusal.fieldErrors['email'] };
      bus.publish('toast:show', { text: t('hr.profile.email.failed'), color: 'error' });
      return { [FORM_ERROR]: t('hr.profile.email.failed') };
    }
    bus.publish('toast:show', { text: t('hr.profile.email.sent', { email: next }), color: 'success' });
    setOpen(false);
    onRequested();
    return undefined;
  };

  return (
    <Flex vertical gap="small">
      <Flex align="center" gap="small" wrap>
        <Typography.Text type="secondary">{t('hr.profile.email')}</Typography.Text>
        <Typography.Text strong>{email ?? '—'}</Typography.Text>
        {canChange ? (
          <Button size="small" onClick={() => setOpen(true)}>
            {t('hr.profile.email.change')}
          </Button>
        ) : null}
      </Flex>
      {pendingEmail ? <Alert type="info" showIcon title={t('hr.profile.email.pending', { email: pendingEmail })} /> : null}
      {open ? (
        <Form<{ email: string }>
          initialValues={{ email: '' }}
          validate={({ email: typed }) =>
            !typed?.trim()
              ? { email: t('hr.profile.error.required') }
              : v.is(EmailSchema, typed)
                ? undefined
                : { email: t('hr.profile.error.email') }
          }
          onSubmit={submit}
        >
          {({ handleSubmit, submitting }) => (
            <Modal
              open
              title={t('hr.profile.email.change')}
              okText={t('hr.profile.email.send')}
              cancelText={t('hr.profile.cancel')}
              onOk={() => void handleSubmit()}
              onCancel={() => setOpen(false)}
              okButtonProps={{ loading: submitting }}
              destroyOnHidden
            >
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void handleSubmit();
                }}
              >
                <Typography.Paragraph>{t('hr.profile.email.explain')}</Typography.Paragraph>
                <FormField<string> name="email" label={t('hr.profile.email.new')}>
                  {(input, { id, invalid }) => (
                    <Input {...input} id={id} type="email" autoComplete="email" status={invalid ? 'error' : undefined} />
                  )}
                </FormField>
                <button type="submit" hidden aria-hidden tabIndex={-1} />
              </form>
            </Modal>
          )}
        </Form>
      ) : null}
    </Flex>
  );
}
