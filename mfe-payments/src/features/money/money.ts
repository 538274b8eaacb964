import { DateTime } from 'luxon';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in pounds as the payment centre shows it: £ and 2 decimals (staff-and-admin.md §9), e.g. £1,234.50. */
export function poundsText(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return POUNDS.format(Number.isFinite(value) ? value : 0);
}

/** What a cell shows for a value the record does not have. */
export const NONE = '—';

/** An instant's day in the person's timezone (the platform's by default), e.g. "3 Nov 2026". */
export function dayText(iso: string | null | undefined, timezone?: string | null): string {
  if (!iso) return NONE;
  const zoned = DateTime.fromISO(iso, { zone: timezone || PLATFORM_ZONE });
  const when = zoned.isValid ? zoned : DateTime.fromISO(iso, { zone: PLATFORM_ZONE });
  return when.isValid ? when.toFormat('d MMM yyyy') : NONE;
}

/** An ISO day (YYYY-MM-DD: a tax point, an expected payment day) as "19 Dec 2026", whatever the viewer's zone. */
export function isoDayText(day: string | null | undefined): string {
  if (!day) return NONE;
  const when = DateTime.fromISO(day, { zone: 'UTC' });
  return when.isValid ? when.toFormat('d MMM yyyy') : NONE;
}

/** An account number, IBAN or any identifier reduced to its last four characters: "•••• 1234". */
export function lastFourText(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/\s+/g, '');
  return compact ? `•••• ${compact.slice(-4)}` : NONE;
}
