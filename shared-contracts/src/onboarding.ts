import * as v from 'valibot';

/**
 * The pending croudie checklist (staff-and-admin.md §3 Pending checklist steps, §4 Pending checklist, §9): one list of
 * steps in the order the dashboard shows them, which of them staff mark complete, and the rules both the dashboard and
 * platform-api's onboarding module use.
 */
export const ONBOARDING_STEPS = [
  'idUploaded',
  'cvUploaded',
  'testTaskComplete',
  'profileUpdated',
  'billingAddressAdded',
  'bankDetailsConfirmed',
  'skillsAdded',
  'welcomeCallComplete',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Practical test, bank form and welcome call are marked complete by staff (§4). */
export const STAFF_ONBOARDING_STEPS: readonly OnboardingStep[] = ['testTaskComplete', 'bankDetailsConfirmed', 'welcomeCallComplete'];
/** Staff roles that may mark them. */
export const ONBOARDING_STAFF_ROLES = ['croudie_verifier', 'network_admin'] as const;

export const isStaffOnboardingStep = (step: OnboardingStep) => STAFF_ONBOARDING_STEPS.includes(step);

/** §9: onboarding window 42 days from registration; staff may extend it once by 30 days. */
export const ONBOARDING_WINDOW_DAYS = 42;
export const ONBOARDING_EXTENSION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OnboardingProgress {
  done: number;
  total: number;
  /** Whole percent, rounded down, so 100 only when every step is done. */
  percent: number;
  complete: boolean;
  /** Open steps in checklist order. */
  open: OnboardingStep[];
}

/** The progress tracker: how many of the checklist's steps are complete. Unknown step names are ignored. */
export function onboardingProgress(completed: Iterable<string>): OnboardingProgress {
  const doneSet = new Set(completed);
  const open = ONBOARDING_STEPS.filter((s) => !doneSet.has(s));
  const done = ONBOARDING_STEPS.length - open.length;
  const total = ONBOARDING_STEPS.length;
  return { done, total, percent: Math.floor((done * 100) / total), complete: open.length === 0, open };
}

/** Whole days left until the deadline (a part day counts as a day); 0 once it has passed. */
export function onboardingDaysLeft(deadline: Date, now: Date): number {
  const ms = deadline.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

export function onboardingDeadlineFrom(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + ONBOARDING_WINDOW_DAYS * DAY_MS);
}

/** Areas of expertise a croudie rates themselves in (the channel types the platform's channels use). */
export const EXPERTISE_AREAS = ['paid_search', 'paid_social', 'seo', 'content', 'analytics'] as const;
export type ExpertiseArea = (typeof EXPERTISE_AREAS)[number];
/** §3: areas of experience are beginner, intermediate or advanced. */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** §3 Referral options. */
export const REFERRAL_SOURCES = ['indeed', 'linkedin', 'facebook', 'google', 'proz', 'website', 'other', 'tiktok', 'instagram'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const BIO_MAX_LENGTH = 1000;

export const ONBOARDING_MESSAGES = {
  required: 'This field is required',
  phone: 'Enter a mobile number with its country code, starting with +',
  hourlyRate: 'Enter an hourly rate above 0 with at most 2 decimals',
  bio: `Bio is limited to ${BIO_MAX_LENGTH} characters`,
  linkedin: 'Please enter a valid LinkedIn profile URL',
  terms: 'You must accept the terms to register',
  areas: 'Choose a level for at least one area of expertise',
  areaTwice: 'An area can be rated once',
  usState: 'A US address needs its state',
} as const;

const trimmed = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Assessment step of the complete-profile wizard and the dashboard's areas-of-expertise card: one level per area. */
export const ExpertiseSchema = v.pipe(
  v.array(
    v.object({
      area: v.picklist(EXPERTISE_AREAS, 'Unknown area of expertise'),
      level: v.picklist(SKILL_LEVELS, 'Choose beginner, intermediate or advanced'),
    }),
  ),
  v.minLength(1, ONBOARDING_MESSAGES.areas),
  v.check((list) => new Set(list.map((a) => a.area)).size === list.length, ONBOARDING_MESSAGES.areaTwice),
);

/** Registration step (§3 Profile needs: phone and hourly rate required, about up to 1000 characters; §5 terms). */
export const RegistrationSchema = v.object({
  phoneNumber: v.pipe(trimmed(ONBOARDING_MESSAGES.required), v.regex(/^\+[1-9][0-9]{6,14}$/, ONBOARDING_MESSAGES.phone)),
  hourlyRate: v.pipe(
    v.number(ONBOARDING_MESSAGES.required),
    v.check((n) => Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100, ONBOARDING_MESSAGES.hourlyRate),
  ),
  bio: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BIO_MAX_LENGTH, ONBOARDING_MESSAGES.bio)), ''),
  linkedinUrl: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_-]{3,100}\/?$/, ONBOARDING_MESSAGES.linkedin),
        ),
      ],
      ONBOARDING_MESSAGES.linkedin,
    ),
    '',
  ),
  referralSource: v.picklist(REFERRAL_SOURCES, ONBOARDING_MESSAGES.required),
  termsAccepted: v.literal(true, ONBOARDING_MESSAGES.terms),
});
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;

/** The billing address card: what an invoice needs (a US address also needs its state). */
export const BillingAddressSchema = v.pipe(
  v.object({
    billingName: trimmed(ONBOARDING_MESSAGES.required),
    addressLine1: trimmed(ONBOARDING_MESSAGES.required),
    city: trimmed(ONBOARDING_MESSAGES.required),
    postcode: trimmed(ONBOARDING_MESSAGES.required),
    countryCode: v.pipe(
      v.string(ONBOARDING_MESSAGES.required),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z]{2}$/, ONBOARDING_MESSAGES.required),
    ),
    usState: v.optional(v.pipe(v.string(), v.trim()), ''),
  }),
  v.forward(
    v.check((a) => a.countryCode !== 'US' || a.usState.length > 0, ONBOARDING_MESSAGES.usState),
    ['usState'],
  ),
);
export type BillingAddressInput = v.InferInput<typeof BillingAddressSchema>;
