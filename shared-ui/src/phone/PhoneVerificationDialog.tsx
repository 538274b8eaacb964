import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Steps, Typography } from 'antd';
import type { Client, CombinedError } from 'urql';
// By the package's name: the root is the shared module, so this is the host's mount-props context (see browser-state.ts).
import { useMountProps } from '@work/shared-ui';
import { isVerificationCode, normalisePhoneNumber, phoneNumberProblem } from './phoneNumber';
import { SendTextConfirmationMutation, VerifyPhoneNumberMutation } from './phone.graphql';
import { t } from './text';

/** §9: the phone dialog is 450 px wide. */
export const PHONE_DIALOG_WIDTH = 450;

type Step = 'current' | 'number' | 'code';
const STEPS: readonly Step[] = ['current', 'number', 'code'];

export interface PhoneVerificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The client the mutations go through (the remote's, from its mount props). */
  client: Pick<Client, 'mutation'>;
  /** The croudie whose number this is (sendTextConfirmation / verifyPhoneNumber `id`). */
  croudieId: string;
  /** The number on file (E.164), or null. */
  currentNumber: string | null;
  /** Called with the confirmed number once the API saved it. */
  onVerified?: (phoneNumber: string) => void;
}

/** The server's words for the first error (§8: "or the server message from the first GraphQL error"). */
function firstMessage(error: CombinedError | undefined): string | null {
  return error?.graphQLErrors[0]?.message || null;
}

function fieldErrorOf(error: CombinedError | undefined, field: string): string | null {
  const errors = error?.graphQLErrors[0]?.extensions?.['fieldErrors'] as Record<string, string> | undefined;
  return errors?.[field] ?? null;
}

/**
 * The phone verification dialog (staff-and-admin.md §4): the current number, a new number, then the code texted to
 * it. A failed confirmation returns to the number (kept as typed); closing the dialog starts it over.
 */
export function PhoneVerificationDialog({ open, onClose, client, croudieId, currentNumber, onVerified }: PhoneVerificationDialogProps) {
  const { bus } = useMountProps();
  const [step, setStep] = useState<Step>('current');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  const close = () => {
    setStep('current');
    setNumber('');
    setCode('');
    setNumberError(null);
    setCodeError(null);
    setBusy(false);
    onClose();
  };

  const send = async () => {
    const problem = phoneNumberProblem(number);
    if (problem) return setNumberError(t(problem === 'required' ? 'ui.phone.required' : 'ui.phone.invalidNumber'));
    setBusy(true);
    try {
      const result = await client
        .mutation(SendTextConfirmationMutation, { id: croudieId, phoneNumber: normalisePhoneNumber(number) })
        .toPromise();
      if (result.error || !result.data?.sendTextConfirmation) {
        setNumberError(fieldErrorOf(result.error, 'phoneNumber'));
        toast(firstMessage(result.error) ?? t('ui.phone.sendFailed'), 'error');
        return;
      }
      setCode('');
      setCodeError(null);
      setStep('code');
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!code.trim()) return setCodeError(t('ui.phone.required'));
    if (!isVerificationCode(code)) return setCodeError(t('ui.phone.invalidCode'));
    setBusy(true);
    try {
      const result = await client.mutation(VerifyPhoneNumberMutation, { id: croudieId, code: code.trim() }).toPromise();
      if (result.error || !result.data?.verifyPhoneNumber) {
        toast(t('ui.phone.confirmFailed'), 'error');
        setCode('');
        setStep('number');
        return;
      }
      toast(t('ui.phone.verified'), 'success');
      onVerified?.(normalisePhoneNumber(number));
      close();
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step === 'current'
      ? [
          <Button key="cancel" onClick={close}>
            {t('ui.phone.cancel')}
          </Button>,
          <Button key="change" type="primary" onClick={() => setStep('number')}>
            {t('ui.phone.change')}
          </Button>,
        ]
      : step === 'number'
        ? [
            <Button key="cancel" onClick={close}>
              {t('ui.phone.cancel')}
            </Button>,
            <Button key="send" type="primary" loading={busy} onClick={() => void send()}>
              {t('ui.phone.send')}
            </Button>,
          ]
        : [
            <Button key="back" onClick={() => setStep('number')}>
              {t('ui.phone.back')}
            </Button>,
            <Button key="verify" type="primary" loading={busy} onClick={() => void verify()}>
              {t('ui.phone.verify')}
            </Button>,
          ];

  return (
    <Modal open={open} title={t('ui.phone.title')} width={PHONE_DIALOG_WIDTH} onCancel={close} footer={footer} destroyOnHidden>
      <Flex vertical gap="middle">
        <Steps size="small" current={STEPS.indexOf(step)} items={STEPS.map((s) => ({ title: t(`ui.phone.step.${s}`) }))} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 'number') void send();
            if (step === 'code') void verify();
          }}
        >
          {step === 'current' ? (
            <Flex vertical>
              <Typography.Text type="secondary">{t('ui.phone.current')}</Typography.Text>
              <Typography.Text strong data-testid="phone-current">
                {currentNumber ?? t('ui.phone.none')}
              </Typography.Text>
            </Flex>
          ) : null}
          {step === 'number' ? (
            <Form.Item
              layout="vertical"
              label={t('ui.phone.number')}
              htmlFor="phone-verification-number"
              validateStatus={numberError ? 'error' : undefined}
              help={numberError ?? t('ui.phone.number.hint')}
            >
              <Input
                id="phone-verification-number"
                type="tel"
                autoComplete="tel"
                autoFocus
                value={number}
                placeholder={t('ui.phone.number.placeholder')}
                onChange={(e) => {
                  setNumber(e.target.value);
                  setNumberError(null);
                }}
              />
            </Form.Item>
          ) : null}
          {step === 'code' ? (
            <Form.Item
              layout="vertical"
              label={t('ui.phone.code')}
              htmlFor="phone-verification-code"
              validateStatus={codeError ? 'error' : undefined}
              help={codeError ?? t('ui.phone.code.hint', { number: normalisePhoneNumber(number) })}
            >
              <Input
                id="phone-verification-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                maxLength={6}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.replace(/\D/g, ''));
                  setCodeError(null);
                }}
              />
            </Form.Item>
          ) : null}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Flex>
    </Modal>
  );
}
