// The academy's GraphQL types (ADR 0288). Croudies reach courses, their user courses and attempts through the learning
// operations, which return only what is theirs; a question's correct answers are staff-only on every path.
import {
  APPLICABLE_STATUSES,
  ASSESSMENT_STANDINGS,
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
import DataLoader from 'dataloader';
import type { RequestContext as Context } from '../../kit/context.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { PaginationInfo } from '../../kit/graphql/pagination.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { CroudieRef, type CroudieRow } from '../people/index.js';
import * as data from './academy.data.js';
import { expireIfOverdue, standingsOf, type Standing } from './academy.flow.js';

const upperValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<Uppercase<T>, { value: T }>;

export const CourseStatusEnum = builder.enumType('AcademyCourseStatus', { values: upperValues(COURSE_STATUSES) });
export const ApplicableStatusEnum = builder.enumType('AcademyApplicableStatus', {
  description: 'Who may take the course: live croudies, or pending ones (onboarding)',
  values: upperValues(APPLICABLE_STATUSES),
});
export const CourseTypeEnum = builder.enumType('AcademyCourseType', { values: upperValues(COURSE_TYPES) });
export const ExperienceLevelEnum = builder.enumType('AcademyExperienceLevel', { values: upperValues(EXPERIENCE_LEVELS) });
export const ModuleKindEnum = builder.enumType('AcademyModuleKind', { values: upperValues(MODULE_KINDS) });
export const AssessmentTypeEnum = builder.enumType('AcademyAssessmentType', { values: upperValues(ASSESSMENT_TYPES) });
export const AssessmentStatusEnum = builder.enumType('AcademyAssessmentStatus', { values: upperValues(ASSESSMENT_STATUSES) });
export const QuestionTypeEnum = builder.enumType('AcademyQuestionType', { values: upperValues(QUESTION_TYPES) });
export const EnrolmentStatusEnum = builder.enumType('UserCourseStatus', { values: upperValues(ENROLMENT_STATUSES) });
export const AttemptStatusEnum = builder.enumType('AssessmentAttemptStatus', { values: upperValues(ATTEMPT_STATUSES) });
export const AttemptFailReasonEnum = builder.enumType('AssessmentAttemptFailReason', {
  description: 'SCORE below the pass score, TIME_OUT, LEFT (the page was left), REVIEW (the reviewer failed it)',
  values: upperValues(ATTEMPT_FAIL_REASONS),
});
export const AssessmentStandingEnum = builder.enumType('AssessmentStanding', {
  description: 'Where the croudie stands with an assessment, and whether Take is offered (AVAILABLE, AVAILABLE_FOR_RETAKE)',
  values: upperValues(ASSESSMENT_STANDINGS),
});

// ----------------------------------------------------------------------------------------------- per-request loaders

export const loaders = (ctx: Context) =>
  perRequest(ctx, 'academy.loaders', () => ({
    courses: new DataLoader((ids: readonly number[]) => data.loadCoursesByIds(ctx.db, ids)),
    modules: new DataLoader(async (ids: readonly number[]) => {
      const byCourse = await data.modulesOf(ctx.db, ids);
      return ids.map((id) => byCourse.get(id) ?? []);
    }),
    assessments: new DataLoader(async (ids: readonly number[]) => {
      const byCourse = await data.assessmentsOf(ctx.db, ids);
      return ids.map((id) => byCourse.get(id) ?? []);
    }),
    qualifications: new DataLoader((ids: readonly number[]) => data.loadQualificationsByIds(ctx.db, ids)),
    enrolments: new DataLoader((ids: readonly number[]) => data.loadEnrolmentsByIds(ctx.db, ids)),
    assessmentsById: new DataLoader((ids: readonly number[]) => data.loadAssessmentsByIds(ctx.db, ids)),
    questions: new DataLoader(async (ids: readonly number[]) => {
      const byAssessment = await data.questionsOf(ctx.db, ids);
      return ids.map((id) => byAssessment.get(id) ?? []);
    }),
  }));

// ------------------------------------------------------------------------------------------------------------- types

export const AnswerRef = builder.objectRef<data.AnswerRow>('AcademyAnswer');
AnswerRef.implement({
  ...typeRule(RULES.staff),
  description: 'An answer as authored, with its flags (staff only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    correct: t.exposeBoolean('correct'),
    alwaysLast: t.exposeBoolean('alwaysLast', { description: 'Stays last when answers are shuffled' }),
  }),
});

export const QuestionRef = builder.objectRef<data.QuestionWithAnswers>('AcademyQuestion');
QuestionRef.implement({
  ...typeRule(RULES.staff),
  description: 'A question as authored (staff only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    type: t.expose('type', { type: QuestionTypeEnum }),
    answers: t.field({ type: [AnswerRef], resolve: (q) => q.answers }),
  }),
});

