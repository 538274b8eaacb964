// A staff user's profile (staff-and-admin.md §2 FTE profile, §3 User (agency), §5, §8; issue 19): read by staff,
// changed by the person themselves or hr_user (office, referral source and date onboarded: hr_user only).
import DataLoader from 'dataloader';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import { fieldErrorsFrom, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { guarded, hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { downloadPath, findFile } from '../files/index.js';
import { languageList } from '../reference/index.js';
import type { AgencyUserRow } from './people.data.js';
import { principalIdOf } from './people.rules.js';
import { UserRef } from './people.schema.js';
import { topLevelFieldErrors, usStateAfterSave } from './profile.rules.js';
import { failingAs, fieldProblems } from './profile.schema.js';
import {
  findAgencyUser,
  findOffice,
  loadStaffProfiles,
  saveStaffDetails,
  type StaffDetailsChanges,
  type StaffProfileRow,
} from './staff-profile.data.js';
import {
  DASHBOARD_KEYS,
  DashboardsSchema,
  HR_ONLY_DETAILS,
  STAFF_PROFILE_MESSAGES as M,
  UserDetailsSchema,
} from './staff-profile.rules.js';
import { recordAccountEvent } from './timeline.data.js';
import { ReferralSourceEnum } from './onboarding.schema.js';

/** Dates of record (date onboarded) are London calendar days, like every platform date. */
export const PLATFORM_ZONE = 'Europe/London';

export const DashboardKeyEnum = builder.enumType('DashboardKey', {
  values: DASHBOARD_KEYS,
  description: 'A card of the staff work management dashboard (§2 Dashboards)',
});

const UserLanguageRef = builder.objectRef<{ code: string; name: string }>('UserLanguage');
UserLanguageRef.implement({
  description: 'A language: ISO 639-1 code and its English name',
  // only reached through User fields, whose own rule decides who sees them
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 639-1, lower case' }),
    name: t.exposeString('name', { description: 'Its English name' }),
  }),
});

/** A staff user's profile row, one query per request for every field and user that asks (a list, a page). */
function staffProfileOf(ctx: GraphQLContext, userId: number) {
  return perRequest(
    ctx,
    'people.staffProfiles',
    () => new DataLoader<number, StaffProfileRow | null>((ids) => loadStaffProfiles(ctx.db, ids)),
  ).load(userId);
}

const languageOf = (code: string | null | undefined) =>
  code ? { code, name: languageList().find((l) => l.id === code)?.name ?? code } : null;

builder.objectFields(UserRef, (t) => ({
  phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'E.164, with its leading +', ...hidden(RULES.userPrivate) }),
  nativeLanguage: t.field({
    type: UserLanguageRef,
    nullable: true,
    ...hidden(RULES.userPrivate),
    resolve: async (u, _args, ctx) => languageOf((await staffProfileOf(ctx, u.id))?.nativeLanguage),
  }),
  linkedinUrl: t.string({
    nullable: true,
    description: 'The LinkedIn profile (§3 linkedinProfile)',
    ...hidden(RULES.userPrivate),
    resolve: async (u, _args, ctx) => (await staffProfileOf(ctx, u.id))?.linkedinUrl ?? null,
  }),
  sendCodesByEmail: t.boolean({
    description: '2-step verification codes go by e-mail instead of text message',
    ...guarded(RULES.userPrivate),
    resolve: async (u, _args, ctx) => (await staffProfileOf(ctx, u.id))?.sendCodesByEmail ?? false,
  }),
  referralSource: t.field({
    type: ReferralSourceEnum,
    nullable: true,
    description: 'How the user heard of the agency (§3 Referral options)',
    ...hidden(RULES.userPrivate),
    resolve: async (u, _args, ctx) => (await staffProfileOf(ctx, u.id))?.referralSource ?? null,
  }),
  dateOnboarded: t.string({
    nullable: true,
    description: 'yyyy-MM-dd, a London calendar day',
    ...hidden(RULES.userPrivate),
    resolve: (u) => (u.dateOnboarded ? DateTime.fromJSDate(u.dateOnboarded, { zone: PLATFORM_ZONE }).toISODate() : null),
  }),
  dashboards: t.field({
    type: [DashboardKeyEnum],
    description: 'The dashboard cards the user has on their dashboard page, in their order (every card until they choose)',
    ...guarded(RULES.userPrivate),
    resolve: async (u, _args, ctx) => (await staffProfileOf(ctx, u.id))?.dashboards ?? [...DASHBOARD_KEYS],
  }),
}));

