// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { choose, formNamed, save, typeText } from '../plan-forms/planFormsTesting';
import { croudies, offer, qaTask, refusal, renderWithApi, writeAds, type Answers } from '../job-page/jobPageTesting';
import { TaskFormDrawer, type TaskFormTarget } from './TaskFormDrawer';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const created = () => ({ data: { createTask: writeAds } });

/** A new task of a type, or a saved one (a fixture shaped as the API answers it). */
function openForm(given: { type: 'single' | 'qa' } | { task: object }, answers: Answers = {}) {
  const target = given as TaskFormTarget;
  const saved: number[] = [];
  const api = renderWithApi(
    <TaskFormDrawer job={{ id: '5', clientId: '7' }} target={target} onClose={() => {}} onSaved={() => saved.push(1)} />,
    { answers },
  );
  return { ...api, saved };
}

const chosen = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Croudies' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

async function addCroudie(form: HTMLElement, name: string) {
  await choose(form, 'Add croudie', name);
  await waitFor(() => expect(chosen(form)).toContain(name));
}

const amount = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByRole('spinbutton', { name: label }), { target: { value } });

describe('the single task form', { timeout: 30_000 }, () => {
  it('needs a title, a cost and at least one croudie', async () => {
    const { callsOf } = openForm({ type: 'single' });
    const form = await formNamed('Add task');
    save(form);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Choose at least one croudie')).toBeTruthy();
    expect(callsOf('CreateTask')).toEqual([]);
  });

  it('assigning needs exactly one croudie', async () => {
    const { callsOf } = openForm({ type: 'single' });
    const form = await formNamed('Add task');
    typeText(form, 'Title', 'Write ads');
    amount(form, 'Fixed cost', '25');
    await addCroudie(form, 'Cara Croudie');
    await addCroudie(form, 'Dan Doer');
    fireEvent.click(within(form).getByRole('radio', { name: 'Assign' }));
    // one at a time no longer: no timeouts, no open queue
    expect(within(form).queryByRole('slider', { name: 'Availability timeout of Cara Croudie' })).toBeNull();
    expect(within(form).queryByRole('switch', { name: 'Open queue' })).toBeNull();
    save(form);
    expect(await within(form).findByText('Choose exactly one croudie to assign the task to')).toBeTruthy();
    expect(callsOf('CreateTask')).toEqual([]);
  });

  it('sends the task with its croudies in the order chosen, each with a 2-hour timeout', async () => {
    const { callsOf, toasts, saved } = openForm({ type: 'single' }, { CreateTask: created });
    const form = await formNamed('Add task');
    typeText(form, 'Title', ' Write ads ');
    typeText(form, 'Brief', 'Hello {{croudie_first_name}}');
    amount(form, 'Fixed cost', '25.5');
    await addCroudie(form, 'Cara Croudie');
    await addCroudie(form, 'Dan Doer');
    expect(within(form).getByRole('slider', { name: 'Availability timeout of Dan Doer' }).getAttribute('aria-valuetext')).toBe('2 hours');
    fireEvent.click(within(form).getByRole('button', { name: 'Move Dan Doer up' }));
    expect(chosen(form)).toEqual(['Dan Doer', 'Cara Croudie']);
    await addCroudie(form, 'Eve Editor');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Eve Editor from the selection' }));
    expect(chosen(form)).toEqual(['Dan Doer', 'Cara Croudie']);
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreateTask')[0]!.variables).toEqual({
      jobId: '5',
      input: {
        type: 'SINGLE',
        templateId: null,
        title: 'Write ads',
        brief: 'Hello {{croudie_first_name}}',
        settings: { attachmentsRequired: false },
        cost: { costType: 'FIXED', fixedCost: 25.5 },
        lifetimeMinutes: 1440,
        deadlineTime: 'end_of_day',
        allocationMethod: 'OFFER',
        openQueue: false,
        active: true,
        users: [
          { croudieId: '42', timeoutMinutes: 120 },
          { croudieId: '41', timeoutMinutes: 120 },
        ],
      },
    });
    expect(saved).toEqual([1]);
  });

  it('fills the form from a template of the job’s client and keeps its id', async () => {
    const { callsOf } = openForm({ type: 'single' }, { CreateTask: created });
    const form = await formNamed('Add task');
    expect(
      within(form).getByText(/Merge fields: \{\{croudie_first_name\}\}, \{\{job_owner_name\}\}, \{\{job_owner_email\}\}/),
    ).toBeTruthy();
    await choose(form, 'Template', 'Banner set');
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Make banners'));
    expect(callsOf('TaskFormTemplates')[0]!.variables).toEqual({ clientId: '7' });
    expect((within(form).getByRole('textbox', { name: 'Brief' }) as HTMLTextAreaElement).value).toBe('Banners for {{job_owner_name}}');
    // 90 allocated minutes: the cost type moved to minutes, shown as 1 h 30
    expect((within(form).getByRole('spinbutton', { name: 'Allocated hours' }) as HTMLInputElement).value).toBe('1');
    expect((within(form).getByRole('spinbutton', { name: 'Allocated minutes' }) as HTMLInputElement).value).toBe('30');
    expect(within(form).queryByRole('spinbutton', { name: 'Fixed cost' })).toBeNull();
    expect(within(form).getByRole('slider', { name: 'Lifetime' }).getAttribute('aria-valuetext')).toBe('6 hours');
    await addCroudie(form, 'Cara Croudie');
    save(form);
    await waitFor(() => expect(callsOf('CreateTask')).toHaveLength(1));
    expect(callsOf('CreateTask')[0]!.variables['input']).toMatchObject({
      templateId: '88',
      title: 'Make banners',
      settings: { attachmentsRequired: true },
      cost: { costType: 'MINUTES', allocatedMinutes: 90 },
      lifetimeMinutes: 360,
      deadlineTime: '17:00',
      users: [{ croudieId: '41', timeoutMinutes: 120 }],
    });
  });

  it('shows the API’s field error on its field and says "Failed to update task"', async () => {
    const { toasts } = openForm(
      { type: 'single' },
      {
        CreateTask: () =>
          refusal('Invalid input', 'BAD_USER_INPUT', {
            'input.deadlineTime': "A task's deadline must not be before the previous task's deadline",
          }),
      },
    );
    const form = await formNamed('Add task');
    typeText(form, 'Title', 'Write ads');
    amount(form, 'Fixed cost', '25');
    await addCroudie(form, 'Cara Croudie');
    save(form);
    expect(await within(form).findByText("A task's deadline must not be before the previous task's deadline")).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Failed to update task', color: 'error' }]);
  });

  it('edits a task: its people as they stand, someone who accepted it kept', async () => {
    const taken = {
      ...writeAds,
      offers: [
        offer(croudies[0]!, 1, 'ACCEPTED'),
        offer(croudies[2]!, 2, 'REMOVED'),
        offer(croudies[1]!, 3, 'QUEUED', { timeoutMinutes: 360 }),
      ],
    };
    const { callsOf, toasts } = openForm({ task: taken }, { UpdateTask: () => ({ data: { updateTask: taken } }) });
    const form = await formNamed('Edit task');
    expect(chosen(form)).toEqual(['Cara Croudie', 'Dan Doer']);
    expect(within(form).getByRole('button', { name: 'Remove Cara Croudie from the selection' }).hasAttribute('disabled')).toBe(true);
    expect((within(form).getByRole('switch', { name: 'Attachments required' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe(
      'true',
    );
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdateTask')[0]!.variables).toMatchObject({
      id: '501',
      input: {
        title: 'Write ads',
        brief: 'Hello {{croudie_first_name}}',
        cost: { costType: 'FIXED', fixedCost: 25 },
        users: [
          { croudieId: '41', timeoutMinutes: 120 },
          { croudieId: '42', timeoutMinutes: 360 },
        ],
      },
    });
  });

  it('says "Failed to update task" with the API’s reason when a save is refused', async () => {
    const { toasts } = openForm(
      { task: writeAds },
      { UpdateTask: () => refusal('This task cannot be changed: croudies have invoiced for the work', 'CONFLICT', { id: 'x' }) },
    );
    const form = await formNamed('Edit task');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Failed to update task', color: 'error' }]));
    expect(within(form).getByRole('alert').textContent).toBe('This task cannot be changed: croudies have invoiced for the work');
  });
});

