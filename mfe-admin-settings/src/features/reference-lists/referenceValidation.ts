import * as v from 'valibot';
import type { TextKey, TextParams } from '../../text';

/** The dialog's first check, before the server's (which has the final word and its own messages). */
export function validateWith<V extends object>(schema: v.GenericSchema<unknown, unknown>) {
  return (values: V): Record<string, string> | undefined => {
    const result = v.safeParse(schema, values);
    if (result.success) return undefined;
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

// The server's limits (platform-api reference.rules.ts, ADR 0256), checked here first so the dialog answers at once.
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const SLUG_MAX = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Translate = (key: TextKey, params?: TextParams) => string;

/** The field rules of the reference records, in the catalogue's words. */
export function referenceRules(t: Translate) {
  const required = t('settings.record.required');
  /** A chosen value (a picker's id or code): anything but blank. */
  const chosen = v.pipe(v.string(required), v.trim(), v.minLength(1, required));
  return {
    chosen,
    name: v.pipe(chosen, v.maxLength(NAME_MAX, t('settings.record.tooLong', { max: NAME_MAX }))),
    /** Optional: blank is no description. */
    description: v.optional(
      v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, t('settings.record.tooLong', { max: DESCRIPTION_MAX })))),
    ),
    slug: v.pipe(
      chosen,
      v.maxLength(SLUG_MAX, t('settings.record.tooLong', { max: SLUG_MAX })),
      v.regex(SLUG_PATTERN, t('settings.channelTypes.slugPattern')),
    ),
    /** Optional choice: none is null. */
    optionalChoice: v.optional(v.nullable(v.string())),
  };
}