// ---- Who may change a staff user's details

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/));

/** The staff user named by an id argument, or NOT_FOUND. */
export async function agencyUserOf(ctx: GraphQLContext, userId: string | number, missing?: string): Promise<AgencyUserRow> {
  const parsed = v.safeParse(IdSchema, String(userId));
  const row = parsed.success ? await findAgencyUser(ctx.db, Number(parsed.output)) : null;
  if (!row) throw missing ? new PlatformError('NOT_FOUND', missing) : notFound('User');
  return row;
}

/** Whether the caller is staff holding hr_user (while impersonating: only if the impersonator holds it too, ADR 0007). */
export const isHrUser = (ctx: GraphQLContext) => ctx.auth.viewer?.kind === 'USER' && ctx.auth.viewer.roles.includes('hr_user');

/** The staff user themselves (an impersonating colleague acts as them), or hr_user, else FORBIDDEN. */
function requireSelfOrHr(ctx: GraphQLContext, userId: string | number): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden();
  if (isHrUser(ctx) || String(viewer.id) === String(userId)) return viewer;
  throw forbidden();
}

const actorOf = (ctx: GraphQLContext) => ctx.auth.actor?.principalId ?? null;

async function recordProfileUpdated(ctx: GraphQLContext, userId: number, fields: string[]) {
  await recordAccountEvent(ctx.db, {
    principalId: principalIdOf('USER', userId),
    kind: 'profile_updated',
    actorPrincipalId: actorOf(ctx),
    detail: { fields: fields.join(', ') },
    at: ctx.clock.now(),
  });
}

const given = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** The validated changes of a details save, or its field problems. */
async function detailsChanges(ctx: GraphQLContext, user: AgencyUserRow, raw: Record<string, unknown>): Promise<StaffDetailsChanges> {
  const hrOnly = HR_ONLY_DETAILS.filter((key) => key in raw);
  if (hrOnly.length && !isHrUser(ctx))
    throw new PlatformError('FORBIDDEN', M.hrOnly, Object.fromEntries(hrOnly.map((key) => [key, M.hrOnly])));
  const asText = (value: unknown) => (value == null ? value : String(value));
  const parsed = v.safeParse(UserDetailsSchema, { ...raw, officeId: asText(raw.officeId), avatarFileId: asText(raw.avatarFileId) });
  if (!parsed.success) throw fieldProblems(topLevelFieldErrors(fieldErrorsFrom(parsed.issues)));
  const input = parsed.output;
  // a cleared country leaves no US address, so no US state either
  const countryCleared = input.countryCode === null;
  const state = usStateAfterSave(countryCleared ? { ...user, countryCode: null } : user, {
    countryCode: input.countryCode ?? undefined,
    usState: input.usState,
  });
  if ('problem' in state) throw fieldProblems({ usState: state.problem });
  let office: string | null | undefined;
  if (input.officeId !== undefined) {
    const found = input.officeId === null ? null : await findOffice(ctx.db, input.officeId);
    if (input.officeId !== null && !found) throw fieldProblems({ officeId: M.office });
    office = found?.name ?? null;
  }
  // like the croudie's photo: a file the person uploaded themselves for their profile (an impersonating colleague
  // uploads as them); HR cannot put a picture of their own choosing on someone
  let avatar: string | null | undefined;
  if (input.avatarFileId !== undefined) {
    const file = input.avatarFileId === null ? null : await findFile(ctx.db, input.avatarFileId);
    if (input.avatarFileId !== null && (file?.ownerPrincipalId !== principalIdOf('USER', user.id) || file.scope !== 'profile'))
      throw fieldProblems({ avatarFileId: M.photo });
    avatar = file ? downloadPath(file.id) : null;
  }
  return {
    user: given({
      firstName: input.firstName,
      lastName: input.lastName,
      timezone: input.timezone,
      phoneNumber: input.phoneNumber,
      countryCode: input.countryCode,
      usState: 'countryCode' in raw || 'usState' in raw ? state.usState : undefined,
      office,
      avatar,
      dateOnboarded:
        input.dateOnboarded === undefined
          ? undefined
          : input.dateOnboarded === null
            ? null
            : DateTime.fromISO(input.dateOnboarded, { zone: PLATFORM_ZONE }).startOf('day').toJSDate(),
    }),
    profile: given({
      nativeLanguage: input.nativeLanguage,
      linkedinUrl: input.linkedinUrl,
      sendCodesByEmail: input.sendCodesByEmail,
      referralSource: input.referralSource,
    }),
  };
}