export const AssessmentRef = builder.objectRef<data.AssessmentRow>('AcademyAssessment');
AssessmentRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'An assessment of a course (§3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.expose('type', { type: AssessmentTypeEnum }),
    status: t.expose('status', { type: AssessmentStatusEnum }),
    timeLimitMinutes: t.exposeInt('timeLimitMinutes', { nullable: true, description: 'Null: no time limit' }),
    questionCount: t.exposeInt('questionCount', { nullable: true, description: 'Questions drawn for an attempt; null: all' }),
    retakesAllowed: t.exposeInt('retakesAllowed'),
    retakeWaitDays: t.exposeInt('retakeWaitDays'),
    passScore: t.exposeInt('passScore', { description: 'Percent' }),
    randomOrder: t.exposeBoolean('randomOrder'),
    questions: t.field({
      type: [QuestionRef],
      ...guarded(RULES.staff),
      description: 'The questions with their correct answers: staff only',
      resolve: (a, _args, ctx) => loaders(ctx).questions.load(a.id),
    }),
  }),
});

export const ModuleRef = builder.objectRef<data.ModuleRow>('AcademyModule');
ModuleRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A module of a course: rich text (sanitised HTML) or an embedded video',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ModuleKindEnum }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { nullable: true, description: 'HTML, sanitised when written (TEXT)' }),
    videoUrl: t.exposeString('videoUrl', { nullable: true, description: 'The embeddable YouTube or Vimeo address (VIDEO)' }),
  }),
});

export const QualificationRef = builder.objectRef<{ id: number; name: string }>('AcademyQualification');
QualificationRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const CourseRef = builder.objectRef<data.CourseRow>('AcademyCourse');
CourseRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A course (§3): its modules and assessments in order',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    channelIds: t.idList({ resolve: (c) => c.channelIds }),
    templateIds: t.idList({ resolve: (c) => c.templateIds }),
    languageCode: t.exposeString('languageCode', { nullable: true }),
    experienceLevel: t.expose('experienceLevel', { type: ExperienceLevelEnum, nullable: true }),
    private: t.exposeBoolean('private', { description: 'Taken only by croudies it is assigned to' }),
    inDemand: t.exposeBoolean('inDemand'),
    partOfOnboarding: t.exposeBoolean('partOfOnboarding', { description: "Passing it completes a pending croudie's practical test" }),
    applicableStatus: t.expose('applicableStatus', { type: ApplicableStatusEnum }),
    type: t.expose('type', { type: CourseTypeEnum }),
    qualification: t.field({
      type: QualificationRef,
      nullable: true,
      description: 'What passing it grants',
      resolve: (c, _args, ctx) => (c.qualificationId === null ? null : loaders(ctx).qualifications.load(c.qualificationId)),
    }),
    status: t.expose('status', { type: CourseStatusEnum }),
    modules: t.field({ type: [ModuleRef], resolve: (c, _args, ctx) => loaders(ctx).modules.load(c.id) }),
    assessments: t.field({
      type: [AssessmentRef],
      description: 'Staff see every assessment; croudies the live ones',
      resolve: async (c, _args, ctx) => {
        const all = await loaders(ctx).assessments.load(c.id);
        return ctx.auth.viewer?.kind === 'USER' ? all : all.filter((a) => a.status === 'live');
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const CoursePageRef = builder.objectRef<{ rows: data.CourseRow[]; pagination: { total: number; page: number; limit: number } }>(
  'AcademyCoursePage',
);
CoursePageRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    courses: t.field({ type: [CourseRef], resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});
const AttemptAnswerOptionRef = builder.objectRef<{ id: number; text: string }>('AttemptAnswerOption');
AttemptAnswerOptionRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }),
});

interface AttemptQuestionView {
  attemptId: number;
  id: number;
  text: string;
  type: data.QuestionRow['type'];
  options: { id: number; text: string }[];
  chosenAnswerIds: number[];
  essay: string | null;
}

const AttemptQuestionRef = builder.objectRef<AttemptQuestionView>('AttemptQuestion');
AttemptQuestionRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A question of an attempt in the order shown, with the answers as given',
  fields: (t) => ({
    // one per attempt: the same question in another attempt holds other answers (a normalised cache keys by id)
    id: t.id({ description: 'attemptId:questionId', resolve: (q) => `${q.attemptId}:${q.id}` }),
    questionId: t.id({ description: 'What answerAssessmentQuestion takes', resolve: (q) => q.id }),
    text: t.exposeString('text'),
    type: t.expose('type', { type: QuestionTypeEnum }),
    options: t.field({ type: [AttemptAnswerOptionRef], description: 'In the order shown', resolve: (q) => q.options }),
    chosenAnswerIds: t.idList({ resolve: (q) => q.chosenAnswerIds }),
    essay: t.exposeString('essay', { nullable: true }),
  }),
});

async function questionsOfAttempt(ctx: Context, attempt: data.AttemptRow): Promise<AttemptQuestionView[]> {
  const [questions, answers] = await Promise.all([
    data.questionsByIds(
      ctx.db,
      attempt.paper.map((p) => p.questionId),
    ),
    data.answersOfAttempt(ctx.db, attempt.id),
  ]);
  const given = new Map(answers.map((a) => [a.questionId, a]));
  return attempt.paper.flatMap((p) => {
    const q = questions.get(p.questionId);
    if (!q) return [];
    const byId = new Map(q.answers.map((a) => [a.id, a]));
    return [
      {
        attemptId: attempt.id,
        id: q.id,
        text: q.text,
        type: q.type,
        options: p.answerIds.flatMap((id) => (byId.has(id) ? [{ id, text: byId.get(id)!.text }] : [])),
        chosenAnswerIds: given.get(q.id)?.answerIds ?? [],
        essay: given.get(q.id)?.essay ?? null,
      },
    ];
  });
}

