// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { page, refusal } from '../../croudie-admin/testHarness';
import { openHr } from '../fakeHrApi';
import { HrDashboardPage } from './HrDashboardPage';

const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const open = (options: Parameters<typeof openHr>[1] = {}) => openHr('/hr-view', { page: <HrDashboardPage />, ...options });
const card = (name: string) => screen.findByRole('region', { name }, LOADED);

describe('the HR dashboard', { timeout: 30_000 }, () => {
  it("shows today's and the next 14 days' leave by the platform clock", async () => {
    const { callsOf } = open();
    const today = await card('On leave today');
    await waitFor(() => expect(within(today).getByRole('link', { name: 'Ann Archer' }).getAttribute('href')).toBe('/employee/7'));
    expect(today.textContent).toContain('Annual leave');
    expect(today.textContent).toContain('Ski trip, 14 Jan 2026 to 15 Jan 2026');
    expect(today.textContent).not.toContain('Dentist');
    expect(callsOf('HrDashboardLeave').map((call) => call.variables['filters'])).toEqual(
      expect.arrayContaining([
        { startDate: '2026-01-14', endDate: '2026-01-14' },
        { startDate: '2026-01-15', endDate: '2026-01-28' },
      ]),
    );
    expect((await card('Upcoming leave (next 14 days)')).textContent).toContain('Ann Archer');
  });

  it('counts the pending staff users, names the first, and links to the employees', async () => {
    open();
    const pending = await card('Pending staff users');
    await waitFor(() => expect(pending.textContent).toContain('Waiting to start: 3'));
    expect(within(pending).getByRole('link', { name: 'Nia New' }).getAttribute('href')).toBe('/employee/12');
    expect(within(pending).getByRole('link', { name: 'Employees' }).getAttribute('href')).toBe('/employee');
  });

  it("shows this month's utilisation, overall and by team", async () => {
    const { callsOf } = open();
    const utilisation = await card('Utilisation in January 2026');
    await waitFor(() => expect(utilisation.textContent).toContain('Everyone: 80% (120h logged of 150h target)'));
    expect(within(utilisation).getByRole('row', { name: /Search/ }).textContent).toBe('Search90%');
    expect(callsOf('HrMonthUtilisation')[0]!.variables).toEqual({
      filters: { period: 'month', startDate: '2026-01-01', endDate: '2026-01-31' },
    });
  });

  it('loads and fails card by card, each with its own retry and empty state', async () => {
    let fail = true;
    const { callsOf } = open({
      answers: {
        HrPendingStaff: () => (fail ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : { data: { users: page([], 0) } }),
        HrDashboardLeave: () => ({ data: { leaveEvents: [] } }),
      },
    });
    const pending = await card('Pending staff users');
    const retry = await within(pending).findByRole('button', { name: 'Try again' }, LOADED);
    expect(within(await card('On leave today')).getByText('No leave found')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await within(pending).findByText('No pending staff users found')).toBeTruthy();
    expect(callsOf('HrPendingStaff')).toHaveLength(2);
  });
});
