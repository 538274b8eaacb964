import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AccountsPort } from '../accounts.js';
import type { AuthState } from '../auth/index.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logger.js';
import type { Outbox } from '../outbox/index.js';
import type { PlatformPubSub } from '../pubsub.js';
import type { PeopleLoaders } from '../../modules/people/people.data.js';
import { forbidden, unauthenticated } from '../errors.js';
import { platformAuthScopes, type PlatformAuthScopes } from './auth-scopes.js';
import { OPERATION_GATE_PLUGIN } from './operation-gate.js';
import type { OperationGrants } from './operations.js';

/** What every resolver receives. */
import type { PaymentProvider } from '../payment-provider.js';

export interface GraphQLContext {
  auth: AuthState;
  db: Database;
  clock: Clock;
  logger: Logger;
  pubsub: PlatformPubSub;
  requestId: string;
  /** The caller's address, for throttling anonymous calls. */
  clientIp: string;
  /** Sign-in accounts (the identity module's port). */
  accounts: AccountsPort;
  /** E-mail and text messages (kit/outbox: kept in a table outside production). */
  outbox: Outbox;
  /** The server's rate limiter of that name (kit/rate-limit.ts: in this process, or in Redis). */
  limiter: (name: string, options: { points: number; duration: number }) => RateLimiterAbstract;
  /** Per-request people loaders, shared with auth so the viewer's row is read once. */
  people: PeopleLoaders;
  /** What the viewer's roles grant of the API's operations (the operation gate's input; ADR 0257). */
  operations: OperationGrants;
  /** The payment provider's adapter (kit/payment-provider.ts). */
  paymentProvider: PaymentProvider;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  AuthScopes: PlatformAuthScopes;
}>({
  // The operation gate, then scope-auth, before any other plugin's resolver wrapping (scope-auth's advice): first
  // whether a staff member may call the operation at all (ADR 0257), then what its answer may show (ADR 0005).
  plugins: [OPERATION_GATE_PLUGIN, ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: platformAuthScopes,
    // A refused field answers the platform's codes: UNAUTHENTICATED without a viewer, else FORBIDDEN.
    unauthorizedError: (_parent, ctx) => (ctx.auth.viewer ? forbidden() : (ctx.auth.error ?? unauthenticated())),
  },
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string in UTC',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return new Date(value);
  },
});

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new GraphQLError('Variables are not allowed inside JSON literals');
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node) => literalToJson(node),
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
