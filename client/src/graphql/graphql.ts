/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Layout of an accounting export. */
export type AccountingExportFormat =
  /** Generic journal: date, document, account, debit, credit, tax code. */
  | 'JOURNAL'
  /** QuickBooks Online invoice import: one row per invoice line. */
  | 'QUICKBOOKS';

/** Reservation (accepted quote), hold (sent quote, lapses) or block (repair, loss). */
export type AllocationKind =
  /** Units taken out by staff (repair, loss). */
  | 'BLOCK'
  /** A sent quote, until it lapses. */
  | 'HOLD'
  /** An accepted quote. */
  | 'RESERVATION';

/** The driver of a route. */
export type AssignSnowRouteInput = {
  /** Null to unassign. */
  employeeId?: string | null | undefined;
  /** The route. */
  routeId: string;
};

/** Cancel a contract; the refund shown before confirming is sent back and must still hold. */
export type CancelSnowContractInput = {
  /** The contract to cancel. */
  contractId: string;
  /** The refund the preview showed, cents. */
  expectedRefundCents: number;
};

/** Both passwords are required. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  newPassword: string;
};

/** A driver's completion of a visit, possibly sent later from the offline queue. */
export type CompleteSnowVisitInput = {
  /** Made once on the device; a replay with the same key is recorded once. */
  idempotencyKey: string;
  /** Only when the employee opted in to sharing the position. */
  latitude?: number | null | undefined;
  /** Only when the employee opted in to sharing the position. */
  longitude?: number | null | undefined;
  /** When it was done on the device (ISO 8601). */
  occurredAt: string;
  /** 'done' or 'impossible'. */
  outcome: string;
  /** Required when impossible. */
  reason?: string | null | undefined;
  /** The visit. */
  visitId: string;
};

/** Units taken out by staff over a period (repair, loss). */
export type CreateEquipmentBlockInput = {
  /** Last day YYYY-MM-DD (inclusive). */
  end: string;
  /** Units blocked (1 to the stock). */
  quantity: number;
  /** Why: repair, loss… */
  reason: string;
  /** Price-list row id. */
  serviceId: string;
  /** First day YYYY-MM-DD. */
  start: string;
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

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** Events to receive (at least one). */
  events: Array<WebhookEventType>;
  /** http(s) URL; in production it must resolve to public addresses only. */
  url: string;
};

