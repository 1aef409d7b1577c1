import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import compression from 'compression';
import bodyParser from 'body-parser';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import helmet from 'helmet';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { buildAppSchema, schemaContainer } from './schema';
import { RequestContext } from './kernel/context';
import { createFormatError } from './graphql/format-error';
import { composeFeatures } from './composition';
import { FEATURES } from './features.generated';
import type { FeatureRoutes, FeatureServices } from './kernel/feature';
import { introspectionGuard } from './graphql/introspection-guard';
import { operationChecks, runnableOperation } from './graphql/operation-guard';
import { jitGateway } from './graphql/jit-gateway';
import { graphqlHttp, graphqlPost, isGraphqlJsonPost, readJsonBody } from './graphql/http-post';
import { queryLimitsRule, rejectLongDocuments } from './graphql/query-limits';
import { ApiTokensService } from './modules/auth/api-tokens.service';
import { ANONYMOUS, Authentication, Authenticator } from './modules/auth/authenticator';
import { apiRateLimit } from './modules/rate-limit/api-rate-limit';
import { webhookSubscriptions } from './modules/webhooks/webhook-subscriptions';
import { countSqlStatements } from './db/sql-statement-counter';
import { openCityLocator } from './modules/analytics/geoip';
import { explorerPage } from './web/explorer';
import { SessionTokens } from './modules/auth/session-tokens';
import { answerBodyError, createRestRouter, JSON_BODY_LIMIT, JSON_BODY_LIMIT_BYTES } from './rest/rest-router';
import { Router, WebRouter } from './kernel/http-routes';
import { RestOperations } from './rest/run-operation';
import { ErrorCode } from './shared/errors';
import { ERROR_MESSAGES } from './shared/messages.fr';
import { isDatabaseUnavailable } from './db/unavailable';
import { createHealthRouter } from './web/health';
import { createSmsWebhookRouter } from './web/sms-webhook';
import type { ContainerType } from 'type-graphql';
import type { EventBus } from './kernel/events';
import type { FeatureWorker } from './kernel/feature';
import { GraphQLSchema } from 'graphql';
import { cors } from './web/cors';
import { createSiteTemplate, createSpaRouter } from './web/spa';
import { fixedHeaders } from './web/fixed-headers';
import { createHttpServer, SiteLayer, TrustProxy } from './web/http-server';
import { ContextRequest, HttpRequest, sendJson, Step } from './kernel/node-http';

