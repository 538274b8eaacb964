import { formatterIn } from '@work/shared-ui/dates';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** An instant as the day a person reads in their zone ("4 May 2026"); null for none. */
export function formatDay(iso: string | null | undefined, zone: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatterIn(zone, DAY).format(date);
}

/** Tag colours of the statuses the page shows (a status the page does not know yet shows plain). */
export const CHANNEL_STATE_COLOURS: Readonly<Record<string, string>> = { active: 'green', inactive: 'default' };
export const PROJECT_STATUS_COLOURS: Readonly<Record<string, string>> = { active: 'blue', completed: 'green' };
export const JOB_STATUS_COLOURS: Readonly<Record<string, string>> = {
  draft: 'default',
  new: 'cyan',
  scheduled: 'purple',
  in_progress: 'blue',
  recurring: 'geekblue',
  complete: 'green',
  expired: 'red',
};
