import { formatterIn } from '@work/shared-ui/dates';

export interface WorkloadDay {
  date: string;
  minutes: number;
}

export interface WorkloadBar extends WorkloadDay {
  /** Bar height as a share of the tallest day (0–1). */
  share: number;
  /** Short label under the bar: the day of the month, with the month on the 1st and on the first bar. */
  label: string;
  weekend: boolean;
}

/** Bars for the upcoming workload chart: heights relative to the busiest day. */
export function workloadBars(days: readonly WorkloadDay[]): WorkloadBar[] {
  const max = Math.max(0, ...days.map((d) => d.minutes));
  return days.map((d, i) => {
    const date = new Date(`${d.date}T00:00:00Z`);
    const day = date.getUTCDate();
    return {
      ...d,
      share: max === 0 ? 0 : d.minutes / max,
      label: i === 0 || day === 1 ? formatterIn('UTC', { day: 'numeric', month: 'short' }).format(date) : String(day),
      weekend: date.getUTCDay() === 0 || date.getUTCDay() === 6,
    };
  });
}

export const totalMinutes = (days: readonly WorkloadDay[]) => days.reduce((sum, d) => sum + d.minutes, 0);

/** "Wed 6 May" for a bar's accessible name and tooltip. */
export const dayName = (iso: string) =>
  formatterIn('UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${iso}T00:00:00Z`));
