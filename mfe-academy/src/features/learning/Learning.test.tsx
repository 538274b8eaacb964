// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { assessment, attemptSummary, course, openAcademy, userCourse } from './fakeAcademyApi';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const list = (courses: unknown[]) => ({
  data: {
    academyCourses: {
      __typename: 'AcademyCoursePage',
      courses,
      pagination: { __typename: 'PaginationInfo', total: courses.length, page: 1, limit: 10 },
    },
  },
});

describe('the course lists', { timeout: 30_000 }, () => {
  it('lists the courses open to the croudie under the Academy heading, with the campus notice when the flag is on', async () => {
    const { callsOf } = openAcademy({ path: '/academy', answer: () => list([course]), featureFlags: ['croud_campus'] });
    expect(await screen.findByRole('link', { name: 'Open Search basics' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Academy' })).toBeTruthy();
    expect(screen.getByText('The academy has moved to a campus')).toBeTruthy();
    expect(screen.getByText('In demand')).toBeTruthy();
    expect(screen.getByText('Passing grants Search')).toBeTruthy();
    expect(callsOf('AcademyCourses')[0]!.variables).toMatchObject({ scope: 'AVAILABLE', search: null });
  });

  it('shows no campus notice without the flag, and an empty state for my courses', async () => {
    const { callsOf } = openAcademy({ path: '/academy/mycourses', answer: () => list([]) });
    expect(await screen.findByText('You are not on any course yet')).toBeTruthy();
    expect(screen.queryByText('The academy has moved to a campus')).toBeNull();
    expect(callsOf('AcademyCourses')[0]!.variables).toMatchObject({ scope: 'MINE' });
  });

  it('searches on the server', async () => {
    const { callsOf } = openAcademy({ path: '/academy/croudie/courses', answer: () => list([]) });
    const search = await screen.findByRole('searchbox', { name: 'Search courses' });
    fireEvent.change(search, { target: { value: 'social' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsOf('AcademyCourses').at(-1)!.variables).toMatchObject({ search: 'social' }));
    expect(await screen.findByText('No course matches your search')).toBeTruthy();
  });
});

describe('a course', { timeout: 30_000 }, () => {
  const coursePage = (mine: unknown) => ({
    data: {
      academyCourse: {
        ...course,
        status: 'LIVE',
        modules: [{ __typename: 'AcademyModule', id: '5', kind: 'TEXT', title: 'What a search engine does' }],
        assessments: [{ __typename: 'AcademyAssessment', id: '21', name: 'Final test' }],
      },
      myUserCourse: mine,
    },
  });

  it('enrols the croudie, and says why when the API refuses', async () => {
    let refuse = true;
    const { callsOf, toasts } = openAcademy({
      path: '/academy/mycourse/7',
      answer: (call) =>
        call.operationName === 'AcademyEnrol'
          ? refuse
            ? { errors: [{ message: 'This course is not open: it is not live', extensions: { code: 'CONFLICT' } }] }
            : { data: { enrolInAcademyCourse: { __typename: 'UserCourse', id: '40', status: 'NOT_STARTED' } } }
          : coursePage(null),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(toasts).toEqual(['error: Unable to add you to the course: This course is not open: it is not live']));
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(toasts.at(-1)).toBe('success: You are on this course'));
    expect(callsOf('AcademyEnrol').map((c) => c.variables)).toEqual([{ courseId: '7' }, { courseId: '7' }]);
  });

  it('shows where the croudie stands: a retake that waits, and one that is not available', async () => {
    openAcademy({
      path: '/academy/mycourse/7',
      answer: () => coursePage(userCourse({}, { standing: 'RETAKE_WAITING', retakeAvailableAt: '2026-03-22T09:00:00.000Z' })),
    });
    expect(await screen.findByText('Retake available from 22 Mar 2026, 09:00')).toBeTruthy();
    cleanup();
    openAcademy({ path: '/academy/mycourse/7', answer: () => coursePage(userCourse({}, { standing: 'FAILED_RETAKE_NOT_AVAILABLE' })) });
    expect(await screen.findByText('Failed with retake not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What a search engine does' }).getAttribute('href')).toBe('/academy/usercourse/40/module/5');
  });
});

describe('a module', { timeout: 30_000 }, () => {
  it('shows the text and records it as read once; a video module is an embedded frame', async () => {
    const { callsOf } = openAcademy({
      path: '/academy/usercourse/40/module/6',
      answer: (call) =>
        call.operationName === 'AcademyModuleRead'
          ? { data: { markAcademyModuleRead: { __typename: 'UserCourse', id: '40', status: 'IN_PROGRESS', readModuleIds: ['5', '6'] } } }
          : { data: { userCourse: userCourse() } },
    });
    const frame = await screen.findByTitle('Video: Watch a search');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await waitFor(() => expect(callsOf('AcademyModuleRead').map((c) => c.variables)).toEqual([{ userCourseId: '40', moduleId: '6' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Previous module' }));
    expect(await screen.findByText('It finds pages.')).toBeTruthy();
  });
});

describe('taking an assessment', { timeout: 30_000 }, () => {
  const questions = [
    {
      __typename: 'AttemptQuestion',
      id: '99:1',
      questionId: '1',
      text: 'Which is a search engine?',
      type: 'SINGLE',
      options: [
        { __typename: 'AttemptAnswerOption', id: '11', text: 'Google' },
        { __typename: 'AttemptAnswerOption', id: '12', text: 'Excel' },
      ],
      chosenAnswerIds: [],
      essay: null,
    },
    {
      __typename: 'AttemptQuestion',
      id: '99:2',
      questionId: '2',
      text: 'Describe a good brief',
      type: 'ESSAY',
      options: [],
      chosenAnswerIds: [],
      essay: null,
    },
  ];
  const attemptAnswer = (overrides: Record<string, unknown> = {}): Answer => ({
    data: {
      platformNow: '2026-03-15T09:02:00.000Z',
      assessmentAttempt: {
        ...attemptSummary(),
        userCourseId: '40',
        assessment: { __typename: 'AcademyAssessment', id: '21', name: 'Final test', timeLimitMinutes: 10 },
        questions,
        ...overrides,
      },
    },
  });
  const take = (answer: (call: GraphQLCall) => Answer | null = () => null) =>
    openAcademy({
      path: '/academy/usercourse/40/assessment/21/take?attempt=99',
      answer: (call) =>
        answer(call) ??
        (call.operationName === 'AcademyAttempt'
          ? attemptAnswer()
          : call.operationName === 'AcademyAnswer'
            ? { data: { answerAssessmentQuestion: true } }
            : call.operationName === 'AcademyUserCourse'
              ? {
                  data: {
                    userCourse: userCourse(
                      {},
                      { standing: 'PENDING_REVIEW', lastAttempt: attemptSummary({ status: 'PENDING_REVIEW', score: 100 }) },
                    ),
                  },
                }
              : { data: { leaveAssessmentAttempt: attemptSummary({ status: 'FAILED', failReason: 'LEFT' }) } }),
    });

  it('shows the time left by the platform clock and stores each answer as it is given', async () => {
    const { callsOf } = take();
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toBe('Time left: 8:00');
    fireEvent.click(screen.getByRole('radio', { name: 'Google' }));
    await waitFor(() =>
      expect(callsOf('AcademyAnswer')[0]!.variables).toEqual({ attemptId: '99', questionId: '1', answerIds: ['11'], essay: null }),
    );
    const essay = screen.getByRole('textbox', { name: 'Your answer to question 2' });
    fireEvent.change(essay, { target: { value: 'Clear goals' } });
    fireEvent.blur(essay);
    await waitFor(() =>
      expect(callsOf('AcademyAnswer').at(-1)!.variables).toMatchObject({ questionId: '2', essay: 'Clear goals', answerIds: [] }),
    );
  });

  it('submits after the confirm, naming unanswered questions, and shows the outcome', async () => {
    const { callsOf, confirms } = take((call) =>
      call.operationName === 'AcademySubmit'
        ? { data: { submitAssessmentAttempt: attemptSummary({ status: 'PENDING_REVIEW', score: 100 }) } }
        : null,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(callsOf('AcademySubmit')).toHaveLength(1));
    expect(confirms).toEqual(['Submit your answers? | 1 of your questions have no answer. You cannot change your answers afterwards.']);
    expect(await screen.findByRole('heading', { name: 'Your answers are waiting for review' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Answers submitted' })).toBeTruthy();
    // submitted: leaving the page now is no leaving
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(callsOf('AcademyLeave')).toEqual([]);
  });

  it('fails the attempt when the croudie leaves the page for another route, or the page goes away', async () => {
    const { callsOf } = take();
    await screen.findByRole('timer', { name: 'Time left' });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(callsOf('AcademyLeave').map((c) => c.variables)).toEqual([{ attemptId: '99' }]));
    cleanup();
    await waitFor(() => expect(callsOf('AcademyLeave')).toHaveLength(2));
  });

  it('locks the answers and says so when time has run out', async () => {
    take((call) =>
      call.operationName === 'AcademyAttempt'
        ? attemptAnswer({ deadline: '2026-03-15T09:01:00.000Z' })
        : call.operationName === 'AcademyAnswer'
          ? { errors: [{ message: 'Time ran out: the attempt has failed', extensions: { code: 'CONFLICT' } }] }
          : null,
    );
    expect(await screen.findByText('Time ran out: the attempt has failed', {}, { timeout: 5_000 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Google' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the results of a failed attempt with the reason and whether a retake is open', async () => {
    openAcademy({
      path: '/academy/usercourse/40/assessment/21/results',
      answer: () => ({
        data: {
          userCourse: userCourse(
            {},
            {
              standing: 'AVAILABLE_FOR_RETAKE',
              lastAttempt: attemptSummary({ status: 'FAILED', failReason: 'SCORE', score: 50, finishedAt: '2026-03-15T09:05:00.000Z' }),
            },
          ),
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'You did not pass' })).toBeTruthy();
    expect(screen.getByText('Score: 50 % (pass score 80 %)')).toBeTruthy();
    expect(screen.getByText('The score was below the pass score.')).toBeTruthy();
    expect(screen.getByText('Available for retake')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake assessment' })).toBeTruthy();
    expect(within(document.body).getByRole('heading', { level: 1 }).textContent).toBe('Results: Final test');
    expect(assessment.name).toBe('Final test');
  });
});
