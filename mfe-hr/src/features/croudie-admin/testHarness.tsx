// Test support (jsdom): a staff screen of mfe-hr over a fake GraphQL endpoint (the outside boundary of these tests);
// the bus records toasts and the confirmations asked, and answers the shell's confirm dialog.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type MountProps, type Session, type Tenant } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import type { fakeApi } from '@work/shared-ui/testing/fakeGraphQL';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

export interface ScreenOptions {
  api: ReturnType<typeof fakeApi>;
  path: string;
  roles?: string[];
  tenant?: Tenant;
  /** The answer the shell's confirm dialog gives. */
  confirm?: boolean;
  /** Render the remote's own router (AppRouter) at `path` of the window's history instead of a MemoryRouter. */
  ownRouter?: boolean;
}

export function renderScreen(
  children: ReactNode,
  { api, path, roles = ['network_admin'], tenant = 'control', confirm = true, ownRouter = false }: ScreenOptions,
) {
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirmations: { title: string; content?: string; okText?: string }[] = [];
  const navigated: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    confirmations.push({ title: request.title, content: request.content, okText: request.okText });
    bus.publish('confirm:answered', { id: request.id, confirmed: confirm });
  });
  const me = { id: '3', kind: tenant === 'network' ? 'CROUDIE' : 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant, roles, me, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: (to: string) => void navigated.push(to),
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  if (ownRouter) window.history.replaceState(null, '', path);
  render(
    <RemoteProviders remote="mfe-hr" props={props}>
      {ownRouter ? children : <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
    </RemoteProviders>,
  );
  return { toasts, confirmations, navigated };
}

/** One page of a connection as the API answers it. */
export const page = <T,>(nodes: T[], total = nodes.length, at = 1, limit = 10) => ({ nodes, pagination: { total, page: at, limit } });

/** A GraphQL refusal as the API gives it. */
export const refusal = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});
