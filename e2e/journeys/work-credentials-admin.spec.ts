import { apiAs, must } from '../support/api';
import { searchAndChoose } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

// Task credentials admin (staff-and-admin.md §2, §3, §8; ADR 0261): /work/credentials, for task_cred_admin only.
// The journey owns its data: a new account in the built-in provider's directory (addPlatformAccount) becomes its own
// Google DV360 credential of Fjord Insurance; croudie.active borrows it for their task in progress there (task 6, which
// stays in progress in every journey); the journey deletes the credential at the end.

const CLIENT = 'Fjord Insurance';

test.describe('task credentials admin', () => {
  test('staff.admin adds credentials with mixed results, is refused deleting an occupied one, revokes its session, then deletes it', async ({
    page,
  }) => {
    const run = `${process.pid}.${Date.now().toString(36)}`;
    const known = `e2e.dv360.${run}@credentials.example.com`;
    const unknown = `e2e.nobody.${run}@credentials.example.com`;
    const admin = await apiAs('staff.admin@example.com');
    await must(
      admin.graphql(`mutation A($email: String!) { addPlatformAccount(input: { platform: GOOGLE, emailAddress: $email }) { id } }`, {
        email: known,
      }),
    );
    const { clients } = await must(
      admin.graphql<{ clients: { nodes: { id: string; name: string }[] } }>(
        `query { clients(filters: { search: "${CLIENT}" }) { nodes { id name } } }`,
      ),
    );
    const clientId = clients.nodes.find((c) => c.name === CLIENT)!.id;
    // an address already registered for the client and platform (demo data)
    const listed = await must(
      admin.graphql<{ adminTaskCredentials: { nodes: { emailAddress: string }[] } }>(
        `query L($c: [ID!]) { adminTaskCredentials(filters: { clientIds: $c, engineTypes: [googleDv360] }) { nodes { emailAddress } } }`,
        { c: [clientId] },
      ),
    );
    const inUse = listed.adminTaskCredentials.nodes[0]!.emailAddress;

    await signInAs(page, 'staff.admin@example.com', { path: '/work/credentials' });
    await expect(page.getByRole('heading', { name: 'Task credentials', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Task credentials' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // Add: one created, one already in use, one the platform does not know.
    await page.getByRole('button', { name: 'Add credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add task credentials' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await searchAndChoose(page, dialog.getByRole('combobox', { name: 'Client' }), 'Fjord', CLIENT);
    await dialog.getByLabel('Email addresses').fill(`${known}\nnot an address`);
    await searchAndChoose(page, dialog.getByRole('combobox', { name: 'Platform' }), 'DV360', 'Google DV360');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Not all of these are valid email addresses')).toBeVisible();
    await dialog.getByLabel('Email addresses').fill([known, inUse, unknown].join('\n'));
    await dialog.getByLabel('Expiration date').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Add' }).click();

    const results = page.getByRole('dialog', { name: 'Results' }).getByRole('table', { name: 'Results per email address' });
    await expect(results.getByRole('row', { name: new RegExp(known.replace(/\./g, '\\.')) })).toContainText('Created');
    await expect(results.getByRole('row', { name: new RegExp(inUse.replace(/\./g, '\\.')) })).toContainText('Username already in use');
    await expect(results.getByRole('row', { name: new RegExp(unknown.replace(/\./g, '\\.')) })).toContainText('Username not found');
    await expect(page.getByText('Record has been successfully created')).toBeVisible();
    await page.getByRole('dialog', { name: 'Results' }).getByRole('button', { name: 'Done' }).click();

    // croudie.active borrows it for their task in progress for the client.
    const created = await must(
      admin.graphql<{ adminTaskCredentials: { nodes: { id: string }[] } }>(
        `query L($s: String) { adminTaskCredentials(filters: { search: $s }) { nodes { id } } }`,
        { s: known },
      ),
    );
    const croudie = await apiAs('croudie.active@example.com');
    const { task } = await must(
      croudie.graphql<{ task: { state: string; client: { id: string } } }>(`query { task(id: "6") { state client { id } } }`),
    );
    expect(task).toEqual({ state: 'IN_PROGRESS', client: { id: clientId } });
    await must(
      croudie.graphql(`mutation P($input: ProvisionCredentialsInput!) { provisionCredentials(input: $input) { id } }`, {
        input: { taskId: '6', clientId, engineType: 'googleDv360', taskCredentialId: created.adminTaskCredentials.nodes[0]!.id },
      }),
    );

    // The list finds it by e-mail: occupied, held by croudie.active.
    await page.getByRole('textbox', { name: 'Search by email' }).fill(known);
    const row = table.getByRole('row', { name: new RegExp(known.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Occupied');
    await expect(row).toContainText('Held by Ava Active');
    await expect(row).toContainText('Sam Admin');
    await expect(row).toContainText('2099-12-31');

    // Delete is refused while it is occupied (§8).
    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${known}` }), 'Delete');
    await expect(page.getByText("The status must not be 'Occupied' to delete")).toBeVisible();

    // Its sessions: revoke the live one.
    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${known}` }), 'View sessions');
    const drawer = page.getByRole('dialog', { name: `Sessions of ${known}` });
    const sessions = drawer.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row', { name: /Ava Active/ })).toContainText('Live');
    await drawer.getByRole('button', { name: 'Revoke session of Ava Active' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Revoke the session of Ava Active?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Session revoked')).toBeVisible();
    await expect(sessions.getByRole('row', { name: /Ava Active/ })).not.toContainText('Live');
    await expect(drawer.getByRole('button', { name: 'Revoke session of Ava Active' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close sessions' }).click();
    await expect(row).toContainText('Available');

    // Free again, it can be deleted.
    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${known}` }), 'Delete');
    await page
      .getByRole('dialog')
      .filter({ hasText: `Delete ${known}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Record has been successfully deleted')).toBeVisible();
    await expect(page.getByText('No task credentials found')).toBeVisible();
  });

  test('staff.member (no task_cred_admin) cannot open the screen', async ({ page }) => {
    await signInAs(page, 'staff.member@example.com', { path: '/work/credentials' });
    await expect(page.getByRole('heading', { name: 'Task credentials', level: 1 })).toBeVisible();
    await expect(page.getByText('Not allowed')).toBeVisible();
    await expect(page.getByText('Only credential administrators can manage task credentials.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Task credentials' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add credentials' })).toHaveCount(0);
  });
});
