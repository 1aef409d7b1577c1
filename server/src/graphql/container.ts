import type { Logger } from 'pino';
import pino from 'pino';
import { ContainerType } from 'type-graphql';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { EventsResolver } from '../modules/events/events.resolver';
import { EventsService } from '../modules/events/events.service';
import { EventQuoteLinks } from '../modules/events/event-quote-links';
import { SignedLinks } from '../modules/auth/signed-links';
import { MailService } from '../modules/mail/mail.service';
import { PricingResolver } from '../modules/pricing/pricing.resolver';
import { PricingService } from '../modules/pricing/pricing.service';
import { ApiTokensResolver } from '../modules/auth/api-tokens.resolver';
import { ApiTokensService } from '../modules/auth/api-tokens.service';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { AuthService } from '../modules/auth/auth.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { SessionTokens } from '../modules/auth/session-tokens';
import { PickupResolver } from '../modules/pickup/pickup.resolver';
import { PickupService } from '../modules/pickup/pickup.service';
import { UsersResolver } from '../modules/users/users.resolver';
import { UsersService } from '../modules/users/users.service';
import { createPaymentsService, PaymentsService } from '../modules/payments/payments.service';
import { SnowCheckoutFulfiller } from '../modules/snow/snow-checkout.fulfiller';
import { SnowResolver } from '../modules/snow/snow.resolver';
import { SnowService } from '../modules/snow/snow.service';
import { PunchService } from '../modules/timeclock/punch.service';
import { TimeclockResolver } from '../modules/timeclock/timeclock.resolver';
import { TimeclockService } from '../modules/timeclock/timeclock.service';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { AnalyticsService } from '../modules/analytics/analytics.service';
import { CityLocator } from '../modules/analytics/geoip';
import { OrderOverviewResolver, OrderOverviewService } from '../modules/dashboard/order-overview';
import { IntegratorsResolver } from '../modules/integrators/integrators.resolver';
import { IntegratorsService } from '../modules/integrators/integrators.service';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import { WebhooksService } from '../modules/webhooks/webhooks.service';
import { ToursResolver } from '../modules/tours/tours.resolver';
import { ToursService } from '../modules/tours/tours.service';
import { ClientsResolver } from '../modules/clients/clients.resolver';
import { ClientsService } from '../modules/clients/clients.service';
import { LogsResolver } from '../modules/logs/logs.resolver';
import { LogsService } from '../modules/logs/logs.service';
import { EventBus } from '../kernel/events';
import { createInboxBus, InboxBus } from '../modules/notifications/inbox-bus';
import { InboxService } from '../modules/notifications/inbox.service';
import { InboxResolver } from '../modules/notifications/inbox.resolver';
import { emailChannel, notificationsHandlers } from '../modules/notifications/notifications.listener';
import { availabilityHandlers } from '../modules/availability/availability.listener';
import { invoicesHandlers } from '../modules/invoices/invoices.listener';
import { snowSeasonHandlers } from '../modules/snow-season/snow-season.listener';
import { webhookHandlers } from '../modules/webhooks/webhooks.listener';
import { ClientAccessService } from '../modules/portal/client-access.service';
import { ClientSessions } from '../modules/portal/client-session';
import { PortalResolver } from '../modules/portal/portal.resolver';
import { PortalService } from '../modules/portal/portal.service';
import { QuoteRevisionsService } from '../modules/portal/quote-revisions.service';
import { TimesheetsResolver } from '../modules/timesheets/timesheets.resolver';
import { TimesheetsService } from '../modules/timesheets/timesheets.service';
import { KioskResolver } from '../modules/kiosk/kiosk.resolver';
import { KioskService } from '../modules/kiosk/kiosk.service';
import { InvoicesService } from '../modules/invoices/invoices.service';
import { createRefundGateway } from '../modules/invoices/invoice-refunds';
import { InvoiceCheckoutFulfiller, InvoiceCheckoutService } from '../modules/invoices/invoice-checkout';
import { InvoicesResolver } from '../modules/invoices/invoices.resolver';
import { InvoiceReportsService } from '../modules/invoices/invoice-reports';
import { SnowSeasonResolver } from '../modules/snow-season/snow-season.resolver';
import { SnowSeasonService } from '../modules/snow-season/snow-season.service';
import { createDispatchBus, DispatchBus } from '../modules/snow-season/dispatch-bus';
import { createFileStore } from '../modules/storage/file-store';
import { AvailabilityResolver } from '../modules/availability/availability.resolver';
import { AvailabilityService } from '../modules/availability/availability.service';
import { RunSheetService } from '../modules/availability/run-sheet';
import { AbuseResolver } from '../modules/abuse/abuse.resolver';
import { createPublicGuard, PublicGuard } from '../modules/abuse/public-guard';
import { MarketingService } from '../modules/privacy/marketing.service';
import { SnowRenewalResolver } from '../modules/snow-season/snow-renewal.resolver';
import { SnowRenewalService } from '../modules/snow-season/snow-renewal.service';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { PrivacyService } from '../modules/privacy/privacy.service';
import { RetentionService } from '../modules/ops/retention';
import { HealthResolver } from './health.resolver';
import { MONEY_RESOLVERS } from './money-resolvers';

