// The croudie's profile (staff-and-admin.md §2 Croudie profile, §3 Croudie, §5, §8): read by the croudie and staff,
// changed by the croudie or network_admin; every change is recorded on the account's timeline.
import * as v from 'valibot';
import { onAccountEmailChange } from '../../kit/accounts.js';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import { badUserInput, conflict, fieldErrorsFrom, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { guarded, hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { downloadPath, findFile } from '../files/index.js';
import { completedSteps, completeStep, onboardingRecord } from './onboarding.data.js';
import { findCroudie, type CroudieRow } from './people.data.js';
import { principalIdOf } from './people.rules.js';
import { CroudieRef } from './people.schema.js';
import {
  addIdDocument,
  applyEmailChange,
  clientAccessOf,
  existingVerticals,
  idDocumentsOf,
  linkedinHeldByOther,
  linkedinOf,
  loadExperience,
  loadLanguages,
  personWithEmail,
  profileOf,
  removeIdDocument,
  saveOutOfOffice,
  saveProfile,
  type IdDocument,
  type ProfileChanges,
} from './profile.data.js';
import {
  CroudieProfileSchema,
  EMAIL_CHANGE_MESSAGES,
  EmailSchema,
  EXPERIENCE_LEVELS,
  ID_DOCUMENT_MESSAGES,
  LANGUAGE_LEVELS,
  linkedinKey,
  OutOfOfficeSchema,
  outOfOfficeProblems,
  profileComplete,
  PROFILE_MESSAGES,
  topLevelFieldErrors,
  usStateAfterSave,
} from './profile.rules.js';
import { recordAccountEvent } from './timeline.data.js';
import type { AccountEventKind } from './timeline.rules.js';

// A followed e-mail change link moves the croudie's own record too, in the identity module's transaction.
onAccountEmailChange(applyEmailChange);

// ---- Who may act on a profile

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/));

/** The croudie named by an id argument, or NOT_FOUND. */
export async function croudieOf(ctx: GraphQLContext, croudieId: string | number): Promise<CroudieRow> {
  const parsed = v.safeParse(IdSchema, String(croudieId));
  const row = parsed.success ? await findCroudie(ctx.db, Number(parsed.output)) : undefined;
  if (!row) throw notFound('Croudie');
  return row;
}

/** The croudie themselves (an impersonating admin acts as them), else FORBIDDEN. */
export function requireSelf(ctx: GraphQLContext, croudieId: string | number): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'CROUDIE' || String(viewer.id) !== String(croudieId)) throw forbidden();
  return viewer;
}

/** The croudie themselves, or staff with network_admin, else FORBIDDEN. */
export function requireSelfOrNetworkAdmin(ctx: GraphQLContext, croudieId: string | number): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind === 'USER' && viewer.roles.includes('network_admin')) return viewer;
  return requireSelf(ctx, croudieId);
}

/** The real person acting (the staff member while impersonating). */
export const actorOf = (ctx: GraphQLContext) => ctx.auth.actor?.principalId ?? null;

export async function recordOnTimeline(ctx: GraphQLContext, croudieId: number, kind: AccountEventKind, detail?: Record<string, string>) {
  await recordAccountEvent(ctx.db, {
    principalId: principalIdOf('CROUDIE', croudieId),
    kind,
    actorPrincipalId: actorOf(ctx),
    detail,
    at: ctx.clock.now(),
  });
}

/** Field problems: BAD_USER_INPUT by field, worded by the first problem (the §8 toast shows it). */
export function fieldProblems(errors: Record<string, string>): PlatformError {
  return badUserInput(errors, Object.values(errors)[0]);
}

/** An unexpected failure keeps the platform's words for it (§8) and is logged with its cause. */
export async function failingAs<T>(ctx: GraphQLContext, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    ctx.logger.error({ err: error }, message);
    throw new PlatformError('INTERNAL_SERVER_ERROR', message);
  }
}

