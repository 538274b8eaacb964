import { tenantOrigin } from '../support/env';
import { chooseInChain, chooseOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('journal side panel', () => {
  test('a staff member logs a single entry from the toolbar Journal panel and sees "entry saved"', async ({ page }) => {
    // hr.user: no other journey logs journals for it, so the day's progress moves by this entry only
    await signInAs(page, 'hr.user@example.com', { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/`);
    await page.getByRole('button', { name: 'Journal', exact: true }).click();

    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: /^Journal for / })).toBeVisible();
    const form = panel.getByRole('form', { name: /^Journal for / });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // The chain: channels wait for a client, categories for channels, task types for a category.
    await expect(form.getByRole('combobox', { name: 'Channels' })).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Category' })).toBeDisabled();

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
      'Client delivery',
      form.getByRole('combobox', { name: 'Task type' }),
    );
    await chooseOption(page, form.getByRole('combobox', { name: 'Task type' }), 'Optimisation');
    const summary = `Tuned bids on brand campaigns ${Date.now()}`;
    await form.getByLabel('Summary').fill(summary);
    await form.getByRole('spinbutton', { name: 'Minutes' }).fill('75');
    await form.getByRole('spinbutton', { name: 'Minutes' }).blur();
    // minutes overflow into hours
    await expect(form.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('1');
    await expect(form.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('15');

    const progress = panel.getByTestId('journal-day-progress');
    await expect(progress).toBeVisible();
    const before = Number(/^(\d+) of/.exec((await progress.textContent()) ?? '')?.[1]);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('entry saved')).toBeVisible();
    // add-another is on by default: the form stays open, empty, on the same day
    await expect(form.getByLabel('Summary')).toHaveValue('');
    await expect(panel.getByText(summary)).toBeVisible();
    await expect(progress).toContainText(`${before + 75} of`);
  });

  test('a reload mid-form loses nothing: the draft comes back', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/`);
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: /^Journal for / });
    // the client is really chosen (the channels open up) before the page goes away
    await chooseInChain(
      page,
      form.getByRole('combobox', { name: 'Client' }),
      'Acme Outdoor',
      form.getByRole('combobox', { name: 'Channels' }),
    );
    await form.getByLabel('Summary').fill('Half-written entry');
    await page.reload();
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const again = page.getByRole('dialog').getByRole('form', { name: /^Journal for / });
    await expect(again.getByLabel('Summary')).toHaveValue('Half-written entry');
    await expect(again.getByRole('combobox', { name: 'Channels' })).toBeEnabled();
  });
});
