import { asc, lte, sql } from 'drizzle-orm';
import type { Clock } from '../kit/clock.js';
import type { Database } from '../kit/db/index.js';
import { agencyUsers } from '../modules/people/people.tables.js';
import { REFERRAL_SOURCES } from '../modules/people/staff-profile.enums.js';
import { qualifications } from '../modules/reference/reference.tables.js';
import { staffProfiles, userQualifications } from '../modules/people/staff-profile.tables.js';
import { createRandom } from './prng.js';

/**
 * The FTE profile's demo data (issue 19): desk numbers for the staff (Ofcom's drama range 020 7946 0xxx, so never a
 * real line nor a croudie's mobile), and for the colleagues beyond the demo accounts a native language, a referral
 * source, for some a LinkedIn profile, and one or two qualifications of settings. Deterministic (seeded PRNG).
 */
export async function seedStaffProfiles(db: Database, clock: Clock, demoStaffCount: number): Promise<void> {
  const random = createRandom(20261119);
  const staff = await db.select({ id: agencyUsers.id, email: agencyUsers.email }).from(agencyUsers).orderBy(asc(agencyUsers.id));
  // one desk number per staff user by id (the first thousand: the range has no more)
  await db
    .update(agencyUsers)
    .set({ phoneNumber: sql`'+442079460' || lpad((${agencyUsers.id} - 1)::text, 3, '0')` })
    .where(lte(agencyUsers.id, 1000));
  const now = clock.now();
  const profiles = staff.slice(demoStaffCount).map((user, i) => ({
    userId: user.id,
    nativeLanguage: random.pick(['en', 'en', 'en', 'fr', 'de', 'es', 'nl']),
    referralSource: random.pick(REFERRAL_SOURCES),
    linkedinUrl: i % 3 === 0 ? `https://www.linkedin.com/in/${user.email.split('@')[0]!.replace(/\./g, '-')}` : null,
    updatedAt: now,
  }));
  if (profiles.length) await db.insert(staffProfiles).values(profiles);
}

/** One or two qualifications for each colleague beyond the demo accounts (the FTE profile's qualifications held). */
export async function seedStaffQualifications(db: Database, clock: Clock, demoStaffCount: number): Promise<void> {
  const random = createRandom(20261120);
  const list = await db.select({ id: qualifications.id }).from(qualifications).orderBy(asc(qualifications.id));
  if (list.length < 2) return;
  const staff = await db.select({ id: agencyUsers.id }).from(agencyUsers).orderBy(asc(agencyUsers.id));
  const rows = staff.slice(demoStaffCount).flatMap((user) => {
    const held = new Set([random.pick(list).id, random.pick(list).id]);
    return [...held].map((qualificationId) => ({ userId: user.id, qualificationId, grantedAt: clock.now(), grantedBy: null }));
  });
  if (rows.length) await db.insert(userQualifications).values(rows);
}
