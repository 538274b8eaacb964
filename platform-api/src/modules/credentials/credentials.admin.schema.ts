// Task credentials administration (staff-and-admin.md §2 Task credentials: list, add, edit, view sessions; §3 Task
// credential (admin); §4; §5; §8; ADR 0261): task_cred_admin staff only.
import * as v from 'valibot';
import { kindOfPrincipal } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, conflict, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import { providerFor } from './credentials.providers.js';
import {
  adminCredentialPage,
  clientNameOf,
  deleteCredential,
  findAdminCredential,
  findByUsername,
  findCredential,
  findJob,
  insertCredential,
  insertPlatformAccount,
  jobOptions,
  liveSessions,
  releaseExpired,
  releaseSession,
  sessionHistoryPage,
  taskNames,
  updateCredential,
  type AdminCredentialRow,
  type CredentialSessionRow,
  type SessionHistoryRow,
} from './credentials.data.js';
import {
  ACCESS_LEVELS,
  ADMIN_DEFAULT_SORT,
  ADMIN_SORT_FIELDS,
  CRED_ADMIN,
  CREDENTIAL_ADD_MESSAGES,
  CREDENTIAL_ADD_OUTCOMES,
  CREDENTIAL_DELETE_OCCUPIED,
  CredentialEmailsSchema,
  credentialExpired,
  credentialExpiryError,
  credentialStatus,
  ENGINE_TYPES,
  JOB_OF_OTHER_CLIENT,
  JOB_OPTION_LIMIT,
  PLATFORMS,
  REQUESTER_NOT_STAFF,
  SEARCH_MAX,
  sessionLive,
  STORED_CREDENTIAL_STATUSES,
  todayOf,
  type CredentialAddOutcome,
  type CredentialStatus,
} from './credentials.rules.js';
import { CredentialStatusEnum, EngineTypeEnum, requireCredAdmin } from './credentials.types.js';

const ADMINS = operationRoles([CRED_ADMIN]);

// ---- Types

const AccessLevelEnum = builder.enumType('CredentialAccessLevel', {
  values: { STANDARD: { value: 'standard' }, ADMIN: { value: 'admin' } } as const,
});
const StoredStatusEnum = builder.enumType('TaskCredentialStoredStatus', {
  description: 'What an administrator sets; occupied is worked out from the live session',
  values: { AVAILABLE: { value: 'available' }, UNVERIFIED: { value: 'unverified' } } as const,
});
const AddOutcomeEnum = builder.enumType('TaskCredentialAddOutcome', {
  values: Object.fromEntries(CREDENTIAL_ADD_OUTCOMES.map((o) => [o, { value: o, description: CREDENTIAL_ADD_MESSAGES[o] }])) as Record<
    CredentialAddOutcome,
    { value: CredentialAddOutcome; description: string }
  >,
});
const PlatformEnum = builder.enumType('CredentialPlatform', {
  description: "A platform's identity service, where its accounts live",
  values: { GOOGLE: { value: 'google' }, MICROSOFT: { value: 'microsoft' } } as const,
});

const SessionRecordRef = builder.objectRef<SessionHistoryRow>('CredentialSessionRecord');
SessionRecordRef.implement({
  ...typeRule(RULES.staff),
  description: 'A session of a credential as its administrators see it: who held it, for which task, when (no password)',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.id }),
    holderPrincipalId: t.exposeString('principalId'),
    holderName: t.string({
      resolve: async (s, _args, ctx) => {
        const kind = kindOfPrincipal(s.principalId);
        const id = Number(s.principalId.split(':').at(-1));
        const person = kind && Number.isSafeInteger(id) ? await ctx.people.person(kind, id) : null;
        return person ? `${person.firstName} ${person.lastName}` : s.principalId;
      },
    }),
    taskId: t.id({ nullable: true, resolve: (s) => s.taskId }),
    taskName: t.string({ nullable: true, resolve: (s) => s.taskName }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expiresAt }),
    releasedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.releasedAt }),
    live: t.boolean({ description: 'Neither released nor expired', resolve: (s, _args, ctx) => sessionLive(s, ctx.clock.now()) }),
  }),
});

interface AdminView {
  row: AdminCredentialRow;
  session: SessionHistoryRow | null;
}

