import path from 'node:path';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { decodeJwt } from 'jose';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { AccountsPort } from './kit/accounts.js';
import { limiterRegistry, memoryLimiters, type LimiterFactory } from './kit/rate-limit.js';
import { bearerToken, endedSessionOf, SOCKET_CLOSE, type VerifiedToken } from './kit/auth/index.js';
import { createSocketSessions, deliverWhile, type SocketSession } from './kit/auth/socket-sessions.js';
import type { Clock } from './kit/clock.js';
import { devRoutesAllowed, handleDevClock } from './kit/dev-clock.js';
import type { Config } from './kit/config.js';
import { createRequestContext, operationNameOf, sessionDeps, type RequestContext } from './kit/context.js';
import type { DatabaseHandle } from './kit/db/index.js';
import { PlatformError } from './kit/errors.js';
import { MAX_BODY_BYTES, Router, clientIp, sendError, sendJson } from './kit/http/index.js';
import { requestIdFor, type Logger } from './kit/logger.js';
import { listOutbox, type Outbox } from './kit/outbox/index.js';
import { createInProcessPubSub, type PlatformPubSub } from './kit/pubsub.js';
import { registerClientRoutes } from './modules/clients/clients.routes.js';
import { registerPeopleRoutes } from './modules/people/people.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes.js';
import { registerImportRoutes } from './modules/work/imports.routes.js';
import { registerPaymentRoutes } from './modules/payments/payments.routes.js';
import { createDiskStorage } from './modules/files/files.storage.js';
import { createOperationGrants } from './modules/roles/roles.grants.js';
import { buildSchema } from './schema/index.js';
import { rejectControlCharacters } from './kit/graphql/control-characters.js';
import { trustedDocumentsIn, trustedDocumentsPlugins } from './kit/graphql/trusted-documents.js';
import { limitIntrospection } from './kit/graphql/introspection.js';
import { createDevPaymentProvider } from './modules/payments/provider/dev-provider.js';
import { handleProviderWebhook, PROVIDER_WEBHOOK_PATH } from './modules/payments/provider/webhook.js';
import type { PaymentProvider } from './kit/payment-provider.js';

/** The identity module as the server uses it (src/modules/identity/index.ts). */
export interface IdentityPort {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  verifyAccessToken(token: string): Promise<VerifiedToken>;
  accounts: AccountsPort;
  /** Called with the principal after every session-version bump (sign-out, password change, status change). */
  onSessionEnded(listener: (principalId: string) => void): () => void;
  close(): Promise<void>;
}

export interface ServerDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  outbox: Outbox;
  identity: IdentityPort;
  pubsub?: PlatformPubSub;
  /** Where rate-limit counters live; default in this process (kit/rate-limit.ts). */
  limiters?: LimiterFactory;
  /** The payment provider's adapter; the development provider unless given (payments/provider). */
  paymentProvider?: PaymentProvider;
}

export interface PlatformServer {
  server: http.Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

interface YogaServerContext {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
}

const GRAPHQL_PATH = '/api/graphql';

const isGraphQLError = (value: unknown): value is GraphQLError =>
  value instanceof GraphQLError || (value instanceof Error && value.name === 'GraphQLError');

/** graphql-ws only recognises errors of its own graphql-js copy: graphql-armor's are copied over, message and code kept. */
const asOwnGraphQLError = (error: unknown): GraphQLError =>
  error instanceof GraphQLError
    ? error
    : isGraphQLError(error)
      ? new GraphQLError(error.message, { extensions: error.extensions })
      : new GraphQLError('Invalid query');

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

interface SocketRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
  /** Asked before each subscription event: may this socket's session still see it? */
  allow?: () => Promise<boolean>;
}

