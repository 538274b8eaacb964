// Announcements admin (staff-and-admin.md §2, §3 Announcement (admin), §4, §8; ADR 0287): the table, the form, sending,
// completing, deleting, copying and the report. Every operation is for network_admin (ANNOUNCEMENT_ADMIN_ROLES),
// declared beside it and checked in requireAnnouncementAdmin.
import { requireKind, requireRoles, type Viewer } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { conflict, notFound, type PlatformError } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { USER_STATUSES, UserStatusEnum } from '../people/index.js';
import {
  copyAnnouncement,
  completeAnnouncement,
  deleteInactiveAnnouncement,
  findAdminAnnouncement,
  insertAnnouncement,
  listAdminAnnouncements,
  NobodyMatches,
  reportCounts,
  sendWithin,
  updateUnsentAnnouncement,
  type AdminAnnouncementView,
  type AnnouncementFields,
  type Sent,
} from './announcements.admin.data.js';
import { checkAudienceIds, countAudience } from './announcements.audience.js';
import {
  AdminAnnouncementFiltersSchema,
  AdminAnnouncementSortSchema,
  announcementFormSchema,
  AudienceSchema,
  IdSchema,
} from './announcements.form.js';
import {
  ANNOUNCEMENT_ADMIN_ACTIONS,
  ANNOUNCEMENT_ADMIN_ROLES,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATUSES,
  announcementActionRefusal,
  announcementShape,
  availableAnnouncementActions,
  buttonsOf,
  lifetimeEnd,
  rateOf,
  remainingSeconds,
  reportDays,
  statusOnSave,
  type AnnouncementAdminAction,
  type AudienceFilters,
} from './announcements.rules.js';
import { AnnouncementActionRef, AnnouncementTypeEnum } from './announcements.schema.js';
import { notifyRecipients } from './announcements.sending.js';
import type { AnnouncementActionRow } from './announcements.data.js';

/** Staff with an announcement admin role; croudies and client users FORBIDDEN (the operation gate sees only staff). */
function requireAnnouncementAdmin(ctx: GraphQLContext): Viewer {
  requireKind(ctx.auth, 'USER');
  return requireRoles(ctx.auth, ...ANNOUNCEMENT_ADMIN_ROLES);
}
const ADMIN = operationRoles(ANNOUNCEMENT_ADMIN_ROLES);

export const AnnouncementStatusEnum = builder.enumType('AnnouncementStatus', {
  description: 'draft and scheduled are not sent yet; active is sent and shown to its croudies; complete is over',
  values: ANNOUNCEMENT_STATUSES,
});
const AnnouncementAdminActionEnum = builder.enumType('AnnouncementAdminAction', {
  description: 'What staff may do to an announcement now: save (draft, schedule, update), send now, complete, delete, copy',
  values: ANNOUNCEMENT_ADMIN_ACTIONS,
});

const AudienceFiltersRef = builder.objectRef<AudienceFilters>('AnnouncementAudienceFilters');
AudienceFiltersRef.implement({
  ...typeRule(RULES.staff),
  description: 'Croudie facts an announcement is filtered by; an empty list filters nothing',
  fields: (t) => ({
    roles: t.stringList({ description: 'croudie-active, croudie-pending, croudie-inactive', resolve: (f) => f.roles }),
    countryCodes: t.stringList({ description: 'ISO 3166-1 alpha-2', resolve: (f) => f.countryCodes }),
    languageCodes: t.stringList({ description: 'ISO 639-1', resolve: (f) => f.languageCodes }),
    qualificationIds: t.idList({ resolve: (f) => f.qualificationIds }),
    accountStatuses: t.field({ type: [UserStatusEnum], resolve: (f) => f.accountStatuses as (typeof USER_STATUSES)[number][] }),
  }),
});

