import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { Client } from 'urql';
import { stringifyDocument } from '@urql/core';
import { tenantFromHost } from '@work/shared-contracts';
import { t } from '../text';
import { validAccessToken } from '../auth/refresh';
import { apiHeaders, GRAPHQL_PATH } from '../graphql/client';
import { graphql, type ResultOf } from '../graphql/graphql';
import {
  acceptHandOver,
  handOverEntries,
  IMPERSONATE_MESSAGE,
  POST_DELAY_MS,
  storePrincipal,
  tenantOfPrincipal,
  tenantOrigin,
  type ImpersonateMessage,
} from '../session/impersonation';
import { rememberOpener, rememberServedWindow } from '../session/impersonationTokens';
import { AuthCard } from './account/AuthCard';
import { tabStorage } from '../app/browserStorage';

const CHECK = graphql(`
  query ShellImpersonateCheck {
    me {
      principalId
      firstName
      lastName
      status
    }
  }
`);

/** Asks the API as the impersonated person: the server checks the roles (and audits); null when it refuses. */
async function checkImpersonation(principalId: string): Promise<{ status: string } | null> {
  const token = await validAccessToken();
  if (!token) return null;
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { ...apiHeaders(token), 'X-Impersonate-Principal': principalId, 'content-type': 'application/json' },
      body: JSON.stringify({ query: stringifyDocument(CHECK), operationName: 'ShellImpersonateCheck' }),
    });
    const body = (await response.json()) as { data?: ResultOf<typeof CHECK> | null };
    return body.data?.me?.principalId === principalId ? { status: body.data.me.status } : null;
  } catch {
    return null;
  }
}

type State =
  | { step: 'checking' }
  | { step: 'failed' }
  | { step: 'open-window'; principalId: string; status: string }
  | { step: 'waiting' }
  | { step: 'posted' };

/**
 * /impersonate — exempt from every routing rule. With ?principal= it starts impersonating (see session/impersonation.ts);
 * without, it is the network window waiting for the hand-over message from the staff member's app.
 */
export function ImpersonatePage(_props: { client: Client }) {
  const principal = new URLSearchParams(window.location.search).get('principal');
  const [state, setState] = useState<State>(principal ? { step: 'checking' } : { step: 'waiting' });

  useEffect(() => {
    if (!principal) {
      const onMessage = (event: MessageEvent) => {
        const message = acceptHandOver(event.data, event.origin, window.location);
        if (!message) return;
        for (const [key, value] of Object.entries(message.entries)) tabStorage.setItem(key, value);
        // From now on this window asks that (origin-checked) opener for access tokens; it has no refresh cookie here.
        rememberOpener(event.origin);
        storePrincipal(message.principalId);
        window.location.replace('/');
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    }
    let live = true;
    void checkImpersonation(principal).then((ok) => {
      if (!live) return;
      if (!ok) {
        storePrincipal(null);
        setState({ step: 'failed' });
        return;
      }
      const here = tenantFromHost(window.location.host);
      const target = tenantOfPrincipal(principal);
      if (target === 'network' && here !== 'network') {
        setState({ step: 'open-window', principalId: principal, status: ok.status });
        return;
      }
      // An agency user (or a croudie from the network app itself): store the principal and reload at /.
      storePrincipal(principal);
      window.location.replace('/');
    });
    return () => {
      live = false;
    };
  }, [principal]);

  function openNetworkWindow(principalId: string, status: string) {
    const origin = tenantOrigin(window.location, 'network');
    rememberServedWindow(origin);
    const opened = window.open(`${origin}/impersonate`, '_blank');
    if (!opened) {
      setState({ step: 'failed' });
      return;
    }
    const message: ImpersonateMessage = { type: IMPERSONATE_MESSAGE, principalId, status, entries: handOverEntries() };
    // The new window needs time to load its /impersonate page before it can hear the message.
    window.setTimeout(() => opened.postMessage(message, origin), POST_DELAY_MS);
    setState({ step: 'posted' });
  }

  return (
    <AuthCard title={t('shell.impersonation.starting')}>
      {state.step === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={t('shell.impersonation.failed')} />
      ) : state.step === 'open-window' ? (
        <Button type="primary" onClick={() => openNetworkWindow(state.principalId, state.status)}>
          {t('shell.impersonation.openWindow')}
        </Button>
      ) : state.step === 'posted' ? (
        <Alert type="info" showIcon title={t('shell.impersonation.opened')} />
      ) : (
        <Spin>
          <div style={{ height: 60 }} />
        </Spin>
      )}
    </AuthCard>
  );
}
