// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import type { Tenant } from '@work/shared-contracts';
import { OnboardingRoute } from '../../routes/OnboardingRoute';
import { page, refusal, renderScreen } from '../croudie-admin/testHarness';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const FAILED = 'Unable to create user. Please try again. If the problem persists, contact support.';
const nia = { id: '42', fullName: 'Nia Newcomer', emailAddress: 'nia.newcomer@example.com', status: 'pending' };
const free = { data: { checkUserEmail: { available: true, message: null, userId: null } } };

/** Where the router is, for the pages outside /onboarding this remote would show (/employee/:id). */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

function open({
  path = '/onboarding',
  roles = ['hr_user'],
  tenant = 'control' as Tenant,
  check = () => free as Answer,
  create = () => ({ data: { createUser: nia } }) as Answer,
}: {
  path?: string;
  roles?: string[];
  tenant?: Tenant;
  check?: (call: GraphQLCall) => Answer;
  create?: (call: GraphQLCall) => Answer;
} = {}) {
  const api = fakeApi((call) => {
    if (call.operationName === 'HrCheckUserEmail') return check(call);
    if (call.operationName === 'HrCreateUser') return create(call);
    if (call.operationName === 'OfficePicker') return { data: { offices: page([{ id: '4', name: 'Dublin' }]) } };
    if (call.operationName === 'TeamPicker')
      return { data: { teams: page([{ id: '2', name: 'Paid Search Dublin', office: { id: '4', name: 'Dublin' } }]) } };
    return { data: null };
  });
  const screenState = renderScreen(
    <Routes>
      <Route path="/onboarding/*" element={<OnboardingRoute />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { api, path, roles, tenant },
  );
  return { api, ...screenState };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillIn(email = 'nia.newcomer@example.com') {
  type('First name', 'Nia');
  type('Last name', 'Newcomer');
  type('Email', email);
  await choose('Office', 'Dublin');
  await choose('Team', 'Paid Search Dublin');
  await choose('Roles', 'fte_core');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

async function acceptTerms() {
  const terms = await screen.findByRole('dialog', { name: 'Terms of onboarding' });
  const accept = within(terms).getByRole('button', { name: 'Accept and create user' });
  expect(accept).toHaveProperty('disabled', true);
  fireEvent.click(within(terms).getByRole('checkbox', { name: 'I agree to these terms' }));
  await waitFor(() => expect(accept).toHaveProperty('disabled', false));
  fireEvent.click(accept);
}

describe('/onboarding', () => {
  it('is for hr_user: other staff are told the role it needs, and the network has no such page', async () => {
    const staff = open({ roles: ['fte_core'] });
    expect(await screen.findByText('Onboarding a user needs the hr_user role')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New user' })).toBeNull();
    cleanup();
    open({ tenant: 'network', roles: ['croudie-active'] });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(staff.api.calls).toEqual([]);
  });

  it('checks the e-mail as it is typed: "This user already exists", with the staff user to look at', async () => {
    const { api } = open({
      check: () => ({ data: { checkUserEmail: { available: false, message: 'This user already exists', userId: '2' } } }),
    });
    expect(await screen.findByRole('form', { name: 'New user' })).toBeTruthy();
    type('Email', 'Staff.Member@example.com ');
    expect(await screen.findByText('This user already exists', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsOf('HrCheckUserEmail').map((c) => c.variables)).toEqual([{ email: 'staff.member@example.com' }]);
    fireEvent.click(screen.getByRole('link', { name: 'View their profile' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/employee/2');
  });

  it('says when the user will need reactivating instead, and asks nothing of a malformed address', async () => {
    const { api } = open({
      check: (call) =>
        call.variables['email'] === 'old.hand@example.com'
          ? { data: { checkUserEmail: { available: false, message: 'This user already exists but will need reactivating', userId: '7' } } }
          : free,
    });
    await screen.findByRole('form', { name: 'New user' });
    type('Email', 'old.hand@');
    type('Email', 'old.hand@example.com');
    expect(await screen.findByText('This user already exists but will need reactivating', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View their profile' }).getAttribute('href')).toBe('/employee/7');
    expect(api.callsOf('HrCheckUserEmail').map((c) => c.variables['email'])).toEqual(['old.hand@example.com']);
    // a taken address is not sent: no terms, no createUser
    await fillIn('old.hand@example.com');
    submit();
    // time enough for the dialog to open, had the submit gone on
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText('This user already exists but will need reactivating')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsOf('HrCreateUser')).toEqual([]);
  });

  it('sends createUser only once the terms are accepted, then shows who was created', async () => {
    const { api, toasts } = open();
    await screen.findByRole('form', { name: 'New user' });
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Please choose at least one role')).toBeTruthy();

    await fillIn();
    await choose('Referral source', 'LinkedIn');
    submit();
    // closing the terms sends nothing
    const terms = await screen.findByRole('dialog', { name: 'Terms of onboarding' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Cancel' }));
    // the form is ready again (no longer submitting) and nothing was sent
    await screen.findByRole('button', { name: 'Create user' });
    expect(api.callsOf('HrCreateUser')).toEqual([]);

    submit();
    await acceptTerms();
    expect(await screen.findByText('Nia Newcomer has been onboarded')).toBeTruthy();
    expect(api.callsOf('HrCreateUser').map((c) => c.variables)).toEqual([
      {
        input: {
          firstName: 'Nia',
          lastName: 'Newcomer',
          email: 'nia.newcomer@example.com',
          officeId: '4',
          teamId: '2',
          roles: ['fte_core'],
          referralSource: 'linkedin',
          termsAccepted: true,
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'User onboarded' })).toBeTruthy();
    expect(
      screen.getByText('We have e-mailed nia.newcomer@example.com a link to create their password. Once they have, they can sign in.'),
    ).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Onboard another user' }));
    expect(await screen.findByRole('form', { name: 'New user' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
  });

  it('opens the new profile from the success page', async () => {
    open();
    await screen.findByRole('form', { name: 'New user' });
    await fillIn();
    submit();
    await acceptTerms();
    fireEvent.click(await screen.findByRole('button', { name: 'View profile' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/employee/42');
  });

  it("puts the server's refusals on their fields, the taken address with its link", async () => {
    let answer: Answer = refusal('Some fields are not valid', 'BAD_USER_INPUT', { teamId: 'Please choose a team from the list' });
    open({ create: () => answer });
    await screen.findByRole('form', { name: 'New user' });
    await fillIn();
    submit();
    await acceptTerms();
    expect(await screen.findByText('Please choose a team from the list')).toBeTruthy();

    answer = {
      errors: [
        {
          message: 'This user already exists but will need reactivating',
          extensions: { code: 'CONFLICT', fieldErrors: { email: 'This user already exists but will need reactivating' }, userId: '7' },
        },
      ],
    };
    submit();
    await acceptTerms();
    expect(await screen.findByText('This user already exists but will need reactivating')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View their profile' }).getAttribute('href')).toBe('/employee/7');
    expect(screen.queryByText('Nia Newcomer has been onboarded')).toBeNull();
  });

  it('says to contact support when creating fails for another reason, keeping what was typed', async () => {
    open({ create: () => refusal('Unable to create user', 'INTERNAL_SERVER_ERROR') });
    await screen.findByRole('form', { name: 'New user' });
    await fillIn();
    submit();
    await acceptTerms();
    expect((await screen.findByRole('alert')).textContent).toContain(FAILED);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Nia');
  });
});

describe('/onboarding/success', () => {
  it('opened without a fresh creation, says so and leads back to /onboarding (and to the named profile)', async () => {
    open({ path: '/onboarding/success?user=42' });
    expect(await screen.findByText('No user has just been onboarded here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Onboard a user' }));
    expect(await screen.findByRole('form', { name: 'New user' })).toBeTruthy();
  });
});
