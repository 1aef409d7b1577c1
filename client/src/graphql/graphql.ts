/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Both passwords are required. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  newPassword: string;
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

/** A new tour: the day's paid orders of one sector and one kind become its stops. */
export type CreateTourInput = {
  /** YYYY-MM-DD (America/Toronto). */
  date: string;
  /** Planned start: '8h30', '08h30', '8:30' or '08:30' (stored as HH:MM). */
  heure: string;
  /** 'abonnement' (subscriptions) or 'one-shot' (single visits). */
  mode: string;
  /** Optional name; the sector when left out. */
  name?: string | null | undefined;
  /** A sector name as `tours` answers it, e.g. 'Cap-de-la-Madeleine' or 'Autre secteur'. */
  zone: string;
};

/** A new staff account (ADMIN and up; ADMIN or SUPERADMIN accounts: SUPERADMIN only). */
export type CreateUserInput = {
  /** Sign-in e-mail address (unique). */
  email: string;
  /** Display name. */
  name?: string | null | undefined;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  password: string;
  /** Role of the new account. */
  role?: Role;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** Events to receive (at least one). */
  events: Array<WebhookEventType>;
  /** http(s) URL; in production it must resolve to public addresses only. */
  url: string;
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

/** MANAGER and up: the estimate sent to the customer. */
export type EstimatePickupInput = {
  /** Amount in cents (taxes included). */
  amountCents: number;
  /** The pickup request. */
  id: string;
};

/** Start date newest/oldest first, total high/low first. */
export type EventRequestSort =
  /** Earliest start date first. */
  | 'START_ASC'
  /** Latest start date first. */
  | 'START_DESC'
  /** Lowest quote total first. */
  | 'TOTAL_ASC'
  /** Highest quote total first. */
  | 'TOTAL_DESC';

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

/** A punch on a kiosk: the tablet’s token, the employee and their PIN, and the punch as on the punch page. */
export type KioskPunchInput = {
  /** IN to start a shift, OUT to end it. */
  action: PunchAction;
  /** When the device sent it, by the same clock: the server then corrects the device clock error. */
  clientSentAt?: string | null | undefined;
  /** When the punch was made, by the device clock (a queued offline punch keeps its original time). At most 72 h old. */
  clientTime?: string | null | undefined;
  /** Made once per punch by the device (a UUID). The same key again answers the first result and records nothing. */
  idempotencyKey?: string | null | undefined;
  /** The kiosk’s device token. */
  kioskToken: string;
  /** Optional note kept on the entry. */
  note?: string | null | undefined;
  /** True when replayed from the offline queue. */
  offline?: boolean;
  /** The employee’s 4–6-digit PIN. */
  pin: string;
  /** The employee. */
  userId: string;
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

/** Where a pickup request stands in the back-office. */
export type PickupStatus =
  /** Canceled before being done. */
  | 'CANCELED'
  /** Pickup done. */
  | 'DONE'
  /** An estimate was sent to the customer. */
  | 'ESTIMATED'
  /** Received, not yet handled. */
  | 'NEW'
  /** A day and slot are set. */
  | 'SCHEDULED';

/** What one price unit buys. */
export type PriceUnit =
  /** Once per order. */
  | 'FLAT'
  /** One hour of one staff member. */
  | 'HOUR'
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

/** One line of a quote revision; its amount is computed by the server. */
export type QuoteRevisionLineInput = {
  /** Price-list equipment type (bac, baril, ilot, toilette, lavage…) of an equipment line. */
  code?: string | null | undefined;
  /** Days billed for an equipment line (1 to 366); services ignore it. */
  days?: number | null | undefined;
  /** What the client reads. */
  description: string;
  /** equipment or service. */
  kind: string;
  /** 1 to 10,000. */
  quantity: number;
  /** Unit price before taxes, in integer cents (per unit, per day for equipment). */
  unitPriceCents: number;
};

/** Where a quote revision stands. */
export type QuoteRevisionStatus =
  /** Accepted (signed) by the client. */
  | 'ACCEPTED'
  /** Declined by the client. */
  | 'DECLINED'
  /** Saved by staff, not sent. */
  | 'DRAFT'
  /** Past its validity without an answer. */
  | 'EXPIRED'
  /** Sent to the client, waiting for an answer. */
  | 'SENT';

/** Register a shared tablet. */
export type RegisterKioskInput = {
  /** Where the tablet is (1 to 80 characters). */
  name: string;
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

/** Staff: a new revision of an event quote (n + 1). */
export type SaveQuoteRevisionInput = {
  /** Discount before taxes, in integer cents (0 when none). */
  discountCents?: number | null | undefined;
  /** What the discount is for (optional). */
  discountLabel?: string | null | undefined;
  /** The event request. */
  eventRequestId: string;
  /** Equipment and service lines, in order. */
  lines: Array<QuoteRevisionLineInput>;
  /** Note to the client, printed on the quote. */
  note?: string | null | undefined;
  /** YYYY-MM-DD, last day it can be accepted; 30 days from today when omitted. */
  validUntil?: string | null | undefined;
};

/** MANAGER and up: the day and slot of the pickup. */
export type SchedulePickupInput = {
  /** YYYY-MM-DD */
  date: string;
  /** The pickup request. */
  id: string;
  /** 'AM', 'PM' or 'HH:MM-HH:MM' */
  slot: string;
};

/** Base price or extra. */
export type ServiceCategory =
  /** A main service price. */
  | 'BASE'
  /** An option or extra. */
  | 'EXTRA';

/** PENDING until the payment provider confirms; PAID never goes back. */
export type SnowOrderStatus =
  /** The (asynchronous) payment failed. */
  | 'CANCELED'
  /** The checkout session expired unpaid. */
  | 'EXPIRED'
  /** Payment confirmed (final). */
  | 'PAID'
  /** Stored, not paid yet. */
  | 'PENDING';

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

/** The signed-in employee submits their timesheet. */
export type SubmitTimesheetInput = {
  /** First day of the pay period, YYYY-MM-DD. */
  periodStart: string;
};

/** Kind of manager change to a time entry. */
export type TimeEntryChangeAction =
  /** Open entry closed (clockOut set). */
  | 'CLOSE'
  /** Entry added. */
  | 'CREATE'
  /** Entry deleted. */
  | 'DELETE'
  /** A break removed; the entry became two. */
  | 'SPLIT'
  /** Times or note changed. */
  | 'UPDATE';

/** How a time entry was started. */
export type TimeEntrySource =
  /** Added by a manager. */
  | 'ADMIN'
  /** Punched offline, queued on the device and replayed later with its original time. */
  | 'OFFLINE'
  /** Punched while the browser was online. */
  | 'ONLINE';

/** A stored transition of a timesheet. */
export type TimesheetAction =
  /** Approved by a manager. */
  | 'APPROVE'
  /** Sent back by a manager with a comment. */
  | 'REJECT'
  /** Reopened by an administrator with a reason. */
  | 'REOPEN'
  /** Submitted by the employee. */
  | 'SUBMIT';

/** A manager’s decision (approve, reject) or an administrator’s reopening. */
export type TimesheetDecisionInput = {
  /** Comment for the employee (required to reject) or the reason (required to reopen). */
  comment?: string | null | undefined;
  /** First day of the pay period, YYYY-MM-DD. */
  periodStart: string;
  /** The employee. */
  userId: string;
};

/** Where an employee’s timesheet for one pay period stands. */
export type TimesheetStatus =
  /** Approved by a manager: the period is locked. */
  | 'APPROVED'
  /** Not submitted yet (or reopened by an administrator). */
  | 'OPEN'
  /** Sent back by a manager with a comment; the employee submits again. */
  | 'REJECTED'
  /** Submitted by the employee, waiting for a manager. */
  | 'SUBMITTED';

/** A tour's progress (§3: 'planifiée', 'en cours', 'terminée'). */
export type TourStatus =
  /** 'terminée' (final). */
  | 'DONE'
  /** 'en cours'. */
  | 'IN_PROGRESS'
  /** 'planifiée' (the default). */
  | 'PLANNED';

/** A staff status change of an event request. */
export type UpdateEventStatusInput = {
  /** The event request. */
  id: string;
  /** The new status. */
  status: EventRequestStatus;
};

/** MANAGER and up: mark a scheduled pickup done, or cancel a request. */
export type UpdatePickupStatusInput = {
  /** The pickup request. */
  id: string;
  /** The new status: DONE or CANCELED. */
  status: PickupStatus;
};

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

/** A status change of a tour. */
export type UpdateTourStatusInput = {
  /** The tour. */
  id: string;
  /** planifiée → en cours → terminée (forward only). */
  status: TourStatus;
};

/** A new role for another account. */
export type UpdateUserRoleInput = {
  /** Account id. */
  id: string;
  /** The new role. */
  role: Role;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Given up after 24 h of failed attempts (can be re-sent). */
  | 'FAILED'
  /** Waiting for its first or next attempt. */
  | 'PENDING';

/** Events sent to webhook endpoints; the delivery body’s `type` is the dotted name (e.g. pickup.created). */
export type WebhookEventType =
  /** event.status_changed: staff changed an event request’s status (back-office status change). */
  | 'EVENT_STATUS_CHANGED'
  /** event.submitted: an event quote request was submitted (data: the EventRequest). */
  | 'EVENT_SUBMITTED'
  /** pickup.created: a pickup request was submitted (data: the PickupRequest). */
  | 'PICKUP_CREATED'
  /** quote.accepted: the client accepted a quote revision in the portal (data: snapshot, signature record). */
  | 'QUOTE_ACCEPTED'
  /** quote.declined: the client declined a quote revision (data: snapshot, reason). */
  | 'QUOTE_DECLINED'
  /** quote.expired: a sent revision passed its validity unanswered (daily job). */
  | 'QUOTE_EXPIRED'
  /** quote.sent: staff sent a quote revision to the client (data: the quote snapshot and the revision status). */
  | 'QUOTE_SENT'
  /** snow_order.paid: a snow order’s payment was confirmed (data: the SnowOrder). */
  | 'SNOW_ORDER_PAID'
  /** time_entry.closed: an employee clocked out (punch OUT; a manager closing or editing an entry does not emit it). */
  | 'TIME_ENTRY_CLOSED';

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { login: { token: string, expiresAt: string, user: { id: string, email: string, name: string | null, role: Role } } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, email: string, name: string | null, role: Role } };

export type ClientsPage_ClientFragment = { id: string, email: string, name: string | null, phone: string | null, pickupRequestCount: number, eventRequestCount: number, snowOrderCount: number, totalCents: number, firstActivityAt: string, lastActivityAt: string };

export type AdminClientsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminClientsQuery = { clients: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, email: string, name: string | null, phone: string | null, pickupRequestCount: number, eventRequestCount: number, snowOrderCount: number, totalCents: number, firstActivityAt: string, lastActivityAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminClientQueryVariables = Exact<{
  email: string;
}>;


export type AdminClientQuery = { client: { client: { id: string, email: string, name: string | null, phone: string | null, pickupRequestCount: number, eventRequestCount: number, snowOrderCount: number, totalCents: number, firstActivityAt: string, lastActivityAt: string }, pickupRequests: Array<{ id: string, createdAt: string, address: string, status: PickupStatus, estimateCents: number | null }>, eventRequests: Array<{ id: string, reference: string, eventName: string, dateStart: string, dateEnd: string, status: EventRequestStatus, total: number, createdAt: string }>, snowOrders: Array<{ id: string, confirmationCode: string, mode: string, address: string, status: SnowOrderStatus, total: number, createdAt: string }> } };

export type DashboardMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMetricsQuery = { orderMetrics: { totalOrdersThisMonth: number, estimatedRevenue: number, byService: Array<{ service: OrderService, orders: number, revenueCents: number }> } };

export type DashboardAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardAnalyticsQuery = { analyticsSummary: { users: number, sessions: number, avgSessionDuration: number, bounceRate: number }, analyticsRealtime: { activeUsers: number }, analyticsDaily: Array<{ date: string, users: number }>, analyticsTopCities: Array<{ city: string, users: number }>, analyticsTopPages: Array<{ path: string, views: number }>, analyticsDevices: Array<{ device: string, users: number }>, analyticsSources: Array<{ source: string, users: number }> };

export type DashboardOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardOrdersQuery = { recentOrders: Array<{ id: string, client: string, type: string, service: OrderService, date: string }>, orderStats: Array<{ date: string, count: number, byService: Array<{ service: OrderService, count: number }> }> };

export type AdminEvent_FieldsFragment = { id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string };

export type AdminEventRequestsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  status?: EventRequestStatus | null | undefined;
  sort: EventRequestSort;
}>;


export type AdminEventRequestsQuery = { eventRequestsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string } }> } };

