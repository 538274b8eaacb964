// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { draftCourse, refused, renderAcademy, viewport } from './testHarness';

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

const PATH = '/academy/courses/7/assessments/41';

function assessmentApi(override: (call: GraphQLCall) => Answer | undefined = () => undefined, course: typeof draftCourse = draftCourse) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'AcademyAdminCourse':
        return { data: { academyCourse: course } };
      case 'AcademyAdminAddQuestion':
        return { data: { addAcademyQuestion: { id: '59' } } };
      case 'AcademyAdminUpdateQuestion':
        return { data: { updateAcademyQuestion: { id: call.variables['id'], text: 'x', type: 'SINGLE', answers: [] } } };
      case 'AcademyAdminReorderQuestions':
        return { data: { reorderAcademyQuestions: (call.variables['ids'] as string[]).map((id) => ({ id })) } };
      case 'AcademyAdminPublishAssessment':
        return { data: { publishAcademyAssessment: { id: '41', status: 'LIVE' } } };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

const drawer = () => screen.getByRole('dialog');

describe('the question editor (/academy/courses/:courseId/assessments/:assessmentId)', { timeout: 30_000 }, () => {
  it('shows the assessment’s settings and its questions in order', async () => {
    renderAcademy({ api: assessmentApi(), path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basics quiz' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('1. What is a bid?'),
      expect.stringContaining('2. Which are ad formats?'),
    ]);
    expect(items[1]!.textContent).toContain('3 answers, 2 correct');
    expect(screen.getByRole('link', { name: 'Back to Paid social basics' }).getAttribute('href')).toBe(
      '/academy/courses/7?tab=assessments',
    );
  });

  it('adds a single answer question: the count shows the maximum length, one answer correct at a time', async () => {
    const api = assessmentApi();
    const { toasts } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    const form = await within(drawer()).findByRole('form', { name: 'New question' });
    // an essay question does not belong in a multiple choice assessment
    expect((within(form).getByRole('radio', { name: 'Essay' }) as HTMLInputElement).disabled).toBe(true);
    expect(form.textContent).toContain('0 / 500');
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Where do ads show?' } });
    expect(form.textContent).toContain('18 / 500');

    // the rules show on saving
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('This field is required')).length).toBeGreaterThan(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer 1' }), { target: { value: 'Feed' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer 2' }), { target: { value: 'Search results' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add answer' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer 3' }), { target: { value: 'All of these' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Mark exactly one answer as correct')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: 'Answer 1 is correct' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Answer 2 is correct' }));
    expect((within(form).getByRole('radio', { name: 'Answer 1 is correct' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Answer 3 stays last' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminAddQuestion')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminAddQuestion')[0]!.variables).toEqual({
      assessmentId: '41',
      input: {
        text: 'Where do ads show?',
        type: 'SINGLE',
        answers: [
          { text: 'Feed', correct: false, alwaysLast: false },
          { text: 'Search results', correct: true, alwaysLast: false },
          { text: 'All of these', correct: false, alwaysLast: true },
        ],
      },
    });
    await waitFor(() => expect(toasts).toContainEqual({ text: 'Record has been successfully created', color: 'success' }));
  });

  it('says the maximum length is passed, and removes answers', async () => {
    const api = assessmentApi();
    renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    const form = await within(drawer()).findByRole('form', { name: 'Question 2' });
    expect((within(form).getByRole('radio', { name: 'Multiple answers' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove answer 3' }));
    expect(within(form).queryByRole('textbox', { name: 'Answer 3' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use at most 500 characters')).toBeTruthy();
    expect(form.textContent).toContain('501 / 500');
    expect(api.callsOf('AcademyAdminUpdateQuestion')).toEqual([]);
  });

  it('writes essay questions in an essay assessment, with no answers', async () => {
    const essayCourse = {
      ...draftCourse,
      assessments: [{ ...draftCourse.assessments[0]!, type: 'ESSAY', questions: [] }],
    };
    const api = assessmentApi(undefined, essayCourse);
    renderAcademy({ api, path: PATH });
    expect(await screen.findByText('No questions found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const form = await within(drawer()).findByRole('form', { name: 'New question' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Essay' }));
    expect(within(form).queryByRole('textbox', { name: 'Answer 1' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Plan a campaign for a bakery.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminAddQuestion')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminAddQuestion')[0]!.variables['input']).toEqual({
      text: 'Plan a campaign for a bakery.',
      type: 'ESSAY',
      answers: [],
    });
  });

  it('reorders questions with the move buttons and sends the whole order', async () => {
    const api = assessmentApi();
    renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Move What is a bid? down' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminReorderQuestions')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminReorderQuestions')[0]!.variables).toEqual({ assessmentId: '41', ids: ['52', '51'] });
    expect(screen.getByText('What is a bid? moved to position 2 of 2')).toBeTruthy();
  });

  it('puts the questions back and says why when the list changed meanwhile', async () => {
    const api = assessmentApi((call) =>
      call.operationName === 'AcademyAdminReorderQuestions'
        ? refused('Unable to reorder questions: they changed while you were reordering; reload and try again', 'CONFLICT')
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Which are ad formats? up' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        text: 'Unable to reorder questions: they changed while you were reordering; reload and try again',
        color: 'error',
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    await waitFor(() => expect(items[0]!.textContent).toContain('What is a bid?'));
    // the list was asked for again, to show what the server holds now
    expect(api.callsOf('AcademyAdminCourse').length).toBeGreaterThan(1);
  });

  it('publishes the assessment and says why when it is refused', async () => {
    const api = assessmentApi((call) =>
      call.operationName === 'AcademyAdminPublishAssessment'
        ? refused('Unable to publish assessment: it has no questions', 'CONFLICT')
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: PATH });
    const actions = await screen.findByRole('group', { name: 'Assessment actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'Unable to publish assessment: it has no questions', color: 'error' }));
  });
});
