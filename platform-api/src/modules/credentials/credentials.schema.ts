import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { principalRoles } from '../people/people.tables.js';
import { tasks } from '../work/work.tables.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { ProvisioningFailed, providerFor } from './credentials.providers.js';
import { CredentialStatusEnum, EngineTypeEnum, requireCredAdmin } from './credentials.types.js';
import './credentials.admin.schema.js';
import { backupCodes, taskCredentials as taskCredentialsTable } from './credentials.tables.js';
import {
  findCredential,
  findSession,
  insertSession,
  listCredentials,
  liveSessions,
  releaseExpired,
  releaseSession,
  type CredentialSessionRow,
  type TaskCredentialRow,
} from './credentials.data.js';
import {
  ALL_IN_USE,
  CRED_ADMIN,
  CREDENTIAL_EXPIRED,
  CREDENTIAL_LIST_LIMIT,
  credentialExpired,
  credentialStatus,
  BACKUP_CODE_LIST_LIMIT,
  ENGINE_TYPES,
  formatBackupCode,
  PROVISION_FAILED,
  SESSION_MINUTES,
  todayOf,
  type CredentialStatus,
  type EngineType,
} from './credentials.rules.js';

/** Task states in which a croudie may hold a credential for the task. */
const WORKING_STATES = ['in_progress'] as const;

interface CredentialView {
  row: TaskCredentialRow;
  status: CredentialStatus;
  session: CredentialSessionRow | null;
  viewer: Viewer;
}

const SessionRef = builder.objectRef<{ session: CredentialSessionRow; credential: TaskCredentialRow }>('CredentialSession');
SessionRef.implement({
  ...typeRule(RULES.credentialSession),
  description: 'A provisioned session: sign in at url with the credential e-mail and this password until expiresAt',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.session.id }),
    emailAddress: t.string({ resolve: (s) => s.credential.emailAddress }),
    password: t.string({ resolve: (s) => s.session.password }),
    url: t.string({ resolve: (s) => s.session.url }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.session.expiresAt }),
  }),
});

const TaskCredentialRef = builder.objectRef<CredentialView>('TaskCredential');
TaskCredentialRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.row.id }),
    emailAddress: t.string({ resolve: (c) => c.row.emailAddress }),
    engineType: t.field({ type: EngineTypeEnum, resolve: (c) => c.row.engineType }),
    accessLevel: t.string({ resolve: (c) => c.row.accessLevel }),
    status: t.field({ type: CredentialStatusEnum, resolve: (c) => c.status }),
    occupiedByMe: t.boolean({ resolve: (c) => c.session?.principalId === c.viewer.principalId }),
    session: t.field({
      type: SessionRef,
      nullable: true,
      description: "The caller's own live session of this credential",
      resolve: (c) => (c.session && c.session.principalId === c.viewer.principalId ? { session: c.session, credential: c.row } : null),
    }),
  }),
});

const CountsRef = builder.objectRef<{ engineType: EngineType; available: number; occupied: number; unverified: number; total: number }>(
  'CredentialCounts',
);
CountsRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    engineType: t.field({ type: EngineTypeEnum, resolve: (c) => c.engineType }),
    available: t.exposeInt('available'),
    occupied: t.exposeInt('occupied'),
    unverified: t.exposeInt('unverified'),
    total: t.exposeInt('total'),
  }),
});

const ID = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));
const FiltersSchema = v.object({
  clientIds: v.pipe(v.array(ID), v.minLength(1, 'Choose a client'), v.maxLength(100, 'At most 100 clients')),
  engineTypes: v.optional(v.nullable(v.array(v.picklist(ENGINE_TYPES)))),
});

/** The clients a croudie may see credentials of: those of the tasks they are working on. */
async function workingClientIds(ctx: Context, viewer: Viewer): Promise<number[] | null> {
  if (viewer.kind === 'USER') return null;
  if (viewer.kind !== 'CROUDIE') return [];
  const rows = await ctx.db
    .select({ clientId: tasks.clientId })
    .from(tasks)
    .where(and(eq(tasks.croudieId, viewer.id), inArray(tasks.state, [...WORKING_STATES])));
  return [...new Set(rows.map((r) => r.clientId))];
}

