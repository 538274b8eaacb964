import { describe, expect, it, vi } from 'vitest';
import { loadRegistry } from './loadRegistry';

const entry = (name: string, routes: string[]) => ({
  name,
  federationName: name.replace(/-/g, '_'),
  version: '1.0.0',
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routes,
  tenants: ['network'],
  roles: [],
  extensions: [],
  integrity: null,
  publishedAt: null,
});

const fakeFetch = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadRegistry', () => {
  it('keeps valid entries and drops one that breaks the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remotes = await loadRegistry(fakeFetch({ remotes: [entry('mfe-work', ['/work']), { name: 'mfe-broken' }] }));
    expect(remotes.map((r) => r.name)).toEqual(['mfe-work']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
  it('rejects a registry whose remotes claim overlapping routes', async () => {
    await expect(loadRegistry(fakeFetch({ remotes: [entry('mfe-work', ['/work']), entry('mfe-rogue', ['/work/task'])] }))).rejects.toThrow(
      /overlaps/,
    );
  });
  it('fails on an HTTP error', async () => {
    await expect(loadRegistry(fakeFetch({}, 503))).rejects.toThrow(/503/);
  });
});