const AdminCredentialRef = builder.objectRef<AdminView>('AdminTaskCredential');
AdminCredentialRef.implement({
  ...typeRule(RULES.staff),
  description: 'A task credential with what its administrators keep: requester, expiration, job, who holds it now',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.row.id }),
    emailAddress: t.string({ resolve: (c) => c.row.emailAddress }),
    clientId: t.id({ resolve: (c) => c.row.clientId }),
    clientName: t.string({ resolve: (c) => c.row.clientName }),
    engineType: t.field({ type: EngineTypeEnum, resolve: (c) => c.row.engineType }),
    accessLevel: t.field({ type: AccessLevelEnum, resolve: (c) => c.row.accessLevel }),
    status: t.field({ type: CredentialStatusEnum, resolve: (c) => credentialStatus(c.row.status, c.session !== null) }),
    requester: t.field({
      type: UserRef,
      nullable: true,
      resolve: async (c, _args, ctx) =>
        c.row.requesterId === null ? null : ((await ctx.people.person('USER', c.row.requesterId)) as AgencyUserRow | null),
    }),
    expiresOn: t.string({
      nullable: true,
      description: 'The last day it may be lent (ISO day); none: it does not expire',
      resolve: (c) => c.row.expiresOn,
    }),
    expired: t.boolean({ resolve: (c, _args, ctx) => credentialExpired(c.row.expiresOn, todayOf(ctx.clock.now())) }),
    jobId: t.id({ nullable: true, resolve: (c) => c.row.jobId }),
    jobName: t.string({ nullable: true, resolve: (c) => c.row.jobName }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.row.createdAt }),
    currentSession: t.field({
      type: SessionRecordRef,
      nullable: true,
      description: 'The live session: who holds it now, for which task',
      resolve: (c) => c.session,
    }),
  }),
});

function connection<T>(name: string, node: typeof AdminCredentialRef | typeof SessionRecordRef) {
  const ref = builder.objectRef<{ nodes: T[]; pagination: { total: number; page: number; limit: number } }>(name);
  ref.implement({
    ...typeRule(RULES.staff),
    fields: (t) => ({
      // Pothos cannot tie the generic node to its ref; each connection below names its own.
      nodes: t.field({ type: [node] as never, resolve: (c) => c.nodes as never }),
      pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
    }),
  });
  return ref;
}
const AdminCredentialConnection = connection<AdminView>('AdminTaskCredentialConnection', AdminCredentialRef);
const SessionConnection = connection<SessionHistoryRow>('CredentialSessionConnection', SessionRecordRef);

const AddResultRef = builder.objectRef<{ emailAddress: string; outcome: CredentialAddOutcome; credential: AdminView | null }>(
  'TaskCredentialAddResult',
);
AddResultRef.implement({
  ...typeRule(RULES.staff),
  description: 'What adding one e-mail address did (§8 Create results)',
  fields: (t) => ({
    emailAddress: t.exposeString('emailAddress'),
    outcome: t.field({ type: AddOutcomeEnum, resolve: (r) => r.outcome }),
    message: t.string({ description: "The result in the spec's words", resolve: (r) => CREDENTIAL_ADD_MESSAGES[r.outcome] }),
    credential: t.field({ type: AdminCredentialRef, nullable: true, resolve: (r) => r.credential }),
  }),
});

const JobOptionRef = builder.objectRef<{ id: number; name: string }>('CredentialJobOption');
JobOptionRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PlatformAccountRef = builder.objectRef<{ id: number; platform: 'google' | 'microsoft'; emailAddress: string }>('PlatformAccount');
PlatformAccountRef.implement({
  ...typeRule(RULES.staff),
  description: "An account the agency holds at a platform's identity service (the built-in provider's directory)",
  fields: (t) => ({
    id: t.exposeID('id'),
    platform: t.field({ type: PlatformEnum, resolve: (a) => a.platform }),
    emailAddress: t.exposeString('emailAddress'),
  }),
});

// ---- Inputs and their rules

const Filters = builder.inputType('AdminTaskCredentialFilters', {
  fields: (t) => ({
    clientIds: t.idList({ required: false }),
    engineTypes: t.field({ type: [EngineTypeEnum], required: false }),
    statuses: t.field({ type: [CredentialStatusEnum], required: false }),
    search: t.string({ required: false, description: 'Part of the e-mail address, in any case' }),
  }),
});

