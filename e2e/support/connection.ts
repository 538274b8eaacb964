import type { Page } from '@playwright/test';

/**
 * Makes the page's Network Information API report `connection` (data saver, a 2g estimate), as the device would.
 * Chromium has no switch for either; the shell reads them to skip the idle prefetch of other remotes.
 */
export async function reportConnection(page: Page, connection: { saveData: boolean; effectiveType?: string }): Promise<void> {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}
