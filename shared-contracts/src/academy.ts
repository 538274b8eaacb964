import * as v from 'valibot';
import { SKILL_LEVELS } from './onboarding';

/**
 * The academy (staff-and-admin.md §2 Academy, §3 Course, Assessment, Question, §4 course and assessment states, §5, §9;
 * ADR 0288): the authoring forms' fields as valibot schemas the API checks and the forms reuse, and the words of the
 * states both sides show. Ids are strings; durations are whole minutes or days.
 */
/** Staff who author courses and review essays (the API checks them; the staff pages show a no-access result to others). */
export const ACADEMY_ROLES = ['academy', 'network_admin'] as const;

export const COURSE_STATUSES = ['draft', 'live', 'paused', 'expired'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Who may take a course: live croudies, or pending ones (their onboarding courses) (§4 Onboarding statuses). */
export const APPLICABLE_STATUSES = ['live', 'pending'] as const;
export type ApplicableStatus = (typeof APPLICABLE_STATUSES)[number];

/** A qualification-only course exists to grant its qualification: assessments, no modules needed. */
export const COURSE_TYPES = ['standard', 'qualification_only'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const EXPERIENCE_LEVELS = SKILL_LEVELS;

export const MODULE_KINDS = ['text', 'video'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** Multiple choice is marked by the server; an essay assessment goes to a person who passes or fails it (§4). */
export const ASSESSMENT_TYPES = ['multiple_choice', 'essay'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export const ASSESSMENT_STATUSES = ['draft', 'live'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const QUESTION_TYPES = ['single', 'multi', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** §4 User course statuses, with passed (the qualified courses) beside them. */
export const ENROLMENT_STATUSES = ['not_started', 'in_progress', 'passed', 'failed', 'inactive'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const ATTEMPT_STATUSES = ['in_progress', 'pending_review', 'passed', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Why an attempt failed: its score, time ran out, the page was left, or the reviewer failed the essay. */
export const ATTEMPT_FAIL_REASONS = ['score', 'time_out', 'left', 'review'] as const;
export type AttemptFailReason = (typeof ATTEMPT_FAIL_REASONS)[number];

/**
 * Where a croudie stands with one assessment (§4 "available for retake", "failed with retake not available"): what the
 * course page shows beside it and whether Take is offered.
 */
export const ASSESSMENT_STANDINGS = [
  'available',
  'in_progress',
  'pending_review',
  'passed',
  'available_for_retake',
  'retake_waiting',
  'failed_retake_not_available',
] as const;
export type AssessmentStanding = (typeof ASSESSMENT_STANDINGS)[number];

/**
 * The take page says it is open every ATTEMPT_HEARTBEAT_MS; after PAGE_SILENCE_MS without a word the page is gone
 * (closed, crashed, offline) and the attempt was left, even if the page's own "left" request never arrived (ADR 0288).
 */
export const ATTEMPT_HEARTBEAT_MS = 15_000;
export const PAGE_SILENCE_MS = 45_000;

export const COURSE_NAME_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 5_000;
export const MODULE_TITLE_MAX = 120;
export const MODULE_BODY_MAX = 50_000;
export const ASSESSMENT_NAME_MAX = 120;
/** §5 "Question text has a maximum length (number not shown)": ADR 0288 sets it. */
export const QUESTION_TEXT_MAX = 500;
export const ANSWER_TEXT_MAX = 300;
export const ANSWERS_MAX = 10;
export const ESSAY_ANSWER_MAX = 10_000;
export const FEEDBACK_MAX = 2_000;
export const TIME_LIMIT_MAX_MINUTES = 240;
export const RETAKES_MAX = 10;
export const RETAKE_WAIT_MAX_DAYS = 90;
/** §9 "Default retake wait is expressed in days (number not shown)": ADR 0288 sets it. */
export const DEFAULT_RETAKE_WAIT_DAYS = 7;
export const DEFAULT_PASS_SCORE = 80;
export const COURSE_LINKS_MAX = 50;

export const ACADEMY_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Use at most ${max} characters`,
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  passScore: 'Enter a pass score from 1 to 100 %',
  videoUrl: 'Enter the https address of a YouTube or Vimeo video',
  moduleBody: 'Write the module’s text',
  answersNeeded: 'Give at least two answers',
  tooManyAnswers: `Give at most ${ANSWERS_MAX} answers`,
  singleCorrect: 'Mark exactly one answer as correct',
  multiCorrect: 'Mark at least one answer as correct',
  essayAnswers: 'An essay question has no answers',
  tooManyLinks: `Choose at most ${COURSE_LINKS_MAX}`,
  language: 'Choose a language from the list',
} as const;

const text = (max: number, required = true) =>
  required
    ? v.pipe(
        v.string(ACADEMY_MESSAGES.required),
        v.trim(),
        v.nonEmpty(ACADEMY_MESSAGES.required),
        v.maxLength(max, ACADEMY_MESSAGES.tooLong(max)),
      )
    : v.pipe(v.string(ACADEMY_MESSAGES.required), v.trim(), v.maxLength(max, ACADEMY_MESSAGES.tooLong(max)));
const whole = (min: number, max: number) =>
  v.pipe(
    v.number(ACADEMY_MESSAGES.wholeNumber(min, max)),
    v.integer(ACADEMY_MESSAGES.wholeNumber(min, max)),
    v.minValue(min, ACADEMY_MESSAGES.wholeNumber(min, max)),
    v.maxValue(max, ACADEMY_MESSAGES.wholeNumber(min, max)),
  );
const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));
const Ids = v.pipe(v.array(Id), v.maxLength(COURSE_LINKS_MAX, ACADEMY_MESSAGES.tooManyLinks));

export const CourseInputSchema = v.object({
  name: text(COURSE_NAME_MAX),
  description: v.optional(text(COURSE_DESCRIPTION_MAX, false), ''),
  channelIds: v.optional(Ids, []),
  templateIds: v.optional(Ids, []),
  /** ISO 639-1, checked against the reference list by the API. */
  languageCode: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, ACADEMY_MESSAGES.language))), null),
  experienceLevel: v.optional(v.nullable(v.picklist(EXPERIENCE_LEVELS, 'Choose beginner, intermediate or advanced')), null),
  private: v.optional(v.boolean(), false),
  inDemand: v.optional(v.boolean(), false),
  partOfOnboarding: v.optional(v.boolean(), false),
  applicableStatus: v.optional(v.picklist(APPLICABLE_STATUSES, 'Choose live or pending'), 'live'),
  type: v.optional(v.picklist(COURSE_TYPES, 'Choose standard or qualification only'), 'standard'),
  /** The qualification passing grants; a qualification-only course must name one. */
  qualificationId: v.optional(v.nullable(Id), null),
});
export type CourseInput = v.InferInput<typeof CourseInputSchema>;
export type CourseValues = v.InferOutput<typeof CourseInputSchema>;

/** Where a video module's frame may come from: the gateway's CSP frame-src names exactly these (ADR 0288). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** YouTube and Vimeo watch or share addresses, as the embeddable address the module's frame shows. */
export function embedVideoUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const youtubeId = /^[\w-]{11}$/;
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([\w-]{11})$/.exec(url.pathname)?.[1];
    return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube-nocookie.com') {
    const id = /^\/embed\/([\w-]{11})$/.exec(url.pathname)?.[1];
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})$/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** A text module carries rich text (HTML, sanitised by the API); a video module an embeddable YouTube or Vimeo address. */
export const ModuleInputSchema = v.variant('kind', [
  v.object({
    kind: v.literal('text'),
    title: text(MODULE_TITLE_MAX),
    body: v.pipe(
      v.string(ACADEMY_MESSAGES.moduleBody),
      v.trim(),
      v.nonEmpty(ACADEMY_MESSAGES.moduleBody),
      v.maxLength(MODULE_BODY_MAX, ACADEMY_MESSAGES.tooLong(MODULE_BODY_MAX)),
    ),
  }),
  v.object({
    kind: v.literal('video'),
    title: text(MODULE_TITLE_MAX),
    videoUrl: v.pipe(
      v.string(ACADEMY_MESSAGES.videoUrl),
      v.trim(),
      v.check((u) => embedVideoUrl(u) !== null, ACADEMY_MESSAGES.videoUrl),
    ),
  }),
]);
export type ModuleInput = v.InferInput<typeof ModuleInputSchema>;

export const AssessmentInputSchema = v.object({
  name: text(ASSESSMENT_NAME_MAX),
  type: v.optional(v.picklist(ASSESSMENT_TYPES, 'Choose multiple choice or essay'), 'multiple_choice'),
  /** Minutes; null: no limit. */
  timeLimitMinutes: v.optional(v.nullable(whole(1, TIME_LIMIT_MAX_MINUTES)), null),
  /** Questions drawn for each attempt; null: every question. */
  questionCount: v.optional(v.nullable(whole(1, 200)), null),
  /** Retakes after the first attempt. */
  retakesAllowed: v.optional(whole(0, RETAKES_MAX), 1),
  retakeWaitDays: v.optional(whole(0, RETAKE_WAIT_MAX_DAYS), DEFAULT_RETAKE_WAIT_DAYS),
  passScore: v.optional(
    v.pipe(
      v.number(ACADEMY_MESSAGES.passScore),
      v.integer(ACADEMY_MESSAGES.passScore),
      v.minValue(1, ACADEMY_MESSAGES.passScore),
      v.maxValue(100, ACADEMY_MESSAGES.passScore),
    ),
    DEFAULT_PASS_SCORE,
  ),
  randomOrder: v.optional(v.boolean(), false),
});
export type AssessmentInput = v.InferInput<typeof AssessmentInputSchema>;
export type AssessmentValues = v.InferOutput<typeof AssessmentInputSchema>;

const AnswerSchema = v.object({
  text: text(ANSWER_TEXT_MAX),
  correct: v.optional(v.boolean(), false),
  alwaysLast: v.optional(v.boolean(), false),
});

export const QuestionInputSchema = v.pipe(
  v.object({
    text: text(QUESTION_TEXT_MAX),
    type: v.picklist(QUESTION_TYPES, 'Choose single, multiple or essay'),
    answers: v.optional(v.pipe(v.array(AnswerSchema), v.maxLength(ANSWERS_MAX, ACADEMY_MESSAGES.tooManyAnswers)), []),
  }),
  v.forward(
    v.check((q) => q.type !== 'essay' || q.answers.length === 0, ACADEMY_MESSAGES.essayAnswers),
    ['answers'],
  ),
  v.forward(
    v.check((q) => q.type === 'essay' || q.answers.length >= 2, ACADEMY_MESSAGES.answersNeeded),
    ['answers'],
  ),
  v.forward(
    v.check((q) => q.type !== 'single' || q.answers.filter((a) => a.correct).length === 1, ACADEMY_MESSAGES.singleCorrect),
    ['answers'],
  ),
  v.forward(
    v.check((q) => q.type !== 'multi' || q.answers.some((a) => a.correct), ACADEMY_MESSAGES.multiCorrect),
    ['answers'],
  ),
);
export type QuestionInput = v.InferInput<typeof QuestionInputSchema>;
export type QuestionValues = v.InferOutput<typeof QuestionInputSchema>;
