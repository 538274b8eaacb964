import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { dataRows, expect, signInAs, test } from '../support/fixtures';

const stateTag = (page: Page) => page.getByRole('main').getByText(/^(Offered|In progress|Review in progress|Completed)$/).first();

async function openFirstTask(page: Page, origin: string, filter: { state?: string; client?: string }) {
  await page.goto(`${origin}/work`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work');
  if (filter.state) {
    await page.getByRole('combobox', { name: 'Filter by state' }).click();
    await page.locator(`.ant-select-item-option[title="${filter.state}"]`).click();
    await page.keyboard.press('Escape');
    await expect(dataRows(page).first()).toContainText(filter.state);
  }
  if (filter.client) {
    await page.getByRole('combobox', { name: 'Filter by client' }).click();
    await page.locator(`.ant-select-item-option[title="${filter.client}"]`).click();
    await page.keyboard.press('Escape');
    await expect(dataRows(page).first()).toContainText(filter.client);
  }
  await dataRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/work\/task\/\d+$/);
}

test.describe('task files and client access', () => {
  test('croudie.active submits work with a file, then downloads it from the attachments', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await openFirstTask(page, tenantOrigin('network'), { state: 'In progress' });
    await page.getByRole('textbox', { name: 'Your work' }).fill('The work, with my notes attached');
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') });
    await expect(page.locator('.ant-upload-list-item-done', { hasText: 'notes.txt' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(stateTag(page)).toHaveText('Review in progress');

    // The submission's file is now an attachment of the task (the upload list is cleared after submitting).
    await expect(page.locator('.ant-upload-list-item')).toHaveCount(0);
    const downloadButton = page.getByRole('button', { name: 'Download notes.txt' });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('notes.txt');
  });

  test('croudie.active sees a pending request as requested and a restricted client as unable to request', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await openFirstTask(page, tenantOrigin('network'), { client: 'Granite Bank' });
    const access = page.getByRole('region', { name: 'Client access' });
    await expect(access).toContainText('Access requested');
    await expect(access.getByRole('button', { name: 'Request access' })).toHaveCount(0);

    await openFirstTask(page, tenantOrigin('network'), { client: 'Harbour Hotels' });
    await expect(page.getByRole('region', { name: 'Client access' })).toContainText('Unable to request access: follow up with the access team');

    await openFirstTask(page, tenantOrigin('network'), { client: 'Acme Outdoor' });
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client access' })).toHaveCount(0);
  });

  test('staff.admin without access to a client asks for it from a task', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await openFirstTask(page, tenantOrigin('control'), { client: 'Harbour Hotels' });
    const access = page.getByRole('region', { name: 'Client access' });
    await expect(access).toContainText('You do not have access to Harbour Hotels');
    await access.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request access?' });
    await dialog.getByRole('button', { name: 'Request access' }).click();
    await expect(dialog).toBeHidden();
    await expect(access).toContainText('Access requested');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Client access' })).toContainText('Access requested');
  });
});