// ---- Types

const LanguageLevelEnum = builder.enumType('LanguageLevel', { values: LANGUAGE_LEVELS });
const ExperienceLevelEnum = builder.enumType('ExperienceLevel', { values: EXPERIENCE_LEVELS });
const ClientAccessStateEnum = builder.enumType('ClientAccessState', { values: ['granted', 'pending', 'restricted'] as const });

export const CroudieLanguageRef = builder.objectRef<{ code: string; name: string; level: (typeof LANGUAGE_LEVELS)[number] }>(
  'CroudieLanguage',
);
CroudieLanguageRef.implement({
  // only reached through Croudie fields, whose own rule admits the croudie and staff
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 639-1, lower case' }),
    name: t.exposeString('name', { description: 'Its English name' }),
    level: t.field({ type: LanguageLevelEnum, resolve: (l) => l.level }),
  }),
});

const CroudieExperienceRef = builder.objectRef<{ verticalId: number; name: string; level: (typeof EXPERIENCE_LEVELS)[number] }>(
  'CroudieExperience',
);
CroudieExperienceRef.implement({
  description: 'An area of experience: a vertical with the croudie’s level',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    verticalId: t.exposeID('verticalId'),
    name: t.exposeString('name'),
    level: t.field({ type: ExperienceLevelEnum, resolve: (e) => e.level }),
  }),
});

const OutOfOfficeRef = builder.objectRef<{ startDate: string; endDate: string }>('OutOfOffice');
OutOfOfficeRef.implement({
  description: 'Dates the croudie is away, yyyy-MM-dd, both inclusive',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ startDate: t.exposeString('startDate'), endDate: t.exposeString('endDate') }),
});

const FileAttachmentRef = builder.objectRef<IdDocument>('FileAttachment');
FileAttachmentRef.implement({
  description: 'A file kept on a record (the file history dialog); download it from downloadUrl with the bearer token',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    fileId: t.id({ resolve: (a) => a.file.id }),
    fileName: t.string({ resolve: (a) => a.file.name }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    downloadUrl: t.string({ resolve: (a) => downloadPath(a.file.id) }),
  }),
});

const CroudieClientAccessRef = builder.objectRef<Awaited<ReturnType<typeof clientAccessOf>>[number]>('CroudieClientAccess');
CroudieClientAccessRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    clientId: t.exposeID('clientId'),
    clientName: t.exposeString('clientName'),
    state: t.field({ type: ClientAccessStateEnum, resolve: (a) => a.state }),
    requestedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When access was asked for, while it is pending',
      resolve: (a) => (a.state === 'pending' ? a.updatedAt : null),
    }),
  }),
});

