import { type Page } from '@playwright/test';
import { apiAs, must, onboardStaffUser } from '../support/api';
import { tenantOrigin } from '../support/env';
import { dataRows, expect, signInAs, test } from '../support/fixtures';

// Issue 19, part 1 (staff-and-admin.md §2 User pages, §3 User (agency), §4, §8): the FTE search, a colleague's profile
// and the HR transitions. Every colleague changed here is the journey's own, made through createUser and left pending
// (onboardStaffUser): offboarding ends sessions, and the seeded staff (staff.member, staff.admin, hr.user, finance.user,
// academy.user) are read by other journeys.
const control = tenantOrigin('control');
const HR = 'hr.user@example.com';

/** Answers the shell's confirm dialog with its OK button (named by the action). */
async function confirmWith(page: Page, okText: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: okText }) });
  await dialog.getByRole('button', { name: okText }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the FTE search and staff profile', () => {
  test('hr.user finds a colleague in the FTE search, opens them and changes a detail that stays after a reload', async ({ page }) => {
    const own = await onboardStaffUser({ label: 'details' });
    await signInAs(page, HR, { path: '/employee' });
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Onboard a user' })).toBeVisible();

    // a new colleague is pending: active, pending and reactivated users are listed by default
    await page.getByRole('textbox', { name: 'Search by name or email' }).fill(own.email);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = dataRows(page, 'Employees').filter({ hasText: own.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending');
    await row.getByRole('link', { name: own.fullName }).click();
    await page.waitForURL((url) => url.pathname === `/employee/${own.id}`);
    await expect(page.getByRole('heading', { level: 1, name: own.fullName })).toBeVisible();

    const details = page.getByRole('form', { name: 'Details' });
    await details.getByLabel('Phone').fill('+44 20 7946 0018');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();

    await page.reload();
    // stored in E.164
    await expect(page.getByRole('form', { name: 'Details' }).getByLabel('Phone')).toHaveValue('+442079460018');
  });

  test('hr.user offboards a colleague behind the confirmation and reactivates them', async ({ page }) => {
    const own = await onboardStaffUser({ label: 'offboard' });
    await signInAs(page, HR, { path: `/employee/${own.id}` });
    await expect(page.getByRole('heading', { level: 1, name: own.fullName })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Account actions' });
    await expect(actions.getByRole('button')).toHaveText(['Activate', 'Offboard']);

    await actions.getByRole('button', { name: 'Offboard' }).click();
    await confirmWith(page, 'Offboard');
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(page.getByText('Offboarded', { exact: true })).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Reactivate']);

    // offboarded people leave the default list; the status filter brings them back
    await page.goto(`${control}/employee?status=offboarded&q=${encodeURIComponent(own.email)}`);
    await expect(dataRows(page, 'Employees').filter({ hasText: own.email })).toHaveCount(1);
    await page.goto(`${control}/employee/${own.id}`);

    await actions.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Reactivate');
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(page.getByText('Reactivated', { exact: true })).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Offboard']);

    const hr = await apiAs(HR);
    const { user } = await must(hr.graphql<{ user: { status: string } }>('query U($id: ID!) { user(id: $id) { status } }', { id: own.id }));
    expect(user.status).toBe('reactivated');
  });
});
