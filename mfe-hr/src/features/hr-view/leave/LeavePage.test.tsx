// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { refusal } from '../../croudie-admin/testHarness';
import { openHr } from '../fakeHrApi';
import { LeavePage } from './LeavePage';

// the first render loads antd's modal, selects and the page's modules, which takes a moment in jsdom
const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const open = (options: Parameters<typeof openHr>[1] = {}, path = '/hr-view/leave') => openHr(path, { page: <LeavePage />, ...options });
const day = (date: string) => screen.getByTestId(`leave-day-${date}`);
const popup = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1)!;

async function choose(form: HTMLElement, label: string, option: string, { typed = false } = {}) {
  const box = within(form).getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  // the time input lists 97 times, of which only the first are drawn until a search narrows them
  if (typed) fireEvent.change(box, { target: { value: option } });
  fireEvent.click(await within(popup()).findByTitle(option));
}
function typeDate(form: HTMLElement, label: string, date: string) {
  const input = within(form).getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: date } });
  fireEvent.blur(input);
}
async function addLeaveOn(date: string, options: Parameters<typeof openHr>[1] = {}, path?: string) {
  const opened = open(options, path);
  fireEvent.click(await screen.findByRole('button', { name: `Add leave on ${date}` }, LOADED));
  return { ...opened, form: await screen.findByRole('form', { name: 'Add leave' }) };
}

