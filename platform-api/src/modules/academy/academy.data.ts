// The academy's reads and writes (ADR 0288). Resolvers check who may call; these functions keep the data consistent.
import type {
  AssessmentValues,
  CourseStatus,
  CourseValues,
  EnrolmentStatus,
  ModuleKind,
  QuestionValues,
} from '@work/shared-contracts/academy';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { rowsByIds, type Database } from '../../kit/db/index.js';
import { conflict, notFound } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import {
  attempts,
  assessments,
  attemptAnswers,
  courseModules,
  courses,
  enrolments,
  moduleReads,
  questionAnswers,
  questions,
} from './academy.tables.js';
import { qualifications } from '../reference/index.js';
import { ACADEMY_RULE_MESSAGES as MESSAGES, isSameSet, type PaperQuestion } from './academy.rules.js';

export type CourseRow = typeof courses.$inferSelect;
export type ModuleRow = typeof courseModules.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof questionAnswers.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptAnswerRow = typeof attemptAnswers.$inferSelect;
export type QuestionWithAnswers = QuestionRow & { answers: AnswerRow[] };

const idOf = (id: string | number) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

// ------------------------------------------------------------------------------------------------------------ courses

export interface CourseFilters {
  search: string | null;
  statuses: readonly CourseStatus[];
}

export async function listCourses(db: Database, filters: CourseFilters, page: Page) {
  const where = and(
    isNull(courses.deletedAt),
    filters.search ? ilike(courses.name, likePattern(filters.search)) : undefined,
    filters.statuses.length ? inArray(courses.status, [...filters.statuses]) : undefined,
  );
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(sql`lower(${courses.name})`), asc(courses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, pagination: { total, page: page.page, limit: page.limit } };
}

export async function findCourse(db: Database, id: string | number): Promise<CourseRow> {
  const n = idOf(id);
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(courses)
          .where(and(eq(courses.id, n), isNull(courses.deletedAt)))
          .limit(1);
  if (!row) throw notFound('Course');
  return row;
}

export function loadCoursesByIds(db: Database, ids: readonly number[]): Promise<(CourseRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(courses).where(inArray(courses.id, some)));
}

function courseColumns(values: CourseValues) {
  return {
    name: values.name,
    description: values.description,
    channelIds: values.channelIds.map(Number),
    templateIds: values.templateIds.map(Number),
    languageCode: values.languageCode,
    experienceLevel: values.experienceLevel,
    private: values.private,
    inDemand: values.inDemand,
    partOfOnboarding: values.partOfOnboarding,
    applicableStatus: values.applicableStatus,
    type: values.type,
    qualificationId: values.qualificationId === null ? null : Number(values.qualificationId),
  };
}

const NAME_TAKEN = 'A course with this name already exists';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

export async function createCourse(db: Database, values: CourseValues, createdBy: number, now: Date): Promise<CourseRow> {
  try {
    const [row] = await db
      .insert(courses)
      .values({ ...courseColumns(values), status: 'draft', createdBy, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { 'input.name': NAME_TAKEN });
    throw error;
  }
}

export async function updateCourse(db: Database, id: number, values: CourseValues, now: Date): Promise<CourseRow> {
  try {
    const [row] = await db
      .update(courses)
      .set({ ...courseColumns(values), updatedAt: now })
      .where(and(eq(courses.id, id), isNull(courses.deletedAt)))
      .returning();
    if (!row) throw notFound('Course');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { 'input.name': NAME_TAKEN });
    throw error;
  }
}

/** Moves a course from one of `from` to `to`; null when it was not in one of them (someone else moved it first). */
export async function setCourseStatus(db: Database, id: number, from: readonly CourseStatus[], to: CourseStatus, now: Date) {
  const [row] = await db
    .update(courses)
    .set({ status: to, updatedAt: now })
    .where(and(eq(courses.id, id), isNull(courses.deletedAt), inArray(courses.status, [...from])))
    .returning();
  return row ?? null;
}

export async function courseHasEnrolments(db: Database, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.courseId, courseId)).limit(1);
  return row !== undefined;
}

export async function deleteCourse(db: Database, id: number, now: Date): Promise<void> {
  await db.update(courses).set({ deletedAt: now, updatedAt: now }).where(eq(courses.id, id));
}

