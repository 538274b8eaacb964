/** Phone verification (staff-and-admin.md §4 Phone verification, §5, §8): the number, the code and the throttle. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const PHONE_MESSAGES = {
  invalid: 'Please enter a valid mobile number',
  taken: 'The phone number entered is already registered with another user',
  throttled: 'Too many codes requested. Please try again later.',
  sendFailed: 'Failed to send verification code to phone number',
  verifyFailed: 'Failed to verify phone number',
} as const;

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a code survives; at the limit it is void. */
export const MAX_CODE_ATTEMPTS = 5;
export const SENDS_PER_HOUR = 5;
export const CODE_PATTERN = /^\d{6}$/;

/**
 * A mobile number with its country code (+ or 00 first) in E.164 with its leading +, or null. Types MOBILE and
 * FIXED_LINE_OR_MOBILE (countries such as the US do not tell them apart) count as mobile.
 */
export function mobileNumber(text: string): string | null {
  const trimmed = text.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(trimmed);
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : null;
}

/**
 * Whether another code may be sent now: at most 5 an hour, counted from the earlier sends' times. No gap between two
 * sends: a wrong code sends the person back to the number (§4) and they ask again at once.
 */
export function maySendCode(earlierSends: readonly Date[], now: Date): boolean {
  return earlierSends.filter((at) => now.getTime() - at.getTime() < 60 * 60_000).length < SENDS_PER_HOUR;
}

export interface CodeState {
  expiresAt: Date;
  attempts: number;
  closedAt: Date | null;
}

/** A code can still be tried: not used or replaced, not expired, not void after too many wrong tries. */
export function codeOpen(code: CodeState, now: Date): boolean {
  return code.closedAt === null && code.expiresAt.getTime() > now.getTime() && code.attempts < MAX_CODE_ATTEMPTS;
}

export const verificationText = (code: string) => `Your Work Platform verification code is ${code}`;
