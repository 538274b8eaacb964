import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { createInProcessPubSub } from '../../kit/pubsub.js';
import { notifications } from '../notifications/notifications.tables.js';
import { croudieQualifications } from '../people/admin.tables.js';
import { croudieOnboardingSteps } from '../people/onboarding.tables.js';
import { qualifications } from '../reference/reference.tables.js';
import { failOverdue } from './academy.flow.js';
import { attempts } from './academy.tables.js';

/** Row ids of the demo croudies (test/support/accounts.ts DEMO_PRINCIPALS). */
const DEMO_CROUDIE_IDS = { active: 1, limited: 2, pending: 3 } as const;

const NOW = new Date('2026-03-15T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'academy.user@example.com',
    'staff.member@example.com',
    'staff.admin@example.com',
    'croudie.active@example.com',
    'croudie.limited@example.com',
    'croudie.pending@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

const academy = () => tokens['academy.user@example.com']!;
const croudie = () => tokens['croudie.active@example.com']!;
const other = () => tokens['croudie.limited@example.com']!;
const pending = () => tokens['croudie.pending@example.com']!;

async function ok<T>(response: Promise<GraphQLResponse<T>>): Promise<T> {
  const r = await response;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}
const call = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(api, query, { token, variables });

const ATTEMPT = `id status failReason score passScore deadline feedback questions { id: questionId text type options { id text } chosenAnswerIds essay }`;

interface AuthoredCourse {
  courseId: string;
  assessmentId: string;
  questions: { id: string; answers: { id: string; text: string; correct: boolean }[] }[];
}

let counter = 0;
/** A course built through the API as academy staff: one assessment of the given questions, published. */
async function buildCourse(
  options: {
    course?: Record<string, unknown>;
    assessment?: Record<string, unknown>;
    questions?: Record<string, unknown>[];
    publish?: boolean;
  } = {},
): Promise<AuthoredCourse> {
  counter++;
  const { createAcademyCourse } = await ok(
    call<{ createAcademyCourse: { id: string; status: string } }>(
      academy(),
      `mutation ($input: AcademyCourseInput!) { createAcademyCourse(input: $input) { id status } }`,
      { input: { name: `Course ${counter} ${Math.random()}`, description: 'About it', ...options.course } },
    ),
  );
  expect(createAcademyCourse.status).toBe('DRAFT');
  const { addAcademyAssessment } = await ok(
    call<{ addAcademyAssessment: { id: string } }>(
      academy(),
      `mutation ($c: ID!, $input: AcademyAssessmentInput!) { addAcademyAssessment(courseId: $c, input: $input) { id } }`,
      {
        c: createAcademyCourse.id,
        input: { name: 'Final test', passScore: 50, retakesAllowed: 1, retakeWaitDays: 3, ...options.assessment },
      },
    ),
  );
  const questions: AuthoredCourse['questions'] = [];
  for (const input of options.questions ?? [
    {
      text: 'Which is a search engine?',
      type: 'SINGLE',
      answers: [{ text: 'Google', correct: true }, { text: 'Excel' }, { text: 'None of these', alwaysLast: true }],
    },
    {
      text: 'Which are social networks?',
      type: 'MULTI',
      answers: [{ text: 'Facebook', correct: true }, { text: 'LinkedIn', correct: true }, { text: 'Word' }],
    },
  ]) {
    const { addAcademyQuestion } = await ok(
      call<{ addAcademyQuestion: AuthoredCourse['questions'][number] }>(
        academy(),
        `mutation ($a: ID!, $input: AcademyQuestionInput!) { addAcademyQuestion(assessmentId: $a, input: $input) { id answers { id text correct } } }`,
        { a: addAcademyAssessment.id, input },
      ),
    );
    questions.push(addAcademyQuestion);
  }
  if (options.publish ?? true) {
    await ok(call(academy(), `mutation ($id: ID!) { publishAcademyAssessment(id: $id) { status } }`, { id: addAcademyAssessment.id }));
    await ok(call(academy(), `mutation ($id: ID!) { publishAcademyCourse(id: $id) { status } }`, { id: createAcademyCourse.id }));
  }
  return { courseId: createAcademyCourse.id, assessmentId: addAcademyAssessment.id, questions };
}

async function enrol(token: string, courseId: string): Promise<string> {
  const { enrolInAcademyCourse } = await ok(
    call<{ enrolInAcademyCourse: { id: string; status: string } }>(
      token,
      `mutation ($c: ID!) { enrolInAcademyCourse(courseId: $c) { id status } }`,
      {
        c: courseId,
      },
    ),
  );
  expect(enrolInAcademyCourse.status).toBe('NOT_STARTED');
  return enrolInAcademyCourse.id;
}

type Attempt = {
  id: string;
  status: string;
  failReason: string | null;
  score: number | null;
  deadline: string | null;
  feedback: string | null;
  questions: {
    id: string;
    text: string;
    type: string;
    options: { id: string; text: string }[];
    chosenAnswerIds: string[];
    essay: string | null;
  }[];
};

const start = (token: string, userCourseId: string, assessmentId: string) =>
  call<{ startAssessmentAttempt: Attempt }>(
    token,
    `mutation ($u: ID!, $a: ID!) { startAssessmentAttempt(userCourseId: $u, assessmentId: $a) { ${ATTEMPT} } }`,
    {
      u: userCourseId,
      a: assessmentId,
    },
  );
const answer = (token: string, attemptId: string, questionId: string, answerIds: string[] = [], essay?: string) =>
  call<{ answerAssessmentQuestion: boolean }>(
    token,
    `mutation ($t: ID!, $q: ID!, $ids: [ID!], $essay: String) { answerAssessmentQuestion(attemptId: $t, questionId: $q, answerIds: $ids, essay: $essay) }`,
    { t: attemptId, q: questionId, ids: answerIds, essay },
  );
const submit = (token: string, attemptId: string) =>
  call<{ submitAssessmentAttempt: Attempt }>(token, `mutation ($t: ID!) { submitAssessmentAttempt(attemptId: $t) { ${ATTEMPT} } }`, {
    t: attemptId,
  });

/** Answers every question of an attempt right (or wrong) from the authored answers. */
async function answerAll(token: string, attempt: Attempt, authored: AuthoredCourse, right: boolean) {
  for (const q of attempt.questions) {
    const source = authored.questions.find((a) => a.id === q.id)!;
    const ids = source.answers.filter((a) => a.correct === right).map((a) => a.id);
    await ok(answer(token, attempt.id, q.id, q.type === 'SINGLE' ? ids.slice(0, 1) : ids));
  }
}

const standingOf = async (token: string, userCourseId: string) =>
  (
    await ok(
      call<{ userCourse: { status: string; assessments: { standing: string; retakeAvailableAt: string | null; retakesTaken: number }[] } }>(
        token,
        `query ($id: ID!) { userCourse(id: $id) { status assessments { standing retakeAvailableAt retakesTaken } } }`,
        { id: userCourseId },
      ),
    )
  ).userCourse;

describe('course authoring', () => {
  it('validates the forms on the server with the messages the forms show', async () => {
    const course = await buildCourse({ publish: false });
    const tooLong = await call(
      academy(),
      `mutation ($a: ID!, $input: AcademyQuestionInput!) { addAcademyQuestion(assessmentId: $a, input: $input) { id } }`,
      {
        a: course.assessmentId,
        input: { text: 'x'.repeat(501), type: 'SINGLE', answers: [{ text: 'a', correct: true }, { text: 'b' }] },
      },
    );
    expect(tooLong.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.text': 'Use at most 500 characters' });
    const twoCorrect = await call(
      academy(),
      `mutation ($a: ID!, $input: AcademyQuestionInput!) { addAcademyQuestion(assessmentId: $a, input: $input) { id } }`,
      {
        a: course.assessmentId,
        input: {
          text: 'Pick one',
          type: 'SINGLE',
          answers: [
            { text: 'a', correct: true },
            { text: 'b', correct: true },
          ],
        },
      },
    );
    expect(twoCorrect.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'input.answers': 'Mark exactly one answer as correct' });
    const essayInChoice = await call(
      academy(),
      `mutation ($a: ID!, $input: AcademyQuestionInput!) { addAcademyQuestion(assessmentId: $a, input: $input) { id } }`,
      {
        a: course.assessmentId,
        input: { text: 'Write about it', type: 'ESSAY' },
      },
    );
    expect(essayInChoice.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.type': 'An essay question belongs in an essay assessment',
    });
    const badVideo = await call(
      academy(),
      `mutation ($c: ID!, $input: AcademyModuleInput!) { addAcademyModule(courseId: $c, input: $input) { id } }`,
      {
        c: course.courseId,
        input: { kind: 'VIDEO', title: 'Intro', videoUrl: 'javascript:alert(1)' },
      },
    );
    expect(badVideo.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.videoUrl': 'Enter the https address of a YouTube or Vimeo video',
    });
    const qualificationOnly = await call(
      academy(),
      `mutation ($input: AcademyCourseInput!) { createAcademyCourse(input: $input) { id } }`,
      {
        input: { name: 'Only a badge', type: 'QUALIFICATION_ONLY' },
      },
    );
    expect(qualificationOnly.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'input.qualificationId': 'A qualification-only course must name the qualification it grants',
    });
  });

  it('sanitises a text module and stores a video as its embeddable address', async () => {
    const course = await buildCourse({ publish: false });
    const add = (input: Record<string, unknown>) =>
      ok(
        call<{ addAcademyModule: { body: string | null; videoUrl: string | null } }>(
          academy(),
          `mutation ($c: ID!, $input: AcademyModuleInput!) { addAcademyModule(courseId: $c, input: $input) { body videoUrl } }`,
          { c: course.courseId, input },
        ),
      );
    const text = await add({
      kind: 'TEXT',
      title: 'Read me',
      body: '<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:x">link</a></p>',
    });
    expect(text.addAcademyModule.body).toBe('<p>Hello <a rel="noopener noreferrer" target="_blank">link</a></p>');
    const video = await add({ kind: 'VIDEO', title: 'Watch me', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(video.addAcademyModule.videoUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('publishes a course only with a live assessment that has questions', async () => {
    const course = await buildCourse({ publish: false });
    const early = await call(academy(), `mutation ($id: ID!) { publishAcademyCourse(id: $id) { status } }`, { id: course.courseId });
    expect(early.errors?.[0]?.message).toBe('Unable to publish course: give it at least one live assessment with questions');
    await ok(call(academy(), `mutation ($id: ID!) { publishAcademyAssessment(id: $id) { status } }`, { id: course.assessmentId }));
    const published = await ok(
      call<{ publishAcademyCourse: { status: string } }>(academy(), `mutation ($id: ID!) { publishAcademyCourse(id: $id) { status } }`, {
        id: course.courseId,
      }),
    );
    expect(published.publishAcademyCourse.status).toBe('LIVE');
    const again = await call(academy(), `mutation ($id: ID!) { publishAcademyCourse(id: $id) { status } }`, { id: course.courseId });
    expect(again.errors?.[0]?.message).toBe('Unable to publish course: it is live');
    const paused = await ok(
      call<{ pauseAcademyCourse: { status: string } }>(academy(), `mutation ($id: ID!) { pauseAcademyCourse(id: $id) { status } }`, {
        id: course.courseId,
      }),
    );
    expect(paused.pauseAcademyCourse.status).toBe('PAUSED');
  });

  it('reorders questions by the full list of ids, and refuses a stale list', async () => {
    const course = await buildCourse({ publish: false });
    const [first, second] = course.questions.map((q) => q.id);
    const reordered = await ok(
      call<{ reorderAcademyQuestions: { id: string }[] }>(
        academy(),
        `mutation ($a: ID!, $ids: [ID!]!) { reorderAcademyQuestions(assessmentId: $a, ids: $ids) { id } }`,
        { a: course.assessmentId, ids: [second, first] },
      ),
    );
    expect(reordered.reorderAcademyQuestions.map((q) => q.id)).toEqual([second, first]);
    const stale = await call(
      academy(),
      `mutation ($a: ID!, $ids: [ID!]!) { reorderAcademyQuestions(assessmentId: $a, ids: $ids) { id } }`,
      {
        a: course.assessmentId,
        ids: [second],
      },
    );
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe('Unable to reorder questions: they changed while you were reordering; reload and try again');
  });

  it('refuses authoring to staff without the academy role and to croudies; croudies never see correct answers', async () => {
    const create = `mutation { createAcademyCourse(input: { name: "Not mine" }) { id } }`;
    expect(errorCode(await call(tokens['staff.member@example.com']!, create))).toBe('FORBIDDEN');
    expect(errorCode(await call(croudie(), create))).toBe('FORBIDDEN');
    const course = await buildCourse();
    const peek = await call(
      croudie(),
      `query ($id: ID!) { academyCourse(id: $id) { assessments { questions { answers { correct } } } } }`,
      {
        id: course.courseId,
      },
    );
    expect(errorCode(peek)).toBe('FORBIDDEN');
    expect(JSON.stringify(peek.data ?? {})).not.toContain('correct');
  });
});

describe('learning', () => {
  it('lists available courses by the croudie’s status, and enrolling moves a course to my courses', async () => {
    const live = await buildCourse();
    const onboarding = await buildCourse({ course: { applicableStatus: 'PENDING', partOfOnboarding: true } });
    const list = async (token: string, scope: string) =>
      (
        await ok(
          call<{ academyCourses: { courses: { id: string }[] } }>(
            token,
            `query ($s: AcademyCourseScope!) { academyCourses(scope: $s, pagination: { limit: 100 }) { courses { id } } }`,
            { s: scope },
          ),
        )
      ).academyCourses.courses.map((c) => c.id);
    expect(await list(croudie(), 'AVAILABLE')).toContain(live.courseId);
    expect(await list(croudie(), 'AVAILABLE')).not.toContain(onboarding.courseId);
    expect(await list(pending(), 'AVAILABLE')).toContain(onboarding.courseId);
    expect(await list(pending(), 'AVAILABLE')).not.toContain(live.courseId);
    const refused = await call(pending(), `mutation ($c: ID!) { enrolInAcademyCourse(courseId: $c) { id } }`, { c: live.courseId });
    expect(errorCode(refused)).toBe('NOT_FOUND');

    await enrol(croudie(), live.courseId);
    expect(await list(croudie(), 'MINE')).toContain(live.courseId);
    expect(await list(croudie(), 'AVAILABLE')).not.toContain(live.courseId);
    const twice = await call(croudie(), `mutation ($c: ID!) { enrolInAcademyCourse(courseId: $c) { id } }`, { c: live.courseId });
    expect(twice.errors?.[0]?.message).toBe('You are already on this course');
  });

  it('takes an assessment the server holds: answers as given, marked at the pass score, the qualification granted', async () => {
    // a qualification from the seeded settings list
    const [{ id: qualificationId }] = (await api.db
      .select({ id: qualifications.id })
      .from(qualifications)
      .orderBy(qualifications.id)
      .limit(1)) as [{ id: number }];
    const course = await buildCourse({ course: { qualificationId: String(qualificationId) } });
    const userCourseId = await enrol(croudie(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(croudie(), userCourseId, course.assessmentId));
    expect(attempt.status).toBe('IN_PROGRESS');
    expect(attempt.questions).toHaveLength(2);
    // the croudie sees the options, never which are correct
    expect(JSON.stringify(attempt)).not.toContain('correct');
    const second = await start(croudie(), userCourseId, course.assessmentId);
    expect(second.errors?.[0]?.message).toBe('Unable to take assessment: an attempt is already under way');

    await answerAll(croudie(), attempt, course, true);
    const stored = await ok(
      call<{ assessmentAttempt: Attempt }>(croudie(), `query ($id: ID!) { assessmentAttempt(id: $id) { ${ATTEMPT} } }`, { id: attempt.id }),
    );
    expect(stored.assessmentAttempt.questions.every((q) => q.chosenAnswerIds.length > 0)).toBe(true);
    // another croudie cannot see it
    expect(errorCode(await call(other(), `query ($id: ID!) { assessmentAttempt(id: $id) { id } }`, { id: attempt.id }))).toBe('NOT_FOUND');

    const { submitAssessmentAttempt: result } = await ok(submit(croudie(), attempt.id));
    expect(result).toMatchObject({ status: 'PASSED', score: 100, failReason: null });
    expect((await standingOf(croudie(), userCourseId)).status).toBe('PASSED');
    const held = await api.db
      .select()
      .from(croudieQualifications)
      .where(and(eq(croudieQualifications.croudieId, DEMO_CROUDIE_IDS.active), eq(croudieQualifications.qualificationId, qualificationId)));
    expect(held).toHaveLength(1);
    const told = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, `You passed ${await courseName(course.courseId)}`));
    expect(told).toHaveLength(1);
  });

  it('fails under the pass score, waits the retake wait, and offers no retake once they are used', async () => {
    const course = await buildCourse({ assessment: { passScore: 60, retakesAllowed: 1, retakeWaitDays: 3 } });
    const userCourseId = await enrol(croudie(), course.courseId);
    const { startAssessmentAttempt: first } = await ok(start(croudie(), userCourseId, course.assessmentId));
    await answerAll(croudie(), first, course, false);
    const { submitAssessmentAttempt: failed } = await ok(submit(croudie(), first.id));
    expect(failed).toMatchObject({ status: 'FAILED', failReason: 'SCORE', score: 0 });

    const waiting = await standingOf(croudie(), userCourseId);
    expect(waiting.assessments[0]).toMatchObject({ standing: 'RETAKE_WAITING', retakesTaken: 0 });
    const early = await start(croudie(), userCourseId, course.assessmentId);
    expect(early.errors?.[0]?.message).toBe(
      `Unable to take assessment: a retake is available from ${waiting.assessments[0]!.retakeAvailableAt}`,
    );

    api.clock.advance(3 * DAY + 60_000);
    expect((await standingOf(croudie(), userCourseId)).assessments[0]!.standing).toBe('AVAILABLE_FOR_RETAKE');
    const { startAssessmentAttempt: retake } = await ok(start(croudie(), userCourseId, course.assessmentId));
    await answerAll(croudie(), retake, course, false);
    await ok(submit(croudie(), retake.id));
    const done = await standingOf(croudie(), userCourseId);
    expect(done.assessments[0]).toMatchObject({ standing: 'FAILED_RETAKE_NOT_AVAILABLE', retakesTaken: 1 });
    expect(done.status).toBe('FAILED');
    api.clock.advance(30 * DAY);
    const none = await start(croudie(), userCourseId, course.assessmentId);
    expect(none.errors?.[0]?.message).toBe('Unable to take assessment: no retakes are left');
  });

  it('fails an attempt when its time runs out: an answer after the deadline is refused, and the runner fails the rest', async () => {
    const course = await buildCourse({ assessment: { timeLimitMinutes: 10 } });
    const userCourseId = await enrol(other(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(other(), userCourseId, course.assessmentId));
    expect(new Date(attempt.deadline!).getTime() - api.clock.now().getTime()).toBeGreaterThan(9 * 60_000);
    await ok(answer(other(), attempt.id, attempt.questions[0]!.id, [attempt.questions[0]!.options[0]!.id]));
    api.clock.advance(11 * 60_000);
    const late = await answer(other(), attempt.id, attempt.questions[1]!.id, [attempt.questions[1]!.options[0]!.id]);
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toBe('Time ran out: the attempt has failed');
    const after = await ok(
      call<{ assessmentAttempt: Attempt }>(other(), `query ($id: ID!) { assessmentAttempt(id: $id) { ${ATTEMPT} } }`, { id: attempt.id }),
    );
    expect(after.assessmentAttempt).toMatchObject({ status: 'FAILED', failReason: 'TIME_OUT' });
    // the answer given in time is kept as given
    expect(after.assessmentAttempt.questions[0]!.chosenAnswerIds).toEqual([attempt.questions[0]!.options[0]!.id]);

    // an attempt nobody touches again: the runner's pass fails it
    api.clock.advance(3 * DAY);
    const { startAssessmentAttempt: retake } = await ok(start(other(), userCourseId, course.assessmentId));
    api.clock.advance(11 * 60_000);
    expect(await failOverdue({ db: api.db, clock: api.clock, pubsub: createInProcessPubSub() })).toBeGreaterThanOrEqual(1);
    const [row] = await api.db
      .select({ status: attempts.status, failReason: attempts.failReason })
      .from(attempts)
      .where(eq(attempts.id, Number(retake.id)));
    expect(row).toEqual({ status: 'failed', failReason: 'time_out' });
  });

  it('fails an attempt whose page was left', async () => {
    const course = await buildCourse();
    const userCourseId = await enrol(other(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(other(), userCourseId, course.assessmentId));
    const { leaveAssessmentAttempt } = await ok(
      call<{ leaveAssessmentAttempt: Attempt }>(other(), `mutation ($t: ID!) { leaveAssessmentAttempt(attemptId: $t) { ${ATTEMPT} } }`, {
        t: attempt.id,
      }),
    );
    expect(leaveAssessmentAttempt).toMatchObject({ status: 'FAILED', failReason: 'LEFT' });
    const late = await submit(other(), attempt.id);
    expect(late.errors?.[0]?.message).toBe('This attempt is over');
  });

  it('keeps an attempt while its page says it is open, and fails it as left once the page falls silent', async () => {
    const course = await buildCourse();
    const userCourseId = await enrol(other(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(other(), userCourseId, course.assessmentId));
    const keep = () =>
      ok(
        call<{ keepAssessmentAttempt: Attempt }>(other(), `mutation ($t: ID!) { keepAssessmentAttempt(attemptId: $t) { ${ATTEMPT} } }`, {
          t: attempt.id,
        }),
      );
    for (let beat = 0; beat < 4; beat++) {
      api.clock.advance(30_000);
      expect((await keep()).keepAssessmentAttempt.status).toBe('IN_PROGRESS');
    }
    api.clock.advance(46_000);
    const read = await ok(
      call<{ assessmentAttempt: Attempt }>(other(), `query ($id: ID!) { assessmentAttempt(id: $id) { ${ATTEMPT} } }`, { id: attempt.id }),
    );
    expect(read.assessmentAttempt).toMatchObject({ status: 'FAILED', failReason: 'LEFT' });
    expect((await keep()).keepAssessmentAttempt.status).toBe('FAILED');

    // a silent page nobody reads again: the runner's pass fails it
    api.clock.advance(8 * DAY);
    const { startAssessmentAttempt: retake } = await ok(start(other(), userCourseId, course.assessmentId));
    api.clock.advance(46_000);
    await failOverdue({ db: api.db, clock: api.clock, pubsub: createInProcessPubSub() });
    const [row] = await api.db
      .select({ status: attempts.status, failReason: attempts.failReason })
      .from(attempts)
      .where(eq(attempts.id, Number(retake.id)));
    expect(row).toEqual({ status: 'failed', failReason: 'left' });
  });

  it('refuses to take a course for the croudie while impersonating', async () => {
    const course = await buildCourse();
    const response = await gql(api, `mutation ($c: ID!) { enrolInAcademyCourse(courseId: $c) { id } }`, {
      token: tokens['staff.admin@example.com']!,
      impersonate: 'croudie-network:croudies:2',
      variables: { c: course.courseId },
    });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('essay review and onboarding', () => {
  it('sends an essay to review; a reviewer passes it and the pending croudie’s practical test is complete', async () => {
    const course = await buildCourse({
      course: { applicableStatus: 'PENDING', partOfOnboarding: true },
      assessment: { type: 'ESSAY', passScore: 50 },
      questions: [
        { text: 'Pick the search engine', type: 'SINGLE', answers: [{ text: 'Google', correct: true }, { text: 'Paint' }] },
        { text: 'Describe a good brief', type: 'ESSAY' },
      ],
    });
    const userCourseId = await enrol(pending(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(pending(), userCourseId, course.assessmentId));
    const essay = attempt.questions.find((q) => q.type === 'ESSAY')!;
    const single = attempt.questions.find((q) => q.type === 'SINGLE')!;
    const refused = await answer(pending(), attempt.id, essay.id, [single.options[0]!.id]);
    expect(refused.errors?.[0]?.message).toBe('Answer an essay question with text');
    await ok(answer(pending(), attempt.id, essay.id, [], 'Clear goals, a deadline and examples.'));
    await answerAll(pending(), { ...attempt, questions: [single] }, course, true);
    const { submitAssessmentAttempt: submitted } = await ok(submit(pending(), attempt.id));
    expect(submitted).toMatchObject({ status: 'PENDING_REVIEW', score: 100 });

    const queue = await ok(
      call<{ academyReviewQueue: { attempts: { id: string; croudie: { id: string }; questions: { essay: string | null }[] }[] } }>(
        academy(),
        `{ academyReviewQueue(pagination: { limit: 100 }) { attempts { id croudie { id } questions { essay } } } }`,
      ),
    );
    const queued = queue.academyReviewQueue.attempts.find((a) => a.id === attempt.id)!;
    expect(queued.questions.map((q) => q.essay)).toContain('Clear goals, a deadline and examples.');
    expect(errorCode(await call(pending(), `{ academyReviewQueue { attempts { id } } }`))).toBe('FORBIDDEN');

    const { reviewAssessmentAttempt } = await ok(
      call<{ reviewAssessmentAttempt: Attempt }>(
        academy(),
        `mutation ($id: ID!) { reviewAssessmentAttempt(id: $id, passed: true, feedback: "Well put") { ${ATTEMPT} } }`,
        { id: attempt.id },
      ),
    );
    expect(reviewAssessmentAttempt).toMatchObject({ status: 'PASSED', feedback: 'Well put' });
    const twice = await call(academy(), `mutation ($id: ID!) { reviewAssessmentAttempt(id: $id, passed: false) { id } }`, {
      id: attempt.id,
    });
    expect(twice.errors?.[0]?.message).toBe('This attempt is not waiting for review');
    expect((await standingOf(pending(), userCourseId)).status).toBe('PASSED');
    const steps = await api.db
      .select()
      .from(croudieOnboardingSteps)
      .where(and(eq(croudieOnboardingSteps.croudieId, DEMO_CROUDIE_IDS.pending), eq(croudieOnboardingSteps.step, 'testTaskComplete')));
    expect(steps).toHaveLength(1);
  });

  it('a failed essay has no effect on the checklist and tells the croudie', async () => {
    const course = await buildCourse({
      course: { applicableStatus: 'LIVE' },
      assessment: { type: 'ESSAY', retakesAllowed: 0 },
      questions: [{ text: 'Why?', type: 'ESSAY' }],
    });
    const userCourseId = await enrol(other(), course.courseId);
    const { startAssessmentAttempt: attempt } = await ok(start(other(), userCourseId, course.assessmentId));
    await ok(answer(other(), attempt.id, attempt.questions[0]!.id, [], 'Because.'));
    await ok(submit(other(), attempt.id));
    const { reviewAssessmentAttempt } = await ok(
      call<{ reviewAssessmentAttempt: Attempt }>(
        academy(),
        `mutation ($id: ID!) { reviewAssessmentAttempt(id: $id, passed: false, feedback: "Too short") { ${ATTEMPT} } }`,
        { id: attempt.id },
      ),
    );
    expect(reviewAssessmentAttempt).toMatchObject({ status: 'FAILED', failReason: 'REVIEW' });
    const done = await standingOf(other(), userCourseId);
    expect(done).toMatchObject({ status: 'FAILED', assessments: [{ standing: 'FAILED_RETAKE_NOT_AVAILABLE' }] });
  });
});

async function courseName(id: string): Promise<string> {
  const { academyCourse } = await ok(
    call<{ academyCourse: { name: string } }>(academy(), `query ($id: ID!) { academyCourse(id: $id) { name } }`, { id }),
  );
  return academyCourse.name;
}
