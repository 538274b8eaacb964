import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Result, Spin } from 'antd';
import { t } from '../../text';
import { shellNavigate } from '../../app/location';
import { confirmEmail, createPassword, requestResetCode, resetPassword } from '../../auth/interaction';
import { AccountForm } from './AccountForm';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, TextField } from './fields';
import { submissionErrors } from './formSubmit';
import { emailError, sixDigitError, validateNewPassword, type NewPasswordValues } from './validation';

const query = () => new URLSearchParams(window.location.search);

function Done({ title }: { title: string }) {
  return (
    <Result
      status="success"
      title={<h2 style={{ fontSize: 20, margin: 0 }}>{title}</h2>}
      extra={
        <Button type="primary" href="/login">
          {t('shell.account.logIn')}
        </Button>
      }
    />
  );
}

/** /password-forgot: asks for the e-mail address and sends a reset code (the same answer whether or not it exists). */
export function ForgotPasswordPage() {
  const initialEmail = query().get('email') ?? '';
  return (
    <AuthCard title={t('shell.forgot.title')}>
      <AccountForm<{ email: string }>
        initialValues={{ email: initialEmail }}
        onSubmit={async ({ email }) => {
          const result = await requestResetCode(email.trim());
          if ('state' in result) return submissionErrors(result, t('shell.reset.unable'));
          shellNavigate(`/password-reset?${new URLSearchParams({ email: email.trim(), sent: '1' })}`);
          return undefined;
        }}
        submitLabel={t('shell.forgot.submit')}
        footer={() => (
          <Button type="link" block href="/login">
            {t('shell.login.backToLogin')}
          </Button>
        )}
      >
        <p style={{ marginTop: 0 }}>{t('shell.forgot.intro')}</p>
        <TextField name="email" label={t('shell.login.email')} type="email" autoComplete="username" validate={emailError} autoFocus />
      </AccountForm>
    </AuthCard>
  );
}

interface ResetValues extends NewPasswordValues {
  email: string;
  code: string;
}

/** /password-reset: the code from the e-mail plus a new password; every old session ends on the server. */
export function ResetPasswordPage() {
  const params = query();
  const [done, setDone] = useState(false);
  if (done)
    return (
      <AuthCard>
        <Done title={t('shell.reset.done')} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('shell.reset.title')}>
      {params.get('sent') ? <Alert type="info" showIcon title={t('shell.forgot.sent')} /> : null}
      <AccountForm<ResetValues>
        initialValues={{ email: params.get('email') ?? '', code: '' }}
        validate={(values) => ({
          ...validateNewPassword(values),
          ...(emailError(values.email) ? { email: emailError(values.email) } : {}),
          ...(sixDigitError(values.code, t('shell.reset.codeHint')) ? { code: sixDigitError(values.code, t('shell.reset.codeHint')) } : {}),
        })}
        onSubmit={async (values) => {
          const result = await resetPassword(values.email.trim(), values.code.trim(), values.password ?? '');
          if (result.state === 'ERROR') return submissionErrors(result, t('shell.reset.unable'));
          setDone(true);
          return undefined;
        }}
        submitLabel={t('shell.reset.submit')}
        footer={() => (
          <Button type="link" block href="/login">
            {t('shell.login.backToLogin')}
          </Button>
        )}
      >
        <TextField name="email" label={t('shell.login.email')} type="email" autoComplete="username" />
        <TextField
          name="code"
          label={t('shell.reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          extra={t('shell.reset.codeHint')}
          autoFocus
        />
        <NewPasswordFields />
      </AccountForm>
    </AuthCard>
  );
}

/** /password-create?token=…: the link from the welcome e-mail; sets the first password (and confirms the address). */
export function CreatePasswordPage() {
  const token = query().get('token');
  const [done, setDone] = useState(false);
  if (!token)
    return (
      <AuthCard title={t('shell.createPassword.title')}>
        <Alert type="error" showIcon role="alert" title={t('shell.account.invalidToken')} />
      </AuthCard>
    );
  if (done)
    return (
      <AuthCard>
        <Done title={t('shell.createPassword.done')} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('shell.createPassword.title')}>
      <AccountForm<NewPasswordValues>
        validate={validateNewPassword}
        onSubmit={async (values) => {
          const result = await createPassword(token, values.password ?? '');
          if (result.state === 'ERROR') return submissionErrors(result, t('shell.account.invalidToken'));
          setDone(true);
          return undefined;
        }}
        submitLabel={t('shell.createPassword.submit')}
      >
        <NewPasswordFields autoFocus />
      </AccountForm>
    </AuthCard>
  );
}

// One confirmation per token per page load (React runs effects twice in development; a token is single-use).
const confirmations = new Map<string, ReturnType<typeof confirmEmail>>();

/** /confirm-email?token=…: confirms the address as soon as the link is opened. */
export function ConfirmEmailPage() {
  const token = query().get('token');
  const [state, setState] = useState<'working' | 'done' | { error: string }>(
    token ? 'working' : { error: t('shell.account.invalidToken') },
  );
  useEffect(() => {
    if (!token) return;
    let promise = confirmations.get(token);
    if (!promise) {
      promise = confirmEmail(token);
      confirmations.set(token, promise);
    }
    let live = true;
    void promise.then((result) => {
      if (!live) return;
      setState(
        result.state === 'ERROR'
          ? { error: result.code === 'BAD_USER_INPUT' ? t('shell.account.invalidToken') : result.message || t('shell.error.server') }
          : 'done',
      );
    });
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <AuthCard title={t('shell.confirmEmail.title')}>
      {state === 'working' ? (
        <Flex justify="center">
          <Spin description={t('shell.confirmEmail.working')}>
            <div style={{ height: 60 }} />
          </Spin>
        </Flex>
      ) : state === 'done' ? (
        <Done title={t('shell.confirmEmail.done')} />
      ) : (
        <Alert type="error" showIcon role="alert" title={state.error} />
      )}
    </AuthCard>
  );
}
