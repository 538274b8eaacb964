import { tenantOrigin } from '../support/env';
import { chooseInChain, chooseOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('journal calendar events', () => {
  test('staff.admin creates a journal from a selected calendar event, which is then marked complete', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com', { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/`);
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Calendar events' }).click();
    const calendar = panel.getByRole('region', { name: 'Calendar events' });
    // The demo calendar has a daily 09:30 stand-up: selecting its card toggles it.
    const card = calendar.getByRole('checkbox', { name: /^Team stand-up/ });
    await card.click();
    await expect(card).toHaveAttribute('aria-checked', 'true');
    await calendar.getByRole('button', { name: 'Use selected events' }).click();

    const form = panel.getByRole('form', { name: /^Journal for / });
    await expect(form.getByLabel('Summary')).toHaveValue('Team stand-up');
    await expect(form.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('15');
    await form.getByRole('combobox', { name: 'Client' }).fill('Acme Outdoor');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: 'Channels' })).toBeEnabled();
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
    await chooseOption(page, form.getByRole('combobox', { name: 'Task type' }), 'Client meeting');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('entry saved')).toBeVisible();
    await expect(calendar.getByRole('checkbox', { name: /^Team stand-up/ }).getByText('Journal created')).toBeVisible();
  });
});
