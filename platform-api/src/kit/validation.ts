import * as v from 'valibot';
import { badUserInput, fieldErrorsFrom } from './errors.js';

/** Parses input with a valibot schema; failures become BAD_USER_INPUT with per-field messages. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, pathPrefix?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const errors = fieldErrorsFrom(result.issues);
    if (!pathPrefix) throw badUserInput(errors);
    throw badUserInput(Object.fromEntries(Object.entries(errors).map(([k, m]) => [`${pathPrefix}.${k}`, m])));
  }
  return result.output;
}
