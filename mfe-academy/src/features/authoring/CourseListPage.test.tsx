// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { renderAcademy, viewport } from './testHarness';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1440);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

const rows = [
  {
    id: '7',
    name: 'Paid social basics',
    status: 'LIVE',
    type: 'STANDARD',
    applicableStatus: 'PENDING',
    inDemand: true,
    updatedAt: '2026-11-20T10:30:00.000Z',
  },
  {
    id: '8',
    name: 'Search ads qualification',
    status: 'DRAFT',
    type: 'QUALIFICATION_ONLY',
    applicableStatus: 'LIVE',
    inDemand: false,
    updatedAt: '2026-09-02T08:05:00.000Z',
  },
];

const listApi = (courses = rows) =>
  fakeApi((call) => {
    if (call.operationName === 'AcademyAdminCourses') {
      return { data: { academyCoursesAdmin: { courses, pagination: { total: courses.length } } } };
    }
    throw new Error(`unexpected ${call.operationName}`);
  });

describe('the course list (/academy)', { timeout: 30_000 }, () => {
  it('keeps the Academy heading and lists name, status, type, applicable status, in demand and updated', async () => {
    const api = listApi();
    renderAcademy({ api, path: '/academy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Academy' })).toBeTruthy();
    const live = await screen.findByRole('row', { name: /Paid social basics/ });
    for (const text of ['Live', 'Standard', 'Pending', 'Yes', 'Nov 20, 2026 10:30']) expect(live.textContent).toContain(text);
    const draft = screen.getByRole('row', { name: /Search ads qualification/ });
    for (const text of ['Draft', 'Qualification only', 'No', 'Sep 2, 2026 09:05']) expect(draft.textContent).toContain(text);
    expect(within(live).getByRole('link', { name: 'Paid social basics' }).getAttribute('href')).toBe('/academy/courses/7');
    expect(api.callsOf('AcademyAdminCourses')[0]!.variables).toEqual({
      pagination: { page: 1, limit: 10 },
      filters: { search: null, statuses: null },
    });
    // the review queue is one step away
    expect(screen.getByRole('navigation', { name: 'Academy areas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Essay review' }).getAttribute('href')).toBe('/academy/review');
  });

  it('asks the server for a search and the chosen statuses, from the URL', async () => {
    const api = listApi();
    renderAcademy({ api, path: '/academy?q=social&statuses=LIVE&statuses=PAUSED&page=2' });
    await screen.findByRole('row', { name: /Paid social basics/ });
    expect(api.callsOf('AcademyAdminCourses').at(-1)!.variables).toEqual({
      pagination: { page: 2, limit: 10 },
      filters: { search: 'social', statuses: ['LIVE', 'PAUSED'] },
    });
  });

  it('says when there are no courses, and opens the new course form', async () => {
    renderAcademy({ api: listApi([]), path: '/academy' });
    expect(await screen.findByText('No courses found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New course' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/academy/courses/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();
  });

  it('tells staff without the academy or network admin role that the area is not theirs, and asks nothing', async () => {
    const api = listApi();
    renderAcademy({ api, path: '/academy', roles: ['finance'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Academy' })).toBeTruthy();
    expect(await screen.findByText('You do not have access to course authoring')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('lets network admins in', async () => {
    renderAcademy({ api: listApi(), path: '/academy', roles: ['network_admin'] });
    expect(await screen.findByRole('row', { name: /Paid social basics/ })).toBeTruthy();
  });
});
