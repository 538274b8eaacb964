// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { ann, choose, formNamed, openDrawer, refusal, sam, save, typeDate, typeText } from '../planFormsTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const discoveryDetails = {
  id: '31',
  projectId: '21',
  owner: { id: sam.id, fullName: sam.fullName },
  name: 'Discovery',
  what: null,
  why: null,
  expectation: 'A plan',
  startsAt: '2026-01-05',
  endsAt: '2026-01-31',
  channelTypeIds: [],
  status: 'active',
};

describe('creating a phase', { timeout: 30_000 }, () => {
  it('checks the form: a project, a name, an end not before the start', async () => {
    const { callsOf } = openDrawer({ kind: 'phase' });
    const form = await formNamed('Create phase');
    save(form);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    typeDate(form, 'End date', '01/01/2026');
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeTruthy();
    expect(callsOf('CreatePlanPhase')).toEqual([]);
  });

  it('creates it in the project of the plan chosen, from today by default', async () => {
    const { callsOf, toasts, saved } = openDrawer(
      { kind: 'phase' },
      { answers: { CreatePlanPhase: () => ({ data: { createPlanPhase: { ...discoveryDetails, id: '40' } } }) } },
    );
    const form = await formNamed('Create phase');
    await choose(form, 'Project', 'Spring launch');
    await choose(form, 'Owner', 'Ann Archer');
    typeText(form, 'Name', 'Rollout');
    typeDate(form, 'End date', '31/03/2026');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(callsOf('CreatePlanPhase')[0]!.variables).toEqual({
      input: {
        projectId: '21',
        ownerId: ann.id,
        name: 'Rollout',
        what: null,
        why: null,
        expectation: null,
        startsAt: '2026-01-14',
        endsAt: '2026-03-31',
        channelTypeIds: [],
      },
    });
    expect(saved).toHaveLength(1);
  });

  it('starts in the project it was added from, and says when the API refuses', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'phase', projectId: '21' },
      { answers: { CreatePlanPhase: () => refusal('Unexpected error', 'INTERNAL_SERVER_ERROR') } },
    );
    const form = await formNamed('Create phase');
    typeText(form, 'Name', 'Rollout');
    typeDate(form, 'End date', '31/03/2026');
    save(form);
    const failed = 'Unable to create the phase. Please contact support if the problem persists';
    await waitFor(() => expect(toasts).toEqual([{ text: failed, color: 'error' }]));
    expect(callsOf('CreatePlanPhase')[0]!.variables['input']).toMatchObject({ projectId: '21', ownerId: sam.id });
    expect(within(form).getByRole('alert').textContent).toBe(failed);
  });
});

describe('editing a phase', { timeout: 30_000 }, () => {
  it('saves its changes without its project', async () => {
    const { callsOf, toasts } = openDrawer(
      { kind: 'phase', id: '31' },
      {
        answers: {
          PlanFormsPhaseDetails: () => ({ data: { planPhase: discoveryDetails } }),
          UpdatePlanPhase: () => ({ data: { updatePlanPhase: discoveryDetails } }),
        },
      },
    );
    const form = await formNamed('Edit phase');
    expect((within(form).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('05/01/2026');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Project' }).closest('.ant-select')!.textContent).toContain('Spring launch'),
    );
    typeDate(form, 'End date', '14/02/2026');
    save(form);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(callsOf('UpdatePlanPhase')[0]!.variables).toEqual({
      id: '31',
      input: {
        ownerId: sam.id,
        name: 'Discovery',
        what: null,
        why: null,
        expectation: 'A plan',
        startsAt: '2026-01-05',
        endsAt: '2026-02-14',
        channelTypeIds: [],
      },
    });
  });
});
