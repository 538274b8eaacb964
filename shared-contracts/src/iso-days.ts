/** ISO days (YYYY-MM-DD) compare as strings: the helpers that need no calendar library (and so load none). */

/** `date` kept within [min, max]. */
export function clampDate(date: string, min: string, max: string): string {
  return date < min ? min : date > max ? max : date;
}
