import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { snowQuote } from '../../shared/pricing/snow-quote';
import { SNOW_RENEWAL_MESSAGES } from '../../shared/snow-renewal.messages.fr';
import { localDay, renewalSeason } from '../../shared/snow-season';
import { requireClient } from '../../kernel/client';
import { PricingService } from '../pricing/pricing.public';
import { SnowCheckout } from '../snow/snow.public';
import { SnowService } from '../snow/snow.public';
import { SnowContract, SnowContractStatus } from './snow-season.entities';

/** A contract's renewal offer: the next season and its price from the current price list, taxes apart. Integer cents. */
export interface SnowRenewalOffer {
  contract: SnowContract;
  seasonStart: string;
  seasonEnd: string;
  subtotal: number;
  gst: number;
  qst: number;
  total: number;
}

/**
 * Renewal of snow contracts (issue #17): which contracts of the current or a past season are not
 * renewed yet, at what price (the pure snow calculator on today's price list and the contract's
 * options), and the checkout that renews one (the public form's checkout, prefilled).
 */
export class SnowRenewalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly snow: SnowService,
    private readonly settings: AppConfig['snowSeason'],
    private readonly publicUrl: string,
  ) {}

  /** The portal's snow section, where a renewal is made. */
  get portalUrl(): string {
    return `${this.publicUrl}/client/deneigement`;
  }

  /** Renewal offers, for some addresses (lower case) or all; one per address (its latest contract). */
  async offers(ctx: RequestContext, emails?: readonly string[]): Promise<SnowRenewalOffer[]> {
    if (emails && !emails.length) return [];
    const today = localDay(ctx.now);
    const target = renewalSeason(today, this.settings.seasonStart, this.settings.seasonEnd);
    const qb = this.dataSource.getRepository(SnowContract).createQueryBuilder('c').where('c.status = :active', { active: SnowContractStatus.ACTIVE });
    if (emails) qb.andWhere('LOWER(c.email) IN (:...emails)', { emails: emails.map((e) => e.toLowerCase()) });
    const contracts = await qb.orderBy('c.seasonStart', 'DESC').addOrderBy('c.id', 'DESC').getMany();
    const key = (c: SnowContract) => `${c.email.toLowerCase()}\n${c.address}`;
    const renewed = new Set(contracts.filter((c) => c.seasonStart >= target.start).map(key));
    const seen = new Set<string>();
    const candidates = contracts.filter((c) => {
      // Offered from the last day of the contract's season (issue #28: not the day a contract of the running season was bought).
      if (c.seasonStart >= target.start || today < c.seasonEnd || renewed.has(key(c)) || seen.has(key(c))) return false;
      seen.add(key(c));
      return true;
    });
    if (!candidates.length) return [];
    const { prices } = await this.pricing.priceList(ctx);
    return candidates.map((contract) => {
      const quote = snowQuote(prices, { mode: 'abonnement', abrasif: contract.abrasif, urgent: contract.urgent });
      return { contract, seasonStart: target.start, seasonEnd: target.end, subtotal: quote.subtotal, gst: quote.gst, qst: quote.qst, total: quote.total };
    });
  }

  /** The signed-in client's offers. */
  clientOffers(ctx: RequestContext): Promise<SnowRenewalOffer[]> {
    return this.offers(ctx, [requireClient(ctx).email]);
  }

  /**
   * Starts the checkout renewing the client's own contract (any other id: NOT_FOUND), prefilled
   * from it; the paid order becomes the next season's contract through `snow.paid`.
   */
  async renew(ctx: RequestContext, rawId: string): Promise<SnowCheckout> {
    const { email } = requireClient(ctx);
    const id = Number(rawId);
    const contract = Number.isSafeInteger(id) ? await this.dataSource.getRepository(SnowContract).findOneBy({ id }) : null;
    if (!contract || contract.email.toLowerCase() !== email) throw new AppError(ErrorCode.NOT_FOUND, SNOW_RENEWAL_MESSAGES.notFound);
    const offer = (await this.offers(ctx, [email])).find((o) => o.contract.id === contract.id);
    if (!offer) throw new AppError(ErrorCode.INVALID_TRANSITION, SNOW_RENEWAL_MESSAGES.notRenewable);
    return this.snow.createCheckout(ctx, {
      address: contract.address,
      mode: 'abonnement',
      email: contract.email,
      marketingConsent: false,
      abrasif: contract.abrasif,
      urgent: contract.urgent,
      note: contract.note,
    });
  }
}
