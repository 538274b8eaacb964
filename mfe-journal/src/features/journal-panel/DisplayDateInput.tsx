import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { formatDisplayDate, parseDisplayDate } from '@work/shared-contracts/journal-schedule';
import { useText } from '@work/shared-ui';

/** A DD/MM/YYYY date input; what is typed is clamped to [min, max] when it loses focus (an invalid date reverts). */
export function DisplayDateInput({ id, value, min, max, onChange, disabled }: { id: string; value: string; min: string; max: string; onChange: (iso: string) => void; disabled?: boolean }) {
  const t = useText();
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
      value={text}
      disabled={disabled}
      placeholder={t('journal.schedule.datePlaceholder')}
      inputMode="numeric"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
