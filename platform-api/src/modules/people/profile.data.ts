import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AccountEmailChange } from '../../kit/accounts.js';
import type { Database } from '../../kit/db/index.js';
import { conflict } from '../../kit/errors.js';
import { clientAccess } from '../clients/index.js';
import { clients } from '../clients/index.js';
import { findFile, type PrivateFileRow } from '../files/index.js';
import { languageList, verticals } from '../reference/index.js';
import { onboardingRecord, upsertOnboarding } from './onboarding.data.js';
import { croudieOnboarding } from './onboarding.tables.js';
import { parsePrincipalId } from './people.rules.js';
import { agencyUsers, clientUsers, croudies } from './people.tables.js';
import { croudieExperience, croudieIdDocuments, croudieLanguages, croudieProfiles } from './profile.tables.js';
import { EMAIL_CHANGE_MESSAGES, type ExperienceLevel, type LanguageLevel } from './profile.rules.js';
import { recordAccountEvent } from './timeline.data.js';

export type CroudieProfileRow = typeof croudieProfiles.$inferSelect;
type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function profileOf(db: Database, croudieId: number): Promise<CroudieProfileRow | null> {
  const [row] = await db.select().from(croudieProfiles).where(eq(croudieProfiles.croudieId, croudieId));
  return row ?? null;
}

/** The languages of each croudie (in `ids` order), as the croudie ordered them, with their English names. */
export async function loadLanguages(db: Database, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(croudieLanguages)
        .where(inArray(croudieLanguages.croudieId, [...ids]))
        .orderBy(asc(croudieLanguages.position))
    : [];
  const names = new Map(languageList().map((l) => [l.id, l.name]));
  return ids.map((id) =>
    rows.filter((r) => r.croudieId === id).map((r) => ({ code: r.code, name: names.get(r.code) ?? r.code, level: r.level })),
  );
}

/** The areas of experience of each croudie (in `ids` order), by vertical name; verticals deleted since are left out. */
export async function loadExperience(db: Database, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({ croudieId: croudieExperience.croudieId, verticalId: verticals.id, name: verticals.name, level: croudieExperience.level })
        .from(croudieExperience)
        .innerJoin(verticals, eq(verticals.id, croudieExperience.verticalId))
        .where(inArray(croudieExperience.croudieId, [...ids]))
        .orderBy(asc(verticals.name))
    : [];
  return ids.map((id) => rows.filter((r) => r.croudieId === id));
}

/** The ids among `ids` that are verticals. */
export async function existingVerticals(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: verticals.id })
    .from(verticals)
    .where(inArray(verticals.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The key of linkedinKey() (profile.rules) in SQL, so stored URLs compare the same way. */
const storedLinkedinKey = sql`regexp_replace(regexp_replace(regexp_replace(lower(trim(${croudieOnboarding.linkedinUrl})), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.', ''), '/+$', '')`;

/** Another croudie's profile holds this LinkedIn profile (compared by linkedinKey). */
export async function linkedinHeldByOther(db: Database, croudieId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: croudieOnboarding.croudieId })
    .from(croudieOnboarding)
    .where(and(ne(croudieOnboarding.croudieId, croudieId), sql`${storedLinkedinKey} = ${key}`))
    .limit(1);
  return rows.length > 0;
}

export interface ProfileChanges {
  croudie: Partial<typeof croudies.$inferInsert>;
  details: Partial<Pick<CroudieProfileRow, 'portfolio' | 'wechatId'>>;
  linkedinUrl?: string | null;
  languages?: { code: string; level: LanguageLevel }[];
  experience?: { verticalId: number; level: ExperienceLevel }[];
}

/** Saves the given parts of a profile in one transaction (lists are replaced whole). */
export async function saveProfile(db: Database, croudieId: number, changes: ProfileChanges, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes.croudie).length) await tx.update(croudies).set(changes.croudie).where(eq(croudies.id, croudieId));
    if (Object.keys(changes.details).length) {
      await tx
        .insert(croudieProfiles)
        .values({ croudieId, ...changes.details, updatedAt: at })
        .onConflictDoUpdate({ target: croudieProfiles.croudieId, set: { ...changes.details, updatedAt: at } });
    }
    if (changes.linkedinUrl !== undefined)
      await upsertOnboarding(tx as unknown as Database, croudieId, { linkedinUrl: changes.linkedinUrl });
    if (changes.languages) {
      await tx.delete(croudieLanguages).where(eq(croudieLanguages.croudieId, croudieId));
      if (changes.languages.length)
        await tx.insert(croudieLanguages).values(changes.languages.map((l, position) => ({ croudieId, ...l, position })));
    }
    if (changes.experience) {
      await tx.delete(croudieExperience).where(eq(croudieExperience.croudieId, croudieId));
      if (changes.experience.length) await tx.insert(croudieExperience).values(changes.experience.map((e) => ({ croudieId, ...e })));
    }
  });
}

