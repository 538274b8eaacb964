import { inArray } from 'drizzle-orm';
import { requireKind, requireRoles } from '../../kit/auth/index.js';
import { badUserInput, conflict, notFound } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { notifyMany } from '../notifications/notify.js';
import { principalIdOf } from '../people/people.rules.js';
import { croudies } from '../people/people.tables.js';
import {
  createAnnouncement,
  findMyAssignment,
  listMyAnnouncements,
  loadAnnouncementViews,
  markAssignmentRead,
  recordResponse,
  type AnnouncementActionRow,
  type AnnouncementView,
  type AssignmentView,
} from './announcements.data.js';
import {
  ACTION_TARGET_STATES,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENTS_PAGE_SIZE,
  AnnouncementDraft,
  AnnouncementResponse,
  ASSIGNMENT_STATES,
  stateAfterAction,
} from './announcements.rules.js';

export const AnnouncementTypeEnum = builder.enumType('AnnouncementType', { values: ANNOUNCEMENT_TYPES });
export const AnnouncementActionTargetStateEnum = builder.enumType('AnnouncementActionTargetState', {
  description: 'read dismisses, show opens the reply box, declined declines',
  values: ACTION_TARGET_STATES,
});
export const AnnouncementAssignmentStateEnum = builder.enumType('AnnouncementAssignmentState', { values: ASSIGNMENT_STATES });

export const AnnouncementActionRef = builder.objectRef<AnnouncementActionRow>('AnnouncementAction');
AnnouncementActionRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    targetState: t.field({ type: AnnouncementActionTargetStateEnum, resolve: (a) => a.targetState }),
  }),
});

const AnnouncementRef = builder.objectRef<AnnouncementView>('Announcement');
AnnouncementRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    content: t.exposeString('content', { description: 'HTML, sanitised when written' }),
    type: t.field({ type: AnnouncementTypeEnum, resolve: (a) => a.type }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
    actions: t.field({ type: [AnnouncementActionRef], description: 'Declined actions first', resolve: (a) => a.actions }),
  }),
});

const AnnouncementAssignmentRef = builder.objectRef<AssignmentView>('AnnouncementAssignment');
AnnouncementAssignmentRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'An announcement assigned to the croudie; its id is what readMyAnnouncement and respondToAnnouncement take',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: AnnouncementAssignmentStateEnum, resolve: (a) => a.state }),
    response: t.exposeString('response', { nullable: true }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
    announcement: t.field({ type: AnnouncementRef, resolve: (a) => a.announcement }),
  }),
});

const AnnouncementAssignmentConnection = builder.objectRef<{
  nodes: AssignmentView[];
  pagination: { total: number; page: number; limit: number };
}>('AnnouncementAssignmentConnection');
AnnouncementAssignmentConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [AnnouncementAssignmentRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const MyAnnouncementsFilters = builder.inputType('MyAnnouncementsFilters', {
  fields: (t) => ({
    state: t.field({
      type: AnnouncementAssignmentStateEnum,
      required: false,
      defaultValue: 'unread',
      description: 'unread (default), read or declined; null: every state',
    }),
  }),
});

const AnnouncementActionInput = builder.inputType('AnnouncementActionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    targetState: t.field({ type: AnnouncementActionTargetStateEnum, required: true }),
  }),
});

const SendAnnouncementInput = builder.inputType('SendAnnouncementInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    content: t.string({ required: true, description: 'HTML; scripts, styles, event handlers and images are removed' }),
    type: t.field({ type: AnnouncementTypeEnum, required: true }),
    actions: t.field({ type: [AnnouncementActionInput], required: false, defaultValue: [] }),
    croudieIds: t.idList({ required: true }),
  }),
});

const SentAnnouncementRef = builder.objectRef<{ announcement: AnnouncementView; recipients: number }>('SentAnnouncement');
SentAnnouncementRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    announcement: t.field({ type: AnnouncementRef, resolve: (s) => s.announcement }),
    recipients: t.exposeInt('recipients'),
  }),
});

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

