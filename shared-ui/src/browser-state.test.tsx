// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { createEventBus, type MountProps } from '@work/shared-contracts';
import { createBrowserState, memoryStorage, type BrowserState } from '@work/shared-contracts/browser-state';
import { RemoteProviders } from './components/RemoteProviders';
import { ownBrowserState, useBrowserAtom, useBrowserState } from './browser-state';
import { TEST_THEME } from './testing/theme';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** What the host hands each remote; only the state matters here (the rest is never touched). */
const propsWith = (state: BrowserState | undefined) =>
  ({ bus: createEventBus(), featureFlags: [], theme: TEST_THEME, ...(state ? { state } : {}) }) as unknown as MountProps;

/** Remote A: the navigation-like star that adds a favourite. */
function Star({ path }: { path: string }) {
  const [favourites, setFavourites] = useBrowserAtom((atoms) => atoms.favourites('p1'));
  return (
    <button onClick={() => setFavourites((list) => [...list, path])} aria-pressed={favourites.includes(path)}>
      Favourite {path}
    </button>
  );
}

/** Remote B: shows the favourites with plain jotai (the Provider RemoteProviders puts around it). */
function FavouriteList() {
  const { atoms } = useBrowserState();
  const favourites = useAtomValue(atoms.favourites('p1'));
  return <output aria-label="favourites">{favourites.join(',') || 'none'}</output>;
}

function AddAnother() {
  const [options, setOptions] = useBrowserAtom((atoms) => atoms.journalOptions);
  return (
    <label>
      <input type="checkbox" checked={options.addAnother} onChange={(e) => setOptions({ addAnother: e.target.checked })} />
      Add another
    </label>
  );
}

/** Two remotes: two React roots, each inside its own RemoteProviders, given the same mount props state. */
function mountTwoRemotes(state: BrowserState | undefined) {
  const a = render(
    <RemoteProviders remote="mfe-a" props={propsWith(state)}>
      <Star path="/plan" />
      <AddAnother />
    </RemoteProviders>,
  );
  const b = render(
    <RemoteProviders remote="mfe-b" props={propsWith(state)}>
      <FavouriteList />
      <AddAnother />
    </RemoteProviders>,
  );
  return { a: within(a.container), b: within(b.container) };
}

describe('browser state shared by the host', () => {
  it("shows one remote's change in another at once, without a reload", () => {
    const storage = memoryStorage();
    const state = createBrowserState(storage, { watch: null });
    const { a, b } = mountTwoRemotes(state);
    expect(b.getByLabelText('favourites').textContent).toBe('none');

    fireEvent.click(a.getByRole('button', { name: 'Favourite /plan' }));
    expect(b.getByLabelText('favourites').textContent).toBe('/plan');
    expect(a.getByRole('button', { name: 'Favourite /plan' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(b.getByRole('checkbox', { name: 'Add another' }));
    expect((a.getByRole('checkbox', { name: 'Add another' }) as HTMLInputElement).checked).toBe(false);
    // and it is kept in the host's storage under the existing keys
    expect(storage.getItem('nav-favourites:p1')).toBe('["/plan"]');
    expect(storage.getItem('journal:options')).toBe('{"addAnother":false}');
  });

  it('follows a change the host makes on the store (e.g. its own menu)', () => {
    const state = createBrowserState(memoryStorage(), { watch: null });
    mountTwoRemotes(state);
    act(() => state.store.set(state.atoms.favourites('p1'), ['/work']));
    expect(screen.getByLabelText('favourites').textContent).toBe('/work');
  });
});

describe('a host that passes no state (older than ADR 0259)', () => {
  it("uses the remote's own atoms over the browser's storage, so values are still kept", () => {
    window.localStorage.setItem('nav-favourites:p1', '["/academy"]');
    const { a, b } = mountTwoRemotes(undefined);
    // read from the storage the previous readers used
    expect(b.getByLabelText('favourites').textContent).toBe('/academy');
    fireEvent.click(a.getByRole('checkbox', { name: 'Add another' }));
    expect(window.localStorage.getItem('journal:options')).toBe('{"addAnother":false}');
    // within one bundle both roots use the same fallback state, and plain jotai hooks (no Provider) agree with it
    expect((b.getByRole('checkbox', { name: 'Add another' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(a.getByRole('button', { name: 'Favourite /plan' }));
    expect(b.getByLabelText('favourites').textContent).toBe('/academy,/plan');
    expect(ownBrowserState().store.get(ownBrowserState().atoms.favourites('p1'))).toEqual(['/academy', '/plan']);
  });
});
