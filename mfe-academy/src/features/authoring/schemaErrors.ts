import * as v from 'valibot';

/**
 * The first message of each field a shared valibot schema refuses, keyed by its dot path (`name`, `answers.1.text`):
 * the forms check with the very schema the API checks with (`@work/shared-contracts/academy`), so both say the same
 * words. Empty when the values pass.
 */
export function schemaErrors(schema: v.GenericSchema | v.GenericSchemaAsync, values: unknown): Record<string, string> {
  const result = v.safeParse(schema as v.GenericSchema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}
