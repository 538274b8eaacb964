import {
  APPLICABLE_STATUSES,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  ATTEMPT_FAIL_REASONS,
  ATTEMPT_STATUSES,
  COURSE_STATUSES,
  COURSE_TYPES,
  ENROLMENT_STATUSES,
  EXPERIENCE_LEVELS,
  MODULE_KINDS,
  QUESTION_TYPES,
} from '@work/shared-contracts/academy';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { croudies } from '../people/index.js';

// The academy (staff-and-admin.md §3 Course, Assessment, Question; §4; ADR 0288). Channel, template and qualification
// ids name rows of other modules, checked when given (a module reaches another's tables only through its index).

/** A course; deleted ones keep their row (croudies' attempts refer to them) with deleted_at set. */
export const courses = pgTable(
  'academy_courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    channelIds: jsonb('channel_ids').$type<number[]>().notNull().default([]),
    templateIds: jsonb('template_ids').$type<number[]>().notNull().default([]),
    languageCode: text('language_code'),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
    private: boolean('private').notNull().default(false),
    inDemand: boolean('in_demand').notNull().default(false),
    partOfOnboarding: boolean('part_of_onboarding').notNull().default(false),
    applicableStatus: text('applicable_status', { enum: APPLICABLE_STATUSES }).notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull(),
    qualificationId: integer('qualification_id'),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('academy_courses_status_idx').on(t.status),
    uniqueIndex('academy_courses_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A module of a course: rich text (sanitised HTML) or an embedded video, in the course's order. */
export const courseModules = pgTable(
  'academy_modules',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MODULE_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    videoUrl: text('video_url'),
    position: integer('position').notNull(),
  },
  (t) => [index('academy_modules_course_idx').on(t.courseId, t.position)],
);

export const assessments = pgTable(
  'academy_assessments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ASSESSMENT_TYPES }).notNull(),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull().default('draft'),
    timeLimitMinutes: integer('time_limit_minutes'),
    questionCount: integer('question_count'),
    retakesAllowed: integer('retakes_allowed').notNull(),
    retakeWaitDays: integer('retake_wait_days').notNull(),
    passScore: integer('pass_score').notNull(),
    randomOrder: boolean('random_order').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('academy_assessments_course_idx').on(t.courseId, t.position)],
);

export const questions = pgTable(
  'academy_questions',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('academy_questions_assessment_idx').on(t.assessmentId, t.position)],
);

export const questionAnswers = pgTable(
  'academy_question_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    correct: boolean('correct').notNull(),
    alwaysLast: boolean('always_last').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('academy_question_answers_question_idx').on(t.questionId, t.position)],
);

/** A croudie on a course (a user course, §4): one row per croudie and course, withdrawn ones are inactive. */
export const enrolments = pgTable(
  'academy_enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('not_started'),
    /** The staff member who assigned the course; null when the croudie enrolled. */
    assignedBy: integer('assigned_by'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('academy_enrolments_once').on(t.courseId, t.croudieId),
    index('academy_enrolments_croudie_idx').on(t.croudieId, t.status),
  ],
);

/** Modules the croudie has read. */
export const moduleReads = pgTable(
  'academy_module_reads',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.moduleId] })],
);

/**
 * One attempt at an assessment. The server holds it: the questions drawn (in the order shown, answers in theirs), the
 * deadline, the answers as given, and the outcome. An essay attempt waits in the review queue.
 */
export const attempts = pgTable(
  'academy_attempts',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** Question ids in the order shown, each with its answer ids in the order shown. */
    paper: jsonb('paper').$type<{ questionId: number; answerIds: number[] }[]>().notNull(),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('in_progress'),
    failReason: text('fail_reason', { enum: ATTEMPT_FAIL_REASONS }),
    /** Percent of the marked questions answered correctly (essays are not marked by the server). */
    score: integer('score'),
    passScore: integer('pass_score').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** When the take page last said it is open (its heartbeat); an attempt whose page fell silent was left. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    feedback: text('feedback'),
  },
  (t) => [
    index('academy_attempts_enrolment_idx').on(t.enrolmentId, t.assessmentId),
    index('academy_attempts_open_idx').on(t.status, t.deadline),
    // one attempt under way per croudie and assessment
    uniqueIndex('academy_attempts_one_open')
      .on(t.enrolmentId, t.assessmentId)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** An answer as given: the chosen answers of a single or multiple question, or an essay's text. */
export const attemptAnswers = pgTable(
  'academy_attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answerIds: jsonb('answer_ids').$type<number[]>().notNull().default([]),
    essay: text('essay'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
