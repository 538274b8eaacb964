// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen, viewport } from '../features/reference-lists/testHarness';
import { ChannelsRoute } from './ChannelsRoute';
import { PublicHolidaysRoute } from './PublicHolidaysRoute';
import { TaskBackdateRoute } from './TaskBackdateRoute';

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

const page = <T,>(nodes: T[]) => ({ nodes, pagination: { total: nodes.length, page: 1, limit: 25 } });
const refused = (message: string, extensions: Record<string, unknown>): Answer => ({ errors: [{ message, extensions }] });

function fieldError(dialog: HTMLElement, label: string): string | null {
  const input = within(dialog).getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

describe('public holidays', () => {
  const christmas = { id: '7', name: 'Christmas Day', date: '2026-12-25', allOffices: false, offices: [{ id: '1', name: 'London' }] };
  const eve = { id: '8', name: 'Christmas Eve (agency closed)', date: '2026-12-24', allOffices: true, offices: [] };
  const answer = (call: GraphQLCall): Answer => {
    if (call.operationName === 'SettingsPublicHolidayYears')
      return { data: { publicHolidayYears: { current: 2026, years: [2025, 2026, 2027] } } };
    if (call.operationName === 'SettingsCreatePublicHoliday') return { data: { createPublicHoliday: { id: '99' } } };
    if (call.operationName === 'OfficePicker') return { data: { offices: page([{ id: '1', name: 'London' }]) } };
    return { data: { publicHolidays: page([eve, christmas]) } };
  };

  it("lists the platform's current year by date, with each holiday's offices (or all offices)", async () => {
    const api = fakeApi(answer);
    renderScreen(<PublicHolidaysRoute />, { api, path: '/settings/public-holidays' });
    const row = await screen.findByRole('row', { name: /Christmas Day/ });
    expect(row.textContent).toContain('Fri, Dec 25, 2026');
    expect(row.textContent).toContain('London');
    expect((await screen.findByRole('row', { name: /Christmas Eve/ })).textContent).toContain('All offices');
    expect(api.callsOf('SettingsPublicHolidays')[0]!.variables).toMatchObject({
      filters: { year: 2026, officeIds: null },
      sort: { field: 'date', direction: 'ASC' },
    });
  });

  it('shows every year when asked', async () => {
    const api = fakeApi(answer);
    renderScreen(<PublicHolidaysRoute />, { api, path: '/settings/public-holidays?year=all' });
    await screen.findByRole('row', { name: /Christmas Day/ });
    expect(api.callsOf('SettingsPublicHolidays')[0]!.variables).toMatchObject({ filters: { year: null } });
  });

  it('adds one for every office (no office chosen) with the date typed as DD/MM/YYYY', async () => {
    const api = fakeApi(answer);
    const { toasts } = renderScreen(<PublicHolidaysRoute />, { api, path: '/settings/public-holidays' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add public holiday' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave empty for a holiday of every office.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Founders day' } });
    const date = within(dialog).getByLabelText('Date');
    fireEvent.change(date, { target: { value: '26/05/2026' } });
    fireEvent.blur(date);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(api.callsOf('SettingsCreatePublicHoliday')[0]!.variables).toEqual({
      holiday: { name: 'Founders day', date: '2026-05-26', officeIds: [] },
    });
  });

  it('shows a second holiday on one day on the date field', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsCreatePublicHoliday'
        ? refused('There is already a public holiday on 2026-12-25: Christmas Day', {
            code: 'CONFLICT',
            fieldErrors: { 'holiday.date': 'There is already a public holiday on 2026-12-25: Christmas Day' },
          })
        : answer(call),
    );
    renderScreen(<PublicHolidaysRoute />, { api, path: '/settings/public-holidays' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add public holiday' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Second' } });
    const date = within(dialog).getByLabelText('Date');
    fireEvent.change(date, { target: { value: '25/12/2026' } });
    fireEvent.blur(date);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(dialog, 'Date')).toBe('There is already a public holiday on 2026-12-25: Christmas Day'));
  });
});