const AddInput = builder.inputType('AddTaskCredentialsInput', {
  fields: (t) => ({
    clientId: t.id({ required: true }),
    emailAddresses: t.stringList({ required: true, description: 'One credential per address; an invalid one refuses them all' }),
    engineType: t.field({ type: EngineTypeEnum, required: true }),
    accessLevel: t.field({ type: AccessLevelEnum, required: false, defaultValue: 'standard' }),
    expiresOn: t.string({ required: false, description: 'ISO day, today or later; none: it does not expire' }),
    requesterId: t.id({ required: true, description: 'The staff member who asked for it' }),
    jobId: t.id({ required: false, description: "A job of the client's" }),
  }),
});

const UpdateInput = builder.inputType('UpdateTaskCredentialInput', {
  fields: (t) => ({
    accessLevel: t.field({ type: AccessLevelEnum, required: true }),
    status: t.field({ type: StoredStatusEnum, required: true }),
    expiresOn: t.string({ required: false, description: 'ISO day; a new one must be today or later; none: it does not expire' }),
    requesterId: t.id({ required: true }),
    jobId: t.id({ required: false }),
  }),
});

const PlatformAccountInput = builder.inputType('PlatformAccountInput', {
  fields: (t) => ({
    platform: t.field({ type: PlatformEnum, required: true }),
    emailAddress: t.string({ required: true }),
  }),
});

const REQUIRED = 'This field is required';
const ID = v.pipe(v.string(REQUIRED), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'), v.transform(Number));
const OptionalId = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((text) => text || null),
  v.nullable(ID),
);
const IsoDay = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((text) => text?.trim() || null),
  v.nullable(
    v.pipe(
      v.string(),
      v.isoDate('A date as YYYY-MM-DD'),
      v.check(
        (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
        'Not a date',
      ),
    ),
  ),
);

