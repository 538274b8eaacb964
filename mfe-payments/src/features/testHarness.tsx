// Test support (jsdom): a payments screen over a fake GraphQL endpoint and REST (apiFetch), the outside boundaries of
// these tests; the bus records toasts and events and answers the shell's confirm dialog.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type MountProps, type Session, type Tenant } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import type { fakeApi } from '@work/shared-ui/testing/fakeGraphQL';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/**
 * Renders `children` at `path` for someone on `tenant` with `roles`, over `api`: in a MemoryRouter, or, for the remote's
 * own AppRouter (`ownRouter`), at that path of the window's history.
 */
export function renderScreen(
  children: ReactNode,
  {
    api,
    path,
    tenant = 'network',
    roles = ['croudie-active'],
    apiFetch = async () => new Response(null, { status: 404 }),
    ownRouter = false,
  }: {
    api: ReturnType<typeof fakeApi>;
    path: string;
    tenant?: Tenant;
    roles?: string[];
    apiFetch?: MountProps['apiFetch'];
    ownRouter?: boolean;
  },
) {
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const created: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('invoicing:invoice-created', (event) => void created.push(event.invoiceId));
  bus.subscribe('confirm:show', (request) => void bus.publish('confirm:answered', { id: request.id, confirmed: true }));
  const me = { id: '7', kind: tenant === 'network' ? 'CROUDIE' : 'USER', timezone: 'Europe/London', firstName: 'Ann', lastName: 'Example' };
  const session = { tenant, roles, me, impersonation: null } as unknown as Session;
  const navigated: string[] = [];
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    apiFetch,
    navigate: (to: string) => void navigated.push(to),
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  if (ownRouter) window.history.replaceState(null, '', path);
  render(
    <RemoteProviders remote="mfe-payments" props={props}>
      {ownRouter ? children : <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
    </RemoteProviders>,
  );
  return { toasts, created, navigated };
}
