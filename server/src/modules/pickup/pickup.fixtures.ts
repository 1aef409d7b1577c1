import { CreatePickupRequestInput } from './pickup.inputs';

/** A request as the /ramassage form sends it (GraphQL shape: floor is a number). */
export function pickupInput(overrides: Partial<CreatePickupRequestInput> = {}): CreatePickupRequestInput {
  return Object.assign(new CreatePickupRequestInput(), {
    fullName: 'Marie-Ève Lapointe',
    phone: '819 555-0199',
    email: 'marie-eve@example.com',
    address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
    floor: 2,
    hasElevator: false,
    urgency: true,
    description: 'Un réfrigérateur et trois boîtes',
    photos: ['frigo.jpg', 'boites.png'],
    ...overrides,
  });
}

/** The legacy REST body of POST /api/junk/create (floor is a string). */
export function pickupRestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { floor, ...rest } = pickupInput();
  return { ...rest, floor: String(floor), ...overrides };
}
