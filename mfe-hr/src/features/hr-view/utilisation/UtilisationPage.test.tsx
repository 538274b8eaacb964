// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { openHr } from '../fakeHrApi';
import { UtilisationPage } from './UtilisationPage';

const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const open = (path = '/hr-view/utilisation') => openHr(path, { page: <UtilisationPage /> });
const barTitles = (chart: HTMLElement) => [...chart.querySelectorAll('title')].map((title) => title.textContent);

describe('rates and utilisation', { timeout: 30_000 }, () => {
  it("charts everyone's last 8 weeks, logged against target, and gives the figures by team and person", async () => {
    const { callsOf } = open();
    const chart = await screen.findByRole('img', { name: 'Journal minutes logged against target per period' }, LOADED);
    const filters = { period: 'week', startDate: '2025-11-24', endDate: '2026-01-18', teamId: null };
    expect(callsOf('HrUtilisation')[0]!.variables).toEqual({ filters, pagination: { page: 1, limit: 10 } });
    // everyone's periods
    expect(barTitles(chart)).toEqual([
      'w/c 5 Jan 2026: target 37h 30m',
      'w/c 5 Jan 2026: logged 37h 30m (100%)',
      'w/c 12 Jan 2026: target 37h 30m',
      'w/c 12 Jan 2026: logged 22h 30m (60%)',
    ]);
    expect(screen.getByTestId('utilisation-total').textContent).toBe('Everyone: 80% (60h logged of 75h target)');
    const team = within(screen.getByRole('table', { name: 'Utilisation by team' })).getByRole('row', { name: /Search/ });
    expect(
      within(team)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Search', '60h', '75h', '80%']);
    const ann = within(screen.getByRole('table', { name: 'Utilisation by person' })).getByRole('row', { name: /Ann Archer/ });
    expect(
      within(ann)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann Archer', '30h', '37h 30m', '80%']);
  });

  it("charts a chosen team's own periods, and asks by month for the last 6 months", async () => {
    const { callsOf } = open('/hr-view/utilisation?team=3');
    const chart = await screen.findByRole('img', { name: 'Journal minutes logged against target per period' }, LOADED);
    expect(barTitles(chart)[3]).toBe('w/c 12 Jan 2026: logged 22h 30m (60%)');
    fireEvent.click(screen.getByText('Month'));
    await waitFor(() =>
      expect(callsOf('HrUtilisation').at(-1)!.variables['filters']).toEqual({
        period: 'month',
        startDate: '2025-08-01',
        endDate: '2026-01-31',
        teamId: '3',
      }),
    );
  });

  it('asks for whole periods when a date is typed', async () => {
    const { callsOf } = open();
    await screen.findByRole('img', { name: 'Journal minutes logged against target per period' }, LOADED);
    const from = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(from, { target: { value: '07/01/2026' } });
    fireEvent.blur(from);
    await waitFor(() =>
      expect(callsOf('HrUtilisation').at(-1)!.variables['filters']).toMatchObject({ startDate: '2026-01-05', endDate: '2026-01-18' }),
    );
  });
});
