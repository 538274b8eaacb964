import { describe, expect, it, vi } from 'vitest';
import { rolloutBucket } from '@work/shared-contracts';
import { loadRegistry } from './loadRegistry';
import { prefetchRegistry, takePrefetchedRegistry } from './prefetchRegistry';

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

const viewer = { personKey: 'croudie-network:croudies:1', tenant: 'network' } as const;

describe('loadRegistry', () => {
  it('keeps valid entries and drops one that breaks the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const remotes = await loadRegistry(viewer, fakeFetch({ remotes: [entry('mfe-work', ['/work']), { name: 'mfe-broken' }] }));
    expect(remotes.map((r) => r.name)).toEqual(['mfe-work']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
  it('rejects a registry whose remotes claim overlapping routes', async () => {
    await expect(
      loadRegistry(viewer, fakeFetch({ remotes: [entry('mfe-work', ['/work']), entry('mfe-rogue', ['/work/task'])] })),
    ).rejects.toThrow(/overlaps/);
  });
  it('fails on an HTTP error', async () => {
    await expect(loadRegistry(viewer, fakeFetch({}, 503))).rejects.toThrow(/503/);
  });

  it('answers each remote at the version chosen for the viewer', async () => {
    // croudie 1's bucket for mfe-work is 82: in a 90 % canary, not in a 10 % one
    expect(rolloutBucket('mfe-work', viewer.personKey)).toBe(82);
    const canary = (percent: number) => ({
      ...entry('mfe-work', ['/work']),
      version: '2.0.0',
      manifestUrl: '/remotes/mfe-work/2.0.0/mf-manifest.json',
      rule: { kind: 'canary', percent },
    });
    const [inside] = await loadRegistry(viewer, fakeFetch({ remotes: [{ ...entry('mfe-work', ['/work']), rollouts: [canary(90)] }] }));
    expect(inside).toMatchObject({ version: '2.0.0', manifestUrl: '/remotes/mfe-work/2.0.0/mf-manifest.json', track: { kind: 'canary' } });
    expect(inside).not.toHaveProperty('rollouts');
    const [outside] = await loadRegistry(viewer, fakeFetch({ remotes: [{ ...entry('mfe-work', ['/work']), rollouts: [canary(10)] }] }));
    expect(outside).toMatchObject({ version: '1.0.0', track: { kind: 'current' } });
  });

  it('keeps the current version of a remote whose rollouts are invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...entry('mfe-work', ['/work']), rollouts: [{ version: '2.0.0', rule: { kind: 'canary', percent: 500 } }] };
    const remotes = await loadRegistry(viewer, fakeFetch({ remotes: [broken] }));
    expect(remotes).toMatchObject([{ name: 'mfe-work', version: '1.0.0', track: { kind: 'current' } }]);
    expect(warn).toHaveBeenCalledWith('[registry] dropped the invalid rollouts of an entry', broken, expect.anything());
    warn.mockRestore();
  });
});

describe('prefetchRegistry', () => {
  it('starts the request at once and hands its answer to the first read only', async () => {
    const calls: string[] = [];
    const answer = new Response('{"remotes":[]}');
    prefetchRegistry(async (input) => {
      calls.push(String(input));
      return answer;
    });
    expect(calls).toEqual(['/registry.json']);
    expect(await takePrefetchedRegistry()).toBe(answer);
    expect(takePrefetchedRegistry()).toBeUndefined();
  });

  it('keeps a failed prefetch quiet until the read takes it', async () => {
    prefetchRegistry(() => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetchedRegistry()).rejects.toThrow('offline');
  });
});