export const AttemptRef = builder.objectRef<data.AttemptRow>('AssessmentAttempt');
AttemptRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'One attempt at an assessment: the server holds its questions, deadline, answers and outcome',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: AttemptStatusEnum }),
    failReason: t.expose('failReason', { type: AttemptFailReasonEnum, nullable: true }),
    score: t.exposeInt('score', { nullable: true, description: 'Percent of the choice questions answered right' }),
    passScore: t.exposeInt('passScore'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    deadline: t.expose('deadline', { type: 'DateTime', nullable: true, description: 'Null: no time limit' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    feedback: t.exposeString('feedback', { nullable: true, description: "The reviewer's feedback on an essay" }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    assessment: t.field({
      type: AssessmentRef,
      resolve: async (a, _args, ctx) => (await loaders(ctx).assessmentsById.load(a.assessmentId))!,
    }),
    userCourseId: t.id({ resolve: (a) => a.enrolmentId }),
    questions: t.field({ type: [AttemptQuestionRef], resolve: (a, _args, ctx) => questionsOfAttempt(ctx, a) }),
    croudie: t.field({
      type: CroudieRef,
      ...guarded(RULES.staff),
      description: 'Who took it: staff only (the review queue)',
      resolve: async (a, _args, ctx) => {
        const enrolment = (await loaders(ctx).enrolments.load(a.enrolmentId))!;
        return ctx.people.person('CROUDIE', enrolment.croudieId) as Promise<CroudieRow>;
      },
    }),
    course: t.field({
      type: CourseRef,
      resolve: async (a, _args, ctx) => {
        const enrolment = (await loaders(ctx).enrolments.load(a.enrolmentId))!;
        return (await loaders(ctx).courses.load(enrolment.courseId))!;
      },
    }),
  }),
});

export const AttemptPageRef = builder.objectRef<{ rows: data.AttemptRow[]; pagination: { total: number; page: number; limit: number } }>(
  'AssessmentAttemptPage',
);
AttemptPageRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    attempts: t.field({ type: [AttemptRef], resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});

const UserAssessmentRef = builder.objectRef<{ assessment: data.AssessmentRow } & Standing>('UserAssessment');
UserAssessmentRef.implement({
  ...typeRule(RULES.signedIn),
  description: "A live assessment of the croudie's course and where they stand with it",
  fields: (t) => ({
    assessment: t.field({ type: AssessmentRef, resolve: (u) => u.assessment }),
    standing: t.expose('standing', { type: AssessmentStandingEnum }),
    retakeAvailableAt: t.expose('retakeAvailableAt', { type: 'DateTime', nullable: true }),
    retakesTaken: t.exposeInt('retakesTaken'),
    lastAttempt: t.field({ type: AttemptRef, nullable: true, resolve: (u) => u.lastAttempt }),
  }),
});

export const UserCourseRef = builder.objectRef<data.EnrolmentRow>('UserCourse');
UserCourseRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A croudie on a course (§4 user course)',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: EnrolmentStatusEnum }),
    enrolledAt: t.expose('enrolledAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    assigned: t.boolean({ description: 'Staff assigned the course', resolve: (e) => e.assignedBy !== null }),
    course: t.field({ type: CourseRef, resolve: async (e, _args, ctx) => (await loaders(ctx).courses.load(e.courseId))! }),
    readModuleIds: t.idList({ resolve: async (e, _args, ctx) => [...(await data.readModuleIds(ctx.db, e.id))] }),
    assessments: t.field({
      type: [UserAssessmentRef],
      resolve: async (e, _args, ctx) => {
        const live = (await loaders(ctx).assessments.load(e.courseId)).filter((a) => a.status === 'live');
        const now = ctx.clock.now();
        // an attempt whose time ran out fails as it is read, so the standing is never "in progress" after the deadline
        const attempts = await Promise.all((await data.attemptsOf(ctx.db, e.id)).map((a) => expireIfOverdue(ctx, a, now)));
        const standings = standingsOf(live, attempts, now);
        return live.map((assessment) => ({ assessment, ...standings.get(assessment.id)! }));
      },
    }),
    croudie: t.field({
      type: CroudieRef,
      ...guarded(RULES.staff),
      resolve: (e, _args, ctx) => ctx.people.person('CROUDIE', e.croudieId) as Promise<CroudieRow>,
    }),
  }),
});

export const UserCoursePageRef = builder.objectRef<{
  rows: data.EnrolmentRow[];
  pagination: { total: number; page: number; limit: number };
}>('UserCoursePage');
UserCoursePageRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    userCourses: t.field({ type: [UserCourseRef], resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});
