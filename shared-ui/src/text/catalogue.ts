import { shell } from './en/shell';
import { journal } from './en/journal';
import { work } from './en/work';
import { toolbar } from './en/toolbar';
import { workDashboards } from './en/workDashboards';
import { onboarding } from './en/onboarding';
import { bannersSearch } from './en/bannersSearch';
import { chrome } from './en/chrome';
import { taskCredit } from './en/taskCredit';
import { payments } from './en/payments';
import { validation } from './en/validation';
import { plan } from './en/plan';

/**
 * The text catalogue: every string a person reads, in British English, worded as the specs word them.
 * Keys are grouped by screen. `{name}` marks a parameter filled in by t().
 */
export const en = {
  'app.name': 'Work platform',

  'toolbar.notifications': 'Notifications',
  'toolbar.apps': 'Apps',
  'toolbar.journal': 'Journal',
  'toolbar.account': 'Account',
  'toolbar.collapseSidebar': 'Collapse sidebar',
  'toolbar.expandSidebar': 'Expand sidebar',
  'account.myProfile': 'My profile',
  'account.logOut': 'Log out',
  'nav.label': 'Main navigation',

  'nav.work': 'Work',
  'nav.dashboard': 'Dashboard',
  'nav.pendingCroudies': 'Pending croudies',
  'nav.payments': 'Payments',
  'nav.academy': 'Academy',
  'nav.employee': 'Employees',
  'nav.myProfile': 'My profile',
  'nav.plan': 'Plan',
  'nav.settings': 'Settings',

  'login.title': 'Log in',
  'login.email': 'Email address',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.google': 'Log in with Google',
  'login.starting': 'Taking you to sign-in',
  'login.unableToLogin': 'Unable to login',
  'login.incorrectEmail': 'Incorrect email address',
  'login.emailRequired': 'Enter your email address',
  'login.passwordRequired': 'Enter your password',
  'login.newPassword.title': 'Set new password',
  'login.newPassword.label': 'New password',
  'login.newPassword.submit': 'Set password',
  'login.newPassword.notStrong': 'Password is not strong enough',
  'login.newPassword.rule': 'At least 12 characters',
  'login.mfa.title': 'Two-step verification',
  'login.mfa.label': 'Verification code',
  'login.mfa.hint': 'Enter the 6-digit code from your authenticator app',
  'login.mfa.submit': 'Verify',
  'login.mfa.invalid': 'Enter the 6 digits of your code',

  'callback.loggingIn': 'Logging in',
  'callback.slow': 'This is taking a bit longer than usual, do you want to try again?',
  'callback.tryAgain': 'Try again',

  'logout.title': 'You have logged out',
  'logout.logInAgain': 'Log in again',

  'notFound.title': 'This page could not be found',
  'notFound.home': 'Go to the home page',

  'remote.loading': 'Loading {area}',
  'remote.failed.title': 'Unable to load',
  'remote.failed.text': 'This part of the page could not be loaded. Please try again soon.',
  'remote.failed.retry': 'Retry',
  'remote.failed.details': 'Technical details',
  'remote.version': 'Version {label}',

  'overrides.active': 'Remote overrides active',
  'overrides.reset': 'Reset overrides',
  'overrides.confirmTitle': 'Load remote overrides?',
  'overrides.confirmBody':
    'This link asks to replace parts of the platform in this browser with code from the addresses below. Load them only if you are testing a build you trust.',
  'overrides.load': 'Load overrides',
  'overrides.ignore': 'Ignore',
  'overrides.offTitle': 'Remote overrides are turned off',
  'overrides.offBody': 'This link asks to load remote overrides, but they are turned off here. Nothing was loaded.',
  'overrides.refusedTitle': 'Remote overrides not loaded',
  'overrides.refusedBody': 'These addresses are not on the list of allowed override origins. Nothing was loaded from them.',

  'later.title': 'Coming in a later release',
  'later.text': '{area} arrives in a later release. Nothing here is live yet, so there is no data to show.',

  'taskState.delivered': 'Delivered',
  'taskState.in_progress': 'In progress',
  'taskState.review_in_progress': 'Review in progress',
  'taskState.unassigned': 'Unassigned',
  'taskState.review_unassigned': 'Review unassigned',
  'taskState.offered': 'Offered',
  'taskState.review_offered': 'Review offered',
  'taskState.scheduled': 'Scheduled',
  'taskState.completed': 'Completed',
  'taskState.withdrawn': 'Deleted',

  'work.title': 'Work',
  'work.tasksTable': 'My tasks',
  'work.column.name': 'Name',
  'work.column.client': 'Client',
  'work.column.state': 'State',
  'work.column.owner': 'Owner',
  'work.empty': 'No tasks found',
  'work.loadFailed': 'Unable to load your tasks. Please try again soon.',
  'dashboard.title': 'Dashboard',
  'dashboard.pending.title': 'Get started',

  'payments.title': 'Payment centre',
  'academy.title': 'Academy',
  'hr.employee.title': 'Employee',
  'hr.myProfile.title': 'My profile',
  'plan.title': 'Plan',
  'settings.title': 'Settings',
  'journal.title': 'Journal for {date}',
  'journal.close': 'Close journal',

  'common.loading': 'Loading',
  'common.total': '{total} in total',
  'errors.generic': 'Something went wrong',
  ...shell,
  ...journal,
  ...work,
  ...toolbar,
  ...workDashboards,
  ...onboarding,
  ...bannersSearch,
  ...chrome,
  ...taskCredit,
  ...payments,
  ...validation,
  ...plan,
} as const;

export type TextKey = keyof typeof en;
export type TextParams = Record<string, string | number>;

/** The text for a key with its `{params}` filled in. A missing parameter stays visible as `{name}`. */
export function t(key: TextKey, params?: TextParams): string {
  const template: string = en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function hasText(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
