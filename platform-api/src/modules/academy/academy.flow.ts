// Taking an assessment (ADR 0288): the server holds the attempt from start to outcome, and what passing a course means
// (its qualification, the practical-test step of a pending croudie's checklist).
import type { AssessmentStanding } from '@work/shared-contracts/academy';
import { conflict } from '../../kit/errors.js';
import { notify, type NotifyDeps } from '../notifications/index.js';
import { completeStep, findQualification, grantQualification, principalIdOf } from '../people/index.js';
import * as data from './academy.data.js';
import {
  ACADEMY_RULE_MESSAGES as MESSAGES,
  assessmentStanding,
  attemptDeadline,
  coursePassed,
  DEADLINE_GRACE_MS,
  drawPaper,
  markPaper,
  PAGE_SILENCE_MS,
  pageLeft,
  takeRefusal,
  timeRanOut,
} from './academy.rules.js';

export type AcademyDeps = NotifyDeps;

export interface Standing {
  standing: AssessmentStanding;
  retakeAvailableAt: Date | null;
  retakesTaken: number;
  lastAttempt: data.AttemptRow | null;
}

/** Each assessment's standing for one enrolment, from its attempts. */
export function standingsOf(
  assessments: readonly data.AssessmentRow[],
  attempts: readonly data.AttemptRow[],
  now: Date,
): Map<number, Standing> {
  return new Map(
    assessments.map((a) => {
      const mine = attempts.filter((t) => t.assessmentId === a.id);
      return [a.id, { ...assessmentStanding(mine, a, now), lastAttempt: mine.at(-1) ?? null }];
    }),
  );
}

/**
 * After an attempt ends: the enrolment is passed when every live assessment is, failed when one has no retake left,
 * in progress otherwise. Passing grants the course's qualification and, for an onboarding course, completes the
 * practical-test step of the croudie's checklist.
 */
export async function settleEnrolment(deps: AcademyDeps, enrolment: data.EnrolmentRow, now: Date): Promise<data.EnrolmentRow> {
  const course = await data.findCourse(deps.db, enrolment.courseId).catch(() => null);
  if (!course) return enrolment;
  const live = ((await data.assessmentsOf(deps.db, [course.id])).get(course.id) ?? []).filter((a) => a.status === 'live');
  const standings = [...standingsOf(live, await data.attemptsOf(deps.db, enrolment.id), now).values()].map((s) => s.standing);
  if (coursePassed(standings)) {
    const passed = await data.setEnrolmentStatus(deps.db, enrolment.id, 'passed', now, ['not_started', 'in_progress', 'failed']);
    if (passed) await effectsOfPassing(deps, enrolment.croudieId, course, now);
    return passed ?? enrolment;
  }
  const status = standings.includes('failed_retake_not_available') ? 'failed' : 'in_progress';
  return (await data.setEnrolmentStatus(deps.db, enrolment.id, status, now, ['not_started', 'in_progress', 'failed'])) ?? enrolment;
}

async function effectsOfPassing(deps: AcademyDeps, croudieId: number, course: data.CourseRow, now: Date): Promise<void> {
  const croudie = principalIdOf('CROUDIE', croudieId);
  if (course.qualificationId !== null) {
    const qualification = await findQualification(deps.db, course.qualificationId);
    if (qualification) {
      await grantQualification(deps.db, {
        croudieId,
        qualificationId: qualification.id,
        grantedBy: null,
        at: now,
        name: qualification.name,
      });
    }
  }
  if (course.partOfOnboarding) {
    // the practical test of a pending croudie's checklist (§1: pass an academy assessment within 42 days)
    await completeStep(deps.db, { croudieId, step: 'testTaskComplete', completedBy: croudie, completedAt: now });
  }
  await notify(deps, croudie, {
    kind: 'work',
    subject: `You passed ${course.name}`,
    messageText: `You passed the course ${course.name}.`,
    relativeLink: `/academy/mycourse/${course.id}`,
  });
}

/**
 * Fails an attempt under way whose time has run out, or whose take page has fallen silent (left); answers the attempt
 * as it now is.
 */
