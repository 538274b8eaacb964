import { Checkbox, Flex, InputNumber, Radio, Select } from 'antd';
import {
  applyModifier,
  applyOccurrence,
  DAY_NUMBER_OPTIONS,
  INTERVAL_BOUNDS,
  maxEndDate,
  minEndDate,
  OCCURRENCES,
  TIME_OF_DAY_OPTIONS,
  WEEK_NUMBERS,
  WEEKDAYS,
  type ScheduleRules,
} from '@work/shared-contracts/journal-schedule';
import { DateInput } from '@work/shared-ui/inputs';
import { useText, type TextKey } from '../../text';
import { FieldError, FieldLabel } from './EntryFields';

/** The scheduler inside the recurring journal form: occurrence, interval, time of day, days, monthly rule and range. */
export function SchedulerFields({
  value,
  today,
  onChange,
  errors,
  readOnly = false,
}: {
  value: ScheduleRules;
  today: string;
  onChange: (next: ScheduleRules) => void;
  errors: Record<string, string | undefined>;
  readOnly?: boolean;
}) {
  const t = useText();
  const label = (key: string) => t(`journal.schedule.${key}` as TextKey);
  const set = (patch: Partial<ScheduleRules>) => onChange({ ...value, ...patch });
  const bounds = INTERVAL_BOUNDS[value.occurrence];
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Flex vertical gap={4}>
          <FieldLabel htmlFor="schedule-occurrence">{label('occurrence')}</FieldLabel>
          <Select
            id="schedule-occurrence"
            style={{ width: 140 }}
            disabled={readOnly}
            value={value.occurrence}
            options={OCCURRENCES.map((o) => ({ value: o, label: label(o) }))}
            onChange={(occurrence) => onChange(applyOccurrence({ ...value, occurrence }, today))}
          />
        </Flex>
        {value.occurrence === 'once' ? null : (
          <Flex vertical gap={4}>
            <FieldLabel htmlFor="schedule-interval">{`${label('interval')} (${label(`interval.${value.occurrence}`)})`}</FieldLabel>
            <InputNumber
              id="schedule-interval"
              min={bounds.min}
              max={bounds.max}
              precision={0}
              disabled={readOnly}
              value={value.interval}
              onChange={(n) => set({ interval: n ?? bounds.min })}
            />
            <FieldError error={errors.interval} />
          </Flex>
        )}
        <Flex vertical gap={4}>
          <FieldLabel htmlFor="schedule-time">{label('timeOfDay')}</FieldLabel>
          <Select
            id="schedule-time"
            showSearch
            style={{ width: 110 }}
            disabled={readOnly}
            value={value.timeOfDay}
            options={TIME_OF_DAY_OPTIONS.map((o) => ({ value: o, label: o }))}
            onChange={(timeOfDay) => set({ timeOfDay })}
          />
        </Flex>
      </Flex>

      {value.occurrence === 'weekly' ? (
        <Flex vertical gap={4} role="group" aria-label={label('days')}>
          <span style={{ fontWeight: 500 }}>{label('days')}</span>
          <Checkbox.Group
            disabled={readOnly}
            value={value.days}
            options={WEEKDAYS.map((d) => ({ value: d, label: label(d).slice(0, 3) }))}
            onChange={(days) => set({ days: WEEKDAYS.filter((d) => days.includes(d)) })}
          />
          <FieldError error={errors.days} />
        </Flex>
      ) : null}

      {value.occurrence === 'monthly' ? (
        <Flex vertical gap="small">
          <Radio.Group
            aria-label={label('modifier')}
            disabled={readOnly}
            value={value.modifier}
            options={[
              { value: 'day_of_month', label: label('dayOfMonth') },
              { value: 'week_of_month', label: label('weekOfMonth') },
            ]}
            onChange={(e) => onChange(applyModifier(value, e.target.value))}
          />
          {value.modifier === 'day_of_month' ? (
            <Flex vertical gap={4}>
              <FieldLabel htmlFor="schedule-day-number">{label('dayNumber')}</FieldLabel>
              <Select
                id="schedule-day-number"
                disabled={readOnly}
                value={value.dayNumber}
                options={DAY_NUMBER_OPTIONS.map((d) => ({ value: d, label: /^\d+$/.test(d) ? d : label(d) }))}
                onChange={(dayNumber) => set({ dayNumber })}
              />
            </Flex>
          ) : (
            <Flex gap="small">
              <Flex vertical gap={4}>
                <FieldLabel htmlFor="schedule-week-number">{label('weekNumber')}</FieldLabel>
                <Select
                  id="schedule-week-number"
                  style={{ width: 120 }}
                  disabled={readOnly}
                  value={value.weekNumber}
                  options={WEEK_NUMBERS.map((w) => ({ value: w, label: label(w) }))}
                  onChange={(weekNumber) => set({ weekNumber })}
                />
              </Flex>
              <Flex vertical gap={4}>
                <FieldLabel htmlFor="schedule-weekday">{label('weekday')}</FieldLabel>
                <Select
                  id="schedule-weekday"
                  style={{ width: 140 }}
                  disabled={readOnly}
                  value={value.days[0]}
                  options={WEEKDAYS.map((d) => ({ value: d, label: label(d) }))}
                  onChange={(d) => set({ days: [d] })}
                />
              </Flex>
            </Flex>
          )}
          <FieldError error={errors.days} />
        </Flex>
      ) : null}

      <Flex gap="small">
        <Flex vertical gap={4}>
          <FieldLabel htmlFor="schedule-start">{label('start')}</FieldLabel>
          <DateInput
            id="schedule-start"
            disabled={readOnly}
            value={value.range.start}
            min={today}
            max={maxEndDate(today)}
            onChange={(start) =>
              onChange(applyOccurrence({ ...value, range: { start, end: value.range.end < start ? start : value.range.end } }, today))
            }
          />
        </Flex>
        {value.occurrence === 'once' ? null : (
          <Flex vertical gap={4}>
            <FieldLabel htmlFor="schedule-end">{label('end')}</FieldLabel>
            <DateInput
              id="schedule-end"
              disabled={readOnly}
              value={value.range.end}
              min={minEndDate(value.range.start, today)}
              max={maxEndDate(today)}
              onChange={(end) => set({ range: { ...value.range, end } })}
            />
          </Flex>
        )}
      </Flex>
      <FieldError error={errors['range.end'] ?? errors.range} />
    </Flex>
  );
}
