/**
 * The words mfe-plan shows, in British English. They ship inside this remote's bundle, so a publish of mfe-plan
 * alone brings new or changed words (ADR 0243). Every key starts with `plan.`. `{name}` marks a parameter filled in
 * by t().
 */
export const en = {
  'plan.title': 'Plan',

  'plan.client.title': 'Client',
  'plan.client.loading': 'Loading client',
  'plan.client.state': 'State',
  'plan.client.state.active': 'Active',
  'plan.client.state.draft': 'Draft',
  'plan.client.state.inactive': 'Inactive',
  'plan.client.state.pending': 'Pending',
  'plan.client.state.pending_deactivation': 'Pending deactivation',
  'plan.client.channels': 'Channels',
  'plan.client.channels.name': 'Name',
  'plan.client.channels.empty': 'No active channels',
  'plan.client.notFound': 'Client not found',
  'plan.client.notFoundText': 'There is no client with this id, or you do not have access to it.',
  'plan.client.loadFailed': 'Unable to load this client. Please try again soon.',
  'plan.client.retry': 'Retry',
} as const;
