import type { CombinedError } from 'urql';

/**
 * Reading the API's refusals (contract 18 error shape: `extensions.code`, and `extensions.fieldErrors` keyed by input
 * path for BAD_USER_INPUT and CONFLICT). Forms put the field errors on their fields (refusalOf), actions say the API's
 * own words in a toast (refusalReason). One reading for every remote, so a change to the shape changes here only.
 */
export interface Refusal {
  code: string | null;
  message: string | null;
  /** keyed by the form's field names: the API's `input.name` or `channelIds.1` become `name` and `channelIds` */
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
  const code = first?.extensions?.['code'];
  return { code: typeof code === 'string' ? code : null, message: first?.message ?? null, fieldErrors };
}

/** The API's code for a refusal (CONFLICT, BAD_USER_INPUT, FORBIDDEN…), or null for a network or unexpected failure. */
export function refusalCode(error: CombinedError | undefined): string | null {
  return apiCode(refusalOf(error).code);
}

/** The first field error of a refusal (the server's words for a rule), else null. */
export function fieldErrorOf(error: CombinedError | undefined): string | null {
  return firstOf(refusalOf(error).fieldErrors);
}

/** An unexpected failure (INTERNAL_SERVER_ERROR) is no refusal: the page says its own words. */
const apiCode = (code: string | null) => (code === 'INTERNAL_SERVER_ERROR' ? null : code);

const firstOf = (fieldErrors: Record<string, string>) => Object.values(fieldErrors).find((v) => typeof v === 'string' && v !== '') ?? null;

/**
 * The API's own words for a refusal: the first field error's when it names one, else its message; null for a network
 * or unexpected failure, which gets the page's own words.
 */
export function refusalReason(error: CombinedError | undefined): string | null {
  const { code, message, fieldErrors } = refusalOf(error);
  if (apiCode(code) === null) return null;
  return firstOf(fieldErrors) ?? (message || null);
}