builder.objectFields(CroudieRef, (t) => ({
  languages: t.loadableList({
    type: CroudieLanguageRef,
    description: 'Languages, native or fluent, in the order the croudie gave them',
    ...guarded(RULES.croudiePrivate),
    load: (ids: number[], ctx) => loadLanguages(ctx.db, ids),
    resolve: (c) => c.id,
  }),
  experience: t.loadableList({
    type: CroudieExperienceRef,
    description: 'Areas of experience (verticals) with a level, by name',
    ...guarded(RULES.croudiePrivate),
    load: (ids: number[], ctx) => loadExperience(ctx.db, ids),
    resolve: (c) => c.id,
  }),
  portfolio: t.string({
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (c, _args, ctx) => (await profileOf(ctx.db, c.id))?.portfolio ?? null,
  }),
  linkedinUrl: t.string({ nullable: true, ...hidden(RULES.croudiePrivate), resolve: (c, _args, ctx) => linkedinOf(ctx.db, c.id) }),
  wechatId: t.string({
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (c, _args, ctx) => (await profileOf(ctx.db, c.id))?.wechatId ?? null,
  }),
  outOfOffice: t.field({
    type: OutOfOfficeRef,
    nullable: true,
    description: 'Null when none is set',
    ...hidden(RULES.croudiePrivate),
    resolve: async (c, _args, ctx) => {
      const profile = await profileOf(ctx.db, c.id);
      return profile?.outOfOfficeStart && profile.outOfOfficeEnd
        ? { startDate: profile.outOfOfficeStart, endDate: profile.outOfOfficeEnd }
        : null;
    },
  }),
  idDocuments: t.field({
    type: [FileAttachmentRef],
    description: 'ID documents, newest first (the file history dialog)',
    ...guarded(RULES.croudiePrivate),
    resolve: (c, _args, ctx) => idDocumentsOf(ctx.db, c.id),
  }),
  clientAccess: t.field({
    type: [CroudieClientAccessRef],
    description: 'The Access tab: clients granted, asked for (pending) or restricted, by client name',
    ...guarded(RULES.croudiePrivate),
    resolve: (c, _args, ctx) => clientAccessOf(ctx.db, principalIdOf('CROUDIE', c.id)),
  }),
  pendingEmail: t.string({
    nullable: true,
    description: 'An e-mail change waiting for its link to be followed',
    ...hidden(RULES.croudiePrivate),
    resolve: (c, _args, ctx) => ctx.accounts.pendingEmail(principalIdOf('CROUDIE', c.id)),
  }),
}));

// ---- Inputs and mutations

const CroudieLanguageInput = builder.inputType('CroudieLanguageInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'ISO 639-1' }),
    level: t.field({ type: LanguageLevelEnum, required: true }),
  }),
});
const CroudieExperienceInput = builder.inputType('CroudieExperienceInput', {
  fields: (t) => ({ verticalId: t.id({ required: true }), level: t.field({ type: ExperienceLevelEnum, required: true }) }),
});
const CroudieProfileInput = builder.inputType('CroudieProfileInput', {
  description: 'Every field optional: only the given ones change; null or empty clears an optional one',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    city: t.string(),
    timezone: t.string({ description: 'An IANA zone' }),
    countryCode: t.string({ description: 'ISO 3166-1 alpha-2' }),
    usState: t.string({ description: 'USPS code; only for the US' }),
    languages: t.field({ type: [CroudieLanguageInput] }),
    experience: t.field({ type: [CroudieExperienceInput] }),
    hourlyRate: t.float(),
    bio: t.string(),
    portfolio: t.string(),
    linkedinUrl: t.string(),
    wechatId: t.string(),
    avatarFileId: t.id({ description: 'A file the croudie uploaded with scope profile; null clears the photo' }),
  }),
});