export type AdminEventRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminEventRequestQuery = { eventRequest: { statusChangedAt: string | null, id: string, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string, materials: Array<{ id: string, type: string, quantity: number, unitPrice: number, days: number, lineTotal: number }>, services: Array<{ id: string, name: string, label: string, price: number }> } };

export type AdminUpdateEventStatusMutationVariables = Exact<{
  input: UpdateEventStatusInput;
}>;


export type AdminUpdateEventStatusMutation = { updateEventStatus: { id: string, status: EventRequestStatus, statusChangedAt: string | null } };

export type AdminResendEventQuoteMutationVariables = Exact<{
  id: string;
}>;


export type AdminResendEventQuoteMutation = { resendEventQuote: boolean };

export type AdminCreateEventQuotePdfLinkMutationVariables = Exact<{
  id: string;
}>;


export type AdminCreateEventQuotePdfLinkMutation = { createEventQuotePdfLink: { url: string, expiresAt: string } };

export type LoadMore_PageInfoFragment = { hasNextPage: boolean, endCursor: string | null };

export type AdminLogsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
}>;


export type AdminLogsQuery = { logs: Array<{ time: string | null, level: string, message: string, raw: string }> };

export type AdminPickup_RequestFragment = { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null };

export type AdminPickupRequestsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPickupRequestsQuery = { pickupRequestsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null } }> } };

