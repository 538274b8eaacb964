import type { Page, Request } from '@playwright/test';
import { reportConnection } from '../support/connection';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

const origin = tenantOrigin('network');
const workHeading = (page: Page) => page.getByRole('region', { name: 'mfe-work' }).getByRole('heading', { name: 'Work', level: 1 });

test.describe('service worker', () => {
  // the journeys run without it (playwright.config.ts); these are the ones about it
  test.use({ serviceWorkers: 'allow' });

  test('registers at /service-worker.js; a repeat visit takes the shell from it, never a remote manifest or the registry', async ({
    page,
  }) => {
    await signInAs(page, 'croudie.active@example.com', { path: '/work' });
    await expect(workHeading(page)).toBeVisible();
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(scriptURL).toBe(`${origin}/service-worker.js`);

    // the first controlled load fills the cache; the second is served from it
    await page.reload();
    await expect(workHeading(page)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${origin}/service-worker.js`);

    const fromWorker = new Map<string, boolean>();
    page.on('response', (r) => fromWorker.set(new URL(r.url()).pathname, r.fromServiceWorker()));
    await page.reload();
    await expect(workHeading(page)).toBeVisible();

    const shellChunks = [...fromWorker.entries()].filter(([p]) => /^\/[^/]+\.[0-9a-f]{10}\.js$/.test(p));
    expect(shellChunks.length, 'hashed shell files were loaded').toBeGreaterThan(0);
    expect(
      shellChunks.filter(([, sw]) => !sw),
      'every hashed shell file came from the service worker',
    ).toEqual([]);
    expect(fromWorker.get('/work'), 'the page itself went through the worker (network first)').toBe(true);

    const manifests = [...fromWorker.entries()].filter(
      ([p]) => p.endsWith('/mf-manifest.json') || p === '/registry.json' || p.endsWith('/remoteEntry.js'),
    );
    expect(manifests.length).toBeGreaterThan(0);
    expect(
      manifests.filter(([, sw]) => sw),
      'manifests, entries and the registry never come from the worker',
    ).toEqual([]);
  });

  test('the registry and the manifests are fetched fresh on every load while the worker controls the page', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { path: '/work' });
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect(workHeading(page)).toBeVisible();
    const registryStatuses: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/registry.json') registryStatuses.push(r.status());
    });
    await page.reload();
    await expect(workHeading(page)).toBeVisible();
    // a revalidation (200 or 304) reached the gateway, not a copy kept by the worker
    expect(registryStatuses.length).toBeGreaterThan(0);
    expect(registryStatuses.every((s) => s === 200 || s === 304)).toBe(true);
  });
});

test.describe('idle prefetch', () => {
  // requests the worker answers are reported through it; block it here so every request is seen from the page
  test.use({ serviceWorkers: 'block' });

  const payments = (r: Request) => r.url().includes('/remotes/mfe-payments/');

  test('2000 ms after start-up the remotes the person can open are warmed, without navigating there', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { path: '/work' });
    await expect(workHeading(page)).toBeVisible();
    const seen: string[] = [];
    page.on('request', (r) => seen.push(r.url()));
    await page.reload();
    await expect(workHeading(page)).toBeVisible();
    await expect
      .poll(() => seen.filter((u) => u.includes('/remotes/mfe-payments/') && /\.[0-9a-f]{10}\.js$/.test(u)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/work');
    // control-only remotes are not the network person's likely remotes
    expect(seen.filter((u) => u.includes('/remotes/mfe-plan/') || u.includes('/remotes/mfe-admin-settings/'))).toEqual([]);
  });

  for (const [label, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched with ${label}`, async ({ page }) => {
      await reportConnection(page, connection);
      await signInAs(page, 'croudie.active@example.com', { path: '/work' });
      await expect(workHeading(page)).toBeVisible();
      const warmed: string[] = [];
      page.on('request', (r) => payments(r) && warmed.push(r.url()));
      await page.reload();
      await expect(workHeading(page)).toBeVisible();
      await page.waitForTimeout(5000);
      expect(warmed).toEqual([]);
    });
  }
});

test.describe('chunk-load failure', () => {
  test.use({
    serviceWorkers: 'block',
    // the broken chunk is the point of this test
    allowedConsoleErrors: /mfe[-_]payments|Loading chunk|ChunkLoadError|ERR_FAILED|Failed to load resource/i,
  });

  test('reloads the page once, then not again within the minute (the fallback shows instead)', async ({ page }) => {
    // no idle prefetch here (data saver): a warmed copy would hide the broken chunk
    await reportConnection(page, { saveData: true });
    await signInAs(page, 'croudie.active@example.com', { path: '/work' });
    await expect(workHeading(page)).toBeVisible();

    // every content-hashed file of mfe-payments fails from now on (its manifest and entry still load)
    await page.route(/\/remotes\/mfe-payments\/[^/]+\/[^/]*\.[0-9a-f]{8,}\.js(\?.*)?$/, (route) => route.abort('failed'));
    let documentLoads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentLoads++;
    });
    const before = await page.evaluate(() => sessionStorage.getItem('shell:chunk-reload-at'));
    expect(before).toBeNull();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
    await reloaded;
    const stamp = Number(await page.evaluate(() => sessionStorage.getItem('shell:chunk-reload-at')));
    expect(Date.now() - stamp).toBeLessThan(60_000);

    // after the one reload the chunk fails again: the fallback shows and the page stays
    await expect(page.getByTestId('remote-failed-mfe-payments')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(3000);
    expect(new URL(page.url()).pathname).toBe('/payments');
    expect(Number(await page.evaluate(() => sessionStorage.getItem('shell:chunk-reload-at')))).toBe(stamp);
    const loadsAfterFallback = documentLoads;
    await page.waitForTimeout(2000);
    expect(documentLoads).toBe(loadsAfterFallback);
  });
});
