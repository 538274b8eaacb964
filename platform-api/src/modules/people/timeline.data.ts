import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { accountEvents } from './timeline.tables.js';
import type { AccountEventKind } from './timeline.rules.js';

export type AccountEventRow = typeof accountEvents.$inferSelect;

export interface AccountEventInput {
  principalId: string;
  kind: AccountEventKind;
  /** Who did it; null for the platform itself. */
  actorPrincipalId: string | null;
  detail?: Record<string, string>;
  at: Date;
}

/** Records one event on an account's timeline; pass the transaction when the change it records is in one. */
export async function recordAccountEvent(db: Pick<Database, 'insert'>, event: AccountEventInput): Promise<void> {
  await db.insert(accountEvents).values({ ...event, detail: event.detail ?? {} });
}

/** A page of an account's events, newest first (ties: the later recorded first). */
export async function accountEventsOf(
  db: Database,
  principalId: string,
  page: Page,
): Promise<{ nodes: AccountEventRow[]; pagination: { total: number; page: number; limit: number } }> {
  const [nodes, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.principalId, principalId))
      .orderBy(desc(accountEvents.at), desc(accountEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(accountEvents).where(eq(accountEvents.principalId, principalId)),
  ]);
  return { nodes, pagination: { total, page: page.page, limit: page.limit } };
}