export type AdminPickupRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminPickupRequestQuery = { pickupRequest: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null } };

export type EstimatePickupMutationVariables = Exact<{
  input: EstimatePickupInput;
}>;


export type EstimatePickupMutation = { estimatePickup: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null } };

export type SchedulePickupMutationVariables = Exact<{
  input: SchedulePickupInput;
}>;


export type SchedulePickupMutation = { schedulePickup: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null } };

export type UpdatePickupStatusMutationVariables = Exact<{
  input: UpdatePickupStatusInput;
}>;


export type UpdatePickupStatusMutation = { updatePickupStatus: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null } };

export type AdminPickupTimelineQueryVariables = Exact<{
  pickupRequestId: string;
}>;


export type AdminPickupTimelineQuery = { pickupTimeline: Array<{ at: string, kind: string, label: string, actor: string, actorName: string | null, message: string | null }> };

export type ServicesPanel_ServiceFragment = { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number };

export type AdminServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminServicesQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number }> };

export type UpdateServicePriceMutationVariables = Exact<{
  input: UpdateServicePriceInput;
}>;


export type UpdateServicePriceMutation = { updateServicePrice: { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number } };

export type CreateServiceMutationVariables = Exact<{
  input: CreateServiceInput;
}>;


export type CreateServiceMutation = { createService: { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number } };

