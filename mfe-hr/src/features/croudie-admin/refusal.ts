import type { CombinedError } from 'urql';

/** The API's code for a refusal (CONFLICT, BAD_USER_INPUT, FORBIDDEN…), or null for a network or unexpected failure. */
export function refusalCode(error: CombinedError | undefined): string | null {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? code : null;
}

/** The first field error of a BAD_USER_INPUT refusal (the server's words for a rule), else null. */
export function fieldErrorOf(error: CombinedError | undefined): string | null {
  const fieldErrors = error?.graphQLErrors[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
  const first = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  return typeof first === 'string' && first ? first : null;
}
