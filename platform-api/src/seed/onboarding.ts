import { eq } from 'drizzle-orm';
import { DAY_MS, type Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { createIdentityAccount } from '../modules/identity/accounts.js';
import { croudieInvoiceSettings } from '../modules/people/banners.tables.js';
import { ONBOARDING_WINDOW_DAYS, type OnboardingStep } from '../modules/people/onboarding.rules.js';
import { croudieOnboarding, croudieOnboardingSteps } from '../modules/people/onboarding.tables.js';
import { principalIdOf } from '../modules/people/people.rules.js';
import { croudies, principalRoles } from '../modules/people/people.tables.js';
import { demoPasswordHash } from './demo-accounts.js';

/** A second pending croudie with nothing done yet: the go-live journey uses it so croudie.pending stays pending. */
export const GO_LIVE_CROUDIE = { email: 'croudie.golive@example.com', firstName: 'Gina', lastName: 'Golive', signedUpDaysAgo: 3 } as const;

/** croudie.pending's checklist, partly done (platform-contract.md): profile and billing address, and the practical test. */
const PENDING_DONE: { step: OnboardingStep; byStaff: boolean }[] = [
  { step: 'profileUpdated', byStaff: false },
  { step: 'billingAddressAdded', byStaff: false },
  { step: 'testTaskComplete', byStaff: true },
];

/**
 * Onboarding demo data: croudie.pending's partly done checklist, and croudie.golive (added after every other croudie,
 * so no earlier id moves), signed up 3 days before the clock with an empty checklist.
 */
export async function seedOnboarding(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const [pending] = await db.select().from(croudies).where(eq(croudies.email, 'croudie.pending@example.com')).limit(1);
  if (pending) {
    const croudiePrincipal = principalIdOf('CROUDIE', pending.id);
    const staffPrincipal = principalIdOf('USER', 1);
    await db
      .update(croudies)
      .set({ phoneNumber: '+447700900123', hourlyRate: '22.50', bio: 'Paid search specialist.' })
      .where(eq(croudies.id, pending.id));
    await db.insert(croudieOnboarding).values({ croudieId: pending.id, referralSource: 'linkedin', termsAcceptedAt: ago(8) });
    await db.insert(croudieInvoiceSettings).values({
      croudieId: pending.id,
      billingName: `${pending.firstName} ${pending.lastName}`,
      addressLine1: '12 Church Lane',
      city: 'London',
      postcode: 'N1 2AB',
      countryCode: 'GB',
      usState: null,
      bankAccountName: null,
      bankAccountLast4: null,
      updatedAt: ago(8),
    });
    await db.insert(croudieOnboardingSteps).values(
      PENDING_DONE.map(({ step, byStaff }, i) => ({
        croudieId: pending.id,
        step,
        completedAt: ago(8 - i),
        completedBy: byStaff ? staffPrincipal : croudiePrincipal,
      })),
    );
  }

  const signedUpAt = ago(GO_LIVE_CROUDIE.signedUpDaysAgo);
  const [row] = await db
    .insert(croudies)
    .values({
      email: GO_LIVE_CROUDIE.email,
      firstName: GO_LIVE_CROUDIE.firstName,
      lastName: GO_LIVE_CROUDIE.lastName,
      status: 'pending',
      countryCode: 'GB',
      usState: null,
      entityType: 'any_other_type',
      signedUpAt,
      onboardingDeadline: new Date(signedUpAt.getTime() + ONBOARDING_WINDOW_DAYS * DAY_MS),
      timezone: 'Europe/London',
      city: 'London',
      createdAt: signedUpAt,
    })
    .returning({ id: croudies.id });
  const principalId = principalIdOf('CROUDIE', row!.id);
  await db.insert(principalRoles).values({ principalId, role: 'croudie-pending', grantedAt: signedUpAt });
  await createIdentityAccount(db, {
    principalId,
    email: GO_LIVE_CROUDIE.email,
    tenant: 'network',
    passwordHash: await demoPasswordHash(),
    emailConfirmed: true,
    roles: ['croudie-pending'],
  });
}
