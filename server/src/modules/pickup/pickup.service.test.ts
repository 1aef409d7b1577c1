import pino from 'pino';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testBus } from '../../testing/event-bus';
import { TEST_NOW } from '../../testing/app';
import { PickupRequest } from './pickup-request.entity';
import { pickupInput } from './pickup.fixtures';
import { PickupService } from './pickup.service';
import { MailService } from '../mail/mail.service';

describeEachDb('PickupService', (kind) => {
  let dataSource: DataSource;
  let service: PickupService;
  let ctx: RequestContext;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new PickupService(dataSource, testBus(dataSource), new MailService());
    ctx = { user: null, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: '127.0.0.1' };
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  it('stores the request trimmed, e-mail lower-cased, with the context time', async () => {
    const created = await service.create(
      ctx,
      pickupInput({ fullName: '  Jean Tremblay ', email: ' Jean@Example.COM ', photos: [' a.jpg '], description: ' Divan ' }),
    );
    expect(created.id).toEqual(expect.any(Number));

    const stored = await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: created.id });
    expect(stored).toMatchObject({
      fullName: 'Jean Tremblay',
      email: 'jean@example.com',
      phone: '819 555-0199',
      address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
      floor: 2,
      hasElevator: false,
      urgency: true,
      description: 'Divan',
      photos: ['a.jpg'],
    });
    expect(stored.createdAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('keeps accents, apostrophes and emoji intact', async () => {
    const created = await service.create(ctx, pickupInput({ fullName: 'Zoé L’Heureux-Bélanger 🙂', description: 'Électroménagers « vieux »' }));
    const stored = await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: created.id });
    expect(stored.fullName).toBe('Zoé L’Heureux-Bélanger 🙂');
    expect(stored.description).toBe('Électroménagers « vieux »');
  });
});
