// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen, viewport } from '../features/reference-lists/testHarness';
import { ChannelTypesRoute } from './ChannelTypesRoute';
import { QualificationsRoute } from './QualificationsRoute';
import { VerificationsRoute } from './VerificationsRoute';
import { OfficesRoute } from './OfficesRoute';
import { TeamsRoute } from './TeamsRoute';
import { VerticalsRoute } from './VerticalsRoute';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1280);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

const page = <T,>(nodes: T[]) => ({ nodes, pagination: { total: nodes.length } });
/** The API's CONFLICT: a rule of the stored data, naming the input field it is about when there is one (a taken value). */
const conflict = (message: string, field?: string): Answer => ({
  errors: [{ message, extensions: field ? { code: 'CONFLICT', fieldErrors: { [field]: message } } : { code: 'CONFLICT' } }],
});

/** The field's error text under the input labelled `label` in `dialog`. */
function fieldError(dialog: HTMLElement, label: string): string | null {
  const input = within(dialog).getByLabelText(label);
  const item = input.closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

async function openAddDialog(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  // Not found by name: under NODE_ENV=test antd gives every generated id 'test-id', so aria-labelledby can name
  // another element of the page.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('channel types', () => {
  const paidSearch = { id: '3', name: 'Paid Search', slug: 'paid-search', entityId: '8c0f3f47-6a43-4b1a-9d7e-2f6d0c6f1a11' };

  it('lists the name, slug and entity id of each', async () => {
    const api = fakeApi(() => ({ data: { channelTypes: page([paidSearch]) } }));
    renderScreen(<ChannelTypesRoute />, { api, path: '/settings/channel-types' });
    const row = await screen.findByRole('row', { name: /Paid Search/ });
    expect(row.textContent).toContain('paid-search');
    expect(row.textContent).toContain(paidSearch.entityId);
    expect(api.callsOf('SettingsChannelTypes')[0]!.variables).toMatchObject({ sort: { field: 'id', direction: 'DESC' } });
  });

  it('checks the slug in the dialog before asking the server', async () => {
    const api = fakeApi(() => ({ data: { channelTypes: page([]) } }));
    renderScreen(<ChannelTypesRoute />, { api, path: '/settings/channel-types' });
    const dialog = await openAddDialog('Add channel type', 'New channel type');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid Social' } });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'Paid Social' } });
    save(dialog);
    await waitFor(() =>
      expect(fieldError(dialog, 'Slug')).toBe('Lower-case letters and digits in words joined by hyphens, e.g. paid-search'),
    );
    expect(api.callsOf('SettingsCreateChannelType')).toHaveLength(0);
  });

  it.each([
    ['A channel type with this slug already exists', 'Slug', 'channelType.slug'],
    ['A channel type of this name already exists', 'Name', 'channelType.name'],
  ])('shows the server refusing a taken value ("%s") on its field', async (message, field, path) => {
    const api = fakeApi((call: GraphQLCall) =>
      call.operationName === 'SettingsCreateChannelType' ? conflict(message, path) : { data: { channelTypes: page([paidSearch]) } },
    );
    const { toasts } = renderScreen(<ChannelTypesRoute />, { api, path: '/settings/channel-types' });
    const dialog = await openAddDialog('Add channel type', 'New channel type');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid search' } });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'paid-search' } });
    save(dialog);
    await waitFor(() => expect(fieldError(dialog, field)).toBe(message));
    expect(api.callsOf('SettingsCreateChannelType')[0]!.variables).toEqual({ channelType: { name: 'Paid search', slug: 'paid-search' } });
    expect(toasts).toEqual([]);
  });

  it('creates one, says so and reloads the list', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsCreateChannelType'
        ? { data: { createChannelType: { id: '40' } } }
        : { data: { channelTypes: page([paidSearch]) } },
    );
    const { toasts } = renderScreen(<ChannelTypesRoute />, { api, path: '/settings/channel-types' });
    const dialog = await openAddDialog('Add channel type', 'New channel type');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid Social' } });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'paid-social' } });
    save(dialog);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    await waitFor(() => expect(api.callsOf('SettingsChannelTypes')).toHaveLength(2));
  });
});

