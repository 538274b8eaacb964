import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Viewer } from "../../kit/auth/index.js";
import type { Database } from "../../kit/db/index.js";
import { likePattern, type Page } from "../../kit/graphql/pagination.js";
import { clientUsers } from "../people/people.tables.js";
import type { TaskSortField, TaskState } from "./work.rules.js";
import { tasks } from "./work.tables.js";

export type TaskRow = typeof tasks.$inferSelect;

export interface TaskFilters {
  states?: TaskState[] | null;
  clientIds?: number[] | null;
  search?: string | null;
}

export interface TaskSort {
  field: TaskSortField;
  direction: "ASC" | "DESC";
}

/** Whose tasks are "mine": a croudie's assigned tasks; staff own or review; a client user's client's tasks. */
function mineCondition(viewer: Viewer): SQL | undefined {
  switch (viewer.kind) {
    case "CROUDIE":
      return eq(tasks.croudieId, viewer.id);
    case "USER":
      return or(eq(tasks.ownerId, viewer.id), eq(tasks.reviewerId, viewer.id));
    case "CLIENT_USER":
      return inArray(
        tasks.clientId,
        sql`(select ${clientUsers.clientId} from ${clientUsers} where ${clientUsers.id} = ${viewer.id})`,
      );
  }
}

const sortColumn = {
  id: tasks.id,
  deadline: tasks.deadline,
  name: tasks.name,
  state: tasks.state,
  createdAt: tasks.createdAt,
} as const;

/** One page of the viewer's tasks: two statements (count and page) whatever the page size. */
export async function listMyTasks(db: Database, viewer: Viewer, filters: TaskFilters, sort: TaskSort, page: Page) {
  const where = and(
    mineCondition(viewer),
    filters.states?.length ? inArray(tasks.state, filters.states) : undefined,
    filters.clientIds?.length ? inArray(tasks.clientId, filters.clientIds) : undefined,
    filters.search ? ilike(tasks.name, likePattern(filters.search)) : undefined,
  );
  const column = sortColumn[sort.field];
  const primary =
    sort.direction === "DESC" ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const [totalRow] = await db.select({ total: count() }).from(tasks).where(where);
  const nodes = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(primary, sort.direction === "DESC" ? desc(tasks.id) : asc(tasks.id))
    .limit(page.limit)
    .offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}
