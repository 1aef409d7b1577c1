import { defineFeature } from '../../kernel/feature';
import { EventMaterialLine } from './event-material-line.entity';
import { EventQuoteLinks } from './event-quote-links';
import { EventRequest } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';
import { eventsPersonalData } from './events.personal-data';
import { eventsMoney } from './events.money';

/** Event quote requests: the wizard's submissions, their quotes and statuses. */
export default defineFeature({
  name: 'events',
  personalData: eventsPersonalData,
  entities: [EventRequest, EventMaterialLine, EventServiceLine],
  resolvers: [EventsResolver],
  money: eventsMoney,
  settings: ['company', 'publicUrl', 'auth'],
  offers: ['events', 'quoteLinks'],
  create: ({ dataSource, config, bus, use }) => {
    const events = new EventsService(dataSource, use('pricing'), use('mail'), config.company, bus, use('equipmentCheck'), use('guard'), config.publicUrl, (email, phone, source, now) => use('sms').consentFromForm(email, phone, source, now));
    const quoteLinks = new EventQuoteLinks(events, use('signedLinks'), config.publicUrl, config.auth.pdfLinkTtlSeconds);
    return { provides: { events, quoteLinks }, resolvers: () => [new EventsResolver(events, quoteLinks)] };
  },
});
