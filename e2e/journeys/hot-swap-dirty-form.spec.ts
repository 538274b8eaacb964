import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { buildRemoteVariant, remotesCli, versionOf } from '../support/remotes';

// Issue 14, safe-point hot swap (ADR 0247): a new version of mfe-journal is published while a staff member is typing
// in the journal panel. The shell never swaps it in under their input: it says a new version is available, with
// Reload now and Later, and the typed entry survives the swap as the journal's draft. (The clean case, a swap at the
// next navigation, is part of independent-deploy.spec.ts.)
test.describe('hot swap with unsaved input', () => {
  let originalVersion: string | undefined;

  test.afterAll(async () => {
    if (originalVersion && (await versionOf('mfe-journal')) !== originalVersion)
      await remotesCli('rollback', 'mfe-journal', '--to', originalVersion);
  });

  test(
    'a dirty journal form gets the notice, keeps its input, and takes the new version on Reload now',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(300_000);
      originalVersion = await versionOf('mfe-journal');
      const label = `e2e-swap-${Date.now().toString(36)}`;
      const variant = await buildRemoteVariant('mfe-journal', { label });
      try {
        // academy.user: no other journey types into this account's journal
        await signInAs(page, 'academy.user@example.com', { tenant: 'control' });
        await page.goto(`${tenantOrigin('control')}/`);
        await page.getByRole('button', { name: 'Journal', exact: true }).click();
        const panel = page.getByRole('dialog');
        const marker = panel.getByTestId('remote-version-mfe-journal');
        await expect(marker).toBeVisible();
        const originalText = (await marker.textContent()) ?? '';
        const summary = `Typed before the publish ${Date.now()}`;
        await panel.getByLabel('Summary').fill(summary);

        const registryReread = page.waitForResponse((r) => new URL(r.url()).pathname === '/registry.json');
        expect(await remotesCli('publish', 'mfe-journal', '--from', variant.out)).toMatch(/^published mfe-journal@/m);
        await registryReread;

        const notice = page.getByTestId('remote-update-mfe-journal');
        await expect(notice).toContainText('A new version of Journal is available');
        // nothing was swapped under the typing: same build, same input
        await expect(marker).toHaveText(originalText);
        await expect(panel.getByLabel('Summary')).toHaveValue(summary);

        // Later: the notice goes and the input stays
        await notice.getByRole('button', { name: 'Later' }).click();
        await expect(notice).toBeHidden();
        await expect(panel.getByLabel('Summary')).toHaveValue(summary);
        await expect(marker).toHaveText(originalText);

        // publish again (the same build under a new version) to be asked again, and take it now
        const reread = page.waitForResponse((r) => new URL(r.url()).pathname === '/registry.json');
        await remotesCli('publish', 'mfe-journal', '--from', variant.out, '--version', `${label}-again`);
        await reread;
        await notice.getByRole('button', { name: 'Reload now' }).click();
        await expect(notice).toBeHidden();
        await expect(marker).toContainText(label);
        // the new build came back with the draft: the typed entry survived the swap
        await expect(panel.getByLabel('Summary')).toHaveValue(summary);
      } finally {
        await variant.cleanUp();
      }
    },
  );
});
