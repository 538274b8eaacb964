import { authenticator } from 'otplib';
import { searchAndChoose } from '../support/antd-select';
import { apiAs, createCroudie, must, type OwnCroudie } from '../support/api';
import { plainOrigin, tenantOrigin } from '../support/env';
import { request } from '../support/http';
import { expect, fillLogin, signInAs, test } from '../support/fixtures';

/*
 * Issue 18: a croudie's own profile (/my-profile). Each journey changes an account, so each uses a croudie of its own
 * (createCroudie): croudie.us's state is set by payments-bank-details already, and croudie.active is read by others.
 */

interface OutboxEntry {
  channel: string;
  to: string;
  text: string;
  sentAt: string;
}

/** The newest text message to `to` in the dev outbox (newest first), waiting for it up to 15 s. */
async function latestSms(to: string, after: string | null = null): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const outbox = (await request(`${plainOrigin}/api/dev/outbox`)).json<OutboxEntry[]>();
    const found = outbox.find((m) => m.channel === 'sms' && m.to === to && m.text !== after);
    const code = found?.text.match(/\b(\d{6})$/)?.[1];
    if (code) return found!.text;
    if (Date.now() > until) throw new Error(`no verification text to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
const codeIn = (text: string) => text.match(/\b(\d{6})$/)![1]!;

test('a croudie in the US sets their state from the banner, and the banner goes', async ({ page }) => {
  const own: OwnCroudie = await createCroudie({ label: 'usstate' });
  // a US croudie without a state: the us-state-update-needed banner's condition
  const api = await apiAs(own.email, { password: own.password });
  await must(
    api.graphql('mutation Country($id: ID!) { updateCroudieProfile(croudieId: $id, input: { countryCode: "US" }) { id } }', {
      id: own.croudieId,
    }),
  );

  await signInAs(page, own.email, { password: own.password, path: '/work' });
  const banner = page.locator('[data-banner-id="us-state-update-needed"]');
  await expect(page.getByTestId('site-banner')).toBeVisible();
  // several banners are paged: go to this one
  for (let i = 0; i < 4 && !(await banner.isVisible()); i++) await page.getByRole('button', { name: 'Next alert' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Update profile' }).click();
  await page.waitForURL((url) => url.pathname === '/my-profile' && url.searchParams.get('update_summary') === 'true');

  // Invoicing & ID opens with the state first, explained
  await expect(page.getByRole('tab', { name: 'Invoicing & ID', selected: true })).toBeVisible();
  await expect(page.getByText('As you live in the US, we need your state for your invoices and tax records.')).toBeVisible();
  await searchAndChoose(page, page.getByRole('combobox', { name: 'US state' }), 'Texas', 'Texas');
  await page.getByRole('button', { name: 'Save state' }).click();
  await expect(page.getByText('Record has been successfully updated')).toBeVisible();

  // the page told the shell: the banner is gone at once, and after a reload
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.locator('[data-banner-id="us-state-update-needed"]')).toHaveCount(0);
});

test('a croudie verifies a new phone number: a wrong code first, then the one texted to them', async ({ page }) => {
  const own = await createCroudie({ label: 'phone' });
  // a UK mobile of this run's own, from a range every number of which is allocated (07700 900xxx, the drama range, is not
  // a valid number, and 07911 is only partly allocated)
  const number = `+447400${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await signInAs(page, own.email, { password: own.password, path: '/my-profile' });
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify a new number' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Change number' }).click();
  await dialog.getByLabel('New mobile number').fill(number);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  const first = await latestSms(number);
  const wrong = codeIn(first) === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Verification code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('failed to confirm verification code')).toBeVisible();
  // back on the number, as typed
  await expect(dialog.getByLabel('New mobile number')).toHaveValue(number);

  await dialog.getByRole('button', { name: 'Send code' }).click();
  const second = await latestSms(number, first);
  await dialog.getByLabel('Verification code').fill(codeIn(second));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Record has been successfully updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(number, { exact: true })).toBeVisible();
});

test('a croudie turns on two-step verification with a code from their authenticator, then signs in with it', async ({ page, browser }) => {
  const own = await createCroudie({ label: 'twostep' });
  await signInAs(page, own.email, { password: own.password, path: '/my-profile?tab=two-step' });
  await expect(page.getByRole('tab', { name: '2-Step Verification', selected: true })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByLabel('QR code for your authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').textContent())!.trim();

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Invalid code')).toBeVisible();

  await page.getByLabel('6-digit code').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-step verification is on')).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // the timeline says so, newest first
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Two-step verification turned on').first()).toBeVisible();

  // a new browser signs in: the password, then a code of the same authenticator (the next 30 s step: a step's code is
  // used once, and the one just used turned it on)
  const other = await browser.newContext();
  try {
    const signIn = await other.newPage();
    await signIn.goto(`${tenantOrigin('network')}/work`);
    await signIn.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await fillLogin(signIn, own.email, own.password);
    await expect(signIn.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
    await signIn.getByLabel('Verification code').fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await signIn.waitForURL((url) => url.pathname === '/work', { timeout: 30_000 });
    await expect(signIn.getByRole('button', { name: /account/i })).toBeVisible();
  } finally {
    await other.close();
  }
});
