import { Select } from 'antd';
import { END_OF_DAY, TIME_OF_DAY_VALUES } from '@work/shared-contracts/time-of-day';
import { t } from './text';

export interface TimeOfDayInputProps {
  /** 'HH:mm' on a quarter hour, or END_OF_DAY; null when none is chosen. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error';
  onBlur?: () => void;
}

/** What each value shows: the time, or "End of the day". */
export const timeOfDayLabel = (value: string) => (value === END_OF_DAY ? t('ui.input.timeOfDay.endOfDay') : value);

const OPTIONS = TIME_OF_DAY_VALUES.map((value) => ({ value, label: timeOfDayLabel(value) }));

/**
 * The time-of-day input (staff-and-admin.md §5): every 15 minutes from 00:00 to 23:45, plus End of the day, which
 * stands for 23:00 (`clockTimeOf` in @work/shared-contracts/time-of-day). Typing narrows the list ("9:3" finds 09:30).
 */
export function TimeOfDayInput({ value, onChange, ...props }: TimeOfDayInputProps) {
  const label = props['aria-label'] ?? (props.id || props['aria-labelledby'] ? undefined : t('ui.input.timeOfDay.label'));
  return (
    <Select<string | null>
      id={props.id}
      aria-label={label}
      aria-labelledby={props['aria-labelledby']}
      placeholder={props.placeholder ?? t('ui.input.timeOfDay.placeholder')}
      disabled={props.disabled}
      allowClear={props.allowClear}
      status={props.status}
      onBlur={props.onBlur}
      options={OPTIONS}
      value={value || null}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{
        filterOption: (input, option) => {
          const typed = input.trim().toLowerCase();
          const text = String(option?.label ?? '').toLowerCase();
          // digits find times from their start ("9:3" → 09:30, not 19:30); words find End of the day
          if (/\d/.test(typed)) return text.startsWith(typed) || text.replace(/^0/, '').startsWith(typed);
          return text.includes(typed);
        },
      }}
      style={{ minWidth: 140 }}
    />
  );
}
