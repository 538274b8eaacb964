// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import type { Tenant } from '@work/shared-contracts';
import { AppRouter } from '../app/AppRouter';
import { page, renderScreen } from '../features/croudie-admin/testHarness';

// helper C's profile tabs have their own tests; this route only needs them to render
vi.mock('../features/croudie-profile', () => ({ CroudieProfileTabs: () => null }));

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const ava = {
  id: '1',
  principalId: 'croudie-network:croudies:1',
  fullName: 'Ava Active',
  emailAddress: 'ava@example.com',
  status: 'active',
  availableActions: [],
  countryCode: 'GB',
  hourlyRate: 20,
  nativeLanguage: null,
  offboardAt: '2026-12-01T00:00:00.000Z',
};

function openAs(tenant: Tenant, path: string) {
  const api = fakeApi((call: GraphQLCall) => {
    if (call.operationName === 'HrCroudieSearch') return { data: { croudies: page([ava]) } };
    if (call.operationName === 'HrCroudiesToOffboard') return { data: { croudiesToOffboard: page([ava]) } };
    return { data: { croudie: ava } };
  });
  renderScreen(<AppRouter basename="/" />, {
    api,
    path,
    tenant,
    roles: tenant === 'control' ? ['network_admin'] : ['croudie-active'],
    ownRouter: true,
  });
  return api;
}

// the first test of a run compiles each lazy page and its antd parts: allow a loaded machine more than findBy's 1 s
const LOADED = { timeout: 10_000 };

describe('/croudies', { timeout: 30_000 }, () => {
  it('is the search list for staff on control', async () => {
    openAs('control', '/croudies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Croudies' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Ava Active/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Offboarding list' }).getAttribute('href')).toBe('/croudies/offboarding');
  });

  it('has the offboarding list at /croudies/offboarding', async () => {
    openAs('control', '/croudies/offboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Croudies to offboard' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Ava Active/ }, LOADED)).toBeTruthy();
  });

  it('has the staff view of a croudie at /croudies/:id', async () => {
    const api = openAs('control', '/croudies/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Active' }, LOADED)).toBeTruthy();
    expect(api.callsOf('HrCroudieHeader')[0]!.variables).toEqual({ id: '1' });
  });

  it('knows no croudie by an id that cannot be one', async () => {
    const api = openAs('control', '/croudies/abc');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('does not exist for a croudie on the network', async () => {
    const api = openAs('network', '/croudies');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
