import { and, count, desc, eq, ilike, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { clients } from '../clients/clients.tables.js';
import { onLiveInvoice } from '../payments/index.js';
import { croudies } from '../people/people.tables.js';
import type { TaskState } from './work.rules.js';
import { tasks, taskTimeline, workLogs } from './work.tables.js';

/** What the task backdate screen shows of a task, and what the rules read. */
export interface BackdateView {
  id: number;
  name: string;
  state: TaskState;
  croudieId: number | null;
  croudieName: string | null;
  clientName: string;
  createdAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  workLogCompletedAt: Date | null;
  /** Its work log is on a live invoice. */
  invoiced: boolean;
}

const acceptedAt =
  sql<Date | null>`(select max(${taskTimeline.createdAt}) from ${taskTimeline} where ${taskTimeline.taskId} = ${tasks.id} and ${taskTimeline.action} = 'accept')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

function viewQuery(db: Database) {
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      croudieId: tasks.croudieId,
      croudieName: sql<
        string | null
      >`case when ${croudies.id} is null then null else ${croudies.firstName} || ' ' || ${croudies.lastName} end`,
      clientName: clients.name,
      createdAt: tasks.createdAt,
      acceptedAt,
      completedAt: tasks.completedAt,
      workLogCompletedAt: workLogs.completedAt,
      invoiced: sql<boolean>`${onLiveInvoice(workLogs.id)}`.mapWith(Boolean),
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(croudies, eq(croudies.id, tasks.croudieId))
    .leftJoin(workLogs, eq(workLogs.taskId, tasks.id));
}

/** One task as the backdate screen shows it, whatever its state (the screen finds a task by its id). */
export async function findBackdateView(db: Database, taskId: number): Promise<BackdateView | null> {
  const [row] = await viewQuery(db).where(eq(tasks.id, taskId));
  return row ?? null;
}

/** What a croudie completed: the tasks the backdate list offers. */
const backdatable = and(eq(tasks.state, 'completed'), isNotNull(tasks.croudieId));

/**
 * A page of the tasks croudies completed, newest completion first, searched by the task's name, its client's or its
 * croudie's name, or its id ("123" or "#123").
 */
export async function listBackdatable(db: Database, search: string | null, page: Page): Promise<{ nodes: BackdateView[]; total: number }> {
  let where: SQL | undefined = backdatable;
  if (search) {
    const pattern = likePattern(search);
    const id = /^#?([1-9][0-9]{0,9})$/.exec(search)?.[1];
    where = and(
      backdatable,
      or(
        ilike(tasks.name, pattern),
        ilike(clients.name, pattern),
        ilike(sql`${croudies.firstName} || ' ' || ${croudies.lastName}`, pattern),
        id ? eq(tasks.id, Number(id)) : undefined,
      ),
    );
  }
  const [nodes, [counted]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(sql`${tasks.completedAt} desc nulls last`, desc(tasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(clients, eq(clients.id, tasks.clientId))
      .leftJoin(croudies, eq(croudies.id, tasks.croudieId))
      .where(where),
  ]);
  return { nodes, total: Number(counted?.n ?? 0) };
}

/**
 * Moves a completed task's completion, and its work log's, to `completedAt`, with a timeline entry, in one
 * transaction. False when the task is no longer as it was read (completed, at `task.completedAt`, not invoiced).
 */
export async function writeBackdate(
  db: Database,
  write: { task: BackdateView; completedAt: Date; actor: { principalId: string; name: string }; note: string; at: Date },
): Promise<boolean> {
  const { task } = write;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(tasks)
      .set({ completedAt: write.completedAt })
      .where(
        and(
          eq(tasks.id, task.id),
          eq(tasks.state, 'completed'),
          // as read: to the millisecond, as JavaScript holds it
          task.completedAt
            ? sql`date_trunc('milliseconds', ${tasks.completedAt}) = ${task.completedAt.toISOString()}::timestamptz`
            : sql`${tasks.completedAt} is null`,
          // nor invoiced since it was read (an invoice holds the day its work was completed)
          not(onLiveInvoice(sql`(select ${workLogs.id} from ${workLogs} where ${workLogs.taskId} = ${tasks.id})`)),
        ),
      )
      .returning({ id: tasks.id });
    if (moved.length === 0) return false;
    await tx.update(workLogs).set({ completedAt: write.completedAt }).where(eq(workLogs.taskId, task.id));
    await tx.insert(taskTimeline).values({
      taskId: task.id,
      action: 'backdate',
      fromState: 'completed',
      toState: 'completed',
      actorPrincipalId: write.actor.principalId,
      actorName: write.actor.name,
      feedback: write.note,
      createdAt: write.at,
    });
    return true;
  });
}
