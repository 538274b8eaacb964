import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

const DEAD = 'http://127.0.0.1:9/mf-manifest.json';

test.describe('one remote failing to load stays in its own area', () => {
  // the dead remote's load failure is the point of this test
  test.use({
    allowedConsoleErrors: /127\.0\.0\.1:9|ERR_CONNECTION_REFUSED|mfe[-_]payments|Failed to fetch|RUNTIME-00\d/i,
  });

  test('mfe-payments overridden to a dead URL shows its fallback; the toolbar and /work still work', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    const origin = tenantOrigin('network');

    await page.goto(`${origin}/payments?remote-override=mfe-payments=${encodeURIComponent(DEAD)}`);
    // the person is asked first (QA's platform allows localhost origins); confirmed, it is stored and announced
    const question = page.getByRole('dialog', { name: 'Load remote overrides?' });
    await expect(question).toContainText(DEAD);
    await question.getByRole('button', { name: 'Load overrides' }).click();
    expect(await page.evaluate(() => localStorage.getItem('remote-overrides'))).toContain('127.0.0.1:9');
    await expect(page.getByTestId('remote-overrides-marker')).toBeVisible();

    // the fallback with a retry, in the remote's own area
    await expect(page.getByTestId('remote-failed-mfe-payments')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /try again|retry/i })).toBeVisible();

    // the shell around it keeps working
    const account = page.getByRole('button', { name: /account/i });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('menuitem', { name: /sign out|log out/i })).toBeVisible();
    await page.keyboard.press('Escape');

    // and another remote still loads
    await page.goto(`${origin}/work`);
    await expect(page.getByRole('region', { name: 'mfe-work' }).getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-failed-mfe-work')).toHaveCount(0);
    await expect(page.getByTestId('remote-overrides-marker')).toBeVisible();
  });
});
