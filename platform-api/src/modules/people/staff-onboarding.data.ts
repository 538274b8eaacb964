import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { teamMembers } from '../reference/index.js';
import type { AgencyUserRow } from './people.data.js';
import { principalIdOf } from './people.rules.js';
import { agencyUsers, clientUsers, croudies, principalRoles } from './people.tables.js';
import type { EmailHolder } from './staff-onboarding.rules.js';
import type { ReferralSource } from './staff-profile.rules.js';
import { staffProfiles } from './staff-profile.tables.js';
import { recordAccountEvent } from './timeline.data.js';
import { accountEvents } from './timeline.tables.js';

const sameAddress = (column: typeof agencyUsers.email | typeof croudies.email | typeof clientUsers.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/** Who among staff, croudies and client users holds `email` (any case), staff first. */
export async function emailHolder(db: Database, email: string): Promise<EmailHolder> {
  const [user] = await db
    .select({ id: agencyUsers.id, status: agencyUsers.status })
    .from(agencyUsers)
    .where(sameAddress(agencyUsers.email, email))
    .limit(1);
  if (user) return { kind: 'USER', ...user };
  const [croudie] = await db.select({ id: croudies.id }).from(croudies).where(sameAddress(croudies.email, email)).limit(1);
  const [client] = croudie
    ? []
    : await db.select({ id: clientUsers.id }).from(clientUsers).where(sameAddress(clientUsers.email, email)).limit(1);
  return croudie || client ? { kind: 'OTHER' } : null;
}

export interface NewStaffUser {
  firstName: string;
  lastName: string;
  email: string;
  office: { name: string; country: string; timezone: string };
  teamId: number;
  roles: readonly string[];
  referralSource: ReferralSource | null;
  dateOnboarded: Date;
  actorPrincipalId: string | null;
  now: Date;
}

/** A pending staff user with their roles, team, profile and `signed_up` event, in one transaction. */
export function insertPendingUser(db: Database, input: NewStaffUser): Promise<AgencyUserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(agencyUsers)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        status: 'pending',
        // a new colleague starts on their office's clock and country until they say otherwise
        timezone: input.office.timezone,
        countryCode: input.office.country,
        office: input.office.name,
        dateOnboarded: input.dateOnboarded,
        createdAt: input.now,
      })
      .returning();
    const principalId = principalIdOf('USER', user!.id);
    await tx.insert(principalRoles).values(input.roles.map((role) => ({ principalId, role, grantedAt: input.now })));
    await tx.insert(teamMembers).values({ teamId: input.teamId, userId: user!.id });
    await tx.insert(staffProfiles).values({ userId: user!.id, referralSource: input.referralSource, updatedAt: input.now });
    await recordAccountEvent(tx, { principalId, kind: 'signed_up', actorPrincipalId: input.actorPrincipalId, at: input.now });
    return user!;
  });
}

/** Removes a new user whose sign-in account could not be created (keeps the address free to try again). */
export async function deletePendingUser(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(principalRoles).where(eq(principalRoles.principalId, principalIdOf('USER', id)));
    await tx.delete(teamMembers).where(eq(teamMembers.userId, id));
    await tx.delete(accountEvents).where(eq(accountEvents.principalId, principalIdOf('USER', id)));
    await tx.delete(agencyUsers).where(eq(agencyUsers.id, id));
  });
}
