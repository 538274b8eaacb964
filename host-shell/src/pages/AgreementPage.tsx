import { useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { t } from '../text';
import { graphql } from '../graphql/graphql';
import { safeRedirectPath } from '../auth/guard';
import { shellNavigate } from '../app/location';
import { shellSession } from '../session/store';

const WAITING = graphql(`
  query ShellAgreementsWaiting {
    me {
      id
      agreementsWaiting {
        id
        title
        body
        version
      }
    }
  }
`);
const ACCEPT = graphql(`
  mutation ShellAcceptAgreement($id: ID!) {
    acceptAgreement(agreementId: $id) {
      id
    }
  }
`);

/** /agreement?redirect=<full path>: the croudie reads and accepts each waiting agreement, then continues. */
export function AgreementPage() {
  const redirect = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
  const [{ data, fetching, error }] = useQuery({ query: WAITING, requestPolicy: 'network-only' });
  const [accepting, accept] = useMutation(ACCEPT);
  const [failed, setFailed] = useState(false);

  function continueOn(left: number) {
    const state = shellSession.get();
    if (state.status === 'signed-in') shellSession.set({ ...state, agreementsWaiting: left });
    if (left === 0) shellNavigate(redirect, true);
  }

  if (fetching && !data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (error && !data)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('shell.remote.failed.title')}
        description={t('shell.error.tryAgainSoon')}
        style={{ margin: 24 }}
      />
    );
  const waiting = data?.me.agreementsWaiting ?? [];
  const current = waiting[0];
  if (!current) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Button type="primary" onClick={() => continueOn(0)}>
          {t('shell.agreement.accept')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle" style={{ padding: 24, maxWidth: 760 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('shell.agreement.title')}
      </Typography.Title>
      <Typography.Text>{t('shell.agreement.intro')}</Typography.Text>
      {failed ? <Alert type="error" showIcon role="alert" title={t('shell.agreement.failed')} /> : null}
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{current.title}</h2>} extra={current.version}>
        {current.body.split('\n\n').map((paragraph, i) => (
          <Typography.Paragraph key={i}>{paragraph}</Typography.Paragraph>
        ))}
      </Card>
      <div>
        <Button
          type="primary"
          loading={accepting.fetching}
          onClick={async () => {
            setFailed(false);
            const result = await accept({ id: current.id });
            if (!result.data) {
              setFailed(true);
              return;
            }
            continueOn(result.data.acceptAgreement.length);
          }}
        >
          {t('shell.agreement.accept')}
        </Button>
      </div>
    </Flex>
  );
}
