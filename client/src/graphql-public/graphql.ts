/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Client: accepts the latest quote revision (electronic signature). */
export type AcceptQuoteInput = {
  /** The full name the client typed. */
  fullName: string;
  /** The revision shown to the client. */
  revisionId: string;
  /** The general conditions checkbox. */
  termsAccepted: boolean;
  /** The version of the general conditions the client saw. */
  termsVersion: string;
};

/** Proof that the site's own form sent the request: the ALTCHA payload (proof of work on a `botChallenge`, single-use) and the honeypot field. Without it (documented /api paths, old clients) the request is stored unverified: no e-mail to the address it names until staff confirm it. */
export type BotCheckInput = {
  /** The ALTCHA widget payload (base64 JSON). */
  solution?: string | null | undefined;
  /** Honeypot: a field people do not see; must stay empty. */
  trap?: string | null | undefined;
};

/** Cancel a contract; the refund shown before confirming is sent back and must still hold. */
export type CancelSnowContractInput = {
  /** The contract to cancel. */
  contractId: string;
  /** The refund the preview showed, cents. */
  expectedRefundCents: number;
};

/** What opening a client sign-in link did. */
export type ClientLinkStatus =
  /** The link is older than 30 minutes. */
  | 'EXPIRED'
  /** No such link (mistyped or forged). */
  | 'INVALID'
  /** The session started (cookie set). */
  | 'OK'
  /** The link was already used. */
  | 'USED';

/** Client: a message to staff about a request (change to a quote, another pickup slot). */
export type ClientMessageInput = {
  /** The message. */
  message: string;
  /** The request (event or pickup, per the operation). */
  requestId: string;
};

/** A Law 25 request made from the client portal. */
export type ClientPrivacyRequestInput = {
  /** Details (for rectification: what to correct). */
  details?: string;
  /** Access, rectification or deletion. */
  kind: PrivacyRequestKind;
};

/** Client: contact details for future requests (past documents never change). */
export type ClientProfileInput = {
  /** Address ("" when none). */
  address: string;
  /** Full name. */
  fullName: string;
  /** Phone ("" when none). */
  phone: string;
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

/** What the /deneigement form sends. No amount: the server prices the order from the current price list. */
export type CreateSnowCheckoutInput = {
  /** Abrasive application. */
  abrasif?: boolean;
  /** Full address; must be in Trois-Rivières. */
  address: string;
  /** The customer’s name (greets them in the contract and e-mails; shown to the driver). The form requires it. */
  customerName?: string | null | undefined;
  /** Customer e-mail address (receipt). */
  email: string;
  /** Express consent (CASL) to marketing e-mails: the unchecked box with the text CASL_CONSENT_TEXT (shared/privacy.messages.fr.ts), recorded with its time and wording. */
  marketingConsent?: boolean;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
  /** Optional note for the driver (gate code, where to put the snow). */
  note?: string;
  /** The customer’s mobile phone (stored E.164; the driver calls it). The form requires it. */
  phone?: string | null | undefined;
  /** True: the customer ticked the SMS consent (never pre-ticked) at `phone`, which must then be a mobile; the wording and date are recorded (CASL). Absent or false: no SMS. */
  smsOptIn?: boolean | null | undefined;
  /** Urgent intervention (within 2 hours). */
  urgent?: boolean;
};

/** Client: declines a quote revision. */
export type DeclineQuoteInput = {
  /** Optional reason. */
  reason?: string | null | undefined;
  /** The revision. */
  revisionId: string;
};

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

/** Chosen services (public-site.md §3 `services`); absent means not chosen. */
export type EventServicesInput = {
  /** Delivery and pickup wanted. */
  livraison?: boolean;
  /** Cleaning wanted. */
  nettoyage?: boolean;
  /** On-site staff wanted. */
  staff?: boolean;
};

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

/** Base price or extra. */
export type ServiceCategory =
  /** A main service price. */
  | 'BASE'
  /** An option or extra. */
  | 'EXTRA';

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

export type PriceListQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number }> };

