/**
 * The words shared-ui's own components show (not-found page, remote failure and version chrome, the later-release
 * notice, the shared inputs and their validation messages). Every key starts with `ui.`. `{name}` marks a parameter
 * filled in by t().
 */
export const en = {
  'ui.notFound.title': 'This page could not be found',
  'ui.remote.failed.title': 'Unable to load',
  'ui.remote.failed.text': 'This part of the page could not be loaded. Please try again soon.',
  'ui.remote.failed.retry': 'Retry',
  'ui.remote.failed.details': 'Technical details',
  'ui.remote.version': 'Version {label}',
  'ui.later.title': 'Coming in a later release',
  'ui.later.text': '{area} arrives in a later release. Nothing here is live yet, so there is no data to show.',

  'ui.validation.required': 'This field is required',
  'ui.validation.email': 'Please enter a valid email address',
  'ui.validation.minLength': 'Must be at least {min} characters',
  'ui.validation.maxLength': 'Must be {max} characters or fewer',
  'ui.validation.between': 'Must be between {min} and {max}',
  'ui.validation.minValue': 'Must be at least {min}',
  'ui.validation.maxValue': 'Must be {max} or less',
  'ui.validation.wholeNumber': 'Please enter a whole number',
  'ui.validation.startsWithLetter': 'Must start with a letter',
  'ui.validation.url': 'Please enter a valid URL',
  'ui.validation.currency.minValue': 'Please enter an amount greater than 0',
  'ui.validation.currency.decimals': 'Please enter an amount with at most two decimal places',
  'ui.validation.fallback': 'This value is not valid',
  'ui.input.currency.label': 'Amount in pounds',
  'ui.input.duration.hours': 'Hours',
  'ui.input.duration.minutes': 'Minutes',
  'ui.input.date.placeholder': 'DD/MM/YYYY',
  'ui.input.dateRange.presets': 'Date presets',
  'ui.input.dateRange.all': 'All dates',
  'ui.input.dateRange.custom': 'Custom range',
  'ui.input.dateRange.range': 'Date range',
  'ui.input.dateRange.first': 'First date',
  'ui.input.dateRange.second': 'Second date',
  'ui.input.dateRange.today': 'Today',
  'ui.input.dateRange.yesterday': 'Yesterday',
  'ui.input.dateRange.week': 'Week',
  'ui.input.dateRange.month': 'Month',
} as const;
