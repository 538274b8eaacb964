import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { TRUSTED_DOCUMENTS_DIR } from '@work/shared-contracts/graphql-document';

/**
 * The platform-api package folder. Source files (src/kit/…) and the bundle (dist/main.js) sit at different
 * depths, so walk up to the folder named platform-api.
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (path.basename(dir) === 'platform-api') return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

function repoRoot(): string {
  return path.dirname(packageRoot());
}

const EnvSchema = v.object({
  API_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '4000'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres', 'DATABASE_URL must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.string()),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  PUBLIC_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer())),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer())),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PLATFORM_NOW: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => !Number.isNaN(Date.parse(s)), 'PLATFORM_NOW must be an ISO-8601 instant'),
    ),
  ),
  SMTP_URL: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  REDIS_URL: v.optional(v.pipe(v.string(), v.url())),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(5), v.maxValue(3600))),
  TRUSTED_PROXY_HOPS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(5))),
  TRUSTED_DOCUMENTS: v.optional(v.picklist(['enforce', 'off'], 'TRUSTED_DOCUMENTS must be enforce or off')),
  TRUSTED_DOCUMENTS_DIR: v.optional(v.string()),
  REMOTE_STORE_DIR: v.optional(v.string()),
  PAYMENT_PROVIDER_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'PAYMENT_PROVIDER_WEBHOOK_SECRET must be at least 16 characters')),
  ),
});

/**
 * The payment provider webhook's signing secret outside production when none is set: the development provider signs
 * with it (payments/provider/dev-provider.ts). Public on purpose; production must set its own.
 */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_development_only_not_a_secret';

export interface Config {
  apiPort: number;
  databaseUrl: string | undefined;
  /** Absolute path of the data folder (.data at the repository root by default). */
  dataDir: string;
  publicUrl: string;
  publicPort: number;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Start instant of the platform clock; ignored in production. */
  platformNow: Date | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
  /** Proxies that append to X-Forwarded-For in front of the API (1 = the gateway; 2 = a load balancer + the gateway). */
  trustedProxyHops: number;
  /** Set: subscription events fan out through Redis, so several API instances can serve one platform. */
  redisUrl: string | undefined;
  /** Shorter access tokens for tests (websocket expiry, the shell's reconnect); ignored in production. */
  accessTokenTtlSeconds: number | undefined;
  /**
   * Run only the GraphQL documents of published bundles (ADR 0245): on in production, off elsewhere unless
   * TRUSTED_DOCUMENTS says otherwise. `dir` holds them as the deploy CLI writes them (`<remote store>/documents`).
   */
  trustedDocuments: { enforce: boolean; dir: string };
  /**
   * The secret the payment provider signs its webhook deliveries with (payments/provider/webhook.ts). Required in
   * production: without it (null) every delivery is refused. Elsewhere DEVELOPMENT_WEBHOOK_SECRET unless set.
   */
  paymentProviderWebhookSecret: string | null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, clean);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  const publicPort = e.PUBLIC_PORT ?? e.PORT ?? 8080;
  const isProduction = e.NODE_ENV === 'production';
  return {
    apiPort: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot(), e.DATA_DIR ?? '.data'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${publicPort}`).replace(/\/$/, ''),
    publicPort,
    nodeEnv: e.NODE_ENV,
    isProduction,
    platformNow: !isProduction && e.PLATFORM_NOW ? new Date(e.PLATFORM_NOW) : undefined,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 1,
    redisUrl: e.REDIS_URL,
    accessTokenTtlSeconds: isProduction ? undefined : e.ACCESS_TOKEN_TTL_SECONDS,
    paymentProviderWebhookSecret: e.PAYMENT_PROVIDER_WEBHOOK_SECRET ?? (isProduction ? null : DEVELOPMENT_WEBHOOK_SECRET),
    trustedDocuments: {
      enforce: (e.TRUSTED_DOCUMENTS ?? (isProduction ? 'enforce' : 'off')) === 'enforce',
      // the same store the deploy CLI and the gateway use (REMOTE_STORE_DIR, else deploy/.store)
      dir: path.resolve(
        repoRoot(),
        e.TRUSTED_DOCUMENTS_DIR ?? path.join(e.REMOTE_STORE_DIR ?? path.join('deploy', '.store'), TRUSTED_DOCUMENTS_DIR),
      ),
    },
  };
}
