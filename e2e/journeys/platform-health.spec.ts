import { createHash } from 'node:crypto';
import { REMOTES, plainOrigin } from '../support/env';
import { expect, test } from '../support/fixtures';

interface RegistryEntry {
  name: string;
  version: string;
  manifestUrl: string;
  routes: string[];
  extensions: string[];
  integrity: string;
}

test.describe('the platform is up: gateway, registry and published remotes', () => {
  test('healthz is 200 and the registry lists all seven remotes, each loadable with matching integrity', async ({ request }) => {
    const health = await request.get(`${plainOrigin}/healthz`);
    expect(health.status()).toBe(200);

    const registryResponse = await request.get(`${plainOrigin}/registry.json`);
    expect(registryResponse.headers()['cache-control']).toBe('no-cache');
    const registry = (await registryResponse.json()) as { remotes: RegistryEntry[] };
    expect(registry.remotes.map((r) => r.name).sort()).toEqual([...REMOTES].sort());

    for (const remote of registry.remotes) {
      expect(remote.routes.length + remote.extensions.length, `${remote.name} owns a route or fills a slot`).toBeGreaterThan(0);
      const manifest = await request.get(new URL(remote.manifestUrl, plainOrigin).href);
      expect(manifest.status(), remote.manifestUrl).toBe(200);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const body = await manifest.body();
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, `${remote.name} integrity`).toBe(remote.integrity);
      const entry = await request.get(new URL('remoteEntry.js', new URL(remote.manifestUrl, plainOrigin)).href);
      expect(entry.status(), `${remote.name} remoteEntry.js`).toBe(200);
      expect(entry.headers()['content-type']).toContain('javascript');
    }
  });

  test('the host shell is served for any client-side route, never cached', async ({ request }) => {
    const page = await request.get(`${plainOrigin}/work`, { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(await page.text()).toMatch(/<script[^>]+src=/);
  });
});
