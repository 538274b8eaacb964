/** The control search box's REST queries (shell-and-freelancer.md §7 REST: GET clients, GET tasks; §9: 3 per list). */
import * as v from 'valibot';
import { TASK_STATES } from '../work/work.rules.js';

export const TASK_RESULT_FIELDS = ['id', 'name', 'state', 'deadline', 'client', 'owner'] as const;
export type TaskResultField = (typeof TASK_RESULT_FIELDS)[number];
export const TASK_ORDERINGS = ['id', '-id', 'name', '-name', 'deadline', '-deadline'] as const;

const commaList = <T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
    v.array(v.picklist(values, message)),
  );

/** `fields=id,name,owner.full_name`: a dotted name keeps its top-level object. */
const fieldList = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().split('.')[0]!)
      .filter(Boolean),
  ),
  v.array(v.picklist(TASK_RESULT_FIELDS, `fields must be a comma-separated list of ${TASK_RESULT_FIELDS.join(', ')}`)),
);

export const TaskSearchQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'search is at most 200 characters'))),
  state: v.optional(commaList(TASK_STATES, `state must be a comma-separated list of ${TASK_STATES.join(', ')}`)),
  is_next_scheduled_only: v.optional(v.picklist(['true', 'false'], 'is_next_scheduled_only must be true or false'), 'false'),
  user_id: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'user_id must be a user id'), v.transform(Number))),
  fields: v.optional(fieldList),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be 1 or more'),
      v.maxValue(100, 'limit must be at most 100'),
    ),
    '10',
  ),
  offset: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('offset must be a whole number'), v.minValue(0, 'offset must be 0 or more')),
    '0',
  ),
  ordering: v.optional(v.picklist(TASK_ORDERINGS, `ordering must be one of ${TASK_ORDERINGS.join(', ')}`), '-id'),
});
export type TaskSearch = v.InferOutput<typeof TaskSearchQuery>;

/** Keeps only the requested fields of a result (all of them when none are asked for); id always stays. */
export function pickFields<T extends Record<TaskResultField, unknown>>(
  result: T,
  fields: readonly TaskResultField[] | undefined,
): Partial<T> {
  if (!fields?.length) return result;
  const keep = new Set<string>(['id', ...fields]);
  return Object.fromEntries(Object.entries(result).filter(([key]) => keep.has(key))) as Partial<T>;
}
