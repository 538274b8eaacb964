// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Tabs, type TabsProps } from 'antd';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { refusal, renderScreen } from './testHarness';
import { CroudieStaffPage } from './CroudieStaffPage';

// The profile tabs have their own tests; here they show the extra tabs this view hands them after the Profile tab,
// which is open first as in the real tabs.
vi.mock('../croudie-profile', () => ({
  CroudieProfileTabs: ({ extraTabs }: { extraTabs?: TabsProps['items'] }) => (
    <Tabs items={[{ key: 'profile', label: 'Profile', children: null }, ...(extraTabs ?? [])]} />
  ),
}));

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const ava = {
  id: '1',
  principalId: 'croudie-network:croudies:1',
  fullName: 'Ava Active',
  emailAddress: 'ava@example.com',
  status: 'active',
  availableActions: ['close_account', 'suspend', 'block'],
};

// what the Network Admin tab (the first one shown) reads
const adminDetails = {
  id: '1',
  status: 'active',
  roles: ['croudie-active'],
  signedUpAt: null,
  lastSignedInAt: null,
  onboardingDeadline: null,
  verifications: [],
  badges: [],
  qualifications: [],
};

function open(answer: (call: GraphQLCall) => Answer | undefined, { roles = ['network_admin'], confirm = true, croudie = ava } = {}) {
  const api = fakeApi(
    (call) =>
      answer(call) ?? (call.operationName === 'HrCroudieNetworkAdmin' ? { data: { croudie: adminDetails } } : { data: { croudie } }),
  );
  return { api, ...renderScreen(<CroudieStaffPage croudieId="1" />, { api, path: '/croudies/1', roles, confirm }) };
}

describe('the staff view of a croudie', () => {
  it('heads the page with the name, status and e-mail, and offers the actions the API allows now', async () => {
    open(() => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Active' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('ava@example.com')).toBeTruthy();
    const actions = within(screen.getByRole('group', { name: 'Account actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close Account', 'Suspend', 'Block']);
    // the profile tabs come with their own data, after the heading
    expect(await screen.findByRole('tab', { name: 'Network Admin' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Feedback' })).toBeTruthy();
  });

  it('suspends after the confirmation and says so', async () => {
    const { api, toasts, confirmations } = open((call) =>
      call.operationName === 'HrTransitionCroudie'
        ? { data: { transitionCroudie: { id: '1', status: 'suspended', availableActions: ['close_account', 'block', 'reactivate'] } } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(confirmations).toEqual([
      {
        title: 'Suspend Ava Active?',
        content: 'The croudie is signed out everywhere at once and cannot sign in until reactivated.',
        okText: 'Suspend',
      },
    ]);
    expect(api.callsOf('HrTransitionCroudie')[0]!.variables).toEqual({ croudieId: '1', action: 'suspend' });
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { api, toasts } = open(() => undefined, { confirm: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Close Account' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsOf('HrTransitionCroudie')).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it('tells staff to retry, then contact support, when the transition is refused', async () => {
    const { toasts } = open((call) =>
      call.operationName === 'HrTransitionCroudie' ? refusal('Unable to transition croudie', 'CONFLICT') : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: 'Unable to transition croudie. Please try again. If the problem persists, contact support.', color: 'error' },
      ]),
    );
  });

  it('offers Reactivate only when the API does', async () => {
    open(() => undefined, { croudie: { ...ava, status: 'suspended', availableActions: ['reactivate'] } });
    const actions = within(await screen.findByRole('group', { name: 'Account actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reactivate']);
  });

  it('starts impersonating through the shell, or says it cannot', async () => {
    const { navigated } = open(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate' }));
    expect(navigated).toEqual(['/impersonate?principal=croudie-network%3Acroudies%3A1']);
    cleanup();
    const second = open(() => undefined, { croudie: { ...ava, principalId: null as unknown as string } });
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate' }));
    expect(second.toasts).toEqual([{ text: 'Unable to impersonate this user', color: 'error' }]);
    expect(second.navigated).toEqual([]);
  });

  it('shows staff without admin roles no actions and no Impersonate', async () => {
    open(() => undefined, { roles: ['fte_core'], croudie: { ...ava, availableActions: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Active' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Account actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull();
  });

  it('says when there is no such croudie', async () => {
    open(() => ({ data: { croudie: null } }));
    expect(await screen.findByText('This croudie could not be found')).toBeTruthy();
  });
});
