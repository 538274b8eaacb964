import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { agencyUsers, clientUsers, croudies } from './people.tables.js';
import { phoneVerificationCodes } from './phone.tables.js';
import { MAX_CODE_ATTEMPTS } from './phone.rules.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export type PhoneCodeRow = typeof phoneVerificationCodes.$inferSelect;

/** A six-digit code and its salted scrypt hash (a bare hash of a 6-digit code would fall to a table of a million). */
export async function newCode(): Promise<{ code: string; hash: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16);
  return { code, hash: `${salt.toString('base64')}:${(await scrypt(code, salt, 32)).toString('base64')}` };
}

export async function codeMatches(hash: string, code: string): Promise<boolean> {
  const [salt, expected] = hash.split(':');
  if (!salt || !expected) return false;
  const actual = await scrypt(code, Buffer.from(salt, 'base64'), 32);
  const wanted = Buffer.from(expected, 'base64');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/** Another person (croudie, staff or client user) already has this number. */
export async function numberHeldByOther(db: Database, croudieId: number, phoneNumber: string): Promise<boolean> {
  const found = await Promise.all([
    db
      .select({ id: croudies.id })
      .from(croudies)
      .where(and(eq(croudies.phoneNumber, phoneNumber), ne(croudies.id, croudieId)))
      .limit(1),
    db.select({ id: agencyUsers.id }).from(agencyUsers).where(eq(agencyUsers.phoneNumber, phoneNumber)).limit(1),
    db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.phoneNumber, phoneNumber)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** When the croudie's codes of the last hour were sent (the throttle's input). */
export async function sendsSince(db: Database, croudieId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: phoneVerificationCodes.sentAt })
    .from(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.croudieId, croudieId), gt(phoneVerificationCodes.sentAt, since)));
  return rows.map((r) => r.sentAt);
}

/** Stores a new code; the croudie's earlier open codes are closed (a new send replaces the previous code). */
export async function storeCode(
  db: Database,
  values: { croudieId: number; phoneNumber: string; codeHash: string; sentAt: Date; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(phoneVerificationCodes)
      .set({ closedAt: values.sentAt })
      .where(and(eq(phoneVerificationCodes.croudieId, values.croudieId), isNull(phoneVerificationCodes.closedAt)));
    await tx.insert(phoneVerificationCodes).values(values);
  });
}

/** The croudie's newest code (open or not). */
export async function latestCode(db: Database, croudieId: number): Promise<PhoneCodeRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerificationCodes)
    .where(eq(phoneVerificationCodes.croudieId, croudieId))
    .orderBy(desc(phoneVerificationCodes.sentAt), desc(phoneVerificationCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a try before checking it, so parallel guesses cannot pass the limit; false when the code is void already. */
export async function countAttempt(db: Database, codeId: number): Promise<boolean> {
  const counted = await db
    .update(phoneVerificationCodes)
    .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneVerificationCodes.id, codeId),
        isNull(phoneVerificationCodes.closedAt),
        lt(phoneVerificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: phoneVerificationCodes.id });
  return counted.length === 1;
}

/** Uses the code (once) and saves its number on the croudie, in one transaction; false when it was used meanwhile. */
export async function confirmNumber(db: Database, code: PhoneCodeRow, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(phoneVerificationCodes)
      .set({ closedAt: at })
      .where(and(eq(phoneVerificationCodes.id, code.id), isNull(phoneVerificationCodes.closedAt)))
      .returning({ id: phoneVerificationCodes.id });
    if (used.length !== 1) return false;
    await tx.update(croudies).set({ phoneNumber: code.phoneNumber }).where(eq(croudies.id, code.croudieId));
    return true;
  });
}
