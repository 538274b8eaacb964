import type { CombinedError } from 'urql';

/**
 * The API's own words for a refusal (CONFLICT, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND: the plan's rules, ADR 0275), the
 * first field error's when it names one; null for a network or unexpected failure, which gets the page's own words.
 */
export function refusalReason(error: CombinedError | undefined): string | null {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (!first || typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR') return null;
  const fieldErrors = first.extensions?.fieldErrors as Record<string, unknown> | undefined;
  const detail = fieldErrors ? Object.values(fieldErrors).find((v): v is string => typeof v === 'string' && v !== '') : undefined;
  return detail ?? (first.message || null);
}