/** The LinkedIn profile kept by registration and the profile alike. */
export async function linkedinOf(db: Database, croudieId: number): Promise<string | null> {
  return (await onboardingRecord(db, croudieId))?.linkedinUrl ?? null;
}

/** Someone (croudie, staff or client user) already uses this address on their record (any case). */
export async function personWithEmail(db: Database, email: string): Promise<boolean> {
  const lowered = email.toLowerCase();
  const found = await Promise.all(
    [croudies, agencyUsers, clientUsers].map((table) =>
      db
        .select({ id: table.id })
        .from(table)
        .where(sql`lower(${table.email}) = ${lowered}`)
        .limit(1),
    ),
  );
  return found.some((rows) => rows.length > 0);
}

const tableOfKind = { CROUDIE: croudies, USER: agencyUsers, CLIENT_USER: clientUsers } as const;

/**
 * The people side of a followed e-mail change link (registered with the kit, run inside the identity module's
 * transaction): the person's record moves to the new address and the croudie's timeline records it.
 */
export async function applyEmailChange(tx: Database, change: AccountEmailChange): Promise<void> {
  const person = parsePrincipalId(change.principalId);
  if (!person) return;
  const table = tableOfKind[person.kind];
  const [before] = await tx.select({ email: table.email }).from(table).where(eq(table.id, person.id));
  if (!before) return;
  const lowered = change.email.toLowerCase();
  for (const other of Object.values(tableOfKind)) {
    const taken = await tx
      .select({ id: other.id })
      .from(other)
      .where(and(sql`lower(${other.email}) = ${lowered}`, other === table ? ne(other.id, person.id) : undefined))
      .limit(1);
    if (taken.length) throw conflict(EMAIL_CHANGE_MESSAGES.taken, { email: EMAIL_CHANGE_MESSAGES.taken });
  }
  await tx.update(table).set({ email: lowered }).where(eq(table.id, person.id));
  await recordAccountEvent(tx, {
    principalId: change.principalId,
    kind: 'email_changed',
    // whoever followed the link holds the new mailbox: the account's holder
    actorPrincipalId: change.principalId,
    detail: { from: before.email, to: lowered },
    at: change.at,
  });
}

export async function saveOutOfOffice(db: Database, croudieId: number, range: { start: string | null; end: string | null }, at: Date) {
  const values = { outOfOfficeStart: range.start, outOfOfficeEnd: range.end, updatedAt: at };
  await db
    .insert(croudieProfiles)
    .values({ croudieId, ...values })
    .onConflictDoUpdate({ target: croudieProfiles.croudieId, set: values });
}

export type IdDocument = { id: number; croudieId: number; createdAt: Date; file: PrivateFileRow };

/** The croudie's ID documents, newest first. */
export async function idDocumentsOf(db: Database, croudieId: number): Promise<IdDocument[]> {
  const rows = await db
    .select()
    .from(croudieIdDocuments)
    .where(eq(croudieIdDocuments.croudieId, croudieId))
    .orderBy(desc(croudieIdDocuments.createdAt), desc(croudieIdDocuments.id));
  const files = await Promise.all(rows.map((r) => findFile(db, r.fileId)));
  return rows.flatMap((r, i) => (files[i] ? [{ id: r.id, croudieId: r.croudieId, createdAt: r.createdAt, file: files[i] }] : []));
}

export async function addIdDocument(tx: Tx, croudieId: number, fileId: number, at: Date): Promise<void> {
  await tx.insert(croudieIdDocuments).values({ croudieId, fileId, createdAt: at });
}

/** Removes one of the croudie's ID documents; the file's name, or null when it was not theirs. */
export async function removeIdDocument(db: Database, croudieId: number, documentId: number): Promise<{ fileId: number } | null> {
  const [removed] = await db
    .delete(croudieIdDocuments)
    .where(and(eq(croudieIdDocuments.id, documentId), eq(croudieIdDocuments.croudieId, croudieId)))
    .returning({ fileId: croudieIdDocuments.fileId });
  return removed ?? null;
}

/** The clients the croudie has access to, asked for (pending) or is refused (restricted), by client name. */
export async function clientAccessOf(db: Database, principalId: string) {
  return db
    .select({ clientId: clients.id, clientName: clients.name, state: clientAccess.access, updatedAt: clientAccess.updatedAt })
    .from(clientAccess)
    .innerJoin(clients, eq(clients.id, clientAccess.clientId))
    .where(eq(clientAccess.principalId, principalId))
    .orderBy(asc(clients.name));
}
