import { FORM_ERROR } from 'final-form';
import type { CombinedError } from 'urql';

/** The API's code of the first GraphQL error (BAD_USER_INPUT, CONFLICT, FORBIDDEN, NOT_FOUND …), if any. */
export const errorCode = (error: CombinedError | undefined): string | undefined =>
  error?.graphQLErrors[0]?.extensions?.code as string | undefined;

/**
 * Field errors of the server (`vertical.name`) under the form's names (`name`), or the first error's message at the form
 * level; undefined when the error is not about the input (a network or server failure: the caller's generic message).
 */
export function serverErrors(error: CombinedError): Record<string, string> | undefined {
  const first = error.graphQLErrors[0];
  const code = errorCode(error);
  if (code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') return undefined;
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [path.split('.').slice(1).join('.') || path, message]));
  }
  return { [FORM_ERROR]: first!.message };
}

/** The message of a rule the server gave (CONFLICT or BAD_USER_INPUT), else null: the caller says its generic failure. */
export function ruleMessage(error: CombinedError): string | null {
  const code = errorCode(error);
  return code === 'CONFLICT' || code === 'BAD_USER_INPUT' ? (error.graphQLErrors[0]?.message ?? null) : null;
}
