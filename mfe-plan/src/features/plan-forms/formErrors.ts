import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/**
 * The first issue of each field when `input` breaks the shared schema (@work/shared-contracts/plan, the rules the API
 * checks), keyed by the form's field: `fieldOf` renames an input path (e.g. dueAt → dueDate). Undefined when it passes.
 */
export function schemaErrors(
  schema: v.GenericSchema,
  input: unknown,
  fieldOf: (path: string) => string = (path) => path,
): FieldErrors | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = String(issue.path?.[0]?.key ?? '');
    if (!path) continue;
    const field = fieldOf(path);
    errors[field] ??= issue.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** "This field is required" on each of `fields` that is empty (before the schema's own, less plain, words). */
export function requiredErrors(values: Record<string, unknown>, fields: readonly string[], message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field];
    const empty =
      value === null || value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length);
    if (empty) errors[field] = message;
  }
  return errors;
}

/** Both kinds together: the plain "required" wins over the schema's word on the same field. */
export function mergeErrors(...all: (FieldErrors | undefined)[]): FieldErrors | undefined {
  const merged: FieldErrors = {};
  for (const errors of all) Object.assign(merged, errors);
  return Object.keys(merged).length ? merged : undefined;
}

/** The API's field errors that name one of the form's fields (the rest go to the form's own error). */
export function knownFieldErrors(fieldErrors: FieldErrors, fields: readonly string[], rename: Record<string, string> = {}): FieldErrors {
  const known: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = rename[path] ?? path;
    if (fields.includes(field)) known[field] ??= message;
  }
  return known;
}
