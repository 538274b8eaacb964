import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { guarded, hidden, RULES, taskPartyGrants, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import {
  addMessage,
  findTask,
  findWorkLog,
  listMessages,
  listTaskFiles,
  listRatings,
  listTimeline,
  writeTransition,
  type TaskMessageRow,
  type TaskRatingRow,
  type TaskRow,
  type TaskTimelineRow,
  type WorkLogRow,
} from './work.data.js';
import { TASK_STATE_LABELS } from './work.rules.js';
import { TIMELINE_ONLY_ACTIONS, type TimelineOnlyAction } from './work.backdate.rules.js';
import { ALLOCATION_TIMELINE_ACTIONS, type AllocationTimelineAction } from './allocation.rules.js';
import { acceptOffer, declineOffer, openOfferFor } from './allocation.data.js';
import { findFiles } from '../files/files.data.js';
import { downloadPath } from '../files/files.routes.js';
import type { PrivateFileRow } from '../files/files.data.js';
import { TaskRef, TaskStateEnum } from './work.schema.js';
import { endCredentialSessions } from '../credentials/credentials.data.js';
import { principalIdOf } from '../people/people.rules.js';
import { minutesThisMonth } from '../people/index.js';
import type { AgencyUserRow, CroudieRow } from '../people/people.data.js';
import { mergeBrief } from '@work/shared-contracts/tasks';
import {
  availableActions,
  croudieLeavingTask,
  decide,
  MONTHLY_HOURS_MESSAGES,
  passFeedbackError,
  REVIEW_OUTCOME_STATE,
  TASK_ACTIONS,
  timelineVisible,
  withinMonthlyHours,
  workMinutes,
  type TaskAction,
} from './task-flow.js';

type TimelineAction = TaskAction | TimelineOnlyAction | AllocationTimelineAction;
const toEnumName = (action: TimelineAction) => action.replace(/([A-Z])/g, '_$1').toUpperCase();

export const TaskActionEnum = builder.enumType('TaskAction', {
  description:
    "What the signed-in person can do to a task now (the task view's buttons); a timeline entry's action may also be " +
    'BACKDATE (settings › task backdate moved its completion date, ADR 0260) or one of allocation and authoring ' +
    '(CREATE, EDIT, OFFER, ASSIGN, MISS, UNASSIGN, REMOVE_USER, REASSIGN, DELETE; ADR 0280), which are never available',
  values: Object.fromEntries(
    [...TASK_ACTIONS, ...TIMELINE_ONLY_ACTIONS, ...ALLOCATION_TIMELINE_ACTIONS].map((a) => [toEnumName(a), { value: a }]),
  ) as Record<string, { value: TimelineAction }>,
});

const ReviewOutcomeEnum = builder.enumType('TaskReviewOutcome', {
  values: { PASS: { value: 'pass' as const }, REVISIONS: { value: 'revisions' as const } },
});

/** Staff read every task; a croudie the tasks assigned to them or offered to them now (open offers, ADR 0280). */
async function canRead(ctx: Context, task: TaskRow, viewer: Viewer): Promise<boolean> {
  if (viewer.kind === 'USER') return true;
  if (viewer.kind !== 'CROUDIE') return false;
  if (task.croudieId === viewer.id) return true;
  return (task.state === 'offered' || task.state === 'unassigned') && (await openOfferFor(ctx.db, task.id, viewer.id)) !== null;
}

/** The task as the flow sees it for this viewer: whether they hold an open offer on it. */
async function forFlow(ctx: Context, task: TaskRow, viewer: Viewer) {
  const offered = viewer.kind === 'CROUDIE' && task.croudieId !== viewer.id && (await canRead(ctx, task, viewer));
  return { ...task, offeredToViewer: offered };
}

const TaskIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a task id'));

async function readableTask(ctx: Context, rawId: string | number): Promise<{ task: TaskRow; viewer: Viewer }> {
  const viewer = requireSignedIn(ctx.auth);
  const id = v.safeParse(TaskIdSchema, String(rawId));
  if (!id.success) throw notFound('Task');
  const task = await findTask(ctx.db, Number(id.output));
  if (!task) throw notFound('Task');
  if (!(await canRead(ctx, task, viewer))) throw forbidden('This task is not yours');
  return { task, viewer };
}

const nameOf = (viewer: Viewer) => `${viewer.person.firstName} ${viewer.person.lastName}`.trim();

/** Applies one action of the state machine: the person first (FORBIDDEN), then the state (CONFLICT). */
/** The task, the viewer and the state machine's decision for `action`; refused actions throw FORBIDDEN or CONFLICT. */
async function allowedTask(ctx: Context, rawId: string | number, action: TaskAction) {
  const { task, viewer } = await readableTask(ctx, rawId);
  const decision = decide(await forFlow(ctx, task, viewer), viewer, action);
  if (!decision.ok) throw decision.code === 'FORBIDDEN' ? forbidden(decision.message) : conflict(decision.message);
  return { task, viewer, decision };
}

async function act(
  ctx: Context,
  rawId: string | number,
  action: TaskAction,
  extra: {
    to?: (typeof REVIEW_OUTCOME_STATE)[keyof typeof REVIEW_OUTCOME_STATE];
    changes?: Partial<TaskRow>;
    feedback?: string | null;
    ratings?: RatingsOutput | null;
    submissionFileIds?: number[];
    draftFileIds?: number[];
    dropDrafts?: boolean;
    /** A rule checked after the person and state checks, before anything is written (e.g. the feedback rule). */
    check?: (task: TaskRow) => void | Promise<void>;
  } = {},
): Promise<TaskRow> {
  const { task, viewer, decision } = await allowedTask(ctx, rawId, action);
  await extra.check?.(task);
  const to = extra.to ?? decision.to ?? task.state;
  const updated = await writeTransition(ctx.db, {
    task,
    to,
    action,
    actor: { principalId: viewer.principalId, name: nameOf(viewer) },
    at: ctx.clock.now(),
    changes: extra.changes,
    feedback: extra.feedback ?? null,
    ratings: extra.ratings && hasRatings(extra.ratings) ? { ...extra.ratings, reviewerId: viewer.id } : undefined,
    submissionFileIds: extra.submissionFileIds,
    draftFileIds: extra.draftFileIds,
    dropDrafts: extra.dropDrafts,
  });
  if (!updated) throw conflict('This task was changed by someone else. Reload it and try again');
  const leaving = croudieLeavingTask(task, updated);
  if (leaving !== null)
    await endCredentialSessions(ctx.db, { principalId: principalIdOf('CROUDIE', leaving), taskId: task.id }, ctx.clock.now());
  return updated;
}

/**
 * §9: a croudie who is not a limited company is assigned no more tasks once this month's work reaches the monthly
 * hours limit, nor one that would take them past it (ADR 0265).
 */
async function checkMonthlyHours(ctx: Context, task: TaskRow, croudieId: number): Promise<void> {
  const croudie = (await ctx.people.person('CROUDIE', croudieId)) as CroudieRow | null;
  if (!croudie) return;
  const monthMinutes = await minutesThisMonth(ctx.db, croudie.id, ctx.clock.now());
  const taskMinutes = workMinutes(task, croudie.hourlyRate);
  if (!withinMonthlyHours({ entityType: croudie.entityType, monthMinutes, taskMinutes })) {
    throw conflict(MONTHLY_HOURS_MESSAGES.limitReached);
  }
}

// ---- Types ----

const TaskMessageRef = builder.objectRef<TaskMessageRow>('TaskMessage');
TaskMessageRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    authorPrincipalId: t.exposeString('authorPrincipalId'),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TaskTimelineEntryRef = builder.objectRef<TaskTimelineRow>('TaskTimelineEntry');
TaskTimelineEntryRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.field({ type: TaskActionEnum, resolve: (e) => e.action as TimelineAction }),
    fromState: t.field({ type: TaskStateEnum, resolve: (e) => e.fromState }),
    toState: t.field({ type: TaskStateEnum, resolve: (e) => e.toState }),
    toStateLabel: t.string({ resolve: (e) => TASK_STATE_LABELS[e.toState] }),
    actorName: t.exposeString('actorName'),
    feedback: t.exposeString('feedback', { nullable: true, description: 'Public timeline feedback' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TaskRatingRef = builder.objectRef<TaskRatingRow>('TaskRating');
TaskRatingRef.implement({
  description: 'Private soft-skills ratings (1–3 stars) and other comments; staff only',
  ...typeRule(RULES.staff),
  fields: (t) => ({
    id: t.exposeID('id'),
    communication: t.exposeInt('communication', { nullable: true }),
    meetingDeadlines: t.exposeInt('meetingDeadlines', { nullable: true }),
    adaptingToFeedback: t.exposeInt('adaptingToFeedback', { nullable: true }),
    qualityOfWork: t.exposeInt('qualityOfWork', { nullable: true }),
    otherComments: t.exposeString('otherComments', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const WorkLogRef = builder.objectRef<WorkLogRow>('WorkLog');
WorkLogRef.implement({
  description: "A completed task's work log, paid by payments",
  fields: (t) => ({
    id: t.exposeID('id', guarded(RULES.workLogDetail)),
    taskId: t.exposeID('taskId', guarded(RULES.workLogDetail)),
    description: t.exposeString('description', guarded(RULES.workLogDetail)),
    summary: t.exposeString('summary', guarded(RULES.workLogDetail)),
    completedAt: t.expose('completedAt', { type: 'DateTime', ...guarded(RULES.workLogDetail) }),
    rate: t.exposeString('rate', {
      nullable: true,
      description: 'Hourly rate in pounds (allocated-minutes tasks)',
      ...hidden(RULES.workLogMoney),
    }),
    total: t.exposeString('total', { nullable: true, description: 'Amount paid in pounds', ...hidden(RULES.workLogMoney) }),
  }),
});

const TaskAttachmentRef = builder.objectRef<{ kind: 'brief' | 'submission' | 'draft'; file: PrivateFileRow }>('TaskAttachment');
TaskAttachmentRef.implement({
  description: "A file attached to a task (the brief's or a submission's); download it from downloadUrl with the bearer token",
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.file.id }),
    kind: t.string({ resolve: (a) => a.kind }),
    name: t.string({ resolve: (a) => a.file.name }),
    contentType: t.string({ resolve: (a) => a.file.contentType }),
    size: t.int({ resolve: (a) => a.file.size }),
    downloadUrl: t.string({ resolve: (a) => downloadPath(a.file.id) }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.file.createdAt }),
  }),
});

const isStaff = (ctx: Context) => ctx.auth.viewer?.kind === 'USER';

builder.objectFields(TaskRef, (t) => ({
  brief: t.string({
    description:
      'The brief for the person reading it: merge fields filled in (their first name for the croudie; the job owner’s name and e-mail)',
    resolve: async (task, _args, ctx) => {
      if (!/\{\{/.test(task.brief)) return task.brief;
      const viewer = ctx.auth.viewer;
      const owner = (await ctx.people.person('USER', task.ownerId)) as AgencyUserRow | null;
      const croudie =
        viewer?.kind === 'CROUDIE'
          ? viewer.person
          : task.croudieId !== null
            ? ((await ctx.people.person('CROUDIE', task.croudieId)) as CroudieRow | null)
            : null;
      return mergeBrief(task.brief, {
        croudie_first_name: croudie?.firstName ?? null,
        job_owner_name: owner ? `${owner.firstName} ${owner.lastName}`.trim() : null,
        job_owner_email: owner?.email ?? null,
      });
    },
  }),
  briefSource: t.string({
    ...hidden(RULES.staff),
    nullable: true,
    description: 'The brief as written, merge fields and all (staff: the task form edits this)',
    resolve: (task) => task.brief,
  }),
  recurring: t.exposeBoolean('recurring'),
  fixedCostPence: t.exposeInt('fixedCostPence', {
    nullable: true,
    description: 'Fixed cost in pence (or allocatedMinutes)',
    ...hidden(RULES.taskCost),
  }),
  allocatedMinutes: t.exposeInt('allocatedMinutes', { nullable: true }),
  work: t.string({
    nullable: true,
    description: "The croudie's saved or submitted work (the croudie and staff only)",
    ...hidden(RULES.taskWork),
    resolve: (task, _args, ctx) =>
      isStaff(ctx) || (ctx.auth.viewer?.kind === 'CROUDIE' && task.croudieId === ctx.auth.viewer.id) ? task.work : null,
  }),
  submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
  completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  availableActions: t.field({
    type: [TaskActionEnum],
    resolve: async (task, _args, ctx) =>
      ctx.auth.viewer ? availableActions(await forFlow(ctx, task, ctx.auth.viewer), ctx.auth.viewer) : [],
  }),
  messages: t.field({
    type: [TaskMessageRef],
    resolve: async (task, _args, ctx) =>
      ctx.auth.viewer && (await canRead(ctx, task, ctx.auth.viewer)) ? listMessages(ctx.db, task.id) : [],
  }),
  timeline: t.field({
    type: [TaskTimelineEntryRef],
    nullable: true,
    description: 'Visible only when the job is in progress or complete',
    resolve: async (task, _args, ctx) =>
      timelineVisible(task.state) && ctx.auth.viewer && (await canRead(ctx, task, ctx.auth.viewer)) ? listTimeline(ctx.db, task.id) : null,
  }),
  ratings: t.field({
    type: [TaskRatingRef],
    nullable: true,
    description: 'Private ratings: null for anyone but staff',
    ...hidden(RULES.staff),
    resolve: (task, _args, ctx) => (isStaff(ctx) ? listRatings(ctx.db, task.id) : null),
  }),
  attachments: t.field({
    type: [TaskAttachmentRef],
    resolve: async (task, _args, ctx) =>
      ctx.auth.viewer && (await canRead(ctx, task, ctx.auth.viewer))
        ? (await listTaskFiles(ctx.db, task.id)).map((r) => ({ kind: r.link.kind, file: r.file }))
        : [],
  }),
  workLog: t.field({
    type: WorkLogRef,
    nullable: true,
    // The task's job owner and reviewer see what it paid.
    grantScopes: (task, _args, ctx) => taskPartyGrants(task, ctx),
    resolve: async (task, _args, ctx) =>
      ctx.auth.viewer && (await canRead(ctx, task, ctx.auth.viewer)) ? findWorkLog(ctx.db, task.id) : null,
  }),
}));

// ---- Inputs ----

const rating = v.optional(
  v.nullable(
    v.pipe(
      v.number(),
      v.integer('Ratings are whole stars'),
      v.minValue(1, 'Ratings are 1 to 3 stars'),
      v.maxValue(3, 'Ratings are 1 to 3 stars'),
    ),
  ),
);
const RatingsSchema = v.object({
  communication: rating,
  meetingDeadlines: rating,
  adaptingToFeedback: rating,
  qualityOfWork: rating,
  otherComments: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Other comments are at most 2000 characters')))),
});
type RatingsOutput = v.InferOutput<typeof RatingsSchema>;
const hasRatings = (r: RatingsOutput) =>
  [r.communication, r.meetingDeadlines, r.adaptingToFeedback, r.qualityOfWork].some((x) => x != null) || !!r.otherComments;

const TaskRatingsInput = builder.inputType('TaskRatingsInput', {
  description: 'Private soft-skills ratings, 1 to 3 stars each, and other comments',
  fields: (t) => ({
    communication: t.int({ required: false }),
    meetingDeadlines: t.int({ required: false }),
    adaptingToFeedback: t.int({ required: false }),
    qualityOfWork: t.int({ required: false }),
    otherComments: t.string({ required: false }),
  }),
});

const WorkSchema = v.pipe(v.string(), v.trim(), v.maxLength(20000, 'Work is at most 20000 characters'));
const MessageSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'This field is required'),
  v.maxLength(5000, 'Messages are at most 5000 characters'),
);
const FileIdsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a file id'))),
  v.maxLength(20, 'At most 20 files'),
);
const FeedbackSchema = v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Feedback is at most 5000 characters'));

const ATTACHMENT_REQUIRED = 'Attach at least one file: this task needs one to be submitted';

/** Validates one argument so its errors are keyed by the argument's name. */
function parseField<S extends v.GenericSchema>(name: string, schema: S, value: unknown): v.InferOutput<S> {
  return (parseInput(v.object({ [name]: schema }), { [name]: value }) as Record<string, v.InferOutput<S>>)[name]!;
}

function parseRatings(input: unknown): RatingsOutput | null {
  return input == null ? null : parseInput(RatingsSchema, input, 'ratings');
}

/** Pass feedback: 50 characters at least, optional for recurring tasks. */
function checkPassFeedback(task: TaskRow, feedback: string) {
  const error = passFeedbackError(feedback, task.recurring);
  if (error) throw badUserInput({ feedback: error });
}

// ---- Queries and mutations ----

builder.queryFields((t) => ({
  task: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'One task: the croudie it is assigned or offered to, or staff',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await readableTask(ctx, args.id)).task,
  }),
}));

