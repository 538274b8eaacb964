import { chooseFirstInChain } from '../support/antd-select';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('task-credit side panel', () => {
  test('staff.admin opens the credential summary of a task’s client from the task view and sees a new backup code arrive live', async ({
    page,
  }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    // Task 5: croudie.active's task in progress for Evergreen Foods, owned by staff.admin (demo data).
    await page.goto(`${tenantOrigin('control')}/work/task/5`);
    await expect(page.getByText('Evergreen Foods').first()).toBeVisible();
    await page.getByRole('button', { name: 'Credential summary' }).click();

    const panel = page.getByRole('dialog', { name: 'Task credits' });
    await expect(panel).toBeVisible();
    const summary = panel.getByRole('table');
    const googleAds = summary.getByRole('row').filter({ hasText: 'Google Ads' });
    // Google Ads: 3 in total, 1 of them unverified (the occupied count depends on who holds one now).
    await expect(googleAds.getByRole('cell').nth(3)).toHaveText('1');
    await expect(googleAds.getByRole('cell').nth(4)).toHaveText('3');
    await expect(summary.getByRole('row').filter({ hasText: 'Google Analytics' }).getByRole('cell').nth(4)).toHaveText('2');
    await expect(summary.getByRole('row').filter({ hasText: 'Google Play' })).toHaveCount(0);

    // Backup codes (staff.admin is a task_cred_admin): the list takes new codes only from the newCode subscription.
    const codes = panel.getByRole('region', { name: 'Backup codes' });
    const before = await codes.getByRole('listitem').count();
    const generate = panel.getByRole('button', { name: 'Generate backup code' });
    await expect(generate).toBeDisabled();
    await chooseFirstInChain(page, panel.getByRole('combobox', { name: 'Credential' }), generate);
    await generate.click();
    await expect(page.getByText('Backup code generated')).toBeVisible();
    await expect(codes.getByRole('listitem')).toHaveCount(before + 1);
    await expect(codes.getByRole('listitem').first()).toContainText(/^\d{8}/);

    // Close.
    await panel.getByRole('button', { name: 'Close task credits' }).click();
    await expect(panel).toBeHidden();
  });

  test('croudies have no credential summary on their task view', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work/task/5`);
    await expect(page.getByText('Evergreen Foods').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Credential summary' })).toHaveCount(0);
  });
});
