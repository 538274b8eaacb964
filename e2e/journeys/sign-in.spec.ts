import { tenantOrigin } from '../support/env';
import { dataRows, expect, fillLogin, signInThroughLoginScreen, test } from '../support/fixtures';

test.describe('signing in through the shell', () => {
  test('a croudie signs in on network.localhost and sees their tasks on /work', async ({ page }) => {
    await signInThroughLoginScreen(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    await expect(page.getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My tasks' })).toBeVisible();
    // at least one of their tasks, not the empty state
    await expect(dataRows(page, 'My tasks').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  });

  test('staff sign in on control.localhost', async ({ page }) => {
    await signInThroughLoginScreen(page, 'staff.admin@example.com', { tenant: 'control' });
    expect(new URL(page.url()).hostname).toBe('control.localhost');
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  });

  test.describe('with a refused sign-in', () => {
    test.use({ allowedConsoleErrors: /status of 4\d\d/ });

    test('an account of another tenant cannot sign in on control.localhost', async ({ page }) => {
      await page.goto(`${tenantOrigin('control')}/`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
      await fillLogin(page, 'croudie.active@example.com');
      await expect(page.getByText('Unable to login')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });
});
