// the factory by its own path: this subpath is bundled into each remote that shows these inputs
import { createTextCatalogue } from '../text/createTextCatalogue';

/**
 * The words of the availability slider and the time-of-day input (keys `ui.input.…`), bundled with them rather than in
 * shared-ui's root catalogue, which the host shares and every first load carries.
 */
export const en = {
  'ui.input.availability.label': 'Availability',
  'ui.input.availability.minutes': '{count} minutes',
  'ui.input.availability.hour': '{count} hour',
  'ui.input.availability.hours': '{count} hours',
  'ui.input.availability.day': '{count} day',
  'ui.input.availability.days': '{count} days',
  'ui.input.availability.week': '{count} week',
  'ui.input.availability.weeks': '{count} weeks',
  'ui.input.availability.mark.minutes': '{count}m',
  'ui.input.availability.mark.hours': '{count}h',
  'ui.input.availability.mark.days': '{count}d',
  'ui.input.availability.mark.weeks': '{count}w',
  'ui.input.timeOfDay.label': 'Time of day',
  'ui.input.timeOfDay.placeholder': 'Select a time',
  'ui.input.timeOfDay.endOfDay': 'End of the day',
} as const;

export const { t, hasText } = createTextCatalogue('ui.input', en);
export type TextKey = keyof typeof en;
