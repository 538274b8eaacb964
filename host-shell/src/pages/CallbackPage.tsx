import { useEffect, useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import type { Client } from 'urql';
import { t } from '../text';
import { exchangeCode, pendingRedirect, startSignIn } from '../auth/oidc';
import { restoreSession } from '../session/signIn';
import { shellNavigate } from '../app/location';

export const SLOW_CALLBACK_MS = 8000;

/** /callback: exchanges the code, loads the session, then goes to the page the person wanted. */
export function CallbackPage({ client }: { client: Client }) {
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_CALLBACK_MS);
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    if (!code) {
      setSlow(true);
      return () => window.clearTimeout(timer);
    }
    exchangeCode(code, params.get('state'))
      .then(async ({ redirect }) => {
        await restoreSession(client, { announce: true });
        shellNavigate(redirect, true);
      })
      .catch((error: unknown) => {
        console.warn('[sign-in] callback failed', error);
        setSlow(true);
      });
    return () => window.clearTimeout(timer);
  }, [client]);

  return (
    <Flex vertical justify="center" align="center" gap="large">
      <Spin size="large" />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('shell.callback.loggingIn')}
      </Typography.Title>
      {slow ? (
        <Flex vertical align="center" gap="middle">
          <Typography.Text>{t('shell.callback.slow')}</Typography.Text>
          <Button type="primary" onClick={() => void startSignIn(pendingRedirect())}>
            {t('shell.callback.tryAgain')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
