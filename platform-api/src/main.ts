import { clockFromConfig, isControllable } from './kit/clock.js';
import { loadConfig } from './kit/config.js';
import { openDatabase } from './kit/db/index.js';
import { createLogger } from './kit/logger.js';
import { createOutbox } from './kit/outbox/index.js';
import { Redis } from 'ioredis';
import { createInProcessPubSub, createRedisPubSub } from './kit/pubsub.js';
import { databaseLimiters, redisLimiters } from './kit/rate-limit.js';
import { createIdentityModule } from './modules/identity/index.js';
import { startJournalScheduleRunner } from './modules/journal/journal.scheduler.js';
import { startRecurringWorkRunner } from './modules/work/recurring.runner.js';
import { startJobRunner } from './modules/plan/jobs.runner.js';
import { startAllocationRunner } from './modules/work/allocation.runner.js';
import { startAcademyRunner } from './modules/academy/academy.runner.js';
import { startAnnouncementsRunner } from './modules/announcements/announcements.runner.js';
import { operationCatalogue } from './kit/graphql/operations.js';
import { syncRoleSettings } from './modules/roles/roles.data.js';
import { databaseIsEmpty, seedDemoData } from './seed/index.js';
import { buildSchema } from './schema/index.js';
import { createPlatformServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const clock = clockFromConfig(config);
  if (config.platformNow) logger.info({ platformNow: config.platformNow.toISOString() }, 'platform clock set by PLATFORM_NOW');

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  logger.info({ driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined }, 'database open');
  await database.migrate();
  // The release Job (deploy/k8s/migrate-job.yaml) migrates once and stops, so pods never race on a migration.
  if (process.argv.includes('--migrate-only')) {
    logger.info('migrations applied (--migrate-only)');
    await database.close();
    return;
  }
  if (await databaseIsEmpty(database.db)) {
    const summary = await seedDemoData(database.db, clock);
    logger.info(summary, 'empty database: demo data seeded');
  }
  // Every staff role has its settings, and root fields new to this database get their declared roles (ADR 0257).
  const synced = await syncRoleSettings(database.db, operationCatalogue(buildSchema()), clock.now());
  if (synced.rolesAdded.length || synced.operationsAdded.length) logger.info(synced, 'role settings: new roles and operations');

  const outbox = createOutbox({ db: database.db, clock, logger, config });
  // With REDIS_URL every instance counts rate limits in one place, else the database keeps them (kit/rate-limit.ts):
  // either way a restart does not reset the sign-in throttles.
  const limiterStore = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false }) : undefined;
  limiterStore?.on('error', (error) => logger.error({ err: error }, 'redis rate-limit store'));
  const limiters = limiterStore ? redisLimiters(limiterStore) : databaseLimiters(database.db);
  const identity = await createIdentityModule({ db: database.db, clock, config, logger, outbox }, { limiters });
  const pubsub = config.redisUrl
    ? await createRedisPubSub(config.redisUrl, (error) => logger.error({ err: error }, 'redis pub/sub'))
    : createInProcessPubSub();
  logger.info({ fanOut: config.redisUrl ? 'redis' : 'in-process' }, 'subscription events');
  const app = createPlatformServer({ config, database, clock, logger, outbox, identity, pubsub, limiters });
  const address = await app.listen(config.apiPort, '127.0.0.1');
  logger.info({ port: address.port }, `platform-api listening on http://127.0.0.1:${address.port}`);
  // Recurring journals fall due whether or not anyone is looking: the runner creates them on the platform clock.
  const journalSchedules = startJournalScheduleRunner({ db: database.db, clock, pubsub, logger });
  void journalSchedules.runOnce();
  const recurringWorkRunner = startRecurringWorkRunner({ db: database.db, clock, logger });
  void recurringWorkRunner.runOnce();
  // Scheduled jobs start at their time on the platform clock (issue 20): a cheap indexed pass every 15 seconds.
  const jobRunner = startJobRunner({ db: database.db, clock, logger });
  void jobRunner.runOnce();
  // Task offers are missed and move on at their time, and tasks of started jobs are offered (issue 21, ADR 0280).
  const allocationRunner = startAllocationRunner({ db: database.db, clock, pubsub, logger });
  void allocationRunner.runOnce();
  // Academy attempts whose time ran out fail even when the croudie's page is gone (issue 22, ADR 0288).
  const academyRunner = startAcademyRunner({ db: database.db, clock, pubsub, logger });
  void academyRunner.runOnce();
  // Scheduled announcements are sent at their time and ended ones complete, on the platform clock (ADR 0287).
  const announcementsRunner = startAnnouncementsRunner({ db: database.db, clock, pubsub, logger });
  void announcementsRunner.runOnce();
  // Moving the dev clock (POST /api/dev/clock, outside production) runs every runner's pass at once: what fell due by
  // the new time happens now, not at the runner's next tick.
  const runners = [journalSchedules, recurringWorkRunner, jobRunner, allocationRunner, academyRunner, announcementsRunner];
  if (isControllable(clock)) clock.onMove(() => runners.forEach((runner) => void runner.runOnce()));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    runners.forEach((runner) => runner.stop());
    await app.close();
    await pubsub.close?.();
    await limiterStore?.quit();
    await identity.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
