import * as v from 'valibot';
import { RegistrationSchema, type ReferralSource } from '@work/shared-contracts/onboarding';
import { currencyError } from '@work/shared-ui/inputs';

export interface RegistrationForm {
  phoneNumber: string;
  hourlyRate: number | null;
  bio?: string;
  linkedinUrl?: string;
  referralSource?: ReferralSource;
  termsAccepted: boolean;
}

/**
 * The registration step's field messages before sending, from the same schema the server validates with
 * (shared-contracts RegistrationSchema): one message per field, the first rule it breaks. The hourly rate is checked by
 * the shared currency input's rule first (currencyError: above 0, two decimals, validation.currency.* messages).
 */
export function registrationFieldErrors(form: RegistrationForm): Partial<Record<keyof RegistrationForm, string>> {
  const input = {
    phoneNumber: form.phoneNumber ?? '',
    hourlyRate: form.hourlyRate ?? undefined,
    bio: form.bio ?? '',
    linkedinUrl: form.linkedinUrl ?? '',
    referralSource: form.referralSource,
    termsAccepted: form.termsAccepted === true,
  };
  const errors: Partial<Record<keyof RegistrationForm, string>> = {};
  // The hourly rate is a currency input: its own rule and messages first (staff-and-admin.md §5), the schema's after.
  const rate = currencyError(form.hourlyRate);
  if (rate) errors.hourlyRate = rate;
  const result = v.safeParse(RegistrationSchema, input, { abortEarly: false, abortPipeEarly: true });
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof RegistrationForm | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
