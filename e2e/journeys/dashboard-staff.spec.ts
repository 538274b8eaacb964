import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const recurringRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Recurring work' }).getByRole('row').filter({ hasText: name });

test.describe('the work management dashboard', () => {
  test('staff.admin sees the work management dashboard and pauses and resumes recurring work in bulk', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    await expect(card(page, 'Drafts')).toContainText('Product feed clean-up');
    await expect(card(page, 'Current jobs')).toContainText('Spring campaign copy');
    await expect(card(page, 'Overdue jobs')).toContainText('Landing page translations');
    await expect(card(page, 'Overdue jobs')).toContainText('Overdue');
    await expect(card(page, 'Unassigned jobs')).toContainText('Keyword research for new markets');
    for (const name of ['Current tasks', 'Overdue tasks', 'Recent messages']) {
      await expect(card(page, name).getByRole('listitem').first()).toBeVisible();
    }
    const workload = card(page, 'Upcoming workload');
    await expect(workload.getByRole('img', { name: 'Allocated minutes per day for the next 4 weeks' })).toBeVisible();
    await expect(workload.getByText(/^\d+ minutes in total$/)).toBeVisible();

    // Recurring work: pause two in bulk, then resume them in bulk.
    await page.getByRole('tab', { name: 'Recurring work' }).click();
    const names = ['Weekly performance report', 'Daily budget check'];
    for (const name of names) await expect(recurringRow(page, name)).toContainText('Running');
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Pause selected (2)' }).click();
    await expect(page.getByText('Recurring work paused')).toBeVisible();
    for (const name of names) await expect(recurringRow(page, name)).toContainText('Paused');

    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(page.getByRole('button', { name: 'Pause selected (2)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Resume selected (2)' }).click();
    await expect(page.getByText('Recurring work resumed')).toBeVisible();
    for (const name of names) await expect(recurringRow(page, name)).toContainText('Running');

    // One row's own actions: an expired schedule is not offered Resume.
    await recurringRow(page, 'Holiday promotions check').getByRole('button', { name: 'Actions for Holiday promotions check' }).click();
    await expect(page.getByRole('menuitem', { name: 'Resume' })).toHaveCount(0);

    // Deleting asks first, in the shell's shared confirm dialog: cancelling keeps the row, confirming deletes it.
    await chooseMenuItem(
      page,
      recurringRow(page, 'Holiday promotions check').getByRole('button', { name: 'Actions for Holiday promotions check' }),
      'Delete',
    );
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete 1 recurring work item(s)?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(recurringRow(page, 'Holiday promotions check')).toBeVisible();
    await chooseMenuItem(
      page,
      recurringRow(page, 'Holiday promotions check').getByRole('button', { name: 'Actions for Holiday promotions check' }),
      'Delete',
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Record has been successfully deleted')).toBeVisible();
    await expect(recurringRow(page, 'Holiday promotions check')).toHaveCount(0);
  });
});