export type ClientInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientInvoicesQuery = { clientInvoices: { edges: Array<{ node: { id: string, number: string, kind: InvoiceKind, status: InvoiceStatus, issuedAt: string, dueDate: string, totalCents: number, balanceCents: number, terms: string } }> } };

export type PayClientInvoiceMutationVariables = Exact<{
  number: string;
}>;


export type PayClientInvoiceMutation = { payClientInvoice: { url: string, amountCents: number } };

export type RequestClientAccessLinkMutationVariables = Exact<{
  email: string;
}>;


export type RequestClientAccessLinkMutation = { requestClientAccessLink: boolean };

export type OpenClientAccessLinkMutationVariables = Exact<{
  token: string;
}>;


export type OpenClientAccessLinkMutation = { openClientAccessLink: { status: ClientLinkStatus, email: string | null } };

export type ClientSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientSignOutMutation = { clientSignOut: boolean };

export type ClientSignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type ClientSignOutEverywhereMutation = { clientSignOutEverywhere: boolean };

export type ClientProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientProfileQuery = { clientProfile: { email: string, fullName: string, phone: string, address: string } };

export type UpdateClientProfileMutationVariables = Exact<{
  input: ClientProfileInput;
}>;


export type UpdateClientProfileMutation = { updateClientProfile: { email: string, fullName: string, phone: string, address: string } };

export type PortalRevisionFragment = { id: string, eventRequestId: string, number: number, status: QuoteRevisionStatus, statusLabel: string, discountLabel: string, discountCents: number, discountFormatted: string, subtotalFormatted: string, gstFormatted: string, qstFormatted: string, totalFormatted: string, note: string, validUntil: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, description: string, quantity: number, days: number, unitPriceFormatted: string, amountFormatted: string }> };

export type ClientRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRequestsQuery = { clientRequests: Array<{ kind: string, id: string, reference: string, title: string, statusLabel: string, createdAt: string, nextAction: string, timeline: Array<{ at: string, kind: string, label: string, actor: string, actorName: string | null, message: string | null }>, quote: { id: string, number: number, status: QuoteRevisionStatus, statusLabel: string, totalFormatted: string, validUntil: string } | null, pickup: { estimateFormatted: string | null, scheduledDate: string | null, scheduledSlot: string | null, awaitingAnswer: boolean } | null }> };

export type ClientQuoteQueryVariables = Exact<{
  eventRequestId: string;
}>;


export type ClientQuoteQuery = { clientQuoteRevisions: Array<{ id: string, eventRequestId: string, number: number, status: QuoteRevisionStatus, statusLabel: string, discountLabel: string, discountCents: number, discountFormatted: string, subtotalFormatted: string, gstFormatted: string, qstFormatted: string, totalFormatted: string, note: string, validUntil: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, description: string, quantity: number, days: number, unitPriceFormatted: string, amountFormatted: string }> }>, clientRequests: Array<{ kind: string, id: string, reference: string, title: string, timeline: Array<{ at: string, kind: string, label: string, actor: string, actorName: string | null, message: string | null }> }> };

export type ClientDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientDocumentsQuery = { clientDocuments: Array<{ title: string, reference: string, path: string, date: string }> };

export type AcceptQuoteMutationVariables = Exact<{
  input: AcceptQuoteInput;
}>;


export type AcceptQuoteMutation = { acceptQuote: { id: string, eventRequestId: string, number: number, status: QuoteRevisionStatus, statusLabel: string, discountLabel: string, discountCents: number, discountFormatted: string, subtotalFormatted: string, gstFormatted: string, qstFormatted: string, totalFormatted: string, note: string, validUntil: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, description: string, quantity: number, days: number, unitPriceFormatted: string, amountFormatted: string }> } };

export type DeclineQuoteMutationVariables = Exact<{
  input: DeclineQuoteInput;
}>;


export type DeclineQuoteMutation = { declineQuote: { id: string, eventRequestId: string, number: number, status: QuoteRevisionStatus, statusLabel: string, discountLabel: string, discountCents: number, discountFormatted: string, subtotalFormatted: string, gstFormatted: string, qstFormatted: string, totalFormatted: string, note: string, validUntil: string, sentAt: string | null, answeredAt: string | null, acceptedName: string | null, termsVersion: string | null, declineReason: string | null, isLatest: boolean, pdfPath: string, lines: Array<{ kind: string, description: string, quantity: number, days: number, unitPriceFormatted: string, amountFormatted: string }> } };

