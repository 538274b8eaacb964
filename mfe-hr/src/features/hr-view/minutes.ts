/** Minutes as the HR view writes them: 450 → "7h 30m", 420 → "7h", 15 → "15m", 0 → "0h". */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours && rest) return `${hours}h ${rest}m`;
  return rest ? `${rest}m` : `${hours}h`;
}

/** A utilisation rate (logged / target) as a whole percentage; none (target 0) as a dash. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? '—' : `${Math.round(rate * 100)}%`;
}
