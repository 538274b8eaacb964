// The day's journal progress, one rule for the toolbar ring (host) and the journal panel (mfe-journal).

/** shell-and-freelancer.md §4 "Day progress colour": up to 39 % error, up to 99 % warning, otherwise success. */
export type DayProgressColour = 'error' | 'warning' | 'success';

export function dayProgressColour(percent: number): DayProgressColour {
  if (percent <= 39) return 'error';
  if (percent <= 99) return 'warning';
  return 'success';
}

export type DayProgress =
  | { kind: 'percent'; percent: number; colour: DayProgressColour }
  /** target 0: there is nothing to measure against, so only the minutes are shown */
  | { kind: 'noTarget'; minutes: number };

/**
 * The journal progress ring (§9: minutes divided by target). Rounded down, so 100 % and the success colour
 * appear only once the target is really met.
 */
export function dayProgress(minutes: number, target: number): DayProgress {
  if (!(target > 0)) return { kind: 'noTarget', minutes: Math.max(0, minutes) };
  const percent = Math.floor((Math.max(0, minutes) / target) * 100);
  return { kind: 'percent', percent, colour: dayProgressColour(percent) };
}
