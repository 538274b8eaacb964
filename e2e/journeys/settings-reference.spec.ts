import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

test.describe('settings: reference data', () => {
  test('staff.admin creates, edits and deletes an industry vertical and sees each toast; the list keeps its state in the URL', async ({
    page,
  }) => {
    // own data: a name no other run uses
    const name = `Vertical ${Date.now()}`;
    await signInAs(page, 'staff.admin@example.com', { path: '/settings/verticals' });
    await expect(page.getByRole('heading', { name: 'Industry verticals', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Industry verticals' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // a blank name is refused in the dialog
    await page.getByRole('button', { name: 'Add vertical' }).click();
    const dialog = page.getByRole('dialog', { name: 'New vertical' });
    await expect(dialog.getByLabel('Name')).toBeEditable();
    // A click in the dialog's first frames can be lost on a loaded machine (seen once in CI, not reproduced): Save
    // again until the form answers; a second Save of a blank form is the same request.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This field is required')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record has been successfully created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // search finds it, and the search is in the URL (a reload keeps it)
    await page.getByRole('textbox', { name: 'Search verticals' }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search verticals' })).toHaveValue(name);
    await expect(table.getByRole('row')).toHaveCount(2);

    // the same name again is refused by the server, on the field
    await page.getByRole('button', { name: 'Add vertical' }).click();
    await page.getByRole('dialog', { name: 'New vertical' }).getByLabel('Name').fill(name.toUpperCase());
    await page.getByRole('dialog', { name: 'New vertical' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'New vertical' }).getByText(/already/i)).toBeVisible();
    await page.getByRole('dialog', { name: 'New vertical' }).getByRole('button', { name: 'Cancel' }).click();

    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${name}` }), 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit vertical' });
    await edit.getByLabel('Name').fill(`${name} renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    // the search no longer matches the whole new name, but still its start
    await expect(table.getByRole('row', { name: new RegExp(`${name} renamed`) })).toBeVisible();

    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${name} renamed` }), 'Delete');
    const confirm = page.getByRole('dialog').filter({ hasText: `${name} renamed` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Record has been successfully deleted')).toBeVisible();
    await expect(page.getByText('No verticals found')).toBeVisible();
  });

  test('staff.member reads the verticals but is offered no changes', async ({ page }) => {
    await signInAs(page, 'staff.member@example.com', { path: '/settings/verticals' });
    const table = page.getByRole('table', { name: 'Industry verticals' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add vertical' })).toHaveCount(0);
  });
});
