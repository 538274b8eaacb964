import { filter, pipe } from 'graphql-yoga';
import * as v from 'valibot';
import { requireRoles, requireSignedIn } from '../../kit/auth/index.js';
import { notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type NotificationRow } from './notifications.data.js';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_SORT_FIELDS } from './notifications.rules.js';
import { notify } from './notify.js';

export const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'work: the Work tab; announcement: the Announcements tab (network)',
  values: NOTIFICATION_KINDS,
});

export const NotificationRef = builder.objectRef<NotificationRow>('Notification');
NotificationRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (n) => n.kind }),
    subject: t.exposeString('subject'),
    messageText: t.exposeString('messageText'),
    relativeLink: t.exposeString('relativeLink', { nullable: true, description: 'A path inside the platform (the View button)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    read: t.boolean({ resolve: (n) => n.readAt !== null }),
  }),
});

const NotificationConnection = builder.objectRef<{ nodes: NotificationRow[]; pagination: { total: number; page: number; limit: number } }>(
  'NotificationConnection',
);
NotificationConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [NotificationRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const NotificationFilters = builder.inputType('NotificationFilters', {
  fields: (t) => ({
    unread: t.boolean({
      required: false,
      defaultValue: true,
      description: 'true (default): unread only; false: read only; null: both',
    }),
    kind: t.field({ type: NotificationKindEnum, required: false }),
  }),
});

const SortSchema = v.object({
  field: v.picklist(NOTIFICATION_SORT_FIELDS, `sort.field must be one of ${NOTIFICATION_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const SendNotificationInput = builder.inputType('SendNotificationInput', {
  fields: (t) => ({
    principalId: t.string({ required: true, description: 'Whom to notify, e.g. croudie-network:croudies:1' }),
    kind: t.field({ type: NotificationKindEnum, required: false, defaultValue: 'work' }),
    subject: t.string({ required: true }),
    messageText: t.string({ required: true }),
    relativeLink: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  myNotifications: t.field({
    type: NotificationConnection,
    description: `The caller's notifications: unread only unless filters.unread says otherwise, newest first, ${NOTIFICATION_PAGE_SIZE} a page`,
    args: {
      pagination: t.arg({ type: PaginationInput, required: false, defaultValue: { page: 1, limit: NOTIFICATION_PAGE_SIZE } }),
      filters: t.arg({ type: NotificationFilters, required: false, defaultValue: { unread: true } }),
      sort: t.arg({ type: SortInput, required: false, defaultValue: { field: 'createdAt', direction: 'DESC' } }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const page = toPage(args.pagination, NOTIFICATION_PAGE_SIZE);
      const sort = parseInput(SortSchema, args.sort ?? { field: 'createdAt', direction: 'DESC' }, 'sort');
      const filters = { unread: args.filters?.unread ?? null, kind: args.filters?.kind ?? null };
      const { nodes, total } = await listNotifications(ctx.db, viewer.principalId, filters, sort.direction, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

builder.mutationFields((t) => ({
  readMyNotification: t.field({
    type: NotificationRef,
    description: "Marks one of the caller's notifications read (NOT_FOUND for anyone else's)",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const id = String(args.id);
      if (!ID_PATTERN.test(id)) throw notFound('Notification');
      const row = await markNotificationRead(ctx.db, viewer.principalId, Number(id), ctx.clock.now());
      if (!row) throw notFound('Notification');
      return row;
    },
  }),
  readAllMyNotifications: t.int({
    description: 'Marks every unread notification of the caller (of one kind, when given) read; answers how many changed',
    args: { kind: t.arg({ type: NotificationKindEnum, required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      return markAllNotificationsRead(ctx.db, viewer.principalId, args.kind ?? null, ctx.clock.now());
    },
  }),
  sendNotification: t.field({
    ...operationRoles(['network_admin']),
    type: NotificationRef,
    description: 'Sends a notification to one person, pushed live to their newNotification subscription. Needs network_admin.',
    args: { input: t.arg({ type: SendNotificationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      requireRoles(ctx.auth, 'network_admin');
      const target = await ctx.people.byPrincipal(input.principalId);
      if (!target) throw notFound('Person');
      return notify(ctx, input.principalId, {
        kind: input.kind ?? 'work',
        subject: input.subject,
        messageText: input.messageText,
        relativeLink: input.relativeLink ?? null,
      });
    },
  }),
}));

builder.subscriptionFields((t) => ({
  newNotification: t.field({
    type: NotificationRef,
    description: 'A notification created for the caller (of one kind, when given), as it is created',
    args: { kind: t.arg({ type: NotificationKindEnum, required: false }) },
    subscribe: (_root, args, ctx) => {
      const source = ctx.pubsub.subscribe('newNotification', requireSignedIn(ctx.auth).principalId);
      const kind = args.kind;
      return kind
        ? pipe(
            source,
            filter((n: NotificationRow) => n.kind === kind),
          )
        : source;
    },
    resolve: (notification) => notification,
  }),
}));
