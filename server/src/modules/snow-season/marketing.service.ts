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

  /**
   * The snow renewal offer: one e-mail per consenting customer's contract of the current or a past
   * season not yet renewed, stating the next season's dates and its price (taxes apart) and linking
   * to the portal's snow section, where the renewal is made. Once per contract and season.
   */
  async sendSnowRenewalOffer(ctx: RequestContext): Promise<number> {
    const addresses = await this.privacy.consentingAddresses();
    const offers = await this.renewals.offers(ctx, addresses);
    let queued = 0;
    for (const offer of offers) {
      const to = offer.contract.email.toLowerCase();
      const url = this.privacy.unsubscribeUrl(to);
      const text = SNOW_RENEWAL_MESSAGES.body({ ...offer, address: offer.contract.address }, this.renewals.portalUrl);
      const result = await inTransaction(this.dataSource, (em) =>
        this.mail.queue(ctx, em, {
          to,
          subject: SNOW_RENEWAL_MESSAGES.subject(offer.seasonStart),
          text: `${text}\n\n${PRIVACY_MESSAGES.unsubscribeFooter(url)}`,
          headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          dedupeKey: `marketing:snow-renewal:${offer.seasonStart}:${offer.contract.id}`,
        }),
      );
      if (result.queued) queued += 1;
    }
    ctx.log.info({ queued, consenting: addresses.length }, 'snow renewal offer queued');
    return queued;
  }
}
