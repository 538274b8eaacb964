import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Result, Spin } from 'antd';
import { t } from '../text';
import { startSignIn } from '../auth/oidc';
import { passwordTooLong } from '@work/shared-contracts';
import {
  federatedUrl,
  getInteraction,
  InteractionUnavailable,
  identityErrorMessage,
  submitMfaCode,
  submitNewPassword,
  submitPassword,
  type InteractionInfo,
  type InteractionResult,
  type InteractionState,
} from '../auth/interaction';
import { AccountForm } from './account/AccountForm';
import { AuthCard } from './account/AuthCard';
import { NewPasswordFields, TextField } from './account/fields';
import { emailError, sixDigitError, validateNewPassword, type NewPasswordValues } from './account/validation';
import { submissionErrors } from './account/formSubmit';

/** /login: without `interaction` it starts the code + PKCE flow; with it, it drives the provider's interaction. */
export function LoginPage() {
  const params = new URLSearchParams(window.location.search);
  const uid = params.get('interaction');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!uid) void startSignIn(redirect);
  }, [uid, redirect]);

  if (!uid) {
    return (
      <AuthCard>
        <Spin description={t('shell.login.starting')}>
          <div style={{ height: 80 }} />
        </Spin>
      </AuthCard>
    );
  }
  return <Interaction uid={uid} upstreamError={params.get('error')} />;
}

/**
 * A sign-in started in another browser (someone sent this link) or one that has expired: it cannot go on here, and
 * nothing in it may be entered (ADR 0053). The only way forward is a new sign-in of this browser's own.
 */
function ForeignInteraction() {
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('shell.login.foreign.title')}</h1>}
      subTitle={t('shell.login.foreign.body')}
      extra={
        <Button type="primary" onClick={() => void startSignIn(null)}>
          {t('shell.login.foreign.startNew')}
        </Button>
      }
    />
  );
}

const TITLES: Record<InteractionState, Parameters<typeof t>[0]> = {
  LOGIN: 'shell.login.title',
  NEW_PASSWORD_REQUIRED: 'shell.login.newPassword.title',
  MFA_REQUIRED: 'shell.login.mfa.title',
};

/** The login states of staff-and-admin.md §4: login, new password required, mfa verification, social redirect. */
function Interaction({ uid, upstreamError }: { uid: string; upstreamError: string | null }) {
  const [info, setInfo] = useState<InteractionInfo | 'LOADING' | 'EXPIRED' | 'FOREIGN'>('LOADING');
  const [socialRedirect, setSocialRedirect] = useState(false);

  useEffect(() => {
    getInteraction(uid).then(setInfo, (error: unknown) =>
      setInfo(error instanceof InteractionUnavailable && error.foreignOrExpired ? 'FOREIGN' : 'EXPIRED'),
    );
  }, [uid]);

  async function step(result: Promise<InteractionResult>) {
    const r = await result;
    if (r.state === 'SUCCESS') {
      window.location.assign(r.redirectTo);
      return new Promise<undefined>(() => undefined); // keep the button busy while the browser leaves
    }
    if (r.state === 'ERROR') {
      if (r.code === 'FORBIDDEN' || r.code === 'NOT_FOUND') setInfo('FOREIGN');
      if (r.code === 'CONFLICT') setInfo('EXPIRED');
      return submissionErrors(r, t('shell.login.unableToLogin'));
    }
    setInfo((current) => (typeof current === 'string' ? current : { ...current, state: r.state }));
    return undefined;
  }

  if (info === 'LOADING')
    return (
      <AuthCard>
        <Spin>
          <div style={{ height: 80 }} />
        </Spin>
      </AuthCard>
    );
  if (info === 'FOREIGN') return <ForeignInteraction />;
  if (info === 'EXPIRED') {
    return (
      <AuthCard title={t('shell.login.title')}>
        <Alert type="error" showIcon role="alert" title={t('shell.login.transition')} />
        <Button type="primary" onClick={() => void startSignIn(null)}>
          {t('shell.login.startAgain')}
        </Button>
      </AuthCard>
    );
  }
  if (socialRedirect)
    return (
      <AuthCard>
        <Spin description={t('shell.login.socialRedirect')}>
          <div style={{ height: 80 }} />
        </Spin>
      </AuthCard>
    );

  return (
    <AuthCard title={t(TITLES[info.state])}>
      {info.state === 'LOGIN' ? (
        <AccountForm<{ email: string; password: string }>
          key="LOGIN"
          onSubmit={(v) => step(submitPassword(uid, v.email.trim(), v.password))}
          validate={(v) => ({
            ...(emailError(v.email) ? { email: emailError(v.email) } : {}),
            ...(!v.password
              ? { password: t('shell.login.fieldRequired') }
              : passwordTooLong(v.password)
                ? { password: t('shell.password.tooLong') }
                : {}),
          })}
          submitLabel={t('shell.login.submit')}
          error={upstreamError}
          footer={(values) => (
            <>
              <Button
                type="link"
                block
                href={`/password-forgot${values.email ? `?${new URLSearchParams({ email: values.email.trim() })}` : ''}`}
              >
                {t('shell.login.forgotPassword')}
              </Button>
              {info.federated ? (
                <>
                  <Divider plain />
                  <Button block href={federatedUrl(uid)} onClick={() => setSocialRedirect(true)}>
                    {t('shell.login.google')}
                  </Button>
                </>
              ) : null}
            </>
          )}
        >
          <TextField name="email" label={t('shell.login.email')} type="email" autoComplete="username" autoFocus />
          <TextField name="password" label={t('shell.login.password')} type="password" autoComplete="current-password" />
        </AccountForm>
      ) : info.state === 'NEW_PASSWORD_REQUIRED' ? (
        <AccountForm<NewPasswordValues>
          key="NEW_PASSWORD_REQUIRED"
          validate={validateNewPassword}
          onSubmit={(v) => step(submitNewPassword(uid, v.password ?? ''))}
          submitLabel={t('shell.login.newPassword.submit')}
        >
          <NewPasswordFields autoFocus />
        </AccountForm>
      ) : (
        <AccountForm<{ code: string }>
          key="MFA_REQUIRED"
          validate={(v) => {
            const error = sixDigitError(v.code, t('shell.login.mfaFormat'));
            return error ? { code: error } : {};
          }}
          onSubmit={(v) => step(submitMfaCode(uid, v.code.trim()))}
          submitLabel={t('shell.login.mfa.submit')}
        >
          <TextField
            name="code"
            label={t('shell.login.mfa.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            extra={t('shell.login.mfa.hint')}
            autoFocus
          />
        </AccountForm>
      )}
    </AuthCard>
  );
}