export function createPlatformServer(deps: ServerDeps): PlatformServer {
  const { config, database, clock, logger, identity } = deps;
  const db = database.db;
  const pubsub = deps.pubsub ?? createInProcessPubSub();
  const schema = buildSchema();
  const trusted = config.trustedDocuments.enforce ? trustedDocumentsIn(config.trustedDocuments.dir, logger) : null;
  if (trusted) logger.info({ dir: config.trustedDocuments.dir }, 'trusted documents: only the GraphQL documents of published bundles run');
  const contextDeps = {
    db,
    clock,
    logger,
    pubsub,
    verifyAccessToken: identity.verifyAccessToken,
    accounts: identity.accounts,
    outbox: deps.outbox,
    limiter: limiterRegistry(deps.limiters ?? memoryLimiters),
    operationGrants: createOperationGrants,
    paymentProvider:
      deps.paymentProvider ??
      createDevPaymentProvider({ webhookSecret: config.paymentProviderWebhookSecret, production: config.isProduction }),
  };

  const yoga = createYoga<YogaServerContext, RequestContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    cors: false,
    batching: false,
    multipart: false,
    // handle() below refuses a body without Content-Length or over MAX_BODY_BYTES before yoga, and Node reads no more
    // than the declared length; yoga's own limit would pipe every body through a stream again (~5 % of a request's CPU)
    maxRequestBodySize: false,
    logging: {
      debug: (...args) => logger.debug({ args }, 'yoga'),
      info: (...args) => logger.info({ args }, 'yoga'),
      warn: (...args) => logger.warn({ args }, 'yoga'),
      error: (...args) => logger.error({ args }, 'yoga'),
    },
    maskedErrors: {
      maskError(error, message) {
        // Errors meant for the caller (PlatformError, GraphQL's and yoga's own) keep their message, code and path.
        // Duck-typed: yoga and graphql-armor may hold their own copy of GraphQLError.
        if (isGraphQLError(error)) {
          const original = error.originalError;
          if (!original || isGraphQLError(original) || original instanceof PlatformError) return error;
        }
        const original = isGraphQLError(error) ? error.originalError : error;
        logger.error({ err: original }, 'unexpected error in a resolver');
        const path = isGraphQLError(error) ? error.path : undefined;
        return new GraphQLError(message, { path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: async (initial) => {
      // Websocket operations arrive with the context already built in onSubscribe.
      if ('auth' in initial) return initial as unknown as RequestContext;
      const { request, params, requestId, req } = initial as typeof initial & { requestId: string };
      return createRequestContext(contextDeps, {
        authorization: request.headers.get('authorization'),
        impersonatePrincipal: request.headers.get('x-impersonate-principal'),
        operation: operationNameOf(params?.operationName, params?.query),
        requestId,
        clientIp: clientIp(req, config.trustedProxyHops),
      });
    },
    plugins: [
      ...(trusted ? trustedDocumentsPlugins(trusted) : []),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        costLimit: { maxCost: 5000 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 50 },
        blockFieldSuggestion: { enabled: config.isProduction },
      }),
      ...(config.isProduction ? [limitIntrospection()] : []),
      rejectControlCharacters(),
    ],
  });

  const router = new Router<RequestContext>('/api/platform', (req, routeName) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    return createRequestContext(contextDeps, {
      clientIp: clientIp(req, config.trustedProxyHops),
      authorization: header('authorization'),
      impersonatePrincipal: header('x-impersonate-principal'),
      operation: routeName,
      requestId: (header('x-request-id') as string | undefined) ?? randomUUID(),
    });
  });
  registerPeopleRoutes(router);
  registerClientRoutes(router);
  registerSearchRoutes(router);
  registerImportRoutes(router);
  registerCalendarRoutes(router);
  registerPaymentRoutes(router);
  registerFileRoutes(router, createDiskStorage(path.join(config.dataDir, 'files')));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = requestIdFor(req, res);
    req.headers['x-request-id'] = requestId;
    const log = logger.child({ requestId });
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.once('finish', () => {
      log.info(
        {
          method: req.method,
          path: (req.url ?? '').split('?')[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          sessionId: req.headers['x-session-id'],
        },
        'request',
      );
    });
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      if (path === '/healthz') {
        const ok = await database.ping();
        sendJson(res, ok ? 200 : 503, { status: ok ? 'ok' : 'database unavailable' });
      } else if (path === GRAPHQL_PATH) {
        // The size limit needs a declared length: browsers always send one for GraphQL bodies, the gateway keeps it.
        if (req.method === 'POST' && req.headers['content-length'] === undefined) {
          sendJson(res, 411, { error: { code: 'BAD_USER_INPUT', message: 'Content-Length is required' } });
          return;
        }
        if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
          sendJson(res, 413, { error: { code: 'BAD_USER_INPUT', message: `Request body is larger than ${MAX_BODY_BYTES} bytes` } });
          return;
        }
        // The adapter's request-listener form (handleNodeRequestAndResponse never answers on Node 20 here).
        await yoga(req, res, { req, res, requestId });
      } else if (path === '/api/identity' || path.startsWith('/api/identity/')) {
        await identity.handle(req, res);
      } else if (path === '/api/dev/clock' && devRoutesAllowed(req, config)) {
        await handleDevClock(req, res, clock);
      } else if (path === PROVIDER_WEBHOOK_PATH) {
        await handleProviderWebhook(req, res, { ...contextDeps, logger: log, secret: config.paymentProviderWebhookSecret });
      } else if (path === '/api/dev/outbox' && devRoutesAllowed(req, config)) {
        if (req.method !== 'GET') throw new PlatformError('BAD_USER_INPUT', 'Only GET is allowed on the outbox');
        sendJson(res, 200, await listOutbox(db));
      } else if (router.matches(path)) {
        await router.handle(req, res);
      } else {
        throw new PlatformError('NOT_FOUND', `No route for ${req.method} ${path}`);
      }
    } catch (error) {
      if (!(error instanceof PlatformError)) log.error({ err: error }, 'request failed');
      if (!res.headersSent) sendError(res, error);
      else res.end();
    }
  }

  const server = http.createServer((req, res) => {
    void handle(req, res);
  });
  // Idle keep-alive sockets stay open longer than the gateway keeps them (30 s), so the gateway always closes first
  // and never sends a request on a socket this server is closing (that race shows as ECONNRESET → 502).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 70_000;

  const wsServer = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  type ConnectionParams = { authorization?: unknown; impersonatePrincipal?: unknown; sessionId?: unknown };
  const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

  // Sockets end with their token and their session (ADR 0006).
  const socketSessions = createSocketSessions();
  const stopListening = identity.onSessionEnded((principalId) => {
    const closed = socketSessions.endSessionsOf(principalId);
    if (closed) logger.info({ principalId, sockets: closed }, 'session ended: websockets closed');
  });

  /** The session of a socket's token; 'refused' for a token that does not verify, 'ended' when its holder's session has ended. */
  async function socketSessionFor(params: ConnectionParams): Promise<SocketSession | 'refused' | 'ended'> {
    const token = bearerToken(asString(params.authorization));
    if (!token) return 'refused';
    let verified: VerifiedToken;
    try {
      verified = await identity.verifyAccessToken(token);
    } catch {
      return 'refused';
    }
    const { exp } = decodeJwt(token);
    const session: SocketSession = {
      actorPrincipalId: verified.sub,
      viewerPrincipalId: asString(params.impersonatePrincipal)?.trim() || verified.sub,
      tokenSessionVersion: verified.sessionVersion,
      expiresAt: typeof exp === 'number' ? exp * 1000 : undefined,
    };
    const own = { ...session, viewerPrincipalId: session.actorPrincipalId };
    return (await endedSessionOf(own, sessionDeps(contextDeps))) ? 'ended' : session;
  }

  const wsCleanup = useServer<ConnectionParams>(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as SocketRoot).execute(args) as never,
      subscribe: async (args: ExecutionArgs) => {
        const root = args.rootValue as SocketRoot;
        const result = await root.subscribe(args);
        return (isAsyncIterable(result) && root.allow ? deliverWhile(result, root.allow) : result) as never;
      },
      onConnect: async (ctx) => {
        // Anonymous sockets stay open (each operation answers UNAUTHENTICATED); a refused token or an ended session
        // is refused now (4403), so the shell refreshes its token or signs out.
        if (!asString(ctx.connectionParams?.authorization)) return true;
        const session = await socketSessionFor(ctx.connectionParams ?? {});
        if (session === 'refused') return false;
        if (session === 'ended') {
          // Said as for an open socket (not graphql-ws's plain 'Forbidden'): a page whose socket connects just after
          // the block or sign-out elsewhere signs out, instead of trying a refresh that can only be refused.
          const { code, reason } = SOCKET_CLOSE.sessionEnded;
          ctx.extra.socket.close(code, reason);
          return false;
        }
        socketSessions.track(ctx.extra.socket, session);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // the same rule as over HTTP (yoga's onParams hooks do not run for socket operations); fails this operation only
        const refused = trusted && (await trusted.refusal(payload.query));
        if (refused) return [refused];
        const {
          schema: envelopedSchema,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        const params = ctx.connectionParams ?? {};
        const requestId = randomUUID();
        const base = await createRequestContext(contextDeps, {
          clientIp: clientIp(ctx.extra.request, config.trustedProxyHops),
          authorization: asString(params.authorization),
          impersonatePrincipal: asString(params.impersonatePrincipal),
          operation: operationNameOf(payload.operationName, payload.query),
          requestId,
        });
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [asOwnGraphQLError(error)];
        }
        const socket = ctx.extra.socket;
        const tracked = socketSessions.sessionOf(socket);
        const allow = tracked
          ? async () => {
              // Checked on every event: another instance may have ended the session, or the timer may be late.
              if (socketSessions.expired(socket)) {
                socketSessions.close(socket, SOCKET_CLOSE.tokenExpired);
                return false;
              }
              const ended = await endedSessionOf(tracked, sessionDeps(contextDeps));
              if (!ended) return true;
              socketSessions.close(socket, ended === 'actor' ? SOCKET_CLOSE.sessionEnded : SOCKET_CLOSE.impersonatedSessionEnded);
              return false;
            }
          : undefined;
        const args: ExecutionArgs = {
          schema: envelopedSchema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(base),
          rootValue: { execute, subscribe, allow } satisfies SocketRoot,
        };
        // graphql-armor throws its rejection from validate (propagateOnRejection); uncaught, graphql-ws would close the
        // socket (4500) and every sibling subscription with it. It fails this operation only.
        let errors: readonly GraphQLError[];
        try {
          errors = validate(args.schema, args.document);
        } catch (error) {
          return [asOwnGraphQLError(error)];
        }
        if (errors.length) return errors.map(asOwnGraphQLError);
        return args;
      },
    },
    wsServer,
  );

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      });
    },
    async close() {
      stopListening();
      socketSessions.closeAll();
      await wsCleanup.dispose();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