export type AdminQuoteRevision_FieldsFragment = { id: string, number: number, status: QuoteRevisionStatus, discountLabel: string, discountCents: number, subtotalCents: number, gstCents: number, qstCents: number, totalCents: number, totalFormatted: string, note: string, validUntil: string, contentHash: string, createdAt: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, acceptedUserAgent: string | null, acceptedContentHash: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, code: string, description: string, quantity: number, days: number, unitPriceCents: number, amountCents: number }> };

export type AdminEventQuoteQueryVariables = Exact<{
  eventRequestId: string;
}>;


export type AdminEventQuoteQuery = { eventQuoteRevisions: Array<{ id: string, number: number, status: QuoteRevisionStatus, discountLabel: string, discountCents: number, subtotalCents: number, gstCents: number, qstCents: number, totalCents: number, totalFormatted: string, note: string, validUntil: string, contentHash: string, createdAt: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, acceptedUserAgent: string | null, acceptedContentHash: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, code: string, description: string, quantity: number, days: number, unitPriceCents: number, amountCents: number }> }>, eventTimeline: Array<{ at: string, kind: string, label: string, actor: string, actorName: string | null, message: string | null }> };

export type AdminSaveQuoteRevisionMutationVariables = Exact<{
  input: SaveQuoteRevisionInput;
}>;


export type AdminSaveQuoteRevisionMutation = { saveQuoteRevision: { id: string, number: number, status: QuoteRevisionStatus, discountLabel: string, discountCents: number, subtotalCents: number, gstCents: number, qstCents: number, totalCents: number, totalFormatted: string, note: string, validUntil: string, contentHash: string, createdAt: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, acceptedUserAgent: string | null, acceptedContentHash: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, code: string, description: string, quantity: number, days: number, unitPriceCents: number, amountCents: number }> } };

export type AdminSendQuoteRevisionMutationVariables = Exact<{
  revisionId: string;
}>;


export type AdminSendQuoteRevisionMutation = { sendQuoteRevision: { id: string, number: number, status: QuoteRevisionStatus, discountLabel: string, discountCents: number, subtotalCents: number, gstCents: number, qstCents: number, totalCents: number, totalFormatted: string, note: string, validUntil: string, contentHash: string, createdAt: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, acceptedUserAgent: string | null, acceptedContentHash: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, code: string, description: string, quantity: number, days: number, unitPriceCents: number, amountCents: number }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, expiresAt: string, user: { id: string, email: string, name: string | null, role: Role } } };

