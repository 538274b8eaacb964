// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import type { Tenant } from '@work/shared-contracts';
import { AppRouter } from '../app/AppRouter';
import { page, renderScreen } from '../features/croudie-admin/testHarness';
import { mia } from '../features/staff-profile/staffProfileTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

function openAs(tenant: Tenant, path: string) {
  const api = fakeApi((call: GraphQLCall) => {
    if (call.operationName === 'HrStaffSearch') return { data: { users: page([{ ...mia, office: 'London' }]) } };
    if (call.operationName === 'HrStaffProfile') {
      const id = String(call.variables['id']);
      return { data: { user: { ...mia, id, fullName: id === '3' ? 'Sam Staff' : mia.fullName } } };
    }
    return { data: null };
  });
  renderScreen(<AppRouter basename="/" />, {
    api,
    path,
    tenant,
    roles: tenant === 'control' ? ['fte_core'] : ['croudie-active'],
    ownRouter: true,
  });
  return api;
}

describe('/employee', { timeout: 30_000 }, () => {
  it('is the FTE search for staff on control', async () => {
    openAs('control', '/employee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employees' })).toBeTruthy();
    // the page loads when opened: under a busy test run that takes a while
    expect(await screen.findByRole('row', { name: /Mia Member/ }, { timeout: 10_000 })).toBeTruthy();
  });

  it('has a staff user’s profile at /employee/:id', async () => {
    const api = openAs('control', '/employee/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Member' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsOf('HrStaffProfile')[0]!.variables).toEqual({ id: '2' });
  });

  it('has the signed-in person’s own profile at /employee/my-profile', async () => {
    const api = openAs('control', '/employee/my-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Staff' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.callsOf('HrStaffProfile')[0]!.variables).toEqual({ id: '3' });
  });

  it('knows no user by an id that cannot be one', async () => {
    const api = openAs('control', '/employee/abc');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('does not exist on the network', async () => {
    const api = openAs('network', '/employee');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