describe('verifications', () => {
  it('shows the §8 words for a name taken already on the name', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsCreateVerification'
        ? conflict('A verification of this name already exisits', 'verification.name')
        : { data: { verifications: page([{ id: '1', name: 'Right to work', description: null }]) } },
    );
    renderScreen(<VerificationsRoute />, { api, path: '/settings/verifications' });
    const dialog = await openAddDialog('Add verification', 'New verification');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'right to work' } });
    save(dialog);
    await waitFor(() => expect(fieldError(dialog, 'Name')).toBe('A verification of this name already exisits'));
    // a blank description is none
    expect(api.callsOf('SettingsCreateVerification')[0]!.variables).toEqual({
      verification: { name: 'right to work', description: null },
    });
  });

  it('refuses a blank name and a description over 1000 characters in the dialog', async () => {
    const api = fakeApi(() => ({ data: { verifications: page([]) } }));
    renderScreen(<VerificationsRoute />, { api, path: '/settings/verifications' });
    const dialog = await openAddDialog('Add verification', 'New verification');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'x'.repeat(1001) } });
    save(dialog);
    await waitFor(() => expect(fieldError(dialog, 'Name')).toBe('This field is required'));
    expect(fieldError(dialog, 'Description')).toBe('At most 1000 characters');
    expect(api.callsOf('SettingsCreateVerification')).toHaveLength(0);
  });
});

describe('qualifications', () => {
  const imported = { id: '2', name: 'Campus Analytics', description: 'Completed on the campus', campusImported: true };
  const own = { id: '1', name: 'Google Ads Search', description: 'Issued by Google', campusImported: false };

  it('marks campus-imported ones read only and offers no changes to them', async () => {
    const api = fakeApi(() => ({ data: { qualifications: page([imported, own]) } }));
    renderScreen(<QualificationsRoute />, { api, path: '/settings/qualifications' });
    const importedRow = await screen.findByRole('row', { name: /Campus Analytics/ });
    expect(importedRow.textContent).toContain('Imported from Campus');
    expect(importedRow.textContent).toContain('Read only');
    expect(within(importedRow).queryByRole('button', { name: 'More actions for Campus Analytics' })).toBeNull();
    const ownRow = screen.getByRole('row', { name: /Google Ads Search/ });
    expect(ownRow.textContent).toContain('Settings');
    expect(within(ownRow).getByRole('button', { name: 'More actions for Google Ads Search' })).toBeTruthy();
  });

  it('offers staff without a settings role no changes at all', async () => {
    const api = fakeApi(() => ({ data: { qualifications: page([own]) } }));
    renderScreen(<QualificationsRoute />, { api, path: '/settings/qualifications', roles: ['fte_core'] });
    await screen.findByRole('row', { name: /Google Ads Search/ });
    expect(screen.queryByRole('button', { name: 'More actions for Google Ads Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add qualification' })).toBeNull();
  });

  it('says why the server refused a delete in the error toast', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsDeleteQualification'
        ? conflict('Campus-imported qualifications cannot be edited or deleted')
        : { data: { qualifications: page([own]) } },
    );
    const { toasts } = renderScreen(<QualificationsRoute />, { api, path: '/settings/qualifications' });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Google Ads Search' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Campus-imported qualifications cannot be edited or deleted', color: 'error' }]));
  });
});

describe('offices', () => {
  it('shows the country by name with its code, and needs a country and a timezone', async () => {
    const api = fakeApi(() => ({ data: { offices: page([{ id: '4', name: 'London', country: 'GB', timezone: 'Europe/London' }]) } }));
    renderScreen(<OfficesRoute />, { api, path: '/settings/offices' });
    const row = await screen.findByRole('row', { name: /London/ });
    expect(row.textContent).toContain('United Kingdom (GB)');
    expect(row.textContent).toContain('Europe/London');
    const dialog = await openAddDialog('Add office', 'New office');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Leeds' } });
    save(dialog);
    await waitFor(() => expect(fieldError(dialog, 'Country')).toBe('This field is required'));
    expect(fieldError(dialog, 'Timezone')).toBe('This field is required');
    expect(api.callsOf('SettingsCreateOffice')).toHaveLength(0);
  });

  it('says why an office in use cannot be deleted', async () => {
    const inUse = 'This office is used by 2 teams: move them to another office first';
    const api = fakeApi((call) =>
      call.operationName === 'SettingsDeleteOffice'
        ? conflict(inUse)
        : { data: { offices: page([{ id: '4', name: 'London', country: 'GB', timezone: 'Europe/London' }]) } },
    );
    const { toasts } = renderScreen(<OfficesRoute />, { api, path: '/settings/offices' });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for London' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: inUse, color: 'error' }]));
  });
});

