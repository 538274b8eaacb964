// Learning (issue 22; ADR 0288): croudies find courses, enrol and withdraw, read modules, and take assessments; the
// server holds every attempt. A croudie reaches only their own user courses and attempts (others are NOT_FOUND).
import { ESSAY_ANSWER_MAX } from '@work/shared-contracts/academy';
import * as v from 'valibot';
import { requireKind, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import * as data from './academy.data.js';
import * as flow from './academy.flow.js';
import { ACADEMY_ROLES, ACADEMY_RULE_MESSAGES as MESSAGES } from './academy.rules.js';
import { AttemptRef, CoursePageRef, CourseRef, UserCourseRef } from './academy.types.js';

const CourseScopeEnum = builder.enumType('AcademyCourseScope', {
  description: 'AVAILABLE: live courses open to the croudie; MINE: courses they are on; QUALIFIED: courses they passed',
  values: { AVAILABLE: { value: 'available' }, MINE: { value: 'mine' }, QUALIFIED: { value: 'qualified' } } as const,
});

/** The croudie acting for themselves: an impersonating staff member may look, but never take a course for them. */
function requireCroudie(ctx: Context, acting = false): Viewer {
  const viewer = requireKind(ctx.auth, 'CROUDIE');
  if (acting && ctx.auth.impersonating) throw forbidden('Courses are taken by the croudie themselves, not while impersonating');
  return viewer;
}

const isPending = (viewer: Viewer) => viewer.roles.includes('croudie-pending');

/** One of the croudie's user courses, else NOT_FOUND (another's is not told apart from none). */
async function ownEnrolment(ctx: Context, viewer: Viewer, id: string | number): Promise<data.EnrolmentRow> {
  const enrolment = await data.findEnrolment(ctx.db, id);
  if (!enrolment || enrolment.croudieId !== viewer.id) throw notFound('User course');
  return enrolment;
}

async function ownAttempt(ctx: Context, viewer: Viewer, id: string | number): Promise<data.AttemptRow> {
  const attempt = await data.findAttempt(ctx.db, id);
  if (!attempt) throw notFound('Attempt');
  await ownEnrolment(ctx, viewer, attempt.enrolmentId).catch(() => {
    throw notFound('Attempt');
  });
  return attempt;
}

/** A course the croudie may see: live, public and for their status, or one they are (or were) on. */
async function visibleCourse(ctx: Context, viewer: Viewer, id: string | number): Promise<data.CourseRow> {
  const course = await data.findCourse(ctx.db, id);
  const enrolment = await data.enrolmentOf(ctx.db, viewer.id, course.id);
  const open = course.status === 'live' && !course.private && course.applicableStatus === (isPending(viewer) ? 'pending' : 'live');
  if (!open && !enrolment) throw notFound('Course');
  return course;
}

const AnswerSchema = v.object({
  answerIds: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'))), v.maxLength(20, 'Too many answers')),
  essay: v.nullable(v.pipe(v.string(), v.maxLength(ESSAY_ANSWER_MAX, `Use at most ${ESSAY_ANSWER_MAX} characters`))),
});

const LEARN = operationRoles('ALL_STAFF');
const STAFF_VIEW = [...ACADEMY_ROLES] as string[];

builder.queryFields((t) => ({
  academyCourses: t.field({
    type: CoursePageRef,
    ...LEARN,
    description: "A croudie's course lists (§2): available, mine or qualified; in-demand first, then by name",
    args: {
      scope: t.arg({ type: CourseScopeEnum, required: true }),
      search: t.arg.string({ required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: (_root, args, ctx) => {
      const viewer = requireCroudie(ctx);
      const { search } = parseInput(v.object({ search: SearchFilterSchema }), { search: args.search });
      return data.listCroudieCourses(
        ctx.db,
        viewer.id,
        { scope: args.scope, search, applicableStatus: isPending(viewer) ? 'pending' : 'live' },
        toPage(args.pagination, 20),
      );
    },
  }),
  academyCourse: t.field({
    type: CourseRef,
    ...LEARN,
    description: 'A course: croudies see those open to them or that they are on; academy staff every course',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = ctx.auth.viewer;
      if (viewer?.kind === 'USER') {
        if (!STAFF_VIEW.some((r) => viewer.roles.includes(r))) throw forbidden(MESSAGES.onlyAcademy);
        return data.findCourse(ctx.db, args.id);
      }
      return visibleCourse(ctx, requireCroudie(ctx), args.id);
    },
  }),
  myUserCourse: t.field({
    type: UserCourseRef,
    ...LEARN,
    nullable: true,
    description: "The calling croudie's user course of a course, or null when they have never been on it",
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx);
      const course = await visibleCourse(ctx, viewer, args.courseId);
      return data.enrolmentOf(ctx.db, viewer.id, course.id);
    },
  }),
  userCourse: t.field({
    type: UserCourseRef,
    ...LEARN,
    description: "One of the calling croudie's user courses (NOT_FOUND for anyone else's)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ownEnrolment(ctx, requireCroudie(ctx), args.id),
  }),
  assessmentAttempt: t.field({
    type: AttemptRef,
    ...LEARN,
    description: "One of the calling croudie's attempts; an attempt whose time ran out is failed first",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const attempt = await ownAttempt(ctx, requireCroudie(ctx), args.id);
      return flow.expireIfOverdue(ctx, attempt, ctx.clock.now());
    },
  }),
}));

