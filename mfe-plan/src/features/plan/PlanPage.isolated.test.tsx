// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { bluebird, locationParams, openPlan, planAnswer, redwood, refusal, ShowLocation, type Answers } from './fakePlanApi';
import { PlanPage } from './PlanPage';

// helper B's drawer is its own unit: here a stand-in that shows what the plan asked it to open
vi.mock('../plan-forms', async () => {
  const { createElement } = await import('react');
  return {
    PlanFormDrawer: ({ target }: { target: unknown }) =>
      target ? createElement('div', { role: 'dialog', 'aria-label': 'Plan form' }, JSON.stringify(target)) : null,
  };
});

const LOADED = { timeout: 10_000 };

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const open = (path = '/plan', options: Parameters<typeof openPlan>[2] = {}) =>
  openPlan(
    path,
    <>
      <PlanPage />
      <ShowLocation />
    </>,
    options,
  );
const chart = () => screen.findByRole('region', { name: 'Plan' }, LOADED);
type Api = ReturnType<typeof open>;
const lastPlanFilters = (api: Api) => api.callsOf('PlanView').at(-1)!.variables['filters'];
/** The open dialog with this title (antd's ids are all "test-id" under test, so its aria-labelledby does not name it here). */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  }, LOADED);
const popup = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1)!;

/** Drags the handle named `handle` onto `target` and drops it there (native HTML5 drag and drop events). */
function dragOnto(handle: string, target: HTMLElement) {
  const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(screen.getByRole('button', { name: handle }), { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

async function chooseFromMenu(menu: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: menu }));
  // menus opened before stay in the page, hidden: the newest is this one's
  fireEvent.click((await screen.findAllByRole('menuitem', { name: item })).at(-1)!);
}