builder.queryFields((t) => ({
  myAnnouncements: t.field({
    ...operationRoles('ALL_STAFF'),
    type: AnnouncementAssignmentConnection,
    description: `Announcements assigned to the calling croudie that are active by the platform clock: unread ones by default, newest first, ${ANNOUNCEMENTS_PAGE_SIZE} a page`,
    args: {
      filters: t.arg({ type: MyAnnouncementsFilters, required: false, defaultValue: { state: 'unread' } }),
      pagination: t.arg({ type: PaginationInput, required: false, defaultValue: { page: 1, limit: ANNOUNCEMENTS_PAGE_SIZE } }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireKind(ctx.auth, 'CROUDIE');
      const page = toPage(args.pagination, ANNOUNCEMENTS_PAGE_SIZE);
      const { nodes, total } = await listMyAnnouncements(ctx.db, viewer.id, args.filters?.state ?? null, ctx.clock.now(), page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

/** The caller's own copy, by its id, of an announcement they may still open; NOT_FOUND or CONFLICT (complete) otherwise. */
async function myOpenAssignment(ctx: GraphQLContext, rawId: string | number): Promise<AssignmentView> {
  const viewer = requireKind(ctx.auth, 'CROUDIE');
  const id = String(rawId);
  if (!ID_PATTERN.test(id)) throw notFound('Announcement');
  const mine = await findMyAssignment(ctx.db, viewer.id, Number(id), ctx.clock.now());
  if (!mine) throw notFound('Announcement');
  if (mine.over) throw conflict(ANNOUNCEMENT_MESSAGES.completeForCroudie);
  return mine;
}

builder.queryFields((t) => ({
  myAnnouncement: t.field({
    ...operationRoles('ALL_STAFF'),
    type: AnnouncementAssignmentRef,
    description:
      "One of the calling croudie's announcements (the page /announcement/{id}), by the id myAnnouncements gives, read or not; a complete one is refused",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => myOpenAssignment(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  readMyAnnouncement: t.field({
    ...operationRoles('ALL_STAFF'),
    type: AnnouncementAssignmentRef,
    description: "Marks one of the caller's announcements read (Mark as Read, Dismiss)",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const mine = await myOpenAssignment(ctx, args.id);
      const now = ctx.clock.now();
      await markAssignmentRead(ctx.db, mine.id, now);
      return (await findMyAssignment(ctx.db, mine.croudieId, mine.id, now))!;
    },
  }),
  respondToAnnouncement: t.boolean({
    ...operationRoles('ALL_STAFF'),
    description: "Answers one of the caller's announcements with one of its actions and an optional reply (kept)",
    args: { id: t.arg.id({ required: true }), actionId: t.arg.id({ required: true }), response: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireKind(ctx.auth, 'CROUDIE');
      const input = parseInput(AnnouncementResponse, { id: String(args.id), actionId: String(args.actionId), response: args.response });
      const now = ctx.clock.now();
      const mine = await findMyAssignment(ctx.db, viewer.id, Number(input.id), now);
      if (!mine) throw notFound('Announcement');
      if (mine.over) throw conflict(ANNOUNCEMENT_MESSAGES.completeForCroudie);
      const action = mine.announcement.actions.find((a) => a.id === Number(input.actionId));
      if (!action) throw badUserInput({ actionId: 'This action does not belong to the announcement' });
      if (mine.respondedAt) throw conflict('You have already responded to this announcement');
      const stored = await recordResponse(
        ctx.db,
        mine.id,
        { actionId: action.id, response: input.response || null, state: stateAfterAction(action.targetState) },
        now,
      );
      if (!stored) throw conflict('You have already responded to this announcement');
      return true;
    },
  }),
  sendAnnouncement: t.field({
    ...operationRoles(['network_admin']),
    type: SentAnnouncementRef,
    description: 'Sends an announcement now to the given croudies (each also gets an announcement notification). Needs network_admin.',
    args: { input: t.arg({ type: SendAnnouncementInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const actor = requireRoles(ctx.auth, 'network_admin');
      const draft = parseInput(AnnouncementDraft, { ...input, actions: input.actions ?? [], croudieIds: input.croudieIds.map(String) });
      const ids = [...new Set(draft.croudieIds.map(Number))];
      const found = new Set((await ctx.db.select({ id: croudies.id }).from(croudies).where(inArray(croudies.id, ids))).map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw badUserInput({ croudieIds: `No croudie with id ${missing.join(', ')}` });
      const now = ctx.clock.now();
      const { announcement } = await createAnnouncement(
        ctx.db,
        {
          name: draft.name,
          content: draft.content,
          type: draft.type,
          actions: draft.actions,
          croudieIds: ids,
          activatedAt: now,
          createdByPrincipalId: actor.principalId,
        },
        now,
      );
      await notifyMany(
        ctx,
        ids.map((id) => principalIdOf('CROUDIE', id)),
        {
          kind: 'announcement',
          subject: draft.name,
          messageText: `New announcement: ${draft.name}`,
        },
      );
      const view = (await loadAnnouncementViews(ctx.db, [announcement.id])).get(announcement.id)!;
      return { announcement: view, recipients: ids.length };
    },
  }),
}));
