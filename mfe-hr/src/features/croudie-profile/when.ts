import { formatterIn, partsOf } from '@work/shared-ui/dates';

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as staff-and-admin.md §9 shows dates, 'MMM D, YYYY HH:mm' (e.g. "Nov 5, 2026 09:30"), in `zone`. */
export function formatWhen(iso: string, zone: string | null | undefined): string {
  const p = partsOf(formatterIn(zone, PARTS), new Date(iso));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}`;
}
