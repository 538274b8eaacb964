// Staff actions on a croudie (issue 18 part D; staff-and-admin.md §3, §4, §5; ADR 0269): the admin transitions,
// qualifications, verifications, badges and private soft-skills feedback, with what the staff view reads of them.
import * as v from 'valibot';
import { requireRoles, type Viewer } from '../../kit/auth/index.js';
import { badUserInput, conflict, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { guarded, hidden, RULES, typeRule, VERIFIER_ROLES } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { parseInput } from '../../kit/validation.js';
import { CAMPUS_IMPORTED_MESSAGE, VerificationRef } from '../reference/index.js';
import { changeCroudieStatus } from './admin.access.js';
import {
  badgesOf,
  findQualification,
  findVerifications,
  grantQualification,
  qualificationsOf,
  replaceBadges,
  replaceVerifications,
  revokeQualification,
  saveSoftSkills,
  softSkillsOf,
  verificationsOf,
  type HeldQualification,
  type SoftSkillsRow,
} from './admin.data.js';
import {
  actionsFrom,
  ADMIN_MESSAGES,
  BadgesSchema,
  CROUDIE_ADMIN_ACTIONS,
  SOFT_SKILLS_ROLES,
  SoftSkillsSchema,
  transitionTarget,
  VerificationIdsSchema,
} from './admin.rules.js';
import { findCroudie, type CroudieRow } from './people.data.js';
import { CroudieRef } from './people.schema.js';

export const CroudieAdminActionEnum = builder.enumType('CroudieAdminAction', { values: CROUDIE_ADMIN_ACTIONS });

const CroudieQualificationRef = builder.objectRef<HeldQualification>('CroudieQualification');
CroudieQualificationRef.implement({
  description: 'A qualification a croudie holds',
  ...typeRule(RULES.croudiePrivate),
  fields: (t) => ({
    id: t.exposeID('id', { description: "The qualification's id (settings)" }),
    name: t.exposeString('name'),
    campusImported: t.exposeBoolean('campusImported', { description: 'Given by the campus: staff cannot take it away' }),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
  }),
});

type SoftSkillsView = { croudieId: number; row: SoftSkillsRow | null };
const STARS = ['communication', 'meetingDeadlines', 'adaptingToFeedback', 'qualityOfWork'] as const;

const CroudieSoftSkillsRef = builder.objectRef<SoftSkillsView>('CroudieSoftSkills');
CroudieSoftSkillsRef.implement({
  description: 'Private soft-skills feedback (stars 1–3): staff only, never the croudie',
  ...typeRule(RULES.croudieStaffView),
  fields: (t) => ({
    ...Object.fromEntries(STARS.map((key) => [key, t.int({ nullable: true, resolve: (s: SoftSkillsView) => s.row?.[key] ?? null })])),
    otherComments: t.string({ nullable: true, resolve: (s) => s.row?.otherComments ?? null }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.row?.updatedAt ?? null }),
    updatedByName: t.string({
      nullable: true,
      resolve: async (s, _args, ctx) => {
        const by = s.row?.updatedBy ? await ctx.people.byPrincipal(s.row.updatedBy) : null;
        return by ? `${by.firstName} ${by.lastName}` : null;
      },
    }),
  }),
});

const SoftSkillsInput = builder.inputType('SoftSkillsInput', {
  description: 'Stars 1–3, or null for none; comments up to 2000 characters',
  fields: (t) => ({
    communication: t.int({ required: false }),
    meetingDeadlines: t.int({ required: false }),
    adaptingToFeedback: t.int({ required: false }),
    qualityOfWork: t.int({ required: false }),
    otherComments: t.string({ required: false }),
  }),
});

/** Each croudie's rows, in the order of `ids` (a list of croudies asks once). */
const perCroudie = <Row extends { croudieId: number }, Out>(
  ids: readonly number[],
  rows: readonly Row[],
  map: (row: Row) => Out,
): Out[][] => ids.map((id) => rows.filter((row) => row.croudieId === id).map(map));

/** Whether the caller may take the admin actions: staff with network_admin (not a croudie, nor while impersonating one). */
const administers = (ctx: GraphQLContext) => ctx.auth.viewer?.kind === 'USER' && ctx.auth.viewer.roles.includes('network_admin');

