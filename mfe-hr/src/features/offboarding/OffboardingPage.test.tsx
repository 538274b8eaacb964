// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page, renderScreen } from '../croudie-admin/testHarness';
import { OffboardingPage } from './OffboardingPage';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const ivy = {
  id: '5',
  fullName: 'Ivy Inactive',
  emailAddress: 'ivy@example.com',
  status: 'inactive',
  offboardAt: '2026-12-01T00:00:00.000Z',
};
const pat = { id: '6', fullName: 'Pat Paused', emailAddress: 'pat@example.com', status: 'paused', offboardAt: '2026-12-03T00:00:00.000Z' };

function open(offboard: (call: GraphQLCall) => Answer, confirm = true) {
  const api = fakeApi((call) =>
    call.operationName === 'HrOffboardCroudies' ? offboard(call) : { data: { croudiesToOffboard: page([ivy, pat]) } },
  );
  return { api, ...renderScreen(<OffboardingPage />, { api, path: '/croudies/offboarding', confirm }) };
}

async function selectBothAndOffboard() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Ivy Inactive' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pat Paused' }));
  fireEvent.click(screen.getByRole('button', { name: 'Offboard selected' }));
}

describe('the offboarding list', () => {
  it('lists the scheduled croudies with their offboarding day', async () => {
    const { api } = open(() => ({ data: null }));
    const row = await screen.findByRole('row', { name: /Ivy Inactive/ });
    expect(row.textContent).toContain('1 Dec 2026');
    expect(row.textContent).toContain('Inactive');
    expect(api.callsOf('HrCroudiesToOffboard')[0]!.variables).toEqual({ pagination: { page: 1, limit: 10 }, search: null });
  });

  it('asks first, then offboards every selected croudie and says what happened to each', async () => {
    const { api, toasts, confirmations } = open(() => ({
      data: {
        offboardCroudies: {
          done: true,
          lines: [
            { croudieId: '5', name: 'Ivy Inactive', outcome: 'offboarded', message: null },
            { croudieId: '6', name: 'Pat Paused', outcome: 'offboarded', message: null },
          ],
        },
      },
    }));
    await selectBothAndOffboard();
    const summary = await screen.findByRole('dialog');
    expect(confirmations.map((c) => c.title)).toEqual(['Offboard 2 selected croudies?']);
    expect(api.callsOf('HrOffboardCroudies')[0]!.variables).toEqual({ croudieIds: ['5', '6'] });
    expect(within(summary).getByText('Every selected croudie has been offboarded.')).toBeTruthy();
    expect(within(summary).getAllByText('Offboarded')).toHaveLength(2);
    expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]);
    await waitFor(() => expect(api.callsOf('HrCroudiesToOffboard')).toHaveLength(2));
  });

  it('offboards nobody when the confirmation is cancelled', async () => {
    const { api, confirmations } = open(() => ({ data: null }), false);
    await selectBothAndOffboard();
    await waitFor(() => expect(confirmations).toHaveLength(1));
    expect(api.callsOf('HrOffboardCroudies')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Select Ivy Inactive' })).toHaveProperty('checked', true);
  });

  it('shows that nothing changed when one croudie cannot be offboarded, line by line', async () => {
    const { toasts } = open(() => ({
      data: {
        offboardCroudies: {
          done: false,
          lines: [
            { croudieId: '5', name: 'Ivy Inactive', outcome: 'offboarded', message: null },
            { croudieId: '6', name: 'Pat Paused', outcome: 'not_allowed', message: 'Unable to transition croudie' },
          ],
        },
      },
    }));
    await selectBothAndOffboard();
    const summary = await screen.findByRole('dialog');
    expect(within(summary).getByText('Nothing has been changed: not every selected croudie can be offboarded.')).toBeTruthy();
    const lines = within(within(summary).getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Ivy InactiveCan be offboarded',
      'Pat PausedUnable to transition croudieCannot be offboarded',
    ]);
    expect(toasts).toEqual([
      { text: 'Unable to offboard croudies. Please try again. If the problem persists, contact support.', color: 'error' },
    ]);
    // the selection stays for another try
    expect(screen.getByRole('checkbox', { name: 'Select Ivy Inactive' })).toHaveProperty('checked', true);
  });

  it('tells staff to retry then contact support when the call fails', async () => {
    const { toasts } = open(() => ({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    await selectBothAndOffboard();
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: 'Unable to offboard croudies. Please try again. If the problem persists, contact support.', color: 'error' },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
