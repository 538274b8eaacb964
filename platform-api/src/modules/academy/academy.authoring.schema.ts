// Course authoring and essay review (issue 22; ADR 0288): academy staff (and network admins) build courses, modules,
// assessments and questions, move courses through their statuses, assign them, and pass or fail essays. Declared per
// field (operationRoles) and checked again here.
import {
  AssessmentInputSchema,
  CourseInputSchema,
  embedVideoUrl,
  FEEDBACK_MAX,
  ModuleInputSchema,
  QuestionInputSchema,
  type CourseStatus,
} from '@work/shared-contracts/academy';
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { sanitiseRichText } from '../../kit/rich-text.js';
import { parseInput } from '../../kit/validation.js';
import { channels } from '../clients/index.js';
import { croudies } from '../people/index.js';
import { LANGUAGE_CODES, qualifications } from '../reference/index.js';
import { taskTemplates } from '../task-templates/index.js';
import * as data from './academy.data.js';
import * as flow from './academy.flow.js';
import { ACADEMY_ROLES, ACADEMY_RULE_MESSAGES as MESSAGES, COURSE_TRANSITIONS, type CourseTransition } from './academy.rules.js';
import {
  ApplicableStatusEnum,
  AssessmentRef,
  AssessmentTypeEnum,
  AttemptPageRef,
  AttemptRef,
  CoursePageRef,
  CourseRef,
  CourseStatusEnum,
  CourseTypeEnum,
  ExperienceLevelEnum,
  ModuleKindEnum,
  ModuleRef,
  QuestionRef,
  QuestionTypeEnum,
  UserCoursePageRef,
  UserCourseRef,
} from './academy.types.js';

/** Academy staff: ACADEMY_ROLES (checked here as well as by the operation gate, which settings may widen). */
export function requireAcademyStaff(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER' || !ACADEMY_ROLES.some((r) => viewer.roles.includes(r))) throw forbidden(MESSAGES.onlyAcademy);
  return viewer;
}

const WRITE = operationRoles(ACADEMY_ROLES);
const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));
const Ids = v.pipe(v.array(Id), v.maxLength(1000, 'At most 1000 at once'));
const given = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, value]) => value != null));

// ------------------------------------------------------------------------------------------------------------- inputs

const CourseInput = builder.inputType('AcademyCourseInput', {
  description: 'The course form (§3 Course): CourseInputSchema',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    channelIds: t.idList({ required: false }),
    templateIds: t.idList({ required: false, description: 'Task templates the course prepares for' }),
    languageCode: t.string({ required: false, description: 'ISO 639-1' }),
    experienceLevel: t.field({ type: ExperienceLevelEnum, required: false }),
    private: t.boolean({ required: false }),
    inDemand: t.boolean({ required: false }),
    partOfOnboarding: t.boolean({ required: false }),
    applicableStatus: t.field({ type: ApplicableStatusEnum, required: false, description: 'Default LIVE' }),
    type: t.field({ type: CourseTypeEnum, required: false, description: 'Default STANDARD' }),
    qualificationId: t.id({ required: false, description: 'The qualification passing grants' }),
  }),
});

const ModuleInput = builder.inputType('AcademyModuleInput', {
  description: 'TEXT with body (HTML, sanitised) or VIDEO with a YouTube or Vimeo address',
  fields: (t) => ({
    kind: t.field({ type: ModuleKindEnum, required: true }),
    title: t.string({ required: true }),
    body: t.string({ required: false }),
    videoUrl: t.string({ required: false }),
  }),
});

const AssessmentInput = builder.inputType('AcademyAssessmentInput', {
  description: 'The assessment form (§3 Assessment): AssessmentInputSchema',
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: AssessmentTypeEnum, required: false }),
    timeLimitMinutes: t.int({ required: false, description: 'Null: no limit' }),
    questionCount: t.int({ required: false, description: 'Questions drawn per attempt; null: all' }),
    retakesAllowed: t.int({ required: false }),
    retakeWaitDays: t.int({ required: false }),
    passScore: t.int({ required: false, description: 'Percent' }),
    randomOrder: t.boolean({ required: false }),
  }),
});

