// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { openHr } from '../features/hr-view/fakeHrApi';

// the first visit to a tab loads its page (lazy), which takes a moment in jsdom
const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

describe('/hr-view: the HR view', { timeout: 30_000 }, () => {
  it('opens the tab the path names, and a tab changes the path', async () => {
    openHr('/hr-view/teams');
    expect(await screen.findByRole('heading', { level: 1, name: 'HR' }, LOADED)).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Teams' }, LOADED)).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Teams' }, LOADED)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Leave' }));
    expect(window.location.pathname).toBe('/hr-view/leave');
    expect(await screen.findByRole('table', { name: 'Leave calendar' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Leave' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(window.location.pathname).toBe('/hr-view');
    expect(await screen.findByRole('region', { name: 'On leave today' }, LOADED)).toBeTruthy();
  });

  it('shows no page for a path that is not one of its tabs', async () => {
    openHr('/hr-view/nothing');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('does not exist on the network', async () => {
    const { calls } = openHrOnNetwork();
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

function openHrOnNetwork() {
  return openHr('/hr-view', { roles: ['croudie-active'], tenant: 'network' });
}