/** A snowfall: its local day, centimetres and end time. */
export type DeclareSnowfallInput = {
  /** Centimetres fallen (0–200). */
  cm: number;
  /** YYYY-MM-DD (America/Toronto). */
  date: string;
  /** When it stopped, HH:MM that day (America/Toronto). */
  endTime: string;
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

/** What an office inbox item is about. */
export type InboxKind =
  /** A client asked for a change to a quote in the portal. */
  | 'CHANGE_REQUEST'
  /** A new event quote request. */
  | 'EVENT_NEW'
  /** A time entry was left open (forgotten clock-out). */
  | 'FORGOTTEN_CLOCKOUT'
  /** A payment failed. */
  | 'PAYMENT_FAILED'
  /** A new pickup request. */
  | 'PICKUP_NEW'
  /** A Law 25 request, with its legal deadline. */
  | 'PRIVACY_REQUEST'
  /** A punch that reached an approved period, held for a manager (not applied). */
  | 'PUNCH_HELD'
  /** A client accepted a quote. */
  | 'QUOTE_ACCEPTED'
  /** A client declined a quote. */
  | 'QUOTE_DECLINED'
  /** A quote expired without an answer. */
  | 'QUOTE_EXPIRED'
  /** A new paid snow-removal order. */
  | 'SNOW_NEW'
  /** A snow visit was marked impossible. */
  | 'SNOW_VISIT_IMPOSSIBLE'
  /** A timesheet waits for approval. */
  | 'TIMESHEET_SUBMITTED'
  /** A request without the site form's proof ("non vérifiée"), waiting for confirmation or deletion. */
  | 'UNVERIFIED'
  /** An integrator webhook endpoint is failing. */
  | 'WEBHOOK_FAILING';

/** E-mail for new inbox items: one e-mail per item, a digest every OFFICE_DIGEST_MINUTES, or none. */
export type InboxMailMode =
  /** One e-mail every OFFICE_DIGEST_MINUTES listing the new items. */
  | 'DIGEST'
  /** One e-mail per new item. */
  | 'IMMEDIATE'
  /** No e-mail. */
  | 'OFF';

/** The inbox e-mail preferences to keep. */
export type InboxPreferencesInput = {
  /** The kinds to hear about (among those the role may follow). */
  kinds: Array<InboxKind>;
  /** Immediate, digest or off. */
  mode: InboxMailMode;
};

/** The back-office section an inbox item belongs to (its sidebar badge). */
export type InboxSection =
  /** Event requests and quotes. */
  | 'EVENTS'
  /** Invoices and payments. */
  | 'INVOICES'
  /** Pickup requests. */
  | 'PICKUPS'
  /** Law 25 requests (ADMIN and up). */
  | 'PRIVACY'
  /** The snow season (orders, contracts, visits). */
  | 'SNOW'
  /** Timesheets and the time clock. */
  | 'TIMESHEETS'
  /** Integrator webhooks (ADMIN and up). */
  | 'WEBHOOKS';

/** What an invoice bills. */
export type InvoiceKind =
  /** The deposit on an accepted event quote. */
  | 'DEPOSIT'
  /** The event after it is done, deposit deducted. */
  | 'FINAL'
  /** Issued by staff with their own lines. */
  | 'MANUAL'
  /** A bulky-item pickup marked done, at its accepted estimate. */
  | 'PICKUP'
  /** A paid snow-removal order (issued paid). */
  | 'SNOW';

/** Where an invoice stands. */
export type InvoiceStatus =
  /** Issued, a balance is due. */
  | 'ISSUED'
  /** Balance 0. */
  | 'PAID'
  /** Cancelled by staff (reason kept); accepts no payment. */
  | 'VOID';

/** A credit note to issue against an invoice. */
export type IssueCreditNoteInput = {
  /** Amount to credit in cents, taxes included; at most what is left of the invoice. */
  amountCents: number;
  /** Invoice number. */
  number: string;
  /** Reason printed on the credit note; required. */
  reason: string;
};

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

/** Money in (payment) or out (refund). */
export type PaymentKind =
  /** Money received from the client. */
  | 'PAYMENT'
  /** Money given back to the client (card refund). */
  | 'REFUND';

/** How a payment was made. */
export type PaymentMethod =
  /** Card, through Stripe Checkout (or the demo checkout). */
  | 'CARD'
  /** Cash, recorded by staff. */
  | 'CASH'
  /** Cheque, recorded by staff. */
  | 'CHEQUE'
  /** Interac e-Transfer, recorded by staff. */
  | 'INTERAC';

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
  /** One article, whatever the length of the event. */
  | 'ITEM'
  /** The whole snow season. */
  | 'SEASON'
  /** One unit of equipment for one day. */
  | 'UNIT_DAY'
  /** One snow-removal visit. */
  | 'VISIT';

/** A right exercised under Québec's Law 25. */
export type PrivacyRequestKind =
  /** A copy of everything held about the person. */
  | 'ACCESS'
  /** Delete (anonymise) what the law does not require to keep. */
  | 'DELETION'
  /** Correct inaccurate or incomplete information. */
  | 'RECTIFICATION';

/** Where a privacy request stands. */
export type PrivacyRequestStatus =
  /** Answered. */
  | 'DONE'
  /** Received, to answer within 30 days. */
  | 'OPEN'
  /** Refused, with the reason given to the person. */
  | 'REFUSED';

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

/** A payment received outside Stripe (Interac, cheque, cash). */
export type RecordInvoicePaymentInput = {
  /** Amount in cents, above 0 and at most the balance. */
  amountCents: number;
  /** Day received, YYYY-MM-DD (America/Toronto). */
  date: string;
  /** INTERAC, CHEQUE or CASH. */
  method: PaymentMethod;
  /** Invoice number, F-YYYY-NNNNNN. */
  number: string;
  /** Cheque number, Interac reference… */
  reference?: string | null | undefined;
};

/** An entry of the confidentiality incident register (Law 25, s. 3.8). */
export type RecordPrivacyIncidentInput = {
  /** What happened. */
  description: string;
  /** When the business learned of it. */
  discoveredAt: string;
  /** Measures taken to reduce the risk. */
  measures?: string;
  /** Notifications made (CAI, persons, others) with dates, or none and why. */
  notifications?: string;
  /** When the incident happened (or began). */
  occurredAt: string;
  /** The personal information involved. */
  personalInformation: string;
  /** Assessment of the risk of serious injury. */
  riskAssessment: string;
  /** The incident presents a risk of serious injury. */
  seriousRisk: boolean;
};

/** A Law 25 request received by phone, mail or e-mail, recorded by staff. */
export type RecordPrivacyRequestInput = {
  /** How it was received: téléphone, courriel, poste. */
  channel?: string;
  /** What the person asked (for rectification: what to correct). */
  details?: string;
  /** The person's e-mail address. */
  email: string;
  /** Access, rectification or deletion. */
  kind: PrivacyRequestKind;
  /** When it was received (default: now); the 30-day deadline counts from it. */
  receivedAt?: string | null | undefined;
};

/** A card payment to refund (partly or fully) through Stripe, with a credit note. */
export type RefundInvoicePaymentInput = {
  /** Amount in cents; at most what is left of the payment. */
  amountCents: number;
  /** The card payment to refund. */
  paymentId: string;
  /** Reason printed on the credit note; required. */
  reason: string;
};

/** Register a shared tablet. */
export type RegisterKioskInput = {
  /** Where the tablet is (1 to 80 characters). */
  name: string;
};

/** A route's visits in their new order (drag and drop). */
export type ReorderSnowRouteInput = {
  /** The route. */
  routeId: string;
  /** Every visit of the route, once each. */
  visitIds: Array<string>;
};

/** "Mot de passe oublié ?": the e-mail of a staff account. */
export type RequestPasswordResetInput = {
  /** Staff e-mail address (the answer is the same whether an account exists or not). */
  email: string;
};

/** A new password chosen from an e-mailed reset link. */
export type ResetPasswordInput = {
  /** The new password (password policy applies). */
  newPassword: string;
  /** The secret from the link (after #). */
  token: string;
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

/** A new hourly rate for an employee from a date on (a raise). ADMIN and up. */
export type SetPayRateInput = {
  /** First local day it applies, YYYY-MM-DD (a raise on the 1st of a month: that 1st). The same day again replaces that day’s rate. */
  effectiveFrom: string;
  /** Hourly rate, cents (1 to 50 000). */
  rateCents: number;
  /** The employee. */
  userId: string;
};

/** Opt in to SMS with a mobile number, or opt out. */
export type SmsConsentInput = {
  /** True: accept SMS at this number (the wording shown is recorded); false: withdraw. */
  optIn: boolean;
  /** The mobile number (required to opt in). */
  phone?: string | null | undefined;
};

/** ACTIVE until canceled (final). */
export type SnowContractStatus =
  /** In force: its visits are generated on each snowfall. */
  | 'ACTIVE'
  /** Canceled (final); the refund follows the contract’s rule. */
  | 'CANCELED';

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

/** PENDING → DONE or IMPOSSIBLE (final). */
export type SnowVisitStatus =
  /** Cleared by the driver (final). */
  | 'DONE'
  /** Could not be done, with a reason (final). */
  | 'IMPOSSIBLE'
  /** Not done yet. */
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

/** An administrator acting on another staff account. */
export type StaffAccountInput = {
  /** Account id. */
  userId: string;
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
  /** Approval only, when the vacation indemnity is paid before the vacation (VACATION_PAY=BEFORE_VACATION): pay the whole accrued balance with this period. */
  payVacationBalance?: boolean | null | undefined;
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

/** Which list an unverified request belongs to. */
export type UnverifiedKind =
  /** An event quote request. */
  | 'EVENT'
  /** A pickup request. */
  | 'PICKUP';

/** Stock and turnaround of a rentable item. */
export type UpdateEquipmentStockInput = {
  /** Price-list row id. */
  serviceId: string;
  /** Units owned (0 to 100 000). */
  stock: number;
  /** Days taken after the event (collection, cleaning), 0 to 30. */
  turnaroundAfter: number;
  /** Days taken before the event (delivery), 0 to 30. */
  turnaroundBefore: number;
};

/** A staff status change of an event request. */
export type UpdateEventStatusInput = {
  /** ADMIN only: why the event is marked done before its last day (kept in the staff timeline). Refused without it before the date. */
  forceReason?: string | null | undefined;
  /** The event request. */
  id: string;
  /** Why (a cancellation): told to the client in the cancellation e-mail. At most 500 characters. */
  reason?: string | null | undefined;
  /** The new status. */
  status: EventRequestStatus;
};

/** MANAGER and up: mark a scheduled pickup done, or cancel a request. */
export type UpdatePickupStatusInput = {
  /** ADMIN only: why the pickup is marked done before its scheduled day (kept in the staff timeline). Refused without it before the date. */
  forceReason?: string | null | undefined;
  /** The pickup request. */
  id: string;
  /** The new status: DONE or CANCELED. */
  status: PickupStatus;
};

/** Back-office: what else of a row may change (issue #28). Absent fields stay as they are. */
export type UpdateServiceInput = {
  /** False: no longer offered on the public forms (stored quotes keep it). */
  active?: boolean | null | undefined;
  /** Price row id. */
  id: string;
  /** New label. */
  label?: string | null | undefined;
  /** What the price is per (per article, per day, per hour…). */
  unit?: PriceUnit | null | undefined;
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

/** A staff member’s names (the person themself, or ADMIN and up) and hire date (ADMIN and up). */
export type UpdateUserProfileInput = {
  /** First name. */
  firstName: string;
  /** Hire date, YYYY-MM-DD; ADMIN and up only (ignored from anyone else). Omit to keep. */
  hireDate?: string | null | undefined;
  /** Account id. */
  id: string;
  /** Last name. */
  lastName: string;
};

/** A new role for another account. */
export type UpdateUserRoleInput = {
  /** Account id. */
  id: string;
  /** The new role. */
  role: Role;
};

/** A recorded payment to void, with the reason. */
export type VoidInvoicePaymentInput = {
  /** The payment to void. */
  paymentId: string;
  /** Why (kept in the audit trail); required. */
  reason: string;
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
  /** credit_note.issued: a credit note was issued, for a correction or a refund (data: the CreditNote). */
  | 'CREDIT_NOTE_ISSUED'
  /** event.status_changed: staff changed an event request’s status (back-office status change). */
  | 'EVENT_STATUS_CHANGED'
  /** event.submitted: an event quote request was submitted (data: the EventRequest). */
  | 'EVENT_SUBMITTED'
  /** invoice.issued: an invoice was issued (data: the Invoice with its lines). */
  | 'INVOICE_ISSUED'
  /** invoice.paid: an invoice’s balance reached 0 (data: the Invoice). */
  | 'INVOICE_PAID'
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

export type ConfirmUnverifiedRequestMutationVariables = Exact<{
  kind: UnverifiedKind;
  id: string;
}>;


export type ConfirmUnverifiedRequestMutation = { confirmUnverifiedRequest: boolean };

export type DeleteUnverifiedRequestMutationVariables = Exact<{
  kind: UnverifiedKind;
  id: string;
}>;


export type DeleteUnverifiedRequestMutation = { deleteUnverifiedRequest: boolean };

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { login: { token: string, expiresAt: string, user: { id: string, email: string, name: string | null, displayName: string, mustChangePassword: boolean, role: Role } } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { inSnowSeason: boolean, me: { id: string, email: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string, mustChangePassword: boolean, role: Role } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { token: string, expiresAt: string, user: { id: string, role: Role } } };

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

export type DashboardRevenueQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type DashboardRevenueQuery = { revenueByMonth: Array<{ month: string, signedCents: number, invoicedCents: number, collectedCents: number }> };

export type AdminEvent_FieldsFragment = { id: string, unverified: boolean, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string };

export type AdminEventRequestsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  status?: EventRequestStatus | null | undefined;
  sort: EventRequestSort;
}>;


export type AdminEventRequestsQuery = { eventRequestsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, unverified: boolean, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string } }> } };

export type AdminEventRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminEventRequestQuery = { eventRequest: { statusChangedAt: string | null, eventType: string, superficie: number, zones: number, commentaires: string, staffCount: number, website: string, id: string, unverified: boolean, reference: string, eventName: string, email: string, companyName: string, neq: string, phone: string, address: string, dateStart: string, dateEnd: string, days: number, status: EventRequestStatus, participants: number, subtotal: number, gst: number, qst: number, total: number, createdAt: string, materials: Array<{ id: string, type: string, label: string | null, unit: string, quantity: number, askedQuantity: number | null, unitPrice: number, days: number, lineTotal: number }>, services: Array<{ id: string, name: string, label: string, price: number }>, soldOutMaterials: Array<{ type: string, askedQuantity: number }> } };

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

export type InboxPage_ItemFragment = { id: string, kind: InboxKind, section: InboxSection, title: string, link: string, dueAt: string | null, createdAt: string, assignedToId: string | null, handledAt: string | null, handledById: string | null };

export type AdminInboxItemsQueryVariables = Exact<{
  handled?: boolean | null | undefined;
  section?: InboxSection | null | undefined;
}>;


export type AdminInboxItemsQuery = { inboxItems: Array<{ id: string, kind: InboxKind, section: InboxSection, title: string, link: string, dueAt: string | null, createdAt: string, assignedToId: string | null, handledAt: string | null, handledById: string | null }>, inboxAssignees: Array<{ id: string, label: string, role: Role }> };

export type AdminInboxCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInboxCountsQuery = { inboxCounts: Array<{ section: InboxSection, open: number }> };

export type AdminInboxChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminInboxChangedSubscription = { inboxChanged: { section: InboxSection, at: string } };

export type AdminHandleInboxItemMutationVariables = Exact<{
  id: string;
}>;


export type AdminHandleInboxItemMutation = { handleInboxItem: { id: string, kind: InboxKind, section: InboxSection, title: string, link: string, dueAt: string | null, createdAt: string, assignedToId: string | null, handledAt: string | null, handledById: string | null } };

export type AdminReopenInboxItemMutationVariables = Exact<{
  id: string;
}>;


export type AdminReopenInboxItemMutation = { reopenInboxItem: { id: string, kind: InboxKind, section: InboxSection, title: string, link: string, dueAt: string | null, createdAt: string, assignedToId: string | null, handledAt: string | null, handledById: string | null } };

export type AdminAssignInboxItemMutationVariables = Exact<{
  id: string;
  userId?: string | null | undefined;
}>;


export type AdminAssignInboxItemMutation = { assignInboxItem: { id: string, kind: InboxKind, section: InboxSection, title: string, link: string, dueAt: string | null, createdAt: string, assignedToId: string | null, handledAt: string | null, handledById: string | null } };

export type AdminMyInboxPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMyInboxPreferencesQuery = { myInboxPreferences: { mode: InboxMailMode, kinds: Array<InboxKind>, allowedKinds: Array<InboxKind> } };

export type AdminUpdateMyInboxPreferencesMutationVariables = Exact<{
  input: InboxPreferencesInput;
}>;


export type AdminUpdateMyInboxPreferencesMutation = { updateMyInboxPreferences: { mode: InboxMailMode, kinds: Array<InboxKind>, allowedKinds: Array<InboxKind> } };

export type InventoryPanel_ItemFragment = { id: string, code: string, label: string, stock: number, turnaroundBefore: number, turnaroundAfter: number };

export type EquipmentInventoryQueryVariables = Exact<{ [key: string]: never; }>;


export type EquipmentInventoryQuery = { equipmentInventory: Array<{ id: string, code: string, label: string, stock: number, turnaroundBefore: number, turnaroundAfter: number }> };

export type UpdateEquipmentStockMutationVariables = Exact<{
  input: UpdateEquipmentStockInput;
}>;


export type UpdateEquipmentStockMutation = { updateEquipmentStock: { id: string, code: string, label: string, stock: number, turnaroundBefore: number, turnaroundAfter: number } };

export type CreateEquipmentBlockMutationVariables = Exact<{
  input: CreateEquipmentBlockInput;
}>;


export type CreateEquipmentBlockMutation = { createEquipmentBlock: { id: string } };

export type ReleaseEquipmentBlockMutationVariables = Exact<{
  id: string;
}>;


export type ReleaseEquipmentBlockMutation = { releaseEquipmentBlock: { id: string } };

export type EquipmentCalendarQueryVariables = Exact<{
  from: unknown;
  to: unknown;
}>;


export type EquipmentCalendarQuery = { equipmentCalendar: Array<{ id: string, kind: AllocationKind, code: string, itemLabel: string, quantity: number, dayFrom: string, dayTo: string, eventStart: string, eventEnd: string, reference: string | null, companyName: string | null, address: string | null, reason: string | null, expiresAt: string | null }> };

export type RunSheetQueryVariables = Exact<{
  day: unknown;
}>;


export type RunSheetQuery = { runSheet: { day: string, load: Array<{ code: string, label: string, quantity: number }>, stops: Array<{ order: number, kind: string, reference: string, eventName: string, companyName: string, address: string, phone: string, lines: Array<{ code: string, label: string, quantity: number }> }> } };

export type RunSheetPdfQueryVariables = Exact<{
  day: unknown;
}>;


export type RunSheetPdfQuery = { runSheetPdf: string };

export type InvoicesPage_InvoiceFragment = { id: string, number: string, kind: InvoiceKind, status: InvoiceStatus, clientEmail: string, clientName: string, issuedAt: string, dueDate: string, totalCents: number, balanceCents: number };

export type AdminInvoicesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  clientEmail?: string | null | undefined;
}>;


export type AdminInvoicesQuery = { invoices: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, number: string, kind: InvoiceKind, status: InvoiceStatus, clientEmail: string, clientName: string, issuedAt: string, dueDate: string, totalCents: number, balanceCents: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminInvoiceQueryVariables = Exact<{
  number: string;
}>;


export type AdminInvoiceQuery = { invoice: { clientAddress: string, terms: string, subtotalCents: number, gstCents: number, qstCents: number, paidCents: number, creditedCents: number, voidReason: string | null, id: string, number: string, kind: InvoiceKind, status: InvoiceStatus, clientEmail: string, clientName: string, issuedAt: string, dueDate: string, totalCents: number, balanceCents: number, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, kind: PaymentKind, method: PaymentMethod, amountCents: number, refundedCents: number, receivedAt: string, reference: string | null, voidedAt: string | null, voidReason: string | null }>, creditNotes: Array<{ id: string, number: string, issuedAt: string, reason: string, totalCents: number }> } };

export type AdminRecordInvoicePaymentMutationVariables = Exact<{
  input: RecordInvoicePaymentInput;
}>;


export type AdminRecordInvoicePaymentMutation = { recordInvoicePayment: { id: string } };

export type AdminVoidInvoicePaymentMutationVariables = Exact<{
  input: VoidInvoicePaymentInput;
}>;


export type AdminVoidInvoicePaymentMutation = { voidInvoicePayment: { id: string } };

export type AdminIssueCreditNoteMutationVariables = Exact<{
  input: IssueCreditNoteInput;
}>;


export type AdminIssueCreditNoteMutation = { issueCreditNote: { number: string } };

export type AdminRefundInvoicePaymentMutationVariables = Exact<{
  input: RefundInvoicePaymentInput;
}>;


export type AdminRefundInvoicePaymentMutation = { refundInvoicePayment: { number: string } };

export type AdminCreateInvoiceCheckoutMutationVariables = Exact<{
  number: string;
}>;


export type AdminCreateInvoiceCheckoutMutation = { createInvoiceCheckout: { url: string, amountCents: number } };

export type AdminTaxReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdminTaxReportQuery = { taxReport: { months: Array<{ month: string, invoiceCount: number, creditNoteCount: number, salesCents: number, gstCollectedCents: number, qstCollectedCents: number, totalCents: number }>, totals: { month: string, invoiceCount: number, creditNoteCount: number, salesCents: number, gstCollectedCents: number, qstCollectedCents: number, totalCents: number } } };

export type AdminReceivablesAgingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReceivablesAgingQuery = { receivablesAging: { rows: Array<{ clientEmail: string, clientName: string, current: number, days1to30: number, days31to60: number, days61to90: number, over90: number, total: number }>, totals: { current: number, days1to30: number, days31to60: number, days61to90: number, over90: number, total: number } } };

export type AdminAccountingExportFileQueryVariables = Exact<{
  from: string;
  to: string;
  format: AccountingExportFormat;
}>;


export type AdminAccountingExportFileQuery = { accountingExportFile: { fileName: string, content: string } };

export type LoadMore_PageInfoFragment = { hasNextPage: boolean, endCursor: string | null };

export type AdminLogsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
}>;