describe('the QA task form', { timeout: 30_000 }, () => {
  it('is assigned to me by default, with no cost, allocation or croudies', async () => {
    const { callsOf } = openForm({ type: 'qa' }, { CreateTask: () => ({ data: { createTask: qaTask } }) });
    const form = await formNamed('Add QA task');
    expect(within(form).queryByRole('radio', { name: 'Fixed cost' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Add croudie' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Reviewer' })).toBeNull();
    typeText(form, 'Title', 'Check the ads');
    save(form);
    await waitFor(() => expect(callsOf('CreateTask')).toHaveLength(1));
    expect(callsOf('CreateTask')[0]!.variables).toEqual({
      jobId: '5',
      input: {
        type: 'QA',
        templateId: null,
        title: 'Check the ads',
        brief: '',
        lifetimeMinutes: 1440,
        deadlineTime: 'end_of_day',
        active: true,
        assignToMe: true,
        reviewerId: null,
      },
    });
  });

  it('needs a reviewer when not assigned to me', async () => {
    const { callsOf } = openForm({ type: 'qa' }, { CreateTask: () => ({ data: { createTask: qaTask } }) });
    const form = await formNamed('Add QA task');
    typeText(form, 'Title', 'Check the ads');
    fireEvent.click(within(form).getByRole('switch', { name: 'Assign the QA task to me' }));
    save(form);
    expect(await within(form).findByText('Choose a reviewer, or assign the QA task to yourself')).toBeTruthy();
    await choose(form, 'Reviewer', 'Ann Archer');
    save(form);
    await waitFor(() => expect(callsOf('CreateTask')).toHaveLength(1));
    expect(callsOf('CreateTask')[0]!.variables['input']).toMatchObject({ type: 'QA', assignToMe: false, reviewerId: '9' });
  });

  it('edits a QA task reviewed by someone else', async () => {
    openForm({ task: qaTask });
    const form = await formNamed('Edit task');
    expect(within(form).getByRole('switch', { name: 'Assign the QA task to me' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Reviewer' }).closest('.ant-select')!.textContent).toContain('Ann Archer'),
    );
    expect(screen.queryByText('Choose at least one croudie')).toBeNull();
  });
});
