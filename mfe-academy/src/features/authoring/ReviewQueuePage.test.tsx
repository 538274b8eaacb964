// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { refused, renderAcademy, viewport } from './testHarness';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1440);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

const attempt = {
  id: '700',
  status: 'PENDING_REVIEW',
  startedAt: '2026-11-21T09:00:00.000Z',
  finishedAt: '2026-11-21T09:40:00.000Z',
  score: 50,
  passScore: 80,
  croudie: { id: '12', fullName: 'Ana Lopez', emailAddress: 'ana@example.com' },
  course: { id: '7', name: 'Paid social basics' },
  assessment: {
    id: '42',
    name: 'Campaign essay',
    questions: [
      {
        id: '51',
        answers: [
          { id: '61', correct: true },
          { id: '62', correct: false },
        ],
      },
      {
        id: '52',
        answers: [
          { id: '63', correct: true },
          { id: '64', correct: false },
        ],
      },
      { id: '53', answers: [] },
    ],
  },
  questions: [
    {
      questionId: '51',
      text: 'What is a bid?',
      type: 'SINGLE',
      essay: null,
      chosenAnswerIds: ['61'],
      options: [
        { optionId: '61', text: 'An offer for an impression' },
        { optionId: '62', text: 'A budget' },
      ],
    },
    {
      questionId: '52',
      text: 'What is a frequency cap?',
      type: 'SINGLE',
      essay: null,
      chosenAnswerIds: ['64'],
      options: [
        { optionId: '63', text: 'A limit on views per person' },
        { optionId: '64', text: 'A daily budget' },
      ],
    },
    {
      questionId: '53',
      text: 'Plan a campaign for a bakery.',
      type: 'ESSAY',
      essay: 'Start with a local audience,\nthen retarget visitors.',
      chosenAnswerIds: [],
      options: [],
    },
  ],
};

function reviewApi(override: (call: GraphQLCall) => Answer | undefined = () => undefined, attempts = [attempt]) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'AcademyAdminReviewQueue':
        return { data: { academyReviewQueue: { attempts, pagination: { total: attempts.length } } } };
      case 'AcademyAdminReviewAttempt':
        return {
          data: {
            reviewAssessmentAttempt: {
              id: '700',
              status: call.variables['passed'] ? 'PASSED' : 'FAILED',
              feedback: call.variables['feedback'],
              reviewedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

describe('the essay review queue (/academy/review)', { timeout: 30_000 }, () => {
  it('shows each waiting attempt: who, course, assessment, when, and every answer as given', async () => {
    const api = reviewApi();
    renderAcademy({ api, path: '/academy/review' });
    const card = await screen.findByRole('article', { name: 'Ana Lopez: Campaign essay' });
    for (const text of ['Ana Lopez (ana@example.com)', 'Paid social basics', 'Nov 21, 2026 09:40', '50 % right (pass score 80 %)']) {
      expect(card.textContent).toContain(text);
    }
    const first = within(card).getByRole('listitem', { name: 'Question 1' });
    expect(first.textContent).toContain('Answered correctly');
    const second = within(card).getByRole('listitem', { name: 'Question 2' });
    expect(second.textContent).toContain('Answered incorrectly');
    expect(second.textContent).toMatch(/A limit on views per personCorrect answer/);
    expect(second.textContent).toMatch(/A daily budgetChosen/);
    const essay = within(card).getByRole('listitem', { name: 'Question 3' });
    expect(essay.querySelector('blockquote')!.textContent).toBe('Start with a local audience,\nthen retarget visitors.');
    expect(screen.getByText('1 waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Academy' })).toBeTruthy();
    expect(api.callsOf('AcademyAdminReviewQueue')[0]!.variables).toEqual({ pagination: { page: 1, limit: 10 } });
  });

  it('passes an attempt with feedback and asks for the queue again', async () => {
    const api = reviewApi();
    const { toasts } = renderAcademy({ api, path: '/academy/review' });
    const card = await screen.findByRole('article', { name: 'Ana Lopez: Campaign essay' });
    fireEvent.change(within(card).getByLabelText('Feedback'), { target: { value: '  Clear plan.  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Pass the attempt of Ana Lopez' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminReviewAttempt')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminReviewAttempt')[0]!.variables).toEqual({ id: '700', passed: true, feedback: 'Clear plan.' });
    await waitFor(() => expect(toasts).toContainEqual({ text: 'The attempt has been passed', color: 'success' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminReviewQueue').length).toBeGreaterThan(1));
  });

  it('fails an attempt without feedback, and says why a review was refused', async () => {
    const api = reviewApi((call) =>
      call.operationName === 'AcademyAdminReviewAttempt' ? refused('This attempt is not waiting for review', 'CONFLICT') : undefined,
    );
    const { toasts } = renderAcademy({ api, path: '/academy/review' });
    const card = await screen.findByRole('article', { name: 'Ana Lopez: Campaign essay' });
    fireEvent.click(within(card).getByRole('button', { name: 'Fail the attempt of Ana Lopez' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminReviewAttempt')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminReviewAttempt')[0]!.variables).toEqual({ id: '700', passed: false, feedback: null });
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ text: 'Unable to review attempt: this attempt is not waiting for review', color: 'error' }),
    );
  });

  it('says when nothing is waiting', async () => {
    renderAcademy({ api: reviewApi(undefined, []), path: '/academy/review' });
    expect(await screen.findByText('No attempts waiting for review')).toBeTruthy();
  });
});