export type AdminLogsQuery = { logs: Array<{ time: string | null, level: string, message: string, raw: string }> };

export type AdminPickup_RequestFragment = { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean };

export type AdminPickupRequestsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminPickupRequestsQuery = { pickupRequestsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean } }> } };

export type AdminPickupRequestQueryVariables = Exact<{
  id: string;
}>;


export type AdminPickupRequestQuery = { pickupRequest: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean } };

export type EstimatePickupMutationVariables = Exact<{
  input: EstimatePickupInput;
}>;


export type EstimatePickupMutation = { estimatePickup: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean } };

export type SchedulePickupMutationVariables = Exact<{
  input: SchedulePickupInput;
}>;


export type SchedulePickupMutation = { schedulePickup: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean } };

export type UpdatePickupStatusMutationVariables = Exact<{
  input: UpdatePickupStatusInput;
}>;


export type UpdatePickupStatusMutation = { updatePickupStatus: { id: string, fullName: string, phone: string, email: string, address: string, floor: number, hasElevator: boolean, urgency: boolean, description: string, photos: Array<string>, createdAt: string, status: PickupStatus, estimateCents: number | null, scheduledDate: string | null, scheduledSlot: string | null, updatedAt: string | null, unverified: boolean } };

export type AdminPickupTimelineQueryVariables = Exact<{
  pickupRequestId: string;
}>;


