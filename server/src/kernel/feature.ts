import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { DataSource, EntitySchema } from 'typeorm';
import type { AppConfig } from '../config';
import type { RequestContext } from './context';
import type { EventBus, EventHandlers } from './events';
import type { PersonalDataHandler } from './personal-data';
import type { SiteTemplate, WebRouter } from './http-routes';
import type { ContextRequest } from './node-http';

/**
 * One manifest per feature (`modules/<feature>/<feature>.feature.ts`, default export): the one
 * place a feature plugs into the house. The composition (composition.ts, app.ts, main.ts) reads
 * every manifest listed in features.generated.ts (written by `npm run codegen`); adding a feature
 * edits no shared file.
 *
 *   export default defineFeature({
 *     name: 'invoices',
 *     entities: [Invoice, CreditNote],
 *     resolvers: [InvoicesResolver],
 *     settings: ['invoicing', 'company'],
 *     create: ({ dataSource, config, bus, use }) => {
 *       const invoices = new InvoicesService(dataSource, use('mail'), config, …, bus);
 *       return {
 *         provides: { invoices },                                  // FeatureServices, for the others
 *         resolvers: () => [new InvoicesResolver(invoices)],
 *         on: { 'quote.accepted': (em, e) => invoices.onQuoteAccepted(…) },
 *         workers: () => [new InvoiceReminderWorker(…)],
 *         routes: (web) => [{ path: '/invoices', noStore: true, rateLimited: true, router: createInvoicesRouter(…) }],
 *       };
 *     },
 *   });
 */

/**
 * The services features offer one another, by name. Empty here: each feature adds what it offers
 * in its face (`<feature>.public.ts`) by declaration merging, like DomainEvents:
 *
 *   declare module '../../kernel/feature' { interface FeatureServices { invoices: InvoicesService } }
 *
 * A lower feature that needs something of a higher one declares it the same way, as a port (an
 * interface of its own), and the higher one provides it: timeclock declares `periodLocks`, which
 * timesheets provides, so timeclock never imports timesheets (docs/features.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's *.public.ts
export interface FeatureServices {}

/** What a feature's `create` receives. */
export interface FeatureContext {
  dataSource: DataSource;
  config: AppConfig;
  log: Logger;
  /** The event spine: emit your transitions on it (handlers are declared under `on`, not subscribed here). */
  bus: EventBus;
  /** A service another feature offers (its `provides`), created on first use; a cycle is an error at start. */
  use<K extends keyof FeatureServices>(name: K): FeatureServices[K];
  /** Every manifest's `personalData` handler, in run order (the privacy export and erasure, the retention job). */
  personalData: readonly PersonalDataHandler[];
}

/** A background job main.ts starts (never in tests' createApp). */
export interface FeatureWorker {
  start(): void;
  stop(): Promise<void>;
}

/** What the web routes of a feature receive from app.ts. */
export interface WebDeps {
  createContext: (req: ContextRequest, res?: ServerResponse) => Promise<RequestContext>;
  now: () => Date;
  log: Logger;
  /** The built site's page, for server pages in the site's look (null before the client is built). */
  siteTemplate: SiteTemplate;
}

/**
 * Web routes of a feature (kernel/http-routes.ts), mounted by app.ts in manifest order after the
 * health routes and CORS, before the rest of /graphql and the pages. A mount's flags hold for every
 * path under it, whichever feature declares them (several features may share a mount: /files).
 */
export interface FeatureRoutes {
  /** Mount path ('/invoices'); absent = at the root. */
  path?: string;
  /** Behind the REST rate limit of API tokens (API_RATE_LIMIT_PER_MINUTE). */
  rateLimited?: boolean;
  /** `Cache-Control: no-store` on every answer under the mount unless a route sets another (issue #32). */
  noStore?: boolean;
  router: WebRouter;
}

/** What `create` returns: the feature's running parts. */
export interface FeatureInstance {
  provides?: Partial<FeatureServices>;
  /**
   * One instance of each class listed in the manifest's `resolvers`; called once every feature is
   * created (so a resolver may `use` a feature that itself uses this one's services).
   */
  resolvers?: () => object[];
  /** Reactions to other features' transitions (kernel/events.ts). */
  on?: EventHandlers;
  /** Built only by main.ts. */
  workers?: () => FeatureWorker[];
  routes?: (web: WebDeps) => FeatureRoutes[];
  /** Called when the application stops (after the last request). */
  close?: () => Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM and type-graphql take class constructors
type ClassRef = Function;

export interface FeatureManifest {
  /** The folder name under server/src/modules. */
  name: string;
  /** TypeORM entities (the data source registers exactly the manifests' entities). */
  entities?: readonly (ClassRef | EntitySchema)[];
  /** TypeORM subscribers. */
  subscribers?: readonly ClassRef[];
  /** type-graphql resolver classes (the schema is built from the manifests' resolvers). */
  resolvers?: readonly ClassRef[];
  /**
   * The `…Formatted` fr-CA siblings of its amounts in cents (issue #10): `formattedMoneyResolver(Type, fields)`
   * classes (graphql/formatted-money.ts, usually in `<feature>.money.ts`). They need nothing: the
   * composition builds one instance of each. The schema test fails on an amount without its sibling.
   */
  money?: readonly ClassRef[];
  /** The configuration sections (config.ts) the feature reads: documentation, checked against AppConfig. */
  settings?: readonly (keyof AppConfig)[];
  /** The names it offers under `provides` (so `use(name)` knows whom to create first). */
  offers?: readonly (keyof FeatureServices)[];
  /**
   * The personal data it holds (kernel/personal-data.ts): columns, export, erasure, retention. A
   * test fails when an entity column that looks personal is declared by no manifest.
   */
  personalData?: PersonalDataHandler;
  create?: (ctx: FeatureContext) => FeatureInstance;
}

/** Identity with a type: `export default defineFeature({ … })`. */
export function defineFeature<const M extends FeatureManifest>(manifest: M): M {
  return manifest;
}

/** A PeriodicWorker (db/periodic-worker.ts) started every `intervalMs`; 0 or less = never started. */
export function periodic(worker: { start(intervalMs: number): void; stop(): Promise<void> }, intervalMs: number): FeatureWorker {
  return {
    start: () => {
      if (intervalMs > 0) worker.start(intervalMs);
    },
    stop: () => worker.stop(),
  };
}
