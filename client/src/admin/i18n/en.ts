import { commonEn, rolesEn, errorsEn } from './common.texts';
import { layoutEn, pagesEn } from '../kit/layout.texts';
import { navEn } from './nav.generated';
import { loginEn } from '../auth/login.texts';
import { passwordResetEn } from '../auth/password-reset.texts';
import { eventsEn } from '../events/events.texts';
import { settingsEn } from '../settings/settings.texts';
import { usersEn } from '../users/users.texts';
import { staffAccountEn } from '../users/staff-account.texts';
import { ordersEn } from '../orders/orders.texts';
import { clientsEn } from '../clients/clients.texts';
import { logsEn } from '../logs/logs.texts';
import { pickupsEn } from '../pickup/pickups.texts';
import { servicesEn } from '../pricing/services.texts';
import { dashboardEn } from '../dashboard/dashboard.texts';
import { webhooksEn } from '../webhooks/webhooks.texts';
import type { AdminTranslation } from './fr';
import { quotesEn } from '../quotes/quotes.texts';
import { timesheetsEn } from '../timesheets/timesheets.texts';
import { invoicesEn } from '../invoices/invoices.texts';
import { snowSeasonEn } from '../snow-season/snow-season.texts';
import { inventoryEn } from '../inventory/inventory.texts';
import { privacyEn } from '../privacy/privacy.texts';
import { abuseEn } from '../abuse/abuse.texts';
import { pickupTimelineEn } from '../pickup/pickup-timeline.texts';
import { inboxEn } from '../inbox/inbox.texts';
import { timeclockEn } from '../timeclock/timeclock.texts';

/** The back-office's texts in English: one line a feature, the same keys as fr.ts (type-checked). */
export const en: AdminTranslation = {
  common: commonEn,
  roles: rolesEn,
  nav: navEn,
  layout: layoutEn,
  pages: pagesEn,
  login: loginEn,
  passwordReset: passwordResetEn,
  events: eventsEn,
  settings: settingsEn,
  users: usersEn,
  staffAccount: staffAccountEn,
  orders: ordersEn,
  clients: clientsEn,
  logs: logsEn,
  pickups: pickupsEn,
  services: servicesEn,
  dashboard: dashboardEn,
  webhooks: webhooksEn,
  errors: errorsEn,
  quotes: quotesEn,
  timesheets: timesheetsEn,
  invoices: invoicesEn,
  snowSeason: snowSeasonEn,
  inventory: inventoryEn,
  abuse: abuseEn,
  privacy: privacyEn,
  pickupTimeline: pickupTimelineEn,
  inbox: inboxEn,
  timeclock: timeclockEn,
};