export type DeleteMyAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type TimeclockEntry_EntryFragment = { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource };

export type MyPunchScreenQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz: string;
}>;


export type MyPunchScreenQuery = { me: { id: string, role: Role }, myTimeClockStatus: { serverTime: string, openEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } | null }, myTimeSheet: { from: string, to: string, entries: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }> } };

export type PunchTimeClockMutationVariables = Exact<{
  input: PunchInput;
}>;


export type PunchTimeClockMutation = { punch:
    | { __typename: 'NoOpenShiftError', code: ErrorCode, message: string }
    | { __typename: 'PunchAlreadyOpenError', code: ErrorCode, message: string, openEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } }
    | { __typename: 'PunchOutOfOrderError', code: ErrorCode, message: string }
    | { __typename: 'PunchPeriodLockedError', code: ErrorCode, message: string, periodStart: string, periodEnd: string }
    | { __typename: 'TimeEntry', id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }
   };

export type AdminHoursSummaryQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz: string;
  roles: StaffRolesFilter;
}>;


export type AdminHoursSummaryQuery = { staffHoursSummary: Array<{ userId: string, name: string | null, email: string, role: Role, totalMs: number, entriesCount: number, openClockIn: string | null }> };

export type AdminStaffTimeSheetQueryVariables = Exact<{
  userId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
  tz: string;
}>;


export type AdminStaffTimeSheetQuery = { staffTimeSheet: { from: string, to: string, totalMs: number, entries: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }>, days: Array<{ date: string, totalMs: number }> }, timeEntryChanges: Array<{ id: string, entryId: string, action: TimeEntryChangeAction, changedAt: string, changedByName: string | null, reason: string | null, oldValues: { clockIn: string, clockOut: string | null, note: string | null } | null, newValues: { clockIn: string, clockOut: string | null, note: string | null, splitInto: string | null } | null }> };

export type AdminCreateTimeEntryMutationVariables = Exact<{
  input: CreateTimeEntryInput;
}>;


export type AdminCreateTimeEntryMutation = { createTimeEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } };

export type AdminUpdateTimeEntryMutationVariables = Exact<{
  input: UpdateTimeEntryInput;
}>;


export type AdminUpdateTimeEntryMutation = { updateTimeEntry: { id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource } };

export type AdminSplitTimeEntryMutationVariables = Exact<{
  input: SplitTimeEntryInput;
}>;


export type AdminSplitTimeEntryMutation = { splitTimeEntry: Array<{ id: string, userId: string, clockIn: string, clockOut: string | null, note: string | null, source: TimeEntrySource }> };

export type AdminDeleteTimeEntryMutationVariables = Exact<{
  input: DeleteTimeEntryInput;
}>;


export type AdminDeleteTimeEntryMutation = { deleteTimeEntry: string };

export type Timesheets_SheetFragment = { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> };

export type MyTimesheetScreenQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type MyTimesheetScreenQuery = { myKioskPinSet: boolean, payPeriods: Array<{ start: string, end: string }>, myTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> }, myEntryNotices: Array<{ open: boolean, entry: { id: string, clockIn: string, reviewReason: string | null } }> };

export type SubmitMyTimesheetMutationVariables = Exact<{
  input: SubmitTimesheetInput;
}>;


