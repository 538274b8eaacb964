import * as v from 'valibot';
import { requireKind, requireRoles, requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { changeCroudieStatus } from './admin.access.js';
import { ADMIN_MESSAGES, statusChangeTo } from './admin.rules.js';
import { recordAccountEvent } from './timeline.data.js';
import { guarded, hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { loadRolesByPrincipal, recordSignIn, replaceRoles, type AgencyUserRow, type CroudieRow, type PersonRow } from './people.data.js';
import {
  CROUDIE_ROLES,
  ENTITY_TYPES,
  onboardingDeadlinePassed,
  principalIdOf,
  USER_STATUSES,
  usStateUpdateNeeded,
} from './people.rules.js';
import { startOfMonth } from './banners.rules.js';
import { monthlyMinutesOf } from './monthly-hours.data.js';

export const PrincipalKindEnum = builder.enumType('PrincipalKind', { values: ['USER', 'CROUDIE', 'CLIENT_USER'] as const });
export const TenantEnum = builder.enumType('Tenant', { values: ['network', 'control', 'client'] as const });
export const UserStatusEnum = builder.enumType('UserStatus', { values: USER_STATUSES });
export const EntityTypeEnum = builder.enumType('EntityType', { values: ENTITY_TYPES });

const idArg = (value: string, what: string): number => {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) throw notFound(what);
  return Number(value);
};

/** The signed-in (or impersonated) person. */
export const MeRef = builder.objectRef<{ viewer: Viewer; row: PersonRow; impersonatedBy: string | null }>('Me');
MeRef.implement({
  fields: (t) => ({
    id: t.id({ ...guarded(RULES.me), resolve: (me) => me.row.id }),
    principalId: t.string({ ...guarded(RULES.me), resolve: (me) => me.viewer.principalId }),
    kind: t.field({ type: PrincipalKindEnum, ...guarded(RULES.me), resolve: (me) => me.viewer.kind }),
    tenant: t.field({ type: TenantEnum, ...guarded(RULES.me), resolve: (me) => me.viewer.tenant }),
    firstName: t.string({ ...guarded(RULES.me), resolve: (me) => me.row.firstName }),
    lastName: t.string({ ...guarded(RULES.me), resolve: (me) => me.row.lastName }),
    emailAddress: t.string({ ...guarded(RULES.me), resolve: (me) => me.row.email }),
    entityId: t.string({ ...guarded(RULES.me), resolve: (me) => me.row.entityId }),
    avatar: t.string({ nullable: true, ...guarded(RULES.me), resolve: (me) => me.row.avatar }),
    roles: t.stringList({ ...guarded(RULES.me), resolve: (me) => me.viewer.roles }),
    timezone: t.string({ ...guarded(RULES.me), resolve: (me) => me.row.timezone }),
    status: t.field({ type: UserStatusEnum, ...guarded(RULES.me), resolve: (me) => me.row.status }),
    impersonatedBy: t.string({
      nullable: true,
      description: 'Principal id of the staff member impersonating this person, when impersonating',
      ...guarded(RULES.me),
      resolve: (me) => me.impersonatedBy,
    }),
  }),
});

export const UserRef = builder.objectRef<AgencyUserRow>('User');
UserRef.implement({
  description: "An agency staff member (name for the task's parties; contact, status and roles for staff: ADR 0005)",
  fields: (t) => ({
    id: t.exposeID('id', guarded(RULES.userRecord)),
    principalId: t.string({ nullable: true, ...hidden(RULES.userPrivate), resolve: (u) => principalIdOf('USER', u.id) }),
    entityId: t.exposeString('entityId', { nullable: true, ...hidden(RULES.userPrivate) }),
    firstName: t.exposeString('firstName', guarded(RULES.userRecord)),
    lastName: t.exposeString('lastName', guarded(RULES.userRecord)),
    fullName: t.string({ ...guarded(RULES.userRecord), resolve: (u) => `${u.firstName} ${u.lastName}` }),
    emailAddress: t.exposeString('email', { nullable: true, ...hidden(RULES.userPrivate) }),
    avatar: t.exposeString('avatar', { nullable: true, ...guarded(RULES.userRecord) }),
    timezone: t.exposeString('timezone', { nullable: true, ...hidden(RULES.userPrivate) }),
    status: t.field({ type: UserStatusEnum, nullable: true, ...hidden(RULES.userPrivate), resolve: (u) => u.status }),
    office: t.exposeString('office', { nullable: true, ...hidden(RULES.userPrivate) }),
    countryCode: t.exposeString('countryCode', { nullable: true, ...hidden(RULES.userPrivate) }),
    usState: t.exposeString('usState', { nullable: true, ...hidden(RULES.userPrivate) }),
    visitedCampus: t.exposeBoolean('visitedCampus', { nullable: true, ...hidden(RULES.userPrivate) }),
    lastSignedInAt: t.expose('lastSignedInAt', { type: 'DateTime', nullable: true, ...hidden(RULES.userPrivate) }),
    roles: t.stringList({
      nullable: true,
      ...hidden(RULES.userPrivate),
      resolve: (u, _args, ctx) => ctx.people.roles(principalIdOf('USER', u.id)),
    }),
  }),
});

export const CroudieRef = builder.objectRef<CroudieRow>('Croudie');
CroudieRef.implement({
  description: "A network freelancer (name for the task's parties; contact and status for staff; money for money roles: ADR 0005)",
  fields: (t) => ({
    id: t.exposeID('id', guarded(RULES.croudieRecord)),
    principalId: t.string({ nullable: true, ...hidden(RULES.croudiePrivate), resolve: (c) => principalIdOf('CROUDIE', c.id) }),
    entityId: t.exposeString('entityId', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    firstName: t.exposeString('firstName', guarded(RULES.croudieRecord)),
    lastName: t.exposeString('lastName', guarded(RULES.croudieRecord)),
    fullName: t.string({ ...guarded(RULES.croudieRecord), resolve: (c) => `${c.firstName} ${c.lastName}` }),
    emailAddress: t.exposeString('email', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    avatar: t.exposeString('avatar', { nullable: true, ...guarded(RULES.croudieRecord) }),
    timezone: t.exposeString('timezone', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    status: t.field({ type: UserStatusEnum, nullable: true, ...hidden(RULES.croudiePrivate), resolve: (c) => c.status }),
    roles: t.stringList({
      nullable: true,
      ...hidden(RULES.croudiePrivate),
      resolve: (c, _args, ctx) => ctx.people.roles(principalIdOf('CROUDIE', c.id)),
    }),
    countryCode: t.exposeString('countryCode', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    usState: t.exposeString('usState', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    city: t.exposeString('city', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    entityType: t.field({ type: EntityTypeEnum, nullable: true, ...hidden(RULES.croudiePrivate), resolve: (c) => c.entityType }),
    hourlyRate: t.float({
      nullable: true,
      ...hidden(RULES.croudieRate),
      resolve: (c) => (c.hourlyRate === null ? null : Number(c.hourlyRate)),
    }),
    bio: t.exposeString('bio', { nullable: true, ...hidden(RULES.croudiePrivate) }),
    totalMonthlyMinutes: t.loadable({
      type: 'Int',
      nullable: true,
      ...hidden(RULES.croudiePrivate),
      description: "Minutes of the croudie's work logs completed this month (Europe/London, platform clock): the hours chip",
      // One query for every croudie of the request (a list of croudies asks once).
      load: (ids: number[], ctx) => {
        const now = ctx.clock.now();
        return monthlyMinutesOf(ctx.db, ids, startOfMonth(now), now);
      },
      resolve: (c) => c.id,
    }),
    signedUpAt: t.expose('signedUpAt', { type: 'DateTime', nullable: true, ...hidden(RULES.croudiePrivate) }),
    onboardingDeadline: t.expose('onboardingDeadline', { type: 'DateTime', nullable: true, ...hidden(RULES.croudiePrivate) }),
    onboardingDeadlinePassed: t.boolean({
      description: 'Whether the onboarding deadline is behind the platform clock',
      nullable: true,
      ...hidden(RULES.croudiePrivate),
      resolve: (c, _args, ctx) => onboardingDeadlinePassed(c.onboardingDeadline, ctx.clock.now()),
    }),
    offboardAt: t.expose('offboardAt', { type: 'DateTime', nullable: true, ...hidden(RULES.croudiePrivate) }),
    usStateUpdateNeeded: t.boolean({ nullable: true, ...hidden(RULES.croudiePrivate), resolve: (c) => usStateUpdateNeeded(c) }),
    lastSignedInAt: t.expose('lastSignedInAt', { type: 'DateTime', nullable: true, ...hidden(RULES.croudiePrivate) }),
  }),
});

export const RolesUpdatedEvent = builder.objectRef<{ principalId: string; roles: string[]; at: Date }>('RolesUpdatedEvent');
RolesUpdatedEvent.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    principalId: t.exposeString('principalId'),
    roles: t.exposeStringList('roles'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

export const ForceSignOutEvent = builder.objectRef<{ principalId: string; reason: string; at: Date }>('ForceSignOutEvent');
ForceSignOutEvent.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    principalId: t.exposeString('principalId'),
    reason: t.exposeString('reason'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: MeRef,
    description: 'The signed-in person (the impersonated one while impersonating)',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const row = await ctx.people.person(viewer.kind, viewer.id);
      if (!row) throw notFound('Person');
      return { viewer, row, impersonatedBy: ctx.auth.impersonating ? (ctx.auth.actor?.principalId ?? null) : null };
    },
  }),
  user: t.field({
    ...operationRoles('ALL_STAFF'),
    type: UserRef,
    nullable: true,
    description: 'An agency user; staff only',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const row = await ctx.people.person('USER', idArg(String(args.id), 'User'));
      if (!row) throw notFound('User');
      return row as AgencyUserRow & { kind: 'USER' };
    },
  }),
  croudie: t.field({
    ...operationRoles('ALL_STAFF'),
    type: CroudieRef,
    nullable: true,
    description: 'A croudie; staff, or the croudie themselves',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const id = idArg(String(args.id), 'Croudie');
      if (viewer.kind !== 'USER' && !(viewer.kind === 'CROUDIE' && viewer.id === id)) throw forbidden();
      const row = await ctx.people.person('CROUDIE', id);
      if (!row) throw notFound('Croudie');
      return row as CroudieRow & { kind: 'CROUDIE' };
    },
  }),
}));

const CroudieRolesInput = v.object({
  croudieId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a croudie id')),
  roles: v.pipe(
    v.array(v.picklist(CROUDIE_ROLES, `Each role must be one of ${CROUDIE_ROLES.join(', ')}`)),
    v.minLength(1, 'Give at least one role'),
    v.check((roles) => new Set(roles).size === roles.length, 'A role cannot be given twice'),
  ),
});

const CroudieStatusInput = v.object({
  croudieId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a croudie id')),
  status: v.picklist(USER_STATUSES, 'Unknown status'),
});

builder.mutationFields((t) => ({
  signedIn: t.boolean({
    description: 'Tells the server the caller finished signing in; records the last sign-in time',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      // An impersonation is not the person signing in.
      if (!ctx.auth.impersonating) await recordSignIn(ctx.db, viewer.kind, viewer.id, ctx.clock.now());
      return true;
    },
  }),
  updateCroudieRoles: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description: "Sets a croudie's croudie-* roles; pushes rolesUpdated to them. Needs network_admin.",
    args: { croudieId: t.arg.id({ required: true }), roles: t.arg.stringList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireRoles(ctx.auth, 'network_admin');
      const input = parseInput(CroudieRolesInput, { croudieId: String(args.croudieId), roles: args.roles });
      const id = Number(input.croudieId);
      const row = await ctx.people.person('CROUDIE', id);
      if (!row) throw notFound('Croudie');
      const principalId = principalIdOf('CROUDIE', id);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await replaceRoles(tx as unknown as Database, principalId, input.roles, CROUDIE_ROLES, now);
        await recordAccountEvent(tx, {
          principalId,
          kind: 'roles_changed',
          actorPrincipalId: ctx.auth.actor?.principalId ?? null,
          detail: { roles: input.roles.join(', ') },
          at: now,
        });
      });
      const [roles = []] = await loadRolesByPrincipal(ctx.db, [principalId]);
      ctx.pubsub.publish('rolesUpdated', principalId, { principalId, roles, at: now });
      return row as CroudieRow & { kind: 'CROUDIE' };
    },
  }),
  updateCroudieStatus: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description:
      "Sets a croudie's status where the admin transition table allows it (ADR 0269; active is §8's activate); suspended, blocked and offboarded end every session and push forceSignOut. Needs network_admin.",
    args: { croudieId: t.arg.id({ required: true }), status: t.arg({ type: UserStatusEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireRoles(ctx.auth, 'network_admin');
      const input = parseInput(CroudieStatusInput, { croudieId: String(args.croudieId), status: args.status });
      const row = await ctx.people.person('CROUDIE', Number(input.croudieId));
      if (!row) throw notFound('Croudie');
      const croudie = row as CroudieRow & { kind: 'CROUDIE' };
      // The same table as transitionCroudie: no status is reached by a way the staff view's actions would refuse.
      if (!statusChangeTo(input.status)?.from.includes(croudie.status)) throw conflict(ADMIN_MESSAGES.transitionRefused);
      return changeCroudieStatus(ctx, croudie, input.status);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  rolesUpdated: t.field({
    type: RolesUpdatedEvent,
    description: "The caller's roles changed (network: the shell reloads to the home page)",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('rolesUpdated', requireSignedIn(ctx.auth).principalId),
    resolve: (event) => event,
  }),
  forceSignOut: t.field({
    type: ForceSignOutEvent,
    description: 'The caller must be signed out now',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('forceSignOut', requireSignedIn(ctx.auth).principalId),
    resolve: (event) => event,
  }),
}));
