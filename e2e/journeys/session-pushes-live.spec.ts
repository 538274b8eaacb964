import { apiAs, createCroudie } from '../support/api';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// Session pushes delivered over the websocket while the croudie's page is open, triggered by real admin mutations
// made by staff.admin through the API. Each test changes the roles or status of a croudie of its own.
const network = tenantOrigin('network');

const SET_ROLES = 'mutation SetRoles($id: ID!, $roles: [String!]!) { updateCroudieRoles(croudieId: $id, roles: $roles) { id } }';
const SET_STATUS = 'mutation SetStatus($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { id } }';

test.describe('session pushes', () => {
  test('rolesUpdated reloads the open network page to the home page of the new roles', async ({ page }) => {
    const own = await createCroudie({ label: 'roles' });
    await signInAs(page, own.email, { password: own.password });
    await page.goto(`${network}/payments`);
    await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();

    const staff = await apiAs('staff.admin@example.com');
    const changed = await staff.graphql(SET_ROLES, { id: own.croudieId, roles: ['croudie-pending'] });
    expect(changed.errors).toBeUndefined();
    // pending now: the reload lands on their dashboard
    await page.waitForURL((url) => url.pathname === '/dashboard/pending', { timeout: 20_000 });
  });

  test.describe('when suspended', () => {
    // Queries still loading when the suspension lands are refused; the shell's one refresh and its sign-out's
    // revocation are then refused too (400), as they must be for a suspended account: the browser logs both.
    test.use({ allowedConsoleErrors: /\/api\/identity\/token(\/revocation)?\b/ });

    test('forceSignOut signs the open page out when an admin suspends the croudie', async ({ page }) => {
      const own = await createCroudie({ label: 'suspended' });
      await signInAs(page, own.email, { password: own.password });
      await expect(page.getByRole('button', { name: /account/i })).toBeVisible();

      const staff = await apiAs('staff.admin@example.com');
      const changed = await staff.graphql(SET_STATUS, { id: own.croudieId, status: 'suspended' });
      expect(changed.errors).toBeUndefined();
      await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
    });
  });
});
