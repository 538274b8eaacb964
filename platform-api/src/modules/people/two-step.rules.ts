/** 2-step verification from the profile (staff-and-admin.md §2 2-Step Verification tab, §5, §6 "may be mandated"). */
export const TWO_STEP_MESSAGES = {
  invalidCode: 'Invalid code',
  mandated: 'Two-step verification is required for your account',
  impersonating: 'Two-step verification cannot be changed while impersonating',
} as const;
