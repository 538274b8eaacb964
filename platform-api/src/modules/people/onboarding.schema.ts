import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import * as v from 'valibot';
import {
  BillingAddressSchema,
  EXPERTISE_AREAS,
  ExpertiseSchema,
  onboardingDeadlineFrom,
  REFERRAL_SOURCES,
  RegistrationSchema,
  SKILL_LEVELS,
} from '@work/shared-contracts/onboarding';
import { requireKind, requireRoles, type Viewer } from '../../kit/auth/index.js';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { findFile } from '../files/files.data.js';
import { findInvoiceSettings } from './banners.data.js';
import { findCroudie, loadRolesByPrincipal, type CroudieRow } from './people.data.js';
import { principalIdOf } from './people.rules.js';
import { CroudieRef } from './people.schema.js';
import {
  completedSteps,
  completeStep,
  expertiseOf,
  goLive,
  linkedinTakenByOther,
  onboardingRecord,
  pendingCroudies,
  replaceExpertise,
  saveBillingAddress,
  setDeadline,
  upsertOnboarding,
  type ExpertiseRow,
  type OnboardingRow,
  type StepRow,
} from './onboarding.data.js';
import { recordAccountEvent } from './timeline.data.js';
import {
  EXTEND_REFUSED,
  extendedDeadline,
  goLiveRefusal,
  ONBOARDING_STAFF_ROLES,
  ONBOARDING_STEPS,
  onboardingDaysLeft,
  onboardingProgress,
  STAFF_ONBOARDING_STEPS,
  staffMayComplete,
  type OnboardingStep,
} from './onboarding.rules.js';
import { croudies } from './people.tables.js';

export const OnboardingStepEnum = builder.enumType('OnboardingStep', { values: ONBOARDING_STEPS });
const OnboardingDocumentEnum = builder.enumType('OnboardingDocument', { values: ['ID', 'CV'] as const });
const ExpertiseAreaEnum = builder.enumType('ExpertiseArea', { values: EXPERTISE_AREAS });
const SkillLevelEnum = builder.enumType('SkillLevel', { values: SKILL_LEVELS });
export const ReferralSourceEnum = builder.enumType('ReferralSource', { values: REFERRAL_SOURCES });

/** Everything the checklist shows, read once per croudie. */
interface Checklist {
  croudie: CroudieRow;
  steps: (StepRow & { fileName: string | null })[];
  record: OnboardingRow | null;
  expertise: ExpertiseRow[];
  billing: Awaited<ReturnType<typeof findInvoiceSettings>>;
  now: Date;
}

const deadlineOf = (c: CroudieRow) => c.onboardingDeadline ?? onboardingDeadlineFrom(c.signedUpAt);

async function checklistOf(db: Database, clock: Clock, croudie: CroudieRow): Promise<Checklist> {
  const [steps, record, expertise, billing] = await Promise.all([
    completedSteps(db, croudie.id),
    onboardingRecord(db, croudie.id),
    expertiseOf(db, croudie.id),
    findInvoiceSettings(db, croudie.id),
  ]);
  return { croudie, steps, record, expertise, billing, now: clock.now() };
}

async function checklistById(ctx: GraphQLContext, croudieId: number): Promise<Checklist> {
  const croudie = await findCroudie(ctx.db, croudieId);
  if (!croudie) throw notFound('Croudie');
  return checklistOf(ctx.db, ctx.clock, croudie);
}

const StepStateRef = builder.objectRef<{
  step: OnboardingStep;
  row: (StepRow & { fileName: string | null }) | undefined;
  croudieId: number;
}>('OnboardingStepState');
StepStateRef.implement({
  ...typeRule(RULES.onboardingProfile),
  fields: (t) => ({
    step: t.field({ type: OnboardingStepEnum, resolve: (s) => s.step }),
    complete: t.boolean({ resolve: (s) => s.row !== undefined }),
    staffOnly: t.boolean({
      description: 'Practical test, bank form and welcome call: marked complete by croudie_verifier or network_admin',
      resolve: (s) => STAFF_ONBOARDING_STEPS.includes(s.step),
    }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.row?.completedAt ?? null }),
    fileName: t.string({ nullable: true, description: 'The uploaded ID or CV', resolve: (s) => s.row?.fileName ?? null }),
  }),
});

const ExpertiseRef = builder.objectRef<ExpertiseRow>('Expertise');
ExpertiseRef.implement({
  ...typeRule(RULES.onboardingProfile),
  fields: (t) => ({
    area: t.field({ type: ExpertiseAreaEnum, resolve: (e) => e.area }),
    level: t.field({ type: SkillLevelEnum, resolve: (e) => e.level }),
  }),
});

