import { useState } from 'react';
import { Alert, Button, Checkbox, Form as AntForm, Modal, Result, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Field } from 'react-final-form';
import { t } from '../../text';
import { registerCroudie, validateRegistration, type RegistrationValues } from '../../auth/registration';
import { shellNavigate } from '../../app/location';
import { shellSession } from '../../session/store';
import { AccountForm } from '../account/AccountForm';
import { AuthCard } from '../account/AuthCard';
import { TextField } from '../account/fields';

/** The terms dialog: reading the terms and accepting them ticks the box. */
function TermsField() {
  const [open, setOpen] = useState(false);
  return (
    <Field<boolean> name="acceptTerms" type="checkbox">
      {({ input, meta }) => {
        const error = meta.error && (meta.touched || meta.submitFailed) ? String(meta.error) : undefined;
        return (
          <AntForm.Item validateStatus={error ? 'error' : undefined} help={error}>
            <Checkbox
              id="field-acceptTerms"
              checked={Boolean(input.checked)}
              onChange={(e) => input.onChange(e.target.checked)}
              onBlur={() => input.onBlur()}
              aria-invalid={Boolean(error)}
            >
              {t('shell.register.acceptTerms')}
            </Checkbox>{' '}
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(true)}>
              {t('shell.register.readTerms')}
            </Button>
            <Modal
              open={open}
              title={t('shell.register.termsTitle')}
              onCancel={() => setOpen(false)}
              okText={t('shell.register.acceptTermsButton')}
              cancelText={t('shell.register.close')}
              onOk={() => {
                input.onChange(true);
                setOpen(false);
              }}
            >
              <Typography.Paragraph>{t('shell.register.termsBody')}</Typography.Paragraph>
            </Modal>
          </AntForm.Item>
        );
      }}
    </Field>
  );
}

/**
 * /onboarding/iframe: the create-account form the onboarding site frames (onboarding layout). A new croudie registers
 * with their name, e-mail address and the terms; the server e-mails a create-password link (docs/decisions/0111).
 */
export function RegisterPage() {
  const session = shellSession.get();
  if (session.status === 'signed-in') {
    return (
      <AuthCard title={t('shell.register.title')}>
        <Alert type="info" showIcon title={t('shell.register.signedIn', { name: session.session.me.firstName })} />
        <Button type="primary" href="/">
          {t('shell.register.continue')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('shell.register.title')}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('shell.register.intro')}</Typography.Paragraph>
      <AccountForm<RegistrationValues>
        initialValues={{ acceptTerms: false }}
        validate={validateRegistration}
        onSubmit={async (values) => {
          const result = await registerCroudie(values);
          if (result.state === 'ERROR') {
            const message =
              result.code === 'NETWORK' || result.code === 'INTERNAL_SERVER_ERROR'
                ? t('shell.register.failed')
                : result.message || t('shell.register.failed');
            return { ...(result.fieldErrors ?? {}), [FORM_ERROR]: message };
          }
          const next = new URLSearchParams(window.location.search);
          next.set('email', result.email);
          shellNavigate(`/onboarding/success?${next}`);
          return undefined;
        }}
        submitLabel={t('shell.register.submit')}
        footer={() => (
          <Button type="link" block href="/login">
            {t('shell.register.haveAccount')}
          </Button>
        )}
      >
        <TextField name="firstName" label={t('shell.register.firstName')} autoComplete="given-name" maxLength={100} autoFocus />
        <TextField name="lastName" label={t('shell.register.lastName')} autoComplete="family-name" maxLength={100} />
        <TextField name="email" label={t('shell.login.email')} type="email" autoComplete="email" />
        <TermsField />
      </AccountForm>
    </AuthCard>
  );
}

/** /onboarding/success: the registration went through; the create-password link is on its way. */
export function RegisteredPage() {
  const email = new URLSearchParams(window.location.search).get('email');
  return (
    <AuthCard>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.register.doneTitle')}</h1>}
        subTitle={email ? t('shell.register.checkInbox', { email }) : t('shell.register.checkInboxPlain')}
        extra={
          <Button type="primary" href="/login">
            {t('shell.account.logIn')}
          </Button>
        }
      />
    </AuthCard>
  );
}
