import type { Page, Route } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { chooseOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';

// The pending freelancer dashboard (Get started) and going live (issue 8 items 3 and 4).
// croudie.pending is only looked at, so later journeys still find it pending; the go-live journey uses
// croudie.golive, the second pending croudie of the demo data (platform-api/src/seed/onboarding.ts).
const network = tenantOrigin('network');
const control = tenantOrigin('control');
const path = (page: Page) => new URL(page.url()).pathname;
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });

/** Answers one GraphQL operation with a server error (the API stays up for everything else). */
async function failOperation(page: Page, operationName: string) {
  const handler = async (route: Route) => {
    // urql sends queries by GET (within the URL limit) and mutations by POST
    const request = route.request();
    const name =
      request.method() === 'GET'
        ? new URL(request.url()).searchParams.get('operationName')
        : (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (name !== operationName) return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
  };
  await page.route('**/api/graphql**', handler);
  return () => page.unroute('**/api/graphql**', handler);
}

test.describe('pending freelancer dashboard', () => {
  test('croudie.pending sees Get started with their real progress and the days left', async ({ page }) => {
    await signInAs(page, 'croudie.pending@example.com');
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    await expect(page.getByRole('heading', { name: 'Get started', level: 1 })).toBeVisible();
    await expect(page.getByText('3 of 8 steps complete')).toBeVisible();
    await expect(page.getByText('32 days left')).toBeVisible();
    await expect(card(page, 'Profile').getByText('Complete', { exact: true })).toBeVisible();
    await expect(card(page, 'Billing address').getByText('Complete', { exact: true })).toBeVisible();
    await expect(card(page, 'Practical test').getByText('Complete', { exact: true })).toBeVisible();
    await expect(card(page, 'Upload ID').getByText('To do')).toBeVisible();
    await expect(card(page, 'Bank details').getByText('Marked complete by the network team')).toBeVisible();
    await expect(card(page, 'Skillset review (welcome call)').getByText('Marked complete by the network team')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();
  });

  test('a dashboard that cannot load says so and reloads', async ({ page }) => {
    await signInAs(page, 'croudie.pending@example.com');
    await expect(page.getByText('3 of 8 steps complete')).toBeVisible();
    const restore = await failOperation(page, 'MyOnboarding');
    await page.reload();
    await expect(page.getByText('Oops something went wrong...')).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('3 of 8 steps complete')).toBeVisible();
  });

  test('croudie.golive uploads ID and CV, staff mark their steps, the croudie completes the rest and goes live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'croudie.golive@example.com');
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    await expect(page.getByText('0 of 8 steps complete')).toBeVisible();
    await expect(page.getByText('39 days left')).toBeVisible();
    const goLive = page.getByRole('button', { name: 'Go live' });
    await expect(goLive).toBeDisabled();

    // ID and CV through the files module
    await card(page, 'Upload ID').locator('input[type=file]').setInputFiles(pdf('passport.pdf'));
    await expect(card(page, 'Upload ID').getByText('Uploaded: passport.pdf')).toBeVisible();
    await expect(card(page, 'Upload ID').getByText('Complete', { exact: true })).toBeVisible();
    await card(page, 'Upload CV').locator('input[type=file]').setInputFiles(pdf('cv.pdf'));
    await expect(card(page, 'Upload CV').getByText('Uploaded: cv.pdf')).toBeVisible();

    // areas of expertise with the skills selector
    const expertise = card(page, 'Areas of expertise');
    await expertise.getByRole('radiogroup', { name: 'Level in SEO' }).getByText('Advanced').click();
    await expertise.getByRole('radiogroup', { name: 'Level in Analytics' }).getByText('Intermediate').click();
    await expertise.getByRole('button', { name: 'Save areas of expertise' }).click();
    await expect(expertise.getByText('Complete', { exact: true })).toBeVisible();

    // billing address
    const billing = card(page, 'Billing address');
    await billing.getByLabel('Address').fill('7 Park Avenue');
    await billing.getByLabel('Town or city').fill('Leeds');
    await billing.getByLabel('Postcode').fill('LS1 4AP');
    await billing.getByLabel('Country code').fill('GB');
    await billing.getByRole('button', { name: 'Save billing address' }).click();
    await expect(billing.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByText('4 of 8 steps complete')).toBeVisible();

    // profile: the complete-profile wizard (assessment, then registration)
    await card(page, 'Profile').getByRole('link', { name: 'Complete your profile' }).click();
    await expect.poll(() => path(page)).toBe('/profile/complete');
    await expect(page.getByRole('heading', { name: 'Complete profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Level in SEO' }).getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Registration', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('You must accept the terms to register')).toBeVisible();
    await page.getByLabel('Phone number').fill('07700');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter a mobile number with its country code, starting with +')).toBeVisible();
    await page.getByLabel('Phone number').fill('+447700900456');
    await page.getByLabel('Hourly rate (£)').fill('27.50');
    await page.getByLabel('About you').fill('Search and analytics freelancer.');
    await chooseOption(page, page.getByLabel('How did you hear about us?'), 'LinkedIn');
    await page.getByLabel('I accept the terms of engagement').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    await expect(card(page, 'Profile').getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByText('5 of 8 steps complete')).toBeVisible();
    await expect(goLive).toBeDisabled();

    // staff (staff.admin holds croudie_verifier and network_admin) mark the staff-only steps in their list
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com');
      await staff.goto(`${control}/dashboard/onboarding`);
      await expect(staff.getByRole('heading', { name: 'Pending croudies', level: 1 })).toBeVisible();
      const row = staff.getByRole('row').filter({ hasText: 'croudie.golive@example.com' });
      await expect(row.getByText('5 of 8 steps complete')).toBeVisible();
      for (const step of ['Practical test', 'Bank details', 'Skillset review (welcome call)']) {
        await row.getByRole('button', { name: `Mark ${step} complete for Gina Golive` }).click();
        await expect(row.getByRole('button', { name: `Mark ${step} complete for Gina Golive` })).toHaveCount(0);
      }
      await expect(row.getByText('8 of 8 steps complete')).toBeVisible();
    } finally {
      await staffContext.close();
    }

    // the croudie's dashboard shows the staff's marks; a failed activation says so and changes nothing
    await page.reload();
    await expect(page.getByText('8 of 8 steps complete')).toBeVisible();
    await expect(goLive).toBeEnabled();
    const restore = await failOperation(page, 'GoLive');
    await goLive.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to activate account' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/pending$/);
    await restore();

    // going live: croudie-pending becomes croudie-active and the shell follows (rolesUpdated → /); as an active
    // croudie they first accept the agreement waiting for them, which returns them to /work
    await goLive.click();
    await page.waitForURL((url) => url.pathname === '/agreement' && url.searchParams.get('redirect') === '/work', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/work');
    await expect(page.getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
    await page.goto(`${network}/dashboard/pending`);
    await expect.poll(() => path(page)).toBe('/work');
  });
});