describe('channels', () => {
  const entities = [
    { id: '1', name: 'Agency UK Ltd', country: 'GB', currency: 'GBP' },
    { id: '2', name: 'Agency US Inc.', country: 'US', currency: 'USD' },
  ];
  const paidSearch = {
    id: '3',
    name: 'Paid Search',
    initials: 'PS',
    internal: false,
    costCentres: [{ billingEntity: { id: '1', name: 'Agency UK Ltd' }, code: 'UK-PS-1010' }],
  };
  const answer = (call: GraphQLCall): Answer =>
    call.operationName === 'SettingsBillingEntities'
      ? { data: { billingEntities: entities } }
      : call.operationName === 'SettingsCreateAgencyChannel'
        ? { data: { createAgencyChannel: { id: '50' } } }
        : { data: { agencyChannels: page([paidSearch]) } };

  it('lists name, initials, internal and the cost centres', async () => {
    const api = fakeApi(answer);
    renderScreen(<ChannelsRoute />, { api, path: '/settings/channels' });
    const row = await screen.findByRole('row', { name: /Paid Search/ });
    expect(row.textContent).toContain('PS');
    expect(row.textContent).toContain('Client work');
    expect(row.textContent).toContain('Agency UK Ltd: UK-PS-1010');
  });

  it('has one cost-centre input per billing entity and sends the filled ones', async () => {
    const api = fakeApi(answer);
    const { toasts } = renderScreen(<ChannelsRoute />, { api, path: '/settings/channels' });
    await screen.findByRole('row', { name: /Paid Search/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid Social' } });
    fireEvent.change(within(dialog).getByLabelText('Initials'), { target: { value: 'pso' } });
    fireEvent.click(within(dialog).getByLabelText('Internal'));
    fireEvent.change(within(dialog).getByLabelText('Cost centre at Agency US Inc.'), { target: { value: ' US-PSO-1 ' } });
    expect(within(dialog).getByLabelText('Cost centre at Agency UK Ltd')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(api.callsOf('SettingsCreateAgencyChannel')[0]!.variables).toEqual({
      agencyChannel: { name: 'Paid Social', initials: 'pso', internal: true, costCentres: [{ billingEntityId: '2', code: 'US-PSO-1' }] },
    });
  });

  it('checks initials and cost centres first, and puts taken initials on their field', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsCreateAgencyChannel'
        ? refused('A channel with these initials already exists', {
            code: 'CONFLICT',
            fieldErrors: { 'agencyChannel.initials': 'A channel with these initials already exists' },
          })
        : answer(call),
    );
    renderScreen(<ChannelsRoute />, { api, path: '/settings/channels' });
    await screen.findByRole('row', { name: /Paid Search/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Paid Social' } });
    fireEvent.change(within(dialog).getByLabelText('Initials'), { target: { value: 'P5' } });
    fireEvent.change(within(dialog).getByLabelText('Cost centre at Agency UK Ltd'), { target: { value: 'x'.repeat(21) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(dialog, 'Initials')).toBe('One to four letters, e.g. PS'));
    expect(fieldError(dialog, 'Cost centre at Agency UK Ltd')).toBe('At most 20 characters');
    expect(api.callsOf('SettingsCreateAgencyChannel')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Initials'), { target: { value: 'PS' } });
    fireEvent.change(within(dialog).getByLabelText('Cost centre at Agency UK Ltd'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(dialog, 'Initials')).toBe('A channel with these initials already exists'));
  });
});

describe('task backdate', () => {
  const task = {
    id: '76',
    name: 'Audit ad copy #12',
    state: 'COMPLETED',
    stateLabel: 'Completed',
    croudieName: 'Olivia Smith',
    clientName: 'Acme Outdoor',
    createdAt: '2026-05-01T09:00:00.000Z',
    completedAt: '2026-06-20T10:00:00.000Z',
    completedOn: '2026-06-20',
    workLogCompletedAt: '2026-06-20T10:00:00.000Z',
    earliestOn: '2026-05-01',
    latestOn: '2026-07-01',
  };
  const inProgress = {
    ...task,
    id: '80',
    name: 'Translate keyword list #3',
    state: 'IN_PROGRESS',
    stateLabel: 'In progress',
    completedAt: null,
    completedOn: null,
    workLogCompletedAt: null,
  };
  const answer = (call: GraphQLCall): Answer => {
    if (call.operationName === 'SettingsBackdatableTasks') return { data: { backdatableTasks: page([task]) } };
    if (call.operationName === 'SettingsTaskToBackdate') {
      const found = [task, inProgress].find((t) => t.id === call.variables.taskId);
      return found ? { data: { taskToBackdate: found } } : refused('Task not found', { code: 'NOT_FOUND' });
    }
    if (call.operationName === 'SettingsBackdateTask') {
      if (call.variables.taskId === '80') {
        return refused('Only a completed task can be backdated: this one is in progress', { code: 'CONFLICT' });
      }
      return { data: { backdateTask: { ...task, completedAt: '2026-06-10T11:00:00.000Z', completedOn: '2026-06-10' } } };
    }
    return { data: null };
  };

  const chooseDay = (text: string) => {
    const input = screen.getByLabelText('New completion date');
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };

  it('lists what croudies completed; choosing one shows it with its completion, and backdating says so', async () => {
    const api = fakeApi(answer);
    const { toasts } = renderScreen(<TaskBackdateRoute />, { api, path: '/settings/task-backdate' });
    const row = await screen.findByRole('row', { name: /Audit ad copy #12/ });
    expect(row.textContent).toContain('Olivia Smith');
    expect(row.textContent).toContain('Jun 20, 2026');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Audit ad copy #12' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Backdate' }));
    const card = await screen.findByText('Backdate Audit ad copy #12');
    expect(card).toBeTruthy();
    expect(screen.getAllByText('Jun 20, 2026 11:00').length).toBeGreaterThan(0); // the completion and its work log, in London
    expect((screen.getByLabelText('New completion date') as HTMLInputElement).value).toBe('20/06/2026');
    chooseDay('10/06/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Backdate task' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'The task has been backdated to Jun 10, 2026', color: 'success' }]));
    expect(api.callsOf('SettingsBackdateTask')[0]!.variables).toEqual({ taskId: '76', completedOn: '2026-06-10' });
  });

  it('finds any task by its ID; a refusal shows the §8 toast with the reason', async () => {
    const api = fakeApi(answer);
    const { toasts } = renderScreen(<TaskBackdateRoute />, { api, path: '/settings/task-backdate' });
    fireEvent.change(screen.getByLabelText('Task ID'), { target: { value: '#80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find task' }));
    expect(await screen.findByText('Backdate Translate keyword list #3')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    chooseDay('15/06/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Backdate task' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: 'Task has failed backdating: Only a completed task can be backdated: this one is in progress', color: 'error' },
      ]),
    );
  });

  it('says when there is no such task, and what a task ID looks like', async () => {
    const api = fakeApi(answer);
    renderScreen(<TaskBackdateRoute />, { api, path: '/settings/task-backdate' });
    fireEvent.change(screen.getByLabelText('Task ID'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find task' }));
    expect(await screen.findByText('A task ID is a number, e.g. 1234')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Task ID'), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find task' }));
    expect(await screen.findByText('There is no task with ID 999.')).toBeTruthy();
  });
});
