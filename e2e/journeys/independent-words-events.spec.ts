import path from 'node:path';
import { repoRoot, tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { buildRemoteVariant, editFile, remotesCli, treeDigest, versionOf } from '../support/remotes';

// Issue 14: a remote published alone brings its own words and its own events (ADRs 0243, 0244). The variant of
// mfe-work adds a text key and an event the host's catalogue has never heard of ('work:variant-hello'); the work page
// publishes it and shows the new words when the host's bus delivers it back. Nothing else is rebuilt.
/** The change a feature team makes: a new word, a new event with its schema, and the page that uses both. */
async function addWordAndEvent(copy: string): Promise<void> {
  await editFile(
    copy,
    'src/text/en.ts',
    'export const en = {',
    "export const en = {\n  'work.variant.arrived': 'Published alone: {name} arrived',",
  );
  await editFile(
    copy,
    'src/events/index.ts',
    /export const PUBLISHES = (publishedEvents\([^;]*\));/,
    "export const PUBLISHES = { ...$1, 'work:variant-hello': v.object({ name: v.pipe(v.string(), v.minLength(1)) }) };",
  );
  await editFile(copy, 'src/events/index.ts', /^/, "import * as v from 'valibot';\n");
  await editFile(
    copy,
    'src/routes/WorkRoute.tsx',
    'export function WorkRoute() {',
    `function VariantHello() {
  const t = useText();
  const { bus } = useMountProps();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const loose = bus as unknown as { subscribe(e: string, h: (p: { name: string }) => void): () => void; publish(e: string, p: unknown): boolean };
    const off = loose.subscribe('work:variant-hello', (p) => setName(p.name));
    loose.publish('work:variant-hello', { name: 'work:variant-hello' });
    return off;
  }, [bus]);
  return name ? <p role="status">{t('work.variant.arrived' as never, { name })}</p> : null;
}

export function WorkRoute() {`,
  );
  await editFile(copy, 'src/routes/WorkRoute.tsx', '<MyTasksTable />', '<VariantHello />\n        <MyTasksTable />');
  await editFile(
    copy,
    'src/routes/WorkRoute.tsx',
    /^/,
    "import { useEffect, useState } from 'react';\nimport { useMountProps } from '@work/shared-ui';\n",
  );
}

test.describe('a remote published alone brings its words and events', () => {
  let originalVersion: string | undefined;

  test.afterAll(async () => {
    if (originalVersion && (await versionOf('mfe-work')) !== originalVersion)
      await remotesCli('rollback', 'mfe-work', '--to', originalVersion);
  });

  test(
    'a new text key and a new event of mfe-work work in the browser with the host untouched',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(300_000);
      originalVersion = await versionOf('mfe-work');
      const hostBefore = await treeDigest(path.join(repoRoot, 'host-shell', 'dist'));
      const label = `e2e-words-${Date.now().toString(36)}`;
      const variant = await buildRemoteVariant('mfe-work', { label, patch: addWordAndEvent });
      try {
        expect(await remotesCli('publish', 'mfe-work', '--from', variant.out)).toMatch(/^published mfe-work@/m);

        const rejected: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'warning' && m.text().includes('[event bus]')) rejected.push(m.text());
        });
        await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
        await page.goto(`${tenantOrigin('network')}/work`);
        await expect(page.getByTestId('remote-version-mfe-work')).toContainText(label);
        // the new word, filled with the new event's payload: the host's bus took the event with mfe-work's own schema
        await expect(page.getByRole('status').filter({ hasText: 'Published alone: work:variant-hello arrived' })).toBeVisible();
        expect(rejected).toEqual([]);
        // the host is the one built before the variant existed
        expect(await treeDigest(path.join(repoRoot, 'host-shell', 'dist'))).toBe(hostBefore);
      } finally {
        await variant.cleanUp();
      }
    },
  );
});
