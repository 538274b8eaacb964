import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { croudies, principalRoles } from './people.tables.js';
import type { CroudieRow } from './people.data.js';

/** The croudie holding this e-mail address (case-insensitive), if any. */
export async function findCroudieByEmail(db: Database, email: string): Promise<CroudieRow | undefined> {
  const [row] = await db
    .select()
    .from(croudies)
    .where(sql`lower(${croudies.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** A new pending croudie with the croudie-pending role and the onboarding deadline; the caller owns the transaction. */
export async function insertPendingCroudie(
  db: Database,
  input: { firstName: string; lastName: string; email: string; now: Date; onboardingDeadline: Date },
  principalIdOf: (id: number) => string,
): Promise<CroudieRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(croudies)
      .values({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        status: 'pending',
        signedUpAt: input.now,
        onboardingDeadline: input.onboardingDeadline,
        createdAt: input.now,
      })
      .returning();
    const croudie = row!;
    await tx.insert(principalRoles).values({ principalId: principalIdOf(croudie.id), role: 'croudie-pending', grantedAt: input.now });
    return croudie;
  });
}

/** Removes a registration whose sign-in account could not be created (keeps the address free to try again). */
export async function deleteCroudie(db: Database, id: number, principalId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(principalRoles).where(and(eq(principalRoles.principalId, principalId)));
    await tx.delete(croudies).where(eq(croudies.id, id));
  });
}
