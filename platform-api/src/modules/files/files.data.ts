import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { privateFiles } from './files.tables.js';

export type PrivateFileRow = typeof privateFiles.$inferSelect;

export async function insertFile(db: Database, values: typeof privateFiles.$inferInsert): Promise<PrivateFileRow> {
  const [row] = await db.insert(privateFiles).values(values).returning();
  return row!;
}

export async function findFile(db: Database, id: number): Promise<PrivateFileRow | null> {
  const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, id));
  return row ?? null;
}

export function findFiles(db: Database, ids: readonly number[]): Promise<PrivateFileRow[]> {
  return ids.length
    ? db
        .select()
        .from(privateFiles)
        .where(inArray(privateFiles.id, [...ids]))
    : Promise.resolve([]);
}
