import { In, IsNull, LessThan } from 'typeorm';
import { deleteInBatches, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { SmsConsent, SmsMessage, SmsStatus } from './sms.entities';
import { smsSubject } from './sms.service';

/**
 * SMS: the outbox holds copies of what was texted to a person, the consents the CASL record (number,
 * wording, dates). Exported; on deletion the SMS are deleted and the consents withdrawn with their
 * number blanked (the wording and dates stay as the record that consent existed); SMS are deleted
 * RETENTION_MONTHS after creation once sent or failed, and withdrawn consents as long after withdrawal.
 */
export const smsPersonalData: PersonalDataHandler = {
  feature: 'sms',
  holds: [
    { entity: SmsMessage, columns: ['to', 'subject', 'body'], subject: 'customer', rule: 'deleted on deletion, and RETENTION_MONTHS after creation once sent or failed' },
    {
      entity: SmsConsent,
      columns: ['subject', 'phone', 'consentedAt'],
      subject: 'customer',
      rule: 'CASL record: on deletion withdrawn and the number blanked; deleted RETENTION_MONTHS after its withdrawal (staff consents likewise when their account is deleted)',
    },
  ],
  async export({ em, email }) {
    const subject = smsSubject.client(email);
    const consents = await em.find(SmsConsent, { where: { subject }, order: { id: 'ASC' } });
    const messages = await em.find(SmsMessage, { where: { subject }, order: { id: 'ASC' } });
    return [
      {
        key: 'smsConsents',
        title: 'Consentements aux textos',
        rows: consents.map((c) => ({ phone: c.phone, wording: c.wording, source: c.source, consentedAt: iso(c.consentedAt), withdrawnAt: iso(c.withdrawnAt), withdrawnVia: c.withdrawnVia })),
      },
      { key: 'smsMessages', title: 'Textos envoyés', rows: messages.map((m) => ({ to: m.to, body: m.body, segments: m.segments, status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })) },
    ];
  },
  async erase({ em, email, clock }) {
    const subject = smsSubject.client(email);
    const messages = await em.delete(SmsMessage, { subject });
    const consents = (await em.find(SmsConsent, { where: { subject }, select: { id: true } })).map((c) => c.id);
    if (consents.length) {
      await em.update(SmsConsent, { id: In(consents), withdrawnAt: IsNull() }, { withdrawnAt: clock.now, withdrawnVia: 'erasure' });
      await em.update(SmsConsent, { id: In(consents) }, { phone: '', subject: 'client:anonymisé' });
    }
    return { changed: { smsMessages: messages.affected ?? 0, smsConsents: consents.length } };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const smsMessages = await deleteInBatches(scope, SmsMessage, (q) => q.where('r.createdAt < :at', { at }).andWhere('r.status IN (:...done)', { done: [SmsStatus.SENT, SmsStatus.FAILED] }));
    const smsConsents = (await scope.dataSource.getRepository(SmsConsent).delete({ withdrawnAt: LessThan(at) })).affected ?? 0;
    return { smsMessages, smsConsents };
  },
};
