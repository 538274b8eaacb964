/** Client and channel states and client access (shell-and-freelancer.md §3, §4, §6). */
export const CLIENT_STATES = ['active', 'pending', 'pending_deactivation', 'inactive', 'draft'] as const;
export type ClientState = (typeof CLIENT_STATES)[number];

export const CHANNEL_STATES = ['active', 'inactive'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/** The special channel slug. */
export const NEW_BUSINESS_SLUG = 'new_business';

export const CLIENT_ACCESS = ['granted', 'pending', 'restricted'] as const;
export type ClientAccess = (typeof CLIENT_ACCESS)[number];

/** The client access request dialog's three states (shell-and-freelancer.md §4). */
export type AccessRequestState = 'GRANTED' | 'NOT_REQUESTED' | 'REQUESTED' | 'UNABLE_TO_REQUEST';

export function accessRequestState(access: ClientAccess | null): AccessRequestState {
  if (access === 'granted') return 'GRANTED';
  if (access === 'pending') return 'REQUESTED';
  if (access === 'restricted') return 'UNABLE_TO_REQUEST';
  return 'NOT_REQUESTED';
}

/** Inactive channels are excluded from lists (shell-and-freelancer.md §3). */
export function isListedChannel(channel: { state: ChannelState }): boolean {
  return channel.state !== 'inactive';
}

/** Staff who decide croudies' access requests (staff-and-admin.md §6 client_admin; network_admin runs the network). */
export const CLIENT_ACCESS_ADMIN_ROLES = ['client_admin', 'network_admin'] as const;

export type AccessDecision = 'approve' | 'decline';

/** Why an access request in `current` cannot be decided (CONFLICT), or null when it is pending. */
export function accessDecisionProblem(current: ClientAccess, decision: AccessDecision): string | null {
  if (current === 'pending') return null;
  const verb = decision === 'approve' ? 'approved' : 'declined';
  return current === 'granted'
    ? `Only a pending request can be ${verb}: this croudie already has access to this client`
    : `Only a pending request can be ${verb}: this croudie's access to this client is restricted`;
}
