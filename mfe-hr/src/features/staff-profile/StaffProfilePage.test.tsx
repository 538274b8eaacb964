// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { refusal } from '../croudie-admin/testHarness';
import { mia, openStaffProfile } from './staffProfileTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const form = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 10_000 }));
const type = async (formName: string, label: string, value: string) =>
  fireEvent.change((await form(formName)).getByLabelText(label), { target: { value } });
// found by its name, which it has again once it stops loading after a save
const save = async (formName: string) => fireEvent.click(await (await form(formName)).findByRole('button', { name: 'Save' }));
const texts = (toasts: { text: string; color: string }[]) => toasts.map((toast) => `${toast.color}: ${toast.text}`);

describe('the staff profile', { timeout: 30_000 }, () => {
  it('shows who the person is: the name as the heading, status, e-mail, roles and teams', async () => {
    const { api } = openStaffProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Member' })).toBeTruthy();
    expect(api.callsOf('HrStaffProfile')[0]!.variables).toEqual({ id: '2' });
    expect(screen.getByText('Active')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Roles' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['fte_core', 'job_user']);
    expect(within(screen.getByRole('list', { name: 'Teams' })).getByText('Paid search')).toBeTruthy();
    expect(((await form('Details')).getByLabelText('Email') as HTMLInputElement).value).toBe('staff.member@example.com');
  });

  it('saves changed details only and says so', async () => {
    const { api, toasts } = openStaffProfile();
    await type('Details', 'First name', ' Maya ');
    await type('Details', 'LinkedIn', 'linkedin.com/in/maya');
    await save('Details');
    await waitFor(() => expect(texts(toasts)).toEqual(['success: Record has been successfully updated']));
    expect(api.callsOf('HrUpdateUserDetails')[0]!.variables).toEqual({
      userId: '2',
      input: { firstName: 'Maya', linkedinUrl: 'linkedin.com/in/maya' },
    });
  });

  it('checks the names before sending anything', async () => {
    const { api } = openStaffProfile();
    await type('Details', 'Last name', '  ');
    await save('Details');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsOf('HrUpdateUserDetails')).toEqual([]);
  });

  it('says "Unable to update details" and puts the reason on its field when the API refuses', async () => {
    const { toasts } = openStaffProfile({
      answer: (call) =>
        call.operationName === 'HrUpdateUserDetails'
          ? refusal('Please enter a valid phone number', 'BAD_USER_INPUT', { phoneNumber: 'Please enter a valid phone number' })
          : undefined,
    });
    await type('Details', 'Phone', '+44 20 7946');
    await save('Details');
    await waitFor(() => expect(texts(toasts)).toEqual(['error: Unable to update details']));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(((await form('Details')).getByLabelText('Phone') as HTMLInputElement).value).toBe('+44 20 7946');
  });

  it('asks for a US state only for a US address', async () => {
    openStaffProfile({ user: { ...mia, countryCode: 'US', usState: 'NY' } });
    expect((await form('Details')).getByRole('combobox', { name: 'US state' })).toBeTruthy();
    cleanup();
    openStaffProfile();
    expect((await form('Details')).queryByRole('combobox', { name: 'US state' })).toBeNull();
  });

  it('saves preferences, and says "Unable to update preferences" when it cannot', async () => {
    let refuse = true;
    const { api, toasts } = openStaffProfile({
      answer: (call) =>
        call.operationName === 'HrUpdateUserDetails' && refuse ? refusal('Unexpected', 'INTERNAL_SERVER_ERROR') : undefined,
    });
    const prefs = await form('Preferences');
    fireEvent.click(prefs.getByRole('checkbox', { name: 'Send 2-step verification codes by email instead of text message' }));
    await save('Preferences');
    await waitFor(() => expect(texts(toasts)).toEqual(['error: Unable to update preferences']));
    // what was chosen stays: saving again sends it
    refuse = false;
    await save('Preferences');
    await waitFor(() => expect(texts(toasts).at(-1)).toBe('success: Record has been successfully updated'));
    expect(api.callsOf('HrUpdateUserDetails').map((c) => c.variables)).toEqual([
      { userId: '2', input: { sendCodesByEmail: true } },
      { userId: '2', input: { sendCodesByEmail: true } },
    ]);
  });

  it('lets hr_user change the HR record: the office found by its name, the referral source by its label', async () => {
    const { api, toasts } = openStaffProfile();
    const hr = await form('HR');
    await waitFor(() => expect(api.callsOf('HrOfficeByName')[0]!.variables).toEqual({ name: 'London' }));
    expect(await hr.findByTitle('London')).toBeTruthy();
    fireEvent.mouseDown(hr.getByRole('combobox', { name: 'Referral source' }));
    // the option itself, not the LinkedIn field's own label
    fireEvent.click((await screen.findAllByTitle('LinkedIn')).find((el) => el.classList.contains('ant-select-item-option'))!);
    await save('HR');
    await waitFor(() => expect(texts(toasts)).toEqual(['success: Record has been successfully updated']));
    expect(api.callsOf('HrUpdateUserDetails')[0]!.variables).toEqual({ userId: '2', input: { referralSource: 'linkedin' } });
  });

  it('chooses the dashboards and their order, and says "Unable to update the user\'s dashboards" when it cannot', async () => {
    let refuse = false;
    const { api, toasts } = openStaffProfile({
      answer: (call) =>
        call.operationName === 'HrUpdateUserDashboards' && refuse ? refusal('Unexpected', 'INTERNAL_SERVER_ERROR') : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Current tasks up' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Upcoming workload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save dashboards' }));
    await waitFor(() => expect(texts(toasts)).toEqual(['success: Record has been successfully updated']));
    expect(api.callsOf('HrUpdateUserDashboards')[0]!.variables).toEqual({
      userId: '2',
      dashboards: ['current_tasks', 'drafts', 'current_jobs', 'overdue_tasks', 'unassigned_jobs', 'overdue_jobs', 'recent_messages'],
    });
    refuse = true;
    // the button is named again once it stops loading
    fireEvent.click(await screen.findByRole('button', { name: 'Save dashboards' }));
    await waitFor(() => expect(texts(toasts).at(-1)).toBe("error: Unable to update the user's dashboards"));
  });

  it('shows everything read-only to staff who are neither the person nor hr_user', async () => {
    openStaffProfile({ roles: ['fte_core'], user: { ...mia, availableActions: [], mayImpersonate: false } });
    const details = await form('Details');
    expect((details.getByLabelText('First name') as HTMLInputElement).disabled).toBe(true);
    expect(details.getByText('Only this person and HR users can change these details.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save dashboards' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Qualification to add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Google Ads Search' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Account actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Impersonate' })).toBeNull();
  });

  it('lets the person change their own details, preferences and dashboards, but not the HR record', async () => {
    openStaffProfile({ roles: ['fte_core'], user: { ...mia, id: '3', principalId: 'user-service:users:3', mayImpersonate: false } });
    expect((await form('Details')).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect((await form('Preferences')).getByRole('button', { name: 'Save' })).toBeTruthy();
    const hr = await form('HR');
    expect(hr.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(hr.getByText('Only HR users can change these details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save dashboards' })).toBeTruthy();
    expect(screen.getByText('Add a photo')).toBeTruthy();
  });

  it('offboards only after the confirmation, and says when the transition fails', async () => {
    const declined = openStaffProfile({ confirm: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Offboard' }, { timeout: 10_000 }));
    await waitFor(() => expect(declined.confirmations).toHaveLength(1));
    expect(declined.confirmations[0]).toMatchObject({ title: 'Offboard Mia Member?', okText: 'Offboard' });
    expect(declined.api.callsOf('HrTransitionUser')).toEqual([]);
    cleanup();

    const { api, toasts } = openStaffProfile({
      answer: (call) => (call.operationName === 'HrTransitionUser' ? refusal('Unable to transition user', 'CONFLICT') : undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Offboard' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(texts(toasts)).toEqual(['error: Unable to transition user. Please try again. If the problem persists, contact support.']),
    );
    expect(api.callsOf('HrTransitionUser')[0]!.variables).toEqual({ userId: '2', action: 'offboard' });
  });

  it('offers the actions the API allows now: Activate for a pending user, Reactivate for an offboarded one', async () => {
    openStaffProfile({ user: { ...mia, status: 'offboarded', availableActions: ['reactivate'] } });
    const actions = await screen.findByRole('group', { name: 'Account actions' }, { timeout: 10_000 });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reactivate']);
    cleanup();
    const { api, confirmations } = openStaffProfile({ user: { ...mia, status: 'pending', availableActions: ['activate', 'offboard'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }, { timeout: 10_000 }));
    await waitFor(() => expect(api.callsOf('HrTransitionUser')[0]!.variables).toEqual({ userId: '2', action: 'activate' }));
    expect(confirmations[0]!.title).toBe('Activate Mia Member?');
  });

  it('starts impersonating through the shell when the API allows it, with the §8 toast when it cannot start', async () => {
    const { navigated } = openStaffProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate' }, { timeout: 10_000 }));
    expect(navigated).toEqual(['/impersonate?principal=user-service%3Ausers%3A2']);
    cleanup();
    const broken = openStaffProfile({ user: { ...mia, principalId: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate' }, { timeout: 10_000 }));
    expect(texts(broken.toasts)).toEqual(['error: Unable to impersonate this user']);
    expect(broken.navigated).toEqual([]);
  });

  it('adds a qualification (once) and removes one after the confirmation; campus ones stay', async () => {
    let conflict = false;
    const { api, toasts, confirmations } = openStaffProfile({
      answer: (call) =>
        call.operationName === 'HrAddUserQualification'
          ? conflict
            ? refusal('The user already has this qualification', 'CONFLICT')
            : refusal('Unexpected', 'INTERNAL_SERVER_ERROR')
          : undefined,
    });
    expect(await screen.findByRole('button', { name: 'Remove Google Ads Search' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Campus Analytics' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Qualification to add' }));
    fireEvent.click(await screen.findByTitle('Meta Ads'));
    const add = screen.getByRole('button', { name: 'Add qualification' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(texts(toasts)).toEqual(['error: Unable to add qualification']));
    expect(api.callsOf('HrAddUserQualification')[0]!.variables).toEqual({ userId: '2', qualificationId: '3' });
    conflict = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Add qualification' }));
    await waitFor(() => expect(texts(toasts).at(-1)).toBe('error: The user already has this qualification'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Google Ads Search' }));
    await waitFor(() => expect(api.callsOf('HrRemoveUserQualification')[0]!.variables).toEqual({ userId: '2', qualificationId: '1' }));
    expect(confirmations.at(-1)!.title).toBe('Remove Google Ads Search from this user?');
  });

  it('knows no user the API does not, and offers a retry when the profile cannot be loaded', async () => {
    openStaffProfile({ user: null });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    cleanup();
    openStaffProfile({ answer: (call) => (call.operationName === 'HrStaffProfile' ? refusal('User not found', 'NOT_FOUND') : undefined) });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    cleanup();
    let fail = true;
    const { api } = openStaffProfile({
      answer: (call) => (call.operationName === 'HrStaffProfile' && fail ? refusal('Unexpected', 'INTERNAL_SERVER_ERROR') : undefined),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Unable to load. Please try again soon.')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Member' })).toBeTruthy();
    expect(api.callsOf('HrStaffProfile')).toHaveLength(2);
  });
});
