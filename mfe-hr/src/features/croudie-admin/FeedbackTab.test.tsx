// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { refusal, renderScreen } from './testHarness';
import { FeedbackTab } from './FeedbackTab';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const saved = {
  communication: 2,
  meetingDeadlines: 3,
  adaptingToFeedback: null,
  qualityOfWork: 1,
  otherComments: 'Clear writer',
  updatedAt: '2026-11-02T10:30:00.000Z',
  updatedByName: 'Nina Network',
};

function open(answer: (call: GraphQLCall) => Answer | undefined = () => undefined, roles = ['croudie_verifier']) {
  const api = fakeApi((call) => answer(call) ?? { data: { croudie: { id: '1', softSkills: saved } } });
  return { api, ...renderScreen(<FeedbackTab croudieId="1" />, { api, path: '/croudies/1?tab=feedback', roles }) };
}

/** How many stars a skill shows, by its radio group. */
const stars = (skill: string) =>
  within(screen.getByRole('radiogroup', { name: skill }))
    .getAllByRole('radio')
    .filter((star) => star.getAttribute('aria-checked') === 'true').length;

describe('the Feedback tab', () => {
  it('shows the four soft skills as up to 3 stars, the comments and who saved them', async () => {
    open();
    expect(await screen.findByText('Last updated 2 Nov 2026, 10:30 by Nina Network')).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: 'Communication' })).getAllByRole('radio')).toHaveLength(3);
    expect([stars('Communication'), stars('Meeting deadlines'), stars('Adapting to feedback'), stars('Quality of work')]).toEqual([
      2, 3, 0, 1,
    ]);
    expect((screen.getByLabelText('Other comments') as HTMLTextAreaElement).value).toBe('Clear writer');
  });

  it('saves the stars given and the comments', async () => {
    const { api, toasts } = open((call) =>
      call.operationName === 'HrSaveCroudieSoftSkills'
        ? { data: { saveCroudieSoftSkills: { ...saved, adaptingToFeedback: 3 } } }
        : undefined,
    );
    await screen.findByText(/Last updated/);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Adapting to feedback' })).getAllByRole('radio')[2]!);
    fireEvent.change(screen.getByLabelText('Other comments'), { target: { value: '  Clear writer, quick to adapt  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('HrSaveCroudieSoftSkills')[0]!.variables).toEqual({
      croudieId: '1',
      input: {
        communication: 2,
        meetingDeadlines: 3,
        adaptingToFeedback: 3,
        qualityOfWork: 1,
        otherComments: 'Clear writer, quick to adapt',
      },
    });
  });

  it('refuses comments over 2000 characters before asking the server', async () => {
    const { api } = open();
    await screen.findByText(/Last updated/);
    fireEvent.change(screen.getByLabelText('Other comments'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('The comments can be at most 2000 characters')).toBeTruthy();
    expect(api.callsOf('HrSaveCroudieSoftSkills')).toHaveLength(0);
  });

  it('keeps what was typed and says so when the save fails', async () => {
    const { toasts } = open((call) => (call.operationName === 'HrSaveCroudieSoftSkills' ? refusal('Forbidden', 'FORBIDDEN') : undefined));
    await screen.findByText(/Last updated/);
    fireEvent.change(screen.getByLabelText('Other comments'), { target: { value: 'Needs a second look' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save feedback' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Unable to update details', color: 'error' }]));
    expect((screen.getByLabelText('Other comments') as HTMLTextAreaElement).value).toBe('Needs a second look');
  });

  it('lets other staff read the feedback but not change it', async () => {
    open(() => undefined, ['fte_core']);
    await screen.findByText(/Last updated/);
    expect(screen.queryByRole('button', { name: 'Save feedback' })).toBeNull();
    expect((screen.getByLabelText('Other comments') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
