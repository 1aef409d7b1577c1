import { graphql, HttpResponse } from 'msw';
import type { AdminPickup_RequestFragment, ServicesPanel_ServiceFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { connectionOf } from './admin-fixtures';

export type ListedPickup = AdminPickup_RequestFragment & { __typename: 'PickupRequest' };

export function listedPickup(id: string, overrides: Partial<ListedPickup> = {}): ListedPickup {
  return {
    __typename: 'PickupRequest',
    id,
    fullName: 'Marie-Ève Lapointe',
    phone: '819 555-0199',
    email: 'marie-eve@example.com',
    address: '1250 rue Royale, Trois-Rivières',
    floor: 0,
    hasElevator: false,
    urgency: true,
    description: 'Un réfrigérateur',
    photos: [],
    createdAt: '2026-11-20T15:00:00.000Z',
    status: 'NEW',
    estimateCents: null,
    scheduledDate: null,
    scheduledSlot: null,
    updatedAt: null,
    unverified: false,
    ...overrides,
  };
}

/** The AdminPickupRequests answer: a page of `requests` for the query's variables. */
export function pickupRequestsPage(requests: readonly ListedPickup[], variables: { first?: unknown; after?: unknown } = {}) {
  return { pickupRequestsConnection: connectionOf('PickupRequest', requests, variables) };
}

/** Pages that list pickup requests (orders, ramassage) get an empty list: for tests about something else. */
export function servePickupRequests(requests: ListedPickup[] = []): void {
  server.use(graphql.query('AdminPickupRequests', ({ variables }) => HttpResponse.json({ data: pickupRequestsPage(requests, variables) })));
}

export type ListedService = ServicesPanel_ServiceFragment & { __typename: 'Service' };

export function listedService(id: string, overrides: Partial<ListedService> = {}): ListedService {
  return { __typename: 'Service', id, name: `snow.test${id}`, label: `Service ${id}`, category: 'BASE', unit: 'FLAT', price: 8000, active: true, ...overrides };
}

/** The price table of /admin/tarification gets this list: for tests about something else, an empty one. */
export function serveServices(services: ListedService[] = []): void {
  server.use(graphql.query('AdminServices', () => HttpResponse.json({ data: { priceList: services } })));
}

/**
 * The inventory section of /admin/tarification (equipment availability): no item, no block, an empty
 * run sheet, for tests about something else. FullCalendar's own query waits for its button.
 */
export function serveInventory(): void {
  server.use(
    graphql.query('EquipmentInventory', () => HttpResponse.json({ data: { equipmentInventory: [] } })),
    graphql.query('EquipmentCalendar', () => HttpResponse.json({ data: { equipmentCalendar: [] } })),
    graphql.query('RunSheet', ({ variables }) =>
      HttpResponse.json({ data: { runSheet: { __typename: 'RunSheet', day: variables['day'], load: [], stops: [] } } }),
    ),
  );
}