/** The croudie still works on this task (assigned to them and in progress). */
async function stillWorkingOn(ctx: Context, viewer: Viewer, taskId: number | null): Promise<boolean> {
  if (taskId === null || viewer.kind !== 'CROUDIE') return false;
  const [task] = await ctx.db.select({ croudieId: tasks.croudieId, state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
  return task !== undefined && task.croudieId === viewer.id && (WORKING_STATES as readonly string[]).includes(task.state);
}

async function views(ctx: Context, viewer: Viewer, rows: TaskCredentialRow[]): Promise<CredentialView[]> {
  const now = ctx.clock.now();
  const sessions = await liveSessions(
    ctx.db,
    rows.map((r) => r.id),
    now,
  );
  const byCredential = new Map(sessions.map((s) => [s.credentialId, s]));
  return rows.map((row) => {
    const session = byCredential.get(row.id) ?? null;
    return { row, session, viewer, status: credentialStatus(row.status, session !== null) };
  });
}

const ProvisionInput = builder.inputType('ProvisionCredentialsInput', {
  fields: (t) => ({
    taskId: t.id({ required: true, description: 'The task (entity) the credential is for' }),
    clientId: t.id({ required: true }),
    engineType: t.field({ type: EngineTypeEnum, required: true }),
    taskCredentialId: t.id({ required: true }),
  }),
});
const ProvisionSchema = v.object({ taskId: ID, clientId: ID, engineType: v.picklist(ENGINE_TYPES), taskCredentialId: ID });

builder.queryFields((t) => ({
  taskCredentials: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [TaskCredentialRef],
    description: 'Credentials of clients (at most 100): staff see all; a croudie those of clients whose tasks they are working on',
    args: {
      clientIds: t.arg.idList({ required: true }),
      engineTypes: t.arg({ type: [EngineTypeEnum], required: false }),
      status: t.arg({ type: CredentialStatusEnum, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const filters = parseInput(FiltersSchema, { clientIds: args.clientIds.map(String), engineTypes: args.engineTypes ?? null });
      const allowed = await workingClientIds(ctx, viewer);
      const clientIds = filters.clientIds.map(Number).filter((id) => allowed === null || allowed.includes(id));
      const listed = await listCredentials(ctx.db, { clientIds, engineTypes: filters.engineTypes ?? null }, CREDENTIAL_LIST_LIMIT);
      // An expired credential is not lent any more: croudies are not offered it (staff still see it).
      const today = todayOf(ctx.clock.now());
      const rows = viewer.kind === 'CROUDIE' ? listed.filter((row) => !credentialExpired(row.expiresOn, today)) : listed;
      const all = await views(ctx, viewer, rows);
      return args.status ? all.filter((c) => c.status === args.status) : all;
    },
  }),
  taskCredentialSummary: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [CountsRef],
    description: "Per platform, the client's available, occupied, unverified and total credentials (staff only)",
    args: { clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      if (viewer.kind !== 'USER') throw forbidden('Only staff can see the credential summary');
      const clientId = Number(parseInput(v.object({ clientId: ID }), { clientId: String(args.clientId) }).clientId);
      const all = await views(ctx, viewer, await listCredentials(ctx.db, { clientIds: [clientId] }, 10_000));
      return ENGINE_TYPES.map((engineType) => {
        const of = all.filter((c) => c.row.engineType === engineType);
        const count = (s: CredentialStatus) => of.filter((c) => c.status === s).length;
        return {
          engineType,
          available: count('available'),
          occupied: count('occupied'),
          unverified: count('unverified'),
          total: of.length,
        };
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  provisionCredentials: t.field({
    ...operationRoles('ALL_STAFF'),
    type: SessionRef,
    description: "Lends the croudie working on the task a credential of the task's client: a session with password, url and expiry",
    args: { input: t.arg({ type: ProvisionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const input = parseInput(
        ProvisionSchema,
        {
          taskId: String(args.input.taskId),
          clientId: String(args.input.clientId),
          engineType: args.input.engineType,
          taskCredentialId: String(args.input.taskCredentialId),
        },
        'input',
      );
      const [task] = await ctx.db
        .select()
        .from(tasks)
        .where(eq(tasks.id, Number(input.taskId)));
      if (!task) throw notFound('Task');
      if (viewer.kind !== 'CROUDIE' || task.croudieId !== viewer.id)
        throw forbidden('Only the croudie working on this task can get credentials');
      if (task.state !== 'in_progress') throw conflict('Credentials are only for tasks in progress');
      if (task.clientId !== Number(input.clientId)) throw conflict('This task is for another client');
      const credential = await findCredential(ctx.db, Number(input.taskCredentialId));
      if (!credential || credential.clientId !== task.clientId || credential.engineType !== input.engineType) throw notFound('Credential');
      if (credential.status === 'unverified') throw conflict('This credential is not verified yet');
      const now = ctx.clock.now();
      if (credentialExpired(credential.expiresOn, todayOf(now))) throw conflict(CREDENTIAL_EXPIRED);
      await releaseExpired(ctx.db, credential.id, now);
      const [live] = await liveSessions(ctx.db, [credential.id], now);
      if (live) {
        if (live.principalId === viewer.principalId) return { session: live, credential };
        throw conflict(ALL_IN_USE);
      }
      // The client's provider hands out the sign-in; a provider failure is reported, nothing is held.
      let access: { password: string; url: string };
      try {
        const provider = await providerFor(ctx.db, credential.clientId);
        access = await provider.provision({
          credentialId: credential.id,
          emailAddress: credential.emailAddress,
          engineType: credential.engineType,
          clientId: credential.clientId,
          principalId: viewer.principalId,
          taskId: task.id,
        });
      } catch (e) {
        if (e instanceof ProvisioningFailed) {
          ctx.logger.warn({ credentialId: credential.id, reason: e.message }, 'credential provisioning failed');
          throw new PlatformError('INTERNAL_SERVER_ERROR', PROVISION_FAILED);
        }
        throw e;
      }
      try {
        const session = await insertSession(ctx.db, {
          credentialId: credential.id,
          principalId: viewer.principalId,
          taskId: task.id,
          password: access.password,
          url: access.url,
          expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000),
          createdAt: now,
        });
        return { session, credential };
      } catch {
        // Someone took it between the check and the insert (the one-live-session index).
        throw conflict(ALL_IN_USE);
      }
    },
  }),
  revokeProvision: t.field({
    type: 'Boolean',
    description: 'Relinquishes a provisioned session (its holder, or task_cred_admin staff)',
    // Croudies relinquish their own (they are not gated by staff roles); of staff, only credential administrators.
    ...operationRoles([CRED_ADMIN]),
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const id = Number(parseInput(v.object({ sessionId: ID }), { sessionId: String(args.sessionId) }).sessionId);
      const session = await findSession(ctx.db, id);
      if (!session) throw notFound('Session');
      const isAdmin = viewer.kind === 'USER' && viewer.roles.includes(CRED_ADMIN);
      if (session.principalId !== viewer.principalId && !isAdmin) {
        throw forbidden('Only the person holding this credential can relinquish it');
      }
      if (session.releasedAt || session.expiresAt.getTime() <= ctx.clock.now().getTime())
        throw conflict('This credential was already relinquished');
      const released = await releaseSession(ctx.db, id, ctx.clock.now());
      if (!released) throw conflict('This credential was already relinquished');
      return true;
    },
  }),
}));

// ---- Backup codes (shell-and-freelancer.md §3 Backup code, §6 subscription to new backup codes on control) ----

interface BackupCodeView {
  id: number;
  clientId: number;
  credentialId: number;
  emailAddress: string;
  engineType: string;
  actorPrincipalId: string;
  code: string;
  createdAt: Date;
}

const BackupCodeRef = builder.objectRef<BackupCodeView>('BackupCode');
BackupCodeRef.implement({
  ...typeRule(RULES.backupCode),
  description: "A backup (second-factor) code for signing in to a client's credential account",
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.id }),
    actorId: t.string({ description: 'The principal who asked for the code', resolve: (c) => c.actorPrincipalId }),
    resourceId: t.id({ description: 'The task credential the code is for', resolve: (c) => c.credentialId }),
    clientId: t.id({ resolve: (c) => c.clientId }),
    emailAddress: t.string({ resolve: (c) => c.emailAddress }),
    engineType: t.field({ type: EngineTypeEnum, resolve: (c) => c.engineType as EngineType }),
    code: t.exposeString('code'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const BACKUP_CODES_ADMIN_ONLY = 'Only credential administrators can see backup codes';

const ClientArg = v.object({ clientId: ID });

builder.queryFields((t) => ({
  backupCodes: t.field({
    ...operationRoles(['task_cred_admin']),
    type: [BackupCodeRef],
    description: "The client's latest backup codes, newest first (task_cred_admin staff)",
    args: { clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireCredAdmin(ctx, BACKUP_CODES_ADMIN_ONLY);
      const clientId = Number(parseInput(ClientArg, { clientId: String(args.clientId) }).clientId);
      const rows = await ctx.db
        .select({ code: backupCodes, emailAddress: taskCredentialsTable.emailAddress, engineType: taskCredentialsTable.engineType })
        .from(backupCodes)
        .innerJoin(taskCredentialsTable, eq(taskCredentialsTable.id, backupCodes.credentialId))
        .where(eq(backupCodes.clientId, clientId))
        .orderBy(desc(backupCodes.createdAt), desc(backupCodes.id))
        .limit(BACKUP_CODE_LIST_LIMIT);
      return rows.map((r) => ({ ...r.code, emailAddress: r.emailAddress, engineType: r.engineType }));
    },
  }),
}));

builder.mutationFields((t) => ({
  generateBackupCode: t.field({
    ...operationRoles(['task_cred_admin']),
    type: BackupCodeRef,
    description:
      "A new backup code for a credential's account: task_cred_admin staff, or the croudie holding a live session of it. Pushed to every credential administrator (newCode).",
    args: { taskCredentialId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const id = Number(
        parseInput(v.object({ taskCredentialId: ID }), { taskCredentialId: String(args.taskCredentialId) }).taskCredentialId,
      );
      const credential = await findCredential(ctx.db, id);
      if (!credential) throw notFound('Credential');
      const now = ctx.clock.now();
      const isAdmin = viewer.kind === 'USER' && viewer.roles.includes(CRED_ADMIN);
      if (!isAdmin) {
        const [live] = await liveSessions(ctx.db, [credential.id], now);
        if (!live || live.principalId !== viewer.principalId)
          throw forbidden('Only credential administrators or the person holding this credential can get a backup code');
        // The credential follows the task: once the task is no longer theirs to work on, neither is the code.
        if (!(await stillWorkingOn(ctx, viewer, live.taskId))) {
          await releaseSession(ctx.db, live.id, now);
          throw forbidden('This task is no longer yours, so its credential is not either');
        }
      }
      const [row] = await ctx.db
        .insert(backupCodes)
        .values({
          credentialId: credential.id,
          clientId: credential.clientId,
          actorPrincipalId: viewer.principalId,
          code: formatBackupCode(randomInt(0, 10 ** 8)),
          createdAt: now,
        })
        .returning();
      const event = { ...row!, emailAddress: credential.emailAddress, engineType: credential.engineType };
      const admins = await ctx.db
        .select({ principalId: principalRoles.principalId })
        .from(principalRoles)
        .where(and(eq(principalRoles.role, CRED_ADMIN), like(principalRoles.principalId, 'user-service:users:%')));
      for (const admin of admins) ctx.pubsub.publish('newCode', admin.principalId, event);
      return event;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  newCode: t.field({
    ...operationRoles(['task_cred_admin']),
    type: BackupCodeRef,
    description: "New backup codes of the client's credentials, live (task_cred_admin staff, control)",
    args: { clientId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => {
      const viewer = requireCredAdmin(ctx, BACKUP_CODES_ADMIN_ONLY);
      const clientId = Number(parseInput(ClientArg, { clientId: String(args.clientId) }).clientId);
      return ctx.pubsub.subscribe('newCode', viewer.principalId, (event) => event.clientId === clientId);
    },
    resolve: (event) => event,
  }),
}));
