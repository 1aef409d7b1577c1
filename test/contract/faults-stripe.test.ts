import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { FakeStripe, startFakeStripe, stripeEnv } from '../../server/src/modules/payments/payments.fixtures';
import { SnowOrder, SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { legacySnowInput, snowCheckoutInput } from '../../server/src/modules/snow/snow.fixtures';
import { SNOW_MESSAGES } from '../../server/src/shared/messages.fr';
import { createTestApp } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest, restRequest } from '../../server/src/testing/requests';

/**
 * Stripe failure (issue 9), through the whole application: a local HTTP server stands in for
 * api.stripe.com (STRIPE_API_BASE) and answers 500 or never answers (the SDK's timeout,
 * STRIPE_TIMEOUT_MS). The customer gets the spec's text for a failed checkout (public-site.md:
 * 'Erreur inattendue lors du paiement.'), on the legacy REST path and on GraphQL; the order is
 * kept PENDING, not lost; every retry reused one idempotency key; once Stripe answers again, a
 * new checkout goes through.
 */

const CHECKOUT = 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }';
const FAILED = { error: SNOW_MESSAGES.checkoutUnexpected, code: 'SERVICE_UNAVAILABLE' };

describeEachDb('Stripe failure: the spec’s error, the order kept pending', (kind) => {
  let dataSource: DataSource;
  let fake: FakeStripe;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    fake = await startFakeStripe();
    app = await createTestApp(dataSource, { env: stripeEnv(fake, 300) });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    fake.requests.length = 0;
  });

  const orders = () => dataSource.getRepository(SnowOrder).find({ order: { createdAt: 'ASC' } });
  const keysSent = () => new Set(fake.requests.map((request) => request.idempotencyKey));

  it.each([
    ['answers 500', () => fake.failNext(3)],
    ['times out', () => fake.hangNext(3)],
  ])('when Stripe %s: POST /api/stripe/create-checkout-session answers 503 with the spec’s text, the order stays PENDING', async (_label, breakStripe) => {
    breakStripe();
    const res = await restRequest(app, 'post', '/api/stripe/create-checkout-session', { body: { ...legacySnowInput({ email: 'panne@example.ca' }) } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(FAILED);
    expect(fake.requests).toHaveLength(3); // the first try and the SDK's two retries
    expect(keysSent().size).toBe(1);
    expect(await orders()).toEqual([expect.objectContaining({ email: 'panne@example.ca', status: SnowOrderStatus.PENDING, stripeSessionId: null })]);

    // Stripe answers again: the customer's next try goes through.
    const retry = await restRequest(app, 'post', '/api/stripe/create-checkout-session', { body: { ...legacySnowInput({ email: 'panne@example.ca' }) } });
    expect(retry.status).toBe(200);
    expect(retry.body.url).toEqual(expect.stringContaining('checkout'));
    const stored = await orders();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ status: SnowOrderStatus.PENDING, stripeSessionId: null });
    expect(stored[1]).toMatchObject({ status: SnowOrderStatus.PENDING, stripeSessionId: expect.stringMatching(/^cs_/) });
  });

  it.each([
    ['answers 500', () => fake.failNext(3)],
    ['times out', () => fake.hangNext(3)],
  ])('when Stripe %s: the createSnowCheckout mutation gives the spec’s text with SERVICE_UNAVAILABLE, the order stays PENDING', async (_label, breakStripe) => {
    breakStripe();
    const res = await graphqlRequest(app, { query: CHECKOUT, variables: { input: { ...snowCheckoutInput({ email: 'panne2@example.ca' }) } } });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: SNOW_MESSAGES.checkoutUnexpected, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);
    expect(keysSent().size).toBe(1);
    expect(await orders()).toEqual([expect.objectContaining({ email: 'panne2@example.ca', status: SnowOrderStatus.PENDING, stripeSessionId: null, total: 64_386 })]);
  });
});
