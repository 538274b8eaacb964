// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../app/AppRouter';
import { openPlan } from '../features/plan/fakePlanApi';

// the plan's forms are tested on their own; here the route and its page
vi.mock('../features/plan-forms', () => ({ PlanFormDrawer: () => null }));

// the page loads lazily, which takes a moment in jsdom
const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

describe('/plan', { timeout: 30_000 }, () => {
  it('shows the plan page under its title, its filters kept from the URL', async () => {
    const api = openPlan('/plan?zoom=quarter&owner=7', <AppRouter basename="/" />, { ownRouter: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' }, LOADED)).toBeTruthy();
    const chart = await screen.findByRole('region', { name: 'Plan' }, LOADED);
    expect(within(chart).getByRole('group', { name: 'Project Bluebird always-on' })).toBeTruthy();
    expect(api.callsOf('PlanView')[0]!.variables['filters']).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      ownerId: '7',
    });
  });
});