export type RequestQuoteChangeMutationVariables = Exact<{
  input: ClientMessageInput;
}>;


export type RequestQuoteChangeMutation = { requestQuoteChange: boolean };

export type AcceptPickupProposalMutationVariables = Exact<{
  pickupRequestId: string;
}>;


export type AcceptPickupProposalMutation = { acceptPickupProposal: boolean };

export type RequestPickupSlotChangeMutationVariables = Exact<{
  input: ClientMessageInput;
}>;


export type RequestPickupSlotChangeMutation = { requestPickupSlotChange: boolean };

export type ClientPersonalDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientPersonalDataQuery = { clientPersonalData: string };

export type ClientPersonalDataPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientPersonalDataPageQuery = { clientPersonalDataPage: string };

export type RequestClientPrivacyChangeMutationVariables = Exact<{
  input: ClientPrivacyRequestInput;
}>;


export type RequestClientPrivacyChangeMutation = { requestClientPrivacyChange: { id: string, kind: PrivacyRequestKind, dueAt: string } };

export type PortalSmsConsent_ConsentFragment = { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null };

export type ClientSmsConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSmsConsentQuery = { clientSmsConsent: { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null } };

export type SetClientSmsConsentMutationVariables = Exact<{
  input: SmsConsentInput;
}>;


export type SetClientSmsConsentMutation = { setClientSmsConsent: { phone: string | null, optedIn: boolean, consentedAt: string | null, wording: string, withdrawnAt: string | null, withdrawnVia: string | null } };

export type ClientSnowContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSnowContractsQuery = { clientSnowContracts: Array<{ id: string, reference: string, address: string, seasonStart: string, seasonEnd: string, total: number, status: string, refundCents: number | null, pdfPath: string, visits: Array<{ id: string, snowfallDate: string, status: SnowVisitStatus, reason: string | null, completedAt: string | null, photoPath: string | null }> }> };

export type ClientSnowContractCancellationQueryVariables = Exact<{
  id: string;
}>;


export type ClientSnowContractCancellationQuery = { clientSnowContractCancellation: { contractId: string, refundCents: number, totalCents: number, rule: string } };

export type CancelClientSnowContractMutationVariables = Exact<{
  input: CancelSnowContractInput;
}>;


export type CancelClientSnowContractMutation = { cancelClientSnowContract: { id: string, status: SnowContractStatus, refundCents: number | null } };

export type ClientSnowRenewalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSnowRenewalsQuery = { clientSnowRenewals: Array<{ contractId: string, address: string, seasonStart: string, seasonEnd: string, subtotal: number, gst: number, qst: number, total: number }> };

export type RenewClientSnowContractMutationVariables = Exact<{
  id: string;
}>;


export type RenewClientSnowContractMutation = { renewClientSnowContract: { url: string } };

export type SnowOrderConfirmationQueryVariables = Exact<{
  sessionId: string;
}>;


export type SnowOrderConfirmationQuery = { snowOrderConfirmation: { mode: string, abrasif: boolean, urgent: boolean, address: string, email: string, subtotal: number, gst: number, qst: number, total: number, confirmationCode: string, status: SnowOrderStatus } | null };

export type EquipmentAvailabilityQueryVariables = Exact<{
  start: unknown;
  end: unknown;
}>;


export type EquipmentAvailabilityQuery = { equipmentAvailability: Array<{ code: string, stock: number, available: number }> };

export type EventCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type EventCatalogueQuery = { eventCatalogue: Array<{ id: string, name: string, label: string, unit: PriceUnit, price: number }> };

export type SubmitEventRequestMutationVariables = Exact<{
  input: SubmitEventRequestInput;
}>;


export type SubmitEventRequestMutation = { submitEventRequest: { id: string, reference: string, days: number, subtotal: number, gst: number, qst: number, total: number } };

export type InvoiceDemoCheckoutQueryVariables = Exact<{
  token: string;
}>;