const FiltersSchema = v.object({
  clientIds: v.pipe(
    v.optional(v.nullable(v.array(ID)), null),
    v.transform((ids) => (ids?.length ? ids : null)),
    v.nullable(v.pipe(v.array(v.number()), v.maxLength(100, 'At most 100 clients'))),
  ),
  engineTypes: v.pipe(
    v.optional(v.nullable(v.array(v.picklist(ENGINE_TYPES))), null),
    v.transform((list) => (list?.length ? list : null)),
  ),
  statuses: v.pipe(
    v.optional(v.nullable(v.array(v.picklist(['available', 'occupied', 'unverified'] as const))), null),
    v.transform((list) => (list?.length ? list : null)),
  ),
  search: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `Search is at most ${SEARCH_MAX} characters`))),
  ),
});
const SortSchema = v.object({
  field: v.picklist(ADMIN_SORT_FIELDS, `Sort by one of: ${ADMIN_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC'] as const),
});

const AddSchema = v.object({
  clientId: ID,
  emailAddresses: CredentialEmailsSchema,
  engineType: v.picklist(ENGINE_TYPES, REQUIRED),
  accessLevel: v.picklist(ACCESS_LEVELS, REQUIRED),
  expiresOn: IsoDay,
  requesterId: ID,
  jobId: OptionalId,
});

const UpdateSchema = v.object({
  accessLevel: v.picklist(ACCESS_LEVELS, REQUIRED),
  status: v.picklist(STORED_CREDENTIAL_STATUSES, REQUIRED),
  expiresOn: IsoDay,
  requesterId: ID,
  jobId: OptionalId,
});

const PlatformAccountSchema = v.object({
  platform: v.picklist(PLATFORMS, REQUIRED),
  emailAddress: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(REQUIRED),
    v.maxLength(254, 'Please enter a valid email address'),
    v.email('Please enter a valid email address'),
  ),
});

/** An id argument; one that cannot be a row's is NOT_FOUND, like a row that is gone. */
function idOf(value: string | number, what: string): number {
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw notFound(what);
  return Number(text);
}

/**
 * The rules of requester, job and expiration that need the database: the requester is a staff member, the job is one
 * of the client's, a new expiration is not in the past. Field errors under `input.*`.
 */
async function checkAssignments(
  ctx: Context,
  input: { requesterId: number; jobId: number | null; expiresOn: string | null },
  clientId: number,
  previousExpiry: string | null,
): Promise<string | null> {
  const errors: Record<string, string> = {};
  const requester = await ctx.people.person('USER', input.requesterId);
  if (!requester || requester.status === 'deleted') errors['input.requesterId'] = REQUESTER_NOT_STAFF;
  let jobName: string | null = null;
  if (input.jobId !== null) {
    const job = await findJob(ctx.db, input.jobId);
    if (!job || job.clientId !== clientId) errors['input.jobId'] = JOB_OF_OTHER_CLIENT;
    else jobName = job.name;
  }
  if (input.expiresOn !== previousExpiry) {
    const expiry = credentialExpiryError(input.expiresOn, todayOf(ctx.clock.now()));
    if (expiry) errors['input.expiresOn'] = expiry;
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
  return jobName;
}

/** The credential with its live session (expired sessions released first), for answers. */
async function adminView(ctx: Context, id: number): Promise<AdminView> {
  const row = await findAdminCredential(ctx.db, id);
  if (!row) throw notFound('Credential');
  const [live] = await liveSessions(ctx.db, [id], ctx.clock.now());
  return { row, session: live ? await withTaskName(ctx, live) : null };
}

async function withTaskName(ctx: Context, session: CredentialSessionRow): Promise<SessionHistoryRow> {
  const names = await taskNames(ctx.db, session.taskId === null ? [] : [session.taskId]);
  return { ...session, taskName: session.taskId === null ? null : (names.get(session.taskId) ?? null) };
}

// ---- Fields

builder.queryFields((t) => ({
  adminTaskCredentials: t.field({
    type: AdminCredentialConnection,
    description: "Every client's task credentials for their administrators (task_cred_admin), newest first unless sorted",
    ...ADMINS,
    args: {
      filters: t.arg({ type: Filters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const page = toPage(args.pagination);
      const sort = parseInput(SortSchema, args.sort ?? ADMIN_DEFAULT_SORT, 'sort');
      const filters = parseInput(
        FiltersSchema,
        {
          clientIds: args.filters?.clientIds?.map(String) ?? null,
          engineTypes: args.filters?.engineTypes ?? null,
          statuses: args.filters?.statuses ?? null,
          search: args.filters?.search ?? null,
        },
        'filters',
      );
      const now = ctx.clock.now();
      const { nodes, total } = await adminCredentialPage(ctx.db, {
        ...filters,
        statuses: filters.statuses as CredentialStatus[] | null,
        sort,
        page,
        now,
      });
      const sessions = await liveSessions(
        ctx.db,
        nodes.map((n) => n.id),
        now,
      );
      const names = await taskNames(
        ctx.db,
        sessions.flatMap((s) => (s.taskId === null ? [] : [s.taskId])),
      );
      const byCredential = new Map(
        sessions.map((s) => [s.credentialId, { ...s, taskName: s.taskId === null ? null : (names.get(s.taskId) ?? null) }]),
      );
      return {
        nodes: nodes.map((row) => ({ row, session: byCredential.get(row.id) ?? null })),
        pagination: { total, page: page.page, limit: page.limit },
      };
    },
  }),
  taskCredentialSessions: t.field({
    type: SessionConnection,
    description: "A credential's sessions, newest first: who held it, for which task, until when (task_cred_admin)",
    ...ADMINS,
    args: { credentialId: t.arg.id({ required: true }), pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const id = idOf(args.credentialId, 'Credential');
      if (!(await findCredential(ctx.db, id))) throw notFound('Credential');
      const page = toPage(args.pagination);
      await releaseExpired(ctx.db, id, ctx.clock.now());
      const { nodes, total } = await sessionHistoryPage(ctx.db, id, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  credentialJobOptions: t.field({
    type: [JobOptionRef],
    description: `The client's jobs a credential can be assigned to, by name (at most ${JOB_OPTION_LIMIT}; task_cred_admin)`,
    ...ADMINS,
    args: { clientId: t.arg.id({ required: true }), search: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const clientId = idOf(args.clientId, 'Client');
      const search = args.search?.trim().slice(0, SEARCH_MAX) || null;
      return jobOptions(ctx.db, clientId, search, JOB_OPTION_LIMIT);
    },
  }),
}));

