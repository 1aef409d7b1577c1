import { graphql, HttpResponse } from 'msw';
import type { AdminPickup_RequestFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';

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
    ...overrides,
  };
}

/** Pages that list pickup requests (orders, ramassage) get an empty list: for tests about something else. */
export function servePickupRequests(requests: ListedPickup[] = []): void {
  server.use(graphql.query('AdminPickupRequests', () => HttpResponse.json({ data: { pickupRequests: requests } })));
}
