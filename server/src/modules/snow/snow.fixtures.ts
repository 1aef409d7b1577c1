import { DataSource } from 'typeorm';
import { TEST_NOW } from '../../testing/app';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { CreateSnowCheckoutInput, LegacySnowCheckoutInput } from './snow.inputs';

export const SNOW_ADDRESS = '1250 rue Royale, Trois-Rivières, QC G9A 4J6';

/** An order as the /deneigement form sends it: the subscription with both options (643,86 $). */
export function snowCheckoutInput(overrides: Partial<CreateSnowCheckoutInput> = {}): CreateSnowCheckoutInput {
  return Object.assign(new CreateSnowCheckoutInput(), {
    address: SNOW_ADDRESS,
    mode: 'abonnement',
    email: 'marie.tremblay@example.ca',
    abrasif: true,
    urgent: true,
    note: 'Entrée de côté, attention au muret.',
    ...overrides,
  });
}

/** The legacy POST /api/stripe/create-checkout-session payload (one visit with abrasive: 100,03 $). */
export function legacySnowInput(overrides: Partial<LegacySnowCheckoutInput> = {}): LegacySnowCheckoutInput {
  return Object.assign(new LegacySnowCheckoutInput(), {
    address: SNOW_ADDRESS,
    mode: 'one-shot',
    email: 'jean.gagnon@example.ca',
    amount: 100.03,
    ...overrides,
  });
}

let counter = 0;

/** Stores an order directly (metrics and status tests). */
export async function insertSnowOrder(dataSource: DataSource, overrides: Partial<SnowOrder> = {}): Promise<SnowOrder> {
  counter += 1;
  const order = dataSource.getRepository(SnowOrder).create({
    confirmationCode: `DN-TEST${String(counter).padStart(4, '0')}`.slice(0, 11),
    mode: 'one-shot',
    address: SNOW_ADDRESS,
    email: 'client@example.ca',
    abrasif: false,
    urgent: false,
    note: '',
    basePrice: 8000,
    abrasifPrice: 0,
    urgentPrice: 0,
    subtotal: 8000,
    gst: 400,
    qst: 798,
    total: 9198,
    status: SnowOrderStatus.PENDING,
    stripeSessionId: `cs_test_fixture_${counter}`,
    customerName: null,
    paidAt: null,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
    ...overrides,
  });
  await dataSource.getRepository(SnowOrder).insert(order);
  return order;
}
