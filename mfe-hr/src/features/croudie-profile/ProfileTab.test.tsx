// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { croudie, openProfile } from './fakeProfileApi';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

/** The Profile tab of croudie 12; `save` answers updateCroudieProfile. */
function open(
  save: (call: GraphQLCall) => Answer = () => ({ data: { updateCroudieProfile: { ...croudie, usStateUpdateNeeded: true } } }),
  opts = {},
) {
  return openProfile({
    path: '/my-profile',
    answer: (call) => (call.operationName === 'HrCroudieProfile' ? { data: { croudie } } : save(call)),
    ...opts,
  });
}

const field = async (label: string) => (await screen.findByLabelText(label, {}, { timeout: 10_000 })) as HTMLInputElement;
const type = async (label: string, value: string) => fireEvent.change(await field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the Profile tab', { timeout: 30_000 }, () => {
  it('needs both names, and sends nothing until they are there', async () => {
    const { callsOf } = open();
    await type('First name', '   ');
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(callsOf('HrUpdateCroudieProfile')).toEqual([]);
  });

  it('wants an hourly rate above £0 and web addresses that are URLs', async () => {
    const { callsOf } = open();
    await type('Hourly rate', '0');
    fireEvent.blur(await field('Hourly rate'));
    await type('Portfolio', 'my site');
    save();
    expect(await screen.findByText('Please enter an amount greater than £0')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(callsOf('HrUpdateCroudieProfile')).toEqual([]);
  });

  it('counts the bio as it is typed, and refuses more than 1000 characters', async () => {
    open();
    expect((await screen.findByTestId('bio-counter', {}, { timeout: 10_000 })).textContent).toBe('17/1000');
    await type('Bio', 'x'.repeat(1001));
    expect(screen.getByTestId('bio-counter').textContent).toBe('1001/1000');
    save();
    expect(await screen.findByText('The bio can be at most 1000 characters')).toBeTruthy();
  });

  it('sends only what changed, says so, and tells the shell', async () => {
    const { callsOf, toasts, profileUpdates } = open();
    await type('City', '  Leeds ');
    await type('WeChat ID', 'uma_w');
    save();
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully updated']));
    expect(callsOf('HrUpdateCroudieProfile')[0]?.variables).toEqual({ croudieId: '12', input: { city: 'Leeds', wechatId: 'uma_w' } });
    expect(profileUpdates).toEqual(['12']);
  });

  it('keeps everything typed when the save is refused, with the reason on its field', async () => {
    const { toasts, profileUpdates } = open(() => ({
      errors: [
        {
          message: 'This Linkedin profile is already registered',
          extensions: { code: 'CONFLICT', fieldErrors: { linkedinUrl: 'This Linkedin profile is already registered' } },
        },
      ],
    }));
    await type('City', 'Leeds');
    await type('LinkedIn', 'https://www.linkedin.com/in/taken');
    save();
    await waitFor(() => expect(toasts).toEqual(['error: Unable to update details']));
    expect(await screen.findByText('This Linkedin profile is already registered')).toBeTruthy();
    expect((await field('City')).value).toBe('Leeds');
    expect((await field('LinkedIn')).value).toBe('https://www.linkedin.com/in/taken');
    expect(profileUpdates).toEqual([]);
  });

  it("shows the API's language refusal under the languages", async () => {
    open(() => ({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'input.languages': 'Language has been added already' } },
        },
      ],
    }));
    await type('City', 'Leeds');
    save();
    expect(await screen.findByText('Language has been added already')).toBeTruthy();
  });

  it('lets the croudie change their e-mail and phone, with the pending address shown', async () => {
    openProfile({
      path: '/my-profile',
      answer: () => ({ data: { croudie: { ...croudie, pendingEmail: 'uma.new@example.com' } } }),
    });
    expect(
      await screen.findByText('Waiting for uma.new@example.com to be confirmed: follow the link we sent there.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify a new number' }));
    expect(await screen.findByText('Verify your phone number')).toBeTruthy();
    expect(screen.getByTestId('phone-current').textContent).toBe('+447700900001');
  });

  it('checks and sends a new e-mail address, and shows a refusal on the field', async () => {
    const { callsOf } = open((call) =>
      call.operationName === 'HrRequestEmailChange'
        ? {
            errors: [
              {
                message: 'This email address is already registered',
                extensions: { code: 'CONFLICT', fieldErrors: { email: 'This email address is already registered' } },
              },
            ],
          }
        : { data: null },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 10_000 }));
    await type('New email address', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await type('New email address', 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('This email address is already registered')).toBeTruthy();
    expect(callsOf('HrRequestEmailChange').map((c) => c.variables)).toEqual([{ croudieId: '12', email: 'taken@example.com' }]);
  });
});

describe('the Profile tab on the staff view', { timeout: 30_000 }, () => {
  const staffAnswer = (call: GraphQLCall): Answer =>
    call.operationName === 'HrCroudieProfile' ? { data: { croudie: { ...croudie, hourlyRate: null } } } : { data: null };

  it('lets network_admin edit the details, but not the croudie-only e-mail, phone and 2-step', async () => {
    openProfile({ path: '/croudies/12', answer: staffAnswer, staff: true, roles: ['network_admin'], meId: '1' });
    expect((await field('First name')).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify a new number' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '2-Step Verification' })).toBeNull();
    // the rate is not this caller's to see (the API gave null): it is not on the form
    expect(screen.queryByLabelText('Hourly rate')).toBeNull();
  });

  it('shows other staff the details read-only', async () => {
    openProfile({ path: '/croudies/12', answer: staffAnswer, staff: true, roles: ['croudie_verifier'], meId: '1' });
    expect((await field('First name')).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
