import { DataSource } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { inTransaction } from '../../kernel/transactions';
import { PRIVACY_MESSAGES } from '../../shared/privacy.messages.fr';
import { SNOW_RENEWAL_MESSAGES } from '../../shared/snow-renewal.messages.fr';
import { MailService } from '../mail/mail.public';
import type { PrivacyService } from '../privacy/privacy.public';
import type { SnowRenewalService } from './snow-renewal.service';

/**
 * Marketing e-mails (CASL): only to addresses with express consent not withdrawn, each with the
 * one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058) and the link in its text.
 * Transactional e-mails (receipts, quotes, estimates) never go through here. The consent is the
 * privacy feature's (its face); the offer is the snow season's, which reads it (not the reverse).
 */
export class MarketingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly privacy: PrivacyService,
    private readonly renewals: SnowRenewalService,
  ) {}

  /** The renewal offers `sendSnowRenewalOffer` would queue now: consenting addresses, not already sent this season. */
  private async pendingSnowRenewalOffers(ctx: RequestContext) {
    const addresses = await this.privacy.consentingAddresses();
    const offers = (await this.renewals.offers(ctx, addresses)).map((offer) => ({ offer, dedupeKey: `marketing:snow-renewal:${offer.seasonStart}:${offer.contract.id}` }));
    const sent = await this.mail.queuedKeys(this.dataSource.manager, offers.map((o) => o.dedupeKey));
    return { consenting: addresses.length, offers: offers.filter((o) => !sent.has(o.dedupeKey)) };
  }

  /**
   * Whom the snow renewal offer would reach if sent now (the back-office shows it before sending):
   * the e-mails it would queue (one per contract) and the distinct customers they go to.
   */
  async snowRenewalOfferReach(ctx: RequestContext): Promise<{ emails: number; customers: number }> {
    const { offers } = await this.pendingSnowRenewalOffers(ctx);
    return { emails: offers.length, customers: new Set(offers.map((o) => o.offer.contract.email.toLowerCase())).size };
  }

  /**
   * The snow renewal offer: one e-mail per consenting customer's contract of the current or a past
   * season not yet renewed, stating the next season's dates and its price (taxes apart) and linking
   * to the portal's snow section, where the renewal is made. Once per contract and season.
   */
  async sendSnowRenewalOffer(ctx: RequestContext): Promise<number> {
    const { consenting, offers } = await this.pendingSnowRenewalOffers(ctx);
    let queued = 0;
    for (const { offer, dedupeKey } of offers) {
      const to = offer.contract.email.toLowerCase();
      const url = this.privacy.unsubscribeUrl(to);
      const text = SNOW_RENEWAL_MESSAGES.body({ ...offer, address: offer.contract.address }, this.renewals.portalUrl);
      const result = await inTransaction(this.dataSource, (em) =>
        this.mail.queue(ctx, em, {
          to,
          subject: SNOW_RENEWAL_MESSAGES.subject(offer.seasonStart),
          text: `${text}\n\n${PRIVACY_MESSAGES.unsubscribeFooter(url)}`,
          headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          dedupeKey,
        }),
      );
      if (result.queued) queued += 1;
    }
    ctx.log.info({ queued, consenting }, 'snow renewal offer queued');
    return queued;
  }
}
