// A fresh, migrated database for one test server: an embedded PGlite loaded from the migrated copy that
// pglite-template.ts makes once per run, or, when DATABASE_URL is set (CI), a new schema in that PostgreSQL database,
// dropped again by close().
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/kit/db/index.js';

let template: Blob | undefined;

function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

export async function openTestDatabase(schemaPrefix = 'test'): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ dataDir: 'memory://', template: pgliteTemplate() });
    await handle.migrate(); // nothing to do on the template; keeps a test without it honest
    return handle;
  }
  const pgSchema = `${schemaPrefix}_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ url, pgSchema });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await admin.end();
    },
  };
}
