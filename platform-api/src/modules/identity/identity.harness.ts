// Test-only: the identity module on a real HTTP server with a fresh in-memory PGlite database and the dev outbox.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../kit/clock.js';
import { loadConfig, type Config } from '../../kit/config.js';
import type { DatabaseHandle } from '../../kit/db/index.js';
import { createLogger } from '../../kit/logger.js';
import { createTableOutbox, listOutbox } from '../../kit/outbox/index.js';
import { createIdentityAccount, type CreateIdentityAccountInput } from './accounts.js';
import { createIdentityModule, type IdentityModule, type IdentityModuleOptions } from './index.js';
import { openTestDatabase as openSharedTestDatabase } from '../../../test/support/database.js';

export const DEMO_PASSWORD = 'Demo-Password-2026!';
export const MFA_SECRET = 'JBSWY3DPEHPK3PXP';

export const TEST_ACCOUNTS: CreateIdentityAccountInput[] = [
  {
    principalId: 'croudie-network:croudies:1',
    email: 'croudie.active@example.com',
    tenant: 'network',
    password: DEMO_PASSWORD,
    roles: ['croudie-active'],
  },
  {
    principalId: 'croudie-network:croudies:2',
    email: 'croudie.mfa@example.com',
    tenant: 'network',
    password: DEMO_PASSWORD,
    totpSecret: MFA_SECRET,
    roles: ['croudie-active'],
  },
  {
    principalId: 'croudie-network:croudies:3',
    email: 'croudie.newpassword@example.com',
    tenant: 'network',
    password: DEMO_PASSWORD,
    passwordChangeRequired: true,
    roles: ['croudie-active'],
  },
  {
    principalId: 'user-service:users:1',
    email: 'staff.admin@example.com',
    tenant: 'control',
    password: DEMO_PASSWORD,
    roles: ['admin', 'impersonate'],
  },
  { principalId: 'client-portal:client-users:1', email: 'client.user@example.com', tenant: 'client', password: DEMO_PASSWORD },
  { principalId: 'croudie-network:croudies:4', email: 'croudie.new@example.com', tenant: 'network', emailConfirmed: false },
  {
    principalId: 'croudie-network:croudies:5',
    email: 'croudie.unconfirmed@example.com',
    tenant: 'network',
    password: DEMO_PASSWORD,
    emailConfirmed: false,
  },
  { principalId: 'croudie-network:croudies:6', email: 'croudie.limited@example.com', tenant: 'network', password: DEMO_PASSWORD },
  { principalId: 'croudie-network:croudies:7', email: 'croudie.reset2@example.com', tenant: 'network', password: DEMO_PASSWORD },
  { principalId: 'croudie-network:croudies:8', email: 'croudie.attempts@example.com', tenant: 'network', password: DEMO_PASSWORD },
  {
    principalId: 'croudie-network:croudies:10',
    email: 'croudie.both@example.com',
    tenant: 'network',
    password: DEMO_PASSWORD,
    passwordChangeRequired: true,
    totpSecret: MFA_SECRET,
  },
  { principalId: 'croudie-network:croudies:9', email: 'croudie.expiry@example.com', tenant: 'network', password: DEMO_PASSWORD },
];

/** A fresh migrated database (test/support/database.ts). */
export const openTestDatabase = () => openSharedTestDatabase('test_identity');

export interface IdentityHarness {
  baseUrl: string;
  db: DatabaseHandle;
  identity: IdentityModule;
  config: Config;
  outbox(): Promise<Awaited<ReturnType<typeof listOutbox>>>;
  close(): Promise<void>;
}

export async function startIdentityHarness(
  options: IdentityModuleOptions & { clock?: Clock; accounts?: CreateIdentityAccountInput[]; env?: Record<string, string> } = {},
): Promise<IdentityHarness> {
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const db = await openTestDatabase();
  for (const account of options.accounts ?? TEST_ACCOUNTS) await createIdentityAccount(db.db, account);
  const clock = options.clock ?? systemClock;
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const outbox = createTableOutbox(db.db, clock);
  const identity = await createIdentityModule(
    { db: db.db, clock, config, logger, outbox },
    { upstream: null, forgotMinMs: 300, ...options },
  );
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/api/identity')) {
      identity.handle(req, res).catch((error: unknown) => {
        logger.error({ err: error }, 'unhandled');
        res.statusCode = 500;
        res.end();
      });
    } else if (req.url === '/api/dev/outbox') {
      void listOutbox(db.db).then((rows) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(rows));
      });
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    identity,
    config,
    outbox: () => listOutbox(db.db),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.close();
      await db.close();
    },
  };
}
