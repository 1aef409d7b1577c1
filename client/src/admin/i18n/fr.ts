import { commonFr, rolesFr, errorsFr } from './common.texts';
import { layoutFr, pagesFr } from '../kit/layout.texts';
import { navFr } from './nav.generated';
import { loginFr } from '../auth/login.texts';
import { passwordResetFr } from '../auth/password-reset.texts';
import { eventsFr } from '../events/events.texts';
import { settingsFr } from '../settings/settings.texts';
import { usersFr } from '../users/users.texts';
import { staffAccountFr } from '../users/staff-account.texts';
import { ordersFr } from '../orders/orders.texts';
import { clientsFr } from '../clients/clients.texts';
import { logsFr } from '../logs/logs.texts';
import { pickupsFr } from '../pickup/pickups.texts';
import { servicesFr } from '../pricing/services.texts';
import { dashboardFr } from '../dashboard/dashboard.texts';
import { webhooksFr } from '../webhooks/webhooks.texts';
import type { Translation } from '../kit/i18n/translation';
import { quotesFr } from '../quotes/quotes.texts';
import { timesheetsFr } from '../timesheets/timesheets.texts';
import { invoicesFr } from '../invoices/invoices.texts';
import { snowSeasonFr } from '../snow-season/snow-season.texts';
import { inventoryFr } from '../inventory/inventory.texts';
import { privacyFr } from '../privacy/privacy.texts';
import { abuseFr } from '../abuse/abuse.texts';
import { pickupTimelineFr } from '../pickup/pickup-timeline.texts';
import { inboxFr } from '../inbox/inbox.texts';
import { timeclockFr } from '../timeclock/timeclock.texts';

/**
 * The back-office's texts in French: the reference language. Each feature keeps its texts beside
 * it (`<feature>/<feature>.texts.ts`, exporting `<feature>Fr`, `<feature>En`, `<feature>Es`); this
 * file gathers them, one line a feature, under the key its screens use (`t('<feature>.…')`).
 * en.ts and es.ts must have the same keys: the type checker says so (see translation.ts).
 */
export const fr = {
  common: commonFr,
  roles: rolesFr,
  nav: navFr,
  layout: layoutFr,
  pages: pagesFr,
  login: loginFr,
  passwordReset: passwordResetFr,
  events: eventsFr,
  settings: settingsFr,
  users: usersFr,
  staffAccount: staffAccountFr,
  orders: ordersFr,
  clients: clientsFr,
  logs: logsFr,
  pickups: pickupsFr,
  services: servicesFr,
  dashboard: dashboardFr,
  webhooks: webhooksFr,
  errors: errorsFr,
  quotes: quotesFr,
  timesheets: timesheetsFr,
  invoices: invoicesFr,
  snowSeason: snowSeasonFr,
  inventory: inventoryFr,
  abuse: abuseFr,
  privacy: privacyFr,
  pickupTimeline: pickupTimelineFr,
  inbox: inboxFr,
  timeclock: timeclockFr,
} as const;

/** The shape every language provides: the French keys, any text. */
export type AdminTranslation = Translation<typeof fr>;
