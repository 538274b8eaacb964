/** Announcements admin: saving, sending, completing, deleting, copying, the list and the report (ADR 0287). */
import { and, asc, desc, eq, ilike, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { agencyUsers, croudies, principalIdOf } from '../people/index.js';
import { audienceCondition } from './announcements.audience.js';
import { lifetimeEndSql, loadAnnouncementViews, type AnnouncementView } from './announcements.data.js';
import type { AdminAnnouncementSortField } from './announcements.form.js';
import {
  copySubject,
  type ActionTargetState,
  type AnnouncementStatus,
  type AnnouncementType,
  type Audience,
} from './announcements.rules.js';
import { announcementActions, announcementAssignments, announcements } from './announcements.tables.js';

/** A database or a transaction of one. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AdminAnnouncementView extends AnnouncementView {
  /** The staff member who created it (first and last name); null when unknown (seeded, or not staff). */
  creatorName: string | null;
  /** Croudies it was assigned to (0 until sent). */
  recipients: number;
}

/** What a save writes; type and actions come from the form's buttons (announcementShape). */
export interface AnnouncementFields {
  name: string;
  content: string;
  type: AnnouncementType;
  actions: { name: string; targetState: ActionTargetState }[];
  status: Extract<AnnouncementStatus, 'draft' | 'scheduled'>;
  scheduledAt: Date | null;
  lifetimeDays: number | null;
  audience: Audience;
}

const USER_PREFIX = principalIdOf('USER', '');
const UNSENT: AnnouncementStatus[] = ['draft', 'scheduled'];

const recipientsOf = sql<number>`(select count(*)::int from ${announcementAssignments} where ${announcementAssignments.announcementId} = ${announcements.id})`;
const creatorNameOf = sql<string | null>`nullif(trim(concat_ws(' ', ${agencyUsers.firstName}, ${agencyUsers.lastName})), '')`;

function adminSelect(db: Db) {
  return db
    .select({ row: announcements, creatorName: creatorNameOf, recipients: recipientsOf })
    .from(announcements)
    .leftJoin(agencyUsers, sql`${announcements.createdByPrincipalId} = ${USER_PREFIX} || ${agencyUsers.id}::text`);
}

async function withActions(
  db: Db,
  rows: { row: typeof announcements.$inferSelect; creatorName: string | null; recipients: number }[],
): Promise<AdminAnnouncementView[]> {
  const views = await loadAnnouncementViews(
    db as Database,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({ ...views.get(r.row.id)!, creatorName: r.creatorName, recipients: Number(r.recipients) }));
}

/** One announcement as the admin form and table show it, or null. */
export async function findAdminAnnouncement(db: Db, id: number): Promise<AdminAnnouncementView | null> {
  const rows = await adminSelect(db).where(eq(announcements.id, id)).limit(1);
  const [view] = await withActions(db, rows);
  return view ?? null;
}

export interface AdminAnnouncementQuery {
  statuses: AnnouncementStatus[] | null;
  search: string | null;
  sort: { field: AdminAnnouncementSortField; direction: 'ASC' | 'DESC' };
  page: Page;
}

const SORT_COLUMN = {
  subject: announcements.name,
  status: announcements.status,
  createdAt: announcements.createdAt,
  scheduledAt: announcements.scheduledAt,
  sentAt: announcements.activatedAt,
} as const;