export interface AppDeps {
  dataSource: DataSource;
  log: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export interface App {
  /**
   * node's `(req, res)` listener of the whole site (Fastify 5's): `createServer(app.handler)`, supertest.
   */
  handler: RequestListener;
  /** The client address of a request under TRUST_PROXY (graphql-ws connections), as `req.ip`. */
  clientAddress: (req: IncomingMessage) => string;
  apollo: ApolloServer<RequestContext>;
  /** What the REST paths run their GraphQL operations with (same schema and error formatting). */
  operations: RestOperations;
  createContext: (req: ContextRequest, res?: ServerResponse) => Promise<RequestContext>;
  /** For graphql-ws (subscriptions.ts): the schema, the services and a context from an Authorization value. */
  schema: GraphQLSchema;
  /** NODE_ENV=production (no suggestions in errors, introspection closed to anonymous callers). */
  production: boolean;
  container: AppContainer;
  contextFromAuthorization: (authorization: string | undefined) => Promise<RequestContext>;
  /** The event spine the features emit on. */
  bus: EventBus;
  /** The background jobs the features declare (main.ts starts them; tests never do). */
  workers: () => FeatureWorker[];
  stop: () => Promise<void>;
  /** From now on /readyz answers 503 (shutdown started). */
  markStopping: () => void;
}

/** type-graphql's container (the resolvers, by class) and every service the features offer, by name. */
export type AppContainer = ContainerType & Readonly<FeatureServices>;

/** Builds the whole HTTP application without listening, so tests can import it. */
export async function createApp(config: AppConfig, deps: AppDeps): Promise<App> {
  const { dataSource, log } = deps;
  const now = deps.now ?? (() => new Date());
  const sessions = new SessionTokens({ secret: config.auth.jwtSecret, ttlSeconds: config.auth.jwtTtlSeconds });
  const authenticator = new Authenticator(dataSource, sessions, new ApiTokensService(dataSource));
  // GEOIP_DB that is not a readable MaxMind database stops the start (GeoIpError, with the path).
  const features = composeFeatures(FEATURES, { dataSource, config, log, seed: { sessions, cities: await openCityLocator(config.geoipDb) } });
  const container: AppContainer = { ...features.services, get: schemaContainer(features.container).get };
  const schema = await buildAppSchema(container);
  const production = config.env === 'production';
  await webhookSubscriptions(dataSource).refresh();

  const formatError = createFormatError(log);
  const apollo = new ApolloServer<RequestContext>({
    // The schema, executed by graphql-jit once each operation is compiled (jit-gateway.ts).
    gateway: jitGateway(schema),
    csrfPrevention: true,
    // main.ts stops everything in order on SIGTERM (shutdown.ts); Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // Introspection is decided per request (signed-in callers only in production) by introspectionGuard.
    introspection: true,
    hideSchemaDetailsFromClientErrors: production,
    validationRules: [queryLimitsRule],
    includeStacktraceInErrorResponses: false,
    formatError,
    // No cache hints anywhere, so Apollo's default cache-control plugin only ever answered
    // `Cache-Control: no-store`, at the price of a hook on every resolved field (and every resolver
    // of the schema wrapped for it): the header is set below instead (graphqlNoStore).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      // Apollo's default inline-trace plugin only traces a federation subgraph (this schema is none),
      // yet ran an async `requestDidStart` on every request to find that out.
      ApolloServerPluginInlineTraceDisabled(),
      // The operation guard (issue #32), then introspection's (signed-in callers only in production), as one plugin.
      operationChecks<RequestContext>([runnableOperation, ...introspectionGuard({ openToAnonymous: !production })]),
    ],
  });
  await apollo.start();
  const operations = new RestOperations(schema, formatError, [queryLimitsRule]);

  /** Every request re-reads its signed-in account (or API token) from the database. */
  const contextFromAuthorization = (authorization: string | undefined, req?: ContextRequest, res?: ServerResponse): Promise<RequestContext> => {
    // No credential and no portal cookie (every public form): nothing to read or wait for.
    if (!authorization && !req?.headers.cookie) return Promise.resolve(requestContext(ANONYMOUS, null, now(), req, res));
    return authenticatedContext(authorization, req, res);
  };
  const authenticatedContext = async (authorization: string | undefined, req?: ContextRequest, res?: ServerResponse): Promise<RequestContext> => {
    const at = now();
    const auth = await authenticator.authenticate(authorization, at).catch((error: unknown) => {
      throw isDatabaseUnavailable(error) ? serviceUnavailable(error) : error;
    });
    // The client portal's session (cookie, audience client-portal): a separate principal from staff.
    // (None on a graphql-ws connection, which only staff sessions open.)
    const clientToken = req ? container.clientSessions.readCookie(req.headers.cookie) : null;
    const client = clientToken
      ? await container.clientSessions.verify(clientToken, at).catch((error: unknown) => {
          throw isDatabaseUnavailable(error) ? serviceUnavailable(error) : error;
        })
      : null;
    return requestContext(auth, client, at, req, res);
  };
  const requestContext = (auth: Authentication, client: RequestContext['client'], at: Date, req?: ContextRequest, res?: ServerResponse): RequestContext => {
    const setCookie = res
      ? (header: string) => {
          res.appendHeader('Set-Cookie', header);
        }
      : undefined;
    // Log lines of a staff request name the person (issue #27).
    const requestLog = auth.user ? log.child({ staff: auth.user.displayName ?? auth.user.email }) : log;
    // The three fields of Authentication named (not spread): one object shape for every request.
    return {
      user: auth.user,
      apiToken: auth.apiToken,
      credentialRejected: auth.credentialRejected,
      client,
      setCookie,
      now: at,
      dataSource,
      log: requestLog,
      ip: req?.ip,
      userAgent: header(req?.headers['user-agent']),
    };
  };
  const createContext = (req: ContextRequest, res?: ServerResponse): Promise<RequestContext> => contextFromAuthorization(req.headers.authorization, req, res);

