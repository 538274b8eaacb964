// Test harness: the real server on an ephemeral port with a fresh database (./database.ts), the real identity module and, by default, the demo data.
import { controllableClock, type ControllableClock } from '../../src/kit/clock.js';
import { loadConfig, type Config } from '../../src/kit/config.js';
import type { Database, DatabaseHandle } from '../../src/kit/db/index.js';
import { createLogger } from '../../src/kit/logger.js';
import { createTableOutbox, type Outbox } from '../../src/kit/outbox/index.js';
import { createIdentityModule } from '../../src/modules/identity/index.js';
import { seedDemoData } from '../../src/seed/index.js';
import { createPlatformServer } from '../../src/server.js';
import type { PaymentProvider } from '../../src/kit/payment-provider.js';
import { operationCatalogue } from '../../src/kit/graphql/operations.js';
import { syncRoleSettings } from '../../src/modules/roles/roles.data.js';
import { buildSchema } from '../../src/schema/index.js';
import { openTestDatabase } from './database.js';

export interface TestApi {
  baseUrl: string;
  wsUrl: string;
  db: Database;
  database: DatabaseHandle;
  clock: ControllableClock;
  config: Config;
  outbox: Outbox;
  close(): Promise<void>;
}

export interface StartTestApiOptions {
  /** Where the platform clock starts (it runs on from there, like PLATFORM_NOW); default: env PLATFORM_NOW, else now. */
  now?: Date;
  /** Fill the database with the demo data (default true). */
  seed?: boolean;
  /** Extra environment for loadConfig (e.g. NODE_ENV=production). */
  env?: Record<string, string>;
  /** The payment provider's adapter (default: the development provider). */
  paymentProvider?: PaymentProvider;
}

export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  // PLATFORM_NOW in options.env starts the clock as it does in the real server; `now` wins over it.
  const clock = controllableClock(options.now ?? config.platformNow ?? new Date());
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const database = await openTestDatabase();
  if (options.seed ?? true) await seedDemoData(database.db, clock);
  // what the server's start does after seeding (main.ts): role settings and the operations' declared roles (ADR 0257)
  await syncRoleSettings(database.db, operationCatalogue(buildSchema()), clock.now());
  const outbox = createTableOutbox(database.db, clock);
  const identity = await createIdentityModule({ db: database.db, clock, config, logger, outbox }, { upstream: null });
  const app = createPlatformServer({ config, database, clock, logger, outbox, identity, paymentProvider: options.paymentProvider });
  const { port } = await app.listen(0);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/graphql`,
    db: database.db,
    database,
    clock,
    config,
    outbox,
    async close() {
      await app.close();
      await identity.close();
      await database.close();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

/** POSTs one GraphQL operation; `token` and `impersonate` become the shell's headers. */
export async function gql<T = Record<string, unknown>>(
  api: { baseUrl: string },
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; impersonate?: string; operationName?: string } = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.impersonate) headers['x-impersonate-principal'] = options.impersonate;
  const res = await fetch(`${api.baseUrl}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
  });
  const body = (await res.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: res.status, ...body };
}

/** The first error's code, for short assertions. */
export const errorCode = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.code;