/** The admin table: one page, filtered by status and subject, sorted (then newest first, by id). */
export async function listAdminAnnouncements(
  db: Db,
  query: AdminAnnouncementQuery,
): Promise<{ nodes: AdminAnnouncementView[]; total: number }> {
  const where = and(
    query.statuses ? inArray(announcements.status, query.statuses) : undefined,
    query.search ? ilike(announcements.name, likePattern(query.search)) : undefined,
  );
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const column = SORT_COLUMN[query.sort.field];
  // nulls (not scheduled, not sent) last either way
  const order = [sql`${column} is null`, direction(column), desc(announcements.id)];
  const [totalRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(announcements)
    .where(where);
  const rows = await adminSelect(db)
    .where(where)
    .orderBy(...order)
    .limit(query.page.limit)
    .offset(query.page.offset);
  return { nodes: await withActions(db, rows), total: Number(totalRow?.n ?? 0) };
}

async function writeActions(db: Db, announcementId: number, actions: AnnouncementFields['actions']): Promise<void> {
  await db.delete(announcementActions).where(eq(announcementActions.announcementId, announcementId));
  if (actions.length) {
    await db
      .insert(announcementActions)
      .values(actions.map((a, position) => ({ announcementId, name: a.name, targetState: a.targetState, position })));
  }
}

const columnsOf = (fields: AnnouncementFields) => ({
  status: fields.status,
  name: fields.name,
  content: fields.content,
  type: fields.type,
  scheduledAt: fields.scheduledAt,
  lifetimeDays: fields.lifetimeDays,
  includeFilters: fields.audience.include,
  excludeFilters: fields.audience.exclude,
  excludedCroudieIds: fields.audience.excludedCroudieIds,
  unsentReason: null,
});

/** A new draft or scheduled announcement with its actions; its id. */
export async function insertAnnouncement(db: Db, fields: AnnouncementFields, creatorPrincipalId: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ ...columnsOf(fields), createdByPrincipalId: creatorPrincipalId, createdAt: now })
    .returning({ id: announcements.id });
  await writeActions(db, row!.id, fields.actions);
  return row!.id;
}

/** Changes an announcement not sent yet; false when it is sent (or gone) by now, changing nothing. */
export async function updateUnsentAnnouncement(db: Db, id: number, fields: AnnouncementFields): Promise<boolean> {
  const [row] = await db
    .update(announcements)
    .set(columnsOf(fields))
    .where(and(eq(announcements.id, id), inArray(announcements.status, UNSENT)))
    .returning({ id: announcements.id });
  if (!row) return false;
  await writeActions(db, id, fields.actions);
  return true;
}

/** Thrown inside a send's transaction when no croudie matches, so the status change is rolled back. */
export class NobodyMatches extends Error {
  constructor() {
    super('No croudie matches the announcement');
  }
}

export interface Sent {
  announcementId: number;
  name: string;
  croudieIds: number[];
}

/**
 * Sends an announcement inside the caller's transaction: draft or scheduled → active (sent now), then one unread copy
 * per croudie the audience matches now, in one INSERT … SELECT. `due` sends only a scheduled one whose time has come
 * (the runner). Null when the status no longer allows it: the conditional update is what makes two passes, two
 * instances or an admin racing the runner send it once. Throws NobodyMatches (rolling back) when no croudie matches.
 */
export async function sendWithin(db: Db, id: number, now: Date, due = false): Promise<Sent | null> {
  const [row] = await db
    .update(announcements)
    .set({ status: 'active', activatedAt: now, unsentReason: null })
    .where(
      and(
        eq(announcements.id, id),
        due ? and(eq(announcements.status, 'scheduled'), lte(announcements.scheduledAt, now)) : inArray(announcements.status, UNSENT),
      ),
    )
    .returning();
  if (!row) return null;
  const audience: Audience = { include: row.includeFilters, exclude: row.excludeFilters, excludedCroudieIds: row.excludedCroudieIds };
  const { rows } = (await db.execute(sql`
    insert into ${announcementAssignments} (announcement_id, croudie_id, state, created_at)
    select ${id}::int, ${croudies.id}, 'unread', ${now.toISOString()}::timestamptz
    from ${croudies} where ${audienceCondition(audience)}
    on conflict do nothing
    returning croudie_id
  `)) as unknown as { rows: { croudie_id: number }[] };
  if (!rows.length) throw new NobodyMatches();
  return { announcementId: id, name: row.name, croudieIds: rows.map((r) => Number(r.croudie_id)) };
}

/** Scheduled announcements whose time has come by `now`. */
export async function dueAnnouncementIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.status, 'scheduled'), lte(announcements.scheduledAt, now)))
    .orderBy(asc(announcements.scheduledAt), asc(announcements.id));
  return rows.map((r) => r.id);
}

