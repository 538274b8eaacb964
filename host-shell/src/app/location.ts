import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  // single-spa patches pushState/replaceState and fires popstate plus its own routing event.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

export function useLocationKey(): string {
  return useSyncExternalStore(subscribe, snapshot);
}

export function currentPathname(): string {
  return window.location.pathname;
}

/** In-shell navigation: a history entry plus the popstate single-spa and the shell both listen to. */
export function shellNavigate(to: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
