// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page, refusal, renderScreen } from './testHarness';
import { NetworkAdminTab } from './NetworkAdminTab';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const pia = {
  id: '2',
  status: 'pending',
  roles: ['croudie-pending'],
  signedUpAt: '2026-10-01T09:00:00.000Z',
  lastSignedInAt: null,
  onboardingDeadline: '2026-11-12T09:00:00.000Z',
  verifications: [{ id: '4', name: 'Right to work' }],
  badges: ['Top performer'],
  qualifications: [
    { id: '1', name: 'Google Ads Search', campusImported: false, grantedAt: '2026-10-10T09:00:00.000Z' },
    { id: '2', name: 'Campus Analytics', campusImported: true, grantedAt: '2026-10-11T09:00:00.000Z' },
  ],
};
const checklist = { id: '2', deadline: '2026-11-12T09:00:00.000Z', deadlineExtended: false };

function open(answer: (call: GraphQLCall) => Answer | undefined = () => undefined, roles = ['network_admin']) {
  const api = fakeApi(
    (call) =>
      answer(call) ??
      (call.operationName === 'HrCroudieOnboardingDeadline'
        ? { data: { croudieOnboarding: checklist } }
        : call.operationName === 'QualificationPicker'
          ? {
              data: {
                qualifications: page([
                  { id: '1', name: 'Google Ads Search' },
                  { id: '3', name: 'Meta Ads' },
                ]),
              },
            }
          : call.operationName === 'VerificationPicker'
            ? { data: { verifications: page([{ id: '4', name: 'Right to work' }]) } }
            : { data: { croudie: pia } }),
  );
  return { api, ...renderScreen(<NetworkAdminTab croudieId="2" name="Pia Pending" />, { api, path: '/croudies/2', roles }) };
}

async function addQualification(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Qualification to add' }));
  fireEvent.click(await screen.findByTitle(name));
  const add = screen.getByRole('button', { name: 'Add qualification' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(add);
}

describe('the Network Admin tab', () => {
  it('shows the account, roles, verifications, badges, deadline and qualifications', async () => {
    open();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pending croudie' })).toHaveProperty('checked', true);
    expect(screen.getByText('Top performer')).toBeTruthy();
    expect(await screen.findByText('12 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Google Ads Search')).toBeTruthy();
    // campus-imported qualifications cannot be removed
    expect(screen.getByRole('button', { name: 'Remove Google Ads Search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Campus Analytics' })).toBeNull();
  });

  it('extends a pending croudie’s deadline after the confirmation', async () => {
    const { api, toasts, confirmations } = open((call) =>
      call.operationName === 'HrExtendOnboardingDeadline'
        ? { data: { extendOnboardingDeadline: { id: '2', deadline: '2026-12-12T09:00:00.000Z', deadlineExtended: true } } }
        : undefined,
    );
    await screen.findByText('12 Nov 2026'); // the checklist has answered
    fireEvent.click(screen.getByRole('button', { name: 'Extend by 30 days' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(confirmations[0]!.title).toBe('Extend the onboarding deadline of Pia Pending by 30 days?');
    expect(api.callsOf('HrExtendOnboardingDeadline')[0]!.variables).toEqual({ croudieId: '2' });
    expect(await screen.findByText('Extended once already')).toBeTruthy();
  });

  it('says "Unable to extend Croudie deadline date" when the API refuses', async () => {
    const { toasts } = open((call) =>
      call.operationName === 'HrExtendOnboardingDeadline' ? refusal('Unable to extend Croudie deadline date', 'CONFLICT') : undefined,
    );
    await screen.findByText('12 Nov 2026'); // the checklist has answered
    fireEvent.click(screen.getByRole('button', { name: 'Extend by 30 days' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to extend Croudie deadline date', color: 'error' }]));
  });

  it('adds a qualification, and says so when the croudie has it already', async () => {
    let added = 0;
    const { api, toasts } = open((call) => {
      if (call.operationName !== 'HrAddCroudieQualification') return undefined;
      added += 1;
      return added === 1
        ? {
            data: {
              addCroudieQualification: {
                id: '2',
                qualifications: [
                  ...pia.qualifications,
                  { id: '3', name: 'Meta Ads', campusImported: false, grantedAt: '2026-11-20T09:00:00.000Z' },
                ],
              },
            },
          }
        : refusal('The croudie already has this qualification', 'CONFLICT');
    });
    await addQualification('Meta Ads');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('HrAddCroudieQualification')[0]!.variables).toEqual({ croudieId: '2', qualificationId: '3' });
    await addQualification('Meta Ads');
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'The croudie already has this qualification', color: 'error' }));
  });

  it('says "Unable to add qualification" for any other failure', async () => {
    const { toasts } = open((call) =>
      call.operationName === 'HrAddCroudieQualification'
        ? { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : undefined,
    );
    await addQualification('Meta Ads');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to add qualification', color: 'error' }]));
  });

  it('saves the croudie roles', async () => {
    const { api, toasts } = open((call) =>
      call.operationName === 'HrUpdateCroudieRoles' ? { data: { updateCroudieRoles: { id: '2', roles: ['croudie-active'] } } } : undefined,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pending croudie' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active croudie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('HrUpdateCroudieRoles')[0]!.variables).toEqual({ croudieId: '2', roles: ['croudie-active'] });
  });

  it('refuses an eleventh badge before asking the server', async () => {
    const { api } = open((call) =>
      call.operationName === 'HrCroudieNetworkAdmin'
        ? { data: { croudie: { ...pia, badges: Array.from({ length: 11 }, (_, i) => `Badge ${i + 1}`) } } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save badges' }));
    expect(await screen.findByText('A croudie can have at most 10 badges')).toBeTruthy();
    expect(api.callsOf('HrSetCroudieBadges')).toHaveLength(0);
  });

  it('offers staff without the roles nothing to change', async () => {
    open(() => undefined, ['fte_core']);
    expect(await screen.findByText('Google Ads Search')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save roles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend by 30 days' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add qualification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Google Ads Search' })).toBeNull();
  });
});
