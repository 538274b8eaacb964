// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { formNamed, openDrawer, refusal, save, typeDate, typeText } from '../planFormsTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const goLive = { id: '51', description: 'Go live', date: '2026-03-02' };
const keyDates = () => ({ data: { planProject: { id: '21', name: 'Spring launch', keyDates: [goLive] } } });

describe('key dates', { timeout: 30_000 }, () => {
  it('adds one to the project: a description and a date (today unless changed)', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'keyDate', projectId: '21' },
      { answers: { CreatePlanKeyDate: () => ({ data: { createPlanKeyDate: { ...goLive, projectId: '21' } } }) } },
    );
    const form = await formNamed('Add key date');
    save(form);
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    typeText(form, 'Description', ' Go live ');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreatePlanKeyDate')[0]!.variables).toEqual({ projectId: '21', input: { description: 'Go live', date: '2026-01-14' } });
  });

  it('changes a saved one', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'keyDate', id: '51', projectId: '21' },
      {
        answers: {
          PlanFormsKeyDates: keyDates,
          UpdatePlanKeyDate: () => ({ data: { updatePlanKeyDate: { ...goLive, projectId: '21' } } }),
        },
      },
    );
    const form = await formNamed('Edit key date');
    expect((within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Go live');
    typeDate(form, 'Date', '09/03/2026');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdatePlanKeyDate')[0]!.variables).toEqual({ id: '51', input: { description: 'Go live', date: '2026-03-09' } });
  });

  it('deletes one only once confirmed', async () => {
    const declined = openDrawer(
      { kind: 'keyDate', id: '51', projectId: '21' },
      { answers: { PlanFormsKeyDates: keyDates }, confirm: false },
    );
    within(await formNamed('Edit key date'))
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitFor(() => expect(declined.confirmations).toEqual([{ title: 'Delete the key date "Go live"?', okText: 'Delete' }]));
    expect(declined.callsOf('DeletePlanKeyDate')).toEqual([]);
    cleanup();

    const { callsOf, toasts, saved, closed } = openDrawer(
      { kind: 'keyDate', id: '51', projectId: '21' },
      { answers: { PlanFormsKeyDates: keyDates, DeletePlanKeyDate: () => ({ data: { deletePlanKeyDate: '51' } }) } },
    );
    within(await formNamed('Edit key date'))
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(callsOf('DeletePlanKeyDate')[0]!.variables).toEqual({ id: '51' });
    expect([saved.length, closed.length]).toEqual([1, 1]);
  });

  it('says when the deletion fails', async () => {
    const { toasts } = openDrawer(
      { kind: 'keyDate', id: '51', projectId: '21' },
      { answers: { PlanFormsKeyDates: keyDates, DeletePlanKeyDate: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') } },
    );
    within(await formNamed('Edit key date'))
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitFor(() =>
      expect(toasts).toEqual([{ text: 'Unable to delete the key date. Please contact support if the problem persists', color: 'error' }]),
    );
  });
});
