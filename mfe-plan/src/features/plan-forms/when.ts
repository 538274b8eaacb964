import { DateTime } from 'luxon';

/** An instant as staff read it (§9: 'MMM D, YYYY HH:mm', e.g. "Jan 14, 2026 10:00") in `zone` (London if unknown). */
export function formatInstant(iso: string, zone: string | null | undefined): string {
  const at = DateTime.fromISO(iso).setZone(zone || 'Europe/London');
  return (at.isValid ? at : DateTime.fromISO(iso).setZone('Europe/London')).toFormat('LLL d, yyyy HH:mm');
}

/** Minutes as "3h 15m", "45m", "0m". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest}m`;
  return rest ? `${hours}h ${rest}m` : `${hours}h`;
}