export interface ServiceDeps {
  dataSource: DataSource;
  config: AppConfig;
  /** Signs and checks staff session tokens (built from the configuration in createApp). */
  sessions: SessionTokens;
  /** City of a page view from its address (GEOIP_DB); 'Inconnue' for every view by default. */
  cities?: CityLocator;
  /** For the Redis dispatch bus's warnings. */
  log?: Logger;
}

/** The resolvers' container, plus the services the REST layer calls directly (the Stripe webhook). */
export interface AppContainer extends ContainerType {
  readonly payments: PaymentsService;
  /** The page-view analytics (the retention job purges old views). */
  readonly analytics: AnalyticsService;
  /** For the quote PDF route (/invoices), which serves a binary file rather than running a GraphQL operation. */
  readonly events: EventsService;
  readonly quoteLinks: EventQuoteLinks;
  /** The event spine: business transitions other features react to (kernel/events.ts). */
  readonly bus: EventBus;
  /** Client portal: session cookies (read by createContext) and quote revisions (PDF route, daily expiry). */
  readonly clientSessions: ClientSessions;
  readonly quoteRevisions: QuoteRevisionsService;
  /** Invoices (issue #15): the PDF route and the reminder worker. */
  readonly invoices: InvoicesService;
  /** Snow season: the photo routes and the dispatch board's subscription. */
  readonly snowSeason: SnowSeasonService;
  readonly dispatchBus: DispatchBus;
  /** Limits and bot check of anonymous writes (modules/abuse); closed by createApp's stop (Redis). */
  readonly guard: PublicGuard;
  /** Law 25 exports and CASL unsubscribes, for the signed links of web/privacy.ts. */
  readonly privacy: PrivacyService;
  /** The office inbox (issue #26): its live signals (graphql-ws, Redis) and the digest worker. */
  readonly inbox: InboxService;
  readonly inboxBus: InboxBus;
}

