import { describe, expect, it } from 'vitest';
import type { ChosenEntry } from './rollouts';
import {
  applyOverrides,
  originAllowed,
  overridesInPlay,
  parseOverrideParam,
  readOverridePolicy,
  readOverrides,
  requestedOverrides,
  storeOverrides,
  OVERRIDES_KEY,
  OVERRIDES_OFF,
  type OverridePolicy,
} from './overrides';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const work: ChosenEntry = {
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
  track: { kind: 'current' },
};

const LOCAL: OverridePolicy = { enabled: true, origins: ['http://localhost:*', 'http://127.0.0.1:*'] };

const metaDocument = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === 'meta[name="remote-overrides"]' ? { getAttribute: () => content } : null,
});

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

  it('are off unless the deployment turns them on (no meta tag, a malformed one, or enabled false)', () => {
    expect(readOverridePolicy(metaDocument(null) as never)).toEqual(OVERRIDES_OFF);
    expect(readOverridePolicy(metaDocument('not json') as never)).toEqual(OVERRIDES_OFF);
    expect(readOverridePolicy(metaDocument('{"enabled":false,"origins":["http://localhost:*"]}') as never)).toEqual(OVERRIDES_OFF);
    expect(readOverridePolicy(metaDocument('{"enabled":true,"origins":["http://localhost:*",3]}') as never)).toEqual({
      enabled: true,
      origins: ['http://localhost:*'],
    });
  });

  it('allow only origins on the allowlist; a :* pattern matches any port of that host and scheme', () => {
    expect(originAllowed('http://localhost:3001/mf-manifest.json', LOCAL)).toBe(true);
    expect(originAllowed('http://127.0.0.1:9/mf-manifest.json', LOCAL)).toBe(true);
    expect(originAllowed('https://evil.example/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('http://localhost.evil.example:3001/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('https://localhost:3001/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('http://user:pw@localhost:3001/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('javascript:alert(1)', LOCAL)).toBe(false);
    expect(originAllowed('/remotes/mfe-work/x/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('https://qa.example:8443/m.json', { enabled: true, origins: ['https://qa.example:8443'] })).toBe(true);
    expect(originAllowed('https://qa.example:9443/m.json', { enabled: true, origins: ['https://qa.example:8443'] })).toBe(false);
    expect(originAllowed('http://localhost:3001/mf-manifest.json', OVERRIDES_OFF)).toBe(false);
  });

  it('sort what a link asks for by the policy and strip the parameters, storing nothing', () => {
    const url = new URL(
      'http://localhost/work?x=1&remote-override=mfe-payments%3Dhttp%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json&remote-override=mfe-work%3Dhttps%3A%2F%2Fevil.example%2Fmf-manifest.json',
    );
    const requested = requestedOverrides(url, LOCAL);
    expect(requested.allowed).toEqual({ 'mfe-payments': 'http://localhost:3002/mf-manifest.json' });
    expect(requested.refused).toEqual({ 'mfe-work': 'https://evil.example/mf-manifest.json' });
    expect(requested.cleaned?.toString()).toBe('http://localhost/work?x=1');
    // with overrides off, everything asked for is refused
    expect(requestedOverrides(url, OVERRIDES_OFF).allowed).toEqual({});
    expect(Object.keys(requestedOverrides(url, OVERRIDES_OFF).refused)).toEqual(['mfe-payments', 'mfe-work']);
    expect(requestedOverrides(new URL('http://localhost/work'), LOCAL).cleaned).toBeNull();
  });

  it('read stored overrides defensively and only those the policy allows now', () => {
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: 'not json' }), LOCAL)).toEqual({});
    expect(readOverrides(memoryStorage({ [OVERRIDES_KEY]: '["x"]' }), LOCAL)).toEqual({});
    const stored = memoryStorage({
      [OVERRIDES_KEY]: '{"mfe-work":"http://localhost:3001/m.json","mfe-hr":3,"mfe-plan":"https://evil.example/m.json"}',
    });
    expect(readOverrides(stored, LOCAL)).toEqual({ 'mfe-work': 'http://localhost:3001/m.json' });
    // a production build with overrides off loads none of them, even if storage holds some
    expect(readOverrides(stored, OVERRIDES_OFF)).toEqual({});
  });

  it('are in play for a page with a stored override or a link asking for one, allowed or not (nothing is warmed then)', () => {
    const page = new URL('http://network.localhost/work');
    const asking = new URL('http://network.localhost/work?remote-override=mfe-work@https://evil.example/m.json');
    const stored = memoryStorage({ [OVERRIDES_KEY]: '{"mfe-work":"http://localhost:3001/m.json"}' });
    expect(overridesInPlay(page, memoryStorage({}), LOCAL)).toBe(false);
    expect(overridesInPlay(asking, memoryStorage({}), LOCAL)).toBe(true);
    expect(overridesInPlay(page, stored, LOCAL)).toBe(true);
    // a stored override the policy no longer allows is not loaded, so it is not in play
    expect(overridesInPlay(page, stored, OVERRIDES_OFF)).toBe(false);
  });

  it('store confirmed overrides beside the ones kept before', () => {
    const storage = memoryStorage({ [OVERRIDES_KEY]: '{"mfe-hr":"http://localhost:3005/m.json"}' });
    storeOverrides(storage, { 'mfe-work': 'http://localhost:3001/m.json' });
    expect(readOverrides(storage, LOCAL)).toEqual({
      'mfe-hr': 'http://localhost:3005/m.json',
      'mfe-work': 'http://localhost:3001/m.json',
    });
  });

  it('apply to registry entries only, without the registry integrity', () => {
    const [entry] = applyOverrides([work], { 'mfe-work': 'http://localhost:3001/mf-manifest.json', 'mfe-none': 'x' });
    expect(entry?.manifestUrl).toBe('http://localhost:3001/mf-manifest.json');
    expect(entry?.overridden).toBe(true);
    expect(entry?.integrity).toBeNull();
    expect(entry?.entryIntegrity).toBeNull();
    expect(applyOverrides([work], {})[0]?.overridden).toBe(false);
  });

  it('win over the version a rollout chose for the person, and say so in the track', () => {
    const canary: ChosenEntry = { ...work, version: '0.2.0', track: { kind: 'canary', percent: 50 } };
    const [entry] = applyOverrides([canary], { 'mfe-work': 'http://localhost:3001/mf-manifest.json' });
    expect(entry).toMatchObject({ manifestUrl: 'http://localhost:3001/mf-manifest.json', track: { kind: 'override' } });
    expect(entry?.version).toMatch(/^override-/);
    expect(applyOverrides([canary], {})[0]).toMatchObject({ version: '0.2.0', track: { kind: 'canary', percent: 50 } });
  });
});
