import * as v from 'valibot';

/**
 * The password rule (staff-and-admin.md §5): at least 12 characters with one lowercase letter, one uppercase letter,
 * one digit and one special character. The shell's forms and the identity module (platform-api
 * src/modules/identity/password.ts) both use it, so the form shows as you type exactly what the server answers.
 */
export const PASSWORD_RULE_MESSAGES = {
  minLength: 'Password must be at least 12 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  maxLength: 'Password must be at most 128 characters',
} as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Checked, never truncated: a longer password is refused with maxLength (OWASP ASVS allows a maximum of 64 or more). */
export const PASSWORD_MAX_LENGTH = 128;

/** Longer than the maximum (counted in characters, as the minimum is). */
export function passwordTooLong(password: string): boolean {
  return [...password].length > PASSWORD_MAX_LENGTH;
}

/** One valibot schema for the rule; `v.safeParse(..., { abortEarly: false })` lists every broken part in form order. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.check((p) => [...p].length >= PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES.minLength),
  v.regex(/\p{Ll}/u, PASSWORD_RULE_MESSAGES.lowercase),
  v.regex(/\p{Lu}/u, PASSWORD_RULE_MESSAGES.uppercase),
  v.regex(/\p{Nd}/u, PASSWORD_RULE_MESSAGES.digit),
  v.regex(/[^\p{L}\p{Nd}\s]/u, PASSWORD_RULE_MESSAGES.special),
  v.check((p) => !passwordTooLong(p), PASSWORD_RULE_MESSAGES.maxLength),
);

/** Every rule `password` breaks, in the order the form shows them; empty when it is acceptable. */
export function passwordRuleErrors(password: string): string[] {
  const result = v.safeParse(PasswordSchema, password, { abortEarly: false, abortPipeEarly: false });
  return result.success ? [] : result.issues.map((i) => i.message);
}