/** Qualification names (the reference module's settings list) for the course's "what passing grants". */
export function loadQualificationsByIds(db: Database, ids: readonly number[]): Promise<({ id: number; name: string } | null)[]> {
  return rowsByIds(ids, (some) =>
    db.select({ id: qualifications.id, name: qualifications.name }).from(qualifications).where(inArray(qualifications.id, some)),
  );
}

// ------------------------------------------------------------------------------------------------------------ modules

export async function modulesOf(db: Database, courseIds: readonly number[]): Promise<Map<number, ModuleRow[]>> {
  const rows = courseIds.length
    ? await db
        .select()
        .from(courseModules)
        .where(inArray(courseModules.courseId, [...courseIds]))
        .orderBy(asc(courseModules.position), asc(courseModules.id))
    : [];
  const out = new Map<number, ModuleRow[]>(courseIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.courseId)!.push(row);
  return out;
}

export async function findModule(db: Database, id: string | number): Promise<ModuleRow> {
  const n = idOf(id);
  const [row] = n === null ? [] : await db.select().from(courseModules).where(eq(courseModules.id, n)).limit(1);
  if (!row) throw notFound('Module');
  return row;
}

export interface ModuleValues {
  kind: ModuleKind;
  title: string;
  body: string | null;
  videoUrl: string | null;
}

export async function addModule(db: Database, courseId: number, values: ModuleValues): Promise<ModuleRow> {
  const [row] = await db
    .insert(courseModules)
    .values({
      courseId,
      ...values,
      position: sql`(select coalesce(max(${courseModules.position}), 0) + 1 from ${courseModules} where ${courseModules.courseId} = ${courseId})`,
    })
    .returning();
  return row!;
}

export async function updateModule(db: Database, id: number, values: ModuleValues): Promise<ModuleRow> {
  const [row] = await db.update(courseModules).set(values).where(eq(courseModules.id, id)).returning();
  if (!row) throw notFound('Module');
  return row;
}

export async function deleteModule(db: Database, id: number): Promise<void> {
  await db.delete(courseModules).where(eq(courseModules.id, id));
}

/**
 * Writes a new order of the rows of one parent; refused (CONFLICT naming `what`) when the ids are not exactly the current
 * ones, so two people reordering at once cannot lose a row.
 */
async function reorder(
  db: Database,
  table: typeof courseModules | typeof assessments | typeof questions,
  parent: SQL,
  ids: readonly number[],
  what: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = (await tx.select({ id: table.id }).from(table).where(parent).for('update')).map((r) => r.id);
    if (!isSameSet(current, ids)) throw conflict(MESSAGES.reorderStale(what));
    for (const [index, id] of ids.entries())
      await tx
        .update(table)
        .set({ position: index + 1 })
        .where(eq(table.id, id));
  });
}

export const reorderModules = (db: Database, courseId: number, ids: readonly number[]) =>
  reorder(db, courseModules, eq(courseModules.courseId, courseId), ids, 'modules');

// -------------------------------------------------------------------------------------------------------- assessments

export async function assessmentsOf(db: Database, courseIds: readonly number[]): Promise<Map<number, AssessmentRow[]>> {
  const rows = courseIds.length
    ? await db
        .select()
        .from(assessments)
        .where(inArray(assessments.courseId, [...courseIds]))
        .orderBy(asc(assessments.position), asc(assessments.id))
    : [];
  const out = new Map<number, AssessmentRow[]>(courseIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.courseId)!.push(row);
  return out;
}

export function loadAssessmentsByIds(db: Database, ids: readonly number[]): Promise<(AssessmentRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(assessments).where(inArray(assessments.id, some)));
}

export async function findAssessment(db: Database, id: string | number): Promise<AssessmentRow> {
  const n = idOf(id);
  const [row] = n === null ? [] : await db.select().from(assessments).where(eq(assessments.id, n)).limit(1);
  if (!row) throw notFound('Assessment');
  return row;
}

export async function addAssessment(db: Database, courseId: number, values: AssessmentValues): Promise<AssessmentRow> {
  const [row] = await db
    .insert(assessments)
    .values({
      courseId,
      ...values,
      status: 'draft',
      position: sql`(select coalesce(max(${assessments.position}), 0) + 1 from ${assessments} where ${assessments.courseId} = ${courseId})`,
    })
    .returning();
  return row!;
}