builder.mutationFields((t) => ({
  addTaskCredentials: t.field({
    type: [AddResultRef],
    description:
      'Adds a credential per e-mail address for the client and platform; one result each: Created, Username already in use, ' +
      'Username not found (the platform does not know it), Unknown Error (the provider could not tell). Task_cred_admin.',
    ...ADMINS,
    args: { input: t.arg({ type: AddInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const input = parseInput(
        AddSchema,
        {
          ...args.input,
          clientId: String(args.input.clientId),
          requesterId: String(args.input.requesterId),
          jobId: args.input.jobId == null ? null : String(args.input.jobId),
        },
        'input',
      );
      const client = await clientNameOf(ctx.db, input.clientId);
      if (client === null) throw notFound('Client');
      const jobName = await checkAssignments(ctx, input, input.clientId, null);
      const provider = await providerFor(ctx.db, input.clientId);
      const results: { emailAddress: string; outcome: CredentialAddOutcome; credential: AdminView | null }[] = [];
      for (const emailAddress of input.emailAddresses) {
        const answer = (outcome: CredentialAddOutcome, credential: AdminView | null = null) =>
          results.push({ emailAddress, outcome, credential });
        if (await findByUsername(ctx.db, input.clientId, input.engineType, emailAddress)) {
          answer('USERNAME_IN_USE');
          continue;
        }
        let exists: boolean;
        try {
          exists = await provider.accountExists({ clientId: input.clientId, engineType: input.engineType, emailAddress });
        } catch (e) {
          // Whatever the provider's failure, this address is "Unknown Error"; the others go on.
          ctx.logger.warn(
            { clientId: input.clientId, reason: e instanceof Error ? e.message : String(e) },
            'credential account lookup failed',
          );
          answer('UNKNOWN_ERROR');
          continue;
        }
        if (!exists) {
          answer('USERNAME_NOT_FOUND');
          continue;
        }
        const row = await insertCredential(ctx.db, {
          clientId: input.clientId,
          engineType: input.engineType,
          emailAddress,
          // the platform knows the account: it may be lent at once
          status: 'available',
          accessLevel: input.accessLevel,
          expiresOn: input.expiresOn,
          requesterId: input.requesterId,
          jobId: input.jobId,
          createdAt: ctx.clock.now(),
        });
        // null: added by someone else since the check (the unique index)
        if (!row) answer('USERNAME_IN_USE');
        else answer('CREATED', { row: { ...row, clientName: client, jobName }, session: null });
      }
      return results;
    },
  }),
  updateTaskCredential: t.field({
    type: AdminCredentialRef,
    description: 'Changes access level, status (available or unverified), expiration, requester and job (task_cred_admin)',
    ...ADMINS,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const id = idOf(args.id, 'Credential');
      const input = parseInput(
        UpdateSchema,
        { ...args.input, requesterId: String(args.input.requesterId), jobId: args.input.jobId == null ? null : String(args.input.jobId) },
        'input',
      );
      const current = await findCredential(ctx.db, id);
      if (!current) throw notFound('Credential');
      await checkAssignments(ctx, input, current.clientId, current.expiresOn);
      await updateCredential(ctx.db, id, input);
      return adminView(ctx, id);
    },
  }),
  revokeTaskCredential: t.field({
    type: AdminCredentialRef,
    description:
      'Ends the live session, if any, and marks the credential unverified: it is not lent again until an administrator ' +
      'sets it available (task_cred_admin)',
    ...ADMINS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const id = idOf(args.id, 'Credential');
      if (!(await findCredential(ctx.db, id))) throw notFound('Credential');
      const now = ctx.clock.now();
      await releaseExpired(ctx.db, id, now);
      for (const live of await liveSessions(ctx.db, [id], now)) await releaseSession(ctx.db, live.id, now);
      await updateCredential(ctx.db, id, { status: 'unverified' });
      return adminView(ctx, id);
    },
  }),
  deleteTaskCredential: t.boolean({
    description: 'Removes a credential with its session history; refused while someone holds it (Occupied). Task_cred_admin.',
    ...ADMINS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const id = idOf(args.id, 'Credential');
      if (!(await findCredential(ctx.db, id))) throw notFound('Credential');
      const now = ctx.clock.now();
      await releaseExpired(ctx.db, id, now);
      if ((await liveSessions(ctx.db, [id], now)).length) throw conflict(CREDENTIAL_DELETE_OCCUPIED);
      if (!(await deleteCredential(ctx.db, id))) throw notFound('Credential');
      return true;
    },
  }),
  addPlatformAccount: t.field({
    type: PlatformAccountRef,
    description:
      "Records an account the agency holds at a platform's identity service in the built-in provider's directory, " +
      'so adding it as a credential finds it (task_cred_admin)',
    ...ADMINS,
    args: { input: t.arg({ type: PlatformAccountInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx);
      const input = parseInput(PlatformAccountSchema, args.input, 'input');
      const row = await insertPlatformAccount(ctx.db, { ...input, createdAt: ctx.clock.now() });
      if (!row) throw conflict('This account is already in the directory');
      return row;
    },
  }),
}));
