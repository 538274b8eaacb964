// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { choose, formNamed, openDrawer, refusal, sam, save, typeText, type Answers } from '../planFormsTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const draft = {
  id: '61',
  clientId: '7',
  channelId: '70',
  phaseId: '31',
  owner: { id: sam.id, fullName: sam.fullName, timezone: 'Europe/London' },
  summary: 'Audit the account',
  brief: null,
  lifetimeMinutes: 1440,
  deadlineTime: 'end_of_day',
  status: 'DRAFT' as string,
  startedAt: null as string | null,
  dueAt: null as string | null,
  completedAt: null as string | null,
};
const inProgress = { ...draft, status: 'IN_PROGRESS', startedAt: '2026-01-14T09:00:00.000Z', dueAt: '2026-01-15T23:00:00.000Z' };
const created = () => ({ data: { createInternalTask: draft } });

async function fillNew(form: HTMLElement) {
  await choose(form, 'Client', 'Bluebird Travel');
  await choose(form, 'Channel', 'Paid search');
  typeText(form, 'Summary', ' Audit the account ');
}

describe('creating an internal task', { timeout: 30_000 }, () => {
  it('checks the form: a client, a channel and a summary', async () => {
    const { callsOf } = openDrawer({ kind: 'internalTask' });
    const form = await formNamed('Create internal task');
    save(form);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(callsOf('CreateInternalTask')).toEqual([]);
  });

  it('creates a draft lasting a day, due at the end of the day, by default', async () => {
    const { callsOf, toasts, confirmations } = openDrawer({ kind: 'internalTask' }, { answers: { CreateInternalTask: created } });
    const form = await formNamed('Create internal task');
    await fillNew(form);
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreateInternalTask')[0]!.variables).toEqual({
      input: {
        clientId: '7',
        channelId: '70',
        phaseId: null,
        summary: 'Audit the account',
        brief: null,
        lifetimeMinutes: 1440,
        deadlineTime: 'end_of_day',
      },
      startOnSave: false,
    });
    expect(confirmations).toEqual([]);
  });

  it('opened from a phase, belongs to its client and shows under it; started on save inside it, it asks nothing', async () => {
    const { callsOf, confirmations } = openDrawer({ kind: 'internalTask', phaseId: '31' }, { answers: { CreateInternalTask: created } });
    const form = await formNamed('Create internal task');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Phase' }).closest('.ant-select')!.textContent).toContain(
        'Spring launch › Discovery',
      ),
    );
    await choose(form, 'Channel', 'Paid search');
    typeText(form, 'Summary', 'Audit the account');
    fireEvent.click(within(form).getByRole('switch', { name: 'Start on save' }));
    save(form);
    await waitFor(() => expect(callsOf('CreateInternalTask')).toHaveLength(1));
    expect(callsOf('CreateInternalTask')[0]!.variables).toMatchObject({ input: { clientId: '7', phaseId: '31' }, startOnSave: true });
    expect(confirmations).toEqual([]);
  });

  it('asks to extend the phase when the task starts before it, and extends it before saving', async () => {
    const { calls, callsOf, confirmations } = openDrawer({ kind: 'internalTask' }, { answers: { CreateInternalTask: created } });
    const form = await formNamed('Create internal task');
    await fillNew(form);
    await choose(form, 'Phase', 'Spring launch › Build');
    fireEvent.click(within(form).getByRole('switch', { name: 'Start on save' }));
    save(form);
    await waitFor(() => expect(callsOf('CreateInternalTask')).toHaveLength(1));
    expect(confirmations).toEqual([{ title: 'Extend the phase "Build" to 14/01/2026 – 31/03/2026?', okText: 'Extend' }]);
    expect(callsOf('ExtendPlanPhase')[0]!.variables).toEqual({ id: '32', startsAt: '2026-01-14', endsAt: null });
    const order = calls.map((c) => c.operationName).filter((name) => name === 'ExtendPlanPhase' || name === 'CreateInternalTask');
    expect(order).toEqual(['ExtendPlanPhase', 'CreateInternalTask']);
  });

  it('saves nothing when the extension is declined', async () => {
    const { callsOf, confirmations, toasts } = openDrawer(
      { kind: 'internalTask' },
      { answers: { CreateInternalTask: created }, confirm: false },
    );
    const form = await formNamed('Create internal task');
    await fillNew(form);
    await choose(form, 'Phase', 'Spring launch › Build');
    fireEvent.click(within(form).getByRole('switch', { name: 'Start on save' }));
    save(form);
    await waitFor(() => expect(confirmations).toHaveLength(1));
    expect(callsOf('ExtendPlanPhase')).toEqual([]);
    expect(callsOf('CreateInternalTask')).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('says "Unable to create internal task" when the API refuses', async () => {
    const { toasts } = openDrawer(
      { kind: 'internalTask' },
      {
        answers: {
          CreateInternalTask: () =>
            refusal('Invalid input', 'BAD_USER_INPUT', { 'input.channelId': 'The channel must belong to the client' }),
        },
      },
    );
    const form = await formNamed('Create internal task');
    await fillNew(form);
    save(form);
    expect(await within(form).findByText('The channel must belong to the client')).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Unable to create internal task', color: 'error' }]);
  });
});

describe('an existing internal task', { timeout: 30_000 }, () => {
  const open = (task: typeof draft, answers: Answers = {}) =>
    openDrawer(
      { kind: 'internalTask', id: task.id },
      { answers: { PlanFormsInternalTask: () => ({ data: { internalTask: task } }), ...answers } },
    );

  it('a draft can be saved and started, not completed', async () => {
    const { callsOf, toasts } = open(draft, {
      UpdateInternalTask: () => ({ data: { updateInternalTask: draft } }),
      StartInternalTask: () => ({ data: { startInternalTask: inProgress } }),
    });
    const form = await formNamed('Edit internal task');
    expect(within(form).getByText('Draft')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(form).queryByRole('switch', { name: 'Start on save' })).toBeNull();
    typeText(form, 'Brief', 'Check the bids');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdateInternalTask')[0]!.variables).toEqual({
      id: '61',
      input: {
        clientId: '7',
        channelId: '70',
        phaseId: '31',
        summary: 'Audit the account',
        brief: 'Check the bids',
        lifetimeMinutes: 1440,
        deadlineTime: 'end_of_day',
      },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(callsOf('StartInternalTask')[0]?.variables).toEqual({ id: '61' }));
  });

  it('one in progress can be completed, and says "Unable to complete internal task" when that fails', async () => {
    const { callsOf, toasts } = open(inProgress, {
      CompleteInternalTask: () => refusal('Only an internal task in progress can be completed', 'CONFLICT'),
    });
    const form = await formNamed('Edit internal task');
    expect(within(form).getByText('In progress')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to complete internal task', color: 'error' }]));
    expect(callsOf('CompleteInternalTask')[0]!.variables).toEqual({ id: '61' });
  });

  it('says "Unable to save internal task" when a save fails', async () => {
    const { toasts } = open(draft, { UpdateInternalTask: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') });
    const form = await formNamed('Edit internal task');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to save internal task', color: 'error' }]));
    expect(within(form).getByRole('alert').textContent).toBe('Unable to save internal task');
  });

  it('a complete one cannot be changed', async () => {
    open({ ...inProgress, status: 'COMPLETE', completedAt: '2026-01-14T15:00:00.000Z' });
    const form = await formNamed('Edit internal task');
    expect(within(form).getByText('A complete internal task cannot be changed.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('Jan 14, 2026 15:00')).toBeTruthy();
  });
});