export async function updateAssessment(db: Database, id: number, values: Partial<AssessmentValues> & { status?: 'draft' | 'live' }) {
  const [row] = await db.update(assessments).set(values).where(eq(assessments.id, id)).returning();
  if (!row) throw notFound('Assessment');
  return row;
}

export async function deleteAssessment(db: Database, id: number): Promise<void> {
  await db.delete(assessments).where(eq(assessments.id, id));
}

export const reorderAssessments = (db: Database, courseId: number, ids: readonly number[]) =>
  reorder(db, assessments, eq(assessments.courseId, courseId), ids, 'assessments');

export async function assessmentHasAttempts(db: Database, assessmentId: number): Promise<boolean> {
  const [row] = await db.select({ id: attempts.id }).from(attempts).where(eq(attempts.assessmentId, assessmentId)).limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------------- questions

export async function questionsOf(db: Database, assessmentIds: readonly number[]): Promise<Map<number, QuestionWithAnswers[]>> {
  const out = new Map<number, QuestionWithAnswers[]>(assessmentIds.map((id) => [id, []]));
  if (!assessmentIds.length) return out;
  const rows = await db
    .select()
    .from(questions)
    .where(inArray(questions.assessmentId, [...assessmentIds]))
    .orderBy(asc(questions.position), asc(questions.id));
  const answers = await answersOf(
    db,
    rows.map((q) => q.id),
  );
  for (const q of rows) out.get(q.assessmentId)!.push({ ...q, answers: answers.get(q.id) ?? [] });
  return out;
}

async function answersOf(db: Database, questionIds: readonly number[]): Promise<Map<number, AnswerRow[]>> {
  const rows = questionIds.length
    ? await db
        .select()
        .from(questionAnswers)
        .where(inArray(questionAnswers.questionId, [...questionIds]))
        .orderBy(asc(questionAnswers.position))
    : [];
  const out = new Map<number, AnswerRow[]>();
  for (const row of rows) out.set(row.questionId, [...(out.get(row.questionId) ?? []), row]);
  return out;
}

export async function questionsByIds(db: Database, ids: readonly number[]): Promise<Map<number, QuestionWithAnswers>> {
  const rows = ids.length
    ? await db
        .select()
        .from(questions)
        .where(inArray(questions.id, [...ids]))
    : [];
  const answers = await answersOf(
    db,
    rows.map((q) => q.id),
  );
  return new Map(rows.map((q) => [q.id, { ...q, answers: answers.get(q.id) ?? [] }]));
}

export async function findQuestion(db: Database, id: string | number): Promise<QuestionRow> {
  const n = idOf(id);
  const [row] = n === null ? [] : await db.select().from(questions).where(eq(questions.id, n)).limit(1);
  if (!row) throw notFound('Question');
  return row;
}

/** Adds a question, or replaces one's text, type and answers. */
export async function saveQuestion(
  db: Database,
  target: { assessmentId: number } | { id: number },
  values: QuestionValues,
): Promise<QuestionWithAnswers> {
  return db.transaction(async (tx) => {
    let question: QuestionRow;
    if ('id' in target) {
      const [row] = await tx.update(questions).set({ text: values.text, type: values.type }).where(eq(questions.id, target.id)).returning();
      if (!row) throw notFound('Question');
      question = row;
      await tx.delete(questionAnswers).where(eq(questionAnswers.questionId, row.id));
    } else {
      const [row] = await tx
        .insert(questions)
        .values({
          assessmentId: target.assessmentId,
          text: values.text,
          type: values.type,
          position: sql`(select coalesce(max(${questions.position}), 0) + 1 from ${questions} where ${questions.assessmentId} = ${target.assessmentId})`,
        })
        .returning();
      question = row!;
    }
    const answers = values.answers.length
      ? await tx
          .insert(questionAnswers)
          .values(
            values.answers.map((a, i) => ({
              questionId: question.id,
              text: a.text,
              correct: a.correct,
              alwaysLast: a.alwaysLast,
              position: i + 1,
            })),
          )
          .returning()
      : [];
    return { ...question, answers };
  });
}

export async function deleteQuestion(db: Database, id: number): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

export const reorderQuestions = (db: Database, assessmentId: number, ids: readonly number[]) =>
  reorder(db, questions, eq(questions.assessmentId, assessmentId), ids, 'questions');

export function paperQuestion(q: QuestionWithAnswers): PaperQuestion {
  return { id: q.id, type: q.type, answers: q.answers.map((a) => ({ id: a.id, correct: a.correct, alwaysLast: a.alwaysLast })) };
}

// ---------------------------------------------------------------------------------------------------------- enrolments

export type CourseScope = 'available' | 'mine' | 'qualified';

/**
 * A croudie's course lists (§2): available (live, public, for their status, not on it now), mine (on it and not passed)
 * and qualified (passed).
 */
export async function listCroudieCourses(
  db: Database,
  croudieId: number,
  options: { scope: CourseScope; search: string | null; applicableStatus: 'live' | 'pending' },
  page: Page,
) {
  const mine = db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.croudieId, croudieId), ne(enrolments.status, 'inactive')));
  const search = options.search ? ilike(courses.name, likePattern(options.search)) : undefined;
  const scope: SQL | undefined =
    options.scope === 'available'
      ? and(
          eq(courses.status, 'live'),
          eq(courses.private, false),
          eq(courses.applicableStatus, options.applicableStatus),
          notInArray(courses.id, mine),
        )
      : inArray(
          courses.id,
          db
            .select({ courseId: enrolments.courseId })
            .from(enrolments)
            .where(
              and(
                eq(enrolments.croudieId, croudieId),
                options.scope === 'qualified' ? eq(enrolments.status, 'passed') : notInArray(enrolments.status, ['passed', 'inactive']),
              ),
            ),
        );
  const where = and(isNull(courses.deletedAt), scope, search);
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.inDemand), asc(sql`lower(${courses.name})`), asc(courses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, pagination: { total, page: page.page, limit: page.limit } };
}

