// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { choose, formNamed, openDrawer, refusal, save, typeDate, typeText } from '../planFormsTesting';
import { draftJob, jobAnswer, startedJob } from './jobTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const created = () => ({ data: { createJob: draftJob } });

describe('creating a job', { timeout: 30_000 }, () => {
  it('checks the form: a client, a channel and a name', async () => {
    const { callsOf } = openDrawer({ kind: 'job' });
    const form = await formNamed('Create job');
    save(form);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(callsOf('CreateJob')).toEqual([]);
  });

  it('says "You have no channel for this client" and cannot be saved for a client without an active channel', async () => {
    openDrawer({ kind: 'job' });
    const form = await formNamed('Create job');
    await choose(form, 'Client', 'Quiet Co');
    expect(await within(form).findByText('You have no channel for this client')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await choose(form, 'Client', 'Bluebird Travel');
    await waitFor(() => expect(within(form).queryByText('You have no channel for this client')).toBeNull());
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('creates it with its due date as the instant in its time zone, its engine accounts, and start on save', async () => {
    const { callsOf, toasts, saved, closed, confirmations } = openDrawer({ kind: 'job' }, { answers: { CreateJob: created } });
    const form = await formNamed('Create job');
    await choose(form, 'Client', 'Bluebird Travel');
    await choose(form, 'Channel', 'Paid search');
    typeText(form, 'Name', 'Launch ads');
    await choose(form, 'Phase', 'Spring launch › Discovery');
    const accounts = within(form).getByRole('combobox', { name: 'Engine accounts' });
    fireEvent.change(accounts, { target: { value: '123-456-7890' } });
    fireEvent.keyDown(accounts, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(form).getByRole('switch', { name: 'Start on save' }));
    fireEvent.click(within(form).getByRole('switch', { name: 'Show to client' }));
    typeText(form, 'Expected impact', 'More bookings');
    typeDate(form, 'Due date', '20/01/2026');
    await choose(form, 'Due time', '17:00', { typed: true });
    await choose(form, 'Timezone', 'America/New_York');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreateJob')[0]!.variables).toEqual({
      input: {
        clientId: '7',
        channelId: '70',
        name: 'Launch ads',
        phaseId: '31',
        engineAccounts: ['123-456-7890'],
        what: null,
        why: null,
        expectedImpact: 'More bookings',
        isPublic: true,
        dueAt: '2026-01-20T22:00:00.000Z',
        timezone: 'America/New_York',
        startsAt: null,
      },
      startOnSave: true,
    });
    expect(confirmations).toEqual([]);
    expect([saved.length, closed.length]).toEqual([1, 1]);
  });

  it('asks to extend its phase when it is due after the phase ends, and extends it first', async () => {
    const { callsOf, confirmations } = openDrawer({ kind: 'job', phaseId: '31' }, { answers: { CreateJob: created } });
    const form = await formNamed('Create job');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Client' }).closest('.ant-select')!.textContent).toContain('Bluebird Travel'),
    );
    await choose(form, 'Channel', 'Paid search');
    typeText(form, 'Name', 'Launch ads');
    typeDate(form, 'Due date', '05/02/2026');
    await choose(form, 'Due time', '09:00', { typed: true });
    save(form);
    await waitFor(() => expect(callsOf('CreateJob')).toHaveLength(1));
    expect(confirmations).toEqual([{ title: 'Extend the phase "Discovery" to 05/01/2026 – 05/02/2026?', okText: 'Extend' }]);
    expect(callsOf('ExtendPlanPhase')[0]!.variables).toEqual({ id: '31', startsAt: null, endsAt: '2026-02-05' });
  });

  it('saves nothing when the extension is declined', async () => {
    const { callsOf, confirmations } = openDrawer({ kind: 'job', phaseId: '31' }, { answers: { CreateJob: created }, confirm: false });
    const form = await formNamed('Create job');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Client' }).closest('.ant-select')!.textContent).toContain('Bluebird Travel'),
    );
    await choose(form, 'Channel', 'Paid search');
    typeText(form, 'Name', 'Launch ads');
    typeDate(form, 'Planned start date', '02/01/2026');
    save(form);
    await waitFor(() =>
      expect(confirmations).toEqual([{ title: 'Extend the phase "Discovery" to 02/01/2026 – 31/01/2026?', okText: 'Extend' }]),
    );
    expect(callsOf('ExtendPlanPhase')).toEqual([]);
    expect(callsOf('CreateJob')).toEqual([]);
  });

  it('says "Job details failed to update" when the API refuses, with its rule at the field', async () => {
    const { toasts } = openDrawer(
      { kind: 'job', clientId: '7' },
      { answers: { CreateJob: () => refusal('Invalid input', 'BAD_USER_INPUT', { 'input.dueAt': 'Enter a due date and time' }) } },
    );
    const form = await formNamed('Create job');
    await choose(form, 'Channel', 'Paid search');
    typeText(form, 'Name', 'Launch ads');
    save(form);
    expect(await within(form).findByText('Enter a due date and time')).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Job details failed to update', color: 'error' }]);
  });
});

describe('an existing job', { timeout: 30_000 }, () => {
  it('shows its status, owner, times and its values, and saves the changes', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'job', id: '5' },
      { answers: { PlanFormsJob: jobAnswer(startedJob), UpdateJob: () => ({ data: { updateJob: startedJob } }) } },
    );
    const form = await formNamed('Edit job');
    for (const text of ['In progress', 'Sam Staff', 'Jan 12, 2026 09:30', '3h 15m', '45m'])
      expect(within(form).getByText(text)).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Due date' }) as HTMLInputElement).value).toBe('20/01/2026');
    expect(within(form).queryByRole('switch', { name: 'Start on save' })).toBeNull();
    typeText(form, 'Why', 'Peak season');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdateJob')[0]!.variables).toEqual({
      id: '5',
      input: {
        clientId: '7',
        channelId: '70',
        name: 'Launch ads',
        phaseId: '31',
        engineAccounts: ['123-456-7890'],
        what: 'Search ads',
        why: 'Peak season',
        expectedImpact: null,
        isPublic: false,
        dueAt: '2026-01-20T17:00:00.000Z',
        timezone: 'Europe/London',
        startsAt: '2026-01-15',
      },
    });
  });

  it('keeps its channel once croudies have invoiced for it', async () => {
    openDrawer({ kind: 'job', id: '5' }, { answers: { PlanFormsJob: jobAnswer({ ...startedJob, invoiced: true }) } });
    const form = await formNamed('Edit job');
    expect(within(form).getByRole('combobox', { name: 'Channel' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('The channel cannot change once croudies have invoiced for this job')).toBeTruthy();
  });

  it('cannot be saved by someone it does not allow to edit it', async () => {
    openDrawer(
      { kind: 'job', id: '5' },
      { answers: { PlanFormsJob: jobAnswer({ ...draftJob, availableActions: ['COPY', 'TAKE_OWNERSHIP'] }) } },
    );
    const form = await formNamed('Edit job');
    expect(within(form).getByText('You cannot change this job.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
