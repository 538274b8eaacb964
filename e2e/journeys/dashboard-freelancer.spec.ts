import type { Locator, Page } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

/** A day N days before today in croudie.active's zone (Europe/London), as YYYY-MM-DD. */
function londonDay(daysAgo: number): string {
  const now = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const items = (region: Locator) => region.getByRole('listitem');
const importedRows = (page: Page) =>
  card(page, 'Imported tasks')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: /^\s*no (data|imported tasks)\s*$/i });
const rowNames = async (page: Page) => (await importedRows(page).locator('td:nth-child(2)').allTextContents()).map((s) => s.trim()).sort();

/** Relinquish a task from its task view (it leaves the croudie's tasks). */
async function relinquish(page: Page, taskPath: string) {
  await page.goto(`${tenantOrigin('network')}${taskPath}`);
  await page.getByRole('button', { name: 'Relinquish', exact: true }).click();
  // The shell's shared confirm dialog asks first.
  const confirm = page.getByRole('dialog').filter({ hasText: 'Relinquish this task? You will not be paid for it.' });
  await confirm.getByRole('button', { name: 'Relinquish', exact: true }).click();
  // The task leaves the croudie's tasks: the view says so once it reads the task again.
  await expect(page.getByText('Task relinquished').or(page.getByText('This task is not yours')).first()).toBeVisible();
}

test.describe('the freelancer dashboard', () => {
  test('croudie.active sees each dashboard list and accepts a new opportunity there', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/dashboard`);
    // The shell keeps croudies off /dashboard: their dashboard opens /work.
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole('region', { name: 'Your dashboard' })).toBeVisible();
    for (const name of ['Current tasks', 'Current jobs', 'Completed work', 'New opportunities']) {
      await expect(items(card(page, name)).first()).toBeVisible();
    }
    await expect(card(page, 'Current jobs')).toContainText('Spring campaign copy');

    // This journey's own offer (demo task 16; other journeys take other tasks of croudie.active's).
    const offers = card(page, 'New opportunities');
    const current = card(page, 'Current tasks');
    const offerName = 'Tag product feed #16';
    const accept = offers.getByRole('button', { name: `Accept ${offerName}` });
    const taskPath = (await offers.getByRole('link', { name: offerName, exact: true }).getAttribute('href'))!;
    await expect(current.getByRole('link', { name: offerName, exact: true })).toHaveCount(0);
    await accept.click();
    await expect(page.getByText('Offer accepted')).toBeVisible();
    await expect(offers.getByRole('button', { name: `Accept ${offerName}` })).toHaveCount(0);
    await expect(current.getByRole('link', { name: offerName, exact: true })).toBeVisible();

    // Hand it back, so later journeys that open the newest task in progress find the demo data's.
    await relinquish(page, taskPath);
  });

  test('imported tasks: presets, a two-date range, the not-linked hint, discard, bulk discard and create', async ({ page, browser }) => {
    // A long journey with two sign-ins on a shared 2-core machine.
    test.setTimeout(180_000);
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    const imported = card(page, 'Imported tasks');
    await expect(imported.getByRole('table')).toBeVisible();

    // Today: the two imports of today; the unlinked project cannot become a task and says why.
    await imported.getByText('Today', { exact: true }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Check brand terms in the footer', 'Rewrite the homepage hero copy']);
    const unlinked = importedRows(page).filter({ hasText: 'Check brand terms in the footer' });
    await expect(unlinked).toContainText('The source project is not linked to a client channel');
    await expect(unlinked.getByRole('button', { name: 'Create task from Check brand terms in the footer' })).toBeDisabled();
    await expect(
      importedRows(page)
        .filter({ hasText: 'Rewrite the homepage hero copy' })
        .getByRole('button', { name: /^Create task/ }),
    ).toBeEnabled();

    await imported.getByText('Yesterday', { exact: true }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Proofread the pricing page']);

    // Week turns on range mode: the two dates show the week.
    await imported.getByText('Week', { exact: true }).click();
    const first = imported.getByRole('textbox', { name: 'First date' }).or(imported.getByLabel('First date'));
    const second = imported.getByLabel('Second date');
    await expect(first).not.toHaveValue(await second.inputValue());

    // Two picked dates, later one first: the earlier becomes the start.
    await imported.getByText('All dates', { exact: true }).click();
    await first.fill(londonDay(0));
    await second.fill(londonDay(3));
    await expect(first).toHaveValue(londonDay(3));
    await expect(second).toHaveValue(londonDay(0));
    await expect
      .poll(() => rowNames(page))
      .toEqual([
        'Check brand terms in the footer',
        'Proofread the pricing page',
        'Rewrite the homepage hero copy',
        'Update meta descriptions',
      ]);

    // A discard that fails (another tab discarded it first) says so.
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await signInAs(other, 'croudie.active@example.com', { tenant: 'network', path: '/work' });
      await expect(card(other, 'Imported tasks').getByText('Proofread the pricing page')).toBeVisible();
      await other.getByRole('button', { name: 'Discard Proofread the pricing page' }).click();
      await expect(other.getByText('1 task(s) discarded')).toBeVisible();
    } finally {
      await otherContext.close();
    }
    await page.getByRole('button', { name: 'Discard Proofread the pricing page' }).click();
    await expect(page.getByText('Failed to discard task(s)')).toBeVisible();
    await expect.poll(() => rowNames(page)).not.toContain('Proofread the pricing page');

    // Bulk discard two.
    await imported.getByRole('checkbox', { name: 'Select Check brand terms in the footer' }).check();
    await imported.getByRole('checkbox', { name: 'Select Rewrite the homepage hero copy' }).check();
    await imported.getByRole('button', { name: 'Discard selected (2)' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Discard 2 imported task(s)?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('2 task(s) discarded')).toBeVisible();
    await expect.poll(() => rowNames(page)).toEqual(['Update meta descriptions']);

    // Create a task from a linked import: it opens as the croudie's task.
    await imported.getByRole('button', { name: 'Create task from Update meta descriptions' }).click();
    await expect(page).toHaveURL(/\/work\/task\/\d+$/);
    // the task view replaces the dashboard once its data is in (one heading, found by its name)
    await expect(page.getByRole('heading', { level: 2, name: 'Update meta descriptions' })).toBeVisible();
    await relinquish(page, new URL(page.url()).pathname);
  });
});
