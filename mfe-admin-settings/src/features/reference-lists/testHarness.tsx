// Test support (jsdom): a settings screen over a fake GraphQL endpoint, the one outside boundary of these tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import type { fakeApi } from '@work/shared-ui/testing/fakeGraphQL';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/**
 * Renders `children` at `path` for a staff user with `roles`, over `api`. Answers the shell's confirm dialog with
 * `confirm` and records the toasts published.
 */
export function renderScreen(
  children: ReactNode,
  { api, path, roles = ['tech'], confirm = true }: { api: ReturnType<typeof fakeApi>; path: string; roles?: string[]; confirm?: boolean },
) {
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => void bus.publish('confirm:answered', { id: request.id, confirmed: confirm }));
  const session = { tenant: 'control', kind: 'USER', roles, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-admin-settings" props={props}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </RemoteProviders>,
  );
  return { toasts, bus };
}

/** A viewport `width` px wide for antd's breakpoints (jsdom matches no media query). */
export function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const bound = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
    const matches = bound ? (bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2])) : false;
    const noop = () => {};
    return {
      matches,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
