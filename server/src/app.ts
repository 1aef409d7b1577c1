import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { ErrorRequestHandler } from 'express';
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
import type { FeatureServices } from './kernel/feature';
import { introspectionGuard } from './graphql/introspection-guard';
import { operationGuard } from './graphql/operation-guard';
import { jitGateway } from './graphql/jit-gateway';
import { graphqlPost, isGraphqlJsonPost, readJsonBody } from './graphql/http-post';
import { queryLimitsRule, rejectLongDocuments } from './graphql/query-limits';
import { ApiTokensService } from './modules/auth/api-tokens.service';
import { Authenticator } from './modules/auth/authenticator';
import { apiRateLimit } from './modules/rate-limit/api-rate-limit';
import { webhookSubscriptions } from './modules/webhooks/webhook-subscriptions';
import { countSqlStatements } from './db/sql-statement-counter';
import { openCityLocator } from './modules/analytics/geoip';
import { explorerPage } from './web/explorer';
import { SessionTokens } from './modules/auth/session-tokens';
import { createRestRouter, JSON_BODY_LIMIT, JSON_BODY_LIMIT_BYTES, jsonErrorHandler } from './rest/rest-router';
import { Router } from './kernel/http-routes';
import { RestOperations } from './rest/run-operation';
import { ErrorCode } from './shared/errors';
import { ERROR_MESSAGES } from './shared/messages.fr';
import { isDatabaseUnavailable } from './db/unavailable';
import { createHealthRouter } from './web/health';
import { createInvoicesRouter } from './web/invoices';
import { createClientFilesRouter } from './web/client-files';
import { createSnowFilesRouter } from './web/snow-files';
import { createPhotoFilesRouter } from './web/photo-files';
import { createSmsWebhookRouter } from './web/sms-webhook';
import type { ContainerType } from 'type-graphql';
import type { EventBus } from './kernel/events';
import type { FeatureWorker } from './kernel/feature';
import { GraphQLSchema } from 'graphql';
import { cors } from './web/cors';
import { createSiteTemplate, createSpaRouter } from './web/spa';
import { fixedHeaders } from './web/fixed-headers';
import { createHttpServer, TrustProxy } from './web/http-server';
import { ContextRequest, HttpRequest, sendJson, Step } from './kernel/node-http';
import { createPrivacyRouter } from './web/privacy';

export interface AppDeps {
  dataSource: DataSource;
  log: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export interface App {
  /**
   * node's `(req, res)` listener of the whole site (Fastify 5 for POST /graphql and the REST
   * adapter, the Express application for the other paths): `createServer(app.handler)`, supertest.
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
      operationGuard(),
      introspectionGuard({ openToAnonymous: !production }),
    ],
  });
  await apollo.start();
  const operations = new RestOperations(schema, formatError, [queryLimitsRule]);

  /** Every request re-reads its signed-in account (or API token) from the database. */
  const contextFromAuthorization = async (authorization: string | undefined, req?: ContextRequest, res?: ServerResponse): Promise<RequestContext> => {
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
    const setCookie = res
      ? (header: string) => {
          res.appendHeader('Set-Cookie', header);
        }
      : undefined;
    // Log lines of a staff request name the person (issue #27).
    const requestLog = auth.user ? log.child({ staff: auth.user.displayName ?? auth.user.email }) : log;
    return { ...auth, client, setCookie, now: at, dataSource, log: requestLog, ip: req?.ip, userAgent: header(req?.headers['user-agent']) };
  };
  const createContext = (req: ContextRequest, res?: ServerResponse): Promise<RequestContext> => contextFromAuthorization(req.headers.authorization, req, res);

  const app = express();
  const siteTemplate = createSiteTemplate(config.clientDir);
  app.disable('x-powered-by');
  // Which proxies may set X-Forwarded-For, i.e. where req.ip (throttling, analytics) comes from: TRUST_PROXY.
  const trustProxy = compileTrustProxy(config.trustProxy);
  app.set('trust proxy', trustProxy);
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
  app.use(securityHeaders);

  // The /graphql chain's middlewares (below), also called in turn by graphqlPost for JSON POSTs.
  const corsHeaders = cors(config.corsOrigins);
  const graphqlRateLimit = apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'graphql');
  // gzip for answers over 1 kB (the price list, the back-office's lists); small ones go as they are.
  const compressAnswers = compression({ threshold: COMPRESSION_THRESHOLD });
  const graphqlJson = express.json({ limit: JSON_BODY_LIMIT });
  const graphqlAfterBody = [...(config.sqlStatementHeader ? [countSqlStatements] : []), rejectLongDocuments, graphqlNoStore];
  // POST /graphql with a plain JSON body: served by the Fastify server (below) with these steps.
  const graphqlJsonPost = graphqlPost({
    apollo,
    createContext,
    before: [corsHeaders, graphqlRateLimit],
    readBody: readJsonBody(JSON_BODY_LIMIT_BYTES, graphqlJson as Step),
    after: graphqlAfterBody,
    compress: compressAnswers as Step,
    threshold: COMPRESSION_THRESHOLD,
  });
  const restRateLimit = apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest');

  let stopping = false;
  app.use(createHealthRouter(dataSource, () => stopping));
  app.use(corsHeaders);
  // Every answer of these paths is personal or behind a sign-in (the login's token included): no
  // cache may keep it (issue #32). A route may still choose otherwise for its own answer.
  // (/api: the Fastify server's, below.)
  app.use(['/invoices', '/client-files', '/files'], noStore);
  app.use('/graphql', graphqlRateLimit);
  app.use('/invoices', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/invoices', createInvoicesRouter({ createContext, events: container.events, quoteLinks: container.quoteLinks, invoices: container.invoices }));
  app.use('/client-files', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/client-files', createClientFilesRouter({ createContext, quotes: container.quoteRevisions }));
  app.use('/files', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/files', createSnowFilesRouter({ createContext, snowSeason: container.snowSeason }));
  app.use('/files', createPhotoFilesRouter({ createContext, files: container.files, links: container.photoLinks, pickupPhotos: container.pickupPhotos, now }));
  app.use(createPrivacyRouter({ privacy: container.privacy, now, log, template: siteTemplate }));
  app.get('/graphql', explorerPage(config.clientDir));
  app.use(
    '/graphql',
    compressAnswers,
    graphqlJson,
    jsonErrorHandler,
    ...graphqlAfterBody,
    expressMiddleware(apollo, { context: ({ req, res }) => createContext(req, res) }),
  );
  app.use(createSpaRouter(config, siteTemplate));
  const answerError = finalError(log);
  app.use(((err, req, res, _next) => answerError(err, req, res)) as ErrorRequestHandler);

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
    fallback: app,
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

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

// Express's own resolver of the client address (TRUST_PROXY), untyped: the same one req.ip uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const proxyAddr = require('proxy-addr') as ((req: IncomingMessage, trust: TrustProxy) => string) & { compile: (list: string[]) => TrustProxy };
