// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MountProps, Session, Tenant } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../app/AppRouter';
import { croudie, openProfile } from '../features/croudie-profile/fakeProfileApi';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

/** Mounts the remote's router at `path` for someone signed in on `tenant`; only the session is read on these pages. */
function openAs(tenant: Tenant, path: string) {
  window.history.replaceState(null, '', path);
  const session = { tenant, roles: [], impersonation: null } as unknown as Session;
  const props = {
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-hr" props={props}>
      <AppRouter basename="/" />
    </RemoteProviders>,
  );
}

const invoicing = {
  id: '12',
  countryCode: 'US',
  usState: null,
  usStateUpdateNeeded: true,
  idDocuments: [],
  invoiceSettings: null,
};

/** The API of croudie 12 (in the US, no state yet): each tab's query, and the save's `save`. */
const api =
  (
    save: (call: GraphQLCall) => Answer = () => ({
      data: { updateCroudieProfile: { id: '12', usState: 'TX', usStateUpdateNeeded: false } },
    }),
  ) =>
  (call: GraphQLCall): Answer => {
    switch (call.operationName) {
      case 'HrCroudieProfile':
        return { data: { croudie } };
      case 'HrCroudieInvoicing':
        return { data: { croudie: invoicing } };
      case 'HrPaymentDetails':
        return { data: { croudie: { id: '12', invoiceSettings: null } } };
      case 'HrCroudieTimeline':
        return { data: { croudie: { id: '12', timeline: { nodes: [], pagination: { total: 0, page: 1, limit: 10 } } } } };
      default:
        return save(call);
    }
  };

describe('/my-profile', { timeout: 30_000 }, () => {
  it('sends a staff member on control to their profile under /employee', () => {
    openAs('control', '/my-profile');
    expect(window.location.pathname).toBe('/employee/my-profile');
  });

  it('shows a croudie on the network their own profile, marked with this remote and build, on the Profile tab', async () => {
    openProfile({ path: '/my-profile', answer: api() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    expect(screen.getByTestId('remote-version-mfe-hr').textContent).toBe('mfe-hr · Version dev');
    // the tabs load with the page the first time it opens
    expect(((await screen.findByLabelText('First name', {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe('Uma');
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
  });

  it('opens the tab the URL names, and puts the tab chosen into the URL', async () => {
    openProfile({ path: '/my-profile?tab=timeline', answer: api() });
    expect(await screen.findByRole('tab', { name: 'Timeline', selected: true }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('No events found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Invoicing & ID' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=invoicing'));
    expect(await screen.findByText('No ID document uploaded yet')).toBeTruthy();
  });

  it('?update_summary=true opens Invoicing & ID with the US state first; saving it tells the shell', async () => {
    const { callsOf, toasts, profileUpdates } = openProfile({ path: '/my-profile?update_summary=true', answer: api() });
    expect(await screen.findByRole('tab', { name: 'Invoicing & ID', selected: true }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('As you live in the US, we need your state for your invoices and tax records.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save state' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(callsOf('HrUpdateCroudieProfile')).toEqual([]);

    const state = screen.getByRole('combobox', { name: 'US state' });
    fireEvent.mouseDown(state);
    // the list of 51 is virtual: search for the state as a person would
    fireEvent.change(state, { target: { value: 'Texas' } });
    fireEvent.click(await screen.findByTitle('Texas'));
    fireEvent.click(screen.getByRole('button', { name: 'Save state' }));
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully updated']));
    expect(callsOf('HrUpdateCroudieProfile').map((c) => c.variables)).toEqual([{ croudieId: '12', input: { usState: 'TX' } }]);
    expect(profileUpdates).toEqual(['12']);
  });

  it('has no 2-Step Verification tab while someone impersonates the croudie', async () => {
    openProfile({ path: '/my-profile', answer: api(), impersonating: true });
    expect(await screen.findByRole('tab', { name: 'Timeline' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '2-Step Verification' })).toBeNull();
    cleanup();
    openProfile({ path: '/my-profile', answer: api() });
    expect(await screen.findByRole('tab', { name: '2-Step Verification' })).toBeTruthy();
  });
});
