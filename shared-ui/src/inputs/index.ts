// The shared inputs (date, range, duration, currency): a shared module of its own, `@work/shared-ui/inputs`, so a page
// that shows none of them does not load them, nor luxon and the antd pickers they use (ADR 0252).
export { CurrencyInput } from './CurrencyInput';
export { currencyError } from './currency';
export { DurationInput, type DurationInputProps } from './DurationInput';
export { joinDuration, splitDuration } from './duration';
export { DateInput, type DateInputProps } from './DateInput';
export { clampDate, formatDisplayDate, parseDisplayDate, isoDay } from './date';
export { DateRangePicker, type DateRangePickerProps, type DateRangePickerLabels } from './DateRangePicker';
export { DATE_PRESETS, pickDate, presetOf, presetRange, rangeFromPicks, todayIn, type DatePreset, type DateRange } from './dateRange';
export { AvailabilitySlider, availabilityLabel, type AvailabilitySliderProps } from './AvailabilitySlider';
export { TimeOfDayInput, timeOfDayLabel, type TimeOfDayInputProps } from './TimeOfDayInput';
