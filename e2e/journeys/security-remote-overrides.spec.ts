import type { Page, Request } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// Issue 12 (2): remote overrides only where they are meant to be, and published remotes checked by their SRI.
// The platform under test turns overrides on for QA (REMOTE_OVERRIDES=on, localhost origins allowed).

const EVIL = 'https://evil.example/mf-manifest.json';
const LOCAL = 'http://127.0.0.1:9/mf-manifest.json';

function requestsTo(page: Page, host: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === host) seen.push(request);
  });
  return seen;
}

const storedOverrides = (page: Page) => page.evaluate(() => localStorage.getItem('remote-overrides'));

test.describe('remote overrides', () => {
  test.use({ allowedConsoleErrors: /127\.0\.0\.1:9|ERR_CONNECTION_REFUSED|mfe[-_]payments|Failed to fetch|RUNTIME-00\d/i });

  test('a link to an origin outside the allowlist is refused: nothing is fetched from it or stored', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    const evil = requestsTo(page, 'evil.example');
    await page.goto(`${tenantOrigin('network')}/work?remote-override=mfe-work=${encodeURIComponent(EVIL)}`);

    const dialog = page.getByRole('dialog', { name: 'Remote overrides not loaded' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(EVIL);
    await dialog.getByRole('button', { name: 'OK' }).click();

    // the real mfe-work runs; the link's parameter left the address
    await expect(page.getByRole('region', { name: 'mfe-work' }).getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('remote-override')).toBe(false);
    expect(await storedOverrides(page)).toBeNull();
    await expect(page.getByTestId('remote-overrides-marker')).toHaveCount(0);
    expect(evil).toHaveLength(0);
  });

  test('an allowed override is shown first and loads nothing when the person chooses Ignore', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    const local = requestsTo(page, '127.0.0.1:9');
    await page.goto(`${tenantOrigin('network')}/payments?remote-override=mfe-payments=${encodeURIComponent(LOCAL)}`);

    const dialog = page.getByRole('dialog', { name: 'Load remote overrides?' });
    await expect(dialog).toContainText('mfe-payments');
    await expect(dialog).toContainText(LOCAL);
    // nothing of the override has been requested while the question is open
    expect(local).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Ignore' }).click();

    await expect(page.getByRole('region', { name: 'mfe-payments' })).toBeVisible();
    await expect(page.getByTestId('remote-failed-mfe-payments')).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
    expect(local).toHaveLength(0);
    // a reload does not ask again: the parameter is gone
    await page.reload();
    await expect(page.getByRole('region', { name: 'mfe-payments' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Load remote overrides?' })).toHaveCount(0);
  });

  test('an override written into storage by another page for a foreign origin is never loaded', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    const evil = requestsTo(page, 'evil.example');
    await page.evaluate((url) => localStorage.setItem('remote-overrides', JSON.stringify({ 'mfe-work': url })), EVIL);
    await page.goto(`${tenantOrigin('network')}/work`);
    await expect(page.getByRole('region', { name: 'mfe-work' }).getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-overrides-marker')).toHaveCount(0);
    expect(evil).toHaveLength(0);
  });
});

test.describe('published remotes are checked by the registry integrity', () => {
  // routing must see every request (a service worker could answer some itself)
  test.use({
    serviceWorkers: 'block',
    allowedConsoleErrors: /integrity|digest|mfe[-_]payments|RUNTIME-00\d|Failed to fetch|ScriptNetworkError/i,
  });

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    test(`a tampered ${file} does not run: the remote shows its fallback and the rest of the shell works`, async ({ page }) => {
      await page.route(`**/remotes/mfe-payments/*/${file}*`, async (route) => {
        // the test runner's resolver does not know *.localhost: fetch the real file through loopback
        const url = new URL(route.request().url());
        url.hostname = '127.0.0.1';
        const original = await route.fetch({ url: url.href });
        const body = await original.text();
        // one changed byte is enough for SRI
        const tampered = file.endsWith('.json') ? body.replace(/\}\s*$/, ', "tampered": true }') : `${body}\n;window.__tampered = true;`;
        await route.fulfill({ response: original, body: tampered });
      });
      await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
      await page.goto(`${tenantOrigin('network')}/payments`);
      await expect(page.getByTestId('remote-failed-mfe-payments')).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();

      await page.goto(`${tenantOrigin('network')}/work`);
      await expect(page.getByRole('region', { name: 'mfe-work' }).getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
      // the shell may prefetch mfe-payments again while idle on /work: a fetch still in the handler when the page
      // closes is not part of what this journey checks
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
