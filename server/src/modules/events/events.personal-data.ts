import { In, IsNull } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';

/** What an event request's personal fields become (retention and Law 25 deletion). */
export const EVENT_ANONYMISED = {
  eventName: ANONYMISED_NAME,
  companyName: ANONYMISED_NAME,
  neq: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  commentaires: '',
} satisfies Partial<EventRequest>;

/**
 * Event quote requests: exported with their lines; anonymised on deletion, and RETENTION_MONTHS
 * after the last exchange (received, last status change or event end); amounts and lines stay.
 */
export const eventsPersonalData: PersonalDataHandler = {
  feature: 'events',
  holds: [
    {
      entity: EventRequest,
      columns: ['eventName', 'companyName', 'neq', 'email', 'phone', 'website', 'address', 'commentaires'],
      subject: 'customer',
      rule: 'anonymised on deletion, and RETENTION_MONTHS after the last exchange; amounts, lines, dates and status stay',
    },
  ],
  async export({ em, email }) {
    const events = await em.find(EventRequest, { where: { email }, order: { id: 'ASC' } });
    const ids = events.map((e) => e.id);
    const materials = ids.length ? await em.find(EventMaterialLine, { where: { eventRequestId: In(ids) } }) : [];
    const services = ids.length ? await em.find(EventServiceLine, { where: { eventRequestId: In(ids) } }) : [];
    return [
      {
        key: 'eventRequests',
        title: 'Demandes de soumission pour événement',
        rows: events.map((e) => ({
          id: e.id, reference: e.reference, createdAt: iso(e.createdAt), eventName: e.eventName, eventType: e.eventType, participants: e.participants,
          dateStart: e.dateStart, dateEnd: e.dateEnd, address: e.address, commentaires: e.commentaires, companyName: e.companyName, neq: e.neq,
          email: e.email, phone: e.phone, website: e.website, status: e.status, totalCents: e.total,
          materials: materials.filter((m) => m.eventRequestId === e.id).map((m) => ({ type: m.type, quantity: m.quantity })),
          services: services.filter((s) => s.eventRequestId === e.id).map((s) => ({ label: s.label, priceCents: s.price })),
        })),
      },
    ];
  },
  async erase({ em, email, clock }) {
    const result = await em.update(EventRequest, { email, anonymizedAt: IsNull() }, { ...EVENT_ANONYMISED, anonymizedAt: clock.now });
    return { changed: { eventRequests: result.affected ?? 0 } };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const day = scope.clock.requestCutoffDay;
    const eventRequests = await anonymiseInBatches(
      scope,
      EventRequest,
      (q) =>
        q
          .andWhere('r.createdAt < :at', { at })
          .andWhere('(r.statusChangedAt IS NULL OR r.statusChangedAt < :at)', { at })
          .andWhere('r.dateEnd < :day', { day }),
      EVENT_ANONYMISED,
    );
    return { eventRequests };
  },
};