/** Wires services into resolvers by hand: one instance each per application. */
export function createContainer({ dataSource, config, sessions, cities, log }: ServiceDeps): AppContainer {
  const pricing = new PricingService(dataSource);
  const mail = new MailService({ anonymousPerDay: config.abuse.mailAnonymousPerDay, identity: config.company });
  const guard = createPublicGuard(dataSource, config);
  const dispatchBus = createDispatchBus(config.redisUrl, log ?? pino({ level: 'silent' }));
  const bus = new EventBus();
  const privacy = new PrivacyService(dataSource, config.auth.jwtSecret, config.publicUrl, config.company, new RetentionService(dataSource, { months: config.retentionMonths }), bus);
  const inboxBus = createInboxBus(config.redisUrl, log ?? pino({ level: 'silent' }));
  const inbox = new InboxService(dataSource, mail, inboxBus, { publicUrl: config.publicUrl, officeEmail: config.office.email, digestMinutes: config.office.digestMinutes });
  const invoices = new InvoicesService(dataSource, mail, config, createRefundGateway(config.payments), bus);
  const snowSeason = new SnowSeasonService({ dataSource, mail, files: createFileStore(config.fileStore), bus: dispatchBus, issuer: config.company, settings: config.snowSeason, invoices, lifecycle: bus });
  const pickup = new PickupService(dataSource, bus, mail, config.company, guard, config.publicUrl);
  const availability = new AvailabilityService(dataSource, config.availability);
  bus
    .subscribe('availability', availabilityHandlers(availability))
    .subscribe('invoices', invoicesHandlers(invoices, config, log ?? pino({ level: 'silent' })))
    .subscribe('snow-season', snowSeasonHandlers(snowSeason))
    .subscribe('webhooks', webhookHandlers(dataSource))
    // Customer messages and the office inbox (issue #26), after the owners' handlers.
    .subscribe('notifications', notificationsHandlers({ inbox, sender: { ...config.company, publicUrl: config.publicUrl }, channels: [emailChannel(mail)], log: log ?? pino({ level: 'silent' }) }));
  const events = new EventsService(dataSource, pricing, mail, config.company, bus, availability, guard, config.publicUrl);
  const quoteLinks = new EventQuoteLinks(events, new SignedLinks(config.auth.jwtSecret), config.publicUrl, config.auth.pdfLinkTtlSeconds);
  const users = new UsersService(dataSource);
  const apiTokens = new ApiTokensService(dataSource);
  const auth = new AuthService(dataSource, sessions, new LoginThrottle(dataSource));
  const snowFulfiller = new SnowCheckoutFulfiller(mail, config.company, config.publicUrl, bus);
  const invoiceFulfiller = new InvoiceCheckoutFulfiller(invoices, snowFulfiller);
  const payments = createPaymentsService(dataSource, config.payments, invoiceFulfiller, invoiceFulfiller);
  const snow = new SnowService(dataSource, pricing, payments, config.publicUrl, guard, privacy);
  const snowRenewals = new SnowRenewalService(dataSource, pricing, snow, config.snowSeason, config.publicUrl);
  const analytics = new AnalyticsService(dataSource, new URL(config.publicUrl).hostname, cities, guard);
  const portalMailer = { publicUrl: config.publicUrl, companyName: config.company.name, companyEmail: config.company.email, companyPhone: config.company.phone };
  const clientSessions = new ClientSessions(dataSource, config.auth.jwtSecret, config.publicUrl.startsWith('https:'));
  const quoteRevisions = new QuoteRevisionsService(dataSource, events, mail, bus, config.company, portalMailer);
  const punchService = new PunchService(dataSource, bus);
  const instances = new Map<unknown, unknown>([
    [HealthResolver, new HealthResolver()],
    [PickupResolver, new PickupResolver(pickup)],
    [PricingResolver, new PricingResolver(pricing)],
    [EventsResolver, new EventsResolver(events, quoteLinks)],
    [AuthResolver, new AuthResolver(auth)],
    [UsersResolver, new UsersResolver(users)],
    [ApiTokensResolver, new ApiTokensResolver(apiTokens)],
    [SnowResolver, new SnowResolver(snow)],
    [TimeclockResolver, new TimeclockResolver(punchService, new TimeclockService(dataSource))],
    [AnalyticsResolver, new AnalyticsResolver(analytics)],
    [OrderOverviewResolver, new OrderOverviewResolver(new OrderOverviewService(dataSource))],
    [IntegratorsResolver, new IntegratorsResolver(new IntegratorsService(dataSource))],
    [ToursResolver, new ToursResolver(new ToursService(dataSource))],
    [ClientsResolver, new ClientsResolver(new ClientsService(dataSource, events))],
    [LogsResolver, new LogsResolver(new LogsService(config.logFile))],
    [WebhooksResolver, new WebhooksResolver(new WebhooksService(dataSource, config.webhooks.allowPrivate))],
    [InvoicesResolver, new InvoicesResolver(invoices, new InvoiceCheckoutService(dataSource, invoices, payments, config.publicUrl), new InvoiceReportsService(dataSource))],
    [SnowSeasonResolver, new SnowSeasonResolver(snowSeason)],
    [AvailabilityResolver, new AvailabilityResolver(availability, new RunSheetService(dataSource, config.company))],
    [AbuseResolver, new AbuseResolver(guard, pickup, events)],
    [PrivacyResolver, new PrivacyResolver(privacy, new MarketingService(dataSource, mail, privacy, snowRenewals))],
    [SnowRenewalResolver, new SnowRenewalResolver(snowRenewals)],
    ...MONEY_RESOLVERS.map((resolver) => [resolver, new resolver()] as const),
    [TimesheetsResolver, new TimesheetsResolver(new TimesheetsService(dataSource, config.timesheets.labour, config.timesheets.forgottenClockOutHours, bus))],
    [KioskResolver, new KioskResolver(new KioskService(dataSource, punchService))],
    [InboxResolver, new InboxResolver(inbox)],
    [PortalResolver, new PortalResolver(new ClientAccessService(dataSource, clientSessions, mail, portalMailer, guard), new PortalService(dataSource, mail, portalMailer), quoteRevisions, events, pickup)],
  ]);
  return {
    payments,
    analytics,
    events,
    quoteLinks,
    bus,
    clientSessions,
    quoteRevisions,
    invoices,
    snowSeason,
    dispatchBus,
    guard,
    privacy,
    inbox,
    inboxBus,
    get(someClass) {
      const instance = instances.get(someClass);
      if (!instance) throw new Error(`No instance registered for ${String((someClass as { name?: string }).name)}`);
      return instance;
    },
  };
}
