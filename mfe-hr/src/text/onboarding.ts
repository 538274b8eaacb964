/** mfe-hr's words for onboarding a new staff user (/onboarding → /onboarding/success). Keys start with `hr.`. */
export const onboardingText = {
  'hr.onboarding.title': 'Onboard a user',
  'hr.onboarding.needsRole.title': 'Onboarding a user needs the hr_user role',
  'hr.onboarding.needsRole.text': 'Ask an administrator if you need to onboard new colleagues.',
  'hr.onboarding.intro':
    'Create an account for a new colleague. They get an e-mail with a link to create their password, then they can sign in.',
  'hr.onboarding.form': 'New user',
  'hr.onboarding.firstName': 'First name',
  'hr.onboarding.lastName': 'Last name',
  'hr.onboarding.email': 'Email',
  'hr.onboarding.office': 'Office',
  'hr.onboarding.team': 'Team',
  'hr.onboarding.roles': 'Roles',
  'hr.onboarding.roles.placeholder': 'Select roles',
  'hr.onboarding.referralSource': 'Referral source',
  'hr.onboarding.referralSource.placeholder': 'How did they hear about us? (optional)',
  'hr.onboarding.submit': 'Create user',
  'hr.onboarding.viewExisting': 'View their profile',

  // the §5 messages (the API's words too: staff-onboarding.rules.ts)
  'hr.onboarding.error.required': 'This field is required',
  'hr.onboarding.error.nameTooLong': 'The name can be at most 100 characters',
  'hr.onboarding.error.email': 'Please enter a valid email address',
  'hr.onboarding.error.exists': 'This user already exists',
  'hr.onboarding.error.roles': 'Please choose at least one role',
  'hr.onboarding.error.failed': 'Unable to create user. Please try again. If the problem persists, contact support.',
  'hr.onboarding.created': 'Record has been successfully created',

  'hr.onboarding.terms.title': 'Terms of onboarding',
  'hr.onboarding.terms.body':
    'By creating this user you confirm that they have joined the company, that the details you entered are correct, and that the roles and team you chose are the access their work needs. Their account starts as pending; they receive a single-use link to create their password. Their personal data is handled as our privacy notice for staff describes.',
  'hr.onboarding.terms.agree': 'I agree to these terms',
  'hr.onboarding.terms.accept': 'Accept and create user',
  'hr.onboarding.terms.cancel': 'Cancel',

  'hr.onboarding.success.title': 'User onboarded',
  'hr.onboarding.success.heading': '{name} has been onboarded',
  'hr.onboarding.success.sent': 'We have e-mailed {email} a link to create their password. Once they have, they can sign in.',
  'hr.onboarding.success.viewProfile': 'View profile',
  'hr.onboarding.success.another': 'Onboard another user',
  'hr.onboarding.success.none': 'No user has just been onboarded here',
  'hr.onboarding.success.noneText': 'This page shows who you onboarded, straight after you create them.',
  'hr.onboarding.success.start': 'Onboard a user',

  // §3 Referral options, readable
} as const;
