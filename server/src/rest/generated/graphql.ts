/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Proof that the site's own form sent the request: the ALTCHA payload (proof of work on a `botChallenge`, single-use) and the honeypot field. Without it (documented /api paths, old clients) the request is stored unverified: no e-mail to the address it names until staff confirm it. */
export type BotCheckInput = {
  /** The ALTCHA widget payload (base64 JSON). */
  solution?: string | null | undefined;
  /** Honeypot: a field people do not see; must stay empty. */
  trap?: string | null | undefined;
};

/** What the /ramassage form sends. */
export type CreatePickupRequestInput = {
  /** Full pickup address. */
  address: string;
  /** The site form's proof (ALTCHA + honeypot); absent = stored unverified. */
  botCheck?: BotCheckInput | null | undefined;
  /** What to pick up (optional). */
  description?: string;
  /** Customer e-mail address. */
  email: string;
  /** 0 = ground floor (default), 1, 2, 3 = 3rd or higher. */
  floor?: number;
  /** Customer full name. */
  fullName: string;
  /** An elevator is available. */
  hasElevator?: boolean;
  /** Made once per filled form by the site (a UUID). The same key again answers the first request and stores or e-mails nothing; the REST route also takes it as the `Idempotency-Key` header. */
  idempotencyKey?: string | null | undefined;
  /** Customer phone number (North American). */
  phone: string;
  /** Names of the photos chosen (at most 20; files are not uploaded). */
  photos?: Array<string>;
  /** True: the customer ticked the SMS consent (never pre-ticked) at `phone`, which must then be a mobile; the wording and date are recorded (CASL). Absent or false: no SMS. */
  smsOptIn?: boolean | null | undefined;
  /** Urgent intervention requested. */
  urgency?: boolean;
};

/** Back-office: a new price row. */
export type CreateServiceInput = {
  /** BASE or EXTRA. */
  category?: ServiceCategory;
  /** Name shown in the price list (unique). */
  label: string;
  /** Stable internal key, e.g. `event.tente`. */
  name: string;
  /** In cents; more than 0 for a new service. */
  price: number;
  /** What the price is per. */
  unit?: PriceUnit;
};

/** A closed entry added by a manager. */
export type CreateTimeEntryInput = {
  /** An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  clockIn: string;
  /** After clockIn. An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  clockOut: string;
  /** Optional note kept on the entry. */
  note?: string | null | undefined;
  /** Why (kept in the audit trail). */
  reason?: string | null | undefined;
  /** Zone of local date-times. */
  tz?: string;
  /** The staff member the entry belongs to. */
  userId: string;
};

/** A new staff account (ADMIN and up; ADMIN or SUPERADMIN accounts: SUPERADMIN only). */
export type CreateUserInput = {
  /** Sign-in e-mail address (unique). */
  email: string;
  /** First name (required). */
  firstName?: string | null | undefined;
  /** Hire date, YYYY-MM-DD (start of continuous service). */
  hireDate?: string | null | undefined;
  /** Last name (required). */
  lastName?: string | null | undefined;
  /**
   * Display name (deprecated: send firstName and lastName).
   * @deprecated Use firstName and lastName.
   */
  name?: string | null | undefined;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  password: string;
  /** Role of the new account. */
  role?: Role;
};

/** A time entry a manager deletes. */
export type DeleteTimeEntryInput = {
  /** The entry to delete. */
  id: string;
  /** Why (kept in the audit trail). */
  reason?: string | null | undefined;
};

