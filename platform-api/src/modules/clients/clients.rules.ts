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
