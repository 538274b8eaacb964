// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../../app/AppRouter';
import { draftJob } from '../plan-forms/job/jobTesting';
import { LOADED, openDrawer } from '../plan-forms/planFormsTesting';
import { croudies, job, offer, openJobPage, qaTask, refusal, renderWithApi, writeAds } from './jobPageTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, LOADED);
const taskCard = (name: string) => screen.findByRole('article', { name }, LOADED);
const person = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('list', { name: 'Croudies' })).getByRole('listitem', { name });

describe('the job page', { timeout: 30_000 }, () => {
  it('shows the job with its tasks: labels, deadlines, reviewer and people in order with their offers', async () => {
    const { callsOf } = openJobPage();
    const title = await heading('Spring search ads');
    expect(callsOf('JobPage')[0]!.variables).toEqual({ id: '5' });
    expect(within(title.parentElement!).getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Bluebird Travel')).toBeTruthy();
    expect(screen.getByText('Jan 31, 2026 17:00')).toBeTruthy();

    const ads = await taskCard('Write ads');
    expect(within(ads).getByText('Offered', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(ads).getByText('Single task')).toBeTruthy();
    expect(within(ads).getByText('Jan 15, 2026 23:00')).toBeTruthy();
    const people = within(within(ads).getByRole('list', { name: 'Croudies' })).getAllByRole('listitem');
    expect(people.map((row) => row.getAttribute('aria-label'))).toEqual(['Cara Croudie', 'Dan Doer', 'Eve Editor']);
    expect(within(people[0]!).getByText('Offered (until Jan 14, 2026 12:00)')).toBeTruthy();
    expect(within(people[1]!).getByText('Waiting')).toBeTruthy();
    expect(within(people[2]!).getByText('Removed')).toBeTruthy();
    // a removed person can be neither removed nor replaced again
    expect(within(people[2]!).queryByRole('button', { name: 'Remove Eve Editor' })).toBeNull();

    const qa = await taskCard('Check the ads');
    expect(within(qa).getByText('In QA (unassigned)')).toBeTruthy();
    expect(within(qa).getByText('QA task')).toBeTruthy();
    expect(within(qa).getByText('Ann Archer')).toBeTruthy();
    expect(within(qa).getByRole('button', { name: 'Edit Check the ads' })).toBeTruthy();
    expect(within(qa).queryByRole('button', { name: 'Delete Check the ads' })).toBeNull();

    expect(screen.getByRole('button', { name: 'Add task' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add QA task' })).toBeTruthy();
  });

  it('says "No tasks yet" for a job without tasks, and offers no new tasks on a complete job', async () => {
    openJobPage({ answers: { JobPage: () => ({ data: { job: { ...job, status: 'COMPLETE', availableActions: ['COPY'], tasks: [] } } }) } });
    await heading('Spring search ads');
    expect(screen.getByText('No tasks yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add QA task' })).toBeNull();
  });

  it('shows every §4 label in words', async () => {
    const labels = {
      SCHEDULED: 'Scheduled',
      OPEN: 'Open',
      ASSIGNED: 'Assigned',
      UNASSIGNED: 'Unassigned',
      IN_PROGRESS: 'In progress',
      IN_REVISION: 'In revision',
      REVISIONS_REQUESTED: 'Revisions requested',
      AWAITING_REVISIONS: 'Awaiting revisions',
      SUBMITTED: 'Submitted',
      REQUIRES_REVIEW: 'Requires review',
      IN_QA: 'In QA',
      REVIEW_REQUESTED: 'Review requested',
      WITH_JOB_OWNER: 'With job owner',
      COMPLETE: 'Complete',
      DELETED: 'Deleted',
    };
    const tasks = Object.keys(labels).map((label, i) => ({ ...writeAds, id: String(600 + i), name: `Task ${label}`, label }));
    openJobPage({ answers: { JobPage: () => ({ data: { job: { ...job, tasks } } }) } });
    for (const [label, words] of Object.entries(labels)) {
      const card = await taskCard(`Task ${label}`);
      expect(within(card).getByText(words, { selector: '.ant-tag' })).toBeTruthy();
    }
  });

  it('says it could not load, and Retry asks again', async () => {
    let calls = 0;
    openJobPage({
      answers: {
        JobPage: () => (++calls === 1 ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : { data: { job } }),
      },
    });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(within(alert).getByText('Unable to load this job. Please try again soon.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await heading('Spring search ads');
  });

  it('reads a job one may not see as not found', async () => {
    openJobPage({ answers: { JobPage: () => ({ ...refusal('Not allowed', 'FORBIDDEN'), data: { job: null } }) } });
    await heading('Job not found');
  });

  it('Refresh asks the server again (offers move on by its clock)', async () => {
    const { callsOf } = openJobPage();
    await heading('Spring search ads');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsOf('JobPage')).toHaveLength(2));
  });
});

describe('changing tasks from the job page', { timeout: 30_000 }, () => {
  it('deletes a task after a confirmation', async () => {
    const { callsOf, toasts, confirmations } = openJobPage({ answers: { DeleteTask: () => ({ data: { deleteTask: writeAds } }) } });
    fireEvent.click(within(await taskCard('Write ads')).getByRole('button', { name: 'Delete Write ads' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(confirmations).toEqual([{ title: 'Delete the task "Write ads"?', okText: 'Delete' }]);
    expect(callsOf('DeleteTask')[0]!.variables).toEqual({ id: '501' });
    await waitFor(() => expect(callsOf('JobPage')).toHaveLength(2));
  });

  it('says "Failed to delete task" when the delete fails, and nothing when it is not confirmed', async () => {
    const failing = openJobPage({ answers: { DeleteTask: () => refusal('A task someone has accepted cannot be deleted', 'CONFLICT') } });
    fireEvent.click(within(await taskCard('Write ads')).getByRole('button', { name: 'Delete Write ads' }));
    await waitFor(() => expect(failing.toasts).toEqual([{ text: 'Failed to delete task', color: 'error' }]));
    cleanup();

    const declined = openJobPage({ confirm: false });
    fireEvent.click(within(await taskCard('Write ads')).getByRole('button', { name: 'Delete Write ads' }));
    await waitFor(() => expect(declined.confirmations).toHaveLength(1));
    expect(declined.callsOf('DeleteTask')).toEqual([]);
  });

  it('removes a person after a confirmation, and says "Failed to delete user" when that fails', async () => {
    const { callsOf, toasts, confirmations } = openJobPage({
      answers: { RemoveTaskUser: () => refusal('A user cannot be removed from a task once they have accepted it', 'CONFLICT') },
    });
    const ads = await taskCard('Write ads');
    fireEvent.click(within(person(ads, 'Dan Doer')).getByRole('button', { name: 'Remove Dan Doer' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Failed to delete user', color: 'error' }]));
    expect(confirmations).toEqual([{ title: 'Remove Dan Doer from the task "Write ads"?', okText: 'Remove' }]);
    expect(callsOf('RemoveTaskUser')[0]!.variables).toEqual({ taskId: '501', croudieId: '42' });
  });

  it('offers no Remove or Reassign for someone who accepted the task', async () => {
    const taken = { ...writeAds, label: 'IN_PROGRESS', offers: [offer(croudies[0]!, 1, 'ACCEPTED')], authoringActions: ['EDIT'] };
    openJobPage({ answers: { JobPage: () => ({ data: { job: { ...job, tasks: [taken] } } }) } });
    const card = await taskCard('Write ads');
    const cara = person(card, 'Cara Croudie');
    expect(within(cara).getByText('Accepted')).toBeTruthy();
    expect(within(cara).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete Write ads' })).toBeNull();
  });

  it('reassigns a person to another croudie chosen in a modal', async () => {
    const { callsOf, toasts } = openJobPage({ answers: { ReassignTaskUser: () => ({ data: { reassignTaskUser: writeAds } }) } });
    const ads = await taskCard('Write ads');
    fireEvent.click(within(person(ads, 'Dan Doer')).getByRole('button', { name: 'Reassign Dan Doer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Dan Doer' }, LOADED);
    expect(within(dialog).getByRole('button', { name: 'Reassign' }).hasAttribute('disabled')).toBe(true);
    await chooseIn(dialog, 'New croudie', 'Eve Editor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('ReassignTaskUser')[0]!.variables).toEqual({ taskId: '501', fromCroudieId: '42', toCroudieId: '43' });
  });

  it('says "Failed to reassign user" when the reassignment fails, with the reason', async () => {
    const { toasts } = openJobPage({
      answers: {
        ReassignTaskUser: () =>
          refusal('Failed to reassign user', 'BAD_USER_INPUT', { toCroudieId: 'This croudie is already on the task' }),
      },
    });
    const ads = await taskCard('Write ads');
    fireEvent.click(within(person(ads, 'Dan Doer')).getByRole('button', { name: 'Reassign Dan Doer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Dan Doer' }, LOADED);
    await chooseIn(dialog, 'New croudie', 'Cara Croudie');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Failed to reassign user', color: 'error' }]));
    expect(within(dialog).getByRole('alert').textContent).toBe('This croudie is already on the task');
  });

  it('opens the task forms: Add task, Add QA task and Edit', async () => {
    openJobPage();
    await taskCard('Write ads');
    fireEvent.click(screen.getByRole('button', { name: 'Add QA task' }));
    expect(await screen.findByRole('form', { name: 'Add QA task' }, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await taskCard('Check the ads')).getByRole('button', { name: 'Edit Check the ads' }));
    const form = await screen.findByRole('form', { name: 'Edit task' }, LOADED);
    expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(qaTask.name);
  });
});

const popup = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
async function chooseIn(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(await waitFor(() => within(popup()).getByTitle(option)));
}

describe('reaching the job page', { timeout: 30_000 }, () => {
  it('is the route /plan/jobs/{id} of the remote', async () => {
    window.history.replaceState(null, '', '/plan/jobs/5');
    const { callsOf } = renderWithApi(<AppRouter basename="/" />);
    await heading('Spring search ads');
    expect(callsOf('JobPage')[0]!.variables).toEqual({ id: '5' });
    window.history.replaceState(null, '', '/');
  });

  it('the job drawer links a saved job to its page', async () => {
    openDrawer({ kind: 'job', id: '5' }, { answers: { PlanFormsJob: () => ({ data: { job: draftJob } }) } });
    const link = await screen.findByRole('link', { name: 'Open job page' }, LOADED);
    expect(link.getAttribute('href')).toBe('/plan/jobs/5');
  });
});
