import type { Page } from '@playwright/test';
import { chooseFirstInChain } from '../support/antd-select';
import { filterMyTasks, openTask, taskRows } from '../support/my-tasks';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('account access drawer', () => {
  test('croudie.active gets a credential for a task in progress and relinquishes it', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    // Wait for the page to settle (the dashboard above the list loads too) before using the filter.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work');
    await expect(taskRows(page).first()).toBeVisible();
    await filterMyTasks(page, 'Filter by state', 'In progress');
    // Task 5 stays in progress in every journey (the ones that submit take tasks of their own).
    await openTask(page, taskRows(page).filter({ hasText: 'Optimise tracking plan #5' }).getByRole('link'));

    await page.getByRole('button', { name: 'Account access' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account access' });
    const get = drawer.getByRole('button', { name: 'Get credentials' });
    await expect(get).toBeDisabled();
    await chooseFirstInChain(page, drawer.getByRole('combobox', { name: 'Platform' }), drawer.getByRole('combobox', { name: 'Email' }));
    await chooseFirstInChain(page, drawer.getByRole('combobox', { name: 'Email' }), get);
    await get.click();
    await expect(drawer.getByText('Password')).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^https:\/\// })).toBeVisible();

    await drawer.getByRole('button', { name: 'Relinquish' }).click();
    await expect(page.getByText('Credential relinquished')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Get credentials' })).toBeVisible();

    // Close resets the drawer.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Account access' }).click();
    await expect(page.getByRole('dialog', { name: 'Account access' }).getByRole('button', { name: 'Get credentials' })).toBeDisabled();
  });

  test('a forced provisioning failure: two retries, then "Unable to provision credentials"', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    // Task 4: croudie.active's task in progress for Dune Fashion, whose credential service is down in the demo data
    // (platform-api seed/credentials.ts: the http provider points at a port nothing listens on).
    await page.goto(`${tenantOrigin('network')}/work/task/4`);
    await expect(page.getByText('Dune Fashion').first()).toBeVisible();
    await page.getByRole('button', { name: 'Account access' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account access' });
    await chooseFirstInChain(page, drawer.getByRole('combobox', { name: 'Platform' }), drawer.getByRole('combobox', { name: 'Email' }));
    await chooseFirstInChain(
      page,
      drawer.getByRole('combobox', { name: 'Email' }),
      drawer.getByRole('button', { name: 'Get credentials' }),
    );
    await drawer.getByRole('button', { name: 'Get credentials' }).click();

    const problem = drawer.getByRole('alert');
    for (let retry = 1; retry <= 2; retry++) {
      await expect(problem).toContainText('Problem provisioning credentials');
      await expect(problem).toContainText('Please try again');
      await problem.getByRole('button', { name: 'Retry' }).click();
    }
    await expect(problem).toContainText('Unable to provision credentials, contact support by e-mail');
    await expect(drawer.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText('Problem provisioning credential', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText('Password')).toHaveCount(0);
  });
});
