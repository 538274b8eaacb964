import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

interface ShareInfo {
  instances: string[];
  packages: Record<string, { version: string; from: string; loaded: boolean; useIn: string[] }[]>;
}

/** The Module Federation runtime's view of shared modules, read in the page. */
function readShareScope(): ShareInfo {
  type Entry = { from: string; loaded?: boolean; useIn?: string[] };
  const federation = (
    globalThis as unknown as {
      __FEDERATION__?: {
        __INSTANCES__?: { name: string }[];
        __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
      };
    }
  ).__FEDERATION__;
  const packages: ShareInfo['packages'] = {};
  for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
    for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
      for (const [version, entry] of Object.entries(versions)) {
        (packages[pkg] ??= []).push({ version, from: entry.from, loaded: Boolean(entry.loaded), useIn: entry.useIn ?? [] });
      }
    }
  }
  return { instances: (federation?.__INSTANCES__ ?? []).map((i) => i.name), packages };
}

test.describe('shared libraries reach the browser once', () => {
  test('after visiting several remotes, every shared library is loaded once and the core ones come from the host', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The navigation is built from the registry after sign-in: wait for it before collecting its links.
    await expect(nav.getByRole('link').nth(2)).toBeVisible();
    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    const share = await page.evaluate(readShareScope);
    const remotes = share.instances.filter((name) => name !== 'host_shell');
    expect(remotes.length, `remotes loaded: ${share.instances.join(', ')}`).toBeGreaterThanOrEqual(2);

    // one loaded copy of everything shared (whoever loaded it first provides it to all)
    for (const [pkg, versions] of Object.entries(share.packages)) {
      const loaded = versions.filter((v) => v.loaded);
      expect(loaded.length, `${pkg}: loaded copies ${JSON.stringify(versions)}`).toBeLessThanOrEqual(1);
    }
    // what the shell itself runs on is the host's copy
    // antd component by component (ADR 0250)
    const core = ['react', 'react-dom/client', 'react/jsx-runtime', '@work/shared-ui', '@work/shared-contracts'];
    for (const pkg of [...core, 'antd/es/config-provider', 'antd/es/button']) {
      const loaded = share.packages[pkg]?.find((v) => v.loaded);
      expect(loaded?.from, `${pkg} is shared and comes from the host`).toBe('host_shell');
    }
    expect(share.packages.antd, 'antd is never shared whole').toBeUndefined();
    // a component only a remote renders is loaded once when it first does (remotes build no antd: build.mjs refuses it)
    const table = share.packages['antd/es/table']?.filter((v) => v.loaded) ?? [];
    expect(table).toHaveLength(1);
    expect(table[0]?.useIn).toContain('mfe_work');
    // every remote rendered with the host's React, not a copy of its own: its JSX compiles to react/jsx-runtime, and
    // a remote whose lifecycles come from shared-ui may not import react itself
    const reactUsers = ['react', 'react/jsx-runtime'].flatMap((pkg) => share.packages[pkg]?.find((v) => v.loaded)?.useIn ?? []);
    for (const remote of remotes) expect(reactUsers, `${remote} uses the host's React`).toContain(remote);
  });
});