const AnswerInput = builder.inputType('AcademyAnswerInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    correct: t.boolean({ required: false }),
    alwaysLast: t.boolean({ required: false }),
  }),
});

const QuestionInput = builder.inputType('AcademyQuestionInput', {
  description: 'SINGLE (one correct answer), MULTI (at least one) or ESSAY (no answers)',
  fields: (t) => ({
    text: t.string({ required: true }),
    type: t.field({ type: QuestionTypeEnum, required: true }),
    answers: t.field({ type: [AnswerInput], required: false }),
  }),
});

const CourseFilters = builder.inputType('AcademyCourseFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'In the name' }),
    statuses: t.field({ type: [CourseStatusEnum], required: false }),
  }),
});

// ------------------------------------------------------------------------------------------------------ form parsing

type CourseArg = Record<string, unknown> & {
  channelIds?: readonly (string | number)[] | null;
  templateIds?: readonly (string | number)[] | null;
};

async function courseValues(ctx: Context, arg: CourseArg) {
  const values = parseInput(
    CourseInputSchema,
    {
      ...given(arg),
      ...(arg.channelIds ? { channelIds: arg.channelIds.map(String) } : {}),
      ...(arg.templateIds ? { templateIds: arg.templateIds.map(String) } : {}),
      ...(arg.qualificationId != null ? { qualificationId: String(arg.qualificationId) } : {}),
    },
    'input',
  );
  const errors: Record<string, string> = {};
  if (values.languageCode && !LANGUAGE_CODES.includes(values.languageCode))
    errors['input.languageCode'] = 'Choose a language from the list';
  if (values.type === 'qualification_only' && values.qualificationId === null)
    errors['input.qualificationId'] = MESSAGES.qualificationRequired;
  const missing = async (table: typeof channels | typeof taskTemplates | typeof qualifications, ids: readonly string[]) => {
    if (!ids.length) return [];
    const found = new Set(
      (
        await ctx.db
          .select({ id: table.id })
          .from(table)
          .where(inArray(table.id, ids.map(Number)))
      ).map((r) => r.id),
    );
    return ids.filter((id) => !found.has(Number(id)));
  };
  const [badChannels, badTemplates, badQualification] = await Promise.all([
    missing(channels, values.channelIds),
    missing(taskTemplates, values.templateIds),
    missing(qualifications, values.qualificationId ? [values.qualificationId] : []),
  ]);
  if (badChannels.length) errors['input.channelIds'] = `No channel with id ${badChannels.join(', ')}`;
  if (badTemplates.length) errors['input.templateIds'] = `No task template with id ${badTemplates.join(', ')}`;
  if (badQualification.length) errors['input.qualificationId'] = 'No such qualification';
  if (Object.keys(errors).length) throw badUserInput(errors);
  return values;
}

function moduleValues(arg: { kind: string; title: string; body?: string | null; videoUrl?: string | null }): data.ModuleValues {
  const parsed = parseInput(ModuleInputSchema, given(arg), 'input');
  return parsed.kind === 'text'
    ? { kind: 'text', title: parsed.title, body: sanitiseRichText(parsed.body), videoUrl: null }
    : { kind: 'video', title: parsed.title, body: null, videoUrl: embedVideoUrl(parsed.videoUrl) };
}

function questionValues(
  arg: { text: string; type: string; answers?: readonly Record<string, unknown>[] | null },
  assessment: data.AssessmentRow,
) {
  const values = parseInput(QuestionInputSchema, { ...given(arg), answers: (arg.answers ?? []).map(given) }, 'input');
  if (values.type === 'essay' && assessment.type === 'multiple_choice')
    throw badUserInput({ 'input.type': MESSAGES.essayInMultipleChoice });
  return values;
}

const idList = (ids: readonly (string | number)[]) => parseInput(Ids, ids.map(String), 'ids').map(Number);

