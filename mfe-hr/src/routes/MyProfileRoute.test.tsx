// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MountProps, Session, Tenant } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { AppRouter } from '../app/AppRouter';

afterEach(cleanup);

/** Mounts the remote's router at `path` for someone signed in on `tenant`; only the session is read on these pages. */
function openAs(tenant: Tenant, path: string) {
  window.history.replaceState(null, '', path);
  const session = { tenant, roles: [], impersonation: null } as unknown as Session;
  const props = {
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    featureFlags: [],
    theme: {},
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-hr" props={props}>
      <AppRouter basename="/" />
    </RemoteProviders>,
  );
}

describe('/my-profile', () => {
  it('sends a staff member on control to their profile under /employee', () => {
    openAs('control', '/my-profile');
    expect(window.location.pathname).toBe('/employee/my-profile');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Employee');
  });

  it('shows a croudie on the network their own profile page, marked with this remote and build', () => {
    openAs('network', '/my-profile');
    expect(window.location.pathname).toBe('/my-profile');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    expect(screen.getByTestId('remote-version-mfe-hr').textContent).toBe('mfe-hr · Version dev');
  });
});
