import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../kit/db/index.js';
import { likePattern } from '../../kit/graphql/pagination.js';
import { clients } from '../clients/clients.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { tasks } from '../work/work.tables.js';
import type { TaskSearch } from './search.rules.js';

const earlier = alias(tasks, 'earlier');

/**
 * A scheduled task is the next of its series unless a scheduled task of the same series (same client, channel and
 * name) falls due before it. Tasks have no series id yet, so the series is read from those three.
 */
const isLaterScheduledOccurrence = sql`(${tasks.state} = 'scheduled' and exists (
  select 1 from ${tasks} as ${earlier}
  where ${earlier.state} = 'scheduled'
    and ${earlier.clientId} = ${tasks.clientId}
    and ${earlier.channelId} is not distinct from ${tasks.channelId}
    and ${earlier.name} = ${tasks.name}
    and (coalesce(${earlier.deadline}, 'infinity'::timestamptz), ${earlier.id}) < (coalesce(${tasks.deadline}, 'infinity'::timestamptz), ${tasks.id})
))`;

const ORDER = {
  id: [tasks.id],
  name: [tasks.name, tasks.id],
  deadline: [tasks.deadline, tasks.id],
} as const;

export interface TaskSearchResult {
  id: number;
  name: string;
  state: string;
  deadline: string | null;
  client: { id: number; name: string };
  owner: { id: number; full_name: string };
}

/** Staff search over every task: name (or exact id), states, a staff member's own or reviewed tasks. */
export async function searchTasks(db: Database, q: TaskSearch): Promise<{ total: number; results: TaskSearchResult[] }> {
  const search = q.search || null;
  const where: SQL | undefined = and(
    search ? or(ilike(tasks.name, likePattern(search)), /^[0-9]{1,9}$/.test(search) ? eq(tasks.id, Number(search)) : undefined) : undefined,
    q.state?.length ? inArray(tasks.state, q.state) : undefined,
    q.user_id ? or(eq(tasks.ownerId, q.user_id), eq(tasks.reviewerId, q.user_id)) : undefined,
    q.is_next_scheduled_only === 'true' ? sql`not ${isLaterScheduledOccurrence}` : undefined,
  );
  const descending = q.ordering.startsWith('-');
  const columns = ORDER[q.ordering.replace('-', '') as keyof typeof ORDER];
  const orderBy = columns.map((c) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`));
  const [totalRow] = await db.select({ total: count() }).from(tasks).where(where);
  const rows = await db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      deadline: tasks.deadline,
      clientId: clients.id,
      clientName: clients.name,
      ownerId: agencyUsers.id,
      ownerFirst: agencyUsers.firstName,
      ownerLast: agencyUsers.lastName,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .innerJoin(agencyUsers, eq(agencyUsers.id, tasks.ownerId))
    .where(where)
    .orderBy(...orderBy, descending ? desc(tasks.id) : asc(tasks.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    total: Number(totalRow?.total ?? 0),
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      deadline: r.deadline?.toISOString() ?? null,
      client: { id: r.clientId, name: r.clientName },
      owner: { id: r.ownerId, full_name: `${r.ownerFirst} ${r.ownerLast}` },
    })),
  };
}