/** Stable error codes found in `extensions.code`. */
export type ErrorCode =
  /** Malformed or unsupported request. */
  | 'BAD_REQUEST'
  /** Invalid input; see extensions.fieldErrors. */
  | 'BAD_USER_INPUT'
  /** A user cannot change their own role. */
  | 'CANNOT_CHANGE_OWN_ROLE'
  /** Another account already uses this email. */
  | 'EMAIL_TAKEN'
  /** Signed in but not allowed to do this. */
  | 'FORBIDDEN'
  /** This punch key was already used for a different punch. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** Unexpected server error. */
  | 'INTERNAL'
  /** Invalid break for a split time entry. */
  | 'INVALID_BREAK'
  /** Wrong email or password. */
  | 'INVALID_CREDENTIALS'
  /** The current password given is wrong. */
  | 'INVALID_CURRENT_PASSWORD'
  /** Invalid clock-in/clock-out times for a time entry. */
  | 'INVALID_HOURS'
  /** This event request status change is not allowed. */
  | 'INVALID_STATUS_TRANSITION'
  /** The pickup request is no longer at this step; reload it. */
  | 'INVALID_TRANSITION'
  /** The last superadmin cannot be deleted, demoted or deactivated. */
  | 'LAST_SUPERADMIN'
  /** The requested record does not exist. */
  | 'NOT_FOUND'
  /** Punch out refused: no shift is open. */
  | 'NO_OPEN_SHIFT'
  /** The pay period is approved (locked): no punch or change may touch it until an ADMIN reopens it. */
  | 'PERIOD_LOCKED'
  /** Punch in refused: a shift is already open. */
  | 'PUNCH_ALREADY_OPEN'
  /** Punch is earlier than the last recorded punch. */
  | 'PUNCH_OUT_OF_ORDER'
  /** The punch time is invalid. */
  | 'PUNCH_TIME_INVALID'
  /** Too many requests; retry later. */
  | 'RATE_LIMITED'
  /** Give the current password, or sign in again, to change the password. */
  | 'REAUTHENTICATION_REQUIRED'
  /** Only a superadmin may manage admin accounts. */
  | 'ROLE_NOT_ALLOWED'
  /** A dependency is temporarily unavailable; retry later. */
  | 'SERVICE_UNAVAILABLE'
  /** Needs a staff session, not an integration token. */
  | 'SESSION_REQUIRED'
  /** The time entry overlaps another entry of the same user. */
  | 'TIME_ENTRY_OVERLAP'
  /** Not signed in, or the session or token is invalid. */
  | 'UNAUTHENTICATED'
  /** The new password does not meet the password rules. */
  | 'WEAK_PASSWORD';

/** A quantity of one catalogue item (issue #28): an active `event.<code>` price-list row staff added in Tarification. */
export type EventExtraInput = {
  /** The price-list name without `event.` (e.g. `tente10x10`). */
  code: string;
  /** Units, or hours for a per-hour item, or 1 for a flat price; 0 = not wanted. */
  quantity: number;
};

/** Equipment counts (public-site.md §3 `materials`); an absent count is 0. */
export type EventMaterialsInput = {
  /** Number of bins. */
  bac?: number;
  /** Number of barrels. */
  baril?: number;
  /** Number of sorting islands. */
  ilot?: number;
  /** Number of hand-washing stations. */
  lavage?: number;
  /** Number of portable toilets. */
  toilette?: number;
};

/** New requests are PENDING; staff move them on. */
export type EventRequestStatus =
  /** Canceled. */
  | 'CANCELED'
  /** Confirmed with the client. */
  | 'CONFIRMED'
  /** The event took place. */
  | 'DONE'
  /** Submitted, not handled yet. */
  | 'PENDING';

/** Chosen services (public-site.md §3 `services`); absent means not chosen. */
export type EventServicesInput = {
  /** Delivery and pickup wanted. */
  livraison?: boolean;
  /** Cleaning wanted. */
  nettoyage?: boolean;
  /** On-site staff wanted. */
  staff?: boolean;
};

/** The legacy POST /api/admin/change-password body: the current password is optional, but without it the session must have signed in within the last 15 minutes. */
export type LegacyChangePasswordInput = {
  /** The current password (optional after a recent sign-in). */
  currentPassword?: string | null | undefined;
  /** The new password (password policy applies). */
  newPassword: string;
};

/** The legacy POST /api/stripe/create-checkout-session payload. `amount` (dollars, taxes included) only selects the option combination whose server-computed total equals it; it never sets a price. */
export type LegacySnowCheckoutInput = {
  /** Full address; must be in Trois-Rivières. */
  address: string;
  /** Amount in dollars computed by the legacy client; checked against the server price. */
  amount: number;
  /** Customer e-mail address (receipt). */
  email: string;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
};

