import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { sortActions, type ActionTargetState, type AnnouncementType, type AssignmentState } from './announcements.rules.js';
import { announcementActions, announcementAssignments, announcements } from './announcements.tables.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementActionRow = typeof announcementActions.$inferSelect;
export type AssignmentRow = typeof announcementAssignments.$inferSelect;

export interface AnnouncementView extends AnnouncementRow {
  /** Declined first, then in the given order. */
  actions: AnnouncementActionRow[];
}
export interface AssignmentView extends AssignmentRow {
  announcement: AnnouncementView;
}

export interface NewAnnouncement {
  name: string;
  /** Already sanitised (announcements.rules.ts sanitiseAnnouncementContent). */
  content: string;
  type: AnnouncementType;
  actions: { name: string; targetState: ActionTargetState }[];
  croudieIds: number[];
  activatedAt: Date | null;
  createdByPrincipalId: string | null;
}

/** Stores an announcement with its actions and one unread copy per croudie. */
export async function createAnnouncement(
  db: Database,
  input: NewAnnouncement,
  now: Date,
): Promise<{ announcement: AnnouncementRow; assignments: AssignmentRow[] }> {
  return db.transaction(async (tx) => {
    const [announcement] = await tx
      .insert(announcements)
      .values({
        name: input.name,
        content: input.content,
        type: input.type,
        // sent at once (sendAnnouncement, the seed): croudies see it from activatedAt on
        status: 'active',
        activatedAt: input.activatedAt,
        createdByPrincipalId: input.createdByPrincipalId,
        createdAt: now,
      })
      .returning();
    if (input.actions.length) {
      await tx
        .insert(announcementActions)
        .values(
          input.actions.map((a, position) => ({ announcementId: announcement!.id, name: a.name, targetState: a.targetState, position })),
        );
    }
    const assignments = await tx
      .insert(announcementAssignments)
      .values([...new Set(input.croudieIds)].map((croudieId) => ({ announcementId: announcement!.id, croudieId, createdAt: now })))
      .returning();
    return { announcement: announcement!, assignments };
  });
}

/** Announcements with their actions, by id. */
export async function loadAnnouncementViews(db: Database, ids: readonly number[]): Promise<Map<number, AnnouncementView>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [announcementRows, actionRows] = await Promise.all([
    db.select().from(announcements).where(inArray(announcements.id, unique)),
    db.select().from(announcementActions).where(inArray(announcementActions.announcementId, unique)),
  ]);
  return new Map(announcementRows.map((a) => [a.id, { ...a, actions: sortActions(actionRows.filter((x) => x.announcementId === a.id)) }]));
}

/**
 * What croudies see (shell-and-freelancer.md §4; ADR 0287): active announcements from their time sent until they
 * complete, by hand or at the end of their lifetime (also before the runner's next pass has marked them complete).
 */
export function visibleToCroudies(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${announcements.status} = 'active' and ${announcements.activatedAt} <= ${at} and coalesce(${lifetimeEndSql} > ${at}, true))`;
}

/** When an announcement's lifetime ends, in SQL (rules' lifetimeEnd: whole days of 24 hours); null without one. */
export const lifetimeEndSql = sql`(${announcements.activatedAt} + make_interval(hours => ${announcements.lifetimeDays} * 24))`;

async function withAnnouncements(db: Database, rows: AssignmentRow[]): Promise<AssignmentView[]> {
  const byId = await loadAnnouncementViews(
    db,
    rows.map((r) => r.announcementId),
  );
  return rows.map((r) => ({ ...r, announcement: byId.get(r.announcementId)! }));
}

/** A croudie's copies of announcements already active by `now`, newest first. */
export async function listMyAnnouncements(
  db: Database,
  croudieId: number,
  state: AssignmentState | null,
  now: Date,
  page: Page,
): Promise<{ nodes: AssignmentView[]; total: number }> {
  const where = and(
    eq(announcementAssignments.croudieId, croudieId),
    state ? eq(announcementAssignments.state, state) : undefined,
    visibleToCroudies(now),
  );
  const joined = db
    .select()
    .from(announcementAssignments)
    .innerJoin(announcements, eq(announcements.id, announcementAssignments.announcementId));
  const [totalRow] = await db
    .select({ total: count() })
    .from(announcementAssignments)
    .innerJoin(announcements, eq(announcements.id, announcementAssignments.announcementId))
    .where(where);
  const rows = await joined
    .where(where)
    .orderBy(desc(announcements.activatedAt), desc(announcementAssignments.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    nodes: await withAnnouncements(
      db,
      rows.map((r) => r.announcement_assignments),
    ),
    total: Number(totalRow?.total ?? 0),
  };
}

/**
 * The croudie's own copy of an announcement sent by `now`, or null; `over` when it is complete or its lifetime has
 * ended (the runner completes it within a pass), which croudies can no longer open or answer.
 */
export async function findMyAssignment(
  db: Database,
  croudieId: number,
  id: number,
  now: Date,
): Promise<(AssignmentView & { over: boolean }) | null> {
  const [row] = await db
    .select({ assignment: announcementAssignments, over: sql<boolean>`not ${visibleToCroudies(now)}` })
    .from(announcementAssignments)
    .innerJoin(announcements, eq(announcements.id, announcementAssignments.announcementId))
    .where(
      and(
        eq(announcementAssignments.id, id),
        eq(announcementAssignments.croudieId, croudieId),
        inArray(announcements.status, ['active', 'complete']),
        lte(announcements.activatedAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [view] = await withAnnouncements(db, [row.assignment]);
  return view ? { ...view, over: Boolean(row.over) } : null;
}

/** Marks a copy read; a declined or already read copy keeps its state. */
export async function markAssignmentRead(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(announcementAssignments)
    .set({ state: 'read', readAt: at })
    .where(and(eq(announcementAssignments.id, id), eq(announcementAssignments.state, 'unread')));
}

/** Stores an answer once; false when the copy already holds one (answered meanwhile). */
export async function recordResponse(
  db: Database,
  id: number,
  answer: { actionId: number; response: string | null; state: Exclude<AssignmentState, 'unread'> },
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(announcementAssignments)
    .set({ state: answer.state, actionId: answer.actionId, response: answer.response, respondedAt: at, readAt: at })
    .where(and(eq(announcementAssignments.id, id), isNull(announcementAssignments.respondedAt)))
    .returning({ id: announcementAssignments.id });
  return changed.length === 1;
}
