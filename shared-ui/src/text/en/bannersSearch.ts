/**
 * Network banners, the control search box and the shell's resilience notices
 * (shell-and-freelancer.md §2 Screens, §4 Offboarding banner and Other banners, §8, §9).
 */
export const bannersSearch = {
  'banners.label': 'Site alerts',
  'banners.paging': '{n} of {m}',
  'banners.previous': 'Previous alert',
  'banners.next': 'Next alert',
  'banners.close': 'Close alert',
  'banners.offboarding.text': 'Automatic offboarding scheduled for the {date}',
  'banners.offboarding.cancel': 'Cancel offboarding',
  'banners.offboarding.error': 'There was a problem, please try again.',
  'banners.offboarding.inactive.title': 'Offboarding cancelled',
  'banners.offboarding.inactive.text': 'Do you also want to have your account reactivated to be eligible for tasks?',
  'banners.offboarding.inactive.no': 'No, stay inactive',
  'banners.offboarding.inactive.yes': 'Yes, request reactivation',
  'banners.offboarding.requestSent': 'Request sent',
  'banners.offboarding.active.title': 'Offboarding cancelled',
  'banners.offboarding.active.text':
    'Your account is still active. To be offered more tasks, keep your profile up to date: your bio, your title and your availability.',
  'banners.offboarding.active.updateProfile': 'Update my profile',
  'banners.offboarding.active.close': 'Close',
  'banners.updatePaymentDetails.text': 'Your payment details need updating before you can be paid.',
  'banners.updatePaymentDetails.action': 'Update payment details',
  'banners.invoiceWindowOpen.text': 'The invoice window is open: you can invoice for last month’s work now.',
  'banners.invoiceWindowOpen.action': 'Create invoice',
  'banners.usStateUpdateNeeded.text': 'Please add your US state to your profile.',
  'banners.usStateUpdateNeeded.action': 'Update profile',

  'search.placeholder': 'Search for tasks and clients',
  'search.label': 'Search for tasks and clients',
  'search.clients': 'Clients ({count})',
  'search.tasks': 'Tasks ({count})',
  'search.onlyMine': 'Only show mine',
  'search.emptyTitle': 'No results found',
  'search.emptyText': 'Please check the spelling and the filters applied',
  'search.loading': 'Searching',
  'search.failed': 'Search failed, please try again.',
  'search.taskOwner': 'Owner: {name}',
} as const;
