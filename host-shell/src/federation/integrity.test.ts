// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { EffectiveEntry } from '../registry/overrides';
import { createIntegrityChecks } from './integrity';

const entry = (over: Partial<EffectiveEntry> = {}): EffectiveEntry => ({
  name: 'mfe-work',
  federationName: 'mfe_work',
  version: '0.1.0-abc',
  manifestUrl: '/remotes/mfe-work/0.1.0-abc/mf-manifest.json',
  routes: ['/work'],
  tenants: ['network'],
  roles: [],
  extensions: [],
  integrity: 'sha384-manifest',
  entryIntegrity: 'sha384-entry',
  publishedAt: null,
  track: { kind: 'current' },
  overridden: false,
  ...over,
});

const manifestBody = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } };
const origin = () => window.location.origin;

describe('registry integrity for published remotes', () => {
  it('fetches the manifest with the registry integrity and loads its entry script with the entry integrity', async () => {
    const fetchImpl = vi.fn(async () => Response.json(manifestBody));
    const checks = createIntegrityChecks({ fetchImpl });
    checks.update([entry()]);

    const manifestUrl = `${origin()}/remotes/mfe-work/0.1.0-abc/mf-manifest.json?v=0.1.0-abc`;
    await checks.fetchManifest(manifestUrl, {});
    expect(fetchImpl).toHaveBeenCalledWith(manifestUrl, { integrity: 'sha384-manifest' });

    const script = checks.entryScript(`${origin()}/remotes/mfe-work/0.1.0-abc/remoteEntry.js`);
    expect(script?.integrity).toBe('sha384-entry');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(`${origin()}/remotes/mfe-work/0.1.0-abc/remoteEntry.js`);
  });

  it('adds no integrity for an override (its entry has none) or an unknown address', async () => {
    const fetchImpl = vi.fn(async () => Response.json(manifestBody));
    const checks = createIntegrityChecks({ fetchImpl });
    checks.update([
      entry({ manifestUrl: 'http://localhost:3001/mf-manifest.json', integrity: null, entryIntegrity: null, overridden: true }),
    ]);
    await checks.fetchManifest('http://localhost:3001/mf-manifest.json?v=override-1', {});
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost:3001/mf-manifest.json?v=override-1', {});
    expect(checks.entryScript('http://localhost:3001/remoteEntry.js')).toBeUndefined();
    expect(checks.entryScript(`${origin()}/elsewhere/remoteEntry.js`)).toBeUndefined();
  });

  it('retries a manifest fetch that fails on the network, then gives up with the error', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(manifestBody));
    const checks = createIntegrityChecks({ fetchImpl, retryDelayMs: 1 });
    checks.update([entry()]);
    const response = await checks.fetchManifest(`${origin()}/remotes/mfe-work/0.1.0-abc/mf-manifest.json`);
    expect(response.ok).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('integrity mismatch'));
    const strict = createIntegrityChecks({ fetchImpl: failing, retryDelayMs: 1, retries: 1 });
    strict.update([entry()]);
    await expect(strict.fetchManifest(`${origin()}/remotes/mfe-work/0.1.0-abc/mf-manifest.json`)).rejects.toThrow('integrity mismatch');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
