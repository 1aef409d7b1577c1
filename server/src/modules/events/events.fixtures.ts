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
