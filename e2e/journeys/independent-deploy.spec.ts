import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { buildRemote, registry, remotesCli, treeDigest, versionOf } from '../support/remotes';

test.describe('independent deploy of one remote', () => {
  let originalVersion: string | undefined;

  test.afterAll(async () => {
    // never leave the store on the test build, even when the test failed half-way
    if (originalVersion && (await versionOf('mfe-work')) !== originalVersion) {
      await remotesCli('rollback', 'mfe-work', '--to', originalVersion);
    }
  });

  test(
    'publishing a changed mfe-work swaps it in at the next navigation and after a reload, with nothing else rebuilt; rollback restores it',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(300_000);
      originalVersion = await versionOf('mfe-work');
      expect(originalVersion, 'mfe-work is published').toBeTruthy();
      const othersBefore = (await registry()).filter((r) => r.name !== 'mfe-work');
      const hostBefore = await treeDigest(path.join(repoRoot, 'host-shell', 'dist'));

      await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
      await page.goto(`${tenantOrigin('network')}/work`);
      const marker = page.getByTestId('remote-version-mfe-work');
      await expect(marker).toBeVisible();
      const originalText = (await marker.textContent()) ?? '';

      // a new build of mfe-work only, into a temp folder, with a label no earlier build had
      const label = `e2e-${Date.now().toString(36)}`;
      const out = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-work-build-'));
      await buildRemote(path.join(repoRoot, 'mfe-work'), out, label);
      // the open page hears of the publish from the gateway (/registry/events) and reads the registry again
      const registryReread = page.waitForResponse((r) => new URL(r.url()).pathname === '/registry.json');
      const published = await remotesCli('publish', 'mfe-work', '--from', out);
      expect(published).toMatch(/^published mfe-work@/m);
      const newVersion = await versionOf('mfe-work');
      expect(newVersion).not.toBe(originalVersion);

      // safe-point hot swap (ADR 0247): nothing unsaved on the work page, so the new version comes in at the next
      // navigation, in the same document, not under the person's eyes while they stay put
      await registryReread;
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await expect(marker).toHaveText(originalText);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Payments' }).click();
      await nav.getByRole('link', { name: 'Work' }).click();
      await expect(marker).toContainText(label);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'swapped without a reload').toBe(true);

      const fromNewVersion: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes(`/remotes/mfe-work/${newVersion}/`)) fromNewVersion.push(req.url());
      });
      await page.reload();
      await expect(marker).toContainText(label);
      expect(fromNewVersion.length, 'the browser loaded the new version of mfe-work').toBeGreaterThan(0);
      // the new build works, not only its marker
      await expect(page.getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();

      // nothing else was rebuilt or republished
      expect((await registry()).filter((r) => r.name !== 'mfe-work')).toEqual(othersBefore);
      expect(await treeDigest(path.join(repoRoot, 'host-shell', 'dist'))).toBe(hostBefore);

      // roll back: the previous build is live again after a reload
      expect(await remotesCli('rollback', 'mfe-work')).toContain(`to ${originalVersion}`);
      expect(await versionOf('mfe-work')).toBe(originalVersion);
      await page.reload();
      await expect(marker).toHaveText(originalText);
      await expect(marker).not.toContainText(label);
      await fs.rm(out, { recursive: true, force: true });
    },
  );
});
