import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
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
import { graphqlPost, readJsonBody } from './graphql/http-post';
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
import { createPrivacyRouter } from './web/privacy';

export interface AppDeps {
  dataSource: DataSource;
  log: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export interface App {
  express: Express;
  apollo: ApolloServer<RequestContext>;
  /** What the REST paths run their GraphQL operations with (same schema and error formatting). */
  operations: RestOperations;
  createContext: (req: Request, res?: Response) => Promise<RequestContext>;
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
  const contextFromAuthorization = async (authorization: string | undefined, req?: Request, res?: Response): Promise<RequestContext> => {
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
    const setCookie = res ? (header: string) => res.append('Set-Cookie', header) : undefined;
    // Log lines of a staff request name the person (issue #27).
    const requestLog = auth.user ? log.child({ staff: auth.user.displayName ?? auth.user.email }) : log;
    return { ...auth, client, setCookie, now: at, dataSource, log: requestLog, ip: req?.ip, userAgent: req?.get('user-agent') };
  };
  const createContext = (req: Request, res?: Response): Promise<RequestContext> => contextFromAuthorization(req.headers.authorization, req, res);

  const app = express();
  const siteTemplate = createSiteTemplate(config.clientDir);
  app.disable('x-powered-by');
  // Which proxies may set X-Forwarded-For, i.e. where req.ip (throttling, analytics) comes from: TRUST_PROXY.
  app.set('trust proxy', typeof config.trustProxy === 'number' ? config.trustProxy : [...config.trustProxy]);
  app.use(
    fixedHeaders(helmet({
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
    })),
  );

  // The /graphql chain's middlewares (below), also called in turn by graphqlPost for JSON POSTs.
  const corsHeaders = cors(config.corsOrigins);
  const graphqlRateLimit = apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'graphql');
  // gzip for answers over 1 kB (the price list, the back-office's lists); small ones go as they are.
  const compressAnswers = compression({ threshold: COMPRESSION_THRESHOLD });
  const graphqlJson = express.json({ limit: JSON_BODY_LIMIT });
  const graphqlAfterBody = [...(config.sqlStatementHeader ? [countSqlStatements] : []), rejectLongDocuments, graphqlNoStore];
  app.use(
    graphqlPost({
      apollo,
      createContext,
      before: [corsHeaders, graphqlRateLimit],
      readBody: readJsonBody(JSON_BODY_LIMIT_BYTES, graphqlJson),
      after: graphqlAfterBody,
      compress: compressAnswers,
      threshold: COMPRESSION_THRESHOLD,
    }),
  );

  let stopping = false;
  app.use(createHealthRouter(dataSource, () => stopping));
  app.use(corsHeaders);
  // Every answer of these paths is personal or behind a sign-in (the login's token included): no
  // cache may keep it (issue #32). A route may still choose otherwise for its own answer.
  app.use(['/api', '/invoices', '/client-files', '/files'], noStore);
  app.use('/api', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/graphql', graphqlRateLimit);
  app.use('/invoices', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/invoices', createInvoicesRouter({ createContext, events: container.events, quoteLinks: container.quoteLinks, invoices: container.invoices }));
  app.use('/client-files', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/client-files', createClientFilesRouter({ createContext, quotes: container.quoteRevisions }));
  app.use('/files', apiRateLimit(dataSource, config.apiRateLimitPerMinute, now, 'rest'));
  app.use('/files', createSnowFilesRouter({ createContext, snowSeason: container.snowSeason }));
  app.use('/files', createPhotoFilesRouter({ createContext, files: container.files, links: container.photoLinks, pickupPhotos: container.pickupPhotos, now }));
  app.use('/api/sms', createSmsWebhookRouter({ sms: container.sms, authToken: config.sms.twilio?.authToken ?? null, publicUrl: config.publicUrl, now, log }));
  app.use('/api', createRestRouter({ operations, createContext, payments: container.payments, countSqlStatements: config.sqlStatementHeader }));
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
  app.use(finalErrorHandler(log));

  return {
    express: app,
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

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** What Apollo's cache-control plugin answered for every operation of a schema without cache hints. */
const graphqlNoStore: RequestHandler = (_req, res, next) => {
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

function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (isDatabaseUnavailable(err) || (err instanceof GraphQLError && err.extensions.code === ErrorCode.SERVICE_UNAVAILABLE)) {
      log.warn({ err, path: req.path }, 'database unreachable');
      if (!res.headersSent) res.status(503).json({ error: ERROR_MESSAGES.SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE });
      return;
    }
    log.error({ err, path: req.path }, 'unhandled request error');
    if (res.headersSent) return;
    res.status(500).json({ error: ERROR_MESSAGES.INTERNAL, code: ErrorCode.INTERNAL });
  };
}
