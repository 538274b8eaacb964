import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { t } from '../text/catalogue';
import { formatDisplayDate, parseDisplayDate } from './date';

export interface DateInputProps {
  id?: string;
  /** ISO day (YYYY-MM-DD). */
  value: string;
  min: string;
  max: string;
  onChange: (isoDay: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * A DD/MM/YYYY date input; what is typed is clamped to [min, max] when it loses focus or on Enter, and a text that is
 * not a date reverts to the last value. Rules: date.ts.
 */
export function DateInput({ id, value, min, max, onChange, disabled, 'aria-label': ariaLabel }: DateInputProps) {
  const [text, setText] = useState(formatDisplayDate(value));
  useEffect(() => setText(formatDisplayDate(value)), [value]);
  const commit = () => {
    const parsed = parseDisplayDate(text, min, max);
    if (parsed) onChange(parsed);
    setText(formatDisplayDate(parsed ?? value));
  };
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      value={text}
      disabled={disabled}
      placeholder={t('ui.input.date.placeholder')}
      inputMode="numeric"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
