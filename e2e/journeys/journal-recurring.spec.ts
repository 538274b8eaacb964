import type { Page } from '@playwright/test';
import { plainOrigin, tenantOrigin } from '../support/env';
import { chooseInChain, chooseOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';

/** Signs academy.user in (no other journey touches its journals), opens the journal's Recurring form and fills the entry (client → task type, summary, minutes). */
async function recurringForm(page: Page, summary: string, minutes: string) {
  await signInAs(page, 'academy.user@example.com', { tenant: 'control' });
  await page.goto(`${tenantOrigin('control')}/`);
  await page.getByRole('button', { name: 'Journal', exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByText('Recurring', { exact: true }).click();
  const form = panel.getByRole('form', { name: 'Recurring' });
  await chooseInChain(
    page,
    form.getByRole('combobox', { name: 'Client' }),
    'Acme Outdoor',
    form.getByRole('combobox', { name: 'Channels' }),
  );
  await chooseInChain(
    page,
    form.getByRole('combobox', { name: 'Channels' }),
    'Paid Search',
    form.getByRole('combobox', { name: 'Category' }),
    { multiple: true },
  );
  await chooseInChain(
    page,
    form.getByRole('combobox', { name: 'Category' }),
    'Account management',
    form.getByRole('combobox', { name: 'Task type' }),
  );
  await chooseOption(page, form.getByRole('combobox', { name: 'Task type' }), 'Planning');
  await form.getByLabel('Summary').fill(summary);
  await form.getByRole('spinbutton', { name: 'Minutes' }).fill(minutes);
  return { panel, form };
}

test.describe('recurring journals', () => {
  test('a staff member creates a weekly recurring entry; the server creates the journal that is already due, and it can be paused', async ({
    page,
  }) => {
    const summary = `Weekly planning ${Date.now()}`;
    const { panel, form } = await recurringForm(page, summary, '30');

    // Weekly defaults to mon–fri; make sure today is one of the days, at 00:00 so today's occurrence is already due.
    const days = form.getByRole('group', { name: 'Days' });
    await expect(days.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await expect(days.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/London' }).format(new Date()),
    );
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

  test(
    'moving the platform clock at runtime: the server creates the weekly journals that fell due',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(150_000);
      // Node (not the browser) calls the gateway: plain localhost, the dev clock is tenant-free.
      const api = `${plainOrigin}/api/dev/clock`;
      const started = (await (await page.request.get(api)).json()) as { now: string };
      const realStart = Date.now();
      try {
        const summary = `Clock moved ${Date.now()}`;
        const { panel, form } = await recurringForm(page, summary, '15');
        // Weekdays (the default) at 23:45: nothing of this schedule is due yet unless it is that late in London.
        await form.getByRole('combobox', { name: 'Time of day' }).fill('23:45');
        await page.keyboard.press('Enter');
        await expect(form.getByTitle('23:45', { exact: true })).toBeVisible();
        await form.getByRole('button', { name: 'Save schedule' }).click();
        await expect(page.getByText('entry saved')).toBeVisible();

        // A weekday after today and before a week from now, in London.
        const { target, weekAhead } = await page.evaluate(() => {
          const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
          const weekday = (d: Date) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/London' }).format(d);
          const now = Date.now();
          let pickDay = '';
          for (let i = 6; i >= 1 && !pickDay; i--) {
            const d = new Date(now + i * 86_400_000);
            if (!['Sat', 'Sun'].includes(weekday(d))) pickDay = day(d);
          }
          return { target: pickDay, weekAhead: day(new Date(now + 7 * 86_400_000)) };
        });
        await panel.getByText('Single', { exact: true }).click();
        const dateInput = panel.getByLabel('Journal date');
        await dateInput.fill(target);
        await expect(panel.getByText(summary)).toHaveCount(0);

        // Move the platform clock a week ahead (12:00 London, after 23:45 of every day before it).
        const moved = await page.request.post(api, { data: { now: `${weekAhead}T12:00:00Z` } });
        expect(moved.ok()).toBe(true);
        // A fresh page reads the day from the server: the scheduler has created the occurrence that fell due.
        await page.reload();
        await page.getByRole('button', { name: 'Journal', exact: true }).click();
        await page.getByRole('dialog').getByLabel('Journal date').fill(target);
        await expect(page.getByRole('dialog').getByText(summary)).toBeVisible();
      } finally {
        // Put the clock back where it would have been, for the journeys after this one.
        await page.request.post(api, { data: { now: new Date(Date.parse(started.now) + (Date.now() - realStart)).toISOString() } });
      }
    },
  );
});
