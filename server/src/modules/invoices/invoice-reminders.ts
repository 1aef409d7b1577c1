import { DateTime } from 'luxon';
import { Logger } from 'pino';
import { DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { DailyJobLease } from '../../db/job-run';
import { PeriodicWorker } from '../../db/periodic-worker';
import { inTransaction } from '../../kernel/transactions';
import { INVOICE_MESSAGES as M } from '../../shared/invoices.messages.fr';
import { REMINDER_DAYS } from '../../shared/invoicing';
import { formatCad } from '../../shared/pricing/money';
import { MailService } from '../mail/mail.public';
import { Invoice, InvoiceStatus } from './invoice.entities';
import { frenchDay } from './invoice-pdf';
import { lockFor } from './invoices.service';
import { systemContext } from '../../kernel/context';

const ZONE = 'America/Toronto';

export interface ReminderSummary {
  checked: number;
  sent: number;
}

/** Days from `dueDate` to `today` (both YYYY-MM-DD). */
function daysLate(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * French reminders of overdue invoices at +7, +14 and +30 days after the due date, through the
 * outbox. Each reminder is queued in the transaction that re-reads the invoice under lock, so an
 * invoice paid (or voided) meanwhile gets none: payment stops them. Catching up after a pause sends
 * only the latest step due, once (dedupe key per invoice and step).
 */
export async function sendOverdueReminders(dataSource: DataSource, mail: MailService, company: { name: string }, publicUrl: string, now: Date, log: Logger): Promise<ReminderSummary> {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
  const firstDue = DateTime.fromISO(today, { zone: ZONE }).minus({ days: REMINDER_DAYS[0] }).toISODate()!;
  const candidates = await dataSource.getRepository(Invoice).find({
    where: { status: InvoiceStatus.ISSUED, balanceCents: MoreThan(0), dueDate: LessThanOrEqual(firstDue), remindersSent: LessThanOrEqual(REMINDER_DAYS.length - 1) },
    order: { id: 'ASC' },
  });
  let sent = 0;
  for (const candidate of candidates) {
    const step = REMINDER_DAYS.filter((days) => daysLate(candidate.dueDate, today) >= days).length;
    if (step <= candidate.remindersSent) continue;
    const queued = await inTransaction(dataSource, async (em) => {
      const invoice = await em.getRepository(Invoice).findOne({ where: { id: candidate.id }, lock: lockFor(em) });
      if (!invoice || invoice.status !== InvoiceStatus.ISSUED || invoice.balanceCents <= 0 || invoice.remindersSent >= step) return false;
      const ctx = systemContext(now, log, dataSource);
      await mail.queue(ctx, em, {
        to: invoice.clientEmail,
        subject: M.reminderSubject(invoice.number, company.name),
        text: `${M.reminderBody(invoice.number, formatCad(invoice.balanceCents), frenchDay(invoice.dueDate), `${publicUrl}/client/factures`)}\n${company.name}\n`,
        dedupeKey: `invoice:${invoice.id}:reminder:${REMINDER_DAYS[step - 1]}`,
      });
      await em.getRepository(Invoice).update({ id: invoice.id }, { remindersSent: step });
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent) log.info({ sent }, 'invoice reminders queued');
  return { checked: candidates.length, sent };
}

export const REMINDER_JOB = { name: 'invoice-reminders', checkIntervalMs: 3_600_000, leaseMs: 30 * 60_000 } as const;

/** Once a day across every process (job_run lease), checked hourly. */
export class InvoiceReminderWorker extends PeriodicWorker<ReminderSummary | null> {
  private readonly lease: DailyJobLease;
  private readonly now: () => Date;

  constructor(private readonly options: { dataSource: DataSource; log: Logger; mail: MailService; company: { name: string }; publicUrl: string; now?: () => Date }) {
    super(options.log, 'invoice-reminders');
    this.lease = new DailyJobLease(options.dataSource, REMINDER_JOB.name, REMINDER_JOB.leaseMs);
    this.now = options.now ?? (() => new Date());
  }

  override start(intervalMs: number = REMINDER_JOB.checkIntervalMs): void {
    super.start(intervalMs);
  }

  protected async run(): Promise<ReminderSummary | null> {
    const now = this.now();
    const day = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
    const token = await this.lease.claim(day, now);
    if (!token) return null;
    try {
      const summary = await sendOverdueReminders(this.options.dataSource, this.options.mail, this.options.company, this.options.publicUrl, now, this.options.log);
      await this.lease.finish(token, day, this.now(), summary);
      return summary;
    } catch (error) {
      await this.lease.release(token);
      throw error;
    }
  }
}
