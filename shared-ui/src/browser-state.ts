import { getDefaultStore, useAtom, type WritableAtom } from 'jotai';
import type { MountProps } from '@work/shared-contracts';
import { createBrowserState, usableStorage, type BrowserAtoms, type BrowserState } from '@work/shared-contracts/browser-state';
// By the package's name, not a relative path: the root is the Module Federation shared module, so this is the host's
// copy and its mount-props context, the one RemoteProviders filled. A relative import would bundle a second context.
import { useMountProps } from '@work/shared-ui';

/*
 * `@work/shared-ui/browser-state`: the hooks a remote reads and changes the browser-kept state with (ADR 0259). A
 * subpath, so NOT a shared module: every remote bundles the hooks it was built with, and they work whatever host
 * started it. The state itself comes from the host (`MountProps.state`: one jotai store and its atoms for the whole
 * page, so a change in one remote shows in all). A host older than ADR 0259 passes none; the remote then uses atoms of
 * its own on jotai's default store, over the same storage keys: values are kept and read back after a reload, but
 * another remote on the page sees a change only after its next reload.
 */

let own: BrowserState | undefined;

/** This bundle's own browser state, made on first use: only for a host that passes none. */
export function ownBrowserState(): BrowserState {
  own ??= createBrowserState(
    usableStorage(() => window.localStorage),
    // jotai's default store: the one jotai's hooks use when no Provider is around (an older host's RemoteProviders)
    { store: getDefaultStore() },
  );
  return own;
}

/** The host's browser state from mount props, or this bundle's own when the host passes none. */
export function browserStateOf(props: Pick<MountProps, 'state'>): BrowserState {
  return props.state ?? ownBrowserState();
}

/** The page's browser state: its store and atoms (use an atom with `useBrowserAtom`, or jotai's hooks with `{ store }`). */
export function useBrowserState(): BrowserState {
  return browserStateOf(useMountProps());
}

/**
 * jotai's `useAtom` for one of the browser state's atoms, on the browser state's store:
 * `const [options, setOptions] = useBrowserAtom((atoms) => atoms.journalOptions)`.
 */
export function useBrowserAtom<Value, Args extends unknown[], Result>(
  pick: (atoms: BrowserAtoms) => WritableAtom<Value, Args, Result>,
): [Awaited<Value>, (...args: Args) => Result] {
  const { store, atoms } = useBrowserState();
  return useAtom(pick(atoms), { store });
}