export type InvoiceDemoCheckoutQuery = { invoiceDemoCheckout: { number: string, amountCents: number, completed: boolean } | null };

export type CompleteInvoiceDemoPaymentMutationVariables = Exact<{
  token: string;
}>;


export type CompleteInvoiceDemoPaymentMutation = { completeInvoiceDemoPayment: { number: string, amountCents: number, completed: boolean } };

export type CreatePickupRequestMutationVariables = Exact<{
  input: CreatePickupRequestInput;
}>;


export type CreatePickupRequestMutation = { createPickupRequest: { id: string, createdAt: string, photoUploadUrl: string | null } };

export type CreateSnowCheckoutMutationVariables = Exact<{
  input: CreateSnowCheckoutInput;
}>;


export type CreateSnowCheckoutMutation = { createSnowCheckout: { url: string } };

export type CompleteDemoPaymentMutationVariables = Exact<{
  token: string;
}>;


export type CompleteDemoPaymentMutation = { completeDemoPayment: { confirmationCode: string, status: SnowOrderStatus } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PortalRevisionFragmentDoc = new TypedDocumentString(`
    fragment PortalRevision on QuoteRevision {
  id
  eventRequestId
  number
  status
  statusLabel
  lines {
    kind
    description
    quantity
    days
    unitPriceFormatted
    amountFormatted
  }
  discountLabel
  discountCents
  discountFormatted
  subtotalFormatted
  gstFormatted
  qstFormatted
  totalFormatted
  note
  validUntil
  sentAt
  answeredAt
  acceptedName
  termsVersion
  declineReason
  isLatest
  pdfPath
}
    `, {"fragmentName":"PortalRevision"}) as unknown as TypedDocumentString<PortalRevisionFragment, unknown>;
export const PortalSmsConsent_ConsentFragmentDoc = new TypedDocumentString(`
    fragment PortalSmsConsent_consent on SmsConsent {
  phone
  optedIn
  consentedAt
  wording
  withdrawnAt
  withdrawnVia
}
    `, {"fragmentName":"PortalSmsConsent_consent"}) as unknown as TypedDocumentString<PortalSmsConsent_ConsentFragment, unknown>;
export const PriceListDocument = new TypedDocumentString(`
    query PriceList {
  priceList {
    id
    name
    label
    category
    unit
    price
  }
}
    `) as unknown as TypedDocumentString<PriceListQuery, PriceListQueryVariables>;
export const ClientInvoicesDocument = new TypedDocumentString(`
    query ClientInvoices {
  clientInvoices(first: 100, order: NEWEST_FIRST) {
    edges {
      node {
        id
        number
        kind
        status
        issuedAt
        dueDate
        totalCents
        balanceCents
        terms
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ClientInvoicesQuery, ClientInvoicesQueryVariables>;
export const PayClientInvoiceDocument = new TypedDocumentString(`
    mutation PayClientInvoice($number: String!) {
  payClientInvoice(number: $number) {
    url
    amountCents
  }
}
    `) as unknown as TypedDocumentString<PayClientInvoiceMutation, PayClientInvoiceMutationVariables>;
export const RequestClientAccessLinkDocument = new TypedDocumentString(`
    mutation RequestClientAccessLink($email: String!) {
  requestClientAccessLink(email: $email)
}
    `) as unknown as TypedDocumentString<RequestClientAccessLinkMutation, RequestClientAccessLinkMutationVariables>;
export const OpenClientAccessLinkDocument = new TypedDocumentString(`
    mutation OpenClientAccessLink($token: String!) {
  openClientAccessLink(token: $token) {
    status
    email
  }
}
    `) as unknown as TypedDocumentString<OpenClientAccessLinkMutation, OpenClientAccessLinkMutationVariables>;
export const ClientSignOutDocument = new TypedDocumentString(`
    mutation ClientSignOut {
  clientSignOut
}
    `) as unknown as TypedDocumentString<ClientSignOutMutation, ClientSignOutMutationVariables>;
export const ClientSignOutEverywhereDocument = new TypedDocumentString(`
    mutation ClientSignOutEverywhere {
  clientSignOutEverywhere
}
    `) as unknown as TypedDocumentString<ClientSignOutEverywhereMutation, ClientSignOutEverywhereMutationVariables>;
export const ClientProfileDocument = new TypedDocumentString(`
    query ClientProfile {
  clientProfile {
    email
    fullName
    phone
    address
  }
}
    `) as unknown as TypedDocumentString<ClientProfileQuery, ClientProfileQueryVariables>;
export const UpdateClientProfileDocument = new TypedDocumentString(`
    mutation UpdateClientProfile($input: ClientProfileInput!) {
  updateClientProfile(input: $input) {
    email
    fullName
    phone
    address
  }
}
    `) as unknown as TypedDocumentString<UpdateClientProfileMutation, UpdateClientProfileMutationVariables>;
export const ClientRequestsDocument = new TypedDocumentString(`
    query ClientRequests {
  clientRequests {
    kind
    id
    reference
    title
    statusLabel
    createdAt
    nextAction
    timeline {
      at
      kind
      label
      actor
      actorName
      message
    }
    quote {
      id
      number
      status
      statusLabel
      totalFormatted
      validUntil
    }
    pickup {
      estimateFormatted
      scheduledDate
      scheduledSlot
      awaitingAnswer
    }
  }
}
    `) as unknown as TypedDocumentString<ClientRequestsQuery, ClientRequestsQueryVariables>;
export const ClientQuoteDocument = new TypedDocumentString(`
    query ClientQuote($eventRequestId: ID!) {
  clientQuoteRevisions(eventRequestId: $eventRequestId) {
    ...PortalRevision
  }
  clientRequests {
    kind
    id
    reference
    title
    timeline {
      at
      kind
      label
      actor
      actorName
      message
    }
  }
}
    fragment PortalRevision on QuoteRevision {
  id
  eventRequestId
  number
  status
  statusLabel
  lines {
    kind
    description
    quantity
    days
    unitPriceFormatted
    amountFormatted
  }
  discountLabel
  discountCents
  discountFormatted
  subtotalFormatted
  gstFormatted
  qstFormatted
  totalFormatted
  note
  validUntil
  sentAt
  answeredAt
  acceptedName
  termsVersion
  declineReason
  isLatest
  pdfPath
}`) as unknown as TypedDocumentString<ClientQuoteQuery, ClientQuoteQueryVariables>;
export const ClientDocumentsDocument = new TypedDocumentString(`
    query ClientDocuments {
  clientDocuments {
    title
    reference
    path
    date
  }
}
    `) as unknown as TypedDocumentString<ClientDocumentsQuery, ClientDocumentsQueryVariables>;
export const AcceptQuoteDocument = new TypedDocumentString(`
    mutation AcceptQuote($input: AcceptQuoteInput!) {
  acceptQuote(input: $input) {
    ...PortalRevision
  }
}
    fragment PortalRevision on QuoteRevision {
  id
  eventRequestId
  number
  status
  statusLabel
  lines {
    kind
    description
    quantity
    days
    unitPriceFormatted
    amountFormatted
  }
  discountLabel
  discountCents
  discountFormatted
  subtotalFormatted
  gstFormatted
  qstFormatted
  totalFormatted
  note
  validUntil
  sentAt
  answeredAt
  acceptedName
  termsVersion
  declineReason
  isLatest
  pdfPath
}`) as unknown as TypedDocumentString<AcceptQuoteMutation, AcceptQuoteMutationVariables>;
export const DeclineQuoteDocument = new TypedDocumentString(`
    mutation DeclineQuote($input: DeclineQuoteInput!) {
  declineQuote(input: $input) {
    ...PortalRevision
  }
}
    fragment PortalRevision on QuoteRevision {
  id
  eventRequestId
  number
  status
  statusLabel
  lines {
    kind
    description
    quantity
    days
    unitPriceFormatted
    amountFormatted
  }
  discountLabel
  discountCents
  discountFormatted
  subtotalFormatted
  gstFormatted
  qstFormatted
  totalFormatted
  note
  validUntil
  sentAt
  answeredAt
  acceptedName
  termsVersion
  declineReason
  isLatest
  pdfPath
}`) as unknown as TypedDocumentString<DeclineQuoteMutation, DeclineQuoteMutationVariables>;
export const RequestQuoteChangeDocument = new TypedDocumentString(`
    mutation RequestQuoteChange($input: ClientMessageInput!) {
  requestQuoteChange(input: $input)
}
    `) as unknown as TypedDocumentString<RequestQuoteChangeMutation, RequestQuoteChangeMutationVariables>;
export const AcceptPickupProposalDocument = new TypedDocumentString(`
    mutation AcceptPickupProposal($pickupRequestId: ID!) {
  acceptPickupProposal(pickupRequestId: $pickupRequestId)
}
    `) as unknown as TypedDocumentString<AcceptPickupProposalMutation, AcceptPickupProposalMutationVariables>;
export const RequestPickupSlotChangeDocument = new TypedDocumentString(`
    mutation RequestPickupSlotChange($input: ClientMessageInput!) {
  requestPickupSlotChange(input: $input)
}
    `) as unknown as TypedDocumentString<RequestPickupSlotChangeMutation, RequestPickupSlotChangeMutationVariables>;
export const ClientPersonalDataDocument = new TypedDocumentString(`
    query ClientPersonalData {
  clientPersonalData
}
    `) as unknown as TypedDocumentString<ClientPersonalDataQuery, ClientPersonalDataQueryVariables>;
export const ClientPersonalDataPageDocument = new TypedDocumentString(`
    query ClientPersonalDataPage {
  clientPersonalDataPage
}
    `) as unknown as TypedDocumentString<ClientPersonalDataPageQuery, ClientPersonalDataPageQueryVariables>;
export const RequestClientPrivacyChangeDocument = new TypedDocumentString(`
    mutation RequestClientPrivacyChange($input: ClientPrivacyRequestInput!) {
  requestClientPrivacyChange(input: $input) {
    id
    kind
    dueAt
  }
}
    `) as unknown as TypedDocumentString<RequestClientPrivacyChangeMutation, RequestClientPrivacyChangeMutationVariables>;
export const ClientSmsConsentDocument = new TypedDocumentString(`
    query ClientSmsConsent {
  clientSmsConsent {
    ...PortalSmsConsent_consent
  }
}
    fragment PortalSmsConsent_consent on SmsConsent {
  phone
  optedIn
  consentedAt
  wording
  withdrawnAt
  withdrawnVia
}`) as unknown as TypedDocumentString<ClientSmsConsentQuery, ClientSmsConsentQueryVariables>;
export const SetClientSmsConsentDocument = new TypedDocumentString(`
    mutation SetClientSmsConsent($input: SmsConsentInput!) {
  setClientSmsConsent(input: $input) {
    ...PortalSmsConsent_consent
  }
}
    fragment PortalSmsConsent_consent on SmsConsent {
  phone
  optedIn
  consentedAt
  wording
  withdrawnAt
  withdrawnVia
}`) as unknown as TypedDocumentString<SetClientSmsConsentMutation, SetClientSmsConsentMutationVariables>;
export const ClientSnowContractsDocument = new TypedDocumentString(`
    query ClientSnowContracts {
  clientSnowContracts {
    id
    reference
    address
    seasonStart
    seasonEnd
    total
    status
    refundCents
    pdfPath
    visits {
      id
      snowfallDate
      status
      reason
      completedAt
      photoPath
    }
  }
}
    `) as unknown as TypedDocumentString<ClientSnowContractsQuery, ClientSnowContractsQueryVariables>;
export const ClientSnowContractCancellationDocument = new TypedDocumentString(`
    query ClientSnowContractCancellation($id: ID!) {
  clientSnowContractCancellation(id: $id) {
    contractId
    refundCents
    totalCents
    rule
  }
}
    `) as unknown as TypedDocumentString<ClientSnowContractCancellationQuery, ClientSnowContractCancellationQueryVariables>;
export const CancelClientSnowContractDocument = new TypedDocumentString(`
    mutation CancelClientSnowContract($input: CancelSnowContractInput!) {
  cancelClientSnowContract(input: $input) {
    id
    status
    refundCents
  }
}
    `) as unknown as TypedDocumentString<CancelClientSnowContractMutation, CancelClientSnowContractMutationVariables>;
export const ClientSnowRenewalsDocument = new TypedDocumentString(`
    query ClientSnowRenewals {
  clientSnowRenewals {
    contractId
    address
    seasonStart
    seasonEnd
    subtotal
    gst
    qst
    total
  }
}
    `) as unknown as TypedDocumentString<ClientSnowRenewalsQuery, ClientSnowRenewalsQueryVariables>;
export const RenewClientSnowContractDocument = new TypedDocumentString(`
    mutation RenewClientSnowContract($id: ID!) {
  renewClientSnowContract(id: $id) {
    url
  }
}
    `) as unknown as TypedDocumentString<RenewClientSnowContractMutation, RenewClientSnowContractMutationVariables>;
export const SnowOrderConfirmationDocument = new TypedDocumentString(`
    query SnowOrderConfirmation($sessionId: String!) {
  snowOrderConfirmation(sessionId: $sessionId) {
    mode
    abrasif
    urgent
    address
    email
    subtotal
    gst
    qst
    total
    confirmationCode
    status
  }
}
    `) as unknown as TypedDocumentString<SnowOrderConfirmationQuery, SnowOrderConfirmationQueryVariables>;
export const EquipmentAvailabilityDocument = new TypedDocumentString(`
    query EquipmentAvailability($start: Date!, $end: Date!) {
  equipmentAvailability(start: $start, end: $end) {
    code
    stock
    available
  }
}
    `) as unknown as TypedDocumentString<EquipmentAvailabilityQuery, EquipmentAvailabilityQueryVariables>;
export const EventCatalogueDocument = new TypedDocumentString(`
    query EventCatalogue {
  eventCatalogue {
    id
    name
    label
    unit
    price
  }
}
    `) as unknown as TypedDocumentString<EventCatalogueQuery, EventCatalogueQueryVariables>;
export const SubmitEventRequestDocument = new TypedDocumentString(`
    mutation SubmitEventRequest($input: SubmitEventRequestInput!) {
  submitEventRequest(input: $input) {
    id
    reference
    days
    subtotal
    gst
    qst
    total
  }
}
    `) as unknown as TypedDocumentString<SubmitEventRequestMutation, SubmitEventRequestMutationVariables>;
export const InvoiceDemoCheckoutDocument = new TypedDocumentString(`
    query InvoiceDemoCheckout($token: String!) {
  invoiceDemoCheckout(token: $token) {
    number
    amountCents
    completed
  }
}
    `) as unknown as TypedDocumentString<InvoiceDemoCheckoutQuery, InvoiceDemoCheckoutQueryVariables>;
export const CompleteInvoiceDemoPaymentDocument = new TypedDocumentString(`
    mutation CompleteInvoiceDemoPayment($token: String!) {
  completeInvoiceDemoPayment(token: $token) {
    number
    amountCents
    completed
  }
}
    `) as unknown as TypedDocumentString<CompleteInvoiceDemoPaymentMutation, CompleteInvoiceDemoPaymentMutationVariables>;
export const CreatePickupRequestDocument = new TypedDocumentString(`
    mutation CreatePickupRequest($input: CreatePickupRequestInput!) {
  createPickupRequest(input: $input) {
    id
    createdAt
    photoUploadUrl
  }
}
    `) as unknown as TypedDocumentString<CreatePickupRequestMutation, CreatePickupRequestMutationVariables>;
export const CreateSnowCheckoutDocument = new TypedDocumentString(`
    mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {
  createSnowCheckout(input: $input) {
    url
  }
}
    `) as unknown as TypedDocumentString<CreateSnowCheckoutMutation, CreateSnowCheckoutMutationVariables>;
export const CompleteDemoPaymentDocument = new TypedDocumentString(`
    mutation CompleteDemoPayment($token: String!) {
  completeDemoPayment(token: $token) {
    confirmationCode
    status
  }
}
    `) as unknown as TypedDocumentString<CompleteDemoPaymentMutation, CompleteDemoPaymentMutationVariables>;