import { authenticator } from 'otplib';
import { DEMO_PASSWORD, tenantOrigin } from '../support/env';
import { expect, fillLogin, signInThroughLoginScreen, test } from '../support/fixtures';
import { createCroudie } from '../support/api';
import { chooseMenuItem } from '../support/antd-menu';

// Login states of staff-and-admin.md §4 against the real identity module. croudie.newpassword keeps the password it
// sets, so that journey needs the fresh e2e database `npm test` starts from (as every run of the suite does).
const network = tenantOrigin('network');

async function openLogin(page: import('@playwright/test').Page) {
  await page.goto(`${network}/`);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
}

test.describe('sign-in states', () => {
  test.use({ allowedConsoleErrors: /status of 4\d\d/ });

  test('two-step verification: a 6-digit code from the authenticator lets croudie.mfa in', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, 'croudie.mfa@example.com');
    await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
    await page.getByLabel('Verification code').fill('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('MFA code must be 6 digits')).toBeVisible();
    await page.getByLabel('Verification code').fill(authenticator.generate('JBSWY3DPEHPK3PXP'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/work', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  });

  test('new password required: the rule shows while typing, the confirmation must match, then croudie.newpassword is in', async ({
    page,
  }) => {
    await openLogin(page);
    await fillLogin(page, 'croudie.newpassword@example.com');
    await expect(page.getByRole('heading', { name: 'Set new password', level: 1 })).toBeVisible();
    const password = page.getByLabel('New password');
    await password.pressSequentially('abc');
    await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    await password.fill('Nina-Fresh-2026!');
    await expect(page.getByText('Password must be at least 12 characters long')).toHaveCount(0);
    await page.getByLabel('Confirm password').fill('Nina-Fresh-2025!');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Nina-Fresh-2026!');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((url) => url.pathname === '/work', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  });

  test('login messages: a wrong password is "Unable to login", a malformed address "Incorrect email address"', async ({ page }) => {
    await openLogin(page);
    await fillLogin(page, 'croudie.active@example.com', 'Not-The-Password-1!');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to login' })).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect email address')).toBeVisible();
  });

  test('social sign-in is offered exactly when the identity module has an upstream provider', async ({ page }) => {
    await openLogin(page);
    const uid = new URL(page.url()).searchParams.get('interaction');
    // from the page: Node cannot resolve *.localhost, Chromium can
    const info = await page.evaluate(
      async (id) => (await fetch(`/api/identity/interaction/${id}`)).json() as Promise<{ federated: boolean }>,
      uid,
    );
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with Google' })).toHaveCount(info.federated ? 1 : 0);
  });

  test('forgot and reset password with the code from the outbox', async ({ page }) => {
    const email = 'croudie.us@example.com';
    await openLogin(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const requestedAt = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
    await expect(page.getByText('If an account exists for this e-mail address, a code is on its way.')).toBeVisible();

    const outbox = await page.evaluate(
      async () => (await fetch('/api/dev/outbox')).json() as Promise<{ to: string; subject: string; text: string; sentAt: string }[]>,
    );
    const mail = outbox.find(
      (m) => m.to === email && m.subject === 'Your password reset code' && Date.parse(m.sentAt) >= requestedAt - 60_000,
    );
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code, 'the reset code e-mail is in the outbox').toBeTruthy();

    // a wrong code first: the server's message
    await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password').fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to reset password at this time' })).toBeVisible();

    // the real code; the account keeps the demo password so the other journeys still sign in with it
    await page.getByLabel('Reset code').fill(code!);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await fillLogin(page, email);
    await page.waitForURL((url) => url.pathname === '/work', { timeout: 30_000 });
  });

  test('create-password and confirm-email links with a bad token say "Invalid token."', async ({ page }) => {
    await page.goto(`${network}/password-create?token=not-a-real-token`);
    await expect(page.getByRole('heading', { name: 'Create password', level: 1 })).toBeVisible();
    await page.getByLabel('New password').fill('Fresh-Password-2026!');
    await page.getByLabel('Confirm password').fill('Fresh-Password-2026!');
    await page.getByRole('button', { name: 'Create password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid token.' })).toBeVisible();

    await page.goto(`${network}/confirm-email?token=not-a-real-token`);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid token.' })).toBeVisible();
  });
});

test.describe('token exchange and sign-out', () => {
  test('the callback page says it is taking longer and offers Try again', async ({ page }) => {
    await page.goto(`${network}/callback?code=stale&state=nothing-started`);
    await expect(page.getByRole('heading', { name: 'Logging in', level: 1 })).toBeVisible();
    await expect(page.getByText('This is taking a bit longer than usual, do you want to try again?')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
  });

  test('logging out revokes the session and shows the logged-out page', async ({ page }) => {
    // signing out ends every session of the account: a croudie of the journey's own
    const own = await createCroudie({ label: 'logout' });
    await signInThroughLoginScreen(page, own.email, { password: own.password });
    await chooseMenuItem(page, page.getByRole('button', { name: /account/i }), 'Log out');
    await page.waitForURL((url) => url.pathname === '/logout');
    await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
    // the refresh cookie is revoked and cleared
    expect((await page.context().cookies()).find((c) => c.name === 'identity_refresh')).toBeUndefined();
    // the old session is gone: the app asks to sign in again
    await page.goto(`${network}/work`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

test.describe('cookie preferences', () => {
  test('the footer asks once per browser and remembers the choice', async ({ page, browser }) => {
    await page.goto(`${network}/logout`);
    const footer = page.getByRole('contentinfo', { name: 'Cookie preferences' });
    await expect(footer).toBeVisible();
    await footer.getByRole('button', { name: 'Necessary cookies only' }).click();
    await expect(footer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
    await expect(page.getByRole('contentinfo', { name: 'Cookie preferences' })).toHaveCount(0);
    // another browser has not chosen yet
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`${network}/logout`);
      await expect(otherPage.getByRole('contentinfo', { name: 'Cookie preferences' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