builder.objectFields(CroudieRef, (t) => ({
  qualifications: t.loadableList({
    type: CroudieQualificationRef,
    description: 'The qualifications the croudie holds, by name',
    ...guarded(RULES.croudiePrivate),
    load: async (ids: number[], ctx) => perCroudie(ids, await qualificationsOf(ctx.db, ids), (row) => row),
    resolve: (c) => c.id,
  }),
  verifications: t.loadableList({
    type: VerificationRef,
    description: 'The verifications staff gave the croudie, by name',
    ...guarded(RULES.croudiePrivate),
    load: async (ids: number[], ctx) =>
      perCroudie(ids, await verificationsOf(ctx.db, ids), ({ id, name, description }) => ({ id, name, description })),
    resolve: (c) => c.id,
  }),
  badges: t.loadableList({
    type: 'String',
    description: 'Manual badges, in the order given',
    ...guarded(RULES.croudiePrivate),
    load: async (ids: number[], ctx) => perCroudie(ids, await badgesOf(ctx.db, ids), (row) => row.name),
    resolve: (c) => c.id,
  }),
  softSkills: t.loadable({
    type: CroudieSoftSkillsRef,
    nullable: true,
    description: 'Private soft-skills feedback: staff only (a croudie gets null); empty ratings until someone rates',
    ...hidden(RULES.croudieStaffView),
    load: async (ids: number[], ctx) => {
      const rows = await softSkillsOf(ctx.db, ids);
      return ids.map((croudieId) => ({ croudieId, row: rows.find((r) => r.croudieId === croudieId) ?? null }));
    },
    resolve: (c) => c.id,
  }),
  availableActions: t.field({
    type: [CroudieAdminActionEnum],
    description: "The admin actions the caller may take now from the croudie's status (§4); empty unless network_admin",
    ...guarded(RULES.croudiePrivate),
    resolve: (c, _args, ctx) => (administers(ctx) && c.status ? actionsFrom(c.status) : []),
  }),
}));

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));

/** Staff with one of `roles` (a croudie never acts here, even one whose roles were misconfigured). */
function requireStaffRole(ctx: GraphQLContext, roles: readonly string[]): Viewer {
  const viewer = requireRoles(ctx.auth, ...roles);
  if (viewer.kind !== 'USER') throw forbidden();
  return viewer;
}

/** The croudie named by an id argument; `missing` words the NOT_FOUND (some operations have their own message). */
async function croudieOf(ctx: GraphQLContext, croudieId: string | number, missing?: string): Promise<CroudieRow> {
  const parsed = v.safeParse(IdSchema, String(croudieId));
  const row = parsed.success ? await findCroudie(ctx.db, Number(parsed.output)) : undefined;
  if (!row) throw missing ? new PlatformError('NOT_FOUND', missing) : notFound('Croudie');
  return row;
}

const actorOf = (ctx: GraphQLContext) => ctx.auth.actor?.principalId ?? null;

/** An unexpected failure keeps the platform's words for it (§8) and is logged with its cause. */
async function failingAs<T>(ctx: GraphQLContext, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    ctx.logger.error({ err: error }, message);
    throw new PlatformError('INTERNAL_SERVER_ERROR', message);
  }
}

