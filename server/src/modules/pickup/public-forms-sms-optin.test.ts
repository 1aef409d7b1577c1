import { DataSource } from 'typeorm';
import type { App } from '../../app';
import { SMS_TEXTS } from '../../shared/sms';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { SmsConsent } from '../sms/sms.entities';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';
import { EventRequest } from '../events/events.public';
import { eventInput } from '../events/events.fixtures';
import { SnowOrder } from '../snow/snow-order.entity';
import { snowCheckoutInput } from '../snow/snow.fixtures';

const CREATE = 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }';

/** Issue #26: the pickup form's SMS opt-in (a mobile number and an express consent, CASL record). */
describeEachDb('public forms: SMS opt-in (pickup, event)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(() => clearTables(dataSource));

  const create = (overrides: Record<string, unknown>) => graphqlRequest(app, { query: CREATE, variables: { input: { ...pickupInput({ email: 'marie-eve@example.com' }), ...overrides } } });

  it('records the consent with the number in E.164, the exact wording, the source and the date', async () => {
    const res = await create({ phone: '(819) 555-0199', smsOptIn: true });
    expect(res.body.errors).toBeUndefined();
    const consents = await dataSource.getRepository(SmsConsent).find();
    expect(consents).toEqual([
      expect.objectContaining({ subject: 'client:marie-eve@example.com', phone: '+18195550199', wording: SMS_TEXTS.consentWording('Services Mauricie'), source: 'pickup-form', consentedAt: TEST_NOW, withdrawnAt: null }),
    ]);
    expect(await app.container.sms.state('client:marie-eve@example.com')).toMatchObject({ optedIn: true, phone: '+18195550199' });
  });

  it('records nothing when the box is not ticked', async () => {
    expect((await create({ smsOptIn: false })).body.errors).toBeUndefined();
    expect((await create({})).body.errors).toBeUndefined();
    expect(await dataSource.getRepository(SmsConsent).count()).toBe(0);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(2);
  });

  it('refuses, in French on the phone field, a number that cannot receive SMS when the box is ticked; nothing stored', async () => {
    // A toll-free number: a valid phone for the form, not a mobile.
    expect((await create({ phone: '1 800 463-2493', smsOptIn: false })).body.errors).toBeUndefined();
    await clearTables(dataSource);
    const res = await create({ phone: '1 800 463-2493', smsOptIn: true });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'Ce numéro ne peut pas recevoir de textos : indiquez un cellulaire.' } });
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);
    expect(await dataSource.getRepository(SmsConsent).count()).toBe(0);
  });

  describe('the event form', () => {
    const SUBMIT = 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }';
    const submit = (overrides: Record<string, unknown>) => graphqlRequest(app, { query: SUBMIT, variables: { input: { ...eventInput({ email: 'info@marches.ca', dateStart: '2027-07-10', dateEnd: '2027-07-12' }), ...overrides } } });

    it('records the consent (source event-form) when ticked with a mobile', async () => {
      const res = await submit({ phone: '819 555-0177', smsOptIn: true });
      expect(res.body.errors).toBeUndefined();
      expect(await dataSource.getRepository(SmsConsent).find()).toEqual([
        expect.objectContaining({ subject: 'client:info@marches.ca', phone: '+18195550177', wording: SMS_TEXTS.consentWording('Services Mauricie'), source: 'event-form', consentedAt: TEST_NOW }),
      ]);
    });

    it('refuses the ticked box without a phone (it is optional otherwise), in French; nothing stored', async () => {
      const res = await submit({ phone: '', smsOptIn: true });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'Indiquez un numéro de cellulaire pour recevoir des textos.' } });
      expect(await dataSource.getRepository(EventRequest).count()).toBe(0);
      expect((await submit({ phone: '' })).body.errors).toBeUndefined();
      expect(await dataSource.getRepository(SmsConsent).count()).toBe(0);
    });
  });

  describe('the snow form', () => {
    const CHECKOUT = 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }';
    const order = (overrides: Record<string, unknown>) => graphqlRequest(app, { query: CHECKOUT, variables: { input: { ...snowCheckoutInput({ email: 'neige@example.com' }), ...overrides } } });

    it('records the consent (source snow-form) when ticked with a mobile; refuses a toll-free number in French before any order', async () => {
      const refused = await order({ phone: '1 800 463-2493', smsOptIn: true });
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { phone: 'Ce numéro ne peut pas recevoir de textos : indiquez un cellulaire.' } });
      expect(await dataSource.getRepository(SnowOrder).count()).toBe(0);
      const res = await order({ phone: '819 555-0166', smsOptIn: true });
      expect(res.body.errors).toBeUndefined();
      expect(await dataSource.getRepository(SmsConsent).find()).toEqual([
        expect.objectContaining({ subject: 'client:neige@example.com', phone: '+18195550166', wording: SMS_TEXTS.consentWording('Services Mauricie'), source: 'snow-form', consentedAt: TEST_NOW }),
      ]);
    });
  });
});
