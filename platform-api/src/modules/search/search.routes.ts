import { requireKind } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import type { Router } from '../../kit/http/index.js';
import { parseInput } from '../../kit/validation.js';
import { searchTasks } from './search.data.js';
import { pickFields, TaskSearchQuery } from './search.rules.js';

const KNOWN = ['search', 'state', 'is_next_scheduled_only', 'user_id', 'fields', 'limit', 'offset', 'ordering'];

export function registerSearchRoutes(router: Router<RequestContext>): void {
  // The control search box's task list; staff only (croudies see their tasks through myTasks).
  router.get('/tasks', async ({ query, context }) => {
    requireKind(context.auth, 'USER');
    const q = parseInput(TaskSearchQuery, Object.fromEntries([...query.entries()].filter(([k]) => KNOWN.includes(k))));
    const { total, results } = await searchTasks(context.db, q);
    return { total, results: results.map((r) => pickFields(r, q.fields)) };
  });
}