const RegistrationRef = builder.objectRef<Checklist>('OnboardingRegistration');
RegistrationRef.implement({
  ...typeRule(RULES.onboardingProfile),
  fields: (t) => ({
    phoneNumber: t.string({ nullable: true, resolve: (c) => c.croudie.phoneNumber }),
    hourlyRate: t.float({ nullable: true, resolve: (c) => (c.croudie.hourlyRate === null ? null : Number(c.croudie.hourlyRate)) }),
    bio: t.string({ nullable: true, resolve: (c) => c.croudie.bio }),
    linkedinUrl: t.string({ nullable: true, resolve: (c) => c.record?.linkedinUrl ?? null }),
    referralSource: t.field({ type: ReferralSourceEnum, nullable: true, resolve: (c) => c.record?.referralSource ?? null }),
    termsAccepted: t.boolean({ resolve: (c) => Boolean(c.record?.termsAcceptedAt) }),
  }),
});

const BillingAddressRef = builder.objectRef<NonNullable<Checklist['billing']>>('BillingAddress');
BillingAddressRef.implement({
  ...typeRule(RULES.onboardingProfile),
  fields: (t) => ({
    billingName: t.string({ nullable: true, resolve: (b) => b.billingName }),
    addressLine1: t.string({ nullable: true, resolve: (b) => b.addressLine1 }),
    city: t.string({ nullable: true, resolve: (b) => b.city }),
    postcode: t.string({ nullable: true, resolve: (b) => b.postcode }),
    countryCode: t.string({ nullable: true, resolve: (b) => b.countryCode }),
    usState: t.string({ nullable: true, resolve: (b) => b.usState }),
  }),
});

export const ChecklistRef = builder.objectRef<Checklist>('OnboardingChecklist');
ChecklistRef.implement({
  description: "A pending croudie's checklist (staff-and-admin.md §3, §4), deadline by the platform clock",
  ...typeRule(RULES.onboardingProfile),
  fields: (t) => ({
    id: t.id({ description: "The croudie's id (one checklist per croudie)", resolve: (c) => c.croudie.id }),
    croudie: t.field({ type: CroudieRef, resolve: (c) => c.croudie }),
    steps: t.field({
      type: [StepStateRef],
      resolve: (c) => ONBOARDING_STEPS.map((step) => ({ step, row: c.steps.find((r) => r.step === step), croudieId: c.croudie.id })),
    }),
    completedCount: t.int({ resolve: (c) => onboardingProgress(c.steps.map((s) => s.step)).done }),
    totalCount: t.int({ resolve: () => ONBOARDING_STEPS.length }),
    percent: t.int({ resolve: (c) => onboardingProgress(c.steps.map((s) => s.step)).percent }),
    complete: t.boolean({
      description: 'Every step done: Go live is allowed',
      resolve: (c) => onboardingProgress(c.steps.map((s) => s.step)).complete,
    }),
    deadline: t.field({
      type: 'DateTime',
      description: '42 days from registration, plus 30 once extended',
      resolve: (c) => deadlineOf(c.croudie),
    }),
    daysLeft: t.int({ resolve: (c) => onboardingDaysLeft(deadlineOf(c.croudie), c.now) }),
    deadlinePassed: t.boolean({ resolve: (c) => deadlineOf(c.croudie).getTime() < c.now.getTime() }),
    deadlineExtended: t.boolean({ resolve: (c) => Boolean(c.record?.deadlineExtendedAt) }),
    expertise: t.field({ type: [ExpertiseRef], resolve: (c) => c.expertise }),
    registration: t.field({ type: RegistrationRef, resolve: (c) => c }),
    billingAddress: t.field({ type: BillingAddressRef, nullable: true, resolve: (c) => c.billing }),
  }),
});

const ChecklistConnection = builder.objectRef<{ nodes: Checklist[]; pagination: { total: number; page: number; limit: number } }>(
  'OnboardingChecklistConnection',
);
ChecklistConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [ChecklistRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ExpertiseInput = builder.inputType('ExpertiseInput', {
  fields: (t) => ({
    area: t.field({ type: ExpertiseAreaEnum, required: true }),
    level: t.field({ type: SkillLevelEnum, required: true }),
  }),
});

const RegistrationInput = builder.inputType('RegistrationInput', {
  fields: (t) => ({
    phoneNumber: t.string({ required: true }),
    hourlyRate: t.float({ required: true }),
    bio: t.string({ required: false }),
    linkedinUrl: t.string({ required: false }),
    referralSource: t.field({ type: ReferralSourceEnum, required: true }),
    termsAccepted: t.boolean({ required: true }),
  }),
});

const BillingAddressInput = builder.inputType('BillingAddressInput', {
  fields: (t) => ({
    billingName: t.string({ required: true }),
    addressLine1: t.string({ required: true }),
    city: t.string({ required: true }),
    postcode: t.string({ required: true }),
    countryCode: t.string({ required: true }),
    usState: t.string({ required: false }),
  }),
});

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));
const StepSchema = v.picklist(ONBOARDING_STEPS, 'Unknown step');

