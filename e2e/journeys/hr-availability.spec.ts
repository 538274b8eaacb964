import { type Page } from '@playwright/test';
import { apiAs, createStaffUser, must, type OwnStaffUser } from '../support/api';
import { dialogsSettled } from '../support/antd-modal';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// The HR view's availability (issue 19; staff-and-admin.md §2 HR user view, §3 Availability template and Leave event,
// §8; ADR 0273): hr.user changes a colleague's template for today's weekday and the colleague's journal ring, open in a
// browser of their own, follows without a reload; then books leave for them today on the leave calendar, sees it in
// the matrix (and the ring again), and deletes it. The colleague is the journey's own, in a London office, so their
// today is the London day the journey edits (support/api.ts createStaffUser).
const control = tenantOrigin('control');
const HR = 'hr.user@example.com';

// the ring's names (host-shell's text catalogue): a target to measure against, or none (only the minutes)
const RING_WITH_TARGET = 'Journal progress 0%';
const RING_WITHOUT_TARGET = 'Journal: 0 minutes logged today';

/** Today by the platform clock in London (the colleague's zone): its ISO day, weekday and long name. */
async function platformToday() {
  const { platformNow } = await must((await apiAs(HR)).graphql<{ platformNow: string }>('{ platformNow }'));
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .formatToParts(new Date(platformNow))
      .map((p) => [p.type, p.value]),
  );
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(platformNow));
  return { iso, weekday: parts['weekday']!, longName: `${parts['weekday']} ${parts['day']} ${parts['month']} ${parts['year']}` };
}

/** hr.user's template drawer for the colleague, from their row of the matrix (searched by their unique name). */
async function setTodaysMinutes(page: Page, own: OwnStaffUser, weekday: string, hours: number) {
  await page.getByRole('button', { name: `Edit template of ${own.fullName}` }).click();
  const form = page.getByRole('form', { name: `Availability template of ${own.fullName}` });
  await form.getByRole('spinbutton', { name: `${weekday} hours` }).fill(String(hours));
  await form.getByRole('spinbutton', { name: `${weekday} minutes` }).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  // earlier saves' toasts may still show: the newest is this one's
  await expect(page.getByText('Record has been successfully updated').last()).toBeVisible();
}

test('hr.user edits a template and the colleague’s journal ring target changes; adds leave and the matrix shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const own = await createStaffUser({ label: 'availability' });
  const today = await platformToday();

  // the colleague, signed in in a browser of their own, with the toolbar's journal ring
  const theirs = await browser.newContext();
  try {
    const colleague = await theirs.newPage();
    await signInAs(colleague, own.email, { tenant: 'control', password: own.password, path: '/work' });
    const ring = colleague.getByTestId('journal-progress');
    await expect(ring).toBeVisible({ timeout: 30_000 });

    // (1) hr.user gives today's weekday an hour, then nothing: the ring follows each save without a reload
    await signInAs(page, HR, { path: `/hr-view/availability?q=${encodeURIComponent(own.lastName)}` });
    await expect(page.getByRole('tab', { name: 'Availability', selected: true })).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: own.fullName });
    await expect(row).toHaveCount(1);

    await setTodaysMinutes(page, own, today.weekday, 1);
    await expect(row.getByTestId(`matrix-cell-${today.iso}`)).toContainText('1h');
    await expect(ring).toHaveAccessibleName(RING_WITH_TARGET);

    await setTodaysMinutes(page, own, today.weekday, 0);
    await expect(row.getByTestId(`matrix-cell-${today.iso}`)).toContainText('0h');
    await expect(ring).toHaveAccessibleName(RING_WITHOUT_TARGET);

    await setTodaysMinutes(page, own, today.weekday, 7);
    await expect(ring).toHaveAccessibleName(RING_WITH_TARGET);

    // (2) leave for the colleague today, from the leave calendar filtered on them
    const title = `Journey leave ${Date.now().toString(36)}`;
    await page.goto(`${control}/hr-view/leave?person=${own.id}`);
    await page.getByRole('button', { name: `Add leave on ${today.longName}` }).click();
    const form = page.getByRole('form', { name: 'Add leave' });
    await expect(form.getByRole('combobox', { name: 'Person' })).toBeVisible();
    await expect(form).toContainText(own.fullName);
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-enter"]):not([class*="-leave"])')
      .getByTitle('Annual leave', { exact: true })
      .click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record has been successfully created')).toBeVisible();
    await expect(page.getByTestId(`leave-day-${today.iso}`)).toContainText(`${own.fullName}: ${title}`);

    // the matrix shows it on today's cell, and the colleague's ring has no target left today
    await page.goto(`${control}/hr-view/availability?q=${encodeURIComponent(own.lastName)}`);
    const cell = page.getByRole('row').filter({ hasText: own.fullName }).getByTestId(`matrix-cell-${today.iso}`);
    await expect(cell).toContainText('Annual leave');
    await expect(cell).toContainText(title);
    await expect(cell).toContainText('0h');
    await expect(ring).toHaveAccessibleName(RING_WITHOUT_TARGET);

    // tidy up: the leave goes (behind the shell's confirmation) and the ring has its target back
    await page.goto(`${control}/hr-view/leave?person=${own.id}`);
    await page.getByRole('button', { name: new RegExp(`^Edit leave: ${own.fullName}: ${title}`) }).click();
    const editForm = page.getByRole('form', { name: 'Edit leave' });
    await expect(editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await dialogsSettled(page);
    await editForm.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Delete the leave "${title}" of ${own.fullName}?` });
    await expect(confirm).toBeVisible();
    await dialogsSettled(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Record has been successfully deleted')).toBeVisible();
    await expect(page.getByTestId(`leave-day-${today.iso}`)).not.toContainText(title);
    await expect(ring).toHaveAccessibleName(RING_WITH_TARGET);
  } finally {
    await theirs.close();
  }
});
