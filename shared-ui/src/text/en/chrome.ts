/**
 * Shell chrome: app switcher, navigation favourites, notifications panel, announcements, confirm dialog
 * (shell-and-freelancer.md §1, §2 Screens, §4 Notifications and Announcements, §8, §9).
 */
export const chrome = {
  'apps.title': 'Apps',
  'apps.work': 'Work',
  'apps.plan': 'Plan',
  'apps.academy': 'Academy',
  'apps.employees': 'Employees',
  'apps.settings': 'Settings',
  'apps.payments': 'Payments',
  'apps.myProfile': 'My profile',
  'apps.getStarted': 'Get started',
  'apps.none': 'No apps available',

  'nav.favourites.add': 'Add {label} to favourites',
  'nav.favourites.remove': 'Remove {label} from favourites',

  'notifications.title': 'Notifications',
  'notifications.unread': '{count} unread',
  'notifications.close': 'Close notifications',
  'notifications.tabWork': 'Work ({count})',
  'notifications.tabAnnouncements': 'Announcements ({count})',
  'notifications.list': 'Notification list',
  'notifications.showMore': 'Show more',
  'notifications.view': 'View',
  'notifications.markRead': 'Mark as read',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.empty': 'You have no unread notifications',
  'notifications.loadFailed': 'Notifications could not be loaded',
  'notifications.readFailed': 'The notification could not be marked as read. Please try again.',
  'notifications.retry': 'Try again',

  'announcements.croudie.list': 'Announcements',
  'announcements.croudie.markAsRead': 'Mark as Read',
  'announcements.croudie.dismiss': 'Dismiss',
  'announcements.croudie.reply': 'Reply',
  'announcements.croudie.replyLabel': 'Your reply',
  'announcements.croudie.empty': 'You have no unread announcements',
  'announcements.croudie.loadFailed': 'Announcements could not be loaded',
  'announcements.croudie.showMore': 'Show more announcements',
  'announcements.croudie.errors.response': 'There was a problem sending your response, please try again.',

  'confirm.ok': 'Confirm',
  'confirm.cancel': 'Cancel',
} as const;
