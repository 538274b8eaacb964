// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { formNamed, LOADED, openDrawer, refusal, type Answers } from '../planFormsTesting';
import type { PlanFormsJob } from './job.graphql';
import { draftJob, jobAnswer, startedJob } from './jobTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const ACTION_BUTTONS = ['Publish', 'Start', 'Schedule', 'Copy', 'Take ownership', 'Delete'];

async function openJob(job: PlanFormsJob, answers: Answers = {}, confirm = true) {
  const opened = openDrawer({ kind: 'job', id: job.id }, { answers: { PlanFormsJob: jobAnswer(job), ...answers }, confirm });
  const form = await formNamed('Edit job');
  const click = (name: string) => fireEvent.click(within(form).getByRole('button', { name }));
  return { ...opened, form, click };
}
/** A modal by its title (antd names its dialog by an id that jsdom runs do not match). */
const dialogTitled = (title: string) =>
  waitFor(() => screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title)!, LOADED);
const shown = (form: HTMLElement) => ACTION_BUTTONS.filter((name) => within(form).queryByRole('button', { name }));

describe("a job's actions", { timeout: 30_000 }, () => {
  it('are those the API allows the caller now', async () => {
    const owner = await openJob(draftJob);
    expect(shown(owner.form)).toEqual(['Publish', 'Start', 'Schedule', 'Copy', 'Delete']);
    cleanup();
    const other = await openJob({ ...draftJob, availableActions: ['COPY', 'TAKE_OWNERSHIP'] });
    expect(shown(other.form)).toEqual(['Copy', 'Take ownership']);
    cleanup();
    const started = await openJob(startedJob);
    expect(shown(started.form)).toEqual(['Copy', 'Delete']);
  });

  it('publish, then the job and the plan reload', async () => {
    const { click, callsOf, toasts, saved } = await openJob(draftJob, {
      PublishJob: () => ({ data: { publishJob: { ...draftJob, status: 'NEW' } } }),
    });
    click('Publish');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('PublishJob')[0]!.variables).toEqual({ id: '5' });
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(callsOf('PlanFormsJob')).toHaveLength(2));
  });

  it('start, or say "Job details failed to update"', async () => {
    const { click, callsOf, toasts, confirmations } = await openJob(draftJob, {
      StartJob: () => refusal('Only a draft, new or scheduled job can be started', 'CONFLICT'),
    });
    click('Start');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Job details failed to update', color: 'error' }]));
    expect(callsOf('StartJob')[0]!.variables).toEqual({ id: '5' });
    // it starts on 15 January as planned, inside its phase: nothing to extend
    expect(confirmations).toEqual([]);
  });

  it('schedule at a day and time in its time zone, the next quarter hour by default', async () => {
    const { click, callsOf, toasts } = await openJob(draftJob, {
      ScheduleJob: (call) => ({ data: { scheduleJob: { ...draftJob, status: 'SCHEDULED', scheduledFor: call.variables['at'] } } }),
    });
    click('Schedule');
    const dialog = await dialogTitled('Schedule the job "Launch ads"');
    expect((within(dialog).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('14/01/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('ScheduleJob')[0]!.variables).toEqual({ id: '5', at: '2026-01-14T10:15:00.000Z' });
  });

  it("shows the API's refusal of a time in the past in the schedule dialog", async () => {
    const { click, toasts } = await openJob(draftJob, {
      ScheduleJob: () => refusal('Invalid input', 'BAD_USER_INPUT', { at: 'Choose a time in the future' }),
    });
    click('Schedule');
    const dialog = await dialogTitled('Schedule the job "Launch ads"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time in the future')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('copy, or say "Unable to copy job"', async () => {
    const copied = await openJob(draftJob, {
      CopyJob: () => ({ data: { copyJob: { ...draftJob, id: '6', name: 'Copy of Launch ads' } } }),
    });
    copied.click('Copy');
    await waitFor(() => expect(copied.toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(copied.callsOf('CopyJob')[0]!.variables).toEqual({ id: '5' });
    expect(copied.saved).toHaveLength(1);
    cleanup();
    const failed = await openJob(draftJob, { CopyJob: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') });
    failed.click('Copy');
    await waitFor(() => expect(failed.toasts).toEqual([{ text: 'Unable to copy job', color: 'error' }]));
  });

  it('take ownership, or say "Unable to take ownership"', async () => {
    const another = { ...draftJob, availableActions: ['COPY', 'TAKE_OWNERSHIP'] } as PlanFormsJob;
    const taken = await openJob(another, { TakeJobOwnership: () => ({ data: { takeJobOwnership: draftJob } }) });
    taken.click('Take ownership');
    await waitFor(() => expect(taken.toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(taken.callsOf('TakeJobOwnership')[0]!.variables).toEqual({ id: '5' });
    cleanup();
    const failed = await openJob(another, { TakeJobOwnership: () => refusal('Unable to take ownership', 'CONFLICT') });
    failed.click('Take ownership');
    await waitFor(() => expect(failed.toasts).toEqual([{ text: 'Unable to take ownership', color: 'error' }]));
  });
});

describe('deleting a job', { timeout: 30_000 }, () => {
  it('that nobody works on, once confirmed', async () => {
    const declined = await openJob(draftJob, {}, false);
    declined.click('Delete');
    await waitFor(() => expect(declined.confirmations).toEqual([{ title: 'Delete the job "Launch ads"?', okText: 'Delete' }]));
    expect(declined.callsOf('DeleteJob')).toEqual([]);
    cleanup();
    const { click, callsOf, toasts, saved, closed } = await openJob(draftJob, { DeleteJob: () => ({ data: { deleteJob: '5' } }) });
    click('Delete');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(callsOf('DeleteJob')[0]!.variables).toEqual({ id: '5' });
    expect([saved.length, closed.length]).toEqual([1, 1]);
  });

  it('that is started asks what to pay each active task (required, 0 allowed) and sends the payments', async () => {
    const { click, callsOf, toasts, closed, confirmations } = await openJob(startedJob, {
      DeleteJob: () => ({ data: { deleteJob: '5' } }),
    });
    click('Delete');
    const dialog = await screen.findByRole('form', { name: 'Delete the job "Launch ads"?' }, LOADED);
    expect(confirmations).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    const amount = within(dialog).getByRole('spinbutton', { name: 'Cara Croudie – Write ad copy' });
    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.blur(amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(callsOf('DeleteJob')[0]!.variables).toEqual({ id: '5', payments: [{ taskId: '901', amount: 12.5 }] });
    expect(closed).toHaveLength(1);
  });

  it('pays 0 when that is what is entered', async () => {
    const { click, callsOf } = await openJob(startedJob, { DeleteJob: () => ({ data: { deleteJob: '5' } }) });
    click('Delete');
    const dialog = await screen.findByRole('form', { name: 'Delete the job "Launch ads"?' }, LOADED);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Cara Croudie – Write ad copy' }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf('DeleteJob')[0]?.variables).toEqual({ id: '5', payments: [{ taskId: '901', amount: 0 }] }));
  });

  it('says "Unable to delete this job at this time" when that fails', async () => {
    const { click, toasts } = await openJob(startedJob, { DeleteJob: () => refusal('Unable to delete this job at this time', 'CONFLICT') });
    click('Delete');
    const dialog = await screen.findByRole('form', { name: 'Delete the job "Launch ads"?' }, LOADED);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Cara Croudie – Write ad copy' }), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to delete this job at this time', color: 'error' }]));
    expect(within(dialog).getByRole('alert').textContent).toBe('Unable to delete this job at this time');
  });
});