const AdminAnnouncementRef = builder.objectRef<AdminAnnouncementView>('AdminAnnouncement');
AdminAnnouncementRef.implement({
  ...typeRule(RULES.staff),
  description: 'An announcement as the admin table, form and report show it (network_admin)',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: AnnouncementStatusEnum, resolve: (a) => a.status }),
    subject: t.exposeString('name', { description: "What croudies see as the announcement's name" }),
    body: t.exposeString('content', { description: 'HTML, sanitised when saved' }),
    type: t.field({ type: AnnouncementTypeEnum, description: 'What the buttons make of it (ADR 0287)', resolve: (a) => a.type }),
    allowResponse: t.boolean({ resolve: (a) => buttonsOf(a.type, a.actions).allowResponse }),
    positiveLabel: t.string({ nullable: true, resolve: (a) => buttonsOf(a.type, a.actions).positiveLabel }),
    negativeLabel: t.string({ nullable: true, resolve: (a) => buttonsOf(a.type, a.actions).negativeLabel }),
    actions: t.field({
      type: [AnnouncementActionRef],
      description: 'What croudies answer with, declined first',
      resolve: (a) => a.actions,
    }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    lifetimeDays: t.exposeInt('lifetimeDays', { nullable: true, description: 'Days it stays active once sent; null: until completed' }),
    endsAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it completes by itself (sent and with a lifetime)',
      resolve: (a) => lifetimeEnd(a.activatedAt, a.lifetimeDays),
    }),
    include: t.field({ type: AudienceFiltersRef, resolve: (a) => a.includeFilters }),
    exclude: t.field({ type: AudienceFiltersRef, resolve: (a) => a.excludeFilters }),
    excludedCroudieIds: t.idList({ resolve: (a) => a.excludedCroudieIds }),
    sentAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    creatorName: t.exposeString('creatorName', { nullable: true }),
    recipients: t.exposeInt('recipients', { description: 'Croudies it was sent to' }),
    unsentReason: t.exposeString('unsentReason', {
      nullable: true,
      description: 'Why it was not sent at its scheduled time (it went back to draft)',
    }),
    availableActions: t.field({ type: [AnnouncementAdminActionEnum], resolve: (a) => availableAnnouncementActions(a.status) }),
  }),
});

const AdminAnnouncementConnection = builder.objectRef<{
  nodes: AdminAnnouncementView[];
  pagination: { total: number; page: number; limit: number };
}>('AdminAnnouncementConnection');
AdminAnnouncementConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [AdminAnnouncementRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

interface ReportDay {
  date: string;
  reads: number;
  responses: number;
}
interface ActionAnswers {
  action: AnnouncementActionRow;
  count: number;
}
interface Report {
  announcement: AdminAnnouncementView;
  remainingSeconds: number | null;
  reads: number;
  responses: number;
  daily: ReportDay[];
  answers: ActionAnswers[];
}

const ReportDayRef = builder.objectRef<ReportDay>('AnnouncementReportDay');
ReportDayRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    date: t.exposeString('date', { description: 'A UTC day, YYYY-MM-DD' }),
    reads: t.exposeInt('reads', { description: 'Copies first read that day' }),
    responses: t.exposeInt('responses', { description: 'Answers given that day' }),
  }),
});
const ActionAnswersRef = builder.objectRef<ActionAnswers>('AnnouncementActionAnswers');
ActionAnswersRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    action: t.field({ type: AnnouncementActionRef, resolve: (a) => a.action }),
    count: t.exposeInt('count'),
  }),
});

const ReportRef = builder.objectRef<Report>('AnnouncementReport');
ReportRef.implement({
  ...typeRule(RULES.staff),
  description: 'How an announcement did: who it reached, who read it, who answered',
  fields: (t) => ({
    announcement: t.field({ type: AdminAnnouncementRef, resolve: (r) => r.announcement }),
    type: t.field({ type: AnnouncementTypeEnum, resolve: (r) => r.announcement.type }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.announcement.activatedAt }),
    creatorName: t.string({ nullable: true, resolve: (r) => r.announcement.creatorName }),
    remainingSeconds: t.int({
      nullable: true,
      description: 'Seconds until its lifetime ends, by the platform clock; null when it is not active or has no lifetime',
      resolve: (r) => r.remainingSeconds,
    }),
    recipients: t.int({ resolve: (r) => r.announcement.recipients }),
    readCount: t.int({ description: 'Recipients who read it (answering reads it)', resolve: (r) => r.reads }),
    respondedCount: t.int({ description: 'Recipients who answered with an action', resolve: (r) => r.responses }),
    readRate: t.float({ description: 'readCount / recipients, 0 to 1', resolve: (r) => rateOf(r.reads, r.announcement.recipients) }),
    responseRate: t.float({
      description: 'respondedCount / recipients, 0 to 1',
      resolve: (r) => rateOf(r.responses, r.announcement.recipients),
    }),
    daily: t.field({
      type: [ReportDayRef],
      description: 'Reads and answers per UTC day from the day it was sent to today (or its completion), at most 366 days',
      resolve: (r) => r.daily,
    }),
    answers: t.field({ type: [ActionAnswersRef], description: 'Answers per action, declined first', resolve: (r) => r.answers }),
  }),
});