  const siteTemplate = createSiteTemplate(config.clientDir);
  // Which proxies may set X-Forwarded-For, i.e. where req.ip (throttling, analytics) comes from: TRUST_PROXY.
  const trustProxy = compileTrustProxy(config.trustProxy);
  const securityHeaders = fixedHeaders(helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The site's stylesheet is inline in its pages (spa.ts): allowed by its hash, nothing else
          // inline but an empty element (FullCalendar's, filled through the CSSOM).
          // Read per request: the client may be built after the server started.
          styleSrc: ["'self'", () => siteTemplate.load()?.styleSources.join(' ') || "'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // data: for the inventory calendar's icon font (FullCalendar embeds it in its rules).
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }));

  // The /graphql chain's steps (below), also called in turn by graphqlPost for JSON POSTs.
  const corsHeaders = cors(config.corsOrigins);
  const graphqlRateLimit = apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'graphql');
  // gzip for answers over 1 kB (the price list, the back-office's lists); small ones go as they are.
  const compressAnswers = compression({ threshold: COMPRESSION_THRESHOLD }) as Step;
  const graphqlJson = bodyParser.json({ limit: JSON_BODY_LIMIT }) as Step;
  const graphqlAfterBody = [...(config.sqlStatementHeader ? [countSqlStatements] : []), rejectLongDocuments, graphqlNoStore];
  // POST /graphql with a plain JSON body: served by the Fastify server (below) with these steps.
  const graphqlJsonPost = graphqlPost({
    apollo,
    createContext,
    before: [corsHeaders, graphqlRateLimit],
    readBody: readJsonBody(JSON_BODY_LIMIT_BYTES, graphqlJson),
    after: graphqlAfterBody,
    compress: compressAnswers,
    threshold: COMPRESSION_THRESHOLD,
  });
  const restRateLimit = apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest');

  let stopping = false;
  // Everything but /api and the JSON POST on /graphql, after the security headers, in this order
  // (as the Express application's `app.use` list was: the same headers and answers).
  const siteLayers: SiteLayer[] = [
    { routes: createHealthRouter(dataSource, () => stopping), nested: true },
    { step: corsHeaders },
    { mount: ['/graphql'], step: graphqlRateLimit },
    // The features' routes (their manifests: PDFs, files, privacy links), with their mounts' guards.
    ...featureLayers(features.routes({ createContext, now, log, siteTemplate }), noStore, () => apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest')),
    { routes: new WebRouter().get('/graphql', explorerPage(config.clientDir)), nested: false },
    // The rest of /graphql (GET, other bodies, OPTIONS): Apollo through the same steps.
    ...[compressAnswers, graphqlJson, ...graphqlAfterBody, graphqlHttp(apollo, createContext)].map((step) => ({ mount: ['/graphql'], step })),
    ...createSpaRouter(config, siteTemplate),
  ];
  const answerError = finalError(log);

  const http = await createHttpServer({
    trustProxy,
    headers: securityHeaders,
    graphqlPost: { accepts: isGraphqlJsonPost, serve: graphqlJsonPost },
    rest: {
      // The REST adapter and Twilio's SMS webhook (a form body, before the JSON guard as it was).
      router: new Router()
        .use(createSmsWebhookRouter({ sms: container.sms, authToken: config.sms.twilio?.authToken ?? null, publicUrl: config.publicUrl, now, log }))
        .use(createRestRouter({ operations, createContext, payments: container.payments })),
      before: [corsHeaders, noStore, restRateLimit],
      afterJsonBody: config.sqlStatementHeader ? [countSqlStatements] : [],
      bodyLimit: JSON_BODY_LIMIT_BYTES,
    },
    site: {
      layers: siteLayers,
      // (Its `env` only shows an error's stack, and it is only ever given none.)
      notFound: (req, res) => finalhandler(req, res, { env: config.env })(),
      // The JSON parser's errors on /graphql: 400/413 in the `{ error }` shape; any other: the final answer.
      onError: (error, req, res) => {
        if (GRAPHQL_PATH.test(req.url ?? '/') && answerBodyError(error as { type?: string }, req, res)) return;
        answerError(error, req, res);
      },
    },
    onError: answerError,
  });

  return {
    handler: http.handler,
    clientAddress: (req) => proxyAddr(req, trustProxy),
    apollo,
    operations,
    createContext,
    schema,
    production,
    container,
    contextFromAuthorization: (authorization) => contextFromAuthorization(authorization),
    stop: async () => {
      stopping = true;
      await apollo.stop();
      await http.fastify.close();
      await features.close();
    },
    markStopping: () => {
      stopping = true;
    },
    bus: features.bus,
    workers: features.workers,
  };
}

