import type { CombinedError } from 'urql';

/**
 * Reading the API's refusals (contract 18 error shape; the plan's rules, ADR 0275): forms put its field errors on their
 * fields (refusalOf), and actions say its own words in a toast (refusalReason). mfe-hr reads them the same way in a
 * copy of its own: a remote never imports another remote's code.
 */
export interface Refusal {
  code: string | null;
  message: string | null;
  /** keyed by the form's field names (the API keys them `input.name` or `channelIds.1`) */
  fieldErrors: Record<string, string>;
}

export function refusalOf(error: CombinedError | undefined): Refusal {
  const first = error?.graphQLErrors[0];
  const raw = (first?.extensions?.['fieldErrors'] ?? {}) as Record<string, string>;
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(raw)) {
    const field = path.replace(/^input\./, '').split('.')[0] ?? path;
    fieldErrors[field] ??= message;
  }
  return { code: (first?.extensions?.['code'] as string | undefined) ?? null, message: first?.message ?? null, fieldErrors };
}

/**
 * The API's own words for a refusal (CONFLICT, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND), the first field error's when it
 * names one; null for a network or unexpected failure, which gets the page's own words.
 */
export function refusalReason(error: CombinedError | undefined): string | null {
  const { code, message, fieldErrors } = refusalOf(error);
  if (code === null || code === 'INTERNAL_SERVER_ERROR') return null;
  const detail = Object.values(fieldErrors).find((v) => typeof v === 'string' && v !== '');
  return detail ?? (message || null);
}