describe('the leave calendar', { timeout: 30_000 }, () => {
  it("shows this month's leave on each day it covers, Monday first", async () => {
    const { callsOf } = open();
    await screen.findByRole('table', { name: 'Leave calendar' }, LOADED);
    await waitFor(() => expect(day('2026-01-14').textContent).toContain('Ann Archer: Ski trip'));
    expect(callsOf('HrLeaveEvents')[0]!.variables).toEqual({
      filters: { startDate: '2025-12-29', endDate: '2026-02-01', teamId: null, userId: null },
    });
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(day('2026-01-15').textContent).toContain('Ann Archer: Ski trip');
    expect(day('2026-01-16').textContent).not.toContain('Ski trip');
    expect(day('2026-01-13').textContent).toContain('Ben Baker: Dentist');
  });

  it('asks for the month, team and person of the URL', async () => {
    const { callsOf } = open({}, '/hr-view/leave?month=2026-03&team=3&person=8');
    await screen.findByRole('table', { name: 'Leave calendar' }, LOADED);
    expect(callsOf('HrLeaveEvents')[0]!.variables).toEqual({
      filters: { startDate: '2026-02-23', endDate: '2026-04-05', teamId: '3', userId: '8' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(callsOf('HrLeaveEvents').at(-1)!.variables['filters']).toMatchObject({ startDate: '2026-03-30' }));
  });

  it('offers no adding or editing to staff without hr_user', async () => {
    open({ roles: ['fte_core'] });
    await screen.findByRole('table', { name: 'Leave calendar' }, LOADED);
    await waitFor(() => expect(day('2026-01-14').textContent).toContain('Ski trip'));
    expect(screen.queryByRole('button', { name: 'Add leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add leave on/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit leave/ })).toBeNull();
  });
});

describe('adding leave', { timeout: 30_000 }, () => {
  it('checks the form before it saves: a title, a category, the end not before the start', async () => {
    const { form, callsOf } = await addLeaveOn('Friday 16 January 2026', {}, '/hr-view/leave?person=7');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    typeDate(form, 'End date', '15/01/2026');
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeTruthy();
    expect(callsOf('HrCreateLeaveEvent')).toEqual([]);
  });

  it('creates all-day leave for the person on the day clicked, says so and reloads the calendar', async () => {
    const { form, callsOf, toasts } = await addLeaveOn('Friday 16 January 2026', {}, '/hr-view/leave?person=7');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: ' Long weekend ' } });
    typeDate(form, 'End date', '19/01/2026');
    await choose(form, 'Category', 'Annual leave');
    const loads = callsOf('HrLeaveEvents').length;
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('HrCreateLeaveEvent')[0]!.variables).toEqual({
      input: {
        userId: '7',
        title: 'Long weekend',
        startDate: '2026-01-16',
        endDate: '2026-01-19',
        allDay: true,
        startTime: null,
        endTime: null,
        category: 'annual_leave',
      },
    });
    await waitFor(() => expect(callsOf('HrLeaveEvents').length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add leave' })).toBeNull());
  });

  it('needs a start and end time for part of a day, the end later, and sends End of the day as 23:00', async () => {
    const { form, callsOf } = await addLeaveOn('Friday 16 January 2026', {}, '/hr-view/leave?person=7');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Appointment' } });
    await choose(form, 'Category', 'Other');
    fireEvent.click(within(form).getByRole('switch', { name: 'All day' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Enter a start and end time when the leave is not all day')).toHaveLength(2);

    await choose(form, 'Start time', '14:00', { typed: true });
    await choose(form, 'End time', '13:45', { typed: true });
    expect(await within(form).findByText('The end time must be after the start time')).toBeTruthy();
    await choose(form, 'End time', 'End of the day', { typed: true });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('HrCreateLeaveEvent')).toHaveLength(1));
    expect(callsOf('HrCreateLeaveEvent')[0]!.variables['input']).toMatchObject({
      startDate: '2026-01-16',
      endDate: '2026-01-16',
      allDay: false,
      startTime: '14:00',
      endTime: '23:00',
      category: 'other',
    });
  });

  it('says to contact support when the leave cannot be created, and keeps what was typed', async () => {
    const { form, toasts } = await addLeaveOn(
      'Friday 16 January 2026',
      {
        answers: { HrCreateLeaveEvent: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') },
      },
      '/hr-view/leave?person=7',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Long weekend' } });
    await choose(form, 'Category', 'Annual leave');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const failed = 'Unable to create the leave. Please contact support if the problem persists';
    await waitFor(() => expect(toasts).toEqual([{ text: failed, color: 'error' }]));
    expect(within(form).getByRole('alert').textContent).toBe(failed);
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Long weekend');
  });

  it("shows the server's rule at the field it refused", async () => {
    const { form } = await addLeaveOn(
      'Friday 16 January 2026',
      {
        answers: {
          HrCreateLeaveEvent: () =>
            refusal('Invalid input', 'BAD_USER_INPUT', { 'input.userId': 'Leave can only be booked for a staff user' }),
        },
      },
      '/hr-view/leave?person=7',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Long weekend' } });
    await choose(form, 'Category', 'Annual leave');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Leave can only be booked for a staff user')).toBeTruthy();
  });
});

describe('changing and deleting leave', { timeout: 30_000 }, () => {
  async function openSkiTrip(options: Parameters<typeof openHr>[1] = {}) {
    const opened = open(options);
    const [first] = await screen.findAllByRole('button', { name: 'Edit leave: Ann Archer: Ski trip (Annual leave)' }, LOADED);
    fireEvent.click(first!);
    return { ...opened, form: await screen.findByRole('form', { name: 'Edit leave' }) };
  }

  it('opens saved leave with its values and saves the change', async () => {
    const { form, callsOf, toasts } = await openSkiTrip();
    const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Ski trip');
    expect((within(form).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('14/01/2026');
    expect((within(form).getByRole('textbox', { name: 'End date' }) as HTMLInputElement).value).toBe('15/01/2026');
    fireEvent.change(title, { target: { value: 'Ski week' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('HrUpdateLeaveEvent')[0]!.variables).toEqual({
      id: '31',
      input: {
        userId: '7',
        title: 'Ski week',
        startDate: '2026-01-14',
        endDate: '2026-01-15',
        allDay: true,
        startTime: null,
        endTime: null,
        category: 'annual_leave',
      },
    });
  });

  it('deletes leave once confirmed, and says so', async () => {
    const { form, callsOf, toasts, confirmations } = await openSkiTrip();
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(confirmations).toEqual([{ title: 'Delete the leave "Ski trip" of Ann Archer?', content: undefined, okText: 'Delete' }]);
    expect(callsOf('HrDeleteLeaveEvent')[0]!.variables).toEqual({ id: '31' });
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { form, callsOf, confirmations } = await openSkiTrip({ confirm: false });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirmations).toHaveLength(1));
    expect(callsOf('HrDeleteLeaveEvent')).toEqual([]);
  });

  it('says to contact support when the change or the deletion fails', async () => {
    const { form, toasts } = await openSkiTrip({
      answers: {
        HrUpdateLeaveEvent: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR'),
        HrDeleteLeaveEvent: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR'),
      },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.text)).toEqual(['Unable to update the leave. Please contact support if the problem persists']),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.text).at(-1)).toBe('Unable to delete the leave. Please contact support if the problem persists'),
    );
  });
});
