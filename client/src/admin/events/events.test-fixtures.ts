import type { AdminEventRequestQuery, AdminEventRequestsQuery } from '../../graphql/graphql';

export type ListedEvent = AdminEventRequestsQuery['eventRequestsConnection']['edges'][number]['node'] & { __typename: 'EventRequest' };
export type DetailEvent = AdminEventRequestQuery['eventRequest'] & { __typename: 'EventRequest' };

export function listedEvent(id: string, overrides: Partial<ListedEvent> = {}): ListedEvent {
  return {
    __typename: 'EventRequest',
    id,
    unverified: false,
    reference: `EV-2026-${id.padStart(6, '0')}`,
    eventName: `Événement ${id}`,
    email: `client${id}@example.com`,
    companyName: `Entreprise ${id}`,
    neq: '1171234567',
    phone: '',
    address: '1 rue Principale, Trois-Rivières',
    dateStart: '2026-07-10',
    dateEnd: '2026-07-12',
    days: 3,
    status: 'PENDING',
    participants: 100,
    subtotal: 100_000,
    gst: 5000,
    qst: 9975,
    total: 114_975,
    createdAt: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export function detailEvent(id: string, overrides: Partial<DetailEvent> = {}): DetailEvent {
  return {
    ...listedEvent(id),
    statusChangedAt: null,
    eventType: 'festival',
    superficie: 25_000,
    zones: 8,
    commentaires: 'Accès camion par la rue des Forges.',
    staffCount: 0,
    website: '',
    materials: [
      { __typename: 'EventMaterialLine', id: '1', type: 'bac', label: null, unit: 'unit_day', quantity: 4, askedQuantity: null, unitPrice: 1000, days: 3, lineTotal: 12_000 },
      { __typename: 'EventMaterialLine', id: '2', type: 'toilette', label: 'Toilette chimique', unit: 'unit_day', quantity: 2, askedQuantity: null, unitPrice: 13_500, days: 3, lineTotal: 81_000 },
    ],
    services: [{ __typename: 'EventServiceLine', id: '1', name: 'livraison', label: 'Livraison et récupération', price: 6000 }],
    soldOutMaterials: [],
    ...overrides,
  } as DetailEvent;
}
