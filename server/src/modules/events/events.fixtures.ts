import type { QuoteIssuer } from './event-quote-content';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest, EventRequestStatus } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';
import { EventMaterialsInput, EventServicesInput, SubmitEventRequestInput } from './events.inputs';

/**
 * A request as the /evenementiel wizard sends it (GraphQL shape). Its server price with the seeded
 * list, over 3 days: equipment 3 213,00 $ + delivery 60,00 $ + staff 2 × 8 h × 3 days × 35 $
 * = 4 953,00 $; TPS 247,65 $; TVQ 494,06 $; total 5 694,71 $.
 */
export const EXPECTED_TOTALS = { days: 3, subtotal: 495_300, gst: 24_765, qst: 49_406, total: 569_471 } as const;

export function eventInput(overrides: Partial<SubmitEventRequestInput> = {}): SubmitEventRequestInput {
  return Object.assign(new SubmitEventRequestInput(), {
    eventName: 'Festival de la poutine de Trois-Rivières',
    eventType: 'festival',
    participants: 1200,
    dateStart: '2026-07-10',
    dateEnd: '2026-07-12',
    address: '1620 rue Notre-Dame Centre, Trois-Rivières, QC G9A 6E5',
    superficie: 25_000,
    zones: 8,
    commentaires: 'Accès camion par la rue des Forges.',
    materials: Object.assign(new EventMaterialsInput(), { bac: 4, baril: 8, ilot: 5, toilette: 4, lavage: 6 }),
    services: Object.assign(new EventServicesInput(), { livraison: true, nettoyage: false, staff: true }),
    staffCount: 2,
    companyName: 'Festivals Mauricie inc.',
    neq: '1171234567',
    email: 'info@festivalsmauricie.ca',
    phone: '819 555-0123',
    website: 'https://festivalsmauricie.ca',
    sendCopy: true,
    ...overrides,
  });
}

/** The legacy REST body of POST /api/event (public-site.md §3), with the client's own `totalPrice`. */
export function eventRestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const input = eventInput();
  return { ...input, materials: { ...input.materials }, services: { ...input.services }, totalPrice: 4953, ...overrides };
}

/** A supplier with real-looking registration numbers (not the configuration's placeholders). */
export const quoteIssuer: QuoteIssuer = {
  name: 'Services Mauricie',
  address: '1000 rue Royale, Trois-Rivières (Québec) G9A 4H8',
  email: 'info@servicesmauricie.ca',
  phone: '819 555-0142',
  neq: '1170000001',
  gstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
};

/** A stored request as the quote documents receive it (lines loaded), in cents. */
export function storedEventRequest(overrides: Partial<EventRequest> = {}): EventRequest {
  return Object.assign(new EventRequest(), {
    id: 7,
    reference: 'EV-2026-000007',
    eventName: 'Marché <de> Noël',
    eventType: 'foire',
    participants: 1200,
    dateStart: '2026-12-04',
    dateEnd: '2026-12-06',
    days: 3,
    address: '100 rue des Forges, Trois-Rivières',
    companyName: 'Marchés & Cie',
    neq: '1171234567',
    email: 'info@marches.ca',
    phone: '',
    status: EventRequestStatus.PENDING,
    createdAt: new Date('2026-11-20T15:00:00.000Z'),
    materials: [Object.assign(new EventMaterialLine(), { type: 'bac', quantity: 4, unitPrice: 1000, days: 3, lineTotal: 12_000 })],
    services: [
      Object.assign(new EventServiceLine(), { name: 'livraison', label: 'Livraison et récupération', price: 6000 }),
      Object.assign(new EventServiceLine(), { name: 'staff', label: 'Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h)', price: 168_000 }),
    ],
    subtotal: 186_000,
    gst: 9300,
    qst: 18_554,
    total: 213_854,
    ...overrides,
  });
}
