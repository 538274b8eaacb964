// the factory by its own path: this subpath is bundled into each remote that shows a picker
import { createTextCatalogue } from '../text/createTextCatalogue';

/**
 * The pickers' words (keys `ui.picker.…`). A catalogue of their own, bundled with the pickers: they stay out of
 * shared-ui's root catalogue, which the host shares and every first load carries.
 */
export const en = {
  'ui.picker.loadingMore': 'Loading more…',
  'ui.picker.failed': 'The list could not be loaded. Please try again soon.',
  'ui.picker.language.label': 'Language',
  'ui.picker.language.placeholder': 'Select a language',
  'ui.picker.language.empty': 'No languages found',
  'ui.picker.country.label': 'Country',
  'ui.picker.country.placeholder': 'Select a country',
  'ui.picker.country.empty': 'No countries found',
  'ui.picker.timezone.label': 'Timezone',
  'ui.picker.timezone.placeholder': 'Select a timezone',
  'ui.picker.timezone.empty': 'No timezones found',
  'ui.picker.user.label': 'User',
  'ui.picker.user.placeholder': 'Select a user',
  'ui.picker.user.empty': 'No users found',
  'ui.picker.croudie.label': 'Croudie',
  'ui.picker.croudie.placeholder': 'Select a croudie',
  'ui.picker.croudie.empty': 'No croudies found',
  'ui.picker.client.label': 'Client',
  'ui.picker.client.placeholder': 'Select a client',
  'ui.picker.client.empty': 'No clients found',
  'ui.picker.channel.label': 'Channel',
  'ui.picker.channel.placeholder': 'Select a channel',
  'ui.picker.channel.empty': 'No channels found',
  'ui.picker.channelType.label': 'Channel type',
  'ui.picker.channelType.placeholder': 'Select a channel type',
  'ui.picker.channelType.empty': 'No channel types found',
  'ui.picker.vertical.label': 'Vertical',
  'ui.picker.vertical.placeholder': 'Select a vertical',
  'ui.picker.vertical.empty': 'No verticals found',
  'ui.picker.qualification.label': 'Qualification',
  'ui.picker.qualification.placeholder': 'Select a qualification',
  'ui.picker.qualification.empty': 'No qualifications found',
  'ui.picker.verification.label': 'Verification',
  'ui.picker.verification.placeholder': 'Select verifications',
  'ui.picker.verification.empty': 'No verifications found',
  'ui.picker.office.label': 'Office',
  'ui.picker.office.placeholder': 'Select an office',
  'ui.picker.office.empty': 'No offices found',
  'ui.picker.team.label': 'Team',
  'ui.picker.team.placeholder': 'Select a team',
  'ui.picker.team.empty': 'No teams found',
} as const;

export const { t, hasText } = createTextCatalogue('ui.picker', en);
export type TextKey = keyof typeof en;
