import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// Impersonation from a URL (documented in host-shell/src/session/impersonation.ts): /impersonate?principal=<id>.
const control = tenantOrigin('control');
const network = tenantOrigin('network');

test.describe('impersonation', () => {
  test('staff.admin views the platform as an agency user, sees the banner and stops at /employee/{id}', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com');
    await page.goto(`${control}/impersonate?principal=${encodeURIComponent('user-service:users:2')}`);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText('You are viewing the platform as Mia Member');
    expect(new URL(page.url()).pathname).toBe('/work');
    // every API call carries the header while impersonating
    const header = page.waitForRequest(
      (r) => r.url().includes('/api/graphql') && r.headers()['x-impersonate-principal'] === 'user-service:users:2',
    );
    await page.reload();
    await header;
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.waitForURL((url) => url.pathname === '/employee/2');
    await expect(page.getByTestId('remote-version-mfe-hr')).toBeAttached(); // the staff profile's remote answers
    // the staff profile itself, as staff.admin sees it again
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Member' })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('impersonate-principal'))).toBeNull();
  });

  test('staff.admin impersonates a croudie in a new network window that closes on stop', async ({ page, context }) => {
    await signInAs(page, 'staff.admin@example.com');
    await page.goto(`${control}/impersonate?principal=${encodeURIComponent('croudie-network:croudies:1')}`);
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open the network app' }).click();
    const popup = await popupPromise;
    // the principal and session entries arrive after 3 s; the window reloads at / and lands on /work
    await popup.waitForURL((url) => url.origin === network && url.pathname === '/work', { timeout: 30_000 });
    const banner = popup.getByTestId('impersonation-banner');
    await expect(banner).toContainText('You are viewing the platform as Ava Active');
    // No token was handed over in storage: the window asks its opener for an access token, again after a reload.
    expect(await popup.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toMatch(/eyJ|auth:tokens/);
    await popup.reload();
    await expect(banner).toContainText('You are viewing the platform as Ava Active');
    const closed = popup.waitForEvent('close');
    // The window closes as the click's own effect, which can be before the click action has finished: only then is
    // its "page closed" error the expected outcome.
    await banner
      .getByRole('button', { name: 'Stop impersonating' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;
    // the staff member's own tab is untouched
    expect(await page.evaluate(() => sessionStorage.getItem('impersonate-principal'))).toBeNull();
  });

  test.describe('without the roles', () => {
    test.use({ allowedConsoleErrors: /status of 4\d\d/ });

    test('staff.member sees "Unable to impersonate this user"', async ({ page }) => {
      await signInAs(page, 'staff.member@example.com');
      await page.goto(`${control}/impersonate?principal=${encodeURIComponent('croudie-network:croudies:1')}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to impersonate this user' })).toBeVisible();
      await page.goto(`${control}/`);
      await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
      await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    });
  });
});
