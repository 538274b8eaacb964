// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page, renderScreen } from '../croudie-admin/testHarness';
import { CroudieSearchPage } from './CroudieSearchPage';

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
  countryCode: 'GB',
  hourlyRate: 25.5,
  status: 'active',
  nativeLanguage: { code: 'en', name: 'English' },
};
const pia = {
  ...ava,
  id: '2',
  principalId: 'croudie-network:croudies:2',
  fullName: 'Pia Pending',
  emailAddress: 'pia@example.com',
  hourlyRate: null,
  status: 'pending',
  nativeLanguage: null,
};

function open(path = '/croudies', roles = ['network_admin']) {
  const api = fakeApi((call: GraphQLCall) =>
    call.operationName === 'HrCroudieSearch' ? { data: { croudies: page([ava, pia], 23) } } : { data: null },
  );
  const screenApi = renderScreen(<CroudieSearchPage />, { api, path, roles });
  return { api, ...screenApi };
}

describe('the croudie search list', () => {
  it('asks for active and pending croudies by name, and shows each as staff read it', async () => {
    const { api } = open();
    const row = await screen.findByRole('row', { name: /Ava Active/ });
    expect(api.callsOf('HrCroudieSearch')[0]!.variables).toEqual({
      pagination: { page: 1, limit: 10 },
      sort: { field: 'name', direction: 'ASC' },
      filters: { search: null, statuses: ['active', 'pending'], countryCode: null, languageCode: null },
    });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['Ava Active', 'ava@example.com', 'United Kingdom', '£25.50', 'English', 'Active']);
    // a rate the caller may not see and a croudie with no native language show as nothing
    const pending = screen.getByRole('row', { name: /Pia Pending/ });
    expect(within(pending).getAllByRole('cell')[3]!.textContent).toBe('—');
    expect(within(row).getByRole('link', { name: 'View Ava Active' }).getAttribute('href')).toBe('/croudies/1');
  });

  it('asks the server for the sort and page chosen', async () => {
    const { api } = open();
    await screen.findByRole('row', { name: /Ava Active/ });
    fireEvent.click(screen.getByRole('columnheader', { name: /Hourly rate/ }));
    await waitFor(() =>
      expect(api.callsOf('HrCroudieSearch').at(-1)!.variables['sort']).toEqual({ field: 'hourlyRate', direction: 'ASC' }),
    );
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(api.callsOf('HrCroudieSearch').at(-1)!.variables['pagination']).toEqual({ page: 2, limit: 10 }));
  });

  it('reads the query from the URL: statuses, search, sort and page', async () => {
    const { api } = open('/croudies?status=suspended&status=blocked&q=ava&sort=-email&page=3&country=GB');
    await screen.findByRole('row', { name: /Ava Active/ });
    expect(api.callsOf('HrCroudieSearch')[0]!.variables).toEqual({
      pagination: { page: 3, limit: 10 },
      sort: { field: 'email', direction: 'DESC' },
      filters: { search: 'ava', statuses: ['suspended', 'blocked'], countryCode: 'GB', languageCode: null },
    });
  });

  it('offers Impersonate to staff allowed to and starts it through the shell', async () => {
    const { navigated } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Ava Active' }));
    expect(navigated).toEqual(['/impersonate?principal=croudie-network%3Acroudies%3A1']);
  });

  it('offers no Impersonate, and no sorting by a rate they cannot see, to staff without the roles', async () => {
    const { api } = open('/croudies?sort=hourlyRate', ['fte_core']);
    await screen.findByRole('row', { name: /Ava Active/ });
    expect(api.callsOf('HrCroudieSearch')[0]!.variables['sort']).toEqual({ field: 'name', direction: 'ASC' });
    expect(screen.queryByRole('button', { name: 'Impersonate Ava Active' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Ava Active' })).toBeTruthy();
  });
});
