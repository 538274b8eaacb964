import * as v from 'valibot';

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
