import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './kit/db/index.js';
import { croudies } from './modules/people/people.tables.js';
import { packageRoot } from './kit/config.js';

describe('main --migrate-only (the release Job)', () => {
  it('applies the migrations to an empty database and exits 0 without seeding or listening', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-only-'));
    try {
      // the embedded database in a fresh folder, whatever DATABASE_URL the test run has
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', API_PORT: '0' };
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--migrate-only'], {
        cwd: packageRoot(),
        env,
        timeout: 120_000,
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        // the schema is there, and nothing was seeded
        expect(await database.db.select().from(croudies)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