const UserDetailsInput = builder.inputType('UserDetailsInput', {
  description: 'Every field optional: only the given ones change; null or empty clears an optional one',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    timezone: t.string({ description: 'An IANA zone' }),
    phoneNumber: t.string({ description: 'With its country code (+44…); stored in E.164' }),
    countryCode: t.string({ description: 'ISO 3166-1 alpha-2' }),
    usState: t.string({ description: 'USPS code; only for the US' }),
    nativeLanguage: t.string({ description: 'ISO 639-1' }),
    linkedinUrl: t.string(),
    sendCodesByEmail: t.boolean({ description: '2-step codes by e-mail instead of text message' }),
    avatarFileId: t.id({ description: 'A file the user uploaded themselves with scope profile; null clears the photo' }),
    officeId: t.id({ description: 'An office of settings; hr_user only' }),
    referralSource: t.field({ type: ReferralSourceEnum, description: 'hr_user only' }),
    dateOnboarded: t.string({ description: 'yyyy-MM-dd (London); hr_user only' }),
  }),
});

builder.mutationFields((t) => ({
  updateUserDetails: t.field({
    ...operationRoles('ALL_STAFF'),
    type: UserRef,
    description:
      "Changes the given parts of a staff user's details: the person themselves or hr_user (office, referral source and date onboarded: hr_user only). Records profile_updated.",
    args: { userId: t.arg.id({ required: true }), input: t.arg({ type: UserDetailsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrHr(ctx, args.userId);
      const user = await agencyUserOf(ctx, args.userId);
      return failingAs(ctx, M.failed, async () => {
        const raw = given(args.input as Record<string, unknown>);
        const changes = await detailsChanges(ctx, user, raw);
        await saveStaffDetails(ctx.db, user.id, changes, ctx.clock.now());
        await recordProfileUpdated(ctx, user.id, Object.keys(raw));
        return (await findAgencyUser(ctx.db, user.id)) ?? user;
      });
    },
  }),
  updateUserDashboards: t.field({
    ...operationRoles('ALL_STAFF'),
    type: UserRef,
    description: 'Sets the dashboard cards the user has, in order (each once): the person themselves or hr_user',
    args: { userId: t.arg.id({ required: true }), dashboards: t.arg({ type: [DashboardKeyEnum], required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelfOrHr(ctx, args.userId);
      const user = await agencyUserOf(ctx, args.userId);
      const parsed = v.safeParse(DashboardsSchema, args.dashboards);
      if (!parsed.success) throw fieldProblems({ dashboards: parsed.issues[0].message });
      return failingAs(ctx, M.dashboardsFailed, async () => {
        await saveStaffDetails(ctx.db, user.id, { user: {}, profile: { dashboards: parsed.output } }, ctx.clock.now());
        await recordProfileUpdated(ctx, user.id, ['dashboards']);
        return user;
      });
    },
  }),
}));