const AudienceFiltersInput = builder.inputType('AnnouncementAudienceFiltersInput', {
  fields: (t) => ({
    roles: t.stringList({ required: false, description: 'croudie-active, croudie-pending, croudie-inactive' }),
    countryCodes: t.stringList({ required: false, description: 'ISO 3166-1 alpha-2' }),
    languageCodes: t.stringList({ required: false, description: 'ISO 639-1' }),
    qualificationIds: t.idList({ required: false }),
    accountStatuses: t.field({ type: [UserStatusEnum], required: false }),
  }),
});
const AudienceInput = builder.inputType('AnnouncementAudienceInput', {
  description:
    'Who gets an announcement: a croudie matching a value of every non-empty include list (none: every croudie), no value of any exclude list, and not excluded by id',
  fields: (t) => ({
    include: t.field({ type: AudienceFiltersInput, required: false }),
    exclude: t.field({ type: AudienceFiltersInput, required: false }),
    excludedCroudieIds: t.idList({ required: false }),
  }),
});

const SaveAnnouncementInput = builder.inputType('SaveAnnouncementInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'The announcement to update (draft or scheduled); none: a new one' }),
    subject: t.string({ required: true }),
    body: t.string({ required: true, description: 'HTML; scripts, styles, event handlers and images are removed' }),
    allowResponse: t.boolean({ required: false, description: 'Croudies may reply with text (type response)' }),
    positiveLabel: t.string({
      required: false,
      description: 'The positive button (answers read); none: no such button, or Send reply when a response is allowed',
    }),
    negativeLabel: t.string({ required: false, description: 'The negative button (answers declined); none: no such button' }),
    scheduledAt: t.field({ type: 'DateTime', required: false, description: 'Send then (in the future); none: a draft' }),
    lifetimeDays: t.int({ required: false, description: 'Days it stays active once sent (1 to 365); none: until completed' }),
    audience: t.field({ type: AudienceInput, required: false }),
    sendOnSave: t.boolean({ required: false, description: 'Send it now, once saved' }),
  }),
});

const AdminAnnouncementFilters = builder.inputType('AdminAnnouncementFilters', {
  fields: (t) => ({
    statuses: t.field({ type: [AnnouncementStatusEnum], required: false }),
    search: t.string({ required: false, description: 'Part of the subject' }),
  }),
});

type FiltersArg = {
  roles?: string[] | null;
  countryCodes?: string[] | null;
  languageCodes?: string[] | null;
  qualificationIds?: (string | number)[] | null;
  accountStatuses?: string[] | null;
} | null;
type AudienceArg = { include?: FiltersArg; exclude?: FiltersArg; excludedCroudieIds?: (string | number)[] | null } | null | undefined;

/** GraphQL ids arrive as strings or numbers; the schemas take strings. */
const filtersArg = (f: FiltersArg | undefined) => f && { ...f, qualificationIds: f.qualificationIds?.map(String) };
const audienceArg = (a: AudienceArg) =>
  a && { include: filtersArg(a.include), exclude: filtersArg(a.exclude), excludedCroudieIds: a.excludedCroudieIds?.map(String) };

const idOf = (id: string | number) => parseInput(IdSchema, String(id), 'id');

/** The refusal of `action` on announcement `id` as it stands now: NOT_FOUND, or CONFLICT in the words of §8. */
async function refusalFor(
  db: Parameters<typeof findAdminAnnouncement>[0],
  id: number,
  action: AnnouncementAdminAction,
): Promise<PlatformError> {
  const current = await findAdminAnnouncement(db, id);
  if (!current) return notFound('Announcement');
  return conflict(announcementActionRefusal(action, current.status) ?? 'The announcement changed meanwhile: reload it');
}

async function adminView(db: Database, id: number): Promise<AdminAnnouncementView> {
  const view = await findAdminAnnouncement(db, id);
  if (!view) throw notFound('Announcement');
  return view;
}

/** Runs a send; no croudie matching is a CONFLICT and the transaction (and any save in it) is rolled back. */
async function refusingNobody<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NobodyMatches) throw conflict(ANNOUNCEMENT_MESSAGES.nobodyMatches);
    throw error;
  }
}

