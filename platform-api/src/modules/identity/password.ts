// Password rule (staff-and-admin.md §5) and argon2id hashing (OWASP ASVS: m ≥ 19 MiB, t ≥ 2, p = 1).
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_RULE_MESSAGES, passwordTooLong } from '@work/shared-contracts/password';

// The rule itself is shared with the shell's forms (one valibot schema in shared-contracts), so the form shows as
// the user types exactly what this server answers.
export { PASSWORD_MAX_LENGTH, passwordRuleErrors, passwordTooLong } from '@work/shared-contracts/password';

export const PASSWORD_MESSAGES = {
  notStrongEnough: 'Password is not strong enough',
  ...PASSWORD_RULE_MESSAGES,
} as const;

export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id
  memoryCost: 19456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
} as const;

/** Every caller checks the maximum first (with a clear message); never hash a truncated copy. */
export function hashPassword(password: string): Promise<string> {
  if (passwordTooLong(password)) return Promise.reject(new Error(PASSWORD_RULE_MESSAGES.maxLength));
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordTooLong(password)) return false; // no stored password is that long; bounds argon2's work
  try {
    return await verify(passwordHash, password);
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
