/** Client page texts (shell-and-freelancer.md §2 routes: /client/{id}, linked from the control global search). */
export const plan = {
  'client.title': 'Client',
  'client.loading': 'Loading client',
  'client.state': 'State',
  'client.state.active': 'Active',
  'client.state.draft': 'Draft',
  'client.state.inactive': 'Inactive',
  'client.state.pending': 'Pending',
  'client.state.pending_deactivation': 'Pending deactivation',
  'client.channels': 'Channels',
  'client.channels.name': 'Name',
  'client.channels.empty': 'No active channels',
  'client.notFound': 'Client not found',
  'client.notFoundText': 'There is no client with this id, or you do not have access to it.',
  'client.loadFailed': 'Unable to load this client. Please try again soon.',
  'client.retry': 'Retry',
} as const;
