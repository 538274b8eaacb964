import { Flex, InputNumber } from 'antd';
import { t } from '../text/catalogue';
import { joinDuration, splitDuration } from './duration';

export interface DurationInputProps {
  /** Minutes. */
  value: number | undefined;
  onChange: (minutes: number) => void;
  /** Given to the hours field, so a form label (htmlFor) points at it. */
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  hoursLabel?: string;
  minutesLabel?: string;
}

/** Hours and minutes, minimum 0; minutes overflow into hours (75 minutes shows as 1 h 15). Rule: duration.ts. */
export function DurationInput({ value, onChange, id, invalid, disabled, hoursLabel, minutesLabel }: DurationInputProps) {
  const { hours, minutes } = splitDuration(value);
  const status = invalid ? 'error' : undefined;
  return (
    <Flex gap="small">
      <InputNumber
        id={id}
        aria-label={hoursLabel ?? t('ui.input.duration.hours')}
        min={0}
        precision={0}
        value={hours}
        status={status}
        disabled={disabled}
        onChange={(h) => onChange(joinDuration(h ?? 0, minutes))}
      />
      <InputNumber
        aria-label={minutesLabel ?? t('ui.input.duration.minutes')}
        min={0}
        precision={0}
        value={minutes}
        status={status}
        disabled={disabled}
        onChange={(m) => onChange(joinDuration(hours, m ?? 0))}
      />
    </Flex>
  );
}
