import { deleteInBatches, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { OutboxMessage, OutboxStatus } from './outbox-message.entity';

/**
 * The outbox holds copies of what was written to a person: listed in the export (subject, date,
 * status), deleted on deletion (pending ones too: they would still go out), and deleted
 * RETENTION_MONTHS after creation once sent or failed.
 */
export const mailPersonalData: PersonalDataHandler = {
  feature: 'mail',
  holds: [
    {
      entity: OutboxMessage,
      columns: ['to', 'subject', 'text', 'html', 'attachments', 'headers'],
      subject: 'customer',
      rule: 'deleted on deletion, and RETENTION_MONTHS after creation once sent or failed',
    },
  ],
  async export({ em, email }) {
    const mails = await em.find(OutboxMessage, { where: { to: email }, order: { id: 'ASC' }, select: { id: true, subject: true, createdAt: true, status: true, sentAt: true } });
    return [{ key: 'emails', title: 'Courriels envoyés', rows: mails.map((m) => ({ subject: m.subject, createdAt: iso(m.createdAt), status: m.status, sentAt: iso(m.sentAt) })) }];
  },
  async erase({ em, email }) {
    const emails = await em.delete(OutboxMessage, { to: email });
    return { changed: { emails: emails.affected ?? 0 } };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const outboxMessages = await deleteInBatches(scope, OutboxMessage, (q) => q.where('r.createdAt < :at', { at }).andWhere('r.status <> :pending', { pending: OutboxStatus.PENDING }));
    return { outboxMessages };
  },
};