/** Staff sign-in. */
export type LoginInput = {
  /** Staff e-mail address. */
  email: string;
  /** Password. */
  password: string;
};

/** Which service an order or a figure belongs to. */
export type OrderService =
  /** Event rental ('Événement'): event quote requests. */
  | 'EVENT'
  /** Bulky-item pickup ('Ramassage'): pickup requests. */
  | 'PICKUP'
  /** Snow removal ('Déneigement'): paid snow orders. */
  | 'SNOW';

/** What one price unit buys. */
export type PriceUnit =
  /** Once per order. */
  | 'FLAT'
  /** One hour of one staff member. */
  | 'HOUR'
  /** One article, whatever the length of the event. */
  | 'ITEM'
  /** The whole snow season. */
  | 'SEASON'
  /** One unit of equipment for one day. */
  | 'UNIT_DAY'
  /** One snow-removal visit. */
  | 'VISIT';

/** Direction of a punch. */
export type PunchAction =
  /** Start a shift. */
  | 'IN'
  /** End the open shift. */
  | 'OUT';

/** A punch IN or OUT of the signed-in staff member. */
export type PunchInput = {
  /** IN to start a shift, OUT to end it. */
  action: PunchAction;
  /** When the device sent it, by the same clock: the server then corrects the device clock error. */
  clientSentAt?: string | null | undefined;
  /** When the punch was made, by the device clock (a queued offline punch keeps its original time). At most 72 h old. */
  clientTime?: string | null | undefined;
  /** Made once per punch by the device (a UUID). The same key again answers the first result and records nothing. */
  idempotencyKey?: string | null | undefined;
  /** Optional note kept on the entry. */
  note?: string | null | undefined;
  /** True when replayed from the offline queue. */
  offline?: boolean;
};

/** What the public site sends on each route change (no cookie, nothing stored in the browser). */
export type RecordPageViewInput = {
  /** The path (query string and fragment are dropped). */
  path: string;
  /** document.referrer */
  referrer?: string | null | undefined;
  /** The utm_source query parameter of the landing URL. */
  utmSource?: string | null | undefined;
};

/** Staff roles, lowest to highest. */
export type Role =
  /** Administration: accounts, prices, tokens, webhooks. */
  | 'ADMIN'
  /** Field staff: own time clock. */
  | 'EMPLOYEE'
  /** Operations: requests, orders, tours. */
  | 'MANAGER'
  /** Everything, including admin accounts. */
  | 'SUPERADMIN';

/** Base price or extra. */
export type ServiceCategory =
  /** A main service price. */
  | 'BASE'
  /** An option or extra. */
  | 'EXTRA';

/** Removes a break from an entry, which becomes two. */
export type SplitTimeEntryInput = {
  /** An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  breakEnd: string;
  /** An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  breakStart: string;
  /** The entry to split. */
  id: string;
  /** Why (kept in the audit trail). */
  reason?: string | null | undefined;
  /** Zone of local date-times. */
  tz?: string;
};

/** Which accounts a staff hours summary includes. */
export type StaffRolesFilter =
  /** Every account. */
  | 'ALL'
  /** EMPLOYEE accounts only. */
  | 'EMPLOYEE';

