import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { packageRoot } from '../config.js';
import * as schema from './schema.js';

export { schema };
export type Schema = typeof schema;

/** The drizzle database, typed with every module's tables; the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Counts SQL statements sent through drizzle; tests use it to prove list queries are not N+1. */
export interface StatementCounter {
  readonly count: number;
  /** Runs `fn` and returns how many statements it sent. */
  measure<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }>;
  /** Recent statements, newest last (at most 200), for debugging a failing count. */
  readonly recent: readonly string[];
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  statements: StatementCounter;
  /** Runs the SQL migrations in platform-api/migrations. */
  migrate(): Promise<void>;
  /** True when SELECT 1 answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a copy of the data folder, to open others from (`OpenDatabaseOptions.template`). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder (the database goes to `<dataDir>/pglite`); "memory://" keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL only: use this schema instead of public (created if missing); tests isolate themselves this way. */
  pgSchema?: string;
  migrationsFolder?: string;
  /**
   * PGlite only: start from this copy of a data folder (`PGlite.dumpDataDir()`) instead of an empty cluster. Creating
   * a cluster costs about 2 s; tests load a migrated copy made once per run (test/support/database.ts).
   */
  template?: Blob;
}

export const defaultMigrationsFolder = () => path.join(packageRoot(), 'migrations');

function createCounter(): StatementCounter & DrizzleLogger {
  let count = 0;
  const recent: string[] = [];
  return {
    get count() {
      return count;
    },
    get recent() {
      return recent;
    },
    logQuery(query: string) {
      count++;
      recent.push(query);
      if (recent.length > 200) recent.shift();
    },
    async measure(fn) {
      const before = count;
      const result = await fn();
      return { result, statements: count - before };
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * drizzle-kit writes `"public".` into foreign keys; for a non-public schema, migrate from a copy that names it.
 */
function migrationsFor(folder: string, pgSchema: string | undefined): string {
  if (!pgSchema || pgSchema === 'public') return folder;
  const copy = mkdtempSync(path.join(os.tmpdir(), 'platform-migrations-'));
  cpSync(folder, copy, { recursive: true });
  for (const file of readdirSync(copy)) {
    if (!file.endsWith('.sql')) continue;
    const full = path.join(copy, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('"public".', `"${pgSchema}".`));
  }
  return copy;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const counter = createCounter();
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();

  if (options.url) {
    const pgSchema = options.pgSchema;
    if (pgSchema && !SCHEMA_NAME.test(pgSchema)) throw new Error(`Invalid schema name ${pgSchema}`);
    if (pgSchema) {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(pgSchema ? { options: `-c search_path="${pgSchema}"` } : {}),
    });
    const db = drizzleNodePg(pool, { schema, logger: counter }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      statements: counter,
      migrate: () =>
        migrateNodePg(db as never, {
          migrationsFolder: migrationsFor(migrationsFolder, pgSchema),
          ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
        }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir ?? 'memory://';
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    target = path.join(dataDir, 'pglite');
    mkdirSync(target, { recursive: true });
  }
  // PGlite is one connection; it queues queries and transactions itself, so concurrent requests are serialised.
  const client = await PGlite.create(target, options.template ? { loadDataDir: options.template } : {});
  const db = drizzlePglite(client, { schema, logger: counter }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    statements: counter,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * One value per database handle, built on its first use: for prepared statements on hot paths (every request's
 * authentication), so drizzle builds their SQL once and PostgreSQL parses it once per connection.
 */
export function perDatabase<D extends object, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/**
 * A DataLoader batch's answer: the rows with these ids in the order asked, null for an id with no row (deleted
 * since). `read` gets the ids as a fresh array (what `inArray` and an `= any($ids)` placeholder take); it is not called
 * for no ids.
 */
export async function rowsByIds<R extends { id: number }>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<R[]>,
): Promise<(R | null)[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read([...ids])).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
