import { searchAndChoose } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';

/*
 * Issue 17: croudie.us (a US address without its state: invoice settings need updating) follows the
 * update-payment-details banner to /my-profile/payment, gives the state and a new account's IBAN, saves, and the banner
 * is gone at once (the page tells the shell, which reloads its banners). It changes croudie.us's invoice settings: no
 * other journey of the shared database reads them (shell-banners runs a platform of its own).
 */
test('a croudie updates their bank details from the banner and the banner goes', async ({ page }) => {
  await signInAs(page, 'croudie.us@example.com', { path: '/work' });
  const banner = page.locator('[data-banner-id="update-payment-details"]');
  // several banners are paged: go to this one
  await expect(page.getByTestId('site-banner')).toBeVisible();
  for (let i = 0; i < 4 && !(await banner.isVisible()); i++) await page.getByRole('button', { name: 'Next alert' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Update payment details' }).click();
  await page.waitForURL((url) => url.pathname === '/my-profile/payment');
  await expect(page.getByRole('heading', { name: 'Update bank details', level: 1 })).toBeVisible();

  // the state of the US address: typed, as the list of 50 states is virtual (only the first rows are in the page)
  await searchAndChoose(page, page.getByRole('combobox', { name: 'State' }), 'Texas', 'Texas');
  // a new account: the one on file shows only by its last four digits
  await expect(page.getByText(/^Account on file: •••• \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Change account' }).click();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Record has been successfully updated')).toBeVisible();
  await expect(page.getByText('Account on file: •••• 3000')).toBeVisible();

  // the banner is gone without a reload, and stays gone after one
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Update bank details', level: 1 })).toBeVisible();
  await expect(page.locator('[data-banner-id="update-payment-details"]')).toHaveCount(0);
});