/** What the /evenementiel wizard sends. No amount: the server prices the request from the current price list. */
export type SubmitEventRequestInput = {
  /** Event address. */
  address: string;
  /** Optional (issue #25): the counts the customer asked for where the form capped `materials` at what was left for the dates. Kept beside the granted count for staff; never priced (the request is priced from `materials`). A count not above its `materials` count is ignored. */
  askedMaterials?: EventMaterialsInput | null | undefined;
  /** The site form's proof (ALTCHA + honeypot); absent = stored unverified. */
  botCheck?: BotCheckInput | null | undefined;
  /** Comments (optional). */
  commentaires?: string;
  /** Client company name. */
  companyName: string;
  /** 'YYYY-MM-DD', not before dateStart. */
  dateEnd: string;
  /** 'YYYY-MM-DD' (or an ISO date-time: its date part is used). */
  dateStart: string;
  /** Client e-mail address. */
  email: string;
  /** Name of the event. */
  eventName: string;
  /** festival, municipal, course, foire or autre. */
  eventType: string;
  /** Catalogue items and services beyond the built-in ones (the `eventCatalogue` query), each priced by the server from the price list with its unit. */
  extras?: Array<EventExtraInput>;
  /** Made once per filled form by the site (a UUID). The same key again answers the first request and stores or e-mails nothing; the REST route also takes it as the `Idempotency-Key` header. */
  idempotencyKey?: string | null | undefined;
  /** Equipment wanted. */
  materials: EventMaterialsInput;
  /** Québec enterprise number: exactly 10 digits. */
  neq: string;
  /** Expected participants. */
  participants: number;
  /** Phone number (optional). */
  phone?: string;
  /** E-mail a copy of the quote to `email`. */
  sendCopy?: boolean;
  /** Services wanted. */
  services: EventServicesInput;
  /** True: the client ticked the SMS consent (never pre-ticked) at `phone`, which must then be a mobile; the wording and date are recorded (CASL). Absent or false: no SMS. */
  smsOptIn?: boolean | null | undefined;
  /** Staff members when the staff service is chosen (≥ 1). */
  staffCount?: number;
  /** Approximate area in square feet. */
  superficie?: number;
  /** Website (optional). */
  website?: string;
  /** Number of zones or kiosks. */
  zones?: number;
};

/** How a time entry was started. */
export type TimeEntrySource =
  /** Added by a manager. */
  | 'ADMIN'
  /** Punched offline, queued on the device and replayed later with its original time. */
  | 'OFFLINE'
  /** Punched while the browser was online. */
  | 'ONLINE';

/** A tour's progress (§3: 'planifiée', 'en cours', 'terminée'). */
export type TourStatus =
  /** 'terminée' (final). */
  | 'DONE'
  /** 'en cours'. */
  | 'IN_PROGRESS'
  /** 'planifiée' (the default). */
  | 'PLANNED';

/** Back-office: a new price for an existing row. */
export type UpdateServicePriceInput = {
  /** Price row id. */
  id: string;
  /** In cents, ≥ 0. */
  price: number;
};

/** A manager’s change: omitted fields stay as they are; clockOut alone closes an open entry. */
export type UpdateTimeEntryInput = {
  /** An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  clockIn?: string | null | undefined;
  /** An ISO 8601 instant with Z or an offset, or a local date-time YYYY-MM-DDTHH:mm[:ss] read in `tz`. */
  clockOut?: string | null | undefined;
  /** The entry to change. */
  id: string;
  /** An empty text clears the note. */
  note?: string | null | undefined;
  /** Why (kept in the audit trail). */
  reason?: string | null | undefined;
  /** Zone of local date-times. */
  tz?: string;
};

/** A new role for another account. */
export type UpdateUserRoleInput = {
  /** Account id. */
  id: string;
  /** The new role. */
  role: Role;
};

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { token: string } };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: string, email: string, name: string | null, role: Role, createdAt: string } };

export type RestChangePasswordMutationVariables = Exact<{
  input: LegacyChangePasswordInput;
}>;


export type RestChangePasswordMutation = { changePasswordLegacy: { token: string } };

export type RestDeleteMyAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RestDeleteMyAccountMutation = { deleteMyAccount: boolean };

export type RestClientsQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
}>;


export type RestClientsQuery = { clients: { edges: Array<{ node: { id: string, email: string, name: string | null, phone: string | null, pickupRequestCount: number, eventRequestCount: number, snowOrderCount: number, totalCents: number, firstActivityAt: string, lastActivityAt: string } }> } };

export type RestEventFieldsFragment = { id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string, materials: Array<{ type: string, quantity: number, unitPrice: number, days: number, lineTotal: number }>, services: Array<{ name: string, label: string, price: number }> };

export type RestEventRequestsQueryVariables = Exact<{
  take: number;
}>;