export type AdminPickupTimelineQuery = { pickupTimeline: Array<{ at: string, kind: string, label: string, actor: string, actorName: string | null, message: string | null }> };

export type AdminPickupPhotosQueryVariables = Exact<{
  id: string;
}>;


export type AdminPickupPhotosQuery = { pickupRequest: { id: string, uploadedPhotos: Array<{ id: string, number: number, url: string, thumbnailUrl: string, width: number, height: number }> } };

export type ServicesPanel_ServiceFragment = { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number, active: boolean };

export type AdminServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminServicesQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number, active: boolean }> };

export type UpdateServicePriceMutationVariables = Exact<{
  input: UpdateServicePriceInput;
}>;


export type UpdateServicePriceMutation = { updateServicePrice: { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number, active: boolean } };

export type UpdateServiceMutationVariables = Exact<{
  input: UpdateServiceInput;
}>;


export type UpdateServiceMutation = { updateService: { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number, active: boolean } };

export type CreateServiceMutationVariables = Exact<{
  input: CreateServiceInput;
}>;


export type CreateServiceMutation = { createService: { id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number, active: boolean } };

export type AdminPrivacy_RequestFragment = { id: string, email: string, kind: PrivacyRequestKind, details: string, channel: string, receivedAt: string, dueAt: string, status: PrivacyRequestStatus, completedAt: string | null, outcome: string | null };

export type AdminPrivacy_IncidentFragment = { id: string, occurredAt: string, discoveredAt: string, description: string, personalInformation: string, riskAssessment: string, seriousRisk: boolean, notifications: string, measures: string, recordedAt: string };

export type AdminPrivacyQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPrivacyQuery = { privacyRequests: Array<{ id: string, email: string, kind: PrivacyRequestKind, details: string, channel: string, receivedAt: string, dueAt: string, status: PrivacyRequestStatus, completedAt: string | null, outcome: string | null }>, privacyIncidents: Array<{ id: string, occurredAt: string, discoveredAt: string, description: string, personalInformation: string, riskAssessment: string, seriousRisk: boolean, notifications: string, measures: string, recordedAt: string }> };

export type AdminRecordPrivacyRequestMutationVariables = Exact<{
  input: RecordPrivacyRequestInput;
}>;


export type AdminRecordPrivacyRequestMutation = { recordPrivacyRequest: { id: string, email: string, kind: PrivacyRequestKind, details: string, channel: string, receivedAt: string, dueAt: string, status: PrivacyRequestStatus, completedAt: string | null, outcome: string | null } };

export type AdminCompletePrivacyRequestMutationVariables = Exact<{
  id: string;
  outcome: string;
  refuse: boolean;
}>;


export type AdminCompletePrivacyRequestMutation = { completePrivacyRequest: { id: string, email: string, kind: PrivacyRequestKind, details: string, channel: string, receivedAt: string, dueAt: string, status: PrivacyRequestStatus, completedAt: string | null, outcome: string | null } };

export type AdminCreatePrivacyExportLinkMutationVariables = Exact<{
  email: string;
}>;


export type AdminCreatePrivacyExportLinkMutation = { createPrivacyExportLink: { url: string, expiresAt: string } };

export type AdminRecordPrivacyIncidentMutationVariables = Exact<{
  input: RecordPrivacyIncidentInput;
}>;


export type AdminRecordPrivacyIncidentMutation = { recordPrivacyIncident: { id: string, occurredAt: string, discoveredAt: string, description: string, personalInformation: string, riskAssessment: string, seriousRisk: boolean, notifications: string, measures: string, recordedAt: string } };

export type EventEquipmentAvailabilityQueryVariables = Exact<{
  eventRequestId: string;
}>;


export type EventEquipmentAvailabilityQuery = { eventEquipmentAvailability: Array<{ code: string, label: string, available: number }> };

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

export type StaffSmsConsent_ConsentFragment = { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null };

export type MySmsConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type MySmsConsentQuery = { mySmsConsent: { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null } };

export type SetMySmsConsentMutationVariables = Exact<{
  input: SmsConsentInput;
}>;


export type SetMySmsConsentMutation = { setMySmsConsent: { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null } };

export type SmsMessagesQueryVariables = Exact<{
  take: number;
}>;


export type SmsMessagesQuery = { smsMessages: Array<{ id: string, to: string, body: string, segments: number, encoding: string, status: string, lastError: string | null, createdAt: string, sentAt: string | null }> };

export type SnowVisit_VisitFragment = { id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null };

