// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { openHr } from '../fakeHrApi';
import { TeamsPage } from './TeamsPage';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

describe('the teams of the HR view', { timeout: 30_000 }, () => {
  it('shows each team with its office, its leader and its members, each linking to their profile', async () => {
    const { callsOf } = openHr('/hr-view/teams', { page: <TeamsPage /> });
    const row = await screen.findByRole('row', { name: /Search/ }, { timeout: 10_000 });
    expect(callsOf('HrTeams')[0]!.variables).toEqual({
      filters: { search: null },
      pagination: { page: 1, limit: 10 },
      sort: { field: 'name', direction: 'ASC' },
    });
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('London');
    expect(within(cells[2]!).getByRole('link', { name: 'Ann Archer' }).getAttribute('href')).toBe('/employee/7');
    const members = within(row).getByRole('list', { name: 'Members of Search' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann ArcherLeader', 'Ben Baker']);
    expect(within(members).getByRole('link', { name: 'Ben Baker' }).getAttribute('href')).toBe('/employee/8');
    expect(cells[3]!.textContent).toContain('Members: 2');
  });
});
