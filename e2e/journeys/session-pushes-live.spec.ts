import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

// Session pushes delivered over the websocket while the croudie's page is open, triggered by real admin mutations
// made by staff.admin in another browser context. Each test puts the account back as it found it.
const network = tenantOrigin('network');


const SET_ROLES = 'mutation SetRoles($id: ID!, $roles: [String!]!) { updateCroudieRoles(croudieId: $id, roles: $roles) { id } }';
const SET_STATUS = 'mutation SetStatus($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { id } }';

test.describe('session pushes', () => {
  test('rolesUpdated reloads the open network page to the home page of the new roles', async ({ page, browser }) => {
    await signInAs(page, 'croudie.limited@example.com'); // croudie-network:croudies:2
    await page.goto(`${network}/payments`);
    await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com');
      const changed = await graphqlAs(staff, SET_ROLES, { id: '2', roles: ['croudie-pending'] });
      expect(changed.errors).toBeUndefined();
      // pending now: the reload lands on their dashboard
      await page.waitForURL((url) => url.pathname === '/dashboard/pending', { timeout: 20_000 });
    } finally {
      await graphqlAs(staff, SET_ROLES, { id: '2', roles: ['croudie-active'] });
      await staffContext.close();
    }
  });

  test('forceSignOut signs the open page out when an admin suspends the croudie', async ({ page, browser }) => {
    await signInAs(page, 'croudie.inactive@example.com'); // croudie-network:croudies:4
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com');
      const changed = await graphqlAs(staff, SET_STATUS, { id: '4', status: 'suspended' });
      expect(changed.errors).toBeUndefined();
      await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
    } finally {
      await graphqlAs(staff, SET_STATUS, { id: '4', status: 'inactive' });
      await staffContext.close();
    }
  });
});
