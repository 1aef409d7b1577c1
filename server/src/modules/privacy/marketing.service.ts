import { DataSource } from 'typeorm';
import { RequestContext } from '../../graphql/context';
import { inTransaction } from '../../db/transaction';
import { PRIVACY_MESSAGES } from '../../shared/privacy.messages.fr';
import { MailService } from '../mail/mail.service';
import { PrivacyService } from './privacy.service';

const YEAR = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' });

/**
 * Marketing e-mails (CASL): only to addresses with express consent not withdrawn, each with the
 * one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058) and the link in its text.
 * Transactional e-mails (receipts, quotes, estimates) never go through here.
 */
export class MarketingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly privacy: PrivacyService,
  ) {}

  async sendSnowRenewalOffer(ctx: RequestContext): Promise<number> {
    const year = Number(YEAR.format(ctx.now));
    const addresses = await this.privacy.consentingAddresses();
    let queued = 0;
    for (const to of addresses) {
      const url = this.privacy.unsubscribeUrl(to);
      const result = await inTransaction(this.dataSource, (em) =>
        this.mail.queue(ctx, em, {
          to,
          subject: PRIVACY_MESSAGES.renewalSubject(year),
          text: `${PRIVACY_MESSAGES.renewalBody(year)}\n\n${PRIVACY_MESSAGES.unsubscribeFooter(url)}`,
          headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          dedupeKey: `marketing:snow-renewal:${year}:${to}`.slice(0, 150),
        }),
      );
      if (result.queued) queued += 1;
    }
    ctx.log.info({ queued, consenting: addresses.length }, 'snow renewal offer queued');
    return queued;
  }
}
