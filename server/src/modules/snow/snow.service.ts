import { smsOptInPhone } from '../../shared/sms-opt-in';
import { normalizePhone } from '../../shared/phone';
import { PrivacyService } from '../privacy/privacy.public';
import { PublicGuard } from '../abuse/abuse.public';
import { randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { isUniqueViolation } from '../../db/unique-violation';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { SNOW_MESSAGES } from '../../shared/messages.fr';
import { formatRate } from '../../shared/pricing/money';
import { PriceList } from '../../shared/pricing/price-list';
import { matchSnowOptions, SnowOptionFlags } from '../../shared/pricing/snow-amount-match';
import { isSnowMode, SnowMode, snowQuote } from '../../shared/pricing/snow-quote';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '../../shared/pricing/taxes';
import { CONFIRMATION_CODE_ALPHABET, demoSessionId } from '../../shared/snow';
import { PaymentsService } from '../payments/payments.public';
import { PricingService } from '../pricing/pricing.public';
import { SnowOrder, SnowOrderStatus } from './snow-order.entity';
import { snowOrderLines } from './snow-receipt-mail';
import { CreateSnowCheckoutInput, LegacySnowCheckoutInput } from './snow.inputs';
import { SnowCheckout, SnowOrderConfirmation, SnowOrderMetrics } from './snow.results';

/** 'DN-' and 8 characters of an alphabet without look-alikes (about 8.5 × 10¹¹ codes). */
export function newConfirmationCode(): string {
  let code = 'DN-';
  for (let i = 0; i < 8; i += 1) code += CONFIRMATION_CODE_ALPHABET[randomInt(CONFIRMATION_CODE_ALPHABET.length)];
  return code;
}

/** 'marie.tremblay@example.ca' → 'm•••@example.ca': enough to recognise it, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

interface OrderDetails {
  address: string;
  mode: SnowMode;
  email: string;
  note: string;
  customerName?: string | null;
  phone?: string | null;
}

const MONTH_ZONE = 'America/Toronto';
const CODE_ATTEMPTS = 5;

export class SnowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly payments: PaymentsService,
    private readonly publicUrl: string,
    /** Per-address limits of anonymous writes (issue #19); null = none (unit tests). */
    private readonly guard: PublicGuard | null = null,
    /** Records the marketing consent given on the form (CASL); null = not recorded (unit tests). */
    private readonly privacy: PrivacyService | null = null,
    /** Records the form's SMS consent (the SMS feature's SmsService.consentFromForm); null = not recorded (unit tests). */
    private readonly recordSmsConsent: ((email: string, phone: string, source: string, now: Date) => Promise<void>) | null = null,
  ) {}

  /** The /deneigement form: an order priced by the server, then its checkout. */
  async createCheckout(ctx: RequestContext, input: CreateSnowCheckoutInput): Promise<SnowCheckout> {
    const details = { ...this.details(input, input.note), customerName: input.customerName?.replace(/\s+/g, ' ').trim() || null, phone: normalizePhone(input.phone) };
    // The SMS consent needs a mobile: checked before the order is stored.
    const smsPhone = input.smsOptIn ? smsOptInPhone(input.phone ?? '') : null;
    const checkout = await this.checkout(ctx, details, () => ({ abrasif: input.abrasif, urgent: input.urgent }));
    if (input.marketingConsent) await this.privacy?.recordConsent(ctx.now, details.email, 'deneigement');
    if (smsPhone) await this.recordSmsConsent?.(details.email, smsPhone, 'snow-form', ctx.now);
    return checkout;
  }

  /**
   * The legacy JSON path sends the total instead of the options: the options are those of the one
   * combination whose server-computed total equals it, from the same price list the order is
   * priced with. No match: BAD_USER_INPUT on `amount`, nothing stored.
   */
  createCheckoutForAmount(ctx: RequestContext, input: LegacySnowCheckoutInput): Promise<SnowCheckout> {
    const details = this.details(input, '');
    return this.checkout(ctx, details, (prices) => {
      const options = matchSnowOptions(prices, details.mode, input.amount);
      if (!options) throw new AppError(ErrorCode.BAD_USER_INPUT, SNOW_MESSAGES.amountMismatch, { amount: SNOW_MESSAGES.amountMismatch });
      return options;
    });
  }

  /**
   * The public confirmation of an order, found by its checkout session id (Stripe's `cs_…`, long
   * and random, only known to whoever went through the checkout). Null when unknown.
   */
  async confirmation(_ctx: RequestContext, sessionId: string): Promise<SnowOrderConfirmation | null> {
    if (!sessionId || sessionId.length > 255) return null;
    const order = await this.dataSource.getRepository(SnowOrder).findOneBy({ stripeSessionId: sessionId });
    return order ? toConfirmation(order) : null;
  }

  /**
   * "Payer" on the demo checkout: marks the order paid through the same event handling as Stripe's
   * webhook. FORBIDDEN when Stripe is configured; NOT_FOUND for an unknown token. Paying twice
   * changes nothing the second time.
   */
  async completeDemoPayment(ctx: RequestContext, token: string): Promise<SnowOrderConfirmation> {
    if (!this.payments.isDemo) throw new AppError(ErrorCode.FORBIDDEN, SNOW_MESSAGES.demoDisabled);
    const sessionId = demoSessionId(token);
    const known = /^[\w-]{1,100}$/.test(token) ? await this.confirmation(ctx, sessionId) : null;
    if (!known) throw new AppError(ErrorCode.NOT_FOUND, SNOW_MESSAGES.orderNotFound);
    await this.payments.completeDemoCheckout(ctx, sessionId);
    return (await this.confirmation(ctx, sessionId))!;
  }

  /**
   * Back-office figures: orders whose payment was confirmed during the current calendar month in
   * Québec time, and the sum of what they paid (taxes included). Pending, canceled and expired
   * orders do not count.
   */
  async metrics(ctx: RequestContext): Promise<SnowOrderMetrics> {
    const start = DateTime.fromJSDate(ctx.now, { zone: MONTH_ZONE }).startOf('month');
    const end = start.plus({ months: 1 });
    const row = await this.dataSource
      .getRepository(SnowOrder)
      .createQueryBuilder('o')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(o.total), 0)', 'revenue')
      .where('o.status = :paid', { paid: SnowOrderStatus.PAID })
      .andWhere('o.paidAt >= :start AND o.paidAt < :end', { start: start.toJSDate(), end: end.toJSDate() })
      .getRawOne<{ count: number | string; revenue: number | string }>();
    const cents = Number(row?.revenue ?? 0);
    return { totalOrdersThisMonth: Number(row?.count ?? 0), estimatedRevenue: Math.round(cents) / 100, estimatedRevenueCents: cents };
  }

  private details(input: { address: string; mode: string; email: string }, note: string): OrderDetails {
    // Validation guarantees the mode.
    const mode = isSnowMode(input.mode) ? input.mode : 'abonnement';
    return { address: input.address.trim(), mode, email: input.email.trim().toLowerCase(), note: note.trim() };
  }

  /**
   * Stores the order PENDING (priced from the current price list) in one transaction, then asks the
   * payment provider for a checkout session outside it (no database transaction is held during a
   * network call). The session is created with an Idempotency-Key derived from the order, so the
   * provider client's retries after a timeout make one session. When the provider fails, the order
   * stays PENDING without a session and the customer gets 'Erreur inattendue lors du paiement.'.
   */
  private async checkout(ctx: RequestContext, details: OrderDetails, chooseOptions: (prices: PriceList) => SnowOptionFlags): Promise<SnowCheckout> {
    await this.guard?.admit(ctx, 'snow', details.email);
    const order = await this.storeOrder(ctx, details, chooseOptions);
    const session = await this.payments.createCheckoutSession(ctx, {
      orderId: order.id,
      reference: order.confirmationCode,
      idempotencyKey: `snow-order-${order.id}-${order.confirmationCode}-checkout`,
      customerEmail: order.email,
      lines: [
        ...snowOrderLines(order),
        { name: `TPS (${formatRate(GST_RATE_PERCENT)})`, amount: order.gst },
        { name: `TVQ (${formatRate(QST_RATE_PERCENT)})`, amount: order.qst },
      ],
      successUrl: `${this.publicUrl}/confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.publicUrl}/deneigement`,
    });
    await inTransaction(this.dataSource, (em) =>
      em
        .createQueryBuilder()
        .update(SnowOrder)
        .set({ stripeSessionId: session.id, updatedAt: ctx.now })
        .where('id = :id AND stripeSessionId IS NULL', { id: order.id })
        .execute(),
    );
    ctx.log.info({ orderId: order.id, sessionId: session.id, total: order.total }, 'snow checkout created');
    return { url: session.url };
  }

  private async storeOrder(ctx: RequestContext, details: OrderDetails, chooseOptions: (prices: PriceList) => SnowOptionFlags): Promise<SnowOrder> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(this.dataSource, async (em) => {
          const { prices } = await this.pricing.priceList(ctx, em);
          const options = chooseOptions(prices);
          const quote = snowQuote(prices, { mode: details.mode, ...options });
          const price = (key: string) => quote.lines.find((line) => line.key === key)?.amount ?? 0;
          const order = em.create(SnowOrder, {
            confirmationCode: newConfirmationCode(),
            ...details,
            ...options,
            basePrice: quote.lines[0]!.amount,
            abrasifPrice: price(details.mode === 'abonnement' ? 'snow.subscription.abrasive' : 'snow.oneShot.abrasive'),
            urgentPrice: price(details.mode === 'abonnement' ? 'snow.subscription.urgent' : 'snow.oneShot.urgent'),
            subtotal: quote.subtotal,
            gst: quote.gst,
            qst: quote.qst,
            total: quote.total,
            status: SnowOrderStatus.PENDING,
            stripeSessionId: null,
            customerName: details.customerName ?? null,
            phone: details.phone ?? null,
            paidAt: null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          });
          await em.insert(SnowOrder, order);
          return order;
        });
      } catch (error) {
        // A confirmation code already taken (about one chance in 10¹¹): draw another.
        if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }
}

function toConfirmation(order: SnowOrder): SnowOrderConfirmation {
  return {
    mode: order.mode,
    abrasif: order.abrasif,
    urgent: order.urgent,
    address: order.address,
    email: maskEmail(order.email),
    subtotal: order.subtotal,
    gst: order.gst,
    qst: order.qst,
    total: order.total,
    confirmationCode: order.confirmationCode,
    status: order.status,
  };
}
