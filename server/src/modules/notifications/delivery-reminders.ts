import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { DataSource, IsNull } from 'typeorm';
import { PeriodicWorker } from '../../db/periodic-worker';
import { isUniqueViolation } from '../../db/unique-violation';
import { EventRequest, EventRequestStatus } from '../events/events.public';
import { PickupRequest, PickupStatus } from '../pickup/pickup.public';
import { smsSubject, type SmsService } from '../sms/sms.public';
import { slotText } from './customer-messages';

/** The local day and the hour from which the day's reminders go out (never at night). */
export const REMINDER_ZONE = 'America/Toronto';
export const REMINDER_FROM_HOUR = 7;

export const REMINDER_TEXTS = {
  pickup: (company: string, id: number, slot: string | null, phone: string) =>
    `${company} : rappel, votre ramassage n° ${id} a lieu aujourd’hui${slot ? ` ${slotText(slot)}` : ''}. Questions : ${phone}.`,
  event: (company: string, reference: string, address: string, phone: string) =>
    `${company} : rappel, livraison du matériel de votre événement ${reference} aujourd’hui au ${address}. Questions : ${phone}.`,
} as const;

export interface ReminderDeps {
  dataSource: DataSource;
  sms: SmsService;
  company: { name: string; phone: string };
}

/**
 * Delivery-day reminders by SMS (issue #26): on the day of a scheduled pickup (`scheduledDate`) and
 * on the delivery day of a confirmed event (`dateStart`, when the equipment is delivered), from
 * 7 h (America/Toronto), to customers who consented to SMS (SmsService.queue checks the consent).
 * Idempotent through the SMS outbox's unique dedupe key (`pickup-request:<id>:reminder:<day>`,
 * `event-request:<id>:reminder:<day>`): every process may run it every few minutes, each reminder
 * is queued once. Answers how many were queued.
 */
export async function queueDeliveryReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const local = DateTime.fromJSDate(now, { zone: REMINDER_ZONE });
  if (local.hour < REMINDER_FROM_HOUR) return 0;
  const day = local.toISODate()!;
  const todo: { dedupeKey: string; email: string; body: string }[] = [];
  const pickups = await deps.dataSource.getRepository(PickupRequest).find({ where: { status: PickupStatus.SCHEDULED, scheduledDate: day, anonymizedAt: IsNull(), unverified: false } });
  for (const p of pickups) todo.push({ dedupeKey: `pickup-request:${p.id}:reminder:${day}`, email: p.email, body: REMINDER_TEXTS.pickup(deps.company.name, p.id, p.scheduledSlot, deps.company.phone) });
  const events = await deps.dataSource.getRepository(EventRequest).find({ where: { status: EventRequestStatus.CONFIRMED, dateStart: day, anonymizedAt: IsNull() } });
  for (const e of events) todo.push({ dedupeKey: `event-request:${e.id}:reminder:${day}`, email: e.email, body: REMINDER_TEXTS.event(deps.company.name, e.reference, e.address, deps.company.phone) });
  let queued = 0;
  for (const item of todo) {
    try {
      const result = await deps.dataSource.transaction((em) => deps.sms.queue(em, now, { subject: smsSubject.client(item.email), body: item.body, dedupeKey: item.dedupeKey }));
      if (result.queued) queued += 1;
    } catch (error) {
      // Another process queued the same reminder between the check and the insert.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return queued;
}

/** Runs queueDeliveryReminders every few minutes (safe on several processes). */
export class DeliveryReminderWorker extends PeriodicWorker<number> {
  private readonly now: () => Date;

  constructor(private readonly options: ReminderDeps & { log: Logger; now?: () => Date }) {
    super(options.log, 'delivery-reminders');
    this.now = options.now ?? (() => new Date());
  }

  protected run(): Promise<number> {
    return queueDeliveryReminders(this.options, this.now());
  }
}
