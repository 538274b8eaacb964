import * as v from 'valibot';

/**
 * Filters every list offers its pickers (ADR 0262): a search, and `ids`, the records whose labels a picker needs
 * although they are not on the page it loaded. An id list holds at most a page (100) of ids.
 */
export const MAX_FILTER_IDS = 100;
export const SEARCH_MAX = 200;

/** Search text: trimmed; blank is no search (null). */
export const SearchFilterSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((text) => text?.trim() || null),
  v.nullable(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `Search is at most ${SEARCH_MAX} characters`))),
);

/** Row ids (serial keys): null when not given; an empty list matches nothing. */
export const IdsFilterSchema = v.pipe(
  v.optional(v.nullable(v.array(v.string())), null),
  v.nullable(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'), v.transform(Number))),
      v.maxLength(MAX_FILTER_IDS, `At most ${MAX_FILTER_IDS} ids`),
    ),
  ),
);

/** Codes of static reference data (a language, a country, a timezone): null when not given. */
export const CodesFilterSchema = v.pipe(
  v.optional(v.nullable(v.array(v.string())), null),
  v.nullable(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(64, 'Not a code'))), v.maxLength(MAX_FILTER_IDS, `At most ${MAX_FILTER_IDS} ids`)),
  ),
);
