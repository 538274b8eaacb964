// `db:reset`: recreate the embedded database (or the DATABASE_URL database's schema) and fill it with demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { clockFromConfig } from '../clock.js';
import { loadConfig } from '../config.js';
import { seedDemoData } from '../../seed/index.js';
import { openDatabase } from './index.js';

const config = loadConfig();
if (config.isProduction) {
  console.error('db:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}
if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl });
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
} else {
  rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const summary = await seedDemoData(database.db, clockFromConfig(config));
await database.close();
console.log(`Database reset (${database.driver}):`, summary);
