import { describe, expect, it } from 'vitest';
import type { EffectiveEntry } from '../registry/overrides';
import { changedRemotes, DirtyForms, swapMoment } from './hotSwap';

const entry = (name: string, version: string): EffectiveEntry => ({
  name,
  federationName: name.replace(/-/g, '_'),
  version,
  manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
  routes: [],
  tenants: ['control'],
  roles: [],
  extensions: [],
  integrity: null,
  entryIntegrity: null,
  publishedAt: null,
  track: { kind: 'current' },
  overridden: false,
});

describe('safe-point hot swap', () => {
  it('finds the remotes whose version changed, leaving added and removed remotes for a reload', () => {
    const running = [entry('mfe-work', '1'), entry('mfe-journal', '1'), entry('mfe-hr', '1')];
    const next = [entry('mfe-work', '1'), entry('mfe-journal', '2'), entry('mfe-plan', '1')];
    expect(changedRemotes(running, next).map((e) => `${e.name}@${e.version}`)).toEqual(['mfe-journal@2']);
  });

  it('swaps at once when the remote is not on screen, at the next navigation when it is clean, and asks when it is dirty', () => {
    expect(swapMoment({ inUse: false, dirty: true })).toBe('now');
    expect(swapMoment({ inUse: true, dirty: false })).toBe('next-navigation');
    expect(swapMoment({ inUse: true, dirty: true })).toBe('ask');
  });

  it('keeps a remote dirty while any of its forms is, and clean once the last one is saved or gone', () => {
    const forms = new DirtyForms();
    forms.report('mfe-journal', 'journal-entry', true);
    forms.report('mfe-journal', 'journal-recurring', true);
    forms.report('mfe-journal', 'journal-entry', false);
    expect(forms.isDirty('mfe-journal')).toBe(true);
    expect(forms.isDirty('mfe-work')).toBe(false);
    forms.report('mfe-journal', 'journal-recurring', false);
    expect(forms.isDirty('mfe-journal')).toBe(false);
  });
});
