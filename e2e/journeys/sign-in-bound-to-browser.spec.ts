import { tenantOrigin } from '../support/env';
import { expect, fillLogin, signInThroughLoginScreen, test } from '../support/fixtures';

// Issue 12: a sign-in belongs to the browser that started it, and tokens stay out of page scripts' reach.
const network = tenantOrigin('network');

test.describe('a sign-in link from another browser', () => {
  // The victim's page reads the interaction and is refused (403).
  test.use({ allowedConsoleErrors: /status of 4\d\d/ });

  test('shows the victim an error page instead of the login form, and the attacker gets no tokens', async ({ page, browser }) => {
    // The attacker starts a sign-in in their own browser and copies the link of its login screen.
    await page.goto(`${network}/login`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    const uid = new URL(page.url()).searchParams.get('interaction')!;

    // The victim, in another browser, opens that link.
    const victimContext = await browser.newContext();
    try {
      const victim = await victimContext.newPage();
      await victim.goto(`${network}/login?interaction=${encodeURIComponent(uid)}`);
      await expect(victim.getByRole('heading', { name: 'This sign-in cannot continue here', level: 1 })).toBeVisible();
      await expect(victim.getByText('can only be finished in the browser that started it')).toBeVisible();
      await expect(victim.getByLabel('Email')).toHaveCount(0);
      // Even posting the password straight to the API is refused.
      const status = await victim.evaluate(async (id) => {
        const response = await fetch(`/api/identity/interaction/${id}/password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: 'croudie.active@example.com', password: 'Demo-Password-2026!' }),
        });
        return response.status;
      }, uid);
      expect(status).toBe(403);

      // The attacker resumes their sign-in: no code comes back, only a new login screen.
      await page.goto(`${network}/api/identity/auth/${uid}`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
      expect(new URL(page.url()).searchParams.get('interaction')).not.toBe(uid);
      expect(page.url()).not.toContain('code=');
      expect((await page.context().cookies()).find((c) => c.name === 'identity_refresh')).toBeUndefined();

      // The victim starts a sign-in of their own from the error page, and it works.
      await victim.getByRole('button', { name: 'Start a new sign-in' }).click();
      await victim.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('interaction') !== uid);
      await fillLogin(victim, 'croudie.active@example.com');
      await victim.waitForURL((url) => !['/login', '/callback'].includes(url.pathname), { timeout: 30_000 });
      await expect(victim.getByRole('button', { name: /account/i })).toBeVisible();
    } finally {
      await victimContext.close();
    }
  });
});

test.describe('tokens after sign-in', () => {
  test('are in no storage a script can read, the refresh cookie is HttpOnly, and a reload keeps the person signed in', async ({ page }) => {
    await signInThroughLoginScreen(page, 'croudie.active@example.com', { path: '/work' });
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT
    expect(stored).not.toContain('auth:tokens');
    expect(await page.evaluate(() => document.cookie)).not.toContain('identity_refresh');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'identity_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/token' });

    await page.reload();
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/work');
  });
});
