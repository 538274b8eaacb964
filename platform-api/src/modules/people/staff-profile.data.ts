import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { offices, qualifications, teams } from '../reference/index.js';
import type { AgencyUserRow } from './people.data.js';
import { agencyUsers } from './people.tables.js';
import { staffProfiles, userQualifications } from './staff-profile.tables.js';

export type StaffProfileRow = typeof staffProfiles.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

/** Each user's profile row (null: none yet), in the order of `ids`. */
export async function loadStaffProfiles(db: Database, ids: readonly number[]): Promise<(StaffProfileRow | null)[]> {
  const rows = ids.length
    ? await db
        .select()
        .from(staffProfiles)
        .where(inArray(staffProfiles.userId, [...ids]))
    : [];
  return ids.map((id) => rows.find((row) => row.userId === id) ?? null);
}

export async function findOffice(db: Database, id: number) {
  const [row] = await db.select().from(offices).where(eq(offices.id, id)).limit(1);
  return row ?? null;
}

export async function findTeam(db: Database, id: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

export async function findAgencyUser(db: Database, id: number): Promise<AgencyUserRow | null> {
  const [row] = await db.select().from(agencyUsers).where(eq(agencyUsers.id, id)).limit(1);
  return row ?? null;
}

export interface StaffDetailsChanges {
  user: Partial<
    Pick<
      AgencyUserRow,
      'firstName' | 'lastName' | 'timezone' | 'phoneNumber' | 'countryCode' | 'usState' | 'office' | 'dateOnboarded' | 'avatar'
    >
  >;
  profile: Partial<Pick<StaffProfileRow, 'nativeLanguage' | 'linkedinUrl' | 'sendCodesByEmail' | 'referralSource' | 'dashboards'>>;
}

/** Saves the given parts of a staff user's record and profile in one transaction. */
export async function saveStaffDetails(db: Database, userId: number, changes: StaffDetailsChanges, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes.user).length) await tx.update(agencyUsers).set(changes.user).where(eq(agencyUsers.id, userId));
    if (Object.keys(changes.profile).length)
      await tx
        .insert(staffProfiles)
        .values({ userId, ...changes.profile, updatedAt: at })
        .onConflictDoUpdate({ target: staffProfiles.userId, set: { ...changes.profile, updatedAt: at } });
  });
}

export interface UserQualification {
  userId: number;
  id: number;
  name: string;
  campusImported: boolean;
  grantedAt: Date;
}

/** Each user's qualifications, by name, in the order of `ids`. */
export async function loadUserQualifications(db: Database, ids: readonly number[]): Promise<UserQualification[][]> {
  const rows = ids.length
    ? await db
        .select({
          userId: userQualifications.userId,
          id: qualifications.id,
          name: qualifications.name,
          campusImported: qualifications.campusImported,
          grantedAt: userQualifications.grantedAt,
        })
        .from(userQualifications)
        .innerJoin(qualifications, eq(qualifications.id, userQualifications.qualificationId))
        .where(inArray(userQualifications.userId, [...ids]))
        .orderBy(asc(qualifications.name), asc(qualifications.id))
    : [];
  return ids.map((id) => rows.filter((row) => row.userId === id));
}

export async function findQualificationById(db: Database, id: number) {
  const [row] = await db.select().from(qualifications).where(eq(qualifications.id, id)).limit(1);
  return row ?? null;
}

/** Gives the qualification; false when the user already holds it (the primary key decides). */
export async function grantUserQualification(
  db: Database,
  values: { userId: number; qualificationId: number; grantedBy: string | null; at: Date },
): Promise<boolean> {
  const added = await db
    .insert(userQualifications)
    .values({ userId: values.userId, qualificationId: values.qualificationId, grantedBy: values.grantedBy, grantedAt: values.at })
    .onConflictDoNothing()
    .returning({ userId: userQualifications.userId });
  return added.length > 0;
}

/** Takes it away; false when the user did not hold it. */
export async function revokeUserQualification(db: Database, userId: number, qualificationId: number): Promise<boolean> {
  const removed = await db
    .delete(userQualifications)
    .where(and(eq(userQualifications.userId, userId), eq(userQualifications.qualificationId, qualificationId)))
    .returning({ userId: userQualifications.userId });
  return removed.length > 0;
}
