// Password rule (staff-and-admin.md §5) and argon2id hashing (OWASP ASVS: m ≥ 19 MiB, t ≥ 2, p = 1).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

export const PASSWORD_MESSAGES = {
  notStrongEnough: 'Password is not strong enough',
  minLength: 'Password must be at least 12 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Bound the work argon2 does on attacker-supplied input. */
export const PASSWORD_MAX_LENGTH = 256;

/** Every rule the password breaks, in the order the form shows them; empty = acceptable. */
export function passwordRuleErrors(password: string): string[] {
  const errors: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.minLength);
  if (!/\p{Ll}/u.test(password)) errors.push(PASSWORD_MESSAGES.lowercase);
  if (!/\p{Lu}/u.test(password)) errors.push(PASSWORD_MESSAGES.uppercase);
  if (!/\p{Nd}/u.test(password)) errors.push(PASSWORD_MESSAGES.digit);
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) errors.push(PASSWORD_MESSAGES.special);
  return errors;
}

export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.slice(0, PASSWORD_MAX_LENGTH * 4), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.slice(0, PASSWORD_MAX_LENGTH * 4));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same work as a real check when there is no account, so timing does not reveal which e-mails exist. */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-Password-For-Timing-1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
