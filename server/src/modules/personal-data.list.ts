import type { PersonalDataHandler } from '../kernel/personal-data';
import { analyticsPersonalData } from './analytics/analytics.personal-data';
import { authPersonalData } from './auth/auth.personal-data';
import { eventsPersonalData } from './events/events.personal-data';
import { invoicesPersonalData } from './invoices/invoices.personal-data';
import { kioskPersonalData } from './kiosk/kiosk.personal-data';
import { mailPersonalData } from './mail/mail.personal-data';
import { pickupPersonalData } from './pickup/pickup.personal-data';
import { portalPersonalData } from './portal/portal.personal-data';
import { privacyPersonalData } from './privacy/privacy.personal-data';
import { rateLimitPersonalData } from './rate-limit/rate-limit.personal-data';
import { snowSeasonPersonalData } from './snow-season/snow-season.personal-data';
import { snowPersonalData } from './snow/snow.personal-data';
import { timeclockPersonalData } from './timeclock/timeclock.personal-data';
import { timesheetsPersonalData } from './timesheets/timesheets.personal-data';
import { toursPersonalData } from './tours/tours.personal-data';
import { usersPersonalData } from './users/users.personal-data';
import { webhooksPersonalData } from './webhooks/webhooks.personal-data';

/**
 * Every feature's personal data handler, in the order export, erasure and retention run them
 * (the portal first: it finds the event and pickup requests by e-mail before they are anonymised).
 * The one listed place until the features' manifests (`defineFeature`) carry their handler; the
 * privacy and retention code receive this list and import no feature. A test fails when an entity
 * column holding personal data is declared by no handler here.
 */
export const PERSONAL_DATA_HANDLERS: readonly PersonalDataHandler[] = [
  portalPersonalData,
  pickupPersonalData,
  eventsPersonalData,
  snowPersonalData,
  snowSeasonPersonalData,
  invoicesPersonalData,
  mailPersonalData,
  webhooksPersonalData,
  privacyPersonalData,
  authPersonalData,
  usersPersonalData,
  timeclockPersonalData,
  timesheetsPersonalData,
  kioskPersonalData,
  toursPersonalData,
  analyticsPersonalData,
  rateLimitPersonalData,
];