export type RestEventRequestsQuery = { eventRequests: Array<{ id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string, materials: Array<{ type: string, quantity: number, unitPrice: number, days: number, lineTotal: number }>, services: Array<{ name: string, label: string, price: number }> }> };

export type RestEventRequestQueryVariables = Exact<{
  id: string;
}>;


export type RestEventRequestQuery = { eventRequest: { id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string, materials: Array<{ type: string, quantity: number, unitPrice: number, days: number, lineTotal: number }>, services: Array<{ name: string, label: string, price: number }> } };

export type RestResendEventQuoteMutationVariables = Exact<{
  id: string;
}>;


export type RestResendEventQuoteMutation = { resendEventQuote: boolean };

export type RestLogsQueryVariables = Exact<{
  limit: number;
  search?: string | null | undefined;
}>;


export type RestLogsQuery = { logs: Array<{ text: string }> };

export type RestOrdersQueryVariables = Exact<{
  take: number;
}>;


export type RestOrdersQuery = { pickupRequests: Array<{ id: string, fullName: string, phone: string, address: string, createdAt: string, floor: number, hasElevator: boolean, urgency: boolean, description: string }> };

export type RestServiceFieldsFragment = { id: string, name: string, label: string, category: ServiceCategory, price: number };

export type RestServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestServicesQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, price: number }> };

export type RestUpdateServicePriceMutationVariables = Exact<{
  input: UpdateServicePriceInput;
}>;


export type RestUpdateServicePriceMutation = { updateServicePrice: { id: string, name: string, label: string, category: ServiceCategory, price: number } };

export type RestCreateServiceMutationVariables = Exact<{
  input: CreateServiceInput;
}>;


export type RestCreateServiceMutation = { createService: { id: string, name: string, label: string, category: ServiceCategory, price: number } };

export type RestUserFieldsFragment = { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null };

export type RestUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type RestUsersQuery = { users: Array<{ id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null }> };

export type RestCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type RestCreateUserMutation = { createUser: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type RestUpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type RestUpdateUserRoleMutation = { updateUserRole: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type RestDeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteUserMutation = { deleteUser: string };

export type RestRecordPageViewMutationVariables = Exact<{
  input: RecordPageViewInput;
}>;


export type RestRecordPageViewMutation = { recordPageView: boolean };

export type RestAnalyticsSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsSummaryQuery = { analyticsSummary: { users: number, sessions: number, avgSessionDuration: number, bounceRate: number } };

export type RestAnalyticsRealtimeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsRealtimeQuery = { analyticsRealtime: { activeUsers: number } };

export type RestAnalyticsDailyQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsDailyQuery = { analyticsDaily: Array<{ date: string, users: number }> };

export type RestAnalyticsTopCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsTopCitiesQuery = { analyticsTopCities: Array<{ city: string, users: number }> };

export type RestAnalyticsTopPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsTopPagesQuery = { analyticsTopPages: Array<{ path: string, views: number }> };

export type RestAnalyticsDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsDevicesQuery = { analyticsDevices: Array<{ device: string, users: number }> };

export type RestAnalyticsSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsSourcesQuery = { analyticsSources: Array<{ source: string, users: number }> };

export type RestRecentOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type RestRecentOrdersQuery = { recentOrders: Array<{ id: string, client: string, type: string, service: OrderService, date: string }> };

export type RestOrderStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestOrderStatsQuery = { orderStats: Array<{ date: string, count: number, byService: Array<{ service: OrderService, count: number }> }> };

export type RestBotChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestBotChallengeQuery = { botChallenge: string };

export type RestSubmitEventRequestMutationVariables = Exact<{
  input: SubmitEventRequestInput;
}>;


export type RestSubmitEventRequestMutation = { submitEventRequest: { id: string, reference: string } };

export type RestCreatePickupRequestMutationVariables = Exact<{
  input: CreatePickupRequestInput;
}>;


export type RestCreatePickupRequestMutation = { createPickupRequest: { id: string } };

export type RestToursQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type RestToursQuery = { tours: Array<{ id: string | null, date: string, zone: string, name: string | null, type: string, status: TourStatus, statusLabel: string, heure: string | null, planned: boolean, urgent: boolean, stopCount: number, stops: Array<{ orderId: string, confirmationCode: string, address: string, mode: string, urgent: boolean }> }> };

export type RestCreateSnowCheckoutForAmountMutationVariables = Exact<{
  input: LegacySnowCheckoutInput;
}>;


export type RestCreateSnowCheckoutForAmountMutation = { createSnowCheckoutForAmount: { url: string } };

export type RestOrderMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestOrderMetricsQuery = { orderMetrics: { totalOrdersThisMonth: number, estimatedRevenue: number, byService: Array<{ service: OrderService, orders: number, revenueCents: number }> } };

export type RestTimeEntryFieldsFragment = { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource };

export type RestTimeStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RestTimeStatusQuery = { myTimeClockStatus: { openEntry: { id: string, clockIn: string } | null } };

export type RestMyTimeEntriesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz?: string | null | undefined;
}>;


export type RestMyTimeEntriesQuery = { myTimeSheet: { entries: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }> } };

