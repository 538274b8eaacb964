export { createTextCatalogue, formatText, type TextCatalogue, type TextParams } from './text/createTextCatalogue';
export { RemotePage, type RemotePageProps } from './components/RemotePage';
export { RemoteVersionMarker } from './components/RemoteVersionMarker';
export { NotFoundResult } from './components/NotFoundResult';
export { PageLoading } from './components/PageLoading';
export { EmptyState } from './components/EmptyState';
export { LaterReleaseNotice } from './components/LaterReleaseNotice';
export { RemoteFailed } from './components/RemoteFailed';
export { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
export { RemoteProviders, useMountProps, useSession } from './components/RemoteProviders';
export { createRemoteLifecycles } from './remote/createRemoteLifecycles';
export { useConfirm } from './feedback/useConfirm';
export { DirtyReport, useDirtyReport } from './feedback/useDirtyReport';
export { CurrencyInput } from './inputs/CurrencyInput';
export { currencyError } from './inputs/currency';
export { DurationInput, type DurationInputProps } from './inputs/DurationInput';
export { joinDuration, splitDuration } from './inputs/duration';
export { DateInput, type DateInputProps } from './inputs/DateInput';
export { clampDate, formatDisplayDate, parseDisplayDate, isoDay } from './inputs/date';
export { DateRangePicker, type DateRangePickerProps, type DateRangePickerLabels } from './inputs/DateRangePicker';
export {
  DATE_PRESETS,
  pickDate,
  presetOf,
  presetRange,
  rangeFromPicks,
  todayIn,
  type DatePreset,
  type DateRange,
} from './inputs/dateRange';
