/**
 * Which people keep API access (staff-and-admin.md §4 user statuses; the croudie admin actions offboard, suspend, block).
 * One rule for every kind of person and every door (GraphQL over HTTP and websocket, REST uploads): blocked, suspended,
 * offboarded, deleted and anonymised people lose access at once. Every other status keeps it — pending and inactive
 * croudies still sign in to the screens the spec allows them (the pending dashboard, reactivation requests).
 */
export const ACCESS_ENDING_STATUSES = ['blocked', 'suspended', 'offboarded', 'deleted', 'anonymised'] as const;

export function statusEndsAccess(status: string): boolean {
  return (ACCESS_ENDING_STATUSES as readonly string[]).includes(status);
}

/**
 * How the server closes a websocket whose session or token ended. All 4403: graphql-ws clients retry it (4401 they never
 * do); the reason tells the shell what to do — sign out (the caller's session ended), or reconnect with a fresh token.
 */
export const SOCKET_CLOSE = {
  sessionEnded: { code: 4403, reason: 'Session ended' },
  impersonatedSessionEnded: { code: 4403, reason: 'Impersonated session ended' },
  tokenExpired: { code: 4403, reason: 'Access token expired' },
} as const;