export type RestPunchMutationVariables = Exact<{
  input: PunchInput;
}>;


export type RestPunchMutation = { punch:
    | { __typename: 'NoOpenShiftError', code: ErrorCode, message: string }
    | { __typename: 'PunchAlreadyOpenError', code: ErrorCode, message: string, openEntry: { id: string, clockIn: string } }
    | { __typename: 'PunchOutOfOrderError', code: ErrorCode, message: string }
    | { __typename: 'PunchPeriodLockedError', code: ErrorCode, message: string, periodStart: string, periodEnd: string }
    | { __typename: 'TimeEntry', id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }
   };

export type RestStaffHoursSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz?: string | null | undefined;
  roles?: StaffRolesFilter | null | undefined;
}>;


export type RestStaffHoursSummaryQuery = { staffHoursSummary: Array<{ userId: string, name: string | null, email: string, role: Role, totalMs: number, entriesCount: number, openClockIn: string | null }> };

export type RestStaffTimeEntriesQueryVariables = Exact<{
  userId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz?: string | null | undefined;
}>;


export type RestStaffTimeEntriesQuery = { staffTimeSheet: { entries: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }> } };

export type RestCreateTimeEntryMutationVariables = Exact<{
  input: CreateTimeEntryInput;
}>;


export type RestCreateTimeEntryMutation = { createTimeEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } };

export type RestUpdateTimeEntryMutationVariables = Exact<{
  input: UpdateTimeEntryInput;
}>;


export type RestUpdateTimeEntryMutation = { updateTimeEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } };

export type RestDeleteTimeEntryMutationVariables = Exact<{
  input: DeleteTimeEntryInput;
}>;


export type RestDeleteTimeEntryMutation = { deleteTimeEntry: string };

export type RestSplitTimeEntryMutationVariables = Exact<{
  input: SplitTimeEntryInput;
}>;


export type RestSplitTimeEntryMutation = { splitTimeEntry: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }> };

