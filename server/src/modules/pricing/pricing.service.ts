import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/unique-violation';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { PRICING_MESSAGES } from '../../shared/messages.fr';
import { MissingPriceError, PriceList, toPriceList } from '../../shared/pricing/price-list';
import { catalogueUnit, EVENT_CATALOGUE_PREFIX } from '../../shared/pricing/event-quote';
import { CreateServiceInput, UpdateServiceInput, UpdateServicePriceInput } from './pricing.inputs';
import { Service } from './service.entity';

export class PricingService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every price row, in seed order (then creation order). */
  list(_ctx: RequestContext, em: EntityManager = this.dataSource.manager): Promise<Service[]> {
    return em.getRepository(Service).find({ order: { id: 'ASC' } });
  }

  /**
   * The current prices as the calculators read them, and the rows they came from (for labels).
   * Pass the transaction's manager so a quote and what it stores read the same prices.
   */
  async priceList(ctx: RequestContext, em: EntityManager = this.dataSource.manager): Promise<{ prices: PriceList; services: Service[] }> {
    const services = await this.list(ctx, em);
    try {
      return { prices: toPriceList(services), services };
    } catch (error) {
      if (!(error instanceof MissingPriceError)) throw error;
      ctx.log.error({ missing: error.keys }, 'price list incomplete: no quote can be computed');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, PRICING_MESSAGES.priceListUnavailable);
    }
  }

  /**
   * The public event catalogue (issue #28): the active `event.*` rows with a unit the wizard can
   * count (per unit per day, per article, per hour, flat), in price-list order — the built-in
   * equipment and services and every item staff added in Tarification.
   */
  async eventCatalogue(ctx: RequestContext, em: EntityManager = this.dataSource.manager): Promise<Service[]> {
    const rows = await this.list(ctx, em);
    return rows.filter((row) => row.active && row.name.startsWith(EVENT_CATALOGUE_PREFIX) && catalogueUnit(row.unit) !== null);
  }

  /** ADMIN: a row's label, unit or offer (active); the price has its own mutation. */
  async update(ctx: RequestContext, input: UpdateServiceInput): Promise<Service> {
    const repo = this.dataSource.getRepository(Service);
    const id = Number(input.id);
    const service = Number.isSafeInteger(id) ? await repo.findOneBy({ id }) : null;
    if (!service) throw new AppError(ErrorCode.NOT_FOUND, PRICING_MESSAGES.notFound);
    const changes: Partial<Pick<Service, 'label' | 'unit' | 'active'>> = {};
    if (input.label !== undefined && input.label !== null) changes.label = input.label.trim();
    if (input.unit !== undefined && input.unit !== null) changes.unit = input.unit;
    if (input.active !== undefined && input.active !== null) changes.active = input.active;
    if (Object.keys(changes).length) await repo.update({ id }, changes);
    ctx.log.info({ service: service.name, changes, by: ctx.user?.id }, 'service changed');
    return Object.assign(service, changes);
  }

  async updatePrice(ctx: RequestContext, input: UpdateServicePriceInput): Promise<Service> {
    const repo = this.dataSource.getRepository(Service);
    const id = Number(input.id);
    const service = Number.isSafeInteger(id) ? await repo.findOneBy({ id }) : null;
    if (!service) throw new AppError(ErrorCode.NOT_FOUND, PRICING_MESSAGES.notFound);
    await repo.update({ id }, { price: input.price });
    ctx.log.info({ service: service.name, from: service.price, to: input.price, by: ctx.user?.id }, 'price changed');
    service.price = input.price;
    return service;
  }

  async create(ctx: RequestContext, input: CreateServiceInput): Promise<Service> {
    const repo = this.dataSource.getRepository(Service);
    const name = input.name.trim();
    const row = repo.create({ name, label: input.label.trim(), category: input.category, unit: input.unit, price: input.price });
    try {
      // The unique index decides, so two concurrent creations of one name cannot both succeed.
      await repo.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, PRICING_MESSAGES.nameTaken, { name: PRICING_MESSAGES.nameTaken });
      }
      throw error;
    }
    ctx.log.info({ service: name, price: input.price, by: ctx.user?.id }, 'service created');
    return row;
  }
}
