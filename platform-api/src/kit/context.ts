import type { AccountsPort } from './accounts.js';
import type { LimiterOptions } from './rate-limit.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { authenticate, type SessionDeps, type VerifyAccessToken } from './auth/index.js';
import type { Clock } from './clock.js';
import type { Database } from './db/index.js';
import type { GraphQLContext } from './graphql/builder.js';
import type { OperationGrantsFactory } from './graphql/operations.js';
import type { Logger } from './logger.js';
import type { Outbox } from './outbox/index.js';
import type { PlatformPubSub } from './pubsub.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPeopleLoaders, createPrincipalDirectory } from '../modules/people/people.data.js';

export type RequestContext = GraphQLContext;

export interface ContextDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  pubsub: PlatformPubSub;
  verifyAccessToken: VerifyAccessToken;
  accounts: AccountsPort;
  outbox: Outbox;
  limiter: (name: string, options: Omit<LimiterOptions, 'keyPrefix'>) => RateLimiterAbstract;
  /** The roles module's grants for the operation gate (ADR 0257), made per request once the viewer is known. */
  operationGrants: OperationGrantsFactory;
  paymentProvider: PaymentProvider;
}

/** The per-request context shared by GraphQL (HTTP and websocket) and REST: auth, loaders and services. */
export async function createRequestContext(
  deps: ContextDeps,
  input: {
    authorization?: string | null;
    impersonatePrincipal?: string | null;
    operation: string;
    requestId: string;
    /** the caller's address (X-Forwarded-For through the trusted proxies) */
    clientIp: string;
  },
): Promise<RequestContext> {
  const people = createPeopleLoaders(deps.db);
  const logger = deps.logger.child({ requestId: input.requestId });
  const auth = await authenticate(
    { authorization: input.authorization, impersonatePrincipal: input.impersonatePrincipal, operation: input.operation },
    {
      db: deps.db,
      clock: deps.clock,
      logger,
      verifyAccessToken: deps.verifyAccessToken,
      directory: createPrincipalDirectory(people),
    },
  );
  return {
    auth,
    db: deps.db,
    clock: deps.clock,
    logger,
    pubsub: deps.pubsub,
    requestId: input.requestId,
    clientIp: input.clientIp,
    people,
    operations: deps.operationGrants(deps.db, auth),
    accounts: deps.accounts,
    outbox: deps.outbox,
    limiter: deps.limiter,
    paymentProvider: deps.paymentProvider,
  };
}

/** What re-checks a session outside a request (websocket connect, each subscription event): fresh rows every call. */
export function sessionDeps(deps: Pick<ContextDeps, 'db' | 'accounts'>): SessionDeps {
  return {
    directory: createPrincipalDirectory(createPeopleLoaders(deps.db)),
    sessionVersion: (principalId) => deps.accounts.sessionVersion(principalId),
  };
}

/** GraphQL operation name for logs and the impersonation audit: the given name, else the first named operation. */
export function operationNameOf(operationName: string | null | undefined, query: string | null | undefined): string {
  if (operationName) return operationName;
  const match = /\b(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query ?? '');
  if (match) return `${match[1]} ${match[2]}`;
  return 'anonymous operation';
}
