import { formatterIn } from '@work/shared-ui/dates';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const REGIONS = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en-GB'], { type: 'region' }) : null;

/** An hourly rate in pounds with 2 decimals ("£25.00"); null when the caller may not see it or none is set. */
export function formatHourlyRate(rate: number | null | undefined): string | null {
  return typeof rate === 'number' ? POUNDS.format(rate) : null;
}

/** A country's English name from its ISO 3166-1 alpha-2 code (the code itself when the browser has no name). */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return REGIONS?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A date (and time) as staff read it, in their own timezone: "12 Mar 2026". */
export function formatDay(iso: string | null | undefined, zone: string | null | undefined): string | null {
  if (!iso) return null;
  return formatterIn(zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

export function formatDayTime(iso: string | null | undefined, zone: string | null | undefined): string | null {
  if (!iso) return null;
  return formatterIn(zone, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
