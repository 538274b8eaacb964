import { useEffect, useReducer, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Select, Spin, Typography, message } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { hasText, useText } from '../../text';
import { formatDeadline } from '../my-tasks/taskTable';
import { canGetCredentials, canRetry, CLOSED, drawerReducer, emailOptions, retriesExhausted } from './credentialDrawer.machine';
import { ProvisionCredentialsMutation, RevokeProvisionMutation, TaskCredentialsQuery, type TaskCredential } from './credentials.query';

const engineLabel = (engine: string, t: ReturnType<typeof useText>) => {
  const key = `work.engine.${engine}`;
  return hasText(key) ? t(key) : engine;
};

/** The account access drawer of a task in progress: lend a platform credential, show it, relinquish it. */
export function CredentialDrawer({ taskId, clientId }: { taskId: string; clientId: string }) {
  const t = useText();
  const { me } = useSession();
  const [notice, noticeHolder] = message.useMessage();
  const [state, dispatch] = useReducer(drawerReducer, CLOSED);
  const [engine, setEngine] = useState<string | null>(null);
  const open = state.status !== 'closed';
  const [{ data, fetching, error }, reload] = useQuery({
    query: TaskCredentialsQuery,
    variables: { clientIds: [clientId] },
    pause: !open,
    requestPolicy: 'network-only',
  });
  const [, provision] = useMutation(ProvisionCredentialsMutation);
  const [, revoke] = useMutation(RevokeProvisionMutation);

  const credentials: TaskCredential[] = data?.taskCredentials ?? [];
  const engines = [...new Set(credentials.map((c) => c.engineType))];
  const ofEngine = credentials.filter((c) => c.engineType === engine);
  const email = open ? state.email : null;
  const selected = credentials.find((c) => c.id === email) ?? null;
  const allInUse = ofEngine.length > 0 && ofEngine.every((c) => c.status !== 'AVAILABLE' && !c.occupiedByMe);

  // The calls each state asks for.
  useEffect(() => {
    if (state.status === 'provisioning' && selected) {
      let current = true;
      void provision({ input: { taskId, clientId, engineType: selected.engineType, taskCredentialId: selected.id } }).then((result) => {
        if (!current) return;
        const session = result.data?.provisionCredentials;
        if (session) dispatch({ type: 'PROVISIONED', session });
        else dispatch({ type: 'PROVISION_FAILED' });
      });
      return () => {
        current = false;
      };
    }
    if (state.status === 'relinquishing') {
      const sessionId = state.session?.id ?? selected?.session?.id;
      if (!sessionId) {
        dispatch({ type: 'RELINQUISH_FAILED' });
        return;
      }
      let current = true;
      void revoke({ sessionId }).then((result) => {
        if (!current) return;
        dispatch({ type: result.error ? 'RELINQUISH_FAILED' : 'RELINQUISHED' });
        reload();
      });
      return () => {
        current = false;
      };
    }
    return undefined;
    // Each state runs its call once when entered (retries count as a new entry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, open ? state.retries : 0]);

  useEffect(() => {
    if (!open || !state.notice) return;
    if (state.notice.kind === 'success') void notice.success(t(state.notice.key));
    else void notice.error(t(state.notice.key));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open ? state.notice : null]);

  const close = () => {
    dispatch({ type: 'CLOSE' });
    setEngine(null);
  };

  return (
    <>
      {noticeHolder}
      <Button onClick={() => dispatch({ type: 'OPEN' })}>{t('work.credentials.open')}</Button>
      <Drawer open={open} onClose={close} placement="right" title={t('work.credentials.title')} size={420} destroyOnHidden>
        {open && (
          <Flex vertical gap="middle">
            {error && !data && <Alert type="error" showIcon title={t('work.credentials.loadFailed')} />}
            {fetching && !data && <Spin aria-label={t('work.common.loading')} />}
            {data && credentials.length === 0 && <Alert type="info" showIcon title={t('work.credentials.none')} />}

            {state.status === 'form' && credentials.length > 0 && (
              <>
                <Select
                  aria-label={t('work.credentials.platform')}
                  placeholder={t('work.credentials.platform')}
                  value={engine}
                  options={engines.map((e) => ({ value: e, label: engineLabel(e, t) }))}
                  onChange={(value: string) => {
                    setEngine(value);
                    dispatch({ type: 'SELECT_EMAIL', email: null });
                  }}
                />
                {engine && allInUse && <Alert type="warning" showIcon title={t('work.credentials.allInUse')} />}
                <Select
                  aria-label={t('work.credentials.email')}
                  placeholder={t('work.credentials.email')}
                  disabled={!engine}
                  value={state.email}
                  options={emailOptions(ofEngine.filter((c) => c.status !== 'UNVERIFIED'))}
                  onChange={(value: string) => dispatch({ type: 'SELECT_EMAIL', email: value })}
                />
                <Flex gap="small">
                  <Button type="primary" disabled={!canGetCredentials(state)} onClick={() => dispatch({ type: 'PROVISION' })}>
                    {t('work.credentials.get')}
                  </Button>
                  {selected?.occupiedByMe && (
                    <Button onClick={() => dispatch({ type: 'RELINQUISH' })}>{t('work.credentials.relinquish')}</Button>
                  )}
                </Flex>
              </>
            )}

            {state.status === 'provisioning' && <Spin aria-label={t('work.credentials.provisioning')} />}
            {state.status === 'relinquishing' && <Spin aria-label={t('work.credentials.relinquishing')} />}

            {state.status === 'provisioned' && state.session && (
              <>
                <Descriptions column={1} bordered size="small">
                  <Descriptions.Item label={t('work.credentials.email')}>
                    <Typography.Text copyable>{state.session.emailAddress}</Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('work.credentials.password')}>
                    <Typography.Text copyable code>
                      {state.session.password}
                    </Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('work.credentials.url')}>
                    <Typography.Link href={state.session.url} target="_blank" rel="noreferrer">
                      {state.session.url}
                    </Typography.Link>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('work.credentials.expires')}>
                    {formatDeadline(state.session.expiresAt, me.timezone)}
                  </Descriptions.Item>
                </Descriptions>
                <Button danger onClick={() => dispatch({ type: 'RELINQUISH' })}>
                  {t('work.credentials.relinquish')}
                </Button>
              </>
            )}

            {state.status === 'error' && (
              <Alert
                type="error"
                showIcon
                title={retriesExhausted(state) ? t('work.credentials.unable') : t('work.credentials.problem.title')}
                description={retriesExhausted(state) ? undefined : t('work.credentials.problem.text')}
                action={
                  canRetry(state) ? <Button onClick={() => dispatch({ type: 'RETRY' })}>{t('work.credentials.retry')}</Button> : undefined
                }
              />
            )}
          </Flex>
        )}
      </Drawer>
    </>
  );
}
