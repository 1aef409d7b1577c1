import { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error';
import { DEFAULT_PRICES } from '../../shared/pricing/price-list';
import { snowQuote } from '../../shared/pricing/snow-quote';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { restoreSeedPrices, staffUser, testContext } from './pricing.fixtures';
import { PricingService } from './pricing.service';
import { PriceUnit, Service, ServiceCategory } from './service.entity';

describeEachDb('PricingService', (kind) => {
  let dataSource: DataSource;
  let service: PricingService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new PricingService(dataSource);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(async () => {
    await clearTables(dataSource);
    await restoreSeedPrices(dataSource);
  });

  const ctx = () => testContext(dataSource, staffUser());

  it('is seeded by the migration with every constant of public-site.md §9, with French labels', async () => {
    const rows = await service.list(ctx());
    expect(rows).toHaveLength(14);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.price]))).toEqual(DEFAULT_PRICES);
    expect(rows.find((r) => r.name === 'event.bac')).toMatchObject({ label: 'Bac roulant 360 L', category: ServiceCategory.BASE, unit: PriceUnit.UNIT_DAY });
    expect(rows.find((r) => r.name === 'event.staffHourly')).toMatchObject({ category: ServiceCategory.EXTRA, unit: PriceUnit.HOUR, price: 3500 });
    expect(rows.find((r) => r.name === 'snow.subscription.base')).toMatchObject({ unit: PriceUnit.SEASON, price: 35_000 });
    expect(rows.every((r) => r.label.trim().length > 0)).toBe(true);
  });

  it('gives the calculators the price list, and a changed price changes the next quote', async () => {
    const { prices } = await service.priceList(ctx());
    expect(snowQuote(prices, { mode: 'one-shot', abrasif: false, urgent: false }).total).toBe(9198);

    const base = await dataSource.getRepository(Service).findOneByOrFail({ name: 'snow.oneShot.base' });
    const updated = await service.updatePrice(ctx(), { id: String(base.id), price: 10_000 });
    expect(updated).toMatchObject({ id: base.id, name: 'snow.oneShot.base', price: 10_000 });
    const after = await service.priceList(ctx());
    expect(snowQuote(after.prices, { mode: 'one-shot', abrasif: false, urgent: false }).total).toBe(11_498);
  });

  it('answers SERVICE_UNAVAILABLE rather than quoting when a needed price is missing', async () => {
    await dataSource.getRepository(Service).delete({ name: 'event.lavage' });
    await expect(service.priceList(ctx())).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    await expect(service.updatePrice(ctx(), { id: '999999', price: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Service introuvable.' });
    await expect(service.updatePrice(ctx(), { id: 'abc', price: 100 })).rejects.toBeInstanceOf(AppError);
  });

  it('creates a service with a trimmed name and refuses a name already used', async () => {
    const created = await service.create(ctx(), {
      name: ' event.tente ',
      label: ' Tente 10 × 10 ',
      category: ServiceCategory.BASE,
      unit: PriceUnit.UNIT_DAY,
      price: 9000,
    });
    expect(created).toMatchObject({ id: expect.any(Number), name: 'event.tente', label: 'Tente 10 × 10', price: 9000 });
    await expect(
      service.create(ctx(), { name: 'event.bac', label: 'Doublon', category: ServiceCategory.BASE, unit: PriceUnit.FLAT, price: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: 'Ce nom interne existe déjà.' } });
    expect(await dataSource.getRepository(Service).count()).toBe(15);
  });
});
