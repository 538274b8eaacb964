/**
 * The dialog's own checks before it asks the API (staff-and-admin.md §5 Phone verification): a number is required and
 * must carry its country code (+ or 00); the API decides whether it is a valid mobile number (libphonenumber-js) and
 * stores it E.164 with a leading +.
 */
export type NumberProblem = 'required' | 'invalidNumber';

/** "0044 7700 900-123" → "+447700900123": the leading 00 becomes +, spaces, dashes, dots and brackets go. */
export function normalisePhoneNumber(text: string): string {
  const compact = text.trim().replace(/[\s\-().]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** What is wrong with a typed number before it is sent, or null. */
export function phoneNumberProblem(text: string): NumberProblem | null {
  if (!text.trim()) return 'required';
  // a country code, then 7 to 15 digits in all (E.164 allows at most 15)
  return /^\+[1-9]\d{6,14}$/.test(normalisePhoneNumber(text)) ? null : 'invalidNumber';
}

/** A verification code is 6 digits (§9). */
export const isVerificationCode = (text: string): boolean => /^\d{6}$/.test(text.trim());