export function loadEnrolmentsByIds(db: Database, ids: readonly number[]): Promise<(EnrolmentRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(enrolments).where(inArray(enrolments.id, some)));
}

export async function findEnrolment(db: Database, id: string | number): Promise<EnrolmentRow | null> {
  const n = idOf(id);
  const [row] = n === null ? [] : await db.select().from(enrolments).where(eq(enrolments.id, n)).limit(1);
  return row ?? null;
}

export async function enrolmentOf(db: Database, croudieId: number, courseId: number): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.croudieId, croudieId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function enrolmentsOfCroudie(db: Database, croudieId: number, courseIds: readonly number[]) {
  const rows = courseIds.length
    ? await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.croudieId, croudieId), inArray(enrolments.courseId, [...courseIds])))
    : [];
  return new Map(rows.map((r) => [r.courseId, r]));
}

/** Puts a croudie on a course (again, after a withdrawal: the row and its attempts are kept). */
export async function enrol(
  db: Database,
  croudieId: number,
  courseId: number,
  assignedBy: number | null,
  now: Date,
): Promise<EnrolmentRow> {
  const [row] = await db
    .insert(enrolments)
    .values({ croudieId, courseId, assignedBy, enrolledAt: now, status: 'not_started' })
    .onConflictDoUpdate({
      target: [enrolments.courseId, enrolments.croudieId],
      set: {
        status: sql`case when ${enrolments.status} = 'inactive' then (case when exists (select 1 from ${attempts} where ${attempts.enrolmentId} = ${enrolments.id}) then 'in_progress' else 'not_started' end) else ${enrolments.status} end`,
        withdrawnAt: null,
      },
    })
    .returning();
  return row!;
}

export async function setEnrolmentStatus(db: Database, id: number, status: EnrolmentStatus, now: Date, from?: readonly EnrolmentStatus[]) {
  const [row] = await db
    .update(enrolments)
    .set({
      status,
      ...(status === 'inactive' ? { withdrawnAt: now } : {}),
      ...(status === 'passed' ? { completedAt: now } : {}),
    })
    .where(and(eq(enrolments.id, id), from ? inArray(enrolments.status, [...from]) : undefined))
    .returning();
  return row ?? null;
}

export async function markModuleRead(db: Database, enrolmentId: number, moduleId: number, now: Date): Promise<void> {
  await db.insert(moduleReads).values({ enrolmentId, moduleId, readAt: now }).onConflictDoNothing();
}

export async function readModuleIds(db: Database, enrolmentId: number): Promise<Set<number>> {
  const rows = await db.select({ moduleId: moduleReads.moduleId }).from(moduleReads).where(eq(moduleReads.enrolmentId, enrolmentId));
  return new Set(rows.map((r) => r.moduleId));
}