// -------------------------------------------------------------------------------------------------------- operations

builder.queryFields((t) => ({
  academyCoursesAdmin: t.field({
    type: CoursePageRef,
    ...WRITE,
    description: 'Every course (not deleted), by name, for academy staff',
    args: {
      filters: t.arg({ type: CourseFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const search = parseInput(v.object({ search: SearchFilterSchema }), { search: args.filters?.search }, 'filters').search;
      return data.listCourses(ctx.db, { search, statuses: (args.filters?.statuses ?? []) as CourseStatus[] }, toPage(args.pagination, 25));
    },
  }),
  academyCourseEnrolments: t.field({
    type: UserCoursePageRef,
    ...WRITE,
    description: 'The croudies on a course, newest first, with their status',
    args: { courseId: t.arg.id({ required: true }), pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      return data.enrolmentsOfCourse(ctx.db, course.id, toPage(args.pagination, 25));
    },
  }),
  academyReviewQueue: t.field({
    type: AttemptPageRef,
    ...WRITE,
    description: 'Essay attempts waiting for a reviewer, oldest first',
    args: { pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      return data
        .reviewQueue(ctx.db, toPage(args.pagination, 25))
        .then((p) => ({ rows: p.rows.map((r) => r.attempt), pagination: p.pagination }));
    },
  }),
}));

const courseTransition = (action: CourseTransition, description: string) =>
  builder.mutationField(`${action}AcademyCourse`, (t) =>
    t.field({
      type: CourseRef,
      ...WRITE,
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        requireAcademyStaff(ctx);
        const course = await data.findCourse(ctx.db, args.id);
        const rule = COURSE_TRANSITIONS[action];
        if (!(rule.from as readonly string[]).includes(course.status)) {
          throw conflict(action === 'publish' ? MESSAGES.publishNotDraft(course.status) : MESSAGES.transition(action, course.status));
        }
        if (action === 'publish' || action === 'resume') {
          const live = ((await data.assessmentsOf(ctx.db, [course.id])).get(course.id) ?? []).filter((a) => a.status === 'live');
          const withQuestions = await data.questionsOf(
            ctx.db,
            live.map((a) => a.id),
          );
          if (!live.some((a) => (withQuestions.get(a.id) ?? []).length > 0)) throw conflict(MESSAGES.publishEmpty);
        }
        const moved = await data.setCourseStatus(ctx.db, course.id, rule.from, rule.to, ctx.clock.now());
        if (!moved) throw conflict(MESSAGES.transition(action, (await data.findCourse(ctx.db, course.id)).status));
        return moved;
      },
    }),
  );
courseTransition('publish', 'Publishes a draft course (LIVE): it needs a live assessment with questions');
courseTransition('pause', 'Pauses a live course: croudies on it keep it, nobody new can enrol');
courseTransition('resume', 'Makes a paused course live again');
courseTransition('expire', 'Expires a live or paused course');

async function requireEditableAssessment(ctx: Context, id: string | number) {
  const assessment = await data.findAssessment(ctx.db, id);
  await data.findCourse(ctx.db, assessment.courseId);
  return assessment;
}

builder.mutationFields((t) => ({
  createAcademyCourse: t.field({
    type: CourseRef,
    ...WRITE,
    description: 'Creates a course, a draft',
    args: { input: t.arg({ type: CourseInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAcademyStaff(ctx);
      return data.createCourse(ctx.db, await courseValues(ctx, args.input), viewer.id, ctx.clock.now());
    },
  }),
  updateAcademyCourse: t.field({
    type: CourseRef,
    ...WRITE,
    description: "Saves a course's form, whatever its status",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.id);
      return data.updateCourse(ctx.db, course.id, await courseValues(ctx, args.input), ctx.clock.now());
    },
  }),
  deleteAcademyCourse: t.id({
    ...WRITE,
    description: 'Deletes a course nobody has taken (CONFLICT otherwise: expire it instead)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.id);
      if (await data.courseHasEnrolments(ctx.db, course.id)) throw conflict(MESSAGES.deleteTaken);
      await data.deleteCourse(ctx.db, course.id, ctx.clock.now());
      return course.id;
    },
  }),
  assignAcademyCourse: t.field({
    type: [UserCourseRef],
    ...WRITE,
    description: 'Puts croudies on a live course (a private course is taken only by croudies it is assigned to)',
    args: { courseId: t.arg.id({ required: true }), croudieIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      if (course.status !== 'live') throw conflict(MESSAGES.assignNotLive);
      const ids = [...new Set(idList(args.croudieIds))];
      if (!ids.length) throw badUserInput({ croudieIds: 'Choose at least one croudie' });
      const found = new Set((await ctx.db.select({ id: croudies.id }).from(croudies).where(inArray(croudies.id, ids))).map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw badUserInput({ croudieIds: `No croudie with id ${missing.join(', ')}` });
      const now = ctx.clock.now();
      return Promise.all(ids.map((id) => data.enrol(ctx.db, id, course.id, viewer.id, now)));
    },
  }),
  withdrawAcademyCourseUser: t.field({
    type: UserCourseRef,
    ...WRITE,
    description: 'Takes a croudie off a course (INACTIVE); their attempts are kept',
    args: { userCourseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const enrolment = await data.findEnrolment(ctx.db, args.userCourseId);
      if (!enrolment) throw notFound('User course');
      const withdrawn = await data.setEnrolmentStatus(ctx.db, enrolment.id, 'inactive', ctx.clock.now(), [
        'not_started',
        'in_progress',
        'failed',
      ]);
      if (!withdrawn) throw conflict(enrolment.status === 'passed' ? MESSAGES.alreadyPassed : 'The croudie is not on this course');
      return withdrawn;
    },
  }),

  addAcademyModule: t.field({
    type: ModuleRef,
    ...WRITE,
    description: 'Adds a module at the end of a course',
    args: { courseId: t.arg.id({ required: true }), input: t.arg({ type: ModuleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      return data.addModule(ctx.db, course.id, moduleValues(args.input));
    },
  }),
  updateAcademyModule: t.field({
    type: ModuleRef,
    ...WRITE,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ModuleInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const module = await data.findModule(ctx.db, args.id);
      return data.updateModule(ctx.db, module.id, moduleValues(args.input));
    },
  }),
  deleteAcademyModule: t.id({
    ...WRITE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const module = await data.findModule(ctx.db, args.id);
      await data.deleteModule(ctx.db, module.id);
      return module.id;
    },
  }),
  reorderAcademyModules: t.field({
    type: [ModuleRef],
    ...WRITE,
    description: "A course's modules in a new order: every module id once (CONFLICT when they changed meanwhile)",
    args: { courseId: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      await data.reorderModules(ctx.db, course.id, idList(args.ids));
      return (await data.modulesOf(ctx.db, [course.id])).get(course.id)!;
    },
  }),

  addAcademyAssessment: t.field({
    type: AssessmentRef,
    ...WRITE,
    description: 'Adds an assessment (a draft) at the end of a course',
    args: { courseId: t.arg.id({ required: true }), input: t.arg({ type: AssessmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      return data.addAssessment(ctx.db, course.id, parseInput(AssessmentInputSchema, given(args.input), 'input'));
    },
  }),
  updateAcademyAssessment: t.field({
    type: AssessmentRef,
    ...WRITE,
    description: 'Saves an assessment; attempts already started keep their questions and pass score',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AssessmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.id);
      const values = parseInput(AssessmentInputSchema, given(args.input), 'input');
      if (values.type === 'multiple_choice' && assessment.type === 'essay') {
        const essays = ((await data.questionsOf(ctx.db, [assessment.id])).get(assessment.id) ?? []).some((q) => q.type === 'essay');
        if (essays) throw badUserInput({ 'input.type': MESSAGES.essayInMultipleChoice });
      }
      return data.updateAssessment(ctx.db, assessment.id, values);
    },
  }),
  publishAcademyAssessment: t.field({
    type: AssessmentRef,
    ...WRITE,
    description: 'Makes an assessment live (it needs questions); croudies on the course can take it',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.id);
      const questions = (await data.questionsOf(ctx.db, [assessment.id])).get(assessment.id) ?? [];
      if (!questions.length) throw conflict('Unable to publish assessment: it has no questions');
      return data.updateAssessment(ctx.db, assessment.id, { status: 'live' });
    },
  }),
  unpublishAcademyAssessment: t.field({
    type: AssessmentRef,
    ...WRITE,
    description: 'Takes an assessment back to draft',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.id);
      return data.updateAssessment(ctx.db, assessment.id, { status: 'draft' });
    },
  }),
  deleteAcademyAssessment: t.id({
    ...WRITE,
    description: 'Deletes an assessment nobody has attempted (CONFLICT otherwise)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.id);
      if (await data.assessmentHasAttempts(ctx.db, assessment.id)) {
        throw conflict('Unable to delete assessment: croudies have attempted it; take it back to draft instead');
      }
      await data.deleteAssessment(ctx.db, assessment.id);
      return assessment.id;
    },
  }),
  reorderAcademyAssessments: t.field({
    type: [AssessmentRef],
    ...WRITE,
    description: "A course's assessments in a new order: every assessment id once",
    args: { courseId: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const course = await data.findCourse(ctx.db, args.courseId);
      await data.reorderAssessments(ctx.db, course.id, idList(args.ids));
      return (await data.assessmentsOf(ctx.db, [course.id])).get(course.id)!;
    },
  }),

  addAcademyQuestion: t.field({
    type: QuestionRef,
    ...WRITE,
    description: 'Adds a question at the end of an assessment',
    args: { assessmentId: t.arg.id({ required: true }), input: t.arg({ type: QuestionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.assessmentId);
      return data.saveQuestion(ctx.db, { assessmentId: assessment.id }, questionValues(args.input, assessment));
    },
  }),
  updateAcademyQuestion: t.field({
    type: QuestionRef,
    ...WRITE,
    description: "Replaces a question's text, type and answers (attempts already marked keep their outcome)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: QuestionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const question = await data.findQuestion(ctx.db, args.id);
      const assessment = await requireEditableAssessment(ctx, question.assessmentId);
      return data.saveQuestion(ctx.db, { id: question.id }, questionValues(args.input, assessment));
    },
  }),
  deleteAcademyQuestion: t.id({
    ...WRITE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const question = await data.findQuestion(ctx.db, args.id);
      await data.deleteQuestion(ctx.db, question.id);
      return question.id;
    },
  }),
  reorderAcademyQuestions: t.field({
    type: [QuestionRef],
    ...WRITE,
    description: "An assessment's questions in a new order: every question id once",
    args: { assessmentId: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAcademyStaff(ctx);
      const assessment = await requireEditableAssessment(ctx, args.assessmentId);
      await data.reorderQuestions(ctx.db, assessment.id, idList(args.ids));
      return (await data.questionsOf(ctx.db, [assessment.id])).get(assessment.id)!;
    },
  }),

  reviewAssessmentAttempt: t.field({
    type: AttemptRef,
    ...WRITE,
    description: 'Passes or fails an essay attempt waiting for review, with feedback the croudie reads',
    args: { id: t.arg.id({ required: true }), passed: t.arg.boolean({ required: true }), feedback: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAcademyStaff(ctx);
      const { feedback } = parseInput(
        v.object({ feedback: v.pipe(v.string(), v.trim(), v.maxLength(FEEDBACK_MAX, `Use at most ${FEEDBACK_MAX} characters`)) }),
        { feedback: args.feedback ?? '' },
      );
      const attempt = await data.findAttempt(ctx.db, args.id);
      if (!attempt) throw notFound('Attempt');
      return flow.reviewAttempt(ctx, attempt, { passed: args.passed, feedback, reviewedBy: viewer.id }, ctx.clock.now());
    },
  }),
}));