builder.queryFields((t) => ({
  adminAnnouncements: t.field({
    ...ADMIN,
    type: AdminAnnouncementConnection,
    description:
      'The announcements admin table (network_admin): filtered by status and by a search on the subject; sorted by subject, status, createdAt (default, newest first), scheduledAt or sentAt',
    args: {
      filters: t.arg({ type: AdminAnnouncementFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const page = toPage(args.pagination);
      const sort = parseInput(AdminAnnouncementSortSchema, args.sort ?? { field: 'createdAt', direction: 'DESC' }, 'sort');
      const filters = parseInput(AdminAnnouncementFiltersSchema, args.filters ?? {}, 'filters');
      const { nodes, total } = await listAdminAnnouncements(ctx.db, { ...filters, sort, page });
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  adminAnnouncement: t.field({
    ...ADMIN,
    type: AdminAnnouncementRef,
    description: 'One announcement with every field of the admin form (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      return adminView(ctx.db, idOf(args.id));
    },
  }),
  announcementAudience: t.int({
    ...ADMIN,
    description: "How many croudies an audience matches now (the form's preview; network_admin)",
    args: { audience: t.arg({ type: AudienceInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const audience = parseInput(AudienceSchema, audienceArg(args.audience), 'audience');
      await checkAudienceIds(ctx.db, audience, 'audience');
      return countAudience(ctx.db, audience);
    },
  }),
  announcementReport: t.field({
    ...ADMIN,
    type: ReportRef,
    description: 'How an announcement did: recipients, reads, answers, their rates and series (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const announcement = await adminView(ctx.db, idOf(args.id));
      const counts = await reportCounts(ctx.db, announcement.id);
      const now = ctx.clock.now();
      const days = announcement.activatedAt ? reportDays(announcement.activatedAt, announcement.completedAt ?? now) : [];
      return {
        announcement: { ...announcement, recipients: counts.recipients },
        remainingSeconds: remainingSeconds(announcement, now),
        reads: counts.reads,
        responses: counts.responses,
        daily: days.map((date) => ({ date, reads: counts.readsByDay.get(date) ?? 0, responses: counts.responsesByDay.get(date) ?? 0 })),
        answers: announcement.actions.map((action) => ({ action, count: counts.answersByAction.get(action.id) ?? 0 })),
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  saveAnnouncement: t.field({
    ...ADMIN,
    type: AdminAnnouncementRef,
    description:
      'Saves an announcement (network_admin): new, or an update of one not sent yet. A draft, or scheduled when scheduledAt is given (in the future); sendOnSave sends it at once',
    args: { input: t.arg({ type: SaveAnnouncementInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireAnnouncementAdmin(ctx);
      const now = ctx.clock.now();
      const form = parseInput(
        announcementFormSchema(now),
        { ...input, id: input.id == null ? input.id : String(input.id), audience: audienceArg(input.audience) },
        'input',
      );
      await checkAudienceIds(ctx.db, form.audience, 'input.audience');
      const fields: AnnouncementFields = {
        name: form.subject,
        content: form.body,
        ...announcementShape(form),
        status: statusOnSave(form.scheduledAt),
        scheduledAt: form.scheduledAt,
        lifetimeDays: form.lifetimeDays,
        audience: form.audience,
      };
      const { id, sent } = await refusingNobody(() =>
        ctx.db.transaction(async (tx) => {
          let id = form.id;
          if (id === null) id = await insertAnnouncement(tx, fields, viewer.principalId, now);
          else if (!(await updateUnsentAnnouncement(tx, id, fields))) throw await refusalFor(tx, id, 'save');
          const sent: Sent | null = form.sendOnSave ? await sendWithin(tx, id, now) : null;
          return { id, sent };
        }),
      );
      if (sent) await notifyRecipients(ctx, sent);
      return adminView(ctx.db, id);
    },
  }),
  sendAnnouncementNow: t.field({
    ...ADMIN,
    type: AdminAnnouncementRef,
    description: 'Sends a draft or scheduled announcement now to every croudie its audience matches (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const id = idOf(args.id);
      const sent = await refusingNobody(() => ctx.db.transaction((tx) => sendWithin(tx, id, ctx.clock.now())));
      if (!sent) throw await refusalFor(ctx.db, id, 'send');
      await notifyRecipients(ctx, sent);
      return adminView(ctx.db, id);
    },
  }),
  completeAnnouncement: t.field({
    ...ADMIN,
    type: AdminAnnouncementRef,
    description: 'Completes an active announcement: croudies no longer see it (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const id = idOf(args.id);
      if (!(await completeAnnouncement(ctx.db, id, ctx.clock.now()))) throw await refusalFor(ctx.db, id, 'complete');
      return adminView(ctx.db, id);
    },
  }),
  deleteAnnouncement: t.id({
    ...ADMIN,
    description: 'Deletes an announcement that is not active (complete an active one first), with its croudies’ copies (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAnnouncementAdmin(ctx);
      const id = idOf(args.id);
      if (!(await deleteInactiveAnnouncement(ctx.db, id))) throw await refusalFor(ctx.db, id, 'delete');
      return String(id);
    },
  }),
  copyAnnouncement: t.field({
    ...ADMIN,
    type: AdminAnnouncementRef,
    description: 'A new draft with the fields of an announcement, its subject "Copy of …" (network_admin)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAnnouncementAdmin(ctx);
      const source = await adminView(ctx.db, idOf(args.id));
      const id = await copyAnnouncement(ctx.db, source, viewer.principalId, ctx.clock.now());
      return adminView(ctx.db, id);
    },
  }),
}));