// ------------------------------------------------------------------------------------------------------------ attempts

export async function attemptsOf(db: Database, enrolmentId: number): Promise<AttemptRow[]> {
  return db.select().from(attempts).where(eq(attempts.enrolmentId, enrolmentId)).orderBy(asc(attempts.startedAt), asc(attempts.id));
}

export async function findAttempt(db: Database, id: string | number): Promise<AttemptRow | null> {
  const n = idOf(id);
  const [row] = n === null ? [] : await db.select().from(attempts).where(eq(attempts.id, n)).limit(1);
  return row ?? null;
}

/** Starts an attempt; null when one is already under way (the partial unique index decides, so a double click makes one). */
export async function startAttempt(
  db: Database,
  values: Pick<AttemptRow, 'enrolmentId' | 'assessmentId' | 'paper' | 'passScore' | 'startedAt' | 'deadline' | 'lastSeenAt'>,
): Promise<AttemptRow | null> {
  const [row] = await db.insert(attempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function answersOfAttempt(db: Database, attemptId: number): Promise<AttemptAnswerRow[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export async function saveAnswer(
  db: Database,
  values: { attemptId: number; questionId: number; answerIds: number[]; essay: string | null; savedAt: Date },
) {
  await db
    .insert(attemptAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: { answerIds: values.answerIds, essay: values.essay, savedAt: values.savedAt },
    });
}

/** Ends an attempt under way; null when it was no longer under way (time-out, leaving and submitting race). */
export async function finishAttempt(
  db: Database,
  id: number,
  outcome: Pick<AttemptRow, 'status' | 'failReason' | 'score'>,
  now: Date,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(attempts)
    .set({ ...outcome, finishedAt: now })
    .where(and(eq(attempts.id, id), eq(attempts.status, 'in_progress')))
    .returning();
  return row ?? null;
}

/** Fails every attempt whose time ran out before `deadlineCutoff`, then those whose page fell silent before `silenceCutoff`. */
export async function failOverdueAttempts(db: Database, deadlineCutoff: Date, silenceCutoff: Date, now: Date): Promise<AttemptRow[]> {
  const timedOut = await db
    .update(attempts)
    .set({ status: 'failed', failReason: 'time_out', finishedAt: now })
    .where(and(eq(attempts.status, 'in_progress'), lt(attempts.deadline, deadlineCutoff)))
    .returning();
  const left = await db
    .update(attempts)
    .set({ status: 'failed', failReason: 'left', finishedAt: now })
    .where(and(eq(attempts.status, 'in_progress'), lt(attempts.lastSeenAt, silenceCutoff)))
    .returning();
  return [...timedOut, ...left];
}

/** The take page is still open: its heartbeat. */
export async function markAttemptSeen(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(attempts)
    .set({ lastSeenAt: now })
    .where(and(eq(attempts.id, id), eq(attempts.status, 'in_progress')));
}

export async function reviewAttempt(
  db: Database,
  id: number,
  values: { passed: boolean; feedback: string; reviewedBy: number },
  now: Date,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(attempts)
    .set({
      status: values.passed ? 'passed' : 'failed',
      failReason: values.passed ? null : 'review',
      feedback: values.feedback || null,
      reviewedBy: values.reviewedBy,
      reviewedAt: now,
    })
    .where(and(eq(attempts.id, id), eq(attempts.status, 'pending_review')))
    .returning();
  return row ?? null;
}

/** The essay review queue, oldest first, with the course and croudie of each attempt. */
export async function reviewQueue(db: Database, page: Page) {
  const where = eq(attempts.status, 'pending_review');
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select({ attempt: attempts, croudieId: enrolments.croudieId, courseId: enrolments.courseId })
      .from(attempts)
      .innerJoin(enrolments, eq(enrolments.id, attempts.enrolmentId))
      .where(where)
      .orderBy(asc(attempts.finishedAt), asc(attempts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(attempts).where(where),
  ]);
  return { rows, pagination: { total, page: page.page, limit: page.limit } };
}

/** Croudies on a course, for the staff's course view: newest first. */
export async function enrolmentsOfCourse(db: Database, courseId: number, page: Page) {
  const where = eq(enrolments.courseId, courseId);
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(enrolments)
      .where(where)
      .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(enrolments).where(where),
  ]);
  return { rows, pagination: { total, page: page.page, limit: page.limit } };
}