export async function expireIfOverdue(deps: AcademyDeps, attempt: data.AttemptRow, now: Date): Promise<data.AttemptRow> {
  if (attempt.status !== 'in_progress') return attempt;
  const failReason = timeRanOut(attempt.deadline, now) ? 'time_out' : pageLeft(attempt.lastSeenAt, now) ? 'left' : null;
  if (!failReason) return attempt;
  return (await finish(deps, attempt, { status: 'failed', failReason, score: null }, now)) ?? attempt;
}

/** The take page's heartbeat: the attempt stays under way while its page is open. */
export async function keepAttempt(deps: AcademyDeps, attempt: data.AttemptRow, now: Date): Promise<data.AttemptRow> {
  const current = await expireIfOverdue(deps, attempt, now);
  if (current.status !== 'in_progress') return current;
  await data.markAttemptSeen(deps.db, current.id, now);
  return { ...current, lastSeenAt: now };
}

async function finish(
  deps: AcademyDeps,
  attempt: data.AttemptRow,
  outcome: Pick<data.AttemptRow, 'status' | 'failReason' | 'score'>,
  now: Date,
): Promise<data.AttemptRow | null> {
  const finished = await data.finishAttempt(deps.db, attempt.id, outcome, now);
  if (!finished) return data.findAttempt(deps.db, attempt.id);
  const enrolment = await data.findEnrolment(deps.db, attempt.enrolmentId);
  if (enrolment) await settleEnrolment(deps, enrolment, now);
  return finished;
}

/** Starts an attempt: the course's enrolment, a live assessment with questions, and a standing that allows it (§8). */
export async function startAttempt(
  deps: AcademyDeps,
  enrolment: data.EnrolmentRow,
  assessment: data.AssessmentRow,
  now: Date,
): Promise<data.AttemptRow> {
  if (assessment.status !== 'live') throw conflict(MESSAGES.assessmentNotLive);
  const questions = (await data.questionsOf(deps.db, [assessment.id])).get(assessment.id) ?? [];
  if (questions.length === 0) throw conflict(MESSAGES.noQuestions);
  // an attempt whose time ran out (or whose page fell silent) while nobody looked fails first
  // (one after another: each settles the enrolment)
  const mine: data.AttemptRow[] = [];
  for (const attempt of await data.attemptsOf(deps.db, enrolment.id)) {
    if (attempt.assessmentId === assessment.id) mine.push(await expireIfOverdue(deps, attempt, now));
    else await expireIfOverdue(deps, attempt, now);
  }
  const { standing, retakeAvailableAt } = assessmentStanding(mine, assessment, now);
  const refusal = takeRefusal(standing, retakeAvailableAt);
  if (refusal) throw conflict(refusal);
  const started = await data.startAttempt(deps.db, {
    enrolmentId: enrolment.id,
    assessmentId: assessment.id,
    paper: drawPaper(questions.map(data.paperQuestion), { count: assessment.questionCount, randomOrder: assessment.randomOrder }),
    passScore: assessment.passScore,
    startedAt: now,
    deadline: attemptDeadline(now, assessment.timeLimitMinutes),
    lastSeenAt: now,
  });
  if (!started) throw conflict(MESSAGES.attemptUnderWay);
  if (enrolment.status === 'not_started') await data.setEnrolmentStatus(deps.db, enrolment.id, 'in_progress', now, ['not_started']);
  return started;
}

/** The attempt must still be under way; a deadline that passed fails it (and the caller is told time ran out). */
async function requireUnderWay(deps: AcademyDeps, attempt: data.AttemptRow, now: Date): Promise<void> {
  const current = await expireIfOverdue(deps, attempt, now);
  if (current.status === 'in_progress') return;
  throw conflict(current.failReason === 'time_out' ? MESSAGES.timeRanOut : MESSAGES.attemptOver);
}

