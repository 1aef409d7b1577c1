import { commonEs, rolesEs, errorsEs } from './common.texts';
import { layoutEs, pagesEs } from '../kit/layout.texts';
import { navEs } from './nav.generated';
import { loginEs } from '../auth/login.texts';
import { passwordResetEs } from '../auth/password-reset.texts';
import { eventsEs } from '../events/events.texts';
import { settingsEs } from '../settings/settings.texts';
import { usersEs } from '../users/users.texts';
import { staffAccountEs } from '../users/staff-account.texts';
import { ordersEs } from '../orders/orders.texts';
import { clientsEs } from '../clients/clients.texts';
import { logsEs } from '../logs/logs.texts';
import { pickupsEs } from '../pickup/pickups.texts';
import { servicesEs } from '../pricing/services.texts';
import { dashboardEs } from '../dashboard/dashboard.texts';
import { webhooksEs } from '../webhooks/webhooks.texts';
import type { AdminTranslation } from './fr';
import { quotesEs } from '../quotes/quotes.texts';
import { timesheetsEs } from '../timesheets/timesheets.texts';
import { invoicesEs } from '../invoices/invoices.texts';
import { snowSeasonEs } from '../snow-season/snow-season.texts';
import { inventoryEs } from '../inventory/inventory.texts';
import { privacyEs } from '../privacy/privacy.texts';
import { abuseEs } from '../abuse/abuse.texts';
import { pickupTimelineEs } from '../pickup/pickup-timeline.texts';
import { inboxEs } from '../inbox/inbox.texts';
import { timeclockEs } from '../timeclock/timeclock.texts';

/** The back-office's texts in Spanish: one line a feature, the same keys as fr.ts (type-checked). */
export const es: AdminTranslation = {
  common: commonEs,
  roles: rolesEs,
  nav: navEs,
  layout: layoutEs,
  pages: pagesEs,
  login: loginEs,
  passwordReset: passwordResetEs,
  events: eventsEs,
  settings: settingsEs,
  users: usersEs,
  staffAccount: staffAccountEs,
  orders: ordersEs,
  clients: clientsEs,
  logs: logsEs,
  pickups: pickupsEs,
  services: servicesEs,
  dashboard: dashboardEs,
  webhooks: webhooksEs,
  errors: errorsEs,
  quotes: quotesEs,
  timesheets: timesheetsEs,
  invoices: invoicesEs,
  snowSeason: snowSeasonEs,
  inventory: inventoryEs,
  abuse: abuseEs,
  privacy: privacyEs,
  pickupTimeline: pickupTimelineEs,
  inbox: inboxEs,
  timeclock: timeclockEs,
};
