import type { CombinedError } from 'urql';

/**
 * What the API said when it refused (contract 18 error shape): the field errors of a BAD_USER_INPUT or CONFLICT keyed
 * by the form's field names (the API keys them `input.name` or `channelIds.1`), its code and message. A copy of
 * mfe-hr's: a remote never imports another remote's code.
 */
export interface Refusal {
  code: string | null;
  message: string | null;
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