export type SubmitMyTimesheetMutation = { submitTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type SetMyKioskPinMutationVariables = Exact<{
  pin: string;
}>;


export type SetMyKioskPinMutation = { setMyKioskPin: boolean };

export type TimesheetApprovalsScreenQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type TimesheetApprovalsScreenQuery = { payPeriods: Array<{ start: string, end: string }>, timesheets: Array<{ userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> }>, heldPunches: Array<{ id: string, userId: string, name: string | null, email: string, action: PunchAction, effectiveAt: string, receivedAt: string, offline: boolean, note: string | null, periodStart: string }>, entryNotices: Array<{ open: boolean, name: string | null, email: string, entry: { id: string, clockIn: string, clockOut: string | null, reviewReason: string | null } }> };

export type ApproveTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type ApproveTimesheetMutation = { approveTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type RejectTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type RejectTimesheetMutation = { rejectTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type ReopenTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type ReopenTimesheetMutation = { reopenTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type TimesheetPayrollExportQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type TimesheetPayrollExportQuery = { payrollExport: { period: { start: string, end: string }, lines: Array<{ userId: string, name: string | null, email: string, periodStart: string, regularMinutes: number, overtimeMinutes: number, holidayIndemnityMinutes: number, holidayMinutes: number, mealBreakMinutes: number }>, notApproved: Array<{ userId: string, name: string | null, email: string, status: TimesheetStatus }> } };

export type AdminKiosksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminKiosksQuery = { kiosks: Array<{ id: string, name: string, createdAt: string, createdByName: string | null, revokedAt: string | null, lastUsedAt: string | null }> };

export type RegisterKioskMutationVariables = Exact<{
  input: RegisterKioskInput;
}>;


export type RegisterKioskMutation = { registerKiosk: { token: string, kiosk: { id: string, name: string } } };

export type RevokeKioskMutationVariables = Exact<{
  id: string;
}>;


export type RevokeKioskMutation = { revokeKiosk: { id: string, revokedAt: string | null } };

export type KioskScreenQueryVariables = Exact<{
  kioskToken: string;
}>;


export type KioskScreenQuery = { kioskSession: { kioskName: string, serverTime: string, staff: Array<{ id: string, name: string, onShift: boolean }> } };

export type KioskPunchMutationVariables = Exact<{
  input: KioskPunchInput;
}>;


export type KioskPunchMutation = { kioskPunch:
    | { __typename: 'NoOpenShiftError', code: ErrorCode, message: string }
    | { __typename: 'PunchAlreadyOpenError', code: ErrorCode, message: string }
    | { __typename: 'PunchOutOfOrderError', code: ErrorCode, message: string }
    | { __typename: 'PunchPeriodLockedError', code: ErrorCode, message: string }
    | { __typename: 'TimeEntry', id: string, clockIn: string, clockOut: string | null }
   };

export type AdminTour_TourFragment = { id: string | null, date: string, zone: string, name: string | null, mode: string, type: string, status: TourStatus, heure: string | null, planned: boolean, stopCount: number, createdBy: string | null, statusChangedBy: string | null, statusChangedAt: string | null, stops: Array<{ orderId: string, confirmationCode: string, address: string, urgent: boolean, note: string }> };

export type AdminToursQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type AdminToursQuery = { tours: Array<{ id: string | null, date: string, zone: string, name: string | null, mode: string, type: string, status: TourStatus, heure: string | null, planned: boolean, stopCount: number, createdBy: string | null, statusChangedBy: string | null, statusChangedAt: string | null, stops: Array<{ orderId: string, confirmationCode: string, address: string, urgent: boolean, note: string }> }> };

export type CreateTourMutationVariables = Exact<{
  input: CreateTourInput;
}>;


export type CreateTourMutation = { createTour: { id: string | null, date: string, zone: string, name: string | null, mode: string, type: string, status: TourStatus, heure: string | null, planned: boolean, stopCount: number, createdBy: string | null, statusChangedBy: string | null, statusChangedAt: string | null, stops: Array<{ orderId: string, confirmationCode: string, address: string, urgent: boolean, note: string }> } };

export type UpdateTourStatusMutationVariables = Exact<{
  input: UpdateTourStatusInput;
}>;


export type UpdateTourStatusMutation = { updateTourStatus: { id: string | null, date: string, zone: string, name: string | null, mode: string, type: string, status: TourStatus, heure: string | null, planned: boolean, stopCount: number, createdBy: string | null, statusChangedBy: string | null, statusChangedAt: string | null, stops: Array<{ orderId: string, confirmationCode: string, address: string, urgent: boolean, note: string }> } };

export type UsersPanel_UserFragment = { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null };

export type AdminUsersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  role?: Role | null | undefined;
}>;


export type AdminUsersQuery = { usersConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type UpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: string };

export type WebhooksPage_EndpointFragment = { id: string, url: string, events: Array<WebhookEventType>, disabledAt: string | null, failingSince: string | null, createdAt: string };

export type WebhooksPage_DeliveryFragment = { id: string, endpointId: string, eventId: string, type: string, status: WebhookDeliveryStatus, attemptCount: number, nextAttemptAt: string, deliveredAt: string | null, createdAt: string, attempts: Array<{ id: string, statusCode: number | null, latencyMs: number, error: string | null, attemptedAt: string }> };

export type AdminWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, events: Array<WebhookEventType>, disabledAt: string | null, failingSince: string | null, createdAt: string }> };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  endpointId: string;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminWebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, endpointId: string, eventId: string, type: string, status: WebhookDeliveryStatus, attemptCount: number, nextAttemptAt: string, deliveredAt: string | null, createdAt: string, attempts: Array<{ id: string, statusCode: number | null, latencyMs: number, error: string | null, attemptedAt: string }> } }> } };

