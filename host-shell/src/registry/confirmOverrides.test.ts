import { describe, expect, it, vi } from 'vitest';
import { settleRequestedOverrides, type OverrideDecisionDeps } from './confirmOverrides';
import { OVERRIDES_KEY, OVERRIDES_OFF, readOverrides, type OverridePolicy } from './overrides';

const LOCAL: OverridePolicy = { enabled: true, origins: ['http://localhost:*'] };

function setup(href: string, policy: OverridePolicy, answer: boolean) {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  const deps = {
    url: new URL(href),
    policy,
    storage,
    ask: vi.fn<OverrideDecisionDeps['ask']>(async () => answer),
    refuse: vi.fn<OverrideDecisionDeps['refuse']>(),
    replaceUrl: vi.fn<OverrideDecisionDeps['replaceUrl']>(),
  } satisfies OverrideDecisionDeps;
  return { deps, storage, data };
}

const link = (...pairs: string[]) =>
  `http://network.localhost:8080/work?${pairs.map((p) => `remote-override=${encodeURIComponent(p)}`).join('&')}`;

describe('a link asking for remote overrides', () => {
  it('stores an allowed override only after the person confirms it', async () => {
    const { deps, storage } = setup(link('mfe-work=http://localhost:3001/mf-manifest.json'), LOCAL, true);
    await settleRequestedOverrides(deps);
    expect(deps.ask).toHaveBeenCalledWith({ 'mfe-work': 'http://localhost:3001/mf-manifest.json' });
    expect(readOverrides(storage, LOCAL)).toEqual({ 'mfe-work': 'http://localhost:3001/mf-manifest.json' });
    expect(deps.replaceUrl).toHaveBeenCalledWith(new URL('http://network.localhost:8080/work'));
  });

  it('stores nothing when the person chooses Ignore, and the parameter still leaves the address', async () => {
    const { deps, data } = setup(link('mfe-work=http://localhost:3001/mf-manifest.json'), LOCAL, false);
    await settleRequestedOverrides(deps);
    expect(deps.ask).toHaveBeenCalledOnce();
    expect(data.has(OVERRIDES_KEY)).toBe(false);
    expect(deps.replaceUrl).toHaveBeenCalledOnce();
  });

  it('never offers an origin outside the allowlist: it is reported as refused and not stored', async () => {
    const { deps, data } = setup(link('mfe-work=https://evil.example/mf-manifest.json'), LOCAL, true);
    await settleRequestedOverrides(deps);
    expect(deps.ask).not.toHaveBeenCalled();
    expect(deps.refuse).toHaveBeenCalledWith({ 'mfe-work': 'https://evil.example/mf-manifest.json' }, LOCAL);
    expect(data.has(OVERRIDES_KEY)).toBe(false);
  });

  it('with overrides off (a production deployment), asks nothing and stores nothing', async () => {
    const { deps, data } = setup(link('mfe-work=http://localhost:3001/mf-manifest.json'), OVERRIDES_OFF, true);
    await settleRequestedOverrides(deps);
    expect(deps.ask).not.toHaveBeenCalled();
    expect(deps.refuse).toHaveBeenCalledOnce();
    expect(data.has(OVERRIDES_KEY)).toBe(false);
  });

  it('does nothing for an address without override parameters', async () => {
    const { deps } = setup('http://network.localhost:8080/work?tab=1', LOCAL, true);
    await settleRequestedOverrides(deps);
    expect(deps.ask).not.toHaveBeenCalled();
    expect(deps.replaceUrl).not.toHaveBeenCalled();
  });
});
