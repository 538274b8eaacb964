/** The academy's rules (staff-and-admin.md §4 course and assessment states, §8 Courses and Assessment, §9; ADR 0288). */
import { randomInt } from 'node:crypto';
import {
  ACADEMY_ROLES,
  PAGE_SILENCE_MS,
  type AssessmentStanding,
  type AttemptFailReason,
  type AttemptStatus,
  type QuestionType,
} from '@work/shared-contracts/academy';

export { ACADEMY_ROLES, PAGE_SILENCE_MS };

/** An answer saved this long after the deadline still counts: the request was on its way when time ran out. */
export const DEADLINE_GRACE_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ACADEMY_RULE_MESSAGES = {
  onlyAcademy: 'Only academy staff can manage courses',
  onlyCroudies: 'Only croudies take courses',
  courseNotLive: 'This course is not open: it is not live',
  courseNotForYou: 'This course is not open to you',
  alreadyEnrolled: 'You are already on this course',
  notEnrolled: 'You are not on this course',
  alreadyPassed: 'You have already passed this course',
  assessmentNotLive: 'Unable to take assessment: it is not live',
  noQuestions: 'Unable to take assessment: it has no questions yet',
  attemptUnderWay: 'Unable to take assessment: an attempt is already under way',
  passed: 'Unable to take assessment: you have already passed it',
  pendingReview: 'Unable to take assessment: your answers are waiting for review',
  retakeNotAvailable: 'Unable to take assessment: no retakes are left',
  retakeWaiting: (at: Date) => `Unable to take assessment: a retake is available from ${at.toISOString()}`,
  timeRanOut: 'Time ran out: the attempt has failed',
  attemptOver: 'This attempt is over',
  notOnPaper: 'This question is not part of the attempt',
  answerNotOffered: 'Choose answers from the question',
  singleAnswer: 'Choose one answer',
  essayOnly: 'Answer an essay question with text',
  choiceOnly: 'Answer this question by choosing',
  notPendingReview: 'This attempt is not waiting for review',
  publishEmpty: 'Unable to publish course: give it at least one live assessment with questions',
  publishNotDraft: (status: string) => `Unable to publish course: it is ${status}`,
  transition: (action: string, status: string) => `Unable to ${action} course: it is ${status}`,
  deleteTaken: 'Unable to delete course: croudies have taken it; expire it instead',
  essayInMultipleChoice: 'An essay question belongs in an essay assessment',
  qualificationRequired: 'A qualification-only course must name the qualification it grants',
  reorderStale: (what: string) => `Unable to reorder ${what}: they changed while you were reordering; reload and try again`,
  assignNotLive: 'Unable to assign course: only a live course can be assigned',
} as const;

/** A question and its answers as the paper needs them. */
export interface PaperQuestion {
  id: number;
  type: QuestionType;
  answers: { id: number; correct: boolean; alwaysLast: boolean }[];
}

