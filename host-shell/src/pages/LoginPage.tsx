import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Spin, Typography } from 'antd';
import { t } from '@work/shared-ui';
import { startSignIn } from '../auth/oidc';
import {
  federatedUrl,
  getInteraction,
  submitMfaCode,
  submitNewPassword,
  submitPassword,
  type InteractionResult,
  type InteractionState,
} from '../auth/interaction';

/** /login: without `interaction` it starts the code + PKCE flow; with it, it drives the provider's interaction. */
export function LoginPage() {
  const params = new URLSearchParams(window.location.search);
  const uid = params.get('interaction');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!uid) void startSignIn(redirect);
  }, [uid, redirect]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f5f7', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        {uid ? <Interaction uid={uid} /> : <Spin description={t('login.starting')}><div style={{ height: 80 }} /></Spin>}
      </Card>
    </Flex>
  );
}

function Interaction({ uid }: { uid: string }) {
  const [state, setState] = useState<InteractionState | 'LOADING' | 'EXPIRED'>('LOADING');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getInteraction(uid)
      .then((i) => setState(i.state))
      .catch(() => setState('EXPIRED'));
  }, [uid]);

  async function handle(result: Promise<InteractionResult>) {
    setBusy(true);
    setError(null);
    const r = await result;
    if (r.state === 'SUCCESS') {
      window.location.assign(r.redirectTo);
      return;
    }
    setBusy(false);
    if (r.state === 'ERROR') setError(r.message || t('login.unableToLogin'));
    else setState(r.state);
  }

  if (state === 'LOADING') return <Spin><div style={{ height: 80 }} /></Spin>;
  if (state === 'EXPIRED') {
    return (
      <Flex vertical gap="middle">
        <Alert type="error" showIcon title={t('login.unableToLogin')} />
        <Button type="primary" onClick={() => void startSignIn(null)}>{t('login.submit')}</Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {state === 'LOGIN' ? t('login.title') : state === 'MFA_REQUIRED' ? t('login.mfa.title') : t('login.newPassword.title')}
      </Typography.Title>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {state === 'LOGIN' ? (
        <Form layout="vertical" requiredMark={false} onFinish={(v: { email: string; password: string }) => handle(submitPassword(uid, v.email.trim(), v.password))}>
          <Form.Item label={t('login.email')} name="email" rules={[{ required: true, message: t('login.emailRequired') }, { type: 'email', message: t('login.incorrectEmail') }]}>
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('login.password')} name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
          <Button type="link" block href={federatedUrl(uid)} style={{ marginTop: 8 }}>{t('login.google')}</Button>
        </Form>
      ) : state === 'NEW_PASSWORD_REQUIRED' ? (
        <Form layout="vertical" requiredMark={false} onFinish={(v: { password: string }) => handle(submitNewPassword(uid, v.password))}>
          <Form.Item label={t('login.newPassword.label')} name="password" extra={t('login.newPassword.rule')} rules={[{ required: true, min: 12, message: t('login.newPassword.notStrong') }]}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.newPassword.submit')}</Button>
        </Form>
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={(v: { code: string }) => handle(submitMfaCode(uid, v.code.trim()))}>
          <Form.Item label={t('login.mfa.label')} name="code" extra={t('login.mfa.hint')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.mfa.invalid') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.mfa.submit')}</Button>
        </Form>
      )}
    </Flex>
  );
}