/** The caller's own task-scope files among these ids (deduplicated); anything else is refused. */
async function ownTaskFiles(ctx: Context, ids: readonly (string | number)[]): Promise<number[]> {
  const fileIds = [...new Set(parseField('fileIds', FileIdsSchema, ids.map(String)).map(Number))];
  if (!fileIds.length) return [];
  const viewer = requireSignedIn(ctx.auth);
  const files = await findFiles(ctx.db, fileIds);
  const usable = files.filter((f) => f.ownerPrincipalId === viewer.principalId && f.scope === 'task');
  if (usable.length !== fileIds.length) throw badUserInput({ fileIds: 'Only your own task files can be submitted' });
  return fileIds;
}

/** Whether the task has saved (draft) files: work may then be submitted with files only. */
async function hasDraftFiles(ctx: Context, taskId: string | number): Promise<boolean> {
  const id = Number(taskId);
  if (!Number.isSafeInteger(id)) return false;
  return (await listTaskFiles(ctx.db, id)).some((r) => r.link.kind === 'draft');
}

builder.mutationFields((t) => ({
  acceptTaskOffer: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'The croudie takes the task offered to them (in order, or from an open queue); other open offers close',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { task, viewer } = await allowedTask(ctx, args.taskId, 'accept');
      // §9: at (or past) the monthly hours limit no more tasks are assigned until next month (ADR 0265).
      await checkMonthlyHours(ctx, task, viewer.id);
      const updated = await acceptOffer(ctx, task, { id: viewer.id, name: nameOf(viewer), principalId: viewer.principalId });
      if (!updated) throw conflict('This task was changed by someone else. Reload it and try again');
      return updated;
    },
  }),
  declineTaskOffer: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'The croudie turns the offer down: it goes to the next person, or the task ends unassigned',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { task, viewer } = await allowedTask(ctx, args.taskId, 'decline');
      const updated = await declineOffer(ctx, task, { id: viewer.id, name: nameOf(viewer), principalId: viewer.principalId });
      if (!updated) throw conflict('This task was changed by someone else. Reload it and try again');
      return updated;
    },
  }),
  relinquishTask: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'Gives the task back; nothing is paid',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => act(ctx, args.taskId, 'relinquish', { changes: { croudieId: null, work: null }, dropDrafts: true }),
  }),
  saveTaskWork: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'Saves the work without submitting it; fileIds (when given) become the saved files, submitted later with the work',
    args: {
      taskId: t.arg.id({ required: true }),
      work: t.arg.string({ required: true }),
      fileIds: t.arg.idList({
        required: false,
        description: 'Files uploaded with scope task by the croudie; omitted keeps the saved files',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const work = parseField('work', WorkSchema, args.work);
      if (args.fileIds === null || args.fileIds === undefined) return act(ctx, args.taskId, 'save', { changes: { work } });
      const fileIds = await ownTaskFiles(ctx, args.fileIds);
      return act(ctx, args.taskId, 'save', { changes: { work }, draftFileIds: fileIds });
    },
  }),
  submitTaskWork: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'Submits the work for review',
    args: {
      taskId: t.arg.id({ required: true }),
      work: t.arg.string({ required: true }),
      fileIds: t.arg.idList({ required: false, description: 'Files uploaded with scope task by the croudie' }),
    },
    resolve: async (_root, args, ctx) => {
      const work = parseField('work', WorkSchema, args.work);
      const fileIds = await ownTaskFiles(ctx, args.fileIds ?? []);
      if (!work && fileIds.length === 0 && !(await hasDraftFiles(ctx, args.taskId))) throw badUserInput({ work: 'This field is required' });
      return act(ctx, args.taskId, 'submit', {
        changes: { work, submittedAt: ctx.clock.now() },
        submissionFileIds: fileIds,
        // the task's settings (ADR 0280): some work must come with a file
        check: async (task) => {
          if (task.settings.attachmentsRequired && fileIds.length === 0 && !(await hasDraftFiles(ctx, task.id)))
            throw badUserInput({ fileIds: ATTACHMENT_REQUIRED });
        },
      });
    },
  }),
  requestTaskRevisions: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    args: { taskId: t.arg.id({ required: true }), feedback: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const feedback = parseField('feedback', FeedbackSchema, args.feedback);
      if (!feedback) throw badUserInput({ feedback: 'This field is required' });
      return act(ctx, args.taskId, 'requestRevisions', { feedback });
    },
  }),
  passTaskWork: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'Passes the work: completes the task and creates its work log',
    args: {
      taskId: t.arg.id({ required: true }),
      feedback: t.arg.string({ required: false }),
      ratings: t.arg({ type: TaskRatingsInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const feedback = parseField('feedback', FeedbackSchema, args.feedback ?? '');
      const ratings = parseRatings(args.ratings);
      // The person and state checks come first; then the feedback rule.
      return act(ctx, args.taskId, 'pass', {
        feedback,
        ratings,
        changes: { completedAt: ctx.clock.now() },
        check: (task) => checkPassFeedback(task, feedback),
      });
    },
  }),
  sendTaskToJobOwner: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'The reviewer sends the work to the job owner for review',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => act(ctx, args.taskId, 'sendToOwner'),
  }),
  submitTaskReview: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: "The job owner's review: pass (completes the task) or ask for revisions",
    args: {
      taskId: t.arg.id({ required: true }),
      outcome: t.arg({ type: ReviewOutcomeEnum, required: true }),
      feedback: t.arg.string({ required: false }),
      ratings: t.arg({ type: TaskRatingsInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const feedback = parseField('feedback', FeedbackSchema, args.feedback ?? '');
      const ratings = parseRatings(args.ratings);
      return act(ctx, args.taskId, 'submitReview', {
        check: (task) => {
          if (args.outcome === 'pass') checkPassFeedback(task, feedback);
          else if (!feedback) throw badUserInput({ feedback: 'This field is required' });
        },
        to: REVIEW_OUTCOME_STATE[args.outcome],
        feedback,
        ratings,
        changes: args.outcome === 'pass' ? { completedAt: ctx.clock.now() } : {},
      });
    },
  }),
  postTaskMessage: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskMessageRef,
    args: { taskId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const body = parseField('body', MessageSchema, args.body);
      const { task, viewer } = await allowedTask(ctx, args.taskId, 'postMessage');
      return addMessage(ctx.db, {
        taskId: task.id,
        authorPrincipalId: viewer.principalId,
        authorName: nameOf(viewer),
        body,
        createdAt: ctx.clock.now(),
      });
    },
  }),
}));
