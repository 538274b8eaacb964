import { Flex, InputNumber } from 'antd';
import { joinDuration, splitDuration } from '@work/shared-contracts/journal';
import { useText } from '@work/shared-ui';

/** Hours and minutes, minimum 0; minutes overflow into hours (75 minutes shows as 1 h 15). */
export function DurationInput({ value, onChange, id, invalid }: { value: number | undefined; onChange: (minutes: number) => void; id?: string; invalid?: boolean }) {
  const t = useText();
  const { hours, minutes } = splitDuration(value);
  const status = invalid ? 'error' : undefined;
  return (
    <Flex gap="small">
      <InputNumber
        id={id}
        aria-label={t('journal.hours')}
        min={0}
        precision={0}
        value={hours}
        status={status}
        onChange={(h) => onChange(joinDuration(h ?? 0, minutes))}
      />
      <InputNumber
        aria-label={t('journal.minutes')}
        min={0}
        precision={0}
        value={minutes}
        status={status}
        onChange={(m) => onChange(joinDuration(hours, m ?? 0))}
      />
    </Flex>
  );
}
