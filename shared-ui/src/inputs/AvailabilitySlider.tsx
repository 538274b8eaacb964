import { Slider } from 'antd';
import { availabilityAmount, availabilitySteps } from '@work/shared-contracts/availability';
import { t, type TextKey } from './text';

/** "30 minutes", "2 hours", "1 day", "3 weeks". */
export function availabilityLabel(minutes: number): string {
  const { count, unit } = availabilityAmount(minutes);
  const key = count === 1 && unit !== 'minutes' ? unit.slice(0, -1) : unit;
  return t(`ui.input.availability.${key}` as TextKey, { count });
}

/** The short mark under the slider: "30m", "2h", "1d", "3w". */
const markLabel = (minutes: number) => {
  const { count, unit } = availabilityAmount(minutes);
  return t(`ui.input.availability.mark.${unit}` as TextKey, { count });
};

export interface AvailabilitySliderProps {
  /** Minutes; a value between steps shows at the step below it. */
  value?: number | null;
  onChange?: (minutes: number) => void;
  /** The largest choice in days (steps beyond it are not offered); none: up to 3 weeks. */
  maxDays?: number | null;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  disabled?: boolean;
}

/**
 * The availability slider (staff-and-admin.md §5): 30 minutes, 2 and 6 hours, 1 to 3 days, 1 to 3 weeks, limited by
 * `maxDays`. It moves between the steps (not through the minutes between them); the value is in minutes.
 */
export function AvailabilitySlider({ value, onChange, maxDays, disabled, ...aria }: AvailabilitySliderProps) {
  const steps = availabilitySteps(maxDays);
  const below = steps.findLastIndex((minutes) => minutes <= (value ?? 0));
  const index = Math.max(0, below);
  const label = aria['aria-labelledby'] ? undefined : (aria['aria-label'] ?? t('ui.input.availability.label'));
  return (
    <Slider
      min={0}
      max={Math.max(0, steps.length - 1)}
      step={null}
      marks={Object.fromEntries(steps.map((minutes, i) => [i, markLabel(minutes)]))}
      value={index}
      disabled={disabled || steps.length === 0}
      onChange={(next: number) => {
        const minutes = steps[next];
        if (minutes !== undefined) onChange?.(minutes);
      }}
      tooltip={{ formatter: (i) => (i === undefined || steps[i] === undefined ? null : availabilityLabel(steps[i])) }}
      ariaLabelForHandle={label}
      ariaLabelledByForHandle={aria['aria-labelledby']}
      ariaValueTextFormatterForHandle={(i) => (steps[i] === undefined ? '' : availabilityLabel(steps[i]))}
    />
  );
}
