import { IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { SnowOrder } from './snow-order.entity';

/** What a snow order's personal fields become once past the tax retention. */
export const SNOW_ORDER_ANONYMISED = { customerName: ANONYMISED_NAME, email: '', address: '', note: '' } satisfies Partial<SnowOrder>;
/** On a deletion request, an order younger than the tax retention keeps only what a tax record needs (buyer's name, amounts, dates, references). */
export const SNOW_ORDER_MINIMISED = { email: '', address: '', note: '' } satisfies Partial<SnowOrder>;

/**
 * Snow orders are tax records (the sale, paid by card): 6 years after the end of their calendar
 * year they are anonymised (amounts, status, confirmation code and Stripe reference stay).
 */
export const snowPersonalData: PersonalDataHandler = {
  feature: 'snow',
  holds: [
    {
      entity: SnowOrder,
      columns: ['customerName', 'email', 'address', 'note'],
      subject: 'customer',
      rule: 'tax record: on deletion the e-mail, address and note are erased and the buyer’s name kept; anonymised 6 years after the end of its year',
    },
  ],
  async export({ em, email }) {
    const orders = await em.find(SnowOrder, { where: { email }, order: { id: 'ASC' } });
    return [
      {
        key: 'snowOrders',
        title: 'Commandes de déneigement',
        rows: orders.map((o) => ({
          id: o.id, confirmationCode: o.confirmationCode, createdAt: iso(o.createdAt), customerName: o.customerName, email: o.email, address: o.address,
          mode: o.mode, abrasif: o.abrasif, urgent: o.urgent, note: o.note, status: o.status, totalCents: o.total, paidAt: iso(o.paidAt),
        })),
      },
    ];
  },
  async erase({ em, email, clock }) {
    const old = await em.update(SnowOrder, { email, anonymizedAt: IsNull(), createdAt: LessThan(clock.taxCutoff) }, { ...SNOW_ORDER_ANONYMISED, anonymizedAt: clock.now });
    const kept = await em.update(SnowOrder, { email, anonymizedAt: IsNull(), createdAt: MoreThanOrEqual(clock.taxCutoff) }, SNOW_ORDER_MINIMISED);
    return { changed: { snowOrders: old.affected ?? 0, snowOrdersMinimised: kept.affected ?? 0 }, keptTaxRecords: kept.affected ?? 0 };
  },
  async ageOut(scope) {
    const orderAt = scope.clock.taxCutoff;
    const snowOrders = await anonymiseInBatches(
      scope,
      SnowOrder,
      (q) => q.andWhere('r.createdAt < :orderAt', { orderAt }).andWhere('r.updatedAt < :orderAt', { orderAt }),
      SNOW_ORDER_ANONYMISED,
    );
    return { snowOrders };
  },
};