/** Fisher–Yates with a cryptographic source: croudies must not predict the order. */
export function shuffled<T>(items: readonly T[], random: (n: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The questions of one attempt: `count` of them (null: all), shuffled with their answers when the assessment orders
 * randomly; an always-last answer stays at the end either way.
 */
export function drawPaper(
  questions: readonly PaperQuestion[],
  options: { count: number | null; randomOrder: boolean },
  random?: (n: number) => number,
): { questionId: number; answerIds: number[] }[] {
  const ordered = options.randomOrder ? shuffled(questions, random) : [...questions];
  const drawn = options.count === null ? ordered : ordered.slice(0, options.count);
  return drawn.map((q) => {
    const free = q.answers.filter((a) => !a.alwaysLast);
    const last = q.answers.filter((a) => a.alwaysLast);
    return { questionId: q.id, answerIds: [...(options.randomOrder ? shuffled(free, random) : free), ...last].map((a) => a.id) };
  });
}

/** Whether an attempt's take page has been silent long enough to count as left. */
export function pageLeft(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > PAGE_SILENCE_MS;
}

/** When an attempt started at `startedAt` must be finished; null without a time limit. */
export function attemptDeadline(startedAt: Date, timeLimitMinutes: number | null): Date | null {
  return timeLimitMinutes === null ? null : new Date(startedAt.getTime() + timeLimitMinutes * 60_000);
}

/** Whether time has run out for an attempt (its deadline and the grace for a request on its way). */
export function timeRanOut(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime() + DEADLINE_GRACE_MS;
}

export interface Marking {
  /** Percent of the choice questions answered exactly right; null when the paper has none. */
  score: number | null;
  hasEssay: boolean;
  status: Exclude<AttemptStatus, 'in_progress'>;
  failReason: AttemptFailReason | null;
}

/**
 * Marks a submitted paper: a choice question is right when exactly its correct answers were chosen (unanswered is
 * wrong). With an essay on it the attempt waits for review; otherwise it passes at `passScore` % or more.
 */
export function markPaper(
  paper: readonly { questionId: number }[],
  questions: ReadonlyMap<number, PaperQuestion>,
  given: ReadonlyMap<number, readonly number[]>,
  passScore: number,
): Marking {
  let marked = 0;
  let right = 0;
  let hasEssay = false;
  for (const { questionId } of paper) {
    const q = questions.get(questionId);
    if (!q) continue;
    if (q.type === 'essay') {
      hasEssay = true;
      continue;
    }
    marked++;
    const correct = new Set(q.answers.filter((a) => a.correct).map((a) => a.id));
    const chosen = new Set(given.get(questionId) ?? []);
    if (chosen.size === correct.size && [...chosen].every((id) => correct.has(id))) right++;
  }
  const score = marked === 0 ? null : Math.round((right * 100) / marked);
  if (hasEssay) return { score, hasEssay, status: 'pending_review', failReason: null };
  const passed = (score ?? 0) >= passScore;
  return { score, hasEssay, status: passed ? 'passed' : 'failed', failReason: passed ? null : 'score' };
}

export interface AttemptSummary {
  status: AttemptStatus;
  finishedAt: Date | null;
}

/**
 * Where a croudie stands with an assessment, from their attempts (oldest first): a failed attempt leaves a retake when
 * fewer than `retakesAllowed` retakes were taken, from `retakeWaitDays` after it finished (§4, §9).
 */
export function assessmentStanding(
  attempts: readonly AttemptSummary[],
  rules: { retakesAllowed: number; retakeWaitDays: number },
  now: Date,
): { standing: AssessmentStanding; retakeAvailableAt: Date | null; retakesTaken: number } {
  const retakesTaken = Math.max(0, attempts.length - 1);
  const last = attempts.at(-1);
  if (!last) return { standing: 'available', retakeAvailableAt: null, retakesTaken };
  if (attempts.some((a) => a.status === 'passed')) return { standing: 'passed', retakeAvailableAt: null, retakesTaken };
  if (last.status === 'in_progress') return { standing: 'in_progress', retakeAvailableAt: null, retakesTaken };
  if (last.status === 'pending_review') return { standing: 'pending_review', retakeAvailableAt: null, retakesTaken };
  if (retakesTaken >= rules.retakesAllowed) return { standing: 'failed_retake_not_available', retakeAvailableAt: null, retakesTaken };
  const at = new Date((last.finishedAt ?? now).getTime() + rules.retakeWaitDays * DAY_MS);
  return at.getTime() <= now.getTime()
    ? { standing: 'available_for_retake', retakeAvailableAt: at, retakesTaken }
    : { standing: 'retake_waiting', retakeAvailableAt: at, retakesTaken };
}

/** Why a new attempt cannot start now, or null when it can ("Unable to take assessment", §8). */
export function takeRefusal(standing: AssessmentStanding, retakeAvailableAt: Date | null): string | null {
  switch (standing) {
    case 'available':
    case 'available_for_retake':
      return null;
    case 'in_progress':
      return ACADEMY_RULE_MESSAGES.attemptUnderWay;
    case 'pending_review':
      return ACADEMY_RULE_MESSAGES.pendingReview;
    case 'passed':
      return ACADEMY_RULE_MESSAGES.passed;
    case 'retake_waiting':
      return ACADEMY_RULE_MESSAGES.retakeWaiting(retakeAvailableAt!);
    case 'failed_retake_not_available':
      return ACADEMY_RULE_MESSAGES.retakeNotAvailable;
  }
}

/** A course is passed when every live assessment of it is: the standings of its live assessments. */
export function coursePassed(standings: readonly AssessmentStanding[]): boolean {
  return standings.length > 0 && standings.every((s) => s === 'passed');
}

/** The course status transitions staff may make: publish a draft, pause and resume, expire. */
export const COURSE_TRANSITIONS = {
  publish: { from: ['draft'], to: 'live' },
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  expire: { from: ['live', 'paused'], to: 'expired' },
} as const;
export type CourseTransition = keyof typeof COURSE_TRANSITIONS;

/** The new order of ids is a permutation of the current ones (the list did not change under the person reordering). */
export function isSameSet(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const set = new Set(current);
  return new Set(proposed).size === proposed.length && proposed.every((id) => set.has(id));
}