export const RestEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<RestEventFieldsFragment, unknown>;
export const RestServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<RestServiceFieldsFragment, unknown>;
export const RestUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUserFieldsFragment, unknown>;
export const RestTimeEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestTimeEntryFieldsFragment, unknown>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePasswordLegacy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RestChangePasswordMutation, RestChangePasswordMutationVariables>;
export const RestDeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"}}]}}]} as unknown as DocumentNode<RestDeleteMyAccountMutation, RestDeleteMyAccountMutationVariables>;
export const RestClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestClientsQuery, RestClientsQueryVariables>;
export const RestEventRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestEventRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<RestEventRequestsQuery, RestEventRequestsQueryVariables>;
export const RestEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<RestEventRequestQuery, RestEventRequestQueryVariables>;
export const RestResendEventQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestResendEventQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEventQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestResendEventQuoteMutation, RestResendEventQuoteMutationVariables>;
export const RestLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RestLogsQuery, RestLogsQueryVariables>;
export const RestOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<RestOrdersQuery, RestOrdersQueryVariables>;
export const RestServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<RestServicesQuery, RestServicesQueryVariables>;
export const RestUpdateServicePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateServicePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServicePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServicePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<RestUpdateServicePriceMutation, RestUpdateServicePriceMutationVariables>;
export const RestCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<RestCreateServiceMutation, RestCreateServiceMutationVariables>;
export const RestUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUsersQuery, RestUsersQueryVariables>;
export const RestCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestCreateUserMutation, RestCreateUserMutationVariables>;
export const RestUpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUpdateUserRoleMutation, RestUpdateUserRoleMutationVariables>;
export const RestDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDeleteUserMutation, RestDeleteUserMutationVariables>;
export const RestRecordPageViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRecordPageView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPageViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPageView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RestRecordPageViewMutation, RestRecordPageViewMutationVariables>;
export const RestAnalyticsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"bounceRate"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsSummaryQuery, RestAnalyticsSummaryQueryVariables>;
export const RestAnalyticsRealtimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsRealtimeQuery, RestAnalyticsRealtimeQueryVariables>;
export const RestAnalyticsDailyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsDailyQuery, RestAnalyticsDailyQueryVariables>;
export const RestAnalyticsTopCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsTopCitiesQuery, RestAnalyticsTopCitiesQueryVariables>;
export const RestAnalyticsTopPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsTopPagesQuery, RestAnalyticsTopPagesQueryVariables>;
export const RestAnalyticsDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsDevicesQuery, RestAnalyticsDevicesQueryVariables>;
export const RestAnalyticsSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsSourcesQuery, RestAnalyticsSourcesQueryVariables>;
export const RestRecentOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRecentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<RestRecentOrdersQuery, RestRecentOrdersQueryVariables>;
export const RestOrderStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOrderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<RestOrderStatsQuery, RestOrderStatsQueryVariables>;
export const RestBotChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestBotChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botChallenge"}}]}}]} as unknown as DocumentNode<RestBotChallengeQuery, RestBotChallengeQueryVariables>;
export const RestSubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<RestSubmitEventRequestMutation, RestSubmitEventRequestMutationVariables>;
export const RestCreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestCreatePickupRequestMutation, RestCreatePickupRequestMutationVariables>;
export const RestToursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"heure"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"stopCount"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}}]}}]}}]}}]} as unknown as DocumentNode<RestToursQuery, RestToursQueryVariables>;
export const RestCreateSnowCheckoutForAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSnowCheckoutForAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacySnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckoutForAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestCreateSnowCheckoutForAmountMutation, RestCreateSnowCheckoutForAmountMutationVariables>;
export const RestOrderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}}]}}]}}]} as unknown as DocumentNode<RestOrderMetricsQuery, RestOrderMetricsQueryVariables>;
export const RestTimeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestTimeStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTimeClockStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}}]}}]}}]}}]} as unknown as DocumentNode<RestTimeStatusQuery, RestTimeStatusQueryVariables>;
export const RestMyTimeEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyTimeEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestMyTimeEntriesQuery, RestMyTimeEntriesQueryVariables>;
export const RestPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchAlreadyOpenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchPeriodLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoOpenShiftError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchOutOfOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestPunchMutation, RestPunchMutationVariables>;
export const RestStaffHoursSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStaffHoursSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRolesFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffHoursSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"openClockIn"}}]}}]}}]} as unknown as DocumentNode<RestStaffHoursSummaryQuery, RestStaffHoursSummaryQueryVariables>;
export const RestStaffTimeEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestStaffTimeEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestStaffTimeEntriesQuery, RestStaffTimeEntriesQueryVariables>;
export const RestCreateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestCreateTimeEntryMutation, RestCreateTimeEntryMutationVariables>;
export const RestUpdateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestUpdateTimeEntryMutation, RestUpdateTimeEntryMutationVariables>;
export const RestDeleteTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RestDeleteTimeEntryMutation, RestDeleteTimeEntryMutationVariables>;
export const RestSplitTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSplitTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestTimeEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestTimeEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<RestSplitTimeEntryMutation, RestSplitTimeEntryMutationVariables>;