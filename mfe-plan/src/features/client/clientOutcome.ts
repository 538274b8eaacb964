import type { CombinedError } from 'urql';
import type { ClientPageData, ClientState } from './client.query';

/** What the client page shows for the query's answer so far. */
export type ClientOutcome = { kind: 'loading' } | { kind: 'found'; client: ClientPageData } | { kind: 'notFound' } | { kind: 'failed' };

// The API answers a bad id with NOT_FOUND and a client the person may not see (or staff fields a croudie may not read)
// with FORBIDDEN; both read the same to the person, so the page does not tell which clients exist.
const ABSENT_CODES = new Set(['NOT_FOUND', 'FORBIDDEN']);

export function clientOutcome(result: {
  data?: { client: ClientPageData | null } | null;
  fetching: boolean;
  error?: CombinedError;
}): ClientOutcome {
  const { data, fetching, error } = result;
  if (data?.client) return { kind: 'found', client: data.client };
  // a retry after a failure is loading again, not still failed
  if (fetching) return { kind: 'loading' };
  if (error) {
    const absent = !error.networkError && error.graphQLErrors.every((e) => ABSENT_CODES.has(String(e.extensions?.code)));
    return absent ? { kind: 'notFound' } : { kind: 'failed' };
  }
  if (data) return { kind: 'notFound' };
  return { kind: 'loading' };
}

export const CLIENT_STATE_COLOURS: Record<ClientState, string> = {
  active: 'green',
  pending: 'gold',
  pending_deactivation: 'orange',
  draft: 'default',
  inactive: 'red',
};
