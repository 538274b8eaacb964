// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createEventBus, type MountProps } from '@work/shared-contracts';
import { RemoteProviders } from '../components/RemoteProviders';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '../testing/fakeGraphQL';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';
import { TEST_THEME } from '../testing/theme';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

/** The dialog for croudie 12 (number on file +447700900001) over a fake API; a button opens it again after a close. */
function open(answer: (call: GraphQLCall) => Answer) {
  const api = fakeApi(answer);
  const bus = createEventBus();
  const toasts: string[] = [];
  const verified: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push(`${toast.color}: ${toast.text}`));
  const props = { bus, client: api.client, theme: TEST_THEME } as unknown as MountProps;
  function Page() {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <PhoneVerificationDialog
          open={isOpen}
          onClose={() => setOpen(false)}
          client={api.client}
          croudieId="12"
          currentNumber="+447700900001"
          onVerified={(n) => verified.push(n)}
        />
      </>
    );
  }
  render(
    <RemoteProviders remote="test" props={props}>
      <Page />
    </RemoteProviders>,
  );
  return { ...api, toasts, verified };
}

const dialog = () => screen.getByRole('dialog');
const typeNumber = (value: string) => fireEvent.change(within(dialog()).getByLabelText('New mobile number'), { target: { value } });
const typeCode = (value: string) => fireEvent.change(within(dialog()).getByLabelText('Verification code'), { target: { value } });
const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

const ok = (call: GraphQLCall): Answer =>
  call.operationName === 'SendTextConfirmation'
    ? { data: { sendTextConfirmation: true } }
    : { data: { verifyPhoneNumber: call.variables['code'] === '123456' } };

describe('PhoneVerificationDialog', { timeout: 30_000 }, () => {
  it('is 450 px wide and shows the number on file first', async () => {
    open(ok);
    expect(await screen.findByText('+447700900001')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('450px');
  });

  it('checks the number before sending it: required, and with its country code', async () => {
    const { calls } = open(ok);
    click('Change number');
    click('Send code');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    typeNumber('07700 900123');
    click('Send code');
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('texts a code to the new number (00 becomes +) and saves it when the code is right', async () => {
    const { callsOf, toasts, verified } = open(ok);
    click('Change number');
    typeNumber('0044 7700 900123');
    click('Send code');
    await screen.findByLabelText('Verification code');
    expect(callsOf('SendTextConfirmation')[0]?.variables).toEqual({ id: '12', phoneNumber: '+447700900123' });
    typeCode('123456');
    click('Verify');
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully updated']));
    expect(callsOf('VerifyPhoneNumber')[0]?.variables).toEqual({ id: '12', code: '123456' });
    expect(verified).toEqual(['+447700900123']);
  });

  it('a wrong code says so and goes back to the number, as typed', async () => {
    const { toasts, verified } = open(ok);
    click('Change number');
    typeNumber('+44 7700 900123');
    click('Send code');
    await screen.findByLabelText('Verification code');
    typeCode('000000');
    click('Verify');
    await waitFor(() => expect(toasts).toEqual(['error: failed to confirm verification code']));
    expect((within(dialog()).getByLabelText('New mobile number') as HTMLInputElement).value).toBe('+44 7700 900123');
    expect(verified).toEqual([]);
  });

  it('a refused send shows the server message from the first error, on the field too', async () => {
    const message = 'The phone number entered is already registered with another user';
    const { toasts } = open(() => ({
      errors: [{ message, extensions: { code: 'CONFLICT', fieldErrors: { phoneNumber: message } } }],
    }));
    click('Change number');
    typeNumber('+447700900123');
    click('Send code');
    await waitFor(() => expect(toasts).toEqual([`error: ${message}`]));
    expect(within(dialog()).getByText(message)).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Verification code')).toBeNull();
  });

  it('says "failed to send verification code" when the API gives no message', async () => {
    const { toasts } = open(() => ({ data: { sendTextConfirmation: false } }));
    click('Change number');
    typeNumber('+447700900123');
    click('Send code');
    await waitFor(() => expect(toasts).toEqual(['error: failed to send verification code']));
  });

  it('starts over after it is closed', async () => {
    open(ok);
    click('Change number');
    typeNumber('+447700900123');
    click('Send code');
    await screen.findByLabelText('Verification code');
    click('Back');
    click('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await within(dialog()).findByText('+447700900001')).toBeTruthy();
    click('Change number');
    expect((within(dialog()).getByLabelText('New mobile number') as HTMLInputElement).value).toBe('');
  });
});
