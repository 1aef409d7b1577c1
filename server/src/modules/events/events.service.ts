import { enqueueWebhook } from '../webhooks/webhook-enqueue';
import { WebhookEventType } from '../webhooks/webhook.entities';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../graphql/context';
import {
  EQUIPMENT_PRICE_KEY,
  eventDays,
  eventQuote,
  EventServiceName,
  isoDay,
  SERVICE_PRICE_KEY,
  STAFF_HOURS_PER_DAY,
} from '../../shared/pricing/event-quote';
import { formatCad } from '../../shared/pricing/money';
import { MailService } from '../mail/mail.service';
import { PricingService } from '../pricing/pricing.service';
import { buildEventQuoteMail, daysLabel, QuoteIssuer } from './event-quote-mail';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest, EventRequestStatus } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';
import { SubmitEventRequestInput } from './events.inputs';

const YEAR = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' });

/** 'EV-2026-000123': the year of submission (Québec time) and the row id, so it is unique and sequential. */
export function eventReference(id: number, at: Date): string {
  return `EV-${YEAR.format(at)}-${String(id).padStart(6, '0')}`;
}

export class EventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly mail: MailService,
    private readonly issuer: QuoteIssuer,
  ) {}

  /**
   * Records a validated request priced by the server from the current price list (any amount the
   * client computed is not even received), with its lines and, when asked, the quote e-mail —
   * all in one transaction: everything is stored, or nothing.
   */
  async submit(ctx: RequestContext, input: SubmitEventRequestInput): Promise<EventRequest> {
    // Validation guarantees both dates are valid ISO dates.
    const dateStart = isoDay(input.dateStart)!;
    const dateEnd = isoDay(input.dateEnd)!;
    const days = eventDays(dateStart, dateEnd);

    return this.dataSource.transaction(async (em) => {
      const { prices, services } = await this.pricing.priceList(ctx, em);
      const quote = eventQuote(prices, { materials: input.materials, services: input.services, staffCount: input.staffCount, days });
      const labelOf = (key: string) => services.find((s) => s.name === key)?.label ?? key;

      const request = em.create(EventRequest, {
        // Unique placeholder until the id is known; replaced below in the same transaction.
        reference: `tmp-${randomUUID()}`,
        eventName: input.eventName.trim(),
        eventType: input.eventType,
        participants: input.participants,
        dateStart,
        dateEnd,
        days: quote.days,
        address: input.address.trim(),
        superficie: input.superficie,
        zones: input.zones,
        commentaires: input.commentaires.trim(),
        staffCount: quote.staffCount,
        companyName: input.companyName.trim(),
        neq: input.neq.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone.trim(),
        website: input.website.trim(),
        sendCopy: input.sendCopy,
        status: EventRequestStatus.PENDING,
        subtotal: quote.subtotal,
        gst: quote.gst,
        qst: quote.qst,
        total: quote.total,
        createdAt: ctx.now,
      });
      await em.insert(EventRequest, request);
      request.reference = eventReference(request.id, ctx.now);
      await em.update(EventRequest, { id: request.id }, { reference: request.reference });

      request.materials = quote.materialLines.map((line) => em.create(EventMaterialLine, { eventRequestId: request.id, ...line }));
      request.services = quote.serviceLines.map((line) =>
        em.create(EventServiceLine, {
          eventRequestId: request.id,
          name: line.name,
          label: this.serviceLabel(line.name, labelOf(SERVICE_PRICE_KEY[line.name]), quote.staffCount, quote.days, line.unitPrice),
          price: line.price,
        }),
      );
      if (request.materials.length) await em.insert(EventMaterialLine, request.materials);
      if (request.services.length) await em.insert(EventServiceLine, request.services);

      if (request.sendCopy) {
        const equipmentLabels = Object.fromEntries(quote.materialLines.map((l) => [l.type, labelOf(EQUIPMENT_PRICE_KEY[l.type])]));
        const mail = buildEventQuoteMail(request, equipmentLabels, this.issuer, ctx.now);
        await this.mail.queue(ctx, em, { to: request.email, ...mail, dedupeKey: `event-request:${request.id}:copy` });
      }
      await enqueueWebhook(em, WebhookEventType.EVENT_SUBMITTED, request, ctx.now);
      ctx.log.info({ eventRequestId: request.id, reference: request.reference, total: request.total }, 'event request submitted');
      return request;
    });
  }

  /** 'Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h)'; other services keep their price-list label. */
  private serviceLabel(name: EventServiceName, label: string, staffCount: number, days: number, unitPrice: number): string {
    if (name !== 'staff') return label;
    return `${label} (${staffCount} × ${STAFF_HOURS_PER_DAY} h × ${daysLabel(days)} à ${formatCad(unitPrice)}/h)`;
  }
}
