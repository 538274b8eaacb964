// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page, refusal, renderScreen } from '../croudie-admin/testHarness';
import { StaffSearchPage } from './StaffSearchPage';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const mia = {
  id: '2',
  fullName: 'Mia Member',
  emailAddress: 'staff.member@example.com',
  office: 'London',
  roles: ['fte_core', 'job_user'],
  status: 'active',
  teams: [{ id: '1', name: 'Search' }],
};
const noah = {
  ...mia,
  id: '5',
  fullName: 'Noah New',
  emailAddress: 'noah@example.com',
  office: null,
  roles: [],
  status: 'pending',
  teams: [],
};

function open(path = '/employee', roles = ['hr_user'], answer?: (call: GraphQLCall) => Answer | undefined) {
  const api = fakeApi((call) => {
    const given = answer?.(call);
    if (given) return given;
    if (call.operationName === 'HrStaffSearch') return { data: { users: page([mia, noah], 23) } };
    if (call.operationName === 'OfficePicker') return { data: { offices: page([{ id: '3', name: 'Dublin' }]) } };
    if (call.operationName === 'TeamPicker')
      return { data: { teams: page([{ id: '4', name: 'Paid social', office: { id: '3', name: 'Dublin' } }]) } };
    return { data: null };
  });
  return { api, ...renderScreen(<StaffSearchPage />, { api, path, roles }) };
}

describe('the FTE search', () => {
  it('asks for active, pending and reactivated users by name, and shows name, e-mail, office, teams, roles and status', async () => {
    const { api } = open();
    const row = await screen.findByRole('row', { name: /Mia Member/ });
    expect(api.callsOf('HrStaffSearch')[0]!.variables).toEqual({
      pagination: { page: 1, limit: 10 },
      sort: { field: 'name', direction: 'ASC' },
      filters: { search: null, statuses: ['active', 'pending', 'reactivated'], officeId: null, teamId: null, role: null },
    });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Mia Member', 'staff.member@example.com', 'London', 'Search', 'fte_corejob_user', 'Active']);
    expect(within(row).getByRole('link', { name: 'Mia Member' }).getAttribute('href')).toBe('/employee/2');
    const pending = screen.getByRole('row', { name: /Noah New/ });
    expect(
      within(pending)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Noah New', 'noah@example.com', '—', '—', '—', 'Pending']);
  });

  it('reads status, office, team, role, search, sort and page from the URL', async () => {
    const { api } = open('/employee?status=offboarded&office=3&team=4&role=hr_user&q=mia&sort=-office&page=2');
    await screen.findByRole('row', { name: /Mia Member/ });
    expect(api.callsOf('HrStaffSearch')[0]!.variables).toEqual({
      pagination: { page: 2, limit: 10 },
      sort: { field: 'office', direction: 'DESC' },
      filters: { search: 'mia', statuses: ['offboarded'], officeId: '3', teamId: '4', role: 'hr_user' },
    });
  });

  it('asks the server again for a role, an office and a sort chosen on the page', async () => {
    const { api } = open();
    await screen.findByRole('row', { name: /Mia Member/ });
    // jsdom is a narrow screen: the filters are in the sheet behind the Filters button
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByTitle('finance'));
    await waitFor(() =>
      expect(api.callsOf('HrStaffSearch').at(-1)!.variables['filters']).toMatchObject({ role: 'finance', officeId: null }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Office' }));
    fireEvent.click(await screen.findByTitle('Dublin'));
    await waitFor(() =>
      expect(api.callsOf('HrStaffSearch').at(-1)!.variables['filters']).toMatchObject({ role: 'finance', officeId: '3' }),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Email/ }));
    await waitFor(() => expect(api.callsOf('HrStaffSearch').at(-1)!.variables['sort']).toEqual({ field: 'email', direction: 'ASC' }));
  });

  it('says "No users found" when nobody matches', async () => {
    open('/employee', ['hr_user'], (call) => (call.operationName === 'HrStaffSearch' ? { data: { users: page([]) } } : undefined));
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('shows a failed panel that asks again', async () => {
    let fail = true;
    const { api } = open('/employee', ['hr_user'], (call) =>
      call.operationName === 'HrStaffSearch' && fail ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : undefined,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('row', { name: /Mia Member/ })).toBeTruthy();
    expect(api.callsOf('HrStaffSearch')).toHaveLength(2);
  });

  it('offers "Onboard a user" to hr_user only', async () => {
    open();
    expect((await screen.findByRole('link', { name: 'Onboard a user' })).getAttribute('href')).toBe('/onboarding');
    cleanup();
    open('/employee', ['fte_core']);
    await screen.findByRole('row', { name: /Mia Member/ });
    expect(screen.queryByRole('link', { name: 'Onboard a user' })).toBeNull();
  });
});
