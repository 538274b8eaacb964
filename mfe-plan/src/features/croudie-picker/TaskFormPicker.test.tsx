// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { JobPage } from '../job-page/JobPage';
import { bannerTemplate, job } from '../job-page/jobPageTesting';
import { formNamed, LOADED } from '../plan-forms/planFormsTesting';
import { pickerAnswer, pickerDrawer, renderPicker } from './croudiePickerTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

/** The job page of job 5 with the given feature flags; Add task opens the single task form. */
async function openTaskForm(featureFlags: string[]) {
  const api = renderPicker(
    <MemoryRouter initialEntries={['/plan/jobs/5']}>
      <Routes>
        <Route path="/plan/jobs/:id" element={<JobPage id="5" />} />
      </Routes>
    </MemoryRouter>,
    {
      featureFlags,
      answers: {
        PlanNow: () => ({ data: { platformNow: '2026-01-14T10:00:00.000Z' } }),
        JobPage: () => ({ data: { job } }),
        TaskFormTemplates: () => ({ data: { taskTemplatesForTask: [bannerTemplate] } }),
        ScoredCroudies: (call) => pickerAnswer(call),
      },
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Add task' }, LOADED));
  return { ...api, form: await formNamed('Add task') };
}

const chosen = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Croudies' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('the croudie picker in the task form', { timeout: 30_000 }, () => {
  it('is not there without the new_croudie_picker flag', async () => {
    const { form, callsOf } = await openTaskForm(['imported_tasks']);
    expect(within(form).getByRole('combobox', { name: 'Add croudie' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Find croudies' })).toBeNull();
    expect(callsOf('ScoredCroudies')).toEqual([]);
  });

  it('with the flag, adds croudies to the form’s list for the job’s client, and knows whom the form holds', async () => {
    const { form, callsOf } = await openTaskForm(['new_croudie_picker']);
    expect(within(form).getByRole('combobox', { name: 'Add croudie' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Find croudies' }));
    const panel = await pickerDrawer();
    const scored = await within(panel).findByRole('list', { name: 'Scored' }, LOADED);
    expect((callsOf('ScoredCroudies')[0]!.variables['input'] as { clientId: string }).clientId).toBe('7');

    fireEvent.click(within(scored).getByRole('button', { name: 'Add Dan Doer' }));
    await waitFor(() => expect(chosen(form)).toEqual(['Dan Doer']));
    // the form's new person is the picker's selected one
    expect(within(scored).getByRole('button', { name: 'Dan Doer added' })).toBeTruthy();
    await waitFor(() =>
      expect((callsOf('ScoredCroudies').at(-1)!.variables['input'] as { selectedIds: string[] }).selectedIds).toEqual(['42']),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Pick top 5' }));
    await waitFor(() => expect(chosen(form)).toEqual(['Dan Doer', 'Cara Croudie', 'Eve Editor']));
    expect(within(panel).getByText('Added 2 croudies to the task')).toBeTruthy();
    expect(within(form).getByRole('slider', { name: 'Availability timeout of Eve Editor' })).toBeTruthy();
  });
});
