import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, QRCode, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { LoadFailed, TabLoading } from './TabStates';
import { ConfirmTwoStepEnrolmentMutation, DisableTwoStepMutation, StartTwoStepEnrolmentMutation, TwoStepQuery } from './profile.graphql';
import { refusalOf } from '@work/shared-ui/refusal';

/** §5 / §9: an MFA code is 6 digits. */
const isCode = (text: string) => /^\d{6}$/.test(text.trim());

/** The 6-digit code field of enrolment and of turning it off. */
function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | null }) {
  const t = useText();
  return (
    <Form.Item
      layout="vertical"
      label={t('hr.profile.twoStep.code')}
      htmlFor="two-step-code"
      validateStatus={error ? 'error' : undefined}
      help={error ?? undefined}
    >
      <Input
        id="two-step-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        style={{ maxWidth: 200 }}
      />
    </Form.Item>
  );
}

/**
 * 2-Step Verification (contract 18 part C): whether it is on, and whether it is required; turning it on shows the QR
 * code of the authenticator link and its secret, and the first code confirms it; turning it off needs a current code
 * and is refused when it is required. The croudie's own (never shown to staff, nor while impersonating: §5).
 */
export function TwoStepTab({ croudieId }: { croudieId: string }) {
  const t = useText();
  const { bus } = useMountProps();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TwoStepQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const [starting, start] = useMutation(StartTwoStepEnrolmentMutation);
  const [confirming, confirm] = useMutation(ConfirmTwoStepEnrolmentMutation);
  const [disabling, disable] = useMutation(DisableTwoStepMutation);
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });
  const status = data?.croudie?.twoStep;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!status) return <LoadFailed onRetry={reload} />;

  const checkCode = () => {
    if (isCode(code)) return true;
    setCodeError(code.trim() ? t('hr.profile.twoStep.codeInvalid') : t('hr.profile.error.required'));
    return false;
  };

  const begin = async () => {
    const result = await start({});
    if (result.error || !result.data) return toast(refusalOf(result.error).message ?? t('hr.profile.twoStep.failed'), 'error');
    setCode('');
    setCodeError(null);
    setEnrolment(result.data.startTwoStepEnrolment);
  };

  const finish = async () => {
    if (!checkCode()) return;
    const result = await confirm({ code: code.trim() });
    if (result.error || !result.data) {
      const refusal = refusalOf(result.error);
      if (refusal.code === 'BAD_USER_INPUT') return setCodeError(refusal.message ?? t('hr.profile.twoStep.codeInvalid'));
      return toast(refusal.message ?? t('hr.profile.twoStep.failed'), 'error');
    }
    toast(t('hr.profile.twoStep.enabled'), 'success');
    setEnrolment(null);
    reload();
  };

  const turnOff = async () => {
    if (!checkCode()) return;
    const result = await disable({ code: code.trim() });
    if (result.error || !result.data) {
      const refusal = refusalOf(result.error);
      if (refusal.code === 'BAD_USER_INPUT') return setCodeError(refusal.message ?? t('hr.profile.twoStep.codeInvalid'));
      return toast(refusal.message ?? t('hr.profile.twoStep.failed'), 'error');
    }
    toast(t('hr.profile.twoStep.disabled'), 'success');
    setTurningOff(false);
    reload();
  };

  const changeCode = (next: string) => {
    setCode(next);
    setCodeError(null);
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Flex vertical gap="middle">
        <Flex align="center" gap="small">
          <Typography.Text strong>{t('hr.profile.twoStep.status')}</Typography.Text>
          <Tag color={status.enabled ? 'green' : 'default'}>
            {status.enabled ? t('hr.profile.twoStep.on') : t('hr.profile.twoStep.off')}
          </Tag>
        </Flex>
        {status.mandated ? <Alert type="info" showIcon title={t('hr.profile.twoStep.required')} /> : null}
        <Typography.Paragraph style={{ margin: 0 }}>{t('hr.profile.twoStep.explain')}</Typography.Paragraph>

        {!status.enabled && !enrolment ? (
          <Button type="primary" loading={starting.fetching} onClick={() => void begin()} style={{ alignSelf: 'flex-start' }}>
            {t('hr.profile.twoStep.start')}
          </Button>
        ) : null}

        {enrolment ? (
          <form
            aria-label={t('hr.profile.twoStep.enrol')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void finish();
            }}
          >
            <Flex vertical gap="small">
              <Typography.Text>{t('hr.profile.twoStep.scan')}</Typography.Text>
              <QRCode value={enrolment.otpauthUrl} aria-label={t('hr.profile.twoStep.qr')} />
              <Typography.Text>
                {t('hr.profile.twoStep.secret')}{' '}
                <Typography.Text code copyable data-testid="two-step-secret">
                  {enrolment.secret}
                </Typography.Text>
              </Typography.Text>
              <CodeField value={code} onChange={changeCode} error={codeError} />
              <Flex gap="small">
                <Button type="primary" htmlType="submit" loading={confirming.fetching}>
                  {t('hr.profile.twoStep.confirm')}
                </Button>
                <Button onClick={() => setEnrolment(null)}>{t('hr.profile.cancel')}</Button>
              </Flex>
            </Flex>
          </form>
        ) : null}

        {status.enabled && !status.mandated && !turningOff ? (
          <Button
            danger
            onClick={() => {
              setCode('');
              setCodeError(null);
              setTurningOff(true);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('hr.profile.twoStep.turnOff')}
          </Button>
        ) : null}

        {turningOff ? (
          <form
            aria-label={t('hr.profile.twoStep.turnOff')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void turnOff();
            }}
          >
            <CodeField value={code} onChange={changeCode} error={codeError} />
            <Flex gap="small">
              <Button danger type="primary" htmlType="submit" loading={disabling.fetching}>
                {t('hr.profile.twoStep.turnOff')}
              </Button>
              <Button onClick={() => setTurningOff(false)}>{t('hr.profile.cancel')}</Button>
            </Flex>
          </form>
        ) : null}
      </Flex>
    </Card>
  );
}