export const LINKEDIN_TAKEN = 'This Linkedin profile is already registered';
export const DOCUMENT_NOT_YOURS = 'Upload the file first, as yourself, for your profile';

/** The croudie acting on their own checklist (an impersonating admin acts as them). */
function croudieSelf(ctx: GraphQLContext): Viewer {
  return requireKind(ctx.auth, 'CROUDIE');
}

function requireOnboardingStaff(ctx: GraphQLContext): Viewer {
  const viewer = requireRoles(ctx.auth, ...ONBOARDING_STAFF_ROLES);
  if (viewer.kind !== 'USER') throw forbidden();
  return viewer;
}

builder.queryFields((t) => ({
  myOnboarding: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ChecklistRef,
    description: "The signed-in croudie's checklist (the Get started dashboard)",
    resolve: async (_root, _args, ctx) => checklistById(ctx, croudieSelf(ctx).id),
  }),
  croudieOnboarding: t.field({
    ...operationRoles(ONBOARDING_STAFF_ROLES),
    type: ChecklistRef,
    description: "A croudie's checklist; croudie_verifier or network_admin",
    args: { croudieId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireOnboardingStaff(ctx);
      const id = parseInput(IdSchema, String(args.croudieId));
      return checklistById(ctx, Number(id));
    },
  }),
  pendingCroudieOnboarding: t.field({
    ...operationRoles(ONBOARDING_STAFF_ROLES),
    type: ChecklistConnection,
    description: 'Pending croudies with their checklists, earliest deadline first; croudie_verifier or network_admin',
    args: { pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      requireOnboardingStaff(ctx);
      const page = toPage(args.pagination);
      const { rows, total } = await pendingCroudies(ctx.db, page.page, page.limit);
      const nodes = await Promise.all(rows.map((row) => checklistOf(ctx.db, ctx.clock, row)));
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

builder.mutationFields((t) => ({
  submitOnboardingDocument: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ChecklistRef,
    description: 'Completes upload ID or upload CV with a file the croudie uploaded (POST /files/private?scope=profile)',
    args: { document: t.arg({ type: OnboardingDocumentEnum, required: true }), fileId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieSelf(ctx);
      const fileId = Number(parseInput(IdSchema, String(args.fileId)));
      const file = await findFile(ctx.db, fileId);
      if (!file || file.ownerPrincipalId !== viewer.principalId || file.scope !== 'profile')
        throw badUserInput({ fileId: DOCUMENT_NOT_YOURS });
      const step: OnboardingStep = args.document === 'ID' ? 'idUploaded' : 'cvUploaded';
      await completeStep(ctx.db, { croudieId: viewer.id, step, completedBy: viewer.principalId, completedAt: ctx.clock.now(), fileId });
      return checklistById(ctx, viewer.id);
    },
  }),
  saveAreasOfExpertise: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ChecklistRef,
    description: 'The skills selector (assessment step): one level per area; completes areas of expertise',
    args: { areas: t.arg({ type: [ExpertiseInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieSelf(ctx);
      const areas = parseInput(ExpertiseSchema, args.areas, 'areas');
      await replaceExpertise(ctx.db, viewer.id, areas);
      await completeStep(ctx.db, {
        croudieId: viewer.id,
        step: 'skillsAdded',
        completedBy: viewer.principalId,
        completedAt: ctx.clock.now(),
      });
      return checklistById(ctx, viewer.id);
    },
  }),
  completeRegistration: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ChecklistRef,
    description: 'The registration step of the complete-profile wizard; completes profile',
    args: { input: t.arg({ type: RegistrationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieSelf(ctx);
      const input = parseInput(
        RegistrationSchema,
        { ...args.input, bio: args.input.bio ?? '', linkedinUrl: args.input.linkedinUrl ?? '' },
        'input',
      );
      const linkedinUrl = input.linkedinUrl || null;
      if (linkedinUrl && (await linkedinTakenByOther(ctx.db, viewer.id, linkedinUrl)))
        throw badUserInput({ 'input.linkedinUrl': LINKEDIN_TAKEN });
      const now = ctx.clock.now();
      await ctx.db
        .update(croudies)
        .set({ phoneNumber: input.phoneNumber, hourlyRate: input.hourlyRate.toFixed(2), bio: input.bio || null })
        .where(eq(croudies.id, viewer.id));
      await upsertOnboarding(ctx.db, viewer.id, { linkedinUrl, referralSource: input.referralSource, termsAcceptedAt: now });
      await completeStep(ctx.db, { croudieId: viewer.id, step: 'profileUpdated', completedBy: viewer.principalId, completedAt: now });
      return checklistById(ctx, viewer.id);
    },
  }),
  saveOnboardingBillingAddress: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ChecklistRef,
    description: 'The billing address card (kept with the invoice settings); completes billing address',
    args: { input: t.arg({ type: BillingAddressInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieSelf(ctx);
      const input = parseInput(BillingAddressSchema, { ...args.input, usState: args.input.usState ?? '' }, 'input');
      const now = ctx.clock.now();
      await saveBillingAddress(ctx.db, viewer.id, { ...input, usState: input.usState || null }, now);
      await completeStep(ctx.db, { croudieId: viewer.id, step: 'billingAddressAdded', completedBy: viewer.principalId, completedAt: now });
      return checklistById(ctx, viewer.id);
    },
  }),
  completeOnboardingStep: t.field({
    ...operationRoles(ONBOARDING_STAFF_ROLES),
    type: ChecklistRef,
    description: 'Marks practical test, bank form or welcome call complete; croudie_verifier or network_admin',
    args: { croudieId: t.arg.id({ required: true }), step: t.arg({ type: OnboardingStepEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireOnboardingStaff(ctx);
      const id = Number(parseInput(IdSchema, String(args.croudieId)));
      const step = parseInput(StepSchema, args.step);
      if (!staffMayComplete(viewer.roles, step))
        throw badUserInput({ step: 'Only practical test, bank form and welcome call are marked by staff' });
      const croudie = await findCroudie(ctx.db, id);
      if (!croudie) throw notFound('Croudie');
      const [roles = []] = await loadRolesByPrincipal(ctx.db, [principalIdOf('CROUDIE', id)]);
      if (!roles.includes('croudie-pending')) throw conflict("Only a pending croudie's checklist can be changed");
      await completeStep(ctx.db, { croudieId: id, step, completedBy: viewer.principalId, completedAt: ctx.clock.now() });
      return checklistOf(ctx.db, ctx.clock, croudie);
    },
  }),
  extendOnboardingDeadline: t.field({
    ...operationRoles(ONBOARDING_STAFF_ROLES),
    type: ChecklistRef,
    description:
      "Extends a pending croudie's onboarding deadline by 30 days, once; croudie_verifier or network_admin. Records deadline_extended.",
    args: { croudieId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireOnboardingStaff(ctx);
      const parsed = v.safeParse(IdSchema, String(args.croudieId));
      const croudie = parsed.success ? await findCroudie(ctx.db, Number(parsed.output)) : undefined;
      if (!croudie) throw new PlatformError('NOT_FOUND', EXTEND_REFUSED);
      const id = croudie.id;
      const [[roles = []], record] = await Promise.all([
        loadRolesByPrincipal(ctx.db, [principalIdOf('CROUDIE', id)]),
        onboardingRecord(ctx.db, id),
      ]);
      const result = extendedDeadline({
        pending: roles.includes('croudie-pending'),
        deadline: deadlineOf(croudie),
        alreadyExtended: Boolean(record?.deadlineExtendedAt),
      });
      if ('refusal' in result) {
        ctx.logger.info({ croudieId: id, reason: result.refusal }, 'onboarding deadline not extended');
        throw conflict(EXTEND_REFUSED);
      }
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await setDeadline(db, id, result.deadline);
        await upsertOnboarding(db, id, { deadlineExtendedAt: now, deadlineExtendedBy: viewer.principalId });
        await recordAccountEvent(tx, {
          principalId: principalIdOf('CROUDIE', id),
          kind: 'deadline_extended',
          actorPrincipalId: ctx.auth.actor?.principalId ?? viewer.principalId,
          detail: { to: DateTime.fromJSDate(result.deadline, { zone: PLATFORM_ZONE }).toISODate()! },
          at: now,
        });
      });
      return checklistById(ctx, id);
    },
  }),
  goLive: t.field({
    ...operationRoles('ALL_STAFF'),
    type: CroudieRef,
    description: 'Turns the pending croudie active once every step is complete; pushes rolesUpdated',
    resolve: async (_root, _args, ctx) => {
      const viewer = croudieSelf(ctx);
      const checklist = await checklistById(ctx, viewer.id);
      const now = ctx.clock.now();
      const refusal = goLiveRefusal({
        roles: viewer.roles,
        completed: checklist.steps.map((s) => s.step),
        deadline: deadlineOf(checklist.croudie),
        now,
      });
      if (refusal) throw conflict(refusal);
      await goLive(ctx.db, viewer.id, now);
      const principalId = principalIdOf('CROUDIE', viewer.id);
      const [roles = []] = await loadRolesByPrincipal(ctx.db, [principalId]);
      ctx.pubsub.publish('rolesUpdated', principalId, { principalId, roles, at: now });
      return { ...checklist.croudie, status: 'active' as const };
    },
  }),
}));
