import { DataSource, EntityManager, IsNull } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { canReceiveSms, normalizePhone, PHONE_INVALID_MESSAGE } from '../../shared/phone';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { smsLength, SMS_TEXTS } from '../../shared/sms';
import { SMS_LIMITS, SmsConsent, SmsMessage, SmsStatus } from './sms.entities';

/** Whose consent: a portal customer (by e-mail) or a staff account (by id). */
export const smsSubject = {
  client: (email: string) => `client:${email.trim().toLowerCase()}`,
  staff: (userId: number) => `staff:${userId}`,
};

export interface SmsToQueue {
  /** smsSubject.client(…) or smsSubject.staff(…): the SMS goes to that person's consented number, if any. */
  subject: string;
  body: string;
  /** Names the business event (`snow-visit:12:done`): the same key never queues twice. */
  dedupeKey: string;
}

export type SmsQueueResult = { queued: true; id: number; segments: number } | { queued: false; reason: 'no-consent' | 'duplicate' };

export interface SmsConsentState {
  phone: string | null;
  optedIn: boolean;
  consentedAt: Date | null;
  wording: string | null;
  /** When the last consent was withdrawn, and how ('stop', 'profile'); null while consenting. */
  withdrawnAt: Date | null;
  withdrawnVia: string | null;
}

const badInput = (field: string, message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });


/**
 * The SMS channel (issue #26): consents (CASL: the wording shown, the date, the source; STOP
 * honoured) and the SMS outbox. An SMS is queued only to a person who consented, at the number they
 * consented with, inside the caller's transaction (it exists if and only if its cause was committed).
 */
export class SmsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly companyName: string,
  ) {}

  wording(kind: 'client' | 'staff'): string {
    return kind === 'client' ? SMS_TEXTS.consentWording(this.companyName) : SMS_TEXTS.staffConsentWording(this.companyName);
  }

  async queue(em: EntityManager, now: Date, sms: SmsToQueue): Promise<SmsQueueResult> {
    const consent = await em.getRepository(SmsConsent).findOne({ where: { subject: sms.subject, withdrawnAt: IsNull() }, order: { id: 'DESC' } });
    if (!consent) return { queued: false, reason: 'no-consent' };
    const repo = em.getRepository(SmsMessage);
    if (await repo.exists({ where: { dedupeKey: sms.dedupeKey } })) return { queued: false, reason: 'duplicate' };
    const body = sms.body.slice(0, SMS_LIMITS.body);
    const length = smsLength(body);
    const row = repo.create({
      to: consent.phone,
      subject: sms.subject,
      body,
      encoding: length.encoding,
      segments: length.segments,
      status: SmsStatus.PENDING,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      providerId: null,
      sentAt: null,
      createdAt: now,
      dedupeKey: sms.dedupeKey.slice(0, SMS_LIMITS.dedupeKey),
      claimToken: null,
      claimedUntil: null,
    });
    await repo.insert(row);
    return { queued: true, id: row.id, segments: length.segments };
  }

  /** A public form's ticked SMS box (the phone already checked by smsOptInPhone): the customer's consent, recorded with the form as source. */
  async consentFromForm(email: string, phone: string, source: string, now: Date): Promise<void> {
    await this.set(smsSubject.client(email), { phone, optIn: true }, 'client', source, now);
  }

  async state(subject: string): Promise<SmsConsentState> {
    const latest = await this.dataSource.getRepository(SmsConsent).findOne({ where: { subject }, order: { id: 'DESC' } });
    if (!latest) return { phone: null, optedIn: false, consentedAt: null, wording: null, withdrawnAt: null, withdrawnVia: null };
    return {
      phone: latest.phone,
      optedIn: latest.withdrawnAt === null,
      consentedAt: latest.consentedAt,
      wording: latest.wording,
      withdrawnAt: latest.withdrawnAt,
      withdrawnVia: latest.withdrawnVia,
    };
  }

  /**
   * Opt in (a new consent row with the wording shown) or out (the current consent withdrawn) from a
   * profile. Opting in again with the same number keeps the current consent as it is.
   */
  async set(subject: string, input: { phone?: string | null; optIn: boolean }, kind: 'client' | 'staff', source: string, now: Date): Promise<SmsConsentState> {
    if (input.optIn) {
      const text = (input.phone ?? '').trim();
      if (!text) throw badInput('phone', SMS_TEXTS.mobileRequired);
      const phone = normalizePhone(text);
      if (!phone) throw badInput('phone', PHONE_INVALID_MESSAGE);
      if (!canReceiveSms(phone)) throw badInput('phone', SMS_TEXTS.mobileCannotSms);
      await inTransaction(this.dataSource, async (em) => {
        const current = await em.getRepository(SmsConsent).findOne({ where: { subject, withdrawnAt: IsNull() }, order: { id: 'DESC' } });
        if (current?.phone === phone) return;
        if (current) await em.getRepository(SmsConsent).update({ subject, withdrawnAt: IsNull() }, { withdrawnAt: now, withdrawnVia: 'number-changed' });
        await em.getRepository(SmsConsent).insert({ subject, phone, wording: this.wording(kind), source, consentedAt: now, withdrawnAt: null, withdrawnVia: null });
      });
    } else {
      await this.dataSource.getRepository(SmsConsent).update({ subject, withdrawnAt: IsNull() }, { withdrawnAt: now, withdrawnVia: source });
    }
    return this.state(subject);
  }

  /**
   * An inbound STOP from a number: every consent on that number is withdrawn (`via` 'stop') and its
   * pending SMS are cancelled. START gives back the consents that STOP took, as the carrier does.
   * Returns how many consents changed.
   */
  async inbound(from: string, keyword: 'stop' | 'start', now: Date): Promise<number> {
    const phone = normalizePhone(from);
    if (!phone) return 0;
    return inTransaction(this.dataSource, async (em) => {
      if (keyword === 'stop') {
        const result = await em.getRepository(SmsConsent).update({ phone, withdrawnAt: IsNull() }, { withdrawnAt: now, withdrawnVia: 'stop' });
        await em.getRepository(SmsMessage).update({ to: phone, status: SmsStatus.PENDING }, { status: SmsStatus.FAILED, lastError: 'STOP reçu : envoi annulé.' });
        return result.affected ?? 0;
      }
      // START: a new consent row per subject whose latest consent on this number was withdrawn by STOP.
      const stopped = await em.getRepository(SmsConsent).find({ where: { phone, withdrawnVia: 'stop' }, order: { id: 'DESC' } });
      let restored = 0;
      for (const subject of new Set(stopped.map((c) => c.subject))) {
        const latest = await em.getRepository(SmsConsent).findOne({ where: { subject }, order: { id: 'DESC' } });
        if (latest?.phone !== phone || latest.withdrawnVia !== 'stop') continue;
        await em.getRepository(SmsConsent).insert({ subject, phone, wording: `${latest.wording} (rétabli par START)`, source: 'start', consentedAt: now, withdrawnAt: null, withdrawnVia: null });
        restored += 1;
      }
      return restored;
    });
  }

  /** The latest SMS, newest first, for the back-office (MANAGER and up). */
  latest(take: number): Promise<SmsMessage[]> {
    return this.dataSource.getRepository(SmsMessage).find({ order: { id: 'DESC' }, take });
  }
}