/** The compression middleware's default: smaller answers are sent as they are. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * The site layers of the features' routes, in manifest order: before the first router of each
 * mount, its guards once — `no-store` (every answer there is personal or behind a sign-in, issue
 * #32; a route may still set its own) then the REST rate limit — when any router of the mount asks.
 */
function featureLayers(entries: readonly FeatureRoutes[], noStore: Step, rateLimit: () => Step): SiteLayer[] {
  const guards = new Map<string, { noStore: boolean; rateLimited: boolean }>();
  for (const { path, noStore: store, rateLimited } of entries) {
    if (!path) continue;
    const guard = guards.get(path) ?? { noStore: false, rateLimited: false };
    guards.set(path, { noStore: guard.noStore || !!store, rateLimited: guard.rateLimited || !!rateLimited });
  }
  const guarded = new Set<string>();
  return entries.flatMap(({ path, router }) => {
    const layers: SiteLayer[] = [];
    const guard = path ? guards.get(path) : undefined;
    if (path && guard && !guarded.has(path)) {
      guarded.add(path);
      if (guard.noStore) layers.push({ mount: [path], step: noStore });
      if (guard.rateLimited) layers.push({ mount: [path], step: rateLimit() });
    }
    layers.push({ mount: path, routes: router, nested: true });
    return layers;
  });
}

const noStore: Step = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** What Apollo's cache-control plugin answered for every operation of a schema without cache hints. */
const graphqlNoStore: Step = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The database could not be reached while reading the caller's credential: 503 with the French
 * message (Apollo uses `extensions.http.status`; the REST routes reach finalErrorHandler).
 */
function serviceUnavailable(cause: unknown): GraphQLError {
  return new GraphQLError(ERROR_MESSAGES.SERVICE_UNAVAILABLE, {
    originalError: cause as Error,
    extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, http: { status: 503 } },
  });
}

/** The last answer to an error no step answered (both servers): 503 when the database is unreachable, else 500. */
function finalError(log: Logger): (err: unknown, req: HttpRequest, res: ServerResponse) => void {
  return (err, req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (isDatabaseUnavailable(err) || (err instanceof GraphQLError && err.extensions.code === ErrorCode.SERVICE_UNAVAILABLE)) {
      log.warn({ err, path }, 'database unreachable');
      if (!res.headersSent) sendJson(req, res, 503, { error: ERROR_MESSAGES.SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE });
      return;
    }
    log.error({ err, path }, 'unhandled request error');
    if (res.headersSent) return;
    sendJson(req, res, 500, { error: ERROR_MESSAGES.INTERNAL, code: ErrorCode.INTERNAL });
  };
}

/** TRUST_PROXY as Express's `trust proxy` compiles it: a hop count, or the listed addresses and ranges. */
function compileTrustProxy(setting: number | readonly string[]): TrustProxy {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** Paths of Express's `app.use('/graphql')` (case-insensitive, at a `/`). */
const GRAPHQL_PATH = /^\/graphql(?:[/?]|$)/i;

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

// Express's final handler (404 `Cannot GET /…`, its own small page), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const finalhandler = require('finalhandler') as (req: IncomingMessage, res: ServerResponse, options: { env: string }) => (error?: unknown) => void;

// Express's own resolver of the client address (TRUST_PROXY), untyped: the same one req.ip uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const proxyAddr = require('proxy-addr') as ((req: IncomingMessage, trust: TrustProxy) => string) & { compile: (list: string[]) => TrustProxy };