/** Drops the keys the caller did not send (GraphQL gives undefined), keeping explicit nulls. */
const given = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** The validated changes of a profile save, or the field problems of its input. */
async function profileChanges(ctx: GraphQLContext, croudie: CroudieRow, raw: Record<string, unknown>): Promise<ProfileChanges> {
  const parsed = v.safeParse(CroudieProfileSchema, {
    ...raw,
    avatarFileId: raw.avatarFileId === null || raw.avatarFileId === undefined ? raw.avatarFileId : String(raw.avatarFileId),
    experience: (raw.experience as { verticalId: unknown }[] | null | undefined)?.map((e) => ({ ...e, verticalId: String(e.verticalId) })),
  });
  if (!parsed.success) throw fieldProblems(topLevelFieldErrors(fieldErrorsFrom(parsed.issues)));
  const input = parsed.output;
  const state = usStateAfterSave(croudie, input);
  if ('problem' in state) throw fieldProblems({ usState: state.problem });
  if (input.experience) {
    const known = await existingVerticals(
      ctx.db,
      input.experience.map((e) => e.verticalId),
    );
    if (input.experience.some((e) => !known.has(e.verticalId))) throw fieldProblems({ experience: PROFILE_MESSAGES.experience });
  }
  if (input.linkedinUrl && (await linkedinHeldByOther(ctx.db, croudie.id, linkedinKey(input.linkedinUrl))))
    throw conflict(PROFILE_MESSAGES.linkedinTaken, { linkedinUrl: PROFILE_MESSAGES.linkedinTaken });
  let avatar: string | null | undefined;
  if (input.avatarFileId !== undefined) {
    const file = input.avatarFileId === null ? null : await findFile(ctx.db, input.avatarFileId);
    if (input.avatarFileId !== null && (file?.ownerPrincipalId !== principalIdOf('CROUDIE', croudie.id) || file.scope !== 'profile'))
      throw fieldProblems({ avatarFileId: PROFILE_MESSAGES.photo });
    avatar = file ? downloadPath(file.id) : null;
  }
  const croudieValues: ProfileChanges['croudie'] = given({
    firstName: input.firstName,
    lastName: input.lastName,
    city: input.city,
    timezone: input.timezone,
    countryCode: input.countryCode,
    usState: input.countryCode !== undefined || input.usState !== undefined ? state.usState : undefined,
    hourlyRate: input.hourlyRate === undefined ? undefined : input.hourlyRate.toFixed(2),
    bio: input.bio,
    avatar,
  });
  return {
    croudie: croudieValues,
    details: given({ portfolio: input.portfolio, wechatId: input.wechatId }),
    linkedinUrl: input.linkedinUrl,
    languages: input.languages,
    experience: input.experience,
  };
}

/** A pending croudie whose saved profile now has what registration asks for completes the checklist's profile step. */
async function completeProfileStep(ctx: GraphQLContext, croudieId: number) {
  const [croudie, record, steps] = await Promise.all([
    findCroudie(ctx.db, croudieId),
    onboardingRecord(ctx.db, croudieId),
    completedSteps(ctx.db, croudieId),
  ]);
  if (!croudie || croudie.status !== 'pending' || steps.some((s) => s.step === 'profileUpdated')) return;
  if (!profileComplete(croudie, Boolean(record?.termsAcceptedAt))) return;
  await completeStep(ctx.db, {
    croudieId,
    step: 'profileUpdated',
    completedBy: actorOf(ctx) ?? principalIdOf('CROUDIE', croudieId),
    completedAt: ctx.clock.now(),
  });
}

