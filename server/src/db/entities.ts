import { MarketingConsent, PrivacyIncident, PrivacyRequest } from '../modules/privacy/privacy.entities';
import { PublicWriteCount, UsedBotChallenge } from '../modules/abuse/abuse.entities';
import { AnalyticsSalt, PageView } from '../modules/analytics/page-view.entity';
import { ApiToken } from '../modules/auth/api-token.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { EventMaterialLine } from '../modules/events/event-material-line.entity';
import { EventRequest } from '../modules/events/event-request.entity';
import { EventServiceLine } from '../modules/events/event-service-line.entity';
import { OutboxMessage } from '../modules/mail/outbox-message.entity';
import { PaymentEvent } from '../modules/payments/payment-event.entity';
import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { Service } from '../modules/pricing/service.entity';
import { SnowOrder } from '../modules/snow/snow-order.entity';
import { TimeEntryChange } from '../modules/timeclock/time-entry-change.entity';
import { TimeEntry } from '../modules/timeclock/time-entry.entity';
import { TimePunch } from '../modules/timeclock/time-punch.entity';
import { User } from '../modules/users/user.entity';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../modules/webhooks/webhook.entities';
import { WebhookEndpointSubscriber } from '../modules/webhooks/webhook-subscriptions';
import { Tour, TourStop } from '../modules/tours/tour.entity';
import { ApiRateWindow } from '../modules/rate-limit/api-rate-window.entity';
import { INVOICE_ENTITIES } from '../modules/invoices/invoice.entities';
import { JobRun } from './job-run';
import { ClientAccessLink, ClientLinkRequest, ClientProfile, ClientTimelineEntry, QuoteRevision } from '../modules/portal/portal.entities';
import { TimesheetChange, TimesheetRecord } from '../modules/timesheets/timesheet.entity';
import { Kiosk, KioskPinAttempt, StaffPin } from '../modules/kiosk/kiosk.entity';
import { SnowContract, Snowfall, SnowRoute, SnowVisit } from '../modules/snow-season/snow-season.entities';
import { INBOX_ENTITIES } from '../modules/notifications/inbox.entities';
import { AfterCommitSubscriber } from '../modules/notifications/after-commit';
import { EquipmentAllocation, EquipmentDay, EquipmentStock } from '../modules/availability/equipment-allocation.entity';

/** Every entity class; the data source registers exactly these. */
export const ENTITIES = [
  PickupRequest,
  Service,
  OutboxMessage,
  EventRequest,
  EventMaterialLine,
  EventServiceLine,
  User,
  LoginAttempt,
  ApiToken,
  SnowOrder,
  PaymentEvent,
  TimeEntry,
  TimePunch,
  TimeEntryChange,
  PageView,
  AnalyticsSalt,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  ApiRateWindow,
  JobRun,
  Tour,
  TourStop,
  ClientAccessLink,
  ClientLinkRequest,
  ClientProfile,
  QuoteRevision,
  ClientTimelineEntry,
  TimesheetRecord,
  TimesheetChange,
  Kiosk,
  StaffPin,
  KioskPinAttempt,
  ...INVOICE_ENTITIES,
  SnowContract,
  Snowfall,
  SnowRoute,
  SnowVisit,
  EquipmentAllocation,
  EquipmentDay,
  EquipmentStock,
  PublicWriteCount,
  UsedBotChallenge,
  PrivacyRequest,
  PrivacyIncident,
  MarketingConsent,
  ...INBOX_ENTITIES,
];

/** TypeORM subscribers of every DataSource. */
export const SUBSCRIBERS = [WebhookEndpointSubscriber, AfterCommitSubscriber];
