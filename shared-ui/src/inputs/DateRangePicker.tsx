import { Flex, Input, Segmented } from 'antd';
import { t } from '../text/catalogue';
import { DATE_PRESETS, pickDate, presetOf, presetRange, type DatePreset, type DateRange } from './dateRange';

export interface DateRangePickerLabels {
  /** The preset buttons' group. */
  presets: string;
  /** The option that clears the range. */
  all: string;
  /** Shown (not choosable) while two picked dates make a range of their own. */
  custom: string;
  /** The two date fields' group. */
  range: string;
  first: string;
  second: string;
  today: string;
  yesterday: string;
  week: string;
  month: string;
}

export interface DateRangePickerProps {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** Today (ISO day) in the person's zone by the platform clock: presets count from it. */
  today: string;
  /** Names for this use (e.g. "Imported between"); each defaults to the generic input.dateRange.* text. */
  labels?: Partial<DateRangePickerLabels>;
}

/**
 * The shared date range picker (shell-and-freelancer.md §4 Date range presets): presets today, yesterday, week and month,
 * or two picked dates (the earlier becomes start). Native date fields, not antd's DatePicker: see
 * docs/decisions/0102-shared-inputs.md. Rules: dateRange.ts.
 */
export function DateRangePicker({ value, onChange, today, labels = {} }: DateRangePickerProps) {
  const l: DateRangePickerLabels = {
    presets: labels.presets ?? t('ui.input.dateRange.presets'),
    all: labels.all ?? t('ui.input.dateRange.all'),
    custom: labels.custom ?? t('ui.input.dateRange.custom'),
    range: labels.range ?? t('ui.input.dateRange.range'),
    first: labels.first ?? t('ui.input.dateRange.first'),
    second: labels.second ?? t('ui.input.dateRange.second'),
    today: labels.today ?? t('ui.input.dateRange.today'),
    yesterday: labels.yesterday ?? t('ui.input.dateRange.yesterday'),
    week: labels.week ?? t('ui.input.dateRange.week'),
    month: labels.month ?? t('ui.input.dateRange.month'),
  };
  const preset = presetOf(value, today);
  return (
    <>
      <Segmented<DatePreset | 'all' | 'custom'>
        aria-label={l.presets}
        value={preset ?? (value ? 'custom' : 'all')}
        options={[
          { value: 'all', label: l.all },
          ...DATE_PRESETS.map((p) => ({ value: p, label: l[p] })),
          ...(value && !preset ? [{ value: 'custom' as const, label: l.custom, disabled: true }] : []),
        ]}
        onChange={(next) => {
          if (next === 'all') onChange(null);
          else if (next !== 'custom') onChange(presetRange(next, today));
        }}
      />
      <Flex gap="small" align="center" role="group" aria-label={l.range}>
        <Input
          type="date"
          aria-label={l.first}
          value={value?.start ?? ''}
          onChange={(e) => onChange(pickDate(value, 'start', e.target.value))}
          style={{ width: 160 }}
        />
        <span aria-hidden>–</span>
        <Input
          type="date"
          aria-label={l.second}
          value={value?.end ?? ''}
          onChange={(e) => onChange(pickDate(value, 'end', e.target.value))}
          style={{ width: 160 }}
        />
      </Flex>
    </>
  );
}
