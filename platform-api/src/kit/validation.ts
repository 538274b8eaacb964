import * as v from "valibot";
import { badUserInput, fieldErrorsFrom } from "./errors.js";

/** Parses input with a valibot schema; failures become BAD_USER_INPUT with per-field messages. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badUserInput(fieldErrorsFrom(result.issues));
  return result.output;
}
