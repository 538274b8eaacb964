// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { bluebird, openClientPage } from './clientTesting';

// the page asks five queries at once: on a busy machine a card can take longer than the default second to show
configure({ asyncUtilTimeout: 10_000 });
const SLOW = { timeout: 30_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const region = (name: string) => screen.getByRole('region', { name });
/** The text of each data row of a table (antd's "no data" row included when empty). */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const failure = (code: string, message = 'Refused') => ({ errors: [{ message, extensions: { code } }] });

describe('the client page: header, details and channels', SLOW, () => {
  it("shows the client's name and state, its details and every channel with its state", async () => {
    openClientPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Bluebird Travel' });
    expect(within(title.parentElement!).getByText('Active', { selector: '.ant-tag' })).toBeTruthy();

    const details = region('Details');
    expect(within(details).getByText(bluebird.details.entityId)).toBeTruthy();
    expect(within(details).getByText('5 Mar 2024')).toBeTruthy();
    expect(within(details).getByText('Croudies with access').closest('tr')?.textContent).toContain('2');

    const channels = within(region('Channels')).getByRole('table', { name: 'Channels' });
    expect(rowTexts(channels)).toEqual(['Organic socialActive', 'Old displayInactive', 'Paid searchActive']);
  });

  it('says when the client has no channels', async () => {
    openClientPage({ client: { ...bluebird, details: { ...bluebird.details, channels: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Bluebird Travel' });
    expect(within(region('Channels')).getByText('No channels found')).toBeTruthy();
  });
});

describe('Projects and jobs', SLOW, () => {
  it("lists the client's projects with status, owner and quarter", async () => {
    openClientPage();
    const table = await within(await screen.findByRole('region', { name: 'Projects and jobs' })).findByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Bluebird always-on', 'Active', 'Sam Admin', 'Q2 2026'],
      ['Bluebird archive', 'Completed', 'Sam Admin', 'Q1 2025'],
    ]);
  });

  it('says when there are no projects, and offers a retry when they fail to load', async () => {
    let failing = true;
    const { api } = openClientPage({
      projects: [],
      answer: (call) =>
        call.operationName === 'ClientProjects' && failing ? failure('INTERNAL_SERVER_ERROR', 'Unexpected error') : undefined,
    });
    const work = await screen.findByRole('region', { name: 'Projects and jobs' });
    const alert = await within(work).findByRole('alert');
    expect(alert.textContent).toContain('Unable to load Projects. Please try again soon.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(work).findByText('No projects found')).toBeTruthy();
    expect(api.callsOf('ClientProjects')).toHaveLength(2);
  });

  it('pages the jobs on the server, with status tags, owner, channel and due date', async () => {
    const { api } = openClientPage();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await within(table).findByText('Job 1');
    expect(api.callsOf('ClientJobs')[0]!.variables).toEqual({ id: '7', pagination: { page: 1, limit: 10 } });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(cellsOf(rows[0]!)).toEqual(['Job 1', 'In progress', 'Mia Member', 'Paid search', '30 Jun 2026']);
    expect(cellsOf(rows[1]!)).toEqual(['Job 2', 'Draft', 'Mia Member', '—', '—']);
    expect(within(rows[0]!).getByText('In progress').closest('.ant-tag')).not.toBeNull();

    fireEvent.click(screen.getAllByTitle('2').find((item) => item.closest('.ant-pagination'))!);
    await within(table).findByText('Job 11');
    expect(api.callsOf('ClientJobs').at(-1)!.variables).toEqual({ id: '7', pagination: { page: 2, limit: 10 } });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['Job 11', 'Job 12']);
  });

  it('says when the client has no jobs', async () => {
    openClientPage({ jobs: [] });
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('No jobs found')).toBeTruthy();
  });
});

describe('Croudies with access', SLOW, () => {
  it('lists them, linked to their profiles, and searches on the server', async () => {
    const { api, navigated } = openClientPage();
    const table = await within(await screen.findByRole('region', { name: 'Croudies with access' })).findByRole('table', {
      name: 'Croudies with access',
    });
    await within(table).findByText('Ada Lovelace');
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Ada Lovelace', '2 Apr 2026'],
      ['Grace Hopper', '1 Mar 2026'],
    ]);
    const link = within(table).getByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe('/croudies/12');
    fireEvent.click(link, { button: 0 });
    expect(navigated).toEqual(['/croudies/12']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search croudies' }), { target: { value: 'grace' } });
    await waitFor(() => expect(within(table).queryByText('Ada Lovelace')).toBeNull());
    expect(api.callsOf('ClientCroudiesWithAccess').at(-1)!.variables).toEqual({
      id: '7',
      pagination: { page: 1, limit: 10 },
      search: 'grace',
    });
  });

  it('says when no croudie has access', async () => {
    openClientPage({ holders: [] });
    const table = await screen.findByRole('table', { name: 'Croudies with access' });
    expect(await within(table).findByText('No croudies found')).toBeTruthy();
  });
});

describe('Pending access requests', SLOW, () => {
  const pendingTable = () => screen.findByRole('table', { name: 'Pending access requests' });

  it('lists the requests with Approve and Decline for a client admin', async () => {
    openClientPage();
    const table = await pendingTable();
    await within(table).findByText('Nina Newcomer');
    expect(within(table).getByText('20 Apr 2026')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Approve access for Nina Newcomer' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Decline access for Omar Asker' })).toBeTruthy();
  });

  it('offers no decisions to staff without client_admin or network_admin', async () => {
    openClientPage({ roles: ['fte_core', 'job_user'] });
    const table = await pendingTable();
    await within(table).findByText('Nina Newcomer');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('offers them to a network admin too', async () => {
    openClientPage({ roles: ['network_admin'] });
    const table = await pendingTable();
    expect(await within(table).findByRole('button', { name: 'Approve access for Nina Newcomer' })).toBeTruthy();
  });

  it('says when nobody is waiting', async () => {
    openClientPage({ requests: [] });
    expect(await within(await pendingTable()).findByText('No pending access requests')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let failing = true;
    openClientPage({
      answer: (call) => (call.operationName === 'ClientPendingAccessRequests' && failing ? failure('INTERNAL_SERVER_ERROR') : undefined),
    });
    const section = await screen.findByRole('region', { name: 'Pending access requests' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Unable to load Pending access requests. Please try again soon.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('Nina Newcomer')).toBeTruthy();
  });

  it('approves a request: the croudie moves to Croudies with access', async () => {
    const { api, toasts } = openClientPage();
    const table = await pendingTable();
    fireEvent.click(await within(table).findByRole('button', { name: 'Approve access for Nina Newcomer' }));

    await waitFor(() => expect(within(table).queryByText('Nina Newcomer')).toBeNull());
    expect(api.callsOf('ApproveClientAccess').map((c) => c.variables)).toEqual([{ clientId: '7', croudieId: '41' }]);
    expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]);
    const holdersTable = screen.getByRole('table', { name: 'Croudies with access' });
    expect(await within(holdersTable).findByRole('link', { name: 'Nina Newcomer' })).toBeTruthy();
    expect(within(table).getByText('Omar Asker')).toBeTruthy();
  });

  it('declines a request after confirming: the request goes', async () => {
    const { api, toasts, confirmations } = openClientPage();
    const table = await pendingTable();
    fireEvent.click(await within(table).findByRole('button', { name: 'Decline access for Omar Asker' }));

    await waitFor(() => expect(within(table).queryByText('Omar Asker')).toBeNull());
    expect(confirmations).toEqual([{ title: 'Decline Omar Asker’s request?', okText: 'Decline' }]);
    expect(api.callsOf('DeclineClientAccess').map((c) => c.variables)).toEqual([{ clientId: '7', croudieId: '42' }]);
    expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]);
    expect(within(screen.getByRole('table', { name: 'Croudies with access' })).queryByText('Omar Asker')).toBeNull();
  });

  it('declines nothing when the confirmation is cancelled', async () => {
    const { api, toasts, confirmations } = openClientPage({ confirm: false });
    const table = await pendingTable();
    fireEvent.click(await within(table).findByRole('button', { name: 'Decline access for Omar Asker' }));
    expect(confirmations).toHaveLength(1);
    // a later decision goes through: by then a declined request would have been sent
    fireEvent.click(within(table).getByRole('button', { name: 'Approve access for Nina Newcomer' }));
    await waitFor(() => expect(within(table).queryByText('Nina Newcomer')).toBeNull());
    expect(api.callsOf('DeclineClientAccess')).toEqual([]);
    expect(within(table).getByText('Omar Asker')).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]);
  });

  it.each([
    ['Approve access for Nina Newcomer', 'ApproveClientAccess', 'Unable to approve access. Please contact support if this persists.'],
    [
      'Decline access for Nina Newcomer',
      'DeclineClientAccess',
      'Unable to decline the access request. Please contact support if this persists.',
    ],
  ])('when %s fails, says so in an error toast and keeps the request', async (button, operation, message) => {
    const { api, toasts } = openClientPage({
      answer: (call) => (call.operationName === operation ? failure('INTERNAL_SERVER_ERROR', 'Unexpected error') : undefined),
    });
    const table = await pendingTable();
    fireEvent.click(await within(table).findByRole('button', { name: button }));
    await waitFor(() => expect(toasts).toEqual([{ text: message, color: 'error' }]));
    expect(api.callsOf(operation)).toHaveLength(1);
    expect(within(table).getByText('Nina Newcomer')).toBeTruthy();
    expect(within(table).getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false);
  });

  it('says when the request was answered meanwhile, and shows the lists as they are now', async () => {
    const { api, toasts, state } = openClientPage({
      answer: (call) => {
        if (call.operationName !== 'ApproveClientAccess') return undefined;
        // another admin declined it a moment ago
        state.requests = state.requests.filter((r) => r.croudieId !== '41');
        return failure('CONFLICT', 'Only a pending request can be approved');
      },
    });
    const table = await pendingTable();
    fireEvent.click(await within(table).findByRole('button', { name: 'Approve access for Nina Newcomer' }));
    await waitFor(() => expect(within(table).queryByText('Nina Newcomer')).toBeNull());
    expect(toasts).toEqual([{ text: 'This request has already been answered', color: 'warning' }]);
    expect(api.callsOf('ClientPendingAccessRequests').length).toBeGreaterThan(1);
  });
});
