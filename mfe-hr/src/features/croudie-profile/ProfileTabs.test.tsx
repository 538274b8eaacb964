// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { openProfile } from './fakeProfileApi';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const slow = { timeout: 10_000 };
const invalidCode = { errors: [{ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT' } }] };

describe('2-Step Verification', { timeout: 30_000 }, () => {
  const answer =
    (status: { enabled: boolean; mandated: boolean }) =>
    (call: GraphQLCall): Answer => {
      switch (call.operationName) {
        case 'HrCroudieTwoStep':
          return { data: { croudie: { id: '12', twoStep: status } } };
        case 'HrStartTwoStepEnrolment':
          return {
            data: { startTwoStepEnrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Work:uma?secret=JBSWY3DPEHPK3PXP' } },
          };
        case 'HrConfirmTwoStepEnrolment':
          return call.variables['code'] === '123456'
            ? { data: { confirmTwoStepEnrolment: { enabled: true, mandated: false } } }
            : invalidCode;
        default:
          return { data: null };
      }
    };

  it('enrols: QR code and key, a 6-digit code, the wrong one refused, the right one turns it on', async () => {
    const { toasts, callsOf } = openProfile({ path: '/my-profile?tab=two-step', answer: answer({ enabled: false, mandated: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }, slow));
    expect(await screen.findByLabelText('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getByTestId('two-step-secret').textContent).toContain('JBSWY3DPEHPK3PXP');
    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts).toEqual(['success: Two-step verification is on']));
    expect(callsOf('HrConfirmTwoStepEnrolment').map((c) => c.variables['code'])).toEqual(['000000', '123456']);
  });

  it('says when it is required, and offers no way to turn it off then', async () => {
    openProfile({ path: '/my-profile?tab=two-step', answer: answer({ enabled: true, mandated: true }) });
    expect(await screen.findByText('Two-step verification is required for your account.', {}, slow)).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();
  });

  it('turns off with a current code', async () => {
    const { toasts, callsOf } = openProfile({
      path: '/my-profile?tab=two-step',
      answer: (call) =>
        call.operationName === 'HrDisableTwoStep'
          ? { data: { disableTwoStep: { enabled: false, mandated: false } } }
          : answer({ enabled: true, mandated: false })(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }, slow));
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Turn off two-step verification' })).getByRole('button', {
        name: 'Turn off two-step verification',
      }),
    );
    await waitFor(() => expect(toasts).toEqual(['success: Two-step verification is off']));
    expect(callsOf('HrDisableTwoStep')[0]?.variables).toEqual({ code: '654321' });
  });
});

describe('Timeline', { timeout: 30_000 }, () => {
  it('words each event from the catalogue, with who and when, newest first as the API pages them', async () => {
    const { callsOf } = openProfile({
      path: '/my-profile?tab=timeline',
      answer: () => ({
        data: {
          croudie: {
            id: '12',
            timeline: {
              nodes: [
                {
                  id: '2',
                  at: '2026-11-05T09:30:00Z',
                  kind: 'status_changed',
                  actorName: 'Sam Staff',
                  detail: [
                    { key: 'from', value: 'pending' },
                    { key: 'to', value: 'active' },
                  ],
                },
                { id: '1', at: '2026-11-01T08:00:00Z', kind: 'signed_up', actorName: null, detail: [] },
              ],
              pagination: { total: 2, page: 1, limit: 10 },
            },
          },
        },
      }),
    });
    expect(await screen.findByText('Status changed from pending to active', {}, slow)).toBeTruthy();
    expect(screen.getByText('by Sam Staff · Nov 5, 2026 09:30')).toBeTruthy();
    expect(screen.getByText('Signed up')).toBeTruthy();
    expect(screen.getByText('by the platform · Nov 1, 2026 08:00')).toBeTruthy();
    expect(callsOf('HrCroudieTimeline')[0]?.variables['pagination']).toEqual({ page: 1, limit: 10 });
  });
});

describe('Out of Office', { timeout: 30_000 }, () => {
  const answer = (call: GraphQLCall): Answer => {
    switch (call.operationName) {
      case 'HrCroudieOutOfOffice':
        return {
          data: { croudie: { id: '12', timezone: 'Europe/London', outOfOffice: { startDate: '2099-01-10', endDate: '2099-01-20' } } },
        };
      case 'HrSetOutOfOffice':
        return { data: { setOutOfOffice: { id: '12', outOfOffice: { startDate: '2099-02-01', endDate: '2099-02-03' } } } };
      case 'HrClearOutOfOffice':
        return { data: { clearOutOfOffice: { id: '12', outOfOffice: null } } };
      default:
        return { data: null };
    }
  };
  const setDate = (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };

  it('shows the dates on file, refuses an end before the start, and saves new ones', async () => {
    const { toasts, callsOf } = openProfile({ path: '/my-profile?tab=out-of-office', answer });
    expect(await screen.findByText('Out of office from 10/01/2099 to 20/01/2099', {}, slow)).toBeTruthy();
    setDate('Start date', '05/02/2099');
    setDate('End date', '01/02/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(callsOf('HrSetOutOfOffice')).toEqual([]);
    setDate('Start date', '01/02/2099');
    setDate('End date', '03/02/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully updated']));
    expect(callsOf('HrSetOutOfOffice')[0]?.variables).toEqual({ croudieId: '12', startDate: '2099-02-01', endDate: '2099-02-03' });
  });

  it('clears the dates after a confirmation, and says so when that fails', async () => {
    const { toasts } = openProfile({
      path: '/my-profile?tab=out-of-office',
      answer: (call) => (call.operationName === 'HrClearOutOfOffice' ? { errors: [{ message: 'boom' }] } : answer(call)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear dates' }, slow));
    await waitFor(() => expect(toasts).toEqual(['error: Unable to update preferences']));
  });
});

describe('Invoicing & ID: the ID document', { timeout: 30_000 }, () => {
  it('uploads a new ID through the files route and adds it to the history', async () => {
    const requests: string[] = [];
    const { callsOf, toasts } = openProfile({
      path: '/my-profile?tab=invoicing',
      apiFetch: async (path) => {
        requests.push(path);
        return new Response(JSON.stringify({ files: [{ id: 90, name: 'passport.pdf' }] }), { status: 201 });
      },
      answer: (call) =>
        call.operationName === 'HrCroudieInvoicing'
          ? {
              data: {
                croudie: { id: '12', countryCode: 'GB', usState: null, usStateUpdateNeeded: false, idDocuments: [], invoiceSettings: null },
              },
            }
          : call.operationName === 'HrAddIdDocument'
            ? { data: { addIdDocument: [] } }
            : { data: { croudie: { id: '12', invoiceSettings: null } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload or view history' }, slow));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully created']));
    expect(requests).toEqual(['/api/platform/files/private?scope=profile']);
    expect(callsOf('HrAddIdDocument')[0]?.variables).toEqual({ croudieId: '12', fileId: '90' });
  });
});

describe('Access', { timeout: 30_000 }, () => {
  it('lists the clients with their state', async () => {
    openProfile({
      path: '/my-profile?tab=access',
      answer: () => ({
        data: {
          croudie: {
            id: '12',
            clientAccess: [
              { clientId: '1', clientName: 'Acme', state: 'granted', requestedAt: null },
              { clientId: '2', clientName: 'Globex', state: 'pending', requestedAt: '2026-11-02T10:00:00Z' },
            ],
          },
        },
      }),
    });
    expect(await screen.findByText('Acme', {}, slow)).toBeTruthy();
    expect(screen.getByText('Granted')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Nov 2, 2026 10:00')).toBeTruthy();
  });
});
