// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { refusal } from '../../croudie-admin/testHarness';
import { openHr, template } from '../fakeHrApi';
import { AvailabilityPage } from './AvailabilityPage';

// the first render loads antd's table and the page's modules, which takes a moment in jsdom
const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const open = (options: Parameters<typeof openHr>[1] = {}, path = '/hr-view/availability') =>
  openHr(path, { page: <AvailabilityPage />, ...options });
const cell = (date: string, row: HTMLElement) => within(row).getByTestId(`matrix-cell-${date}`);

describe('the availability matrix', { timeout: 30_000 }, () => {
  it("asks for this week's days by the platform clock and shows each day's target, leave and holidays", async () => {
    const { callsOf } = open();
    const ann = await screen.findByRole('row', { name: /Ann Archer/ }, LOADED);
    expect(callsOf('HrAvailabilityMatrix')[0]!.variables).toEqual({
      filters: { startDate: '2026-01-12', endDate: '2026-01-18', teamId: null, officeId: null, search: null },
      pagination: { page: 1, limit: 10 },
    });
    expect(screen.getByText('Week of 12 Jan 2026')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Wednesday 14 January 2026' })).toBeTruthy();

    // a working day: the target as hours
    expect(cell('2026-01-12', ann).textContent).toBe('Target 7h 30m');
    expect(cell('2026-01-12', ann).dataset['greyed']).toBe('false');
    // all-day leave: its category, its title for the tooltip and screen readers, nothing due
    expect(cell('2026-01-14', ann).textContent).toBe('Target 0hAnnual leave: Ski trip');
    expect(cell('2026-01-14', ann).dataset['greyed']).toBe('true');
    // the weekend: greyed
    expect(cell('2026-01-17', ann).dataset['greyed']).toBe('true');
    // the row's total
    expect(within(ann).getByText('22h 30m')).toBeTruthy();

    const ben = screen.getByRole('row', { name: /Ben Baker/ });
    // a public holiday of the person's office
    expect(cell('2026-01-12', ben).textContent).toBe('Target 0hPublic holiday: Winter bank holiday');
    // part-day leave: what is left of the day
    expect(cell('2026-01-13', ben).textContent).toBe('Target 5h 30mOther: Dentist, 09:00–11:00');
    expect(cell('2026-01-13', ben).dataset['greyed']).toBe('false');
  });

  it('steps from week to week, and shows a month', async () => {
    const { callsOf } = open();
    await screen.findByRole('row', { name: /Ann Archer/ }, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(callsOf('HrAvailabilityMatrix').at(-1)!.variables['filters']).toMatchObject({
        startDate: '2026-01-19',
        endDate: '2026-01-25',
      }),
    );
    fireEvent.click(screen.getByText('Month'));
    await waitFor(() =>
      expect(callsOf('HrAvailabilityMatrix').at(-1)!.variables['filters']).toMatchObject({
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      }),
    );
    expect(screen.getByText('January 2026')).toBeTruthy();
  });

  it('offers no template editing to staff without hr_user (a team leader reads their teams)', async () => {
    open({ roles: ['fte_core'] });
    await screen.findByRole('row', { name: /Ann Archer/ }, LOADED);
    expect(screen.queryByRole('button', { name: /Edit template/ })).toBeNull();
  });

  it('says when the matrix could not be loaded, and tries again', async () => {
    let fail = true;
    const { callsOf } = open({
      answers: {
        HrAvailabilityMatrix: () =>
          fail
            ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR')
            : { data: { availabilityMatrix: { startDate: '', endDate: '', totalCount: 0, rows: [] } } },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LOADED);
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(callsOf('HrAvailabilityMatrix').length).toBeGreaterThan(1));
    expect(await screen.findByText('No people found')).toBeTruthy();
  });
});

describe('the availability template editor', { timeout: 30_000 }, () => {
  async function editAnn(options: Parameters<typeof openHr>[1] = {}) {
    const opened = open(options);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit template of Ann Archer' }, LOADED));
    const form = await screen.findByRole('form', { name: 'Availability template of Ann Archer' });
    return { ...opened, form };
  }
  const field = (form: HTMLElement, name: string) => within(form).getByRole('spinbutton', { name }) as HTMLInputElement;

  it("shows the person's minutes per weekday, Monday to Sunday, in hours and minutes", async () => {
    const { form, callsOf } = await editAnn();
    expect(callsOf('HrAvailabilityTemplate')[0]!.variables).toEqual({ userId: '7' });
    expect(field(form, 'Monday hours').value).toBe('7');
    expect(field(form, 'Monday minutes').value).toBe('30');
    expect(field(form, 'Sunday hours').value).toBe('0');
    expect(within(form).getByText('No template saved yet: the default, 7h 30m Monday to Friday.')).toBeTruthy();
    expect(within(form).getByTestId('template-week-total').textContent).toBe('A week: 37h 30m');
  });

  it('keeps to 15-minute steps, then saves, says so and refreshes the matrix', async () => {
    const { form, callsOf, toasts } = await editAnn();
    fireEvent.change(field(form, 'Monday minutes'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use steps of 15 minutes')).toBeTruthy();
    expect(callsOf('HrUpdateAvailabilityTemplate')).toEqual([]);

    fireEvent.change(field(form, 'Monday minutes'), { target: { value: '0' } });
    fireEvent.change(field(form, 'Monday hours'), { target: { value: '6' } });
    fireEvent.change(field(form, 'Saturday hours'), { target: { value: '2' } });
    fireEvent.change(field(form, 'Saturday minutes'), { target: { value: '15' } });
    expect(within(form).getByTestId('template-week-total').textContent).toBe('A week: 38h 15m');
    const matrixLoads = callsOf('HrAvailabilityMatrix').length;
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('HrUpdateAvailabilityTemplate')[0]!.variables).toEqual({
      userId: '7',
      input: { monday: 360, tuesday: 450, wednesday: 450, thursday: 450, friday: 450, saturday: 135, sunday: 0 },
    });
    await waitFor(() => expect(callsOf('HrAvailabilityMatrix').length).toBeGreaterThan(matrixLoads));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Availability template of Ann Archer' })).toBeNull());
  });

  it('says "Failed to update the availability template" when the save fails, and stays open', async () => {
    const { form, toasts } = await editAnn({
      answers: { HrUpdateAvailabilityTemplate: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Failed to update the availability template', color: 'error' }]));
    expect(screen.getByRole('form', { name: 'Availability template of Ann Archer' })).toBeTruthy();
  });

  it("shows the server's rule at the day it refused", async () => {
    const { form } = await editAnn({
      answers: {
        HrUpdateAvailabilityTemplate: () =>
          refusal('Invalid input', 'BAD_USER_INPUT', { 'input.friday': 'Enter minutes from 0 to 1440 in steps of 15' }),
      },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter minutes from 0 to 1440 in steps of 15')).toBeTruthy();
  });

  it('says who changed a saved template last', async () => {
    const { form } = await editAnn({
      answers: {
        HrAvailabilityTemplate: () => ({
          data: {
            availabilityTemplate: {
              ...template,
              isDefault: false,
              updatedAt: '2026-01-10T09:30:00.000Z',
              updatedBy: { id: '2', fullName: 'Hana Hr' },
            },
          },
        }),
      },
    });
    expect(within(form).getByText('Last changed by Hana Hr on 10 Jan 2026, 09:30.')).toBeTruthy();
  });
});