/** A scheduled announcement nobody matched at its time goes back to draft, saying why; false if it changed meanwhile. */
export async function returnToDraft(db: Db, id: number, now: Date, reason: string): Promise<boolean> {
  const [row] = await db
    .update(announcements)
    .set({ status: 'draft', unsentReason: reason })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled'), lte(announcements.scheduledAt, now)))
    .returning({ id: announcements.id });
  return row !== undefined;
}

/** Active → complete by hand; false when it is not active (any more). */
export async function completeAnnouncement(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(announcements)
    .set({ status: 'complete', completedAt: now })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'active')))
    .returning({ id: announcements.id });
  return row !== undefined;
}

/** Completes the active announcements whose lifetime ended by `now`, at the end of their lifetime; their ids. */
export async function completeEnded(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(announcements)
    .set({ status: 'complete', completedAt: sql`${lifetimeEndSql}` })
    .where(and(eq(announcements.status, 'active'), sql`${lifetimeEndSql} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: announcements.id });
  return rows.map((r) => r.id);
}

/** Deletes an announcement that is not active (its actions and croudies' copies go with it); false otherwise. */
export async function deleteInactiveAnnouncement(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), ne(announcements.status, 'active')))
    .returning({ id: announcements.id });
  return rows.length === 1;
}

/** A new draft with the fields of `source`, called "Copy of …", created by the copier now; its id. */
export async function copyAnnouncement(db: Db, source: AnnouncementView, creatorPrincipalId: string, now: Date): Promise<number> {
  return insertAnnouncement(
    db,
    {
      name: copySubject(source.name),
      content: source.content,
      type: source.type,
      actions: [...source.actions].sort((a, b) => a.position - b.position),
      status: 'draft',
      scheduledAt: null,
      lifetimeDays: source.lifetimeDays,
      audience: { include: source.includeFilters, exclude: source.excludeFilters, excludedCroudieIds: source.excludedCroudieIds },
    },
    creatorPrincipalId,
    now,
  );
}

export interface ReportCounts {
  recipients: number;
  reads: number;
  responses: number;
  /** Answers per UTC day (YYYY-MM-DD). */
  readsByDay: Map<string, number>;
  responsesByDay: Map<string, number>;
  /** Answers per action id. */
  answersByAction: Map<number, number>;
}

/** The report's numbers, in one statement over the announcement's copies. */
export async function reportCounts(db: Db, id: number): Promise<ReportCounts> {
  const a = announcementAssignments;
  const mine = sql`${a.announcementId} = ${id}`;
  const { rows } = (await db.execute(sql`
    select 'total' as kind, '' as key, count(*)::int as n, count(${a.readAt})::int as reads, count(${a.respondedAt})::int as responses
      from ${a} where ${mine}
    union all
    select 'read', to_char(${a.readAt} at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int, 0, 0
      from ${a} where ${mine} and ${a.readAt} is not null group by 2
    union all
    select 'response', to_char(${a.respondedAt} at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int, 0, 0
      from ${a} where ${mine} and ${a.respondedAt} is not null group by 2
    union all
    select 'action', ${a.actionId}::text, count(*)::int, 0, 0 from ${a} where ${mine} and ${a.actionId} is not null group by 2
  `)) as unknown as { rows: { kind: string; key: string; n: number; reads: number; responses: number }[] };
  const counts: ReportCounts = {
    recipients: 0,
    reads: 0,
    responses: 0,
    readsByDay: new Map(),
    responsesByDay: new Map(),
    answersByAction: new Map(),
  };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'total') Object.assign(counts, { recipients: n, reads: Number(row.reads), responses: Number(row.responses) });
    else if (row.kind === 'read') counts.readsByDay.set(row.key, n);
    else if (row.kind === 'response') counts.responsesByDay.set(row.key, n);
    else counts.answersByAction.set(Number(row.key), n);
  }
  return counts;
}
