import { SignedLink } from '../../graphql/signed-link';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { QUOTE_PDF_MESSAGES } from '../../shared/messages.fr';
import { SignedLinks } from '../auth/auth.public';
import { EventsService } from './events.service';

/** The spec's path of a quote PDF (back-office.md: 'soumission-{id}.pdf' under an invoices path). */
export function eventQuotePdfPath(id: number | string): string {
  return `/invoices/soumission-${id}.pdf`;
}

/** The shortest link a caller may ask for. */
export const MIN_LINK_SECONDS = 60;

export { SignedLink };

/** Signed links to quote PDFs: created for staff through GraphQL, checked by the /invoices route. */
export class EventQuoteLinks {
  constructor(
    private readonly events: EventsService,
    private readonly links: SignedLinks,
    private readonly publicUrl: string,
    /** The configured PDF_LINK_TTL: the default and the longest lifetime. */
    private readonly maxSeconds: number,
  ) {}

  /** A link to an existing event's PDF (NOT_FOUND otherwise), valid `expiresInSeconds` (default and maximum PDF_LINK_TTL). */
  async create(ctx: RequestContext, id: string, expiresInSeconds?: number | null): Promise<SignedLink> {
    const seconds = expiresInSeconds ?? this.maxSeconds;
    if (!Number.isInteger(seconds) || seconds < MIN_LINK_SECONDS || seconds > this.maxSeconds) {
      const message = QUOTE_PDF_MESSAGES.expiresIn(MIN_LINK_SECONDS, this.maxSeconds);
      throw new AppError(ErrorCode.BAD_USER_INPUT, message, { expiresInSeconds: message });
    }
    const event = await this.events.get(ctx, id);
    const expiresAt = new Date(Math.floor(ctx.now.getTime() / 1000) * 1000 + seconds * 1000);
    const path = eventQuotePdfPath(event.id);
    const { expires, signature } = this.links.sign(path, expiresAt);
    const url = new URL(path, `${this.publicUrl}/`);
    url.search = new URLSearchParams({ expires, signature }).toString();
    return { url: url.toString(), expiresAt };
  }

  check(id: string, expires: unknown, signature: unknown, now: Date) {
    return this.links.check(eventQuotePdfPath(id), expires, signature, now);
  }
}