describe('the plan page', { timeout: 30_000 }, () => {
  it('draws the quarter, projects, phases, their jobs and tasks, key dates and today from the plan', async () => {
    const api = open();
    expect(screen.getByRole('status', { name: 'Loading the plan' })).toBeTruthy();
    const gantt = await chart();
    // today by the platform clock: January 2026, this month and the next two
    expect(api.callsOf('PlanView')[0]!.variables).toEqual({
      filters: {
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        ownerId: null,
        channelTypeIds: [],
        channelIds: [],
        clientSearch: null,
        includeDrafts: false,
        includeCompleted: false,
      },
      pagination: { page: 1, limit: 25 },
    });
    expect(
      within(gantt)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Q1 2026', 'Jobs without a phase']);
    const project = within(gantt).getByRole('group', { name: 'Project Bluebird always-on' });
    expect(within(project).getByText('Discovery')).toBeTruthy();
    expect(within(project).getByText('Setup')).toBeTruthy();
    expect(within(project).getByRole('img', { name: 'Phase Build: 2 Feb 2026 to 27 Mar 2026' })).toBeTruthy();
    expect(within(project).getByRole('button', { name: 'Job Keyword audit (in progress): 6 Jan 2026 to 20 Jan 2026' })).toBeTruthy();
    // only a due date: a marker on that day
    expect(within(project).getByRole('button', { name: 'Job Ad copy (in progress): due 28 Jan 2026, no start date' })).toBeTruthy();
    expect(
      within(project).getByRole('button', { name: 'Internal task Weekly report (in progress): 12 Jan 2026 to 16 Jan 2026' }),
    ).toBeTruthy();
    const keyDate = within(project).getByRole('button', { name: 'Key date: Launch, 16 Feb 2026' });
    expect(keyDate.getAttribute('title')).toBe('Key date: Launch, 16 Feb 2026');
    expect(within(gantt).getByRole('img', { name: 'Today, Wednesday 14 January 2026' })).toBeTruthy();
    expect(within(gantt).getByRole('group', { name: 'Project Redwood relaunch' })).toBeTruthy();
    // the jobs without a phase, under their client
    const client = within(gantt).getByRole('group', { name: 'Bluebird Travel' });
    expect(within(client).getByRole('button', { name: 'Job Loose job (in progress): 19 Jan 2026 to 23 Jan 2026' })).toBeTruthy();
    // the clients' names (shown by default) come from the clients query
    await waitFor(() => expect(within(gantt).getAllByText(/Redwood Homes/).length).toBeGreaterThan(0));
    expect(screen.queryByRole('status', { name: 'Loading the plan' })).toBeNull();
  });

  it('bars sit where their days are in the range', async () => {
    open();
    const gantt = await chart();
    // 90 days from 1 January: the Discovery phase starts on day 4 and lasts 26 days
    const bar = within(gantt).getByRole('img', { name: 'Phase Discovery: 5 Jan 2026 to 30 Jan 2026' });
    expect(parseFloat(bar.style.left)).toBeCloseTo((4 / 90) * 100, 3);
    expect(bar.style.width).toContain(`${((26 / 90) * 100).toFixed(4)}%`);
  });

  it('zooms to a week or a quarter, which changes the range it asks for, and steps through time', async () => {
    const api = open();
    await chart();
    fireEvent.click(screen.getByText('Week'));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ startDate: '2026-01-12', endDate: '2026-02-08' }));
    expect(locationParams().get('zoom')).toBe('week');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ startDate: '2026-01-19', endDate: '2026-02-15' }));

    fireEvent.click(screen.getByText('Quarter'));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ startDate: '2025-10-01', endDate: '2026-09-30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' }));
    expect(locationParams().get('from')).toBeNull();
  });

  it('takes its filters and toggles from the URL, and keeps changes there', async () => {
    const api = open('/plan?owner=7&types=3,4&channels=70&client=blue&drafts=1&completed=1&page=2');
    await chart();
    expect(api.callsOf('PlanView')[0]!.variables).toEqual({
      filters: {
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        ownerId: '7',
        channelTypeIds: ['3', '4'],
        channelIds: ['70'],
        clientSearch: 'blue',
        includeDrafts: true,
        includeCompleted: true,
      },
      pagination: { page: 2, limit: 25 },
    });
    expect(screen.getByRole('switch', { name: 'Drafts' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('switch', { name: 'Drafts' }));
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ includeDrafts: false }));
    expect(locationParams().get('drafts')).toBeNull();
    // a change of filter starts from the first page
    expect(api.callsOf('PlanView').at(-1)!.variables['pagination']).toEqual({ page: 1, limit: 25 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Client search' }), { target: { value: 'red ' } });
    await waitFor(() => expect(lastPlanFilters(api)).toMatchObject({ clientSearch: 'red' }));
    expect(locationParams().get('client')).toBe('red');
    expect(locationParams().get('owner')).toBe('7');
  });

  it('shows owners and hides clients with the display toggles, without asking again', async () => {
    const api = open();
    const gantt = await chart();
    const project = within(gantt).getByRole('group', { name: 'Project Redwood relaunch' });
    expect(within(project).queryByText(/Owner: Ben Baker/)).toBeNull();
    await waitFor(() => expect(within(project).getAllByText(/Redwood Homes/).length).toBe(1));
    const asked = api.callsOf('PlanView').length;

    fireEvent.click(screen.getByRole('switch', { name: 'Show owner' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show clients' }));
    await waitFor(() => expect(within(project).getAllByText(/Owner: Ben Baker/).length).toBe(2));
    expect(within(project).queryByText(/Redwood Homes/)).toBeNull();
    expect(locationParams().toString()).toBe('showOwner=1&showClients=0');
    expect(api.callsOf('PlanView')).toHaveLength(asked);
  });

  it('says so when no project is in the range', async () => {
    open('/plan', { answers: { PlanView: (call) => planAnswer(call, [], []) } });
    expect(await screen.findByText('No projects in this range', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });

  it('says when the plan cannot load, and Retry asks again', async () => {
    let failing = true;
    const answers: Answers = {
      PlanView: (call) => (failing ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : planAnswer(call)),
    };
    const api = open('/plan', { answers });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(within(alert).getByText('Unable to load this plan')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await chart();
    expect(api.callsOf('PlanView')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages through projects with the query’s pagination', async () => {
    const api = open('/plan', { answers: { PlanView: (call) => planAnswer(call, [bluebird, redwood], [], 30) } });
    await chart();
    const pages = screen.getByRole('navigation', { name: 'Pages of projects' });
    fireEvent.click(within(pages).getByTitle('2'));
    await waitFor(() => expect(api.callsOf('PlanView').at(-1)!.variables['pagination']).toEqual({ page: 2, limit: 25 }));
    expect(locationParams().get('page')).toBe('2');
  });
});

describe('reordering', { timeout: 30_000 }, () => {
  it('drags a project above another: the quarter, its index and the ids the page shows there', async () => {
    const api = open();
    await chart();
    dragOnto('Drag project Redwood relaunch', screen.getByTestId('project-11'));
    await waitFor(() => expect(api.callsOf('PlanViewReorderProject')).toHaveLength(1));
    expect(api.callsOf('PlanViewReorderProject')[0]!.variables).toEqual({
      id: '12',
      input: { quarter: { year: 2026, quarter: 1 }, index: 0, seenIds: ['11'] },
    });
    // no optimistic order: the plan is asked again
    await waitFor(() => expect(api.callsOf('PlanView')).toHaveLength(2));

    // the strip after the quarter's last project: last there
    dragOnto('Drag project Bluebird always-on', screen.getByTestId('quarter-end-2026-Q1'));
    await waitFor(() => expect(api.callsOf('PlanViewReorderProject')).toHaveLength(2));
    expect(api.callsOf('PlanViewReorderProject')[1]!.variables).toEqual({
      id: '11',
      input: { quarter: { year: 2026, quarter: 1 }, index: 1, seenIds: ['12'] },
    });
  });

  it('drags a phase above its sibling, or onto another quarter’s heading', async () => {
    const api = open('/plan?zoom=quarter');
    await chart();
    dragOnto('Drag phase Build', screen.getByTestId('phase-21'));
    await waitFor(() => expect(api.callsOf('PlanViewReorderPhase')).toHaveLength(1));
    expect(api.callsOf('PlanViewReorderPhase')[0]!.variables).toEqual({
      id: '22',
      input: { quarter: { year: 2026, quarter: 1 }, index: 0, seenIds: ['21'] },
    });
    await waitFor(() => expect(api.callsOf('PlanView')).toHaveLength(2));

    dragOnto('Drag phase Discovery', screen.getByTestId('quarter-2026-Q2'));
    await waitFor(() => expect(api.callsOf('PlanViewReorderPhase')).toHaveLength(2));
    expect(api.callsOf('PlanViewReorderPhase')[1]!.variables).toEqual({
      id: '21',
      input: { quarter: { year: 2026, quarter: 2 }, index: 0, seenIds: [] },
    });
  });

  it('does not send a drop where the item already is, nor a phase onto another project’s phase', async () => {
    const api = open();
    await chart();
    dragOnto('Drag project Bluebird always-on', screen.getByTestId('project-11'));
    dragOnto('Drag phase Build', screen.getByTestId('phase-24'));
    dragOnto('Drag phase Setup', screen.getByTestId('phase-21'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsOf('PlanViewReorderProject')).toHaveLength(0);
    expect(api.callsOf('PlanViewReorderPhase')).toHaveLength(0);
  });

  it('moves with the keyboard from the row menu: down, and to another quarter', async () => {
    const api = open('/plan?zoom=quarter');
    await chart();
    await chooseFromMenu('Actions for project Bluebird always-on', 'Move down');
    await waitFor(() => expect(api.callsOf('PlanViewReorderProject')).toHaveLength(1));
    expect(api.callsOf('PlanViewReorderProject')[0]!.variables).toEqual({
      id: '11',
      input: { quarter: { year: 2026, quarter: 1 }, index: 1, seenIds: ['12'] },
    });

    await chooseFromMenu('Actions for phase Build', 'Move to quarter…');
    const dialog = await dialogTitled('Move "Build" to a quarter');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Quarter' }));
    fireEvent.click(await within(popup()).findByTitle('Q3 2026'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsOf('PlanViewReorderPhase')).toHaveLength(1));
    expect(api.callsOf('PlanViewReorderPhase')[0]!.variables).toEqual({
      id: '22',
      input: { quarter: { year: 2026, quarter: 3 }, index: 0, seenIds: [] },
    });
  });

  it('says "Reorder failed" when the API refuses a stale order, and shows the plan again', async () => {
    const api = open('/plan', {
      answers: { PlanViewReorderProject: () => refusal('Reorder failed', 'CONFLICT', { seenIds: 'Reorder failed' }) },
    });
    await chart();
    dragOnto('Drag project Redwood relaunch', screen.getByTestId('project-11'));
    await waitFor(() => expect(api.toasts).toEqual([{ text: 'Reorder failed', color: 'error' }]));
    await waitFor(() => expect(api.callsOf('PlanView')).toHaveLength(2));
  });
});

describe('moving jobs to a phase', { timeout: 30_000 }, () => {
  async function moveSelected(api: Api) {
    await chart();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select job Keyword audit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select job Loose job' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to phase (2)' }));
    const dialog = await dialogTitled('Move jobs to a phase');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Phase' }));
    fireEvent.click(await within(popup()).findByTitle('Redwood relaunch › Plan (12 Jan 2026 to 27 Feb 2026)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsOf('PlanViewMoveJobs')).toHaveLength(1));
    expect(api.callsOf('PlanViewMoveJobs')[0]!.variables).toEqual({ jobIds: ['31', '33'], phaseId: '24' });
    return dialog;
  }

  it('moves the selected jobs and shows the plan again', async () => {
    const api = open();
    await moveSelected(api);
    await waitFor(() => expect(api.toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    await waitFor(() => expect(api.callsOf('PlanView')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Move to phase' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "Failed to move jobs to new phase" and why when the API refuses', async () => {
    const api = open('/plan', {
      answers: {
        PlanViewMoveJobs: () =>
          refusal('Failed to move jobs to new phase', 'BAD_USER_INPUT', { jobIds: 'The phase does not cover the dates of: Keyword audit' }),
      },
    });
    const dialog = await moveSelected(api);
    await waitFor(() => expect(api.toasts).toEqual([{ text: 'Failed to move jobs to new phase', color: 'error' }]));
    expect(await within(dialog).findByText('The phase does not cover the dates of: Keyword audit')).toBeTruthy();
  });
});

describe('completing and deleting', { timeout: 30_000 }, () => {
  it('completes a project after the confirmation', async () => {
    const api = open();
    await chart();
    await chooseFromMenu('Actions for project Bluebird always-on', 'Complete');
    await waitFor(() => expect(api.callsOf('PlanViewCompleteProject')).toHaveLength(1));
    expect(api.confirmations).toEqual([
      {
        title: 'Complete the project "Bluebird always-on"?',
        content: 'Its active phases are completed too. A completed project cannot be changed.',
        okText: 'Complete',
      },
    ]);
    expect(api.callsOf('PlanViewCompleteProject')[0]!.variables).toEqual({ id: '11' });
    await waitFor(() => expect(api.toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    await waitFor(() => expect(api.callsOf('PlanView')).toHaveLength(2));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = open('/plan', { confirm: false });
    await chart();
    await chooseFromMenu('Actions for phase Discovery', 'Delete');
    await waitFor(() => expect(api.confirmations.map((c) => c.title)).toEqual(['Delete the phase "Discovery"?']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsOf('PlanViewDeletePhase')).toHaveLength(0);
    expect(api.toasts).toEqual([]);
  });

  it('says why the API refuses to delete a phase', async () => {
    const api = open('/plan', {
      answers: {
        PlanViewDeletePhase: () =>
          refusal('It has started jobs: complete it instead', 'CONFLICT', { id: 'It has started jobs: complete it instead' }),
      },
    });
    await chart();
    await chooseFromMenu('Actions for phase Discovery', 'Delete');
    await waitFor(() =>
      expect(api.toasts).toEqual([{ text: 'Unable to delete it: It has started jobs: complete it instead', color: 'error' }]),
    );
    expect(api.callsOf('PlanViewDeletePhase')[0]!.variables).toEqual({ id: '21' });
  });

  it('deletes a project, and gives its own words for an unexpected failure', async () => {
    let failing = false;
    const api = open('/plan', {
      answers: {
        PlanViewDeleteProject: (call) =>
          failing ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : { data: { deletePlanProject: call.variables['id'] } },
      },
    });
    await chart();
    await chooseFromMenu('Actions for project Redwood relaunch', 'Delete');
    await waitFor(() => expect(api.toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(api.confirmations[0]!.title).toBe('Delete the project "Redwood relaunch"?');
    failing = true;
    await chooseFromMenu('Actions for project Redwood relaunch', 'Delete');
    await waitFor(() =>
      expect(api.toasts.at(-1)).toEqual({
        text: 'Unable to delete it. Please try again, and contact support if it persists.',
        color: 'error',
      }),
    );
  });
});

describe('the forms', { timeout: 30_000 }, () => {
  const drawer = async () => JSON.parse((await screen.findByRole('dialog', { name: 'Plan form' })).textContent!) as unknown;

  it('opens the drawer from Create, from the row menus, a job, a task and a key date', async () => {
    open();
    await chart();
    fireEvent.click(screen.getByRole('button', { name: /Create/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Internal task' }));
    expect(await drawer()).toEqual({ kind: 'internalTask' });

    await chooseFromMenu('Actions for project Redwood relaunch', 'Add key date');
    expect(await drawer()).toEqual({ kind: 'keyDate', projectId: '12' });
    await chooseFromMenu('Actions for phase Discovery', 'Add job');
    expect(await drawer()).toEqual({ kind: 'job', phaseId: '21', clientId: '70' });

    fireEvent.click(screen.getByRole('button', { name: 'Job Keyword audit (in progress): 6 Jan 2026 to 20 Jan 2026' }));
    expect(await drawer()).toEqual({ kind: 'job', id: '31' });
    fireEvent.click(screen.getByRole('button', { name: /^Internal task Weekly report/ }));
    expect(await drawer()).toEqual({ kind: 'internalTask', id: '41' });
    fireEvent.click(screen.getByRole('button', { name: 'Key date: Launch, 16 Feb 2026' }));
    expect(await drawer()).toEqual({ kind: 'keyDate', id: '51', projectId: '11' });
  });
});
