import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { AbuseResolver } from '../modules/abuse/abuse.resolver';
import { NonEmptyArray } from 'type-graphql';
import { ApiTokensResolver } from '../modules/auth/api-tokens.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { PickupResolver } from '../modules/pickup/pickup.resolver';
import { PricingResolver } from '../modules/pricing/pricing.resolver';
import { EventsResolver } from '../modules/events/events.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { SnowResolver } from '../modules/snow/snow.resolver';
import { TimeclockResolver } from '../modules/timeclock/timeclock.resolver';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { OrderOverviewResolver } from '../modules/dashboard/order-overview';
import { IntegratorsResolver } from '../modules/integrators/integrators.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import { ToursResolver } from '../modules/tours/tours.resolver';
import { ClientsResolver } from '../modules/clients/clients.resolver';
import { LogsResolver } from '../modules/logs/logs.resolver';
import { PortalResolver } from '../modules/portal/portal.resolver';
import { TimesheetsResolver } from '../modules/timesheets/timesheets.resolver';
import { KioskResolver } from '../modules/kiosk/kiosk.resolver';
import { AvailabilityResolver } from '../modules/availability/availability.resolver';
import { HealthResolver } from './health.resolver';
import { InboxResolver } from '../modules/notifications/inbox.resolver';
import { InvoicesResolver } from '../modules/invoices/invoices.resolver';
import { MONEY_RESOLVERS } from './money-resolvers';
import { SnowSeasonResolver } from '../modules/snow-season/snow-season.resolver';
import { SnowRenewalResolver } from '../modules/snow-season/snow-renewal.resolver';

/** Every resolver class of the schema; the schema script and the server both build from this list. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  HealthResolver,
  PickupResolver,
  PricingResolver,
  EventsResolver,
  AuthResolver,
  UsersResolver,
  ApiTokensResolver,
  SnowResolver,
  TimeclockResolver,
  AnalyticsResolver,
  OrderOverviewResolver,
  IntegratorsResolver,
  ...MONEY_RESOLVERS,
  WebhooksResolver,
  ToursResolver,
  ClientsResolver,
  LogsResolver,
  PortalResolver,
  TimesheetsResolver,
  KioskResolver,
  InvoicesResolver,
  SnowSeasonResolver,
  AvailabilityResolver,
  AbuseResolver,
  PrivacyResolver,
  SnowRenewalResolver,
  InboxResolver,
];