builder.mutationFields((t) => ({
  transitionCroudie: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description:
      'Close account, suspend, block or reactivate a croudie (the §4 table); suspend, block and close end every session at once. Needs network_admin.',
    args: { croudieId: t.arg.id({ required: true }), action: t.arg({ type: CroudieAdminActionEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaffRole(ctx, ['network_admin']);
      const croudie = await croudieOf(ctx, args.croudieId, ADMIN_MESSAGES.transitionRefused);
      const to = transitionTarget(args.action, croudie.status);
      if (!to) throw conflict(ADMIN_MESSAGES.transitionRefused);
      return failingAs(ctx, ADMIN_MESSAGES.transitionRefused, () => changeCroudieStatus(ctx, croudie, to));
    },
  }),
  addCroudieQualification: t.field({
    ...operationRoles(VERIFIER_ROLES),
    type: CroudieRef,
    description: 'Gives a croudie a qualification of settings, once; croudie_verifier or network_admin',
    args: { croudieId: t.arg.id({ required: true }), qualificationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaffRole(ctx, VERIFIER_ROLES);
      const croudie = await croudieOf(ctx, args.croudieId, ADMIN_MESSAGES.qualificationFailed);
      const qualificationId = v.safeParse(IdSchema, String(args.qualificationId));
      const qualification = qualificationId.success ? await findQualification(ctx.db, Number(qualificationId.output)) : null;
      if (!qualification) throw badUserInput({ qualificationId: ADMIN_MESSAGES.qualificationFailed }, ADMIN_MESSAGES.qualificationFailed);
      const added = await failingAs(ctx, ADMIN_MESSAGES.qualificationFailed, () =>
        grantQualification(ctx.db, {
          croudieId: croudie.id,
          qualificationId: qualification.id,
          grantedBy: actorOf(ctx),
          at: ctx.clock.now(),
          name: qualification.name,
        }),
      );
      if (!added) throw conflict(ADMIN_MESSAGES.qualificationHeld, { qualificationId: ADMIN_MESSAGES.qualificationHeld });
      return croudie;
    },
  }),
  removeCroudieQualification: t.field({
    ...operationRoles(VERIFIER_ROLES),
    type: CroudieRef,
    description: 'Takes a qualification away (not a campus-imported one); croudie_verifier or network_admin',
    args: { croudieId: t.arg.id({ required: true }), qualificationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaffRole(ctx, VERIFIER_ROLES);
      const croudie = await croudieOf(ctx, args.croudieId);
      const qualificationId = v.safeParse(IdSchema, String(args.qualificationId));
      const qualification = qualificationId.success ? await findQualification(ctx.db, Number(qualificationId.output)) : null;
      if (!qualification) throw new PlatformError('NOT_FOUND', ADMIN_MESSAGES.qualificationNotHeld);
      if (qualification.campusImported) throw conflict(CAMPUS_IMPORTED_MESSAGE);
      const removed = await revokeQualification(ctx.db, {
        croudieId: croudie.id,
        qualificationId: qualification.id,
        actorPrincipalId: actorOf(ctx),
        at: ctx.clock.now(),
        name: qualification.name,
      });
      if (!removed) throw new PlatformError('NOT_FOUND', ADMIN_MESSAGES.qualificationNotHeld);
      return croudie;
    },
  }),
  setCroudieVerifications: t.field({
    ...operationRoles(VERIFIER_ROLES),
    type: CroudieRef,
    description: "Sets the croudie's verifications (settings list) to exactly these; croudie_verifier or network_admin",
    args: { croudieId: t.arg.id({ required: true }), verificationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaffRole(ctx, VERIFIER_ROLES);
      const { verificationIds } = parseInput(v.object({ verificationIds: VerificationIdsSchema }), {
        verificationIds: args.verificationIds.map(String),
      });
      const croudie = await croudieOf(ctx, args.croudieId);
      const found = await findVerifications(ctx.db, verificationIds.map(Number));
      if (found.length !== verificationIds.length) throw badUserInput({ verificationIds: ADMIN_MESSAGES.unknownVerification });
      await replaceVerifications(ctx.db, {
        croudieId: croudie.id,
        verifications: found,
        actorPrincipalId: actorOf(ctx) ?? viewer.principalId,
        at: ctx.clock.now(),
      });
      return croudie;
    },
  }),
  setCroudieBadges: t.field({
    ...operationRoles(VERIFIER_ROLES),
    type: CroudieRef,
    description: "Sets the croudie's manual badges: at most 10, each 1–40 characters, each once; croudie_verifier or network_admin",
    args: { croudieId: t.arg.id({ required: true }), badges: t.arg.stringList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaffRole(ctx, VERIFIER_ROLES);
      const { badges } = parseInput(v.object({ badges: BadgesSchema }), { badges: args.badges });
      const croudie = await croudieOf(ctx, args.croudieId);
      await replaceBadges(ctx.db, {
        croudieId: croudie.id,
        badges,
        actorPrincipalId: actorOf(ctx) ?? viewer.principalId,
        at: ctx.clock.now(),
      });
      return croudie;
    },
  }),
  saveCroudieSoftSkills: t.field({
    ...operationRoles(SOFT_SKILLS_ROLES),
    type: CroudieSoftSkillsRef,
    description: "Saves the croudie's private soft-skills ratings; staff with network_admin, croudie_verifier or job_user",
    args: { croudieId: t.arg.id({ required: true }), input: t.arg({ type: SoftSkillsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireStaffRole(ctx, SOFT_SKILLS_ROLES);
      const input = parseInput(SoftSkillsSchema, args.input, 'input');
      const croudie = await croudieOf(ctx, args.croudieId);
      const row = await saveSoftSkills(ctx.db, {
        ...input,
        croudieId: croudie.id,
        updatedBy: actorOf(ctx) ?? viewer.principalId,
        updatedAt: ctx.clock.now(),
      });
      return { croudieId: croudie.id, row };
    },
  }),
}));