export type AdminCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type AdminCreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, events: Array<WebhookEventType>, disabledAt: string | null, failingSince: string | null, createdAt: string } } };

export type AdminEnableWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type AdminEnableWebhookEndpointMutation = { enableWebhookEndpoint: { id: string, url: string, events: Array<WebhookEventType>, disabledAt: string | null, failingSince: string | null, createdAt: string } };

export type AdminDeleteWebhookEndpointMutationVariables = Exact<{
  id: string;
}>;


export type AdminDeleteWebhookEndpointMutation = { deleteWebhookEndpoint: string };

export type AdminResendWebhookDeliveryMutationVariables = Exact<{
  id: string;
}>;


export type AdminResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string, endpointId: string, eventId: string, type: string, status: WebhookDeliveryStatus, attemptCount: number, nextAttemptAt: string, deliveredAt: string | null, createdAt: string, attempts: Array<{ id: string, statusCode: number | null, latencyMs: number, error: string | null, attemptedAt: string }> } };

export const ClientsPage_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<ClientsPage_ClientFragment, unknown>;
export const AdminEvent_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEvent_FieldsFragment, unknown>;
export const LoadMore_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<LoadMore_PageInfoFragment, unknown>;
export const AdminPickup_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPickup_RequestFragment, unknown>;
export const ServicesPanel_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<ServicesPanel_ServiceFragment, unknown>;
export const AdminQuoteRevision_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminQuoteRevision_FieldsFragment, unknown>;
export const TimeclockEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<TimeclockEntry_EntryFragment, unknown>;
export const Timesheets_SheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<Timesheets_SheetFragment, unknown>;
export const AdminTour_TourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTour_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"heure"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"stopCount"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]} as unknown as DocumentNode<AdminTour_TourFragment, unknown>;
export const UsersPanel_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UsersPanel_UserFragment, unknown>;
export const WebhooksPage_EndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksPage_EndpointFragment, unknown>;
export const WebhooksPage_DeliveryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<WebhooksPage_DeliveryFragment, unknown>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_client"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<AdminClientsQuery, AdminClientsQueryVariables>;
export const AdminClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_client"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snowOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<AdminClientQuery, AdminClientQueryVariables>;
export const DashboardMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardMetricsQuery, DashboardMetricsQueryVariables>;
export const DashboardAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"bounceRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<DashboardAnalyticsQuery, DashboardAnalyticsQueryVariables>;
export const DashboardOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardOrdersQuery, DashboardOrdersQueryVariables>;
export const AdminEventRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequestSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEvent_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEventRequestsQuery, AdminEventRequestsQueryVariables>;
export const AdminEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEvent_fields"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEventRequestQuery, AdminEventRequestQueryVariables>;
export const AdminUpdateEventStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateEventStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEventStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateEventStatusMutation, AdminUpdateEventStatusMutationVariables>;
export const AdminResendEventQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendEventQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEventQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminResendEventQuoteMutation, AdminResendEventQuoteMutationVariables>;
export const AdminCreateEventQuotePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEventQuotePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEventQuotePdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInSeconds"},"value":{"kind":"IntValue","value":"300"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminCreateEventQuotePdfLinkMutation, AdminCreateEventQuotePdfLinkMutationVariables>;
export const AdminLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<AdminLogsQuery, AdminLogsQueryVariables>;
export const AdminPickupRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPickupRequestsQuery, AdminPickupRequestsQueryVariables>;
export const AdminPickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPickupRequestQuery, AdminPickupRequestQueryVariables>;
export const EstimatePickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstimatePickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstimatePickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatePickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EstimatePickupMutation, EstimatePickupMutationVariables>;
export const SchedulePickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SchedulePickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulePickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SchedulePickupMutation, SchedulePickupMutationVariables>;
export const UpdatePickupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePickupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePickupStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePickupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePickupStatusMutation, UpdatePickupStatusMutationVariables>;
export const AdminPickupTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pickupRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pickupRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pickupRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminPickupTimelineQuery, AdminPickupTimelineQueryVariables>;
export const AdminServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<AdminServicesQuery, AdminServicesQueryVariables>;
export const UpdateServicePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateServicePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServicePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServicePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<UpdateServicePriceMutation, UpdateServicePriceMutationVariables>;
export const CreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const AdminEventQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventQuoteRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminEventQuoteQuery, AdminEventQuoteQueryVariables>;
export const AdminSaveQuoteRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveQuoteRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuoteRevisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuoteRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminSaveQuoteRevisionMutation, AdminSaveQuoteRevisionMutationVariables>;
export const AdminSendQuoteRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendQuoteRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuoteRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminSendQuoteRevisionMutation, AdminSendQuoteRevisionMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"}}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const MyPunchScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPunchScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimeClockStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<MyPunchScreenQuery, MyPunchScreenQueryVariables>;
export const PunchTimeClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PunchTimeClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchAlreadyOpenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoOpenShiftError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchOutOfOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchPeriodLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<PunchTimeClockMutation, PunchTimeClockMutationVariables>;
export const AdminHoursSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHoursSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRolesFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffHoursSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"openClockIn"}}]}}]}}]} as unknown as DocumentNode<AdminHoursSummaryQuery, AdminHoursSummaryQueryVariables>;
export const AdminStaffTimeSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffTimeSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeEntryChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"oldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"splitInto"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminStaffTimeSheetQuery, AdminStaffTimeSheetQueryVariables>;
export const AdminCreateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminCreateTimeEntryMutation, AdminCreateTimeEntryMutationVariables>;
export const AdminUpdateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminUpdateTimeEntryMutation, AdminUpdateTimeEntryMutationVariables>;
export const AdminSplitTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSplitTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminSplitTimeEntryMutation, AdminSplitTimeEntryMutationVariables>;
export const AdminDeleteTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteTimeEntryMutation, AdminDeleteTimeEntryMutationVariables>;
export const MyTimesheetScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTimesheetScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEntryNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myKioskPinSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<MyTimesheetScreenQuery, MyTimesheetScreenQueryVariables>;
export const SubmitMyTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMyTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitTimesheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<SubmitMyTimesheetMutation, SubmitMyTimesheetMutationVariables>;
export const SetMyKioskPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyKioskPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyKioskPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}]}]}}]} as unknown as DocumentNode<SetMyKioskPinMutation, SetMyKioskPinMutationVariables>;
export const TimesheetApprovalsScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimesheetApprovalsScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldPunches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<TimesheetApprovalsScreenQuery, TimesheetApprovalsScreenQueryVariables>;
export const ApproveTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ApproveTimesheetMutation, ApproveTimesheetMutationVariables>;
export const RejectTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<RejectTimesheetMutation, RejectTimesheetMutationVariables>;
export const ReopenTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ReopenTimesheetMutation, ReopenTimesheetMutationVariables>;
export const TimesheetPayrollExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimesheetPayrollExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TimesheetPayrollExportQuery, TimesheetPayrollExportQueryVariables>;
export const AdminKiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AdminKiosksQuery, AdminKiosksQueryVariables>;
export const RegisterKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterKioskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterKioskMutation, RegisterKioskMutationVariables>;
export const RevokeKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeKioskMutation, RevokeKioskMutationVariables>;
export const KioskScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"onShift"}}]}}]}}]}}]} as unknown as DocumentNode<KioskScreenQuery, KioskScreenQueryVariables>;
export const KioskPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskPunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskPunch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskPunchMutation, KioskPunchMutationVariables>;
export const AdminToursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTour_tour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTour_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"heure"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"stopCount"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]} as unknown as DocumentNode<AdminToursQuery, AdminToursQueryVariables>;
export const CreateTourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTourInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTour_tour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTour_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"heure"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"stopCount"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]} as unknown as DocumentNode<CreateTourMutation, CreateTourMutationVariables>;
export const UpdateTourStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTourStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTourStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTourStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTour_tour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTour_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"heure"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"stopCount"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedBy"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]} as unknown as DocumentNode<UpdateTourStatusMutation, UpdateTourStatusMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"OLDEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const AdminWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointsQuery, AdminWebhookEndpointsQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_delivery"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AdminCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateWebhookEndpointMutation, AdminCreateWebhookEndpointMutationVariables>;
export const AdminEnableWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEnableWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEnableWebhookEndpointMutation, AdminEnableWebhookEndpointMutationVariables>;
export const AdminDeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteWebhookEndpointMutation, AdminDeleteWebhookEndpointMutationVariables>;
export const AdminResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_delivery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<AdminResendWebhookDeliveryMutation, AdminResendWebhookDeliveryMutationVariables>;