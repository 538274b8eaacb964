import * as v from 'valibot';
import { parseInput } from '../validation.js';
import { builder } from './builder.js';
import { RULES, typeRule } from './auth-rules.js';

export const MAX_PAGE_LIMIT = 100;

export const SortDirection = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });

export const PaginationInput = builder.inputType('PaginationInput', {
  fields: (t) => ({
    page: t.int({ required: false, defaultValue: 1 }),
    limit: t.int({ required: false, defaultValue: 10 }),
  }),
});

export const SortInput = builder.inputType('SortInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

export const PaginationInfo = builder.objectRef<{ total: number; page: number; limit: number }>('PaginationInfo');
PaginationInfo.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const PageSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1, 'page must be 1 or more')),
  limit: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'limit must be 1 or more'),
    v.maxValue(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`),
  ),
});

/** Validates PaginationInput (limit at most 100) into an offset page. */
export function toPage(input: { page?: number | null; limit?: number | null } | null | undefined, defaultLimit = 10): Page {
  const parsed = parseInput(PageSchema, { page: input?.page ?? 1, limit: input?.limit ?? defaultLimit }, 'pagination');
  return { ...parsed, offset: (parsed.page - 1) * parsed.limit };
}

/** Escapes LIKE wildcards in user search text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