builder.mutationFields((t) => ({
  enrolInAcademyCourse: t.field({
    type: UserCourseRef,
    ...LEARN,
    description: 'Puts the calling croudie on a live course open to them (again, after withdrawing)',
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      const course = await visibleCourse(ctx, viewer, args.courseId);
      if (course.status !== 'live') throw conflict(MESSAGES.courseNotLive);
      const before = await data.enrolmentOf(ctx.db, viewer.id, course.id);
      if (before?.status === 'passed') throw conflict(MESSAGES.alreadyPassed);
      if (before && before.status !== 'inactive') throw conflict(MESSAGES.alreadyEnrolled);
      if (!before && course.applicableStatus !== (isPending(viewer) ? 'pending' : 'live')) throw conflict(MESSAGES.courseNotForYou);
      return data.enrol(ctx.db, viewer.id, course.id, null, ctx.clock.now());
    },
  }),
  withdrawFromAcademyCourse: t.field({
    type: UserCourseRef,
    ...LEARN,
    description: 'Takes the calling croudie off a course (INACTIVE); an attempt under way fails',
    args: { userCourseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      const enrolment = await ownEnrolment(ctx, viewer, args.userCourseId);
      const now = ctx.clock.now();
      for (const attempt of await data.attemptsOf(ctx.db, enrolment.id)) {
        if (attempt.status === 'in_progress') await flow.leaveAttempt(ctx, attempt, now);
      }
      const withdrawn = await data.setEnrolmentStatus(ctx.db, enrolment.id, 'inactive', now, ['not_started', 'in_progress', 'failed']);
      if (!withdrawn) throw conflict(enrolment.status === 'passed' ? MESSAGES.alreadyPassed : MESSAGES.notEnrolled);
      return withdrawn;
    },
  }),
  markAcademyModuleRead: t.field({
    type: UserCourseRef,
    ...LEARN,
    description: 'Records that the croudie read a module of their course',
    args: { userCourseId: t.arg.id({ required: true }), moduleId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      const enrolment = await ownEnrolment(ctx, viewer, args.userCourseId);
      if (enrolment.status === 'inactive') throw conflict(MESSAGES.notEnrolled);
      const module = await data.findModule(ctx.db, args.moduleId);
      if (module.courseId !== enrolment.courseId) throw notFound('Module');
      const now = ctx.clock.now();
      await data.markModuleRead(ctx.db, enrolment.id, module.id, now);
      return (await data.setEnrolmentStatus(ctx.db, enrolment.id, 'in_progress', now, ['not_started'])) ?? enrolment;
    },
  }),
  startAssessmentAttempt: t.field({
    type: AttemptRef,
    ...LEARN,
    description:
      'Starts an attempt at a live assessment of the croudie’s course: its questions are drawn (shuffled when the ' +
      'assessment says so) and its deadline set. CONFLICT "Unable to take assessment: …" says why not',
    args: { userCourseId: t.arg.id({ required: true }), assessmentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      const enrolment = await ownEnrolment(ctx, viewer, args.userCourseId);
      if (enrolment.status === 'inactive') throw conflict(MESSAGES.notEnrolled);
      const assessment = await data.findAssessment(ctx.db, args.assessmentId);
      if (assessment.courseId !== enrolment.courseId) throw notFound('Assessment');
      const course = await data.findCourse(ctx.db, enrolment.courseId);
      if (course.status !== 'live') throw conflict(MESSAGES.courseNotLive);
      return flow.startAttempt(ctx, enrolment, assessment, ctx.clock.now());
    },
  }),
  answerAssessmentQuestion: t.boolean({
    ...LEARN,
    description: 'Stores an answer as given (choices, or an essay’s text); after the deadline the attempt fails instead',
    args: {
      attemptId: t.arg.id({ required: true }),
      questionId: t.arg.id({ required: true }),
      answerIds: t.arg.idList({ required: false }),
      essay: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      const attempt = await ownAttempt(ctx, viewer, args.attemptId);
      const answer = parseInput(AnswerSchema, { answerIds: (args.answerIds ?? []).map(String), essay: args.essay ?? null });
      const questionId = Number(String(args.questionId));
      if (!Number.isSafeInteger(questionId)) throw conflict(MESSAGES.notOnPaper);
      await flow.answerQuestion(
        ctx,
        attempt,
        { questionId, answerIds: answer.answerIds.map(Number), essay: answer.essay },
        ctx.clock.now(),
      );
      return true;
    },
  }),
  submitAssessmentAttempt: t.field({
    type: AttemptRef,
    ...LEARN,
    description: 'Hands the attempt in: marked at once (PASSED or FAILED), or PENDING_REVIEW when it holds an essay',
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      return flow.submitAttempt(ctx, await ownAttempt(ctx, viewer, args.attemptId), ctx.clock.now());
    },
  }),
  keepAssessmentAttempt: t.field({
    type: AttemptRef,
    ...LEARN,
    description:
      'The take page’s heartbeat, every 15 s while it is open: an attempt whose page is silent for 45 s was left and fails ' +
      '(LEFT). Answers the attempt as it now is',
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      return flow.keepAttempt(ctx, await ownAttempt(ctx, viewer, args.attemptId), ctx.clock.now());
    },
  }),
  leaveAssessmentAttempt: t.field({
    type: AttemptRef,
    ...LEARN,
    description: 'The page of an attempt under way was left: the attempt fails (LEFT). Sent by the page as it unloads',
    args: { attemptId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx, true);
      return flow.leaveAttempt(ctx, await ownAttempt(ctx, viewer, args.attemptId), ctx.clock.now());
    },
  }),
}));
