import type { Page } from '@playwright/test';
import { filterMyTasks, openTask, taskRows } from '../support/my-tasks';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

const FEEDBACK = 'Thorough work that follows the brief; the headings now match the style guide exactly.';

const stateTag = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^(Offered|In progress|Review in progress|Completed)$/)
    .first();

test.describe('the task flow', () => {
  test('croudie.active accepts an offer and submits; staff.admin asks for revisions; the resubmission passes with feedback and ratings', async ({
    page,
    browser,
  }) => {
    // Two people, a dozen steps and the payments page: longer than one journey's default minute on a busy machine.
    test.setTimeout(180_000);
    // The croudie finds an offered task with the server-side state filter.
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work');
    await expect(taskRows(page).first()).toBeVisible();
    await filterMyTasks(page, 'Filter by state', 'Offered');
    // Offer 18 is this journey's (the dashboard journey accepts 16, the files journey 17).
    const firstTask = taskRows(page).filter({ hasText: 'Optimise tracking plan #18' }).getByRole('link');
    const taskName = (await firstTask.textContent())!.trim();
    const taskPath = await openTask(page, firstTask);

    // Offer: accept.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(taskName);
    await expect(page.getByText('Brief', { exact: true })).toBeVisible();
    await expect(page.getByText('Timeline', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText('Offer accepted')).toBeVisible();
    await expect(stateTag(page)).toHaveText('In progress');
    await expect(page.getByText('Timeline', { exact: true })).toBeVisible();

    // Save, then submit.
    await page.getByRole('textbox', { name: 'Your work' }).fill('First version of the work');
    await page.getByRole('button', { name: 'Save without submitting' }).click();
    await expect(page.getByText('Work saved')).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(stateTag(page)).toHaveText('Review in progress');
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);

    // staff.admin (the job owner) asks for revisions.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com', { tenant: 'control' });
      await staff.goto(`${tenantOrigin('control')}${taskPath}`);
      await staff.getByRole('button', { name: 'Request revisions' }).click();
      const revisions = staff.getByRole('dialog');
      await revisions.getByRole('textbox', { name: 'Timeline feedback' }).fill('Please make the headings match the style guide.');
      await revisions.getByRole('button', { name: 'Request revisions' }).click();
      await expect(stateTag(staff)).toHaveText('In progress');

      // The croudie sees the feedback and resubmits.
      await page.reload();
      await expect(stateTag(page)).toHaveText('In progress');
      await expect(page.getByText('Please make the headings match the style guide.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Your work' }).fill('Second version with the headings fixed');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(stateTag(page)).toHaveText('Review in progress');

      // Staff pass it: short feedback is refused, 50+ characters with ratings pass and create the work log.
      await staff.reload();
      await staff.getByRole('button', { name: 'Pass' }).click();
      const pass = staff.getByRole('dialog');
      await pass.getByRole('textbox', { name: 'Timeline feedback' }).fill('Good');
      await pass.getByRole('button', { name: 'Pass' }).click();
      await expect(pass.getByText('Timeline feedback needs at least 50 characters')).toBeVisible();
      await pass.getByRole('textbox', { name: 'Timeline feedback' }).fill(FEEDBACK);
      for (const skill of ['Communication', 'Meeting deadlines', 'Adapting to feedback', 'Quality of work']) {
        await pass.getByRole('radiogroup', { name: skill }).getByRole('radio').nth(2).click();
      }
      await pass.getByRole('textbox', { name: 'Other comments' }).fill('Reliable; staff only');
      await pass.getByRole('button', { name: 'Pass' }).click();
      await expect(stateTag(staff)).toHaveText('Completed');
      await expect(staff.getByText('Private ratings (staff only)')).toBeVisible();
      await expect(staff.getByText('Reliable; staff only')).toBeVisible();
      await expect(staff.getByText(/for payments$/)).toBeVisible();
    } finally {
      await staffContext.close();
    }

    // The croudie sees the completed task with the public feedback, its work log, and none of the private ratings.
    await page.reload();
    await expect(stateTag(page)).toHaveText('Completed');
    await expect(page.getByText(FEEDBACK)).toBeVisible();
    await expect(page.getByText(/for payments$/)).toBeVisible();
    await expect(page.getByText('Private ratings (staff only)')).toHaveCount(0);
    const paymentsText = (await page.getByText(/for payments$/).textContent())!;
    const amount = paymentsText.replace(/ for payments$/, '');

    // The payment centre (mfe-payments) counts the new work among this month's, invoiced next month (other journeys
    // may add work of croudie.active's at the same time: the total is at least this task's amount).
    await page.goto(`${tenantOrigin('network')}/payments`);
    const thisMonth = page.locator('.ant-card').filter({ hasText: 'This month’s work (invoiced next month)' });
    const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));
    await expect
      .poll(async () => pounds((await thisMonth.getByText(/^£[\d,]+\.\d\d$/).textContent()) ?? '£0.00'))
      .toBeGreaterThanOrEqual(pounds(amount));
  });
});