export type SnowRoute_RouteFragment = { id: string, snowfallId: string, sector: string, employeeId: string | null, employeeLabel: string | null, done: number, impossible: number, remaining: number, late: number, lastPhotoVisitId: string | null, visits: Array<{ id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null }> };

export type SnowBoardQueryVariables = Exact<{
  snowfallId?: string | null | undefined;
}>;


export type SnowBoardQuery = { snowBoard: { snowfall: { id: string, date: string, cm: number, endedAt: string } | null, routes: Array<{ id: string, snowfallId: string, sector: string, employeeId: string | null, employeeLabel: string | null, done: number, impossible: number, remaining: number, late: number, lastPhotoVisitId: string | null, visits: Array<{ id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null }> }> }, snowfalls: Array<{ id: string, date: string, cm: number }>, snowEmployees: Array<{ id: string, label: string }> };

export type DeclareSnowfallMutationVariables = Exact<{
  input: DeclareSnowfallInput;
}>;


export type DeclareSnowfallMutation = { declareSnowfall: { created: boolean, visitsCreated: number, snowfall: { id: string, date: string, cm: number } } };

export type AssignSnowRouteMutationVariables = Exact<{
  input: AssignSnowRouteInput;
}>;


export type AssignSnowRouteMutation = { assignSnowRoute: { id: string, snowfallId: string, sector: string, employeeId: string | null, employeeLabel: string | null, done: number, impossible: number, remaining: number, late: number, lastPhotoVisitId: string | null, visits: Array<{ id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null }> } };

export type ReorderSnowRouteMutationVariables = Exact<{
  input: ReorderSnowRouteInput;
}>;


export type ReorderSnowRouteMutation = { reorderSnowRoute: { id: string, snowfallId: string, sector: string, employeeId: string | null, employeeLabel: string | null, done: number, impossible: number, remaining: number, late: number, lastPhotoVisitId: string | null, visits: Array<{ id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null }> } };

export type SnowContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type SnowContractsQuery = { snowContracts: Array<{ id: string, reference: string, email: string, customerName: string | null, address: string, seasonStart: string, seasonEnd: string, triggerCm: number, total: number, status: SnowContractStatus, refundCents: number | null, canceledAt: string | null }> };

export type SnowContractCancellationQueryVariables = Exact<{
  id: string;
}>;


export type SnowContractCancellationQuery = { snowContractCancellation: { contractId: string, refundCents: number, totalCents: number, rule: string } };

export type CancelSnowContractMutationVariables = Exact<{
  input: CancelSnowContractInput;
}>;


export type CancelSnowContractMutation = { cancelSnowContract: { id: string, status: SnowContractStatus, refundCents: number | null, canceledAt: string | null } };

export type MySnowRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySnowRoutesQuery = { mySnowRoutes: Array<{ id: string, snowfallId: string, sector: string, employeeId: string | null, employeeLabel: string | null, done: number, impossible: number, remaining: number, late: number, lastPhotoVisitId: string | null, visits: Array<{ id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null }> }> };

export type CompleteSnowVisitMutationVariables = Exact<{
  input: CompleteSnowVisitInput;
}>;


export type CompleteSnowVisitMutation = { completeSnowVisit: { id: string, position: number, address: string, note: string, customerName: string | null, phone: string | null, phoneDisplay: string | null, mapsUrl: string, urgent: boolean, abrasif: boolean, kind: string, status: SnowVisitStatus, reason: string | null, deadlineAt: string, late: boolean, completedAt: string | null, completedBy: string | null, hasPhoto: boolean, photoAt: string | null, photoUrl: string | null } };

export type SnowDispatchSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SnowDispatchSubscription = { snowDispatch: { snowfallId: string, routeId: string | null, visitId: string | null, status: SnowVisitStatus | null, at: string } };

export type SnowRenewalOfferReachQueryVariables = Exact<{ [key: string]: never; }>;


export type SnowRenewalOfferReachQuery = { snowRenewalOfferReach: { emails: number, customers: number } };

export type SendSnowRenewalOfferMutationVariables = Exact<{ [key: string]: never; }>;


export type SendSnowRenewalOfferMutation = { sendSnowRenewalOffer: number };

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

export type Timesheets_SheetFragment = { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> };

export type MyTimesheetScreenQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type MyTimesheetScreenQuery = { myKioskPinSet: boolean, payPeriods: Array<{ start: string, end: string }>, myTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> }, myEntryNotices: Array<{ open: boolean, entry: { id: string, clockIn: string, reviewReason: string | null } }> };

export type SubmitMyTimesheetMutationVariables = Exact<{
  input: SubmitTimesheetInput;
}>;


export type SubmitMyTimesheetMutation = { submitTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type SetMyKioskPinMutationVariables = Exact<{
  pin: string;
}>;


export type SetMyKioskPinMutation = { setMyKioskPin: boolean };

export type TimesheetApprovalsScreenQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type TimesheetApprovalsScreenQuery = { payPeriods: Array<{ start: string, end: string }>, timesheets: Array<{ userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> }>, heldPunches: Array<{ id: string, userId: string, name: string | null, email: string, action: PunchAction, effectiveAt: string, receivedAt: string, offline: boolean, note: string | null, periodStart: string }>, entryNotices: Array<{ open: boolean, name: string | null, email: string, entry: { id: string, clockIn: string, clockOut: string | null, reviewReason: string | null } }> };

export type ApproveTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type ApproveTimesheetMutation = { approveTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type RejectTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type RejectTimesheetMutation = { rejectTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type ReopenTimesheetMutationVariables = Exact<{
  input: TimesheetDecisionInput;
}>;


export type ReopenTimesheetMutation = { reopenTimesheet: { userId: string, name: string | null, email: string, status: TimesheetStatus, workedMinutes: number, regularMinutes: number, overtimeMinutes: number, holidayMinutes: number, mealBreakMinutes: number, holidayIndemnityMinutes: number, reviewCount: number, hasOpenEntry: boolean, frozen: boolean, comment: string | null, submittedAt: string | null, decidedAt: string | null, decidedByName: string | null, mealBreakEntryIds: Array<string>, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } | null, period: { start: string, end: string }, entries: Array<{ id: string, clockIn: string, clockOut: string | null, note: string | null, reviewReason: string | null }>, holidayWork: Array<{ date: string, name: string, minutes: number }>, holidays: Array<{ date: string, name: string }>, history: Array<{ id: string, action: TimesheetAction, changedByName: string | null, changedAt: string, comment: string | null }> } };

export type TimesheetPayrollExportQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type TimesheetPayrollExportQuery = { payrollExport: { period: { start: string, end: string }, lines: Array<{ userId: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string | null, email: string, periodStart: string, regularMinutes: number, overtimeMinutes: number, holidayIndemnityMinutes: number, holidayMinutes: number, mealBreakMinutes: number, pay: { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean } }>, notApproved: Array<{ userId: string, name: string | null, displayName: string | null, email: string, status: TimesheetStatus }> } };

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


export type KioskScreenQuery = { kioskSession: { kioskName: string, serverTime: string, staff: Array<{ id: string, name: string, firstName: string, onShift: boolean }> } };

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

export type TimesheetPay_PayFragment = { hourlyRateCents: number | null, regularPayCents: number, overtimePayCents: number, holidayPayCents: number, vacationRateBp: number, vacationAccruedCents: number, vacationPaidCents: number, grossCents: number, vacationBalanceCents: number, unratedMinutes: number, frozen: boolean };

export type UsersPanel_UserFragment = { id: string, email: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean, role: Role, createdAt: string, disabledAt: string | null };

export type AdminUsersQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  role?: Role | null | undefined;
}>;


export type AdminUsersQuery = { usersConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, email: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean, role: Role, createdAt: string, disabledAt: string | null } }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean, role: Role, createdAt: string, disabledAt: string | null } };