describe('teams', () => {
  const teams = [
    { id: '2', name: 'Search London', memberCount: 3, office: { id: '4', name: 'London' }, leader: { id: '1', fullName: 'Sam Admin' } },
    { id: '1', name: 'Data Leeds', memberCount: 1, office: { id: '5', name: 'Leeds' }, leader: null },
  ];

  it('lists the office, the leader by name and the number of members', async () => {
    const api = fakeApi(() => ({ data: { teams: page(teams) } }));
    renderScreen(<TeamsRoute />, { api, path: '/settings/teams' });
    const led = await screen.findByRole('row', { name: /Search London/ });
    expect([...led.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', 'Search London', 'London', 'Sam Admin', '3', '']);
    expect(screen.getByRole('row', { name: /Data Leeds/ }).textContent).toContain('No leader');
  });

  it('opens the members of a team from its row, for staff without a settings role too', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsTeamMembers'
        ? { data: { teams: { nodes: [{ id: '2', leader: null, members: { nodes: [], pagination: { total: 0 } } }] } } }
        : { data: { teams: page(teams) } },
    );
    renderScreen(<TeamsRoute />, { api, path: '/settings/teams', roles: ['fte_core'] });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Search London' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Members' }));
    expect(await screen.findByText('Members of Search London')).toBeTruthy();
    expect(await screen.findByText('No members found')).toBeTruthy();
  });

  it('needs an office; the server’s field errors show on their fields', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsUpdateTeam'
        ? {
            errors: [
              {
                message: 'Some fields are not valid',
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'team.leaderId': 'No such staff user' } },
              },
            ],
          }
        : call.operationName === 'SettingsTeams'
          ? { data: { teams: page(teams) } }
          : {
              data: {
                offices: { nodes: [], pagination: { total: 0, page: 1, limit: 25 } },
                users: { nodes: [], pagination: { total: 0, page: 1, limit: 25 } },
              },
            },
    );
    renderScreen(<TeamsRoute />, { api, path: '/settings/teams' });
    const dialog = await openAddDialog('Add team', 'New team');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid Social Leeds' } });
    save(dialog);
    await waitFor(() => expect(fieldError(dialog, 'Office')).toBe('This field is required'));
    cleanup();

    renderScreen(<TeamsRoute />, { api, path: '/settings/teams' });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Search London' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog');
    save(edit);
    await waitFor(() => expect(fieldError(edit, 'Team leader')).toBe('No such staff user'));
    expect(api.callsOf('SettingsUpdateTeam')[0]!.variables).toEqual({
      id: '2',
      team: { name: 'Search London', officeId: '4', leaderId: '1' },
    });
  });
});

describe('a reference list on a phone', () => {
  it('puts the sort in the filter sheet, and the search stays above the list', async () => {
    viewport(375);
    const api = fakeApi(() => ({ data: { verticals: page([{ id: '1', name: 'Travel' }]) } }));
    renderScreen(<VerticalsRoute />, { api, path: '/settings/verticals' });
    expect(await screen.findByRole('textbox', { name: 'Search verticals' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog');
    const sort = within(sheet).getByRole('combobox', { name: 'Sort by' });
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Name, ascending'));
    await waitFor(() =>
      expect(api.callsOf('SettingsVerticals').at(-1)!.variables).toMatchObject({ sort: { field: 'name', direction: 'ASC' } }),
    );
  });

  it('has no filter sheet on a wide screen (the headers sort)', async () => {
    viewport(1280);
    const api = fakeApi(() => ({ data: { verticals: page([{ id: '1', name: 'Travel' }]) } }));
    renderScreen(<VerticalsRoute />, { api, path: '/settings/verticals' });
    await screen.findByRole('row', { name: /Travel/ });
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });
});
