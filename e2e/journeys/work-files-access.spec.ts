import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { filterMyTasks, openTask, taskRows } from '../support/my-tasks';
import { apiAs, must } from '../support/api';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

const stateTag = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(Offered|In progress|Review in progress|Completed)$/)
    .first();

/** Opens a task from the /work list filtered by state or client: the named one, or the first. */
async function openTaskFromList(page: Page, origin: string, filter: { state?: string; client?: string }, name?: string) {
  await page.goto(`${origin}/work`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work');
  if (filter.state) await filterMyTasks(page, 'Filter by state', filter.state);
  if (filter.client) await filterMyTasks(page, 'Filter by client', filter.client);
  const row = name ? taskRows(page).filter({ hasText: name }) : taskRows(page).first();
  await openTask(page, row.getByRole('link'));
}

test.describe('task files and client access', () => {
  test('croudie.active submits work with a file, then downloads it from the attachments', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    // Task 6 is this journey's: the others that change croudie.active's tasks take tasks of their own.
    await openTaskFromList(page, tenantOrigin('network'), { state: 'In progress' }, 'Optimise keyword list #6');
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

  test('croudie.active saves work with a file without submitting; after a reload the file is still there', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    // Task 5: croudie.active's task in progress for Evergreen Foods (demo data); it stays in progress here.
    await page.goto(`${tenantOrigin('network')}/work/task/5`);
    await expect(stateTag(page)).toHaveText('In progress');
    await page.getByRole('textbox', { name: 'Your work' }).fill('Half way, notes so far attached');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'draft-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('draft notes') });
    await expect(page.locator('.ant-upload-list-item-done', { hasText: 'draft-notes.txt' })).toBeVisible();
    await page.getByRole('button', { name: 'Save without submitting' }).click();
    await expect(page.getByText('Work saved')).toBeVisible();
    await expect(stateTag(page)).toHaveText('In progress');

    await page.reload();
    const saved = page.getByRole('region', { name: 'Saved files, submitted with your work' });
    await expect(saved.getByRole('button', { name: 'Download draft-notes.txt' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your work' })).toHaveValue('Half way, notes so far attached');
    // Saving the text again keeps the file.
    await page.getByRole('textbox', { name: 'Your work' }).fill('Three quarters done');
    await page.getByRole('button', { name: 'Save without submitting' }).click();
    await expect(page.getByText('Work saved').first()).toBeVisible();
    await page.reload();
    await expect(saved.getByRole('button', { name: 'Download draft-notes.txt' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      saved.getByRole('button', { name: 'Download draft-notes.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('draft-notes.txt');
  });

  test('croudie.active sees a pending request as requested and a restricted client as unable to request', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await openTaskFromList(page, tenantOrigin('network'), { client: 'Granite Bank' });
    const access = page.getByRole('region', { name: 'Client access' });
    await expect(access).toContainText('Access requested');
    await expect(access.getByRole('button', { name: 'Request access' })).toHaveCount(0);

    await openTaskFromList(page, tenantOrigin('network'), { client: 'Harbour Hotels' });
    await expect(page.getByRole('region', { name: 'Client access' })).toContainText(
      'Unable to request access: follow up with the access team',
    );

    await openTaskFromList(page, tenantOrigin('network'), { client: 'Acme Outdoor' });
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client access' })).toHaveCount(0);
  });

  test('staff.admin without access to a client asks for it from a task', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await openTaskFromList(page, tenantOrigin('control'), { client: 'Harbour Hotels' });
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

  test.describe('failures', () => {
    // The failed responses below are the point; Chromium logs each as a console error.
    test.use({ allowedConsoleErrors: /status of (500|503)/ });

    test('a file over 50 MB is refused before sending; failed uploads and downloads say so', async ({ page }) => {
      const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'work-e2e-')), 'big.bin');
      fs.writeFileSync(big, '');
      fs.truncateSync(big, 50 * 1024 * 1024 + 1);
      try {
        // The task this journey submits is its own: croudie.active accepts offer 17 (demo data) first.
        const croudie = await apiAs('croudie.active@example.com');
        await must(croudie.graphql('mutation { acceptTaskOffer(taskId: "17") { id } }'));
        await signInAs(page, 'croudie.active@example.com', { tenant: 'network', path: '/work/task/17' });
        await expect(stateTag(page)).toHaveText('In progress');
        let uploads = 0;
        await page.route('**/api/platform/files/private?scope=task', (route) => {
          uploads += 1;
          return uploads === 1
            ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'broken' } } })
            : route.continue();
        });

        await page.locator('input[type=file]').setInputFiles(big);
        await expect(page.getByText('big.bin is larger than the 50 MB limit')).toBeVisible();
        await expect(page.locator('.ant-upload-list-item', { hasText: 'big.bin' })).toHaveCount(0);

        await page.locator('input[type=file]').setInputFiles({ name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from('one') });
        await expect(page.getByText('Failed to upload first.txt - contact support if this problem persists.')).toBeVisible();
        await expect(page.locator('.ant-upload-list-item-error', { hasText: 'first.txt' })).toBeVisible();

        await page.locator('input[type=file]').setInputFiles({ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('two') });
        await expect(page.locator('.ant-upload-list-item-done', { hasText: 'second.txt' })).toBeVisible();
        expect(uploads).toBe(2);
        await page.getByRole('textbox', { name: 'Your work' }).fill('Work with the second file only');
        await page.getByRole('button', { name: 'Submit', exact: true }).click();
        await expect(stateTag(page)).toHaveText('Review in progress');
        await expect(page.getByRole('button', { name: 'Download second.txt' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Download first.txt' })).toHaveCount(0);

        await page.route('**/api/platform/files/private/*/download', (route) => route.fulfill({ status: 503, body: '' }));
        await page.getByRole('button', { name: 'Download second.txt' }).click();
        await expect(page.getByText('Failed to download second.txt - contact support if this problem persists.')).toBeVisible();
      } finally {
        fs.rmSync(path.dirname(big), { recursive: true, force: true });
      }
    });

    test('a failed access request shows the error toast and keeps the dialog open', async ({ page }) => {
      await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
      await openTaskFromList(page, tenantOrigin('control'), { client: 'Granite Bank' });
      await page.route('**/api/platform/clients/*/client-user-permissions/request-access', (route) =>
        route.fulfill({ status: 500, json: {} }),
      );
      const access = page.getByRole('region', { name: 'Client access' });
      await access.getByRole('button', { name: 'Request access' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request access?' });
      await dialog.getByRole('button', { name: 'Request access' }).click();
      await expect(page.getByText('Problem requesting access. Please try again.')).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(access).toContainText('You do not have access to Granite Bank');
    });
  });
});
