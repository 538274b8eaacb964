import { type Page } from '@playwright/test';
import { apiAs, createCroudie, must, type OwnCroudie } from '../support/api';
import { searchAndChoose } from '../support/antd-select';
import { tenantOrigin } from '../support/env';
import { dataRows, expect, signInAs, test } from '../support/fixtures';

// Issue 18, the staff side of croudies (staff-and-admin.md §2 search list, §4 admin actions, contract parts D–F): the
// search list, suspend and reactivate, the onboarding deadline, qualifications, and the bulk offboarding list. Every
// croudie is the journey's own: suspending and offboarding end sessions, so no other journey's account is touched.
const control = tenantOrigin('control');
const network = tenantOrigin('network');
const QUALIFICATION = 'Google Ads Search Certification';

/** Answers the shell's confirm dialog with its OK button (named by the action). */
async function confirmWith(page: Page, okText: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: okText }) });
  await dialog.getByRole('button', { name: okText }).click();
  await expect(dialog).toBeHidden();
}

/** Finds `own` in the search list by e-mail and opens its staff view. */
async function openFromSearch(page: Page, own: OwnCroudie, extraQuery = '') {
  await page.goto(`${control}/croudies${extraQuery}`);
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(own.email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = dataRows(page, 'Croudies').filter({ hasText: own.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'View Journey Owned' }).click();
  await page.waitForURL((url) => url.pathname === `/croudies/${own.croudieId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Owned' })).toBeVisible();
}

test.describe('croudies: the staff side', () => {
  // Suspending ends the croudie's sessions: their open page's token refresh is refused (400) before it signs out.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\) \(http:\/\/[^)]*\/api\/identity\/token\)/ });

  test('staff.admin finds an own croudie, suspends them (their open page signs out) and reactivates them', async ({ page, browser }) => {
    const own = await createCroudie({ label: 'suspended' });
    // the croudie has the network app open in a browser of their own
    const croudieContext = await browser.newContext();
    const croudiePage = await croudieContext.newPage();
    await signInAs(croudiePage, own.email, { password: own.password });
    await croudiePage.goto(`${network}/work`);
    await expect(croudiePage.getByRole('button', { name: /account/i })).toBeVisible();

    await signInAs(page, 'staff.admin@example.com', { path: '/croudies' });
    await expect(page.getByRole('heading', { level: 1, name: 'Croudies' })).toBeVisible();
    await openFromSearch(page, own);
    const actions = page.getByRole('group', { name: 'Account actions' });
    await expect(actions.getByRole('button')).toHaveText(['Close Account', 'Suspend', 'Block']);

    await actions.getByRole('button', { name: 'Suspend' }).click();
    await confirmWith(page, 'Suspend');
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Close Account', 'Block', 'Reactivate']);
    await croudiePage.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });

    // active and pending only by default: a suspended croudie shows when the status filter asks for it
    await openFromSearch(page, own, '?status=suspended');
    await actions.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Reactivate');
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Suspend' })).toBeVisible();
    // and the croudie can sign in again
    await signInAs(croudiePage, own.email, { password: own.password });
    await expect(croudiePage.getByRole('button', { name: /account/i })).toBeVisible();
    await croudieContext.close();
  });

  test('staff.admin extends a pending croudie’s deadline and adds a qualification twice', async ({ page }) => {
    const own = await createCroudie({ status: 'pending', label: 'pending-deadline' });
    await signInAs(page, 'staff.admin@example.com', { path: `/croudies/${own.croudieId}?tab=network-admin` });
    await expect(page.getByRole('heading', { level: 1, name: 'Journey Owned' })).toBeVisible();

    await page.getByRole('button', { name: 'Extend by 30 days' }).click();
    await confirmWith(page, 'Extend by 30 days');
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(page.getByText('Extended once already')).toBeVisible();

    const picker = page.getByRole('combobox', { name: 'Qualification to add' });
    await searchAndChoose(page, picker, 'Search Certification', QUALIFICATION);
    await page.getByRole('button', { name: 'Add qualification' }).click();
    await expect(page.getByRole('list', { name: 'Qualifications' })).toContainText(QUALIFICATION);
    await searchAndChoose(page, picker, 'Search Certification', QUALIFICATION);
    await page.getByRole('button', { name: 'Add qualification' }).click();
    await expect(page.getByText('The croudie already has this qualification')).toBeVisible();
  });

  test('staff.admin offboards two croudies scheduled for offboarding in one go', async ({ page }) => {
    const first = await createCroudie({ label: 'offboard-a' });
    const second = await createCroudie({ label: 'offboard-b' });
    // their automatic offboarding is scheduled, as for croudies long inactive, so they are on the list
    await scheduleOffboarding([first, second]);

    await signInAs(page, 'staff.admin@example.com', { path: '/croudies/offboarding' });
    await expect(page.getByRole('heading', { level: 1, name: 'Croudies to offboard' })).toBeVisible();
    // both on one page: search by the part of their addresses this run's croudies share
    await page.getByRole('textbox', { name: 'Search by name or email' }).fill(`e2e.offboard-`);
    const rows = dataRows(page, 'Croudies to offboard');
    // the list has reloaded for the search (a new list starts with nothing selected): only then choose
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows).toHaveCount(2);
    for (const own of [first, second]) {
      await rows.filter({ hasText: own.email }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Offboard selected' }).click();
    await confirmWith(page, 'Offboard');
    const summary = page.getByRole('dialog', { name: 'Offboarding summary' });
    await expect(summary.getByText('Every selected croudie has been offboarded.')).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Offboarding summary' }).getByRole('listitem')).toHaveCount(2);
    await summary.getByRole('button', { name: 'Done' }).click();
    await expect(dataRows(page, 'Croudies to offboard').filter({ hasText: first.email })).toHaveCount(0);

    const staff = await apiAs('staff.admin@example.com');
    for (const own of [first, second]) {
      const { croudie } = await must(
        staff.graphql<{ croudie: { status: string } }>('query S($id: ID!) { croudie(id: $id) { status } }', { id: own.croudieId }),
      );
      expect(croudie.status).toBe('offboarded');
    }
  });
});

/** Schedules each croudie's automatic offboarding a week ahead (scheduleCroudieOffboarding, network_admin). */
async function scheduleOffboarding(croudies: OwnCroudie[]) {
  const staff = await apiAs('staff.admin@example.com');
  const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  for (const own of croudies) {
    await must(
      staff.graphql('mutation Schedule($id: ID!, $at: DateTime!) { scheduleCroudieOffboarding(croudieId: $id, at: $at) { id } }', {
        id: own.croudieId,
        at,
      }),
    );
  }
}