export type UpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { id: string, email: string, name: string | null, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean, role: Role, createdAt: string, disabledAt: string | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: string };

export type StaffAccount_UserFragment = { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean };

export type StaffAccountQueryVariables = Exact<{
  userId: string;
}>;


export type StaffAccountQuery = { payRates: Array<{ id: string, effectiveFrom: string, rateCents: number }> };

export type UpdateUserProfileMutationVariables = Exact<{
  input: UpdateUserProfileInput;
}>;


export type UpdateUserProfileMutation = { updateUserProfile: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type SetPayRateMutationVariables = Exact<{
  input: SetPayRateInput;
}>;


export type SetPayRateMutation = { setPayRate: { id: string, effectiveFrom: string, rateCents: number } };

export type SendPasswordResetLinkMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type SendPasswordResetLinkMutation = { sendPasswordResetLink: boolean };

export type ForcePasswordChangeMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type ForcePasswordChangeMutation = { forcePasswordChange: { id: string, email: string, firstName: string | null, lastName: string | null, displayName: string, hireDate: string | null, mustChangePassword: boolean } };

export type EndUserSessionsMutationVariables = Exact<{
  input: StaffAccountInput;
}>;


export type EndUserSessionsMutation = { endUserSessions: { id: string } };

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
export const AdminEvent_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEvent_FieldsFragment, unknown>;
export const InboxPage_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledById"}}]}}]} as unknown as DocumentNode<InboxPage_ItemFragment, unknown>;
export const InventoryPanel_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryPanel_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundBefore"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundAfter"}}]}}]} as unknown as DocumentNode<InventoryPanel_ItemFragment, unknown>;
export const InvoicesPage_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicesPage_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<InvoicesPage_InvoiceFragment, unknown>;
export const LoadMore_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<LoadMore_PageInfoFragment, unknown>;
export const AdminPickup_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<AdminPickup_RequestFragment, unknown>;
export const ServicesPanel_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ServicesPanel_ServiceFragment, unknown>;
export const AdminPrivacy_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]} as unknown as DocumentNode<AdminPrivacy_RequestFragment, unknown>;
export const AdminPrivacy_IncidentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_incident"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"discoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"personalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"riskAssessment"}},{"kind":"Field","name":{"kind":"Name","value":"seriousRisk"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"}},{"kind":"Field","name":{"kind":"Name","value":"measures"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]} as unknown as DocumentNode<AdminPrivacy_IncidentFragment, unknown>;
export const AdminQuoteRevision_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminQuoteRevision_FieldsFragment, unknown>;
export const StaffSmsConsent_ConsentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSmsConsent_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"optedIn"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wording"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnVia"}}]}}]} as unknown as DocumentNode<StaffSmsConsent_ConsentFragment, unknown>;
export const SnowVisit_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<SnowVisit_VisitFragment, unknown>;
export const SnowRoute_RouteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowRoute_route"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowRouteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lastPhotoVisitId"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<SnowRoute_RouteFragment, unknown>;
export const TimeclockEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<TimeclockEntry_EntryFragment, unknown>;
export const TimesheetPay_PayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}}]} as unknown as DocumentNode<TimesheetPay_PayFragment, unknown>;
export const Timesheets_SheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}}]} as unknown as DocumentNode<Timesheets_SheetFragment, unknown>;
export const UsersPanel_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UsersPanel_UserFragment, unknown>;
export const StaffAccount_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccount_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]} as unknown as DocumentNode<StaffAccount_UserFragment, unknown>;
export const WebhooksPage_EndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksPage_EndpointFragment, unknown>;
export const WebhooksPage_DeliveryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<WebhooksPage_DeliveryFragment, unknown>;
export const ConfirmUnverifiedRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmUnverifiedRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnverifiedKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmUnverifiedRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ConfirmUnverifiedRequestMutation, ConfirmUnverifiedRequestMutationVariables>;
export const DeleteUnverifiedRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUnverifiedRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnverifiedKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUnverifiedRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUnverifiedRequestMutation, DeleteUnverifiedRequestMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inSnowSeason"}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const AdminClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_client"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<AdminClientsQuery, AdminClientsQueryVariables>;
export const AdminClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsPage_client"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snowOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsPage_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"pickupRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRequestCount"}},{"kind":"Field","name":{"kind":"Name","value":"snowOrderCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<AdminClientQuery, AdminClientQueryVariables>;
export const DashboardMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardMetricsQuery, DashboardMetricsQueryVariables>;
export const DashboardAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"bounceRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<DashboardAnalyticsQuery, DashboardAnalyticsQueryVariables>;
export const DashboardOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardOrdersQuery, DashboardOrdersQueryVariables>;
export const DashboardRevenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardRevenue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenueByMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"signedCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectedCents"}}]}}]}}]} as unknown as DocumentNode<DashboardRevenueQuery, DashboardRevenueQueryVariables>;
export const AdminEventRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequestSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEvent_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEventRequestsQuery, AdminEventRequestsQueryVariables>;
export const AdminEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEvent_fields"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"superficie"}},{"kind":"Field","name":{"kind":"Name","value":"zones"}},{"kind":"Field","name":{"kind":"Name","value":"commentaires"}},{"kind":"Field","name":{"kind":"Name","value":"staffCount"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"askedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soldOutMaterials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"askedQuantity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEvent_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"neq"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"dateStart"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnd"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEventRequestQuery, AdminEventRequestQueryVariables>;
export const AdminUpdateEventStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateEventStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEventStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateEventStatusMutation, AdminUpdateEventStatusMutationVariables>;
export const AdminResendEventQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendEventQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEventQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminResendEventQuoteMutation, AdminResendEventQuoteMutationVariables>;
export const AdminCreateEventQuotePdfLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEventQuotePdfLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEventQuotePdfLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInSeconds"},"value":{"kind":"IntValue","value":"300"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminCreateEventQuotePdfLinkMutation, AdminCreateEventQuotePdfLinkMutationVariables>;
export const AdminInboxItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInboxItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"section"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InboxSection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}},{"kind":"Argument","name":{"kind":"Name","value":"section"},"value":{"kind":"Variable","name":{"kind":"Name","value":"section"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxPage_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inboxAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledById"}}]}}]} as unknown as DocumentNode<AdminInboxItemsQuery, AdminInboxItemsQueryVariables>;
export const AdminInboxCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode<AdminInboxCountsQuery, AdminInboxCountsQueryVariables>;
export const AdminInboxChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminInboxChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminInboxChangedSubscription, AdminInboxChangedSubscriptionVariables>;
export const AdminHandleInboxItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminHandleInboxItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handleInboxItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxPage_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledById"}}]}}]} as unknown as DocumentNode<AdminHandleInboxItemMutation, AdminHandleInboxItemMutationVariables>;
export const AdminReopenInboxItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReopenInboxItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenInboxItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxPage_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledById"}}]}}]} as unknown as DocumentNode<AdminReopenInboxItemMutation, AdminReopenInboxItemMutationVariables>;
export const AdminAssignInboxItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAssignInboxItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignInboxItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxPage_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignedToId"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledById"}}]}}]} as unknown as DocumentNode<AdminAssignInboxItemMutation, AdminAssignInboxItemMutationVariables>;
export const AdminMyInboxPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMyInboxPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInboxPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"allowedKinds"}}]}}]}}]} as unknown as DocumentNode<AdminMyInboxPreferencesQuery, AdminMyInboxPreferencesQueryVariables>;
export const AdminUpdateMyInboxPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMyInboxPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InboxPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyInboxPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"allowedKinds"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateMyInboxPreferencesMutation, AdminUpdateMyInboxPreferencesMutationVariables>;
export const EquipmentInventoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EquipmentInventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentInventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryPanel_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryPanel_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundBefore"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundAfter"}}]}}]} as unknown as DocumentNode<EquipmentInventoryQuery, EquipmentInventoryQueryVariables>;
export const UpdateEquipmentStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEquipmentStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEquipmentStockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEquipmentStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryPanel_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryPanel_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EquipmentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundBefore"}},{"kind":"Field","name":{"kind":"Name","value":"turnaroundAfter"}}]}}]} as unknown as DocumentNode<UpdateEquipmentStockMutation, UpdateEquipmentStockMutationVariables>;
export const CreateEquipmentBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEquipmentBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEquipmentBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEquipmentBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEquipmentBlockMutation, CreateEquipmentBlockMutationVariables>;
export const ReleaseEquipmentBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseEquipmentBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseEquipmentBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReleaseEquipmentBlockMutation, ReleaseEquipmentBlockMutationVariables>;
export const EquipmentCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EquipmentCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"itemLabel"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"dayFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dayTo"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"eventEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<EquipmentCalendarQuery, EquipmentCalendarQueryVariables>;
export const RunSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"load"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunSheetQuery, RunSheetQueryVariables>;
export const RunSheetPdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunSheetPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runSheetPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}]}]}}]} as unknown as DocumentNode<RunSheetPdfQuery, RunSheetPdfQueryVariables>;
export const AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoicesPage_invoice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicesPage_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<AdminInvoicesQuery, AdminInvoicesQueryVariables>;
export const AdminInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoicesPage_invoice"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicesPage_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<AdminInvoiceQuery, AdminInvoiceQueryVariables>;
export const AdminRecordInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordInvoicePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminRecordInvoicePaymentMutation, AdminRecordInvoicePaymentMutationVariables>;
export const AdminVoidInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminVoidInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidInvoicePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminVoidInvoicePaymentMutation, AdminVoidInvoicePaymentMutationVariables>;
export const AdminIssueCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminIssueCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueCreditNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<AdminIssueCreditNoteMutation, AdminIssueCreditNoteMutationVariables>;
export const AdminRefundInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInvoicePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<AdminRefundInvoicePaymentMutation, AdminRefundInvoicePaymentMutationVariables>;
export const AdminCreateInvoiceCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateInvoiceCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoiceCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<AdminCreateInvoiceCheckoutMutation, AdminCreateInvoiceCheckoutMutationVariables>;
export const AdminTaxReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTaxReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"salesCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCollectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCollectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"salesCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCollectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCollectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTaxReportQuery, AdminTaxReportQueryVariables>;
export const AdminReceivablesAgingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReceivablesAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivablesAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"over90"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReceivablesAgingQuery, AdminReceivablesAgingQueryVariables>;
export const AdminAccountingExportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountingExportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingExportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<AdminAccountingExportFileQuery, AdminAccountingExportFileQueryVariables>;
export const AdminLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<AdminLogsQuery, AdminLogsQueryVariables>;
export const AdminPickupRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<AdminPickupRequestsQuery, AdminPickupRequestsQueryVariables>;
export const AdminPickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<AdminPickupRequestQuery, AdminPickupRequestQueryVariables>;
export const EstimatePickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EstimatePickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstimatePickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatePickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<EstimatePickupMutation, EstimatePickupMutationVariables>;
export const SchedulePickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SchedulePickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchedulePickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<SchedulePickupMutation, SchedulePickupMutationVariables>;
export const UpdatePickupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePickupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePickupStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePickupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPickup_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPickup_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickupRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"estimateCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledSlot"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unverified"}}]}}]} as unknown as DocumentNode<UpdatePickupStatusMutation, UpdatePickupStatusMutationVariables>;
export const AdminPickupTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pickupRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pickupRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pickupRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminPickupTimelineQuery, AdminPickupTimelineQueryVariables>;
export const AdminPickupPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPickupPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPickupPhotosQuery, AdminPickupPhotosQueryVariables>;
export const AdminServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminServicesQuery, AdminServicesQueryVariables>;
export const UpdateServicePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateServicePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServicePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServicePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateServicePriceMutation, UpdateServicePriceMutationVariables>;
export const UpdateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateServiceMutation, UpdateServiceMutationVariables>;
export const CreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesPanel_service"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesPanel_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const AdminPrivacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrivacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPrivacy_request"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacyIncidents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPrivacy_incident"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_incident"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"discoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"personalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"riskAssessment"}},{"kind":"Field","name":{"kind":"Name","value":"seriousRisk"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"}},{"kind":"Field","name":{"kind":"Name","value":"measures"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]} as unknown as DocumentNode<AdminPrivacyQuery, AdminPrivacyQueryVariables>;
export const AdminRecordPrivacyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordPrivacyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPrivacyRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPrivacyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPrivacy_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]} as unknown as DocumentNode<AdminRecordPrivacyRequestMutation, AdminRecordPrivacyRequestMutationVariables>;
export const AdminCompletePrivacyRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCompletePrivacyRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refuse"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePrivacyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"refuse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refuse"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPrivacy_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]} as unknown as DocumentNode<AdminCompletePrivacyRequestMutation, AdminCompletePrivacyRequestMutationVariables>;
export const AdminCreatePrivacyExportLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePrivacyExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPrivacyExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminCreatePrivacyExportLinkMutation, AdminCreatePrivacyExportLinkMutationVariables>;
export const AdminRecordPrivacyIncidentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordPrivacyIncident"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPrivacyIncidentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPrivacyIncident"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPrivacy_incident"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPrivacy_incident"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyIncident"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"discoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"personalInformation"}},{"kind":"Field","name":{"kind":"Name","value":"riskAssessment"}},{"kind":"Field","name":{"kind":"Name","value":"seriousRisk"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"}},{"kind":"Field","name":{"kind":"Name","value":"measures"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}}]} as unknown as DocumentNode<AdminRecordPrivacyIncidentMutation, AdminRecordPrivacyIncidentMutationVariables>;
export const EventEquipmentAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventEquipmentAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventEquipmentAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<EventEquipmentAvailabilityQuery, EventEquipmentAvailabilityQueryVariables>;
export const AdminEventQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventQuoteRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRequestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminEventQuoteQuery, AdminEventQuoteQueryVariables>;
export const AdminSaveQuoteRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveQuoteRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuoteRevisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuoteRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminSaveQuoteRevisionMutation, AdminSaveQuoteRevisionMutationVariables>;
export const AdminSendQuoteRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendQuoteRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuoteRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminQuoteRevision_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminQuoteRevision_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"gstCents"}},{"kind":"Field","name":{"kind":"Name","value":"qstCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"contentHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedUserAgent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedContentHash"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<AdminSendQuoteRevisionMutation, AdminSendQuoteRevisionMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"}}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const MySmsConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySmsConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySmsConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSmsConsent_consent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSmsConsent_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"optedIn"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wording"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnVia"}}]}}]} as unknown as DocumentNode<MySmsConsentQuery, MySmsConsentQueryVariables>;
export const SetMySmsConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMySmsConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMySmsConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSmsConsent_consent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSmsConsent_consent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"optedIn"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wording"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnVia"}}]}}]} as unknown as DocumentNode<SetMySmsConsentMutation, SetMySmsConsentMutationVariables>;
export const SmsMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<SmsMessagesQuery, SmsMessagesQueryVariables>;
export const SnowBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"snowfallId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"snowfallId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"snowfallId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowfall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"cm"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowRoute_route"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"snowfalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"cm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snowEmployees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowRoute_route"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowRouteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lastPhotoVisitId"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}}]} as unknown as DocumentNode<SnowBoardQuery, SnowBoardQueryVariables>;
export const DeclareSnowfallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareSnowfall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclareSnowfallInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareSnowfall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"visitsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"snowfall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"cm"}}]}}]}}]}}]} as unknown as DocumentNode<DeclareSnowfallMutation, DeclareSnowfallMutationVariables>;
export const AssignSnowRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignSnowRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignSnowRouteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignSnowRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowRoute_route"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowRoute_route"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowRouteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lastPhotoVisitId"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}}]} as unknown as DocumentNode<AssignSnowRouteMutation, AssignSnowRouteMutationVariables>;
export const ReorderSnowRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderSnowRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderSnowRouteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderSnowRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowRoute_route"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowRoute_route"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowRouteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lastPhotoVisitId"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}}]} as unknown as DocumentNode<ReorderSnowRouteMutation, ReorderSnowRouteMutationVariables>;
export const SnowContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowContracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"seasonStart"}},{"kind":"Field","name":{"kind":"Name","value":"seasonEnd"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCm"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}}]}}]}}]} as unknown as DocumentNode<SnowContractsQuery, SnowContractsQueryVariables>;
export const SnowContractCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowContractCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowContractCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]} as unknown as DocumentNode<SnowContractCancellationQuery, SnowContractCancellationQueryVariables>;
export const CancelSnowContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSnowContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelSnowContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSnowContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}}]}}]}}]} as unknown as DocumentNode<CancelSnowContractMutation, CancelSnowContractMutationVariables>;
export const MySnowRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySnowRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySnowRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowRoute_route"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowRoute_route"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowRouteView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"impossible"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lastPhotoVisitId"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}}]} as unknown as DocumentNode<MySnowRoutesQuery, MySnowRoutesQueryVariables>;
export const CompleteSnowVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSnowVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSnowVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSnowVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SnowVisit_visit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SnowVisit_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SnowVisitView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"photoAt"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]} as unknown as DocumentNode<CompleteSnowVisitMutation, CompleteSnowVisitMutationVariables>;
export const SnowDispatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SnowDispatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowDispatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowfallId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<SnowDispatchSubscription, SnowDispatchSubscriptionVariables>;
export const SnowRenewalOfferReachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowRenewalOfferReach"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowRenewalOfferReach"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}}]}}]}}]} as unknown as DocumentNode<SnowRenewalOfferReachQuery, SnowRenewalOfferReachQueryVariables>;
export const SendSnowRenewalOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSnowRenewalOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSnowRenewalOffer"}}]}}]} as unknown as DocumentNode<SendSnowRenewalOfferMutation, SendSnowRenewalOfferMutationVariables>;
export const MyPunchScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPunchScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimeClockStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<MyPunchScreenQuery, MyPunchScreenQueryVariables>;
export const PunchTimeClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PunchTimeClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchAlreadyOpenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"openEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoOpenShiftError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchOutOfOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PunchPeriodLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<PunchTimeClockMutation, PunchTimeClockMutationVariables>;
export const AdminHoursSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHoursSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRolesFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffHoursSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCount"}},{"kind":"Field","name":{"kind":"Name","value":"openClockIn"}}]}}]}}]} as unknown as DocumentNode<AdminHoursSummaryQuery, AdminHoursSummaryQueryVariables>;
export const AdminStaffTimeSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffTimeSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTimeSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"tz"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalMs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeEntryChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"oldValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"splitInto"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminStaffTimeSheetQuery, AdminStaffTimeSheetQueryVariables>;
export const AdminCreateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminCreateTimeEntryMutation, AdminCreateTimeEntryMutationVariables>;
export const AdminUpdateTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminUpdateTimeEntryMutation, AdminUpdateTimeEntryMutationVariables>;
export const AdminSplitTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSplitTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splitTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeclockEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeclockEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<AdminSplitTimeEntryMutation, AdminSplitTimeEntryMutationVariables>;
export const AdminDeleteTimeEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteTimeEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteTimeEntryMutation, AdminDeleteTimeEntryMutationVariables>;
export const MyTimesheetScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTimesheetScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEntryNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myKioskPinSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<MyTimesheetScreenQuery, MyTimesheetScreenQueryVariables>;
export const SubmitMyTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMyTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitTimesheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<SubmitMyTimesheetMutation, SubmitMyTimesheetMutationVariables>;
export const SetMyKioskPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyKioskPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyKioskPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}]}]}}]} as unknown as DocumentNode<SetMyKioskPinMutation, SetMyKioskPinMutationVariables>;
export const TimesheetApprovalsScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimesheetApprovalsScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldPunches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<TimesheetApprovalsScreenQuery, TimesheetApprovalsScreenQueryVariables>;
export const ApproveTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ApproveTimesheetMutation, ApproveTimesheetMutationVariables>;
export const RejectTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<RejectTimesheetMutation, RejectTimesheetMutationVariables>;
export const ReopenTimesheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenTimesheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenTimesheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Timesheets_sheet"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Timesheets_sheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Timesheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasOpenEntry"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakEntryIds"}},{"kind":"Field","name":{"kind":"Name","value":"holidayWork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ReopenTimesheetMutation, ReopenTimesheetMutationVariables>;
export const TimesheetPayrollExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimesheetPayrollExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payrollExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"regularMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayIndemnityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"holidayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mealBreakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimesheetPay_pay"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notApproved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimesheetPay_pay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"regularPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"overtimePayCents"}},{"kind":"Field","name":{"kind":"Name","value":"holidayPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"vacationAccruedCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"vacationBalanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unratedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}}]}}]} as unknown as DocumentNode<TimesheetPayrollExportQuery, TimesheetPayrollExportQueryVariables>;
export const AdminKiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminKiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AdminKiosksQuery, AdminKiosksQueryVariables>;
export const RegisterKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterKioskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterKioskMutation, RegisterKioskMutationVariables>;
export const RevokeKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeKioskMutation, RevokeKioskMutationVariables>;
export const KioskScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"onShift"}}]}}]}}]}}]} as unknown as DocumentNode<KioskScreenQuery, KioskScreenQueryVariables>;
export const KioskPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskPunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskPunch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<KioskPunchMutation, KioskPunchMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"OLDEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const StaffAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}}]}}]}}]} as unknown as DocumentNode<StaffAccountQuery, StaffAccountQueryVariables>;
export const UpdateUserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccount_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccount_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>;
export const SetPayRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPayRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPayRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}}]}}]}}]} as unknown as DocumentNode<SetPayRateMutation, SetPayRateMutationVariables>;
export const SendPasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendPasswordResetLinkMutation, SendPasswordResetLinkMutationVariables>;
export const ForcePasswordChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForcePasswordChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forcePasswordChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffAccount_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffAccount_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]} as unknown as DocumentNode<ForcePasswordChangeMutation, ForcePasswordChangeMutationVariables>;
export const EndUserSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndUserSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endUserSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EndUserSessionsMutation, EndUserSessionsMutationVariables>;
export const AdminWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointsQuery, AdminWebhookEndpointsQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"NEWEST_FIRST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadMore_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_delivery"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadMore_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AdminCreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateWebhookEndpointMutation, AdminCreateWebhookEndpointMutationVariables>;
export const AdminEnableWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEnableWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminEnableWebhookEndpointMutation, AdminEnableWebhookEndpointMutationVariables>;
export const AdminDeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteWebhookEndpointMutation, AdminDeleteWebhookEndpointMutationVariables>;
export const AdminResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksPage_delivery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksPage_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}}]}}]}}]} as unknown as DocumentNode<AdminResendWebhookDeliveryMutation, AdminResendWebhookDeliveryMutationVariables>;