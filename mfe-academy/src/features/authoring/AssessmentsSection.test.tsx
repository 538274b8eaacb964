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

const PATH = '/academy/courses/7?tab=assessments';
const essay = { ...draftCourse.assessments[0]!, id: '42', name: 'Campaign essay', type: 'ESSAY', status: 'LIVE', questions: [] };
const course = { ...draftCourse, assessments: [draftCourse.assessments[0]!, essay] };

function assessmentsApi(override: (call: GraphQLCall) => Answer | undefined = () => undefined) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'AcademyAdminCourse':
        return { data: { academyCourse: course } };
      case 'AcademyAdminAddAssessment':
        return { data: { addAcademyAssessment: { id: '45' } } };
      case 'AcademyAdminUnpublishAssessment':
        return { data: { unpublishAcademyAssessment: { id: call.variables['id'], status: 'DRAFT' } } };
      case 'AcademyAdminReorderAssessments':
        return { data: { reorderAcademyAssessments: (call.variables['ids'] as string[]).map((id) => ({ id })) } };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

describe('the assessments of a course', { timeout: 30_000 }, () => {
  it('lists them with type, status and a summary, each with its question editor', async () => {
    renderAcademy({ api: assessmentsApi(), path: PATH });
    const list = await screen.findByRole('list', { name: 'Assessments' });
    const [quiz, campaign] = within(list).getAllByRole('listitem');
    expect(quiz!.textContent).toContain('2 questions · time limit: 30 min · pass score 80 % · retakes: 1');
    expect(quiz!.textContent).toContain('Multiple choice');
    expect(campaign!.textContent).toContain('Essay');
    expect(within(campaign!).getByRole('button', { name: 'Unpublish Campaign essay' })).toBeTruthy();
    expect(within(quiz!).getByRole('link', { name: 'Questions of Basics quiz' }).getAttribute('href')).toBe(
      '/academy/courses/7/assessments/41',
    );
  });

  it('adds an assessment with every §3 setting, then opens its questions', async () => {
    const api = assessmentsApi();
    renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Add assessment' }));
    const form = await within(screen.getByRole('dialog')).findByRole('form', { name: 'New assessment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Final essay' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Essay' }));
    fireEvent.change(within(form).getByLabelText('Time limit (minutes)'), { target: { value: '45' } });
    fireEvent.change(within(form).getByLabelText('Number of questions'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Retakes allowed'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Retake wait (days)'), { target: { value: '14' } });
    fireEvent.change(within(form).getByLabelText('Pass score (%)'), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Random ordering' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminAddAssessment')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminAddAssessment')[0]!.variables).toEqual({
      courseId: '7',
      input: {
        name: 'Final essay',
        type: 'ESSAY',
        timeLimitMinutes: 45,
        questionCount: 3,
        retakesAllowed: 2,
        retakeWaitDays: 14,
        passScore: 70,
        randomOrder: true,
      },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/academy/courses/7/assessments/45'));
  });

  it('unpublishes, and reorders by the move buttons', async () => {
    const api = assessmentsApi();
    renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Campaign essay' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminUnpublishAssessment')[0]!.variables).toEqual({ id: '42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Campaign essay up' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminReorderAssessments')[0]!.variables).toEqual({ courseId: '7', ids: ['42', '41'] }));
  });

  it('says why deleting an attempted assessment is refused', async () => {
    const api = assessmentsApi((call) =>
      call.operationName === 'AcademyAdminDeleteAssessment'
        ? refused('Unable to delete assessment: croudies have attempted it; take it back to draft instead', 'CONFLICT')
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Campaign essay' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        text: 'Unable to delete assessment: croudies have attempted it; take it back to draft instead',
        color: 'error',
      }),
    );
  });
});
