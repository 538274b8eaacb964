import { describe, expect, it } from 'vitest';
import type { RegistryEntry } from '@work/shared-contracts';
import { absorbOverrideParams, applyOverrides, parseOverrideParam, readOverrides, OVERRIDES_KEY } from './overrides';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const work: RegistryEntry = {
  name: 'mfe-work',
  federationName: 'mfe_work',
  version: '0.1.0',
  manifestUrl: '/remotes/mfe-work/0.1.0/mf-manifest.json',
  routes: ['/work'],
  tenants: ['network'],
  roles: [],
  extensions: [],
  integrity: 'sha384-x',
  publishedAt: null,
};

describe('remote overrides', () => {
  it('parses name=url, keeping = signs inside the URL', () => {
    expect(parseOverrideParam('mfe-payments=http://localhost:9999/mf-manifest.json?a=b')).toEqual([
      'mfe-payments',
      'http://localhost:9999/mf-manifest.json?a=b',
    ]);
    expect(parseOverrideParam('=http://x')).toBeNull();
    expect(parseOverrideParam('mfe-payments=')).toBeNull();
    expect(parseOverrideParam('not a name=http://x')).toBeNull();
  });

  it('reads storage defensively', () => {
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: 'not json' }))).toEqual({});
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: '["x"]' }))).toEqual({});
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: '{"mfe-work":"http://a","mfe-hr":3}' }))).toEqual({
      'mfe-work': 'http://a',
    });
  });

  it('stores query overrides and strips them from the URL', () => {
    const storage = memoryStorage({ [OVERRIDES_KEY]: '{"mfe-hr":"http://hr"}' });
    const clean = absorbOverrideParams(
      new URL('http://localhost/work?x=1&remote-override=mfe-payments%3Dhttp%3A%2F%2Fdead.invalid%2Fmf-manifest.json'),
      storage,
    );
    expect(clean?.toString()).toBe('http://localhost/work?x=1');
    expect(readOverrides(storage)).toEqual({ 'mfe-hr': 'http://hr', 'mfe-payments': 'http://dead.invalid/mf-manifest.json' });
    expect(absorbOverrideParams(new URL('http://localhost/work'), storage)).toBeNull();
  });

  it('applies overrides to registry entries only', () => {
    const [entry] = applyOverrides([work], { 'mfe-work': 'http://localhost:3001/mf-manifest.json', 'mfe-none': 'x' });
    expect(entry?.manifestUrl).toBe('http://localhost:3001/mf-manifest.json');
    expect(entry?.overridden).toBe(true);
    expect(entry?.integrity).toBeNull();
    expect(applyOverrides([work], {})[0]?.overridden).toBe(false);
  });
});
