import { tenantOrigin } from '../support/env';
import { chooseInChain, pickOption as pick } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';


test.describe('recurring journals', () => {
  test('staff.admin creates a weekly recurring entry; the server creates the journal that is already due, and it can be paused', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/`);
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Recurring', { exact: true }).click();
    const form = panel.getByRole('form', { name: 'Recurring' });

    await chooseInChain(page, form.getByRole('combobox', { name: 'Client' }), 'Acme Outdoor', form.getByRole('combobox', { name: 'Channels' }));
    await chooseInChain(page, form.getByRole('combobox', { name: 'Channels' }), 'Paid Search', form.getByRole('combobox', { name: 'Category' }), { multiple: true });
    await chooseInChain(page, form.getByRole('combobox', { name: 'Category' }), 'Account management', form.getByRole('combobox', { name: 'Task type' }));
    await form.getByRole('combobox', { name: 'Task type' }).click();
    await pick(page, 'Planning');
    const summary = `Weekly planning ${Date.now()}`;
    await form.getByLabel('Summary').fill(summary);
    await form.getByRole('spinbutton', { name: 'Minutes' }).fill('30');

    // Weekly defaults to mon–fri; make sure today is one of the days, at 00:00 so today's occurrence is already due.
    const days = form.getByRole('group', { name: 'Days' });
    await expect(days.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await expect(days.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/London' }).format(new Date()));
    const todayBox = days.getByRole('checkbox', { name: today });
    if (!(await todayBox.isChecked())) await todayBox.check({ force: true });
    await form.getByRole('combobox', { name: 'Time of day' }).fill('00:00');
    await page.keyboard.press('Enter');
    await expect(form.getByTitle('00:00', { exact: true })).toBeVisible();
    // The end date input clamps to at most 6 months ahead.
    await form.getByLabel('End date').fill('01/01/2099');
    await form.getByLabel('End date').blur();
    await expect(form.getByLabel('End date')).not.toHaveValue('01/01/2099');

    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('entry saved')).toBeVisible();
    const schedules = panel.getByRole('region', { name: 'Recurring journals' });
    await expect(schedules.getByText(summary)).toBeVisible();
    // Today's occurrence was due, so the server created its journal.
    await panel.getByText('Single', { exact: true }).click();
    await expect(panel.getByText(summary)).toBeVisible();

    await panel.getByText('Recurring', { exact: true }).click();
    await schedules.getByRole('button', { name: `Pause: ${summary}` }).click();
    await expect(schedules.getByText('Paused (read-only)').first()).toBeVisible();
    await expect(schedules.getByRole('button', { name: `Resume: ${summary}` })).toBeVisible();
  });
});
