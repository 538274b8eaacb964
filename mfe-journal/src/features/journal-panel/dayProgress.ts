/** Day progress colour (spec §4): up to 39% error, up to 99% warning, otherwise success. No target counts as done. */
export function dayProgressStatus(minutes: number, target: number): 'error' | 'warning' | 'success' {
  if (target <= 0) return 'success';
  const percent = Math.floor((minutes / target) * 100);
  if (percent <= 39) return 'error';
  if (percent <= 99) return 'warning';
  return 'success';
}
