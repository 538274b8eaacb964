import { type ConsoleMessage, type Locator, type Page, test as base, expect } from '@playwright/test';
import { DEMO_PASSWORD, tenantOf, tenantOrigin } from './env';
import type { SignInOptions } from './session';

export { grantSession, signInAs, type SignInOptions } from './session';
export { tenantOf };

/** Fill the shell's own login page (reached through the OIDC authorization request) and wait for the app. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Sign in through the real login screen, as a person would: for the journeys about signing in. Every other journey
 * uses `signInAs` (support/session.ts), which skips the screen. Resolves once the shell is past /login and /callback.
 */
export async function signInThroughLoginScreen(page: Page, email: string, opts: SignInOptions = {}): Promise<void> {
  const tenant = opts.tenant ?? tenantOf(email);
  await page.goto(`${tenantOrigin(tenant)}${opts.path ?? '/'}`);
  // / → /login → the provider's authorization endpoint → /login?interaction=<uid> (the form)
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
  await fillLogin(page, email, opts.password);
  await page.waitForURL((url) => !['/login', '/callback'].includes(url.pathname), { timeout: 30_000 });
}

/** Data rows of a table (the page's only one, or the one named): rows with cells, without antd's "No data" row. */
export function dataRows(page: Page, tableName?: string): Locator {
  return page
    .getByRole('table', tableName ? { name: tableName } : {})
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: /^\s*no data\s*$/i });
}

export interface GuardOptions {
  /**
   * Console errors that are the point of a test (e.g. a dead remote), as one pattern (use `|` for several); anything
   * else fails the test. A single RegExp, because Playwright reads an array option value as [value, fixture options].
   */
  allowedConsoleErrors: RegExp | null;
}

interface Fixtures {
  consoleErrors: string[];
}

/**
 * `test` with a guard: every console error and uncaught page error fails the test unless it matches
 * `allowedConsoleErrors` (set per test or describe with `test.use({ allowedConsoleErrors: /pattern/ })`).
 */
export const test = base.extend<Fixtures & GuardOptions>({
  allowedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors !== null && allowedConsoleErrors.test(text);
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url ? ` (${msg.location().url})` : '';
        const text = `console.error: ${msg.text()}${where}`;
        if (!allowed(text)) errors.push(text);
      };
      page.on('console', onConsole);
      page.on('pageerror', (err) => {
        const text = `uncaught: ${err.message}`;
        if (!allowed(text)) errors.push(text);
      });
      await use(errors);
      if (errors.length > 0) {
        await testInfo.attach('console-errors', { body: errors.join('\n'), contentType: 'text/plain' });
      }
      expect(errors, 'the browser console must stay free of errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
