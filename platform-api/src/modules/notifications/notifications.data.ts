import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import type { NotificationKind } from './notifications.rules.js';
import { notifications } from './notifications.tables.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'>;

export interface NotificationFilters {
  /** true: unread only, false: read only, null: both. */
  unread: boolean | null;
  kind: NotificationKind | null;
}

function whereFor(principalId: string, filters: NotificationFilters): SQL | undefined {
  return and(
    eq(notifications.principalId, principalId),
    filters.unread === true ? isNull(notifications.readAt) : filters.unread === false ? isNotNull(notifications.readAt) : undefined,
    filters.kind ? eq(notifications.kind, filters.kind) : undefined,
  );
}

/** One page of a person's notifications, newest first by default (ties broken by id). */
export async function listNotifications(
  db: Database,
  principalId: string,
  filters: NotificationFilters,
  direction: 'ASC' | 'DESC',
  page: Page,
): Promise<{ nodes: NotificationRow[]; total: number }> {
  const where = whereFor(principalId, filters);
  const order = direction === 'ASC' ? asc : desc;
  const [totalRow] = await db.select({ total: count() }).from(notifications).where(where);
  const nodes = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(order(notifications.createdAt), order(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}

export async function insertNotifications(db: Database, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** Marks one of the person's own notifications read (keeps the first read time); null when it is not theirs. */
export async function markNotificationRead(db: Database, principalId: string, id: number, at: Date): Promise<NotificationRow | null> {
  const where = and(eq(notifications.id, id), eq(notifications.principalId, principalId));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(where, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(where).limit(1);
  return row ?? null;
}

/** Marks every unread notification of the person (of one kind, if given) read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Database,
  principalId: string,
  kind: NotificationKind | null,
  at: Date,
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(whereFor(principalId, { unread: true, kind }))
    .returning({ id: notifications.id });
  return changed.length;
}
