import type { Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { latestMail, linkIn } from '../support/api';
import { tenantOrigin } from '../support/env';
import { expect, fillLogin, signInAs, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

// A new croudie registers inside the onboarding site's frame, follows the create-password link from the outbox, signs
// in as a pending croudie; staff send a confirm-e-mail link that confirms the address. Plus the page layouts.
const network = tenantOrigin('network');
const control = tenantOrigin('control');
/**
 * The onboarding site: another site that frames the shell's registration page with its brand. A real little server on
 * loopback like the platform under test (Chromium's local-network checks stop a public page framing a loopback one).
 */
async function startOnboardingSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><title>Onboarding</title><h1>Partner onboarding</h1>` +
        `<iframe title="Create your account" style="width:600px;height:900px" src="${network}/onboarding/iframe?brand=Acme"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: sitePort } = server.address() as AddressInfo;
  return { url: `http://onboarding.localhost:${sitePort}/start`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('registration in the onboarding frame', () => {
  // using the create-password link a second time is refused with 400 on purpose
  test.use({ allowedConsoleErrors: /400 \(Bad Request\) \(http:\/\/network\.localhost:\d+\/api\/identity\/password\/create\)/ });
  let site: Awaited<ReturnType<typeof startOnboardingSite>>;
  test.beforeAll(async () => {
    site = await startOnboardingSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('register, create the password from the e-mailed link, sign in as a pending croudie, confirm the address', async ({
    page,
    browser,
  }) => {
    const email = `rae.${Date.now()}@example.com`;
    await page.goto(site.url);
    const frame = page.frameLocator('iframe[title="Create your account"]');
    await expect(frame.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText('Onboarding with Acme')).toBeVisible();
    await expect(frame.locator('[data-layout="onboarding"]')).toHaveAttribute('data-brand', 'Acme');

    // nothing filled in: every field and the terms say what they need
    await frame.getByRole('button', { name: 'Create account' }).click();
    await expect(frame.getByText('This field is required')).toHaveCount(3);
    await expect(frame.getByText('You must accept the terms and conditions to register')).toBeVisible();

    await frame.getByLabel('First name').fill('Rae');
    await frame.getByLabel('Last name').fill('Jones');
    await frame.getByLabel('Email address').fill('rae@');
    await frame.getByLabel('Email address').blur();
    await expect(frame.getByText('Please enter a valid email address')).toBeVisible();
    await frame.getByLabel('Email address').fill(email);
    // the terms dialog: reading and accepting ticks the box
    await frame.getByRole('button', { name: 'Read the terms and conditions' }).click();
    const terms = frame.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(frame.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    await frame.getByRole('button', { name: 'Create account' }).click();
    await expect(frame.getByRole('heading', { name: 'Your account has been created', level: 1 })).toBeVisible();
    await expect(frame.getByText(`We have sent a link to ${email}.`)).toBeVisible();

    // the same address again: the server says it is taken, on the field
    await page.goto(`${network}/onboarding/iframe`);
    await page.getByLabel('First name').fill('Rae');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This user already exists' })).toBeVisible();

    // the link from the outbox creates the password
    const welcome = await latestMail(email, 'Create your password');
    await page.goto(linkIn(welcome).href);
    await expect(page.getByRole('heading', { name: 'Create password', level: 1 })).toBeVisible();
    await page.getByLabel('New password').fill('weak');
    await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
    await page.getByLabel('New password').fill('Registered-Password-2026!');
    await page.getByLabel('Confirm password').fill('Registered-Password-2026!');
    await page.getByRole('button', { name: 'Create password' }).click();
    await expect(page.getByText('Your password has been created')).toBeVisible();
    // the link works once
    await page.goto(linkIn(welcome).href);
    await page.getByLabel('New password').fill('Another-Password-2026!');
    await page.getByLabel('Confirm password').fill('Another-Password-2026!');
    await page.getByRole('button', { name: 'Create password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid token.' })).toBeVisible();

    // a new croudie is pending: signing in lands on their dashboard
    await page.goto(`${network}/login`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await fillLogin(page, email, 'Registered-Password-2026!');
    await page.waitForURL((url) => url.pathname === '/dashboard/pending', { timeout: 30_000 });
    const me = await graphqlAs<{ me: { principalId: string } }>(page, '{ me { principalId } }');
    const principalId = me.data!.me.principalId;

    // staff send a confirm-e-mail link; opening it confirms the address
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com');
      const sent = await graphqlAs(
        staff,
        'mutation Send($principalId: ID!) { sendAccountLink(principalId: $principalId, purpose: CONFIRM_EMAIL) }',
        { principalId },
      );
      expect(sent.errors).toBeUndefined();
    } finally {
      await staffContext.close();
    }
    const confirm = await latestMail(email, 'Confirm your e-mail address');
    await page.goto(linkIn(confirm).href);
    await expect(page.getByText('Your email address has been confirmed')).toBeVisible();
  });
});

test.describe('page layouts', () => {
  test('sign-in screens are branded per tenant, signing out is centred, the app is the default layout', async ({ page }) => {
    await page.goto(`${network}/password-forgot`);
    await expect(page.locator('[data-layout="branded-centred"]')).toBeVisible();
    await expect(page.getByTestId('layout-brand')).toHaveText('Croud Network');
    await page.goto(`${control}/password-forgot`);
    await expect(page.getByTestId('layout-brand')).toHaveText('Croud Control');
    await page.goto(`${network}/logout`);
    await expect(page.locator('[data-layout="centred"]')).toBeVisible();
    await signInAs(page, 'croudie.active@example.com');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
  });
});
