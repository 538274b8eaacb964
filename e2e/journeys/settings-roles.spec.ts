import { apiAs, must } from '../support/api';
import { pickOption, untilEnabled } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

type RoleUsers = { roleSettingsOf: { users: { nodes: { id: string }[] } } };
type Users = { users: { nodes: { id: string; fullName: string; emailAddress: string; roles: string[] | null }[] } };

const ROLE = 'forecasting';

test.describe('settings: roles', () => {
  test('staff.admin gives a role to a colleague, is told when giving it twice, and takes it away again', async ({ page }) => {
    // own data: a seeded colleague (staff.N, never a demo account) without the role
    const admin = await apiAs('staff.admin@example.com');
    const { users } = await must(
      admin.graphql<Users>(
        `query { users(filters: { search: "@example.com" }, pagination: { page: 1, limit: 100 }) { nodes { id fullName emailAddress roles } } }`,
      ),
    );
    const colleague = users.nodes.find((u) => /^staff\.\d+@/.test(u.emailAddress) && !(u.roles ?? []).includes(ROLE));
    expect(colleague, 'a seeded colleague without the role').toBeTruthy();

    await signInAs(page, 'staff.admin@example.com', { path: '/settings/roles' });
    const roles = page.getByRole('table', { name: 'Roles' });
    await roles.getByRole('link', { name: ROLE, exact: true }).click();
    await expect(page.getByRole('heading', { name: ROLE, level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: /^Users/ }).click();
    await expect(page).toHaveURL(/tab=users/);

    const give = async () => {
      const picker = page.getByRole('combobox', { name: 'Give this role to' });
      const addUser = page.getByRole('button', { name: 'Add user' });
      // the search's list can reload under the pick on a busy machine: pick again until Add user takes it
      await untilEnabled(addUser, async () => {
        await picker.fill(colleague!.fullName);
        await pickOption(page, colleague!.fullName);
      });
      await addUser.click();
    };
    await give();
    await expect(page.getByText('The role has been given')).toBeVisible();
    const holders = page.getByRole('table', { name: `Users with ${ROLE}` });
    await expect(holders.getByRole('row', { name: new RegExp(colleague!.fullName) })).toBeVisible();

    // the same person again: the server refuses with the §8 message
    await give();
    await expect(page.getByText('This user already has this role. Please select a different user')).toBeVisible();

    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${colleague!.fullName}` }), 'Remove from role');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove from role' }).click();
    await expect(page.getByText('The role has been taken away')).toBeVisible();
    await expect(holders.getByRole('row', { name: new RegExp(colleague!.fullName) })).toHaveCount(0);
    const after = await must(
      admin.graphql<RoleUsers>(`query { roleSettingsOf(role: ${ROLE}) { users(pagination: { page: 1, limit: 100 }) { nodes { id } } } }`),
    );
    expect(after.roleSettingsOf.users.nodes.map((u) => u.id)).not.toContain(colleague!.id);
  });

  test('@global-state staff.admin takes an operation away from staff.member’s roles: the list says no access and the API refuses it', async ({
    page,
    browser,
  }) => {
    const admin = await apiAs('staff.admin@example.com');
    const member = await apiAs('staff.member@example.com');
    const memberRoles = ['fte_core', 'job_user'];
    const before = new Map<string, string[]>();
    for (const role of memberRoles) {
      const { roleSettingsOf } = await must(
        admin.graphql<{ roleSettingsOf: { operations: string[] } }>(`query { roleSettingsOf(role: ${role}) { operations } }`),
      );
      before.set(role, roleSettingsOf.operations);
    }
    const verticals = `query { verticals { nodes { id name } } }`;
    expect((await member.graphql(verticals)).errors).toBeUndefined();

    try {
      await signInAs(page, 'staff.admin@example.com', { path: `/settings/roles/${memberRoles[0]}?tab=operations` });
      // the control tenant's address the sign-in landed on
      const origin = new URL(page.url()).origin;
      for (const role of memberRoles) {
        await page.goto(`${origin}/settings/roles/${role}?tab=operations`);
        await expect(page.getByRole('heading', { name: role, level: 2 })).toBeVisible();
        await page.getByRole('searchbox', { name: 'Search operations' }).fill('verticals');
        const allow = page.getByRole('checkbox', { name: 'Allow verticals', exact: true });
        await expect(allow).toBeChecked();
        await allow.uncheck();
        await expect(page.getByText('Unsaved changes: 0 to allow, 1 to refuse')).toBeVisible();
        await page.getByRole('button', { name: 'Save operations' }).click();
        await expect(page.getByText('Record has been successfully updated')).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Allow verticals', exact: true })).not.toBeChecked();
      }

      // the API refuses it to staff.member at once
      const refused = await member.graphql(verticals);
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe('Your roles do not allow the query verticals');

      // and the screen says so instead of listing
      const memberContext = await browser.newContext();
      const memberPage = await memberContext.newPage();
      await signInAs(memberPage, 'staff.member@example.com', { path: '/settings/verticals' });
      const alert = memberPage.getByRole('alert');
      await expect(alert.getByText('No access')).toBeVisible();
      await expect(
        alert.getByText('Your roles do not allow you to see the verticals. Ask an administrator if you need them.'),
      ).toBeVisible();
      await expect(memberPage.getByRole('table', { name: 'Industry verticals' })).toHaveCount(0);
      await memberContext.close();
    } finally {
      for (const [role, operations] of before) {
        await must(
          admin.graphql(`mutation ($operations: [String!]!) { setRoleOperations(role: ${role}, operations: $operations) { role } }`, {
            operations,
          }),
        );
      }
    }
    expect((await member.graphql(verticals)).errors).toBeUndefined();
  });
});
