/** Toolbar chips and the journal progress ring (shell-and-freelancer.md §1, §4 Day progress colour, §6, §9). */
export const toolbar = {
  'toolbar.journalProgress': 'Journal progress {percent}%',
  'toolbar.journalMinutes': 'Journal: {minutes} minutes logged today',
  'toolbar.journalProgressLoading': 'Loading journal progress',
  'toolbar.journalProgressFailed': 'Journal progress could not be loaded',
  'toolbar.earnings': 'Earnings',
  'toolbar.earningsAmount': '£{amount}',
  'toolbar.earningsHint': 'Outstanding work log total',
  'toolbar.earningsLoading': 'Loading earnings',
  'toolbar.earningsFailed': 'Earnings could not be loaded',
  'toolbar.monthlyHours': 'Monthly hours',
  'toolbar.monthlyHoursValue': '{hours} of {limit}',
  'toolbar.monthlyHoursWarning': 'You have used {percent}% of your monthly hours limit',
  'toolbar.monthlyHoursLimitReached': 'Limit reached',
  'toolbar.monthlyHoursLimitReachedHint': 'Monthly hours limit reached: no more tasks are assigned until next month',
} as const;