builder.mutationFields((t) => ({
  updateCroudieProfile: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description: "Changes the given parts of a croudie's profile: the croudie themselves, or network_admin",
    args: { croudieId: t.arg.id({ required: true }), input: t.arg({ type: CroudieProfileInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrNetworkAdmin(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      return failingAs(ctx, PROFILE_MESSAGES.failed, async () => {
        const raw = given(args.input as Record<string, unknown>);
        const changes = await profileChanges(ctx, croudie, raw);
        await saveProfile(ctx.db, croudie.id, changes, ctx.clock.now());
        await recordOnTimeline(ctx, croudie.id, 'profile_updated', { fields: Object.keys(raw).sort().join(', ') });
        await completeProfileStep(ctx, croudie.id);
        return (await findCroudie(ctx.db, croudie.id))!;
      });
    },
  }),
  requestEmailChange: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description: 'Sends a link to the new address; following it moves the sign-in e-mail there. The croudie, or network_admin',
    args: { croudieId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrNetworkAdmin(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      const parsed = v.safeParse(EmailSchema, args.email);
      if (!parsed.success) throw fieldProblems({ email: EMAIL_CHANGE_MESSAGES.invalid });
      const email = parsed.output;
      return failingAs(ctx, EMAIL_CHANGE_MESSAGES.failed, async () => {
        if ((await personWithEmail(ctx.db, email)) || (await ctx.accounts.principalByEmail(email)))
          throw conflict(EMAIL_CHANGE_MESSAGES.taken, { email: EMAIL_CHANGE_MESSAGES.taken });
        await ctx.accounts.requestEmailChange(principalIdOf('CROUDIE', croudie.id), email);
        await recordOnTimeline(ctx, croudie.id, 'email_change_requested', { to: email });
        return croudie;
      });
    },
  }),
  setOutOfOffice: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description: 'Sets the dates the croudie is away (yyyy-MM-dd, inclusive): the croudie, or network_admin',
    args: {
      croudieId: t.arg.id({ required: true }),
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      requireSelfOrNetworkAdmin(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      const parsed = v.safeParse(OutOfOfficeSchema, { startDate: args.startDate, endDate: args.endDate });
      if (!parsed.success) throw fieldProblems(fieldErrorsFrom(parsed.issues));
      const problems = outOfOfficeProblems(parsed.output, ctx.clock.now(), croudie.timezone);
      if (problems) throw fieldProblems(problems);
      return failingAs(ctx, PROFILE_MESSAGES.failed, async () => {
        await saveOutOfOffice(ctx.db, croudie.id, { start: parsed.output.startDate, end: parsed.output.endDate }, ctx.clock.now());
        await recordOnTimeline(ctx, croudie.id, 'out_of_office_set', { from: parsed.output.startDate, to: parsed.output.endDate });
        return croudie;
      });
    },
  }),
  clearOutOfOffice: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description: 'Removes the out-of-office dates: the croudie, or network_admin',
    args: { croudieId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrNetworkAdmin(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      return failingAs(ctx, PROFILE_MESSAGES.failed, async () => {
        await saveOutOfOffice(ctx.db, croudie.id, { start: null, end: null }, ctx.clock.now());
        await recordOnTimeline(ctx, croudie.id, 'out_of_office_cleared');
        return croudie;
      });
    },
  }),
  addIdDocument: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [FileAttachmentRef],
    description: "Adds an ID document the croudie uploaded (scope profile) and completes the checklist's ID step: the croudie",
    args: { croudieId: t.arg.id({ required: true }), fileId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSelf(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      const fileId = v.safeParse(IdSchema, String(args.fileId));
      const file = fileId.success ? await findFile(ctx.db, Number(fileId.output)) : null;
      if (!file || file.ownerPrincipalId !== viewer.principalId || file.scope !== 'profile')
        throw fieldProblems({ fileId: ID_DOCUMENT_MESSAGES.notYours });
      return failingAs(ctx, PROFILE_MESSAGES.failed, async () => {
        const now = ctx.clock.now();
        await addIdDocument(ctx.db, croudie.id, file.id, now);
        await completeStep(ctx.db, {
          croudieId: croudie.id,
          step: 'idUploaded',
          completedBy: viewer.principalId,
          completedAt: now,
          fileId: file.id,
        });
        await recordOnTimeline(ctx, croudie.id, 'id_document_uploaded', { fileName: file.name });
        return idDocumentsOf(ctx.db, croudie.id);
      });
    },
  }),
  removeIdDocument: t.field({
    ...operationRoles(['network_admin']),
    type: [FileAttachmentRef],
    description: 'Removes an ID document from the history: the croudie, or network_admin',
    args: { croudieId: t.arg.id({ required: true }), attachmentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrNetworkAdmin(ctx, args.croudieId);
      const croudie = await croudieOf(ctx, args.croudieId);
      const documentId = v.safeParse(IdSchema, String(args.attachmentId));
      const removed = documentId.success ? await removeIdDocument(ctx.db, croudie.id, Number(documentId.output)) : null;
      if (!removed) throw new PlatformError('NOT_FOUND', ID_DOCUMENT_MESSAGES.notFound);
      return failingAs(ctx, PROFILE_MESSAGES.failed, async () => {
        const file = await findFile(ctx.db, removed.fileId);
        await recordOnTimeline(ctx, croudie.id, 'id_document_removed', { fileName: file?.name ?? '' });
        return idDocumentsOf(ctx.db, croudie.id);
      });
    },
  }),
}));
