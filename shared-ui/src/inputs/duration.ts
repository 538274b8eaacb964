/**
 * The duration input's rule (shell-and-freelancer.md §5 Inputs): hours and minutes, whole numbers, minimum 0; minutes
 * overflow into hours (1 h 75 min is 2 h 15 min). The value is a number of minutes.
 */
export function joinDuration(hours: number | null | undefined, minutes: number | null | undefined): number {
  const h = Math.max(0, Math.floor(Number(hours) || 0));
  const m = Math.max(0, Math.floor(Number(minutes) || 0));
  return h * 60 + m;
}

/** Minutes as the input shows them: whole hours and the minutes left over (0–59). */
export function splitDuration(total: number | null | undefined): { hours: number; minutes: number } {
  const t = Math.max(0, Math.floor(Number(total) || 0));
  return { hours: Math.floor(t / 60), minutes: t % 60 };
}