/** Stores one answer as given: the chosen answers of a choice question, or an essay's text. */
export async function answerQuestion(
  deps: AcademyDeps,
  attempt: data.AttemptRow,
  answer: { questionId: number; answerIds: number[]; essay: string | null },
  now: Date,
): Promise<void> {
  await requireUnderWay(deps, attempt, now);
  const onPaper = attempt.paper.find((p) => p.questionId === answer.questionId);
  if (!onPaper) throw conflict(MESSAGES.notOnPaper);
  const question = (await data.questionsByIds(deps.db, [answer.questionId])).get(answer.questionId);
  if (!question) throw conflict(MESSAGES.notOnPaper);
  if (question.type === 'essay') {
    if (answer.answerIds.length) throw conflict(MESSAGES.essayOnly);
  } else {
    if (answer.essay) throw conflict(MESSAGES.choiceOnly);
    if (!answer.answerIds.every((id) => onPaper.answerIds.includes(id))) throw conflict(MESSAGES.answerNotOffered);
    if (question.type === 'single' && answer.answerIds.length > 1) throw conflict(MESSAGES.singleAnswer);
  }
  await data.markAttemptSeen(deps.db, attempt.id, now);
  await data.saveAnswer(deps.db, {
    attemptId: attempt.id,
    questionId: answer.questionId,
    answerIds: [...new Set(answer.answerIds)],
    essay: question.type === 'essay' ? answer.essay : null,
    savedAt: now,
  });
}

/** Hands the paper in: marked at once, or into the review queue when it holds an essay. */
export async function submitAttempt(deps: AcademyDeps, attempt: data.AttemptRow, now: Date): Promise<data.AttemptRow> {
  await requireUnderWay(deps, attempt, now);
  const questions = await data.questionsByIds(
    deps.db,
    attempt.paper.map((p) => p.questionId),
  );
  const given = new Map((await data.answersOfAttempt(deps.db, attempt.id)).map((a) => [a.questionId, a.answerIds]));
  const marking = markPaper(attempt.paper, new Map([...questions].map(([id, q]) => [id, data.paperQuestion(q)])), given, attempt.passScore);
  const finished = await finish(deps, attempt, { status: marking.status, failReason: marking.failReason, score: marking.score }, now);
  if (!finished || finished.status === 'in_progress') throw conflict(MESSAGES.attemptOver);
  return finished;
}

/** The page was left while the attempt was under way: it fails (§4). */
export async function leaveAttempt(deps: AcademyDeps, attempt: data.AttemptRow, now: Date): Promise<data.AttemptRow> {
  const current = await expireIfOverdue(deps, attempt, now);
  if (current.status !== 'in_progress') return current;
  return (await finish(deps, current, { status: 'failed', failReason: 'left', score: null }, now)) ?? current;
}

/** A reviewer passes or fails an essay attempt with feedback; the croudie is told. */
export async function reviewAttempt(
  deps: AcademyDeps,
  attempt: data.AttemptRow,
  review: { passed: boolean; feedback: string; reviewedBy: number },
  now: Date,
): Promise<data.AttemptRow> {
  const reviewed = await data.reviewAttempt(deps.db, attempt.id, review, now);
  if (!reviewed) throw conflict(MESSAGES.notPendingReview);
  const enrolment = await data.findEnrolment(deps.db, attempt.enrolmentId);
  if (enrolment) {
    await settleEnrolment(deps, enrolment, now);
    const assessment = await data.findAssessment(deps.db, attempt.assessmentId);
    await notify(deps, principalIdOf('CROUDIE', enrolment.croudieId), {
      kind: 'work',
      subject: `${assessment.name}: ${review.passed ? 'passed' : 'not passed'}`,
      messageText: `Your answers to ${assessment.name} were reviewed: ${review.passed ? 'you passed' : 'you did not pass'}.`,
      relativeLink: `/academy/usercourse/${enrolment.id}/assessment/${assessment.id}/results`,
    });
  }
  return reviewed;
}

/** The runner's pass: fails attempts whose time ran out or whose page fell silent (and settles their enrolments). */
export async function failOverdue(deps: AcademyDeps): Promise<number> {
  const now = deps.clock.now();
  const failed = await data.failOverdueAttempts(
    deps.db,
    new Date(now.getTime() - DEADLINE_GRACE_MS),
    new Date(now.getTime() - PAGE_SILENCE_MS),
    now,
  );
  for (const attempt of failed) {
    const enrolment = await data.findEnrolment(deps.db, attempt.enrolmentId);
    if (enrolment) await settleEnrolment(deps, enrolment, now);
  }
  return failed.length;
}
