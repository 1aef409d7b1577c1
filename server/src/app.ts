import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { ErrorRequestHandler, Express, Request } from 'express';
import helmet from 'helmet';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { buildAppSchema } from './graphql/build-schema';
import { RequestContext } from './graphql/context';
import { createFormatError } from './graphql/format-error';
import { createContainer } from './graphql/container';
import { createRestRouter, JSON_BODY_LIMIT, jsonErrorHandler } from './rest/rest-router';
import { ErrorCode } from './shared/errors';
import { ERROR_MESSAGES } from './shared/messages.fr';
import { createSpaRouter } from './web/spa';

export interface AppDeps {
  dataSource: DataSource;
  log: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export interface App {
  express: Express;
  apollo: ApolloServer<RequestContext>;
  createContext: (req: Request) => Promise<RequestContext>;
  stop: () => Promise<void>;
}

/** Builds the whole HTTP application without listening, so tests can import it. */
export async function createApp(config: AppConfig, deps: AppDeps): Promise<App> {
  const { dataSource, log } = deps;
  const now = deps.now ?? (() => new Date());
  const container = createContainer({ dataSource, config });
  const schema = await buildAppSchema(container);

  const apollo = new ApolloServer<RequestContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: config.env !== 'production',
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(log),
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  const createContext = async (req: Request): Promise<RequestContext> => ({
    user: null,
    now: now(),
    dataSource,
    log,
    ip: req.ip,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  app.use('/api', createRestRouter({ apollo, createContext, payments: container.payments }));
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    jsonErrorHandler,
    expressMiddleware(apollo, { context: ({ req }) => createContext(req) }),
  );
  app.use(createSpaRouter(config));
  app.use(finalErrorHandler(log));

  return {
    express: app,
    apollo,
    createContext,
    stop: () => apollo.stop(),
  };
}

function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    log.error({ err, path: req.path }, 'unhandled request error');
    if (res.headersSent) return;
    res.status(500).json({ error: ERROR_MESSAGES.INTERNAL, code: ErrorCode.INTERNAL });
  };
}
