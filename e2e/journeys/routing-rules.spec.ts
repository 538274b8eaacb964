import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { expect, fillLogin, signInAs, test } from '../support/fixtures';

// The routing pipeline of shell-and-freelancer.md §2 with the accounts each rule applies to.
// croudie.agreement accepts its agreement here, so this journey needs the fresh e2e database `npm test` starts from.
const network = tenantOrigin('network');
const control = tenantOrigin('control');
const path = (page: Page) => new URL(page.url()).pathname;

test.describe('routing rules', () => {
  test('a visitor who is not signed in signs in and lands on the page they wanted', async ({ page }) => {
    await page.goto(`${network}/payments/invoices?from=link`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await fillLogin(page, 'croudie.active@example.com');
    await page.waitForURL((url) => url.pathname === '/payments/invoices' && url.searchParams.get('from') === 'link');
    // the payments remote, not a fallback, answers there
    await expect(page.getByTestId('remote-version-mfe-payments')).toBeAttached();
  });

  test('/ and /dashboard send an active croudie to /work, and /dashboard/pending is not theirs', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com');
    await expect.poll(() => path(page)).toBe('/work');
    for (const start of ['/', '/dashboard', '/dashboard/pending']) {
      await page.goto(`${network}${start}`);
      await expect.poll(() => path(page)).toBe('/work');
    }
  });

  test('in-app navigation to / or /dashboard lands on the Work page, not an empty area', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { path: '/payments' });
    await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();
    for (const to of ['/', '/dashboard']) {
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      await expect.poll(() => path(page)).toBe('/work');
      await expect(page.getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();
      await page.goBack();
    }
  });

  test('an inactive croudie also goes to /work', async ({ page }) => {
    await signInAs(page, 'croudie.inactive@example.com', { path: '/dashboard' });
    await expect.poll(() => path(page)).toBe('/work');
  });

  test('a pending croudie stays on /dashboard/pending, /academy, /my-profile and /impersonate', async ({ page }) => {
    await signInAs(page, 'croudie.pending@example.com');
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    await page.goto(`${network}/work`);
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    await page.goto(`${network}/payments/invoices`);
    await expect.poll(() => path(page)).toBe('/dashboard/pending');
    // the owning remote answers there (its version marker), not the shell's fallback or another page
    for (const [allowed, remote] of [
      ['/academy', 'mfe-academy'],
      ['/my-profile', 'mfe-hr'],
    ] as const) {
      await page.goto(`${network}${allowed}`);
      await expect(page.getByTestId(`remote-version-${remote}`)).toBeAttached();
      expect(path(page)).toBe(allowed);
    }
    // exempt from every redirect rule
    await page.goto(`${network}/impersonate`);
    await expect(page.getByRole('heading', { name: 'Starting impersonation' })).toBeVisible();
    expect(path(page)).toBe('/impersonate');
  });

  test('croudie.agreement must accept the waiting agreement, then continues to the page they wanted', async ({ page }) => {
    await signInAs(page, 'croudie.agreement@example.com', { path: '/payments' });
    await page.waitForURL((url) => url.pathname === '/agreement' && url.searchParams.get('redirect') === '/payments');
    await expect(page.getByRole('heading', { name: 'Freelancer agreement' })).toBeVisible();
    // no way round it while it waits
    await page.goto(`${network}/work?page=2`);
    await page.waitForURL((url) => url.pathname === '/agreement' && url.searchParams.get('redirect') === '/work?page=2');
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/work' && url.searchParams.get('page') === '2');
    await page.goto(`${network}/payments`);
    await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();
  });

  test('/my-profile on control goes to /employee/my-profile', async ({ page }) => {
    await signInAs(page, 'staff.member@example.com');
    await page.goto(`${control}/my-profile`);
    await expect.poll(() => path(page)).toBe('/employee/my-profile');
  });

  test('language prefix: /en/... loses the prefix, another language and unknown paths are "This page could not be found"', async ({
    page,
  }) => {
    await signInAs(page, 'croudie.active@example.com');
    await page.goto(`${network}/en/payments`);
    await expect.poll(() => path(page)).toBe('/payments');
    await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();
    await page.goto(`${network}/fr/payments`);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.goto(`${network}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('/onboarding outside a frame goes to the configured onboarding address', async ({ page }) => {
    await page.route('https://onboarding.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Onboarding</title><h1>Onboarding site</h1>' }),
    );
    await signInAs(page, 'croudie.active@example.com');
    await page.goto(`${network}/onboarding?brand=acme`);
    await page.waitForURL((url) => url.hostname === 'onboarding.example.com' && url.searchParams.get('brand') === 'acme');
    await expect(page.getByRole('heading', { name: 'Onboarding site' })).toBeVisible();
  });
});
