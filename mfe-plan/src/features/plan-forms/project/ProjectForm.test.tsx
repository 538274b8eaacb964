// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { choose, formNamed, LOADED, openDrawer, refusal, sam, save, typeText } from '../planFormsTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const saved = {
  id: '21',
  clientId: '7',
  channelIds: ['70'],
  owner: { id: sam.id, fullName: sam.fullName },
  name: 'Spring launch',
  what: 'New routes',
  why: null,
  expectation: null,
  channelTypeIds: ['4'],
  status: 'active',
  quarter: { year: 2026, quarter: 1 },
};

describe('creating a project', { timeout: 30_000 }, () => {
  it('checks the form before it saves: a client, a channel of it and a name', async () => {
    const { callsOf } = openDrawer({ kind: 'project' });
    const form = await formNamed('Create project');
    save(form);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Choose at least one channel')).toBeTruthy();
    expect(callsOf('CreatePlanProject')).toEqual([]);
  });

  it('creates it owned by its creator in the current quarter, says so and lets the plan reload', async () => {
    const {
      callsOf,
      toasts,
      saved: reloads,
      closed,
    } = openDrawer({ kind: 'project' }, { answers: { CreatePlanProject: () => ({ data: { createPlanProject: saved } }) } });
    const form = await formNamed('Create project');
    expect(within(form).getByRole('combobox', { name: 'Quarter' }).closest('.ant-select')!.textContent).toContain('Q1');
    await choose(form, 'Client', 'Bluebird Travel');
    await choose(form, 'Channels', 'Paid search');
    typeText(form, 'Name', ' Spring launch ');
    typeText(form, 'What', 'New routes');
    await choose(form, 'Channel types', 'PPC');
    await choose(form, 'Quarter', 'Q2');
    save(form);

    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreatePlanProject')[0]!.variables).toEqual({
      input: {
        clientId: '7',
        channelIds: ['70'],
        ownerId: sam.id,
        name: 'Spring launch',
        what: 'New routes',
        why: null,
        expectation: null,
        channelTypeIds: ['4'],
        quarter: { year: 2026, quarter: 2 },
      },
    });
    expect(reloads).toHaveLength(1);
    expect(closed).toHaveLength(1);
  });

  it("shows the API's refusal on the field it names, and the failure as a toast", async () => {
    const { toasts } = openDrawer(
      { kind: 'project' },
      {
        answers: {
          CreatePlanProject: () =>
            refusal('Invalid input', 'BAD_USER_INPUT', { 'input.channelIds': 'Every channel must belong to the client' }),
        },
      },
    );
    const form = await formNamed('Create project');
    await choose(form, 'Client', 'Bluebird Travel');
    await choose(form, 'Channels', 'Paid search');
    typeText(form, 'Name', 'Spring launch');
    save(form);
    expect(await within(form).findByText('Every channel must belong to the client')).toBeTruthy();
    expect(toasts).toEqual([{ text: 'Unable to create the project. Please contact support if the problem persists', color: 'error' }]);
  });
});

describe('editing a project', { timeout: 30_000 }, () => {
  it('opens it with its values, keeps its client and quarter, and saves the changes', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'project', id: '21' },
      {
        answers: {
          PlanFormsProject: () => ({ data: { planProject: saved } }),
          UpdatePlanProject: (call) => ({
            data: { updatePlanProject: { ...saved, name: (call.variables['input'] as { name: string }).name } },
          }),
        },
      },
    );
    const form = await formNamed('Edit project');
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Spring launch');
    expect(within(form).queryByRole('combobox', { name: 'Quarter' })).toBeNull();
    expect(within(form).getByRole('combobox', { name: 'Client' }).hasAttribute('disabled')).toBe(true);
    typeText(form, 'Name', 'Spring relaunch');
    typeText(form, 'Why', 'Sales fell');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdatePlanProject')[0]!.variables).toEqual({
      id: '21',
      input: {
        ownerId: sam.id,
        name: 'Spring relaunch',
        what: 'New routes',
        why: 'Sales fell',
        expectation: null,
        channelIds: ['70'],
        channelTypeIds: ['4'],
      },
    });
  });

  it('says when it cannot load the project, and tries again', async () => {
    let tries = 0;
    openDrawer(
      { kind: 'project', id: '21' },
      {
        answers: {
          PlanFormsProject: () => (++tries === 1 ? refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') : { data: { planProject: saved } }),
        },
      },
    );
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('Unable to load this project. Please try again soon.');
    within(alert).getByRole('button', { name: 'Retry' }).click();
    expect(await formNamed('Edit project')).toBeTruthy();
  });
});
