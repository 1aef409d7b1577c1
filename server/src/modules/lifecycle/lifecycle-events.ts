import type { EntityManager } from 'typeorm';

/**
 * Business transitions that other features react to, inside the same transaction as the
 * transition itself (ARCHITECTURE: "state machines, stored transitions"). The feature that owns a
 * transition calls `lifecycle.emit(em, event)` after storing it; every listener runs on the same
 * EntityManager, so a listener that throws (an AppError, e.g. equipment no longer available)
 * rolls the whole transition back and its message reaches the caller.
 *
 * Listeners are registered in one place, `lifecycle-listeners.ts`, one line per feature.
 */

/** One equipment type needed by a quote, over the event's dates. */
export interface QuoteEquipment {
  /** Price-list code: bac, baril, ilot, toilette, lavage or any rentable item staff add. */
  code: string;
  quantity: number;
}

/** One billable line of a quote revision, amounts in integer cents. */
export interface QuoteLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** Rental days of an equipment line (1 otherwise): amountCents = quantity × unitPriceCents × days. */
  days?: number;
  /** The signed amount: what every invoice drawn from this quote bills for the line. */
  amountCents: number;
}

/** What a sent / accepted quote revision says, frozen at the transition. */
export interface QuoteSnapshot {
  eventRequestId: number;
  /** The quote revision row id (portal feature) and its number (1, 2, …). */
  revisionId: number;
  revisionNumber: number;
  reference: string;
  clientEmail: string;
  clientName: string;
  clientAddress: string;
  /** Event dates, YYYY-MM-DD (America/Toronto calendar days), inclusive. */
  dateStart: string;
  dateEnd: string;
  equipment: QuoteEquipment[];
  lines: QuoteLine[];
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

export type LifecycleEvent =
  | { type: 'quote.sent'; at: Date; quote: QuoteSnapshot }
  | { type: 'quote.accepted'; at: Date; quote: QuoteSnapshot }
  | { type: 'quote.declined'; at: Date; quote: QuoteSnapshot }
  | { type: 'quote.expired'; at: Date; quote: QuoteSnapshot }
  /** A sent revision's validity ends within QUOTE_EXPIRING_DAYS (daily job, once per revision). */
  | { type: 'quote.expiring'; at: Date; quote: QuoteSnapshot }
  /** The client asked for a change to a quote in the portal (no status change). */
  | { type: 'quote.change_requested'; at: Date; eventRequestId: number }
  /** A new event quote request from the site; `verified` false = "non vérifiée" (no e-mail to its address). */
  | { type: 'event.submitted'; at: Date; eventRequestId: number; verified: boolean }
  /** The event request moved to confirmed (staff, or the client's acceptance of a quote). */
  | { type: 'event.confirmed'; at: Date; eventRequestId: number; byClient: boolean }
  /** Staff cancelled the event request (any status), with the reason they typed (null when none). */
  | { type: 'event.canceled'; at: Date; eventRequestId: number; reason?: string | null }
  /** Staff marked the event request done. */
  | { type: 'event.done'; at: Date; eventRequestId: number }
  /** A new pickup request from the site; `verified` false = "non vérifiée" (no e-mail to its address). */
  | { type: 'pickup.received'; at: Date; pickupRequestId: number; verified: boolean }
  /** Staff sent (or corrected) the pickup estimate. */
  | { type: 'pickup.estimated'; at: Date; pickupRequestId: number }
  /** Staff set the pickup's day and slot; `rescheduled` when it already had one. */
  | { type: 'pickup.scheduled'; at: Date; pickupRequestId: number; rescheduled: boolean; date: string; slot: string }
  /** Staff cancelled the pickup request. */
  | { type: 'pickup.canceled'; at: Date; pickupRequestId: number }
  /** Staff marked a pickup request done. */
  | { type: 'pickup.done'; at: Date; pickupRequestId: number }
  /** A seasonal snow contract was cancelled (by staff or by the client), with its refund in cents. */
  | { type: 'snow.contract_canceled'; at: Date; contractId: number; refundCents: number }
  /** A Law 25 request (access, rectification, deletion, portability…) was recorded; answer due within 30 days. */
  | { type: 'privacy.received'; at: Date; privacyRequestId: number }
  /** A Law 25 request was answered (done or refused). */
  | { type: 'privacy.completed'; at: Date; privacyRequestId: number }
  /** An employee submitted a timesheet for approval. */
  | { type: 'timesheet.submitted'; at: Date; timesheetId: number; userId: number }
  /** A time entry stayed open past FORGOTTEN_CLOCKOUT_HOURS (alerted once). */
  | { type: 'timeclock.forgotten'; at: Date; timeEntryId: number; userId: number }
  /** An integrator's webhook endpoint started failing (first failed delivery since it last worked). */
  | { type: 'webhook.failing'; at: Date; endpointId: number }
  /**
   * A snow order's payment was confirmed (webhook or demo checkout); `paymentIntent` is Stripe's
   * (null on the demo page): the card payment is recorded under it, so a refund made in Stripe's
   * dashboard (`charge.refunded`) finds it.
   */
  | { type: 'snow.paid'; at: Date; snowOrderId: number; paymentIntent?: string | null };

export type LifecycleType = LifecycleEvent['type'];
export type LifecycleListener = (em: EntityManager, event: LifecycleEvent) => Promise<void>;

/**
 * One per application container (tests build many): features that own a transition receive it in
 * their constructor and call `emit`; `createLifecycle` (lifecycle-listeners.ts) subscribes the others.
 */
export class Lifecycle {
  private readonly listeners: LifecycleListener[] = [];

  /** Adds a listener; returns a function that removes it (tests). */
  on(listener: LifecycleListener): () => void {
    this.listeners.push(listener);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** Runs every listener, in registration order, on the caller's transaction. */
  async emit(em: EntityManager, event: LifecycleEvent): Promise<void> {
    for (const listener of [...this.listeners]) await listener(em, event);
  }
}
