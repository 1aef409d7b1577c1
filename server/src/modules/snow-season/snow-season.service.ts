import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import type { EventBus } from '../../kernel/events';
import type { AppConfig } from '../../config';
import { inTransaction } from '../../kernel/transactions';
import { isUniqueViolation } from '../../db/unique-violation';
import { actingUserId, actorName, RequestContext, requireSessionUser } from '../../kernel/context';
import { displayName, sortKey } from '../../shared/display-name';
import { formatPhone } from '../../shared/phone';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { SNOW_CONTRACT_TEXTS, SNOW_SEASON_MESSAGES as M } from '../../shared/snow-season.messages.fr';
import {
  contractRefundCents,
  FSA_POINTS,
  frenchDay,
  isInSnowMonths,
  localDay,
  localInstant,
  mapsUrl,
  MAX_PHOTO_BYTES,
  nearestNeighbourOrder,
  renewalSeason,
  seasonFor,
  sniffImage,
} from '../../shared/snow-season';
import { localDayBounds, sectorOfAddress, TOUR_SECTORS } from '../../shared/tours';
import type { MailService } from '../mail/mail.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import type { InvoicesService } from '../invoices/invoices.public';
import type { FileStore } from '../storage/storage.public';
import { processPhoto, type PhotoLinks } from '../storage/storage.public';
import { smsSubject, type SmsService } from '../sms/sms.public';
import { Role, roleAtLeast } from '../../shared/roles';
import { User } from '../users/users.public';
import type { DispatchBus } from './dispatch-bus';
import { buildSnowContractPdf, ContractIssuer } from './snow-contract-pdf';
import { SnowContract, SnowContractStatus, Snowfall, SnowRoute, SnowVisit, SnowVisitStatus } from './snow-season.entities';
import { AssignSnowRouteInput, CancelSnowContractInput, CompleteSnowVisitInput, DeclareSnowfallInput, ReorderSnowRouteInput } from './snow-season.inputs';
import { ClientSnowContractView, SnowBoard, SnowCancellationPreview, SnowEmployee, SnowfallResult, SnowRouteView, SnowVisitView } from './snow-season.results';
import { requireClient } from '../../kernel/client';

const badInput = (field: string, message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });
const LONG_TIME = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
/** A queued completion older than this is refused (the offline queue keeps it with the reason). */
const MAX_OFFLINE_MS = 7 * 86_400_000;
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;
/** The customer's link to a visit's photo ("Passage effectué"): valid 30 days. */
const SHARED_PHOTO_TTL_MS = 30 * 86_400_000;
const sharedPhotoPath = (visitId: number | string) => `/files/snow-visits/${visitId}/photo/partage`;

function actor(ctx: RequestContext): string {
  return (actorName(ctx) ?? (ctx.client ? `Client ${ctx.client.email}` : 'inconnu')).slice(0, 254);
}

const sectorRank = (sector: string) => {
  const index = (TOUR_SECTORS as readonly string[]).indexOf(sector);
  return index < 0 ? TOUR_SECTORS.length : index;
};

export interface SnowSeasonDeps {
  dataSource: DataSource;
  mail: MailService;
  files: FileStore;
  /** Signed same-origin addresses of the photos for the board's <img> and the customer's link (absent: no photoUrl). */
  photoLinks?: PhotoLinks;
  /** The SMS channel: "Passage effectué / impossible" to consenting customers, the urgent alert to consenting managers. */
  sms?: SmsService;
  /** PUBLIC_URL, for the links in the customer's messages. */
  publicUrl?: string;
  bus: DispatchBus;
  issuer: ContractIssuer;
  settings: AppConfig['snowSeason'];
  /** Issues the cancellation's card refund and credit note against the order's paid invoice. */
  invoices: InvoicesService;
  /** Business transitions (snow.contract_canceled); absent in tests that build the service alone. */
  lifecycle?: EventBus;
}

/**
 * Snow season (issue #17): contracts made from paid subscriptions, snowfalls and the visits they
 * generate, the drivers' completions with their proof of service, and the dispatch board's events.
 */
export class SnowSeasonService {
  constructor(private readonly deps: SnowSeasonDeps) {}

  private get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  // ── Contracts ─────────────────────────────────────────────────────────────────────────────

  /**
   * On `snow.paid`, inside the payment's transaction: a paid 'abonnement' becomes one contract
   * (unique index on the order) and its PDF leaves by e-mail through the outbox. Other orders: nothing.
   */
  async createContractFromOrder(em: EntityManager, snowOrderId: number, at: Date): Promise<SnowContract | null> {
    const order = await em.getRepository(SnowOrder).findOneBy({ id: snowOrderId });
    if (!order || order.mode !== 'abonnement' || order.status !== SnowOrderStatus.PAID) return null;
    const existing = await em.getRepository(SnowContract).findOneBy({ snowOrderId });
    if (existing) return existing;
    const s = this.deps.settings;
    let season = seasonFor(localDay(order.paidAt ?? at), s.seasonStart, s.seasonEnd);
    // A renewal (another subscription for an address already under an active contract of that season) covers the next season.
    const covered = await em
      .getRepository(SnowContract)
      .createQueryBuilder('c')
      .where('LOWER(c.email) = :email AND c.address = :address AND c.seasonStart = :start AND c.status = :active', { email: order.email.toLowerCase(), address: order.address, start: season.start, active: SnowContractStatus.ACTIVE })
      .getCount();
    if (covered > 0) season = renewalSeason(localDay(order.paidAt ?? at), s.seasonStart, s.seasonEnd);
    const contract = em.getRepository(SnowContract).create({
      snowOrderId,
      reference: order.confirmationCode,
      email: order.email,
      customerName: order.customerName,
      phone: order.phone,
      address: order.address,
      sector: sectorOfAddress(order.address),
      seasonStart: season.start,
      seasonEnd: season.end,
      abrasif: order.abrasif,
      urgent: order.urgent,
      triggerCm: s.triggerCm,
      deadlineHours: s.deadlineHours,
      extraThresholdCm: s.extraThresholdCm,
      extraCents: s.extraCents,
      subtotal: order.subtotal,
      gst: order.gst,
      qst: order.qst,
      total: order.total,
      note: order.note,
      status: SnowContractStatus.ACTIVE,
      createdAt: order.paidAt ?? at,
      canceledAt: null,
      canceledBy: null,
      refundCents: null,
    });
    await em.getRepository(SnowContract).insert(contract);
    const pdf = await buildSnowContractPdf(contract, this.deps.issuer);
    // The mail service only reads the clock from its context.
    const mailCtx = { now: at } as RequestContext;
    await this.deps.mail.queue(mailCtx, em, {
      to: contract.email,
      subject: SNOW_CONTRACT_TEXTS.mailSubject(contract.reference),
      text: SNOW_CONTRACT_TEXTS.mailBody(contract.customerName ?? '', frenchDay(contract.seasonStart), frenchDay(contract.seasonEnd)),
      attachments: [{ filename: pdf.filename, contentBase64: pdf.content.toString('base64'), contentType: 'application/pdf' }],
      dedupeKey: `snow-contract:${contract.id}:pdf`,
    });
    return contract;
  }

  contracts(_ctx: RequestContext): Promise<SnowContract[]> {
    return this.dataSource.getRepository(SnowContract).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: 500 });
  }

  async contractPdf(id: number): Promise<{ filename: string; content: Buffer }> {
    const contract = await this.dataSource.getRepository(SnowContract).findOneBy({ id });
    if (!contract) throw new AppError(ErrorCode.NOT_FOUND, M.contractNotFound);
    return buildSnowContractPdf(contract, this.deps.issuer);
  }

  async cancellationPreview(ctx: RequestContext, contractId: string): Promise<SnowCancellationPreview> {
    const contract = await this.findContract(this.dataSource.manager, contractId);
    if (contract.status !== SnowContractStatus.ACTIVE) throw new AppError(ErrorCode.INVALID_TRANSITION, M.contractAlreadyCanceled);
    return {
      contractId: contract.id,
      refundCents: contractRefundCents(contract.total, contract.seasonStart, contract.seasonEnd, localDay(ctx.now)),
      totalCents: contract.total,
      rule: SNOW_CONTRACT_TEXTS.cancellationRule,
    };
  }

  /**
   * Cancels by the contract's rule. The refund the preview showed must still be the one computed
   * now (a day passing in between changes it): otherwise INVALID_TRANSITION and nothing changes.
   *
   * A refund above 0 is issued against the paid invoice the `snow.paid` listener made for the
   * order (`snow:<orderId>`): a card refund through the payment's gateway (demo: no call) and its
   * NC-YYYY credit note, recorded in the same transaction as the cancellation, so the contract is
   * never canceled without them nor they without it. The provider call cannot be inside a database
   * transaction: as in `refundPayment`, everything is checked first, then the call, then the one
   * transaction. If the call fails, nothing changes. If the transaction fails after it (a
   * concurrent cancellation, the database gone), the money left but nothing is recorded: it is
   * logged at error level, and retrying the cancellation the same day sends the same idempotency
   * key, so Stripe answers the same refund, then recorded once. A refund of 0 issues nothing.
   */
  async cancelContract(ctx: RequestContext, input: CancelSnowContractInput): Promise<SnowContract> {
    const checked = await this.findContract(this.dataSource.manager, input.contractId);
    const refund = this.checkCancellable(ctx, checked, input.expectedRefundCents);
    const card = refund > 0 ? await this.deps.invoices.refundBySource(`snow:${checked.snowOrderId}`, refund, `snow-contract:${checked.id}:cancel`) : null;
    let id: number;
    try {
      id = await inTransaction(this.dataSource, async (em) => {
        const contract = await this.findContract(em, input.contractId);
        if (this.checkCancellable(ctx, contract, input.expectedRefundCents) !== refund) throw new AppError(ErrorCode.INVALID_TRANSITION, M.refundChanged);
        const result = await em.update(
          SnowContract,
          { id: contract.id, status: SnowContractStatus.ACTIVE },
          { status: SnowContractStatus.CANCELED, canceledAt: ctx.now, canceledBy: actor(ctx), refundCents: refund },
        );
        if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, M.contractAlreadyCanceled);
        if (card) await this.deps.invoices.recordRefund(ctx, em, card.paymentId, refund, card.refundId, M.cancellationCreditReason(contract.reference));
        await this.deps.lifecycle?.emit(em, { type: 'snow.contract_canceled', at: ctx.now, contractId: contract.id, refundCents: refund });
        return contract.id;
      });
    } catch (error) {
      if (card) ctx.log.error({ contractId: checked.id, refundId: card.refundId, paymentId: card.paymentId, err: error }, 'snow contract refund made at the provider but the cancellation was not recorded');
      throw error;
    }
    ctx.log.info({ contractId: id, by: actingUserId(ctx), refundCents: refund, refundId: card?.refundId ?? null }, 'contrat de déneigement annulé');
    return this.dataSource.getRepository(SnowContract).findOneByOrFail({ id });
  }

  /** The refund of an active contract by its rule, which must be the one the customer was shown. */
  private checkCancellable(ctx: RequestContext, contract: SnowContract, expectedRefundCents: number): number {
    if (contract.status !== SnowContractStatus.ACTIVE) throw new AppError(ErrorCode.INVALID_TRANSITION, M.contractAlreadyCanceled);
    const refund = contractRefundCents(contract.total, contract.seasonStart, contract.seasonEnd, localDay(ctx.now));
    if (refund !== expectedRefundCents) throw new AppError(ErrorCode.INVALID_TRANSITION, M.refundChanged);
    return refund;
  }

  // ── The client portal (scoped to the signed-in customer's e-mail; another id is NOT_FOUND) ──

  async clientContracts(ctx: RequestContext): Promise<ClientSnowContractView[]> {
    const { email } = requireClient(ctx);
    const contracts = await this.dataSource.getRepository(SnowContract).createQueryBuilder('c').where('LOWER(c.email) = :email', { email }).orderBy('c.createdAt', 'DESC').getMany();
    if (!contracts.length) return [];
    const visits = await this.dataSource.getRepository(SnowVisit).find({ where: { contractId: In(contracts.map((c) => c.id)) }, order: { id: 'DESC' } });
    const snowfalls = visits.length ? await this.dataSource.getRepository(Snowfall).find({ where: { id: In([...new Set(visits.map((v) => v.snowfallId))]) } }) : [];
    return contracts.map((c) => ({
      id: c.id,
      reference: c.reference,
      address: c.address,
      seasonStart: c.seasonStart,
      seasonEnd: c.seasonEnd,
      total: c.total,
      status: c.status === SnowContractStatus.ACTIVE ? 'ACTIVE' : 'CANCELED',
      refundCents: c.refundCents,
      pdfPath: `/files/client/snow-contracts/${c.id}.pdf`,
      visits: visits
        .filter((v) => v.contractId === c.id)
        .map((v) => ({
          id: v.id,
          snowfallDate: snowfalls.find((s) => s.id === v.snowfallId)?.date ?? '',
          status: v.status,
          reason: v.reason,
          completedAt: v.completedAt,
          photoPath: v.photoKey ? `/files/client/snow-visits/${v.id}/photo` : null,
        })),
    }));
  }

  /** The customer's own contract (NOT_FOUND for any other id, exactly like a missing one). */
  async clientContract(ctx: RequestContext, rawId: string): Promise<SnowContract> {
    const { email } = requireClient(ctx);
    const contract = await this.findContract(this.dataSource.manager, rawId);
    if (contract.email.toLowerCase() !== email) throw new AppError(ErrorCode.NOT_FOUND, M.contractNotFound);
    return contract;
  }

  async clientCancellationPreview(ctx: RequestContext, rawId: string): Promise<SnowCancellationPreview> {
    const contract = await this.clientContract(ctx, rawId);
    return this.cancellationPreview(ctx, String(contract.id));
  }

  async clientCancel(ctx: RequestContext, input: CancelSnowContractInput): Promise<SnowContract> {
    const contract = await this.clientContract(ctx, input.contractId);
    return this.cancelContract(ctx, { ...input, contractId: String(contract.id) });
  }

  /** A photo of one of the customer's visits; null when none (or not theirs). */
  async clientPhoto(ctx: RequestContext, visitId: string): Promise<{ type: string; bytes: Buffer } | null> {
    const { email } = requireClient(ctx);
    const visit = await this.dataSource.getRepository(SnowVisit).findOneBy({ id: Number(visitId) || 0 });
    if (!visit || visit.contractId === null || visit.email.toLowerCase() !== email) return null;
    return this.photo(ctx, visitId);
  }

  private async findContract(em: EntityManager, rawId: string): Promise<SnowContract> {
    const id = Number(rawId);
    const contract = Number.isSafeInteger(id) ? await em.getRepository(SnowContract).findOneBy({ id }) : null;
    if (!contract) throw new AppError(ErrorCode.NOT_FOUND, M.contractNotFound);
    return contract;
  }

  // ── Snowfalls and visits ─────────────────────────────────────────────────────────────────

  /**
   * Declares a snowfall and generates its visits in one transaction: every active contract of the
   * season whose trigger depth is reached, and the day's paid one-shot orders not visited yet.
   * Grouped into routes by sector, ordered nearest-neighbour from the depot. The same day declared
   * again loses on the unique index: nothing is added and the stored snowfall is answered.
   */
  async declareSnowfall(ctx: RequestContext, input: DeclareSnowfallInput): Promise<SnowfallResult> {
    const s = this.deps.settings;
    const day = DateTimeCheck.day(input.date);
    if (!day) throw badInput('date', M.snowfallDate);
    if (!isInSnowMonths(input.date, s.seasonStart, s.seasonEnd)) throw badInput('date', M.snowfallOutOfSeason(frenchDay(s.seasonStart), frenchDay(s.seasonEnd)));
    if (input.date > localDay(ctx.now)) throw badInput('date', M.snowfallFuture);
    const endedAt = localInstant(input.date, input.endTime);
    if (!endedAt) throw badInput('endTime', M.snowfallEnd);
    try {
      const result = await inTransaction(this.dataSource, async (em) => {
        const snowfall = em.getRepository(Snowfall).create({
          date: input.date,
          cm: input.cm,
          endedAt,
          declaredById: actingUserId(ctx),
          declaredBy: actor(ctx),
          createdAt: ctx.now,
        });
        await em.getRepository(Snowfall).insert(snowfall);
        const visitsCreated = await this.generateVisits(em, snowfall);
        return { snowfall, created: true, visitsCreated };
      });
      ctx.log.info({ snowfallId: result.snowfall.id, date: input.date, cm: input.cm, visits: result.visitsCreated }, 'chute de neige déclarée');
      await this.deps.bus.publish({ snowfallId: result.snowfall.id, routeId: null, visitId: null, status: null, at: ctx.now.toISOString() });
      return result;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const snowfall = await this.dataSource.getRepository(Snowfall).findOneByOrFail({ date: input.date });
      return { snowfall, created: false, visitsCreated: 0 };
    }
  }

  private async generateVisits(em: EntityManager, snowfall: Snowfall): Promise<number> {
    const contracts = await em
      .getRepository(SnowContract)
      .createQueryBuilder('c')
      .where('c.status = :active', { active: SnowContractStatus.ACTIVE })
      .andWhere('c.seasonStart <= :day AND c.seasonEnd >= :day', { day: snowfall.date })
      .andWhere('c.triggerCm <= :cm', { cm: snowfall.cm })
      .getMany();
    const { start, end } = localDayBounds(snowfall.date);
    const oneShots = await em
      .getRepository(SnowOrder)
      .createQueryBuilder('o')
      .leftJoin(SnowVisit, 'v', 'v.snowOrderId = o.id')
      .where('o.status = :paid AND o.mode = :mode', { paid: SnowOrderStatus.PAID, mode: 'one-shot' })
      .andWhere('o.paidAt >= :start AND o.paidAt < :end', { start, end })
      .andWhere('v.id IS NULL')
      .getMany();
    type Draft = Omit<SnowVisit, 'id' | 'routeId' | 'position'>;
    const base = { snowfallId: snowfall.id, status: SnowVisitStatus.PENDING, reason: null, completedAt: null, receivedAt: null, employeeId: null, idempotencyKey: null, latitudeE6: null, longitudeE6: null, photoKey: null, photoType: null, photoAt: null };
    const deadline = (hours: number) => new Date(snowfall.endedAt.getTime() + hours * 3_600_000);
    const drafts: Draft[] = [
      ...contracts.map((c) => ({ ...base, contractId: c.id, snowOrderId: null, email: c.email, customerName: c.customerName, phone: c.phone, address: c.address, note: c.note, urgent: c.urgent, abrasif: c.abrasif, deadlineAt: deadline(c.deadlineHours) })),
      // An urgent one-time visit was sold with its own promise ("moins de 2 heures" after the snowfall's end).
      ...oneShots.map((o) => ({
        ...base,
        contractId: null,
        snowOrderId: o.id,
        email: o.email,
        customerName: o.customerName,
        phone: o.phone,
        address: o.address,
        note: o.note,
        urgent: o.urgent,
        abrasif: o.abrasif,
        deadlineAt: deadline(o.urgent ? this.deps.settings.urgentDeadlineHours : this.deps.settings.deadlineHours),
      })),
    ];
    const bySector = new Map<string, Draft[]>();
    for (const draft of drafts) {
      const sector = sectorOfAddress(draft.address);
      bySector.set(sector, [...(bySector.get(sector) ?? []), draft]);
    }
    const depot = FSA_POINTS[this.deps.settings.depotFsa] ?? [0, 0];
    for (const sector of [...bySector.keys()].sort((a, b) => sectorRank(a) - sectorRank(b))) {
      const list = bySector.get(sector)!;
      const route = em.getRepository(SnowRoute).create({ snowfallId: snowfall.id, sector, employeeId: null });
      await em.getRepository(SnowRoute).insert(route);
      // Urgent visits first (the option's promise), each group nearest-neighbour.
      const urgent = list.filter((d) => d.urgent);
      const normal = list.filter((d) => !d.urgent);
      const ordered = [...urgent, ...normal].length === 0 ? [] : [
        ...nearestNeighbourOrder(depot, urgent.map((d) => d.address)).map((i) => urgent[i]!),
        ...nearestNeighbourOrder(depot, normal.map((d) => d.address)).map((i) => normal[i]!),
      ];
      await em.getRepository(SnowVisit).insert(ordered.map((d, i) => ({ ...d, routeId: route.id, position: i + 1 })));
    }
    return drafts.length;
  }

  /** Today (America/Toronto) falls in the snow months. */
  inSeason(ctx: RequestContext): boolean {
    return isInSnowMonths(localDay(ctx.now), this.deps.settings.seasonStart, this.deps.settings.seasonEnd);
  }

  snowfalls(): Promise<Snowfall[]> {
    return this.dataSource.getRepository(Snowfall).find({ order: { date: 'DESC' }, take: 60 });
  }

  async board(ctx: RequestContext, snowfallId?: string | null): Promise<SnowBoard> {
    const repo = this.dataSource.getRepository(Snowfall);
    const snowfall = snowfallId ? await repo.findOneBy({ id: Number(snowfallId) || 0 }) : (await repo.find({ order: { date: 'DESC' }, take: 1 }))[0] ?? null;
    if (!snowfall) return { snowfall: null, routes: [] };
    const routes = await this.dataSource.getRepository(SnowRoute).find({ where: { snowfallId: snowfall.id }, order: { id: 'ASC' } });
    return { snowfall, routes: await this.routeViews(ctx, routes) };
  }

  private async routeViews(ctx: RequestContext, routes: SnowRoute[]): Promise<SnowRouteView[]> {
    if (!routes.length) return [];
    const visits = await this.dataSource.getRepository(SnowVisit).find({ where: { routeId: In(routes.map((r) => r.id)) }, order: { position: 'ASC', id: 'ASC' } });
    const userIds = [...new Set([...routes.map((r) => r.employeeId), ...visits.map((v) => v.employeeId)].filter((id): id is number => id !== null))];
    const users = userIds.length ? await this.dataSource.getRepository(User).find({ where: { id: In(userIds) } }) : [];
    const label = (id: number | null) => {
      const user = users.find((u) => u.id === id);
      return user ? displayName(user) : null;
    };
    return routes.map((route) => {
      // Urgent visits first (their own, shorter deadline), then the route's order.
      const own = visits
        .filter((v) => v.routeId === route.id)
        .sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.position - b.position || a.id - b.id)
        .map((v) => this.visitView(ctx, v, label(v.employeeId)));
      const lastPhoto = own.filter((v) => v.photoAt).sort((a, b) => b.photoAt!.getTime() - a.photoAt!.getTime())[0];
      return {
        id: route.id,
        snowfallId: String(route.snowfallId),
        sector: route.sector,
        employeeId: route.employeeId === null ? null : String(route.employeeId),
        employeeLabel: label(route.employeeId),
        done: own.filter((v) => v.status === SnowVisitStatus.DONE).length,
        impossible: own.filter((v) => v.status === SnowVisitStatus.IMPOSSIBLE).length,
        remaining: own.filter((v) => v.status === SnowVisitStatus.PENDING).length,
        late: own.filter((v) => v.late).length,
        lastPhotoVisitId: lastPhoto ? String(lastPhoto.id) : null,
        visits: own,
      };
    });
  }

  private visitView(ctx: RequestContext, v: SnowVisit, completedBy: string | null): SnowVisitView {
    const late = v.status === SnowVisitStatus.PENDING ? ctx.now > v.deadlineAt : v.status === SnowVisitStatus.DONE && v.completedAt !== null && v.completedAt > v.deadlineAt;
    return {
      id: v.id,
      position: v.position,
      address: v.address,
      note: v.note,
      customerName: v.customerName,
      phone: v.phone,
      phoneDisplay: v.phone ? formatPhone(v.phone) : null,
      mapsUrl: mapsUrl(v.address),
      urgent: v.urgent,
      abrasif: v.abrasif,
      kind: v.contractId !== null ? 'Abonnement' : 'One-shot',
      status: v.status,
      reason: v.reason,
      deadlineAt: v.deadlineAt,
      late,
      completedAt: v.completedAt,
      completedBy,
      hasPosition: v.latitudeE6 !== null,
      hasPhoto: v.photoKey !== null,
      photoAt: v.photoAt,
      photoUrl: v.photoKey && this.deps.photoLinks ? this.deps.photoLinks.url(v.photoKey, ctx.now) : null,
    };
  }

  async employees(): Promise<SnowEmployee[]> {
    const users = await this.dataSource.getRepository(User).find({ where: { disabledAt: IsNull() } });
    return users.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'fr-CA')).map((u) => ({ id: u.id, label: displayName(u) }));
  }

  async assignRoute(ctx: RequestContext, input: AssignSnowRouteInput): Promise<SnowRouteView> {
    const route = await this.findRoute(input.routeId);
    let employeeId: number | null = null;
    if (input.employeeId) {
      const user = await this.dataSource.getRepository(User).findOneBy({ id: Number(input.employeeId) || 0, disabledAt: IsNull() });
      if (!user) throw badInput('employeeId', M.employeeNotFound);
      employeeId = user.id;
    }
    await this.dataSource.getRepository(SnowRoute).update({ id: route.id }, { employeeId });
    await this.deps.bus.publish({ snowfallId: route.snowfallId, routeId: route.id, visitId: null, status: null, at: ctx.now.toISOString() });
    return (await this.routeViews(ctx, [{ ...route, employeeId }]))[0]!;
  }

  async reorderRoute(ctx: RequestContext, input: ReorderSnowRouteInput): Promise<SnowRouteView> {
    const route = await this.findRoute(input.routeId);
    await inTransaction(this.dataSource, async (em) => {
      const visits = await em.getRepository(SnowVisit).find({ where: { routeId: route.id } });
      const ids = input.visitIds.map(Number);
      const same = ids.length === visits.length && new Set(ids).size === ids.length && visits.every((v) => ids.includes(v.id));
      if (!same) throw badInput('visitIds', M.routeOrder);
      for (const [index, id] of ids.entries()) await em.update(SnowVisit, { id, routeId: route.id }, { position: index + 1 });
    });
    await this.deps.bus.publish({ snowfallId: route.snowfallId, routeId: route.id, visitId: null, status: null, at: ctx.now.toISOString() });
    return (await this.routeViews(ctx, [route]))[0]!;
  }

  private async findRoute(rawId: string): Promise<SnowRoute> {
    const route = await this.dataSource.getRepository(SnowRoute).findOneBy({ id: Number(rawId) || 0 });
    if (!route) throw new AppError(ErrorCode.NOT_FOUND, M.routeNotFound);
    return route;
  }

  // ── The driver ───────────────────────────────────────────────────────────────────────────

  /** The signed-in employee's routes of the latest snowfall that has any for them. */
  async myRoutes(ctx: RequestContext): Promise<SnowRouteView[]> {
    const user = requireSessionUser(ctx);
    const latest = await this.dataSource
      .getRepository(SnowRoute)
      .createQueryBuilder('r')
      .innerJoin(Snowfall, 's', 's.id = r.snowfallId')
      .where('r.employeeId = :user', { user: user.id })
      .orderBy('s.date', 'DESC')
      .getOne();
    if (!latest) return [];
    const routes = await this.dataSource.getRepository(SnowRoute).find({ where: { snowfallId: latest.snowfallId, employeeId: user.id }, order: { id: 'ASC' } });
    return this.routeViews(ctx, routes);
  }

  /**
   * A driver's "Fait" / "Impossible". Only the employee the visit's route is assigned to; the
   * time recorded is the device's (from the offline queue), within 7 days and not in the future;
   * the same idempotency key again answers the visit as stored (never doubled). A "Fait" queues the
   * customer's "Passage effectué" e-mail in the same transaction.
   */
  async completeVisit(ctx: RequestContext, input: CompleteSnowVisitInput): Promise<SnowVisitView> {
    const user = requireSessionUser(ctx);
    const replay = await this.dataSource.getRepository(SnowVisit).findOneBy({ idempotencyKey: input.idempotencyKey });
    if (replay) {
      if (replay.id !== Number(input.visitId) || replay.employeeId !== user.id) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      return this.visitView(ctx, replay, ctx.user?.displayName ?? user.email);
    }
    const occurredAt = new Date(input.occurredAt);
    if (Number.isNaN(occurredAt.getTime()) || occurredAt.getTime() > ctx.now.getTime() + MAX_CLOCK_AHEAD_MS || occurredAt.getTime() < ctx.now.getTime() - MAX_OFFLINE_MS) {
      throw badInput('occurredAt', M.timeInvalid);
    }
    const reason = input.reason?.trim() ?? '';
    if (input.outcome === 'impossible' && !reason) throw badInput('reason', M.reasonRequired);
    const hasLat = input.latitude !== null && input.latitude !== undefined;
    const hasLng = input.longitude !== null && input.longitude !== undefined;
    if (hasLat !== hasLng) throw badInput('latitude', M.positionInvalid);
    const status = input.outcome === 'done' ? SnowVisitStatus.DONE : SnowVisitStatus.IMPOSSIBLE;
    let published: SnowVisit;
    try {
      published = await inTransaction(this.dataSource, async (em) => {
        const visit = await this.visitForEmployee(em, input.visitId, user.id);
        if (visit.status !== SnowVisitStatus.PENDING) throw new AppError(ErrorCode.INVALID_TRANSITION, M.visitAlreadyDone);
        const changes = {
          status,
          reason: status === SnowVisitStatus.IMPOSSIBLE ? reason.slice(0, 500) : null,
          completedAt: occurredAt,
          receivedAt: ctx.now,
          employeeId: user.id,
          idempotencyKey: input.idempotencyKey,
          latitudeE6: hasLat ? Math.round(input.latitude! * 1e6) : null,
          longitudeE6: hasLng ? Math.round(input.longitude! * 1e6) : null,
        };
        const result = await em.update(SnowVisit, { id: visit.id, status: SnowVisitStatus.PENDING }, changes);
        if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, M.visitAlreadyDone);
        await this.tellCustomer(ctx, em, visit, status, occurredAt, reason, user.email);
        const done = status === SnowVisitStatus.DONE;
        if (done) await this.deps.lifecycle?.emit(em, { type: 'snow.visit_done', at: ctx.now, visitId: visit.id, address: visit.address, reason: null });
        else await this.deps.lifecycle?.emit(em, { type: 'snow.visit_impossible', at: ctx.now, visitId: visit.id, address: visit.address, reason: changes.reason ?? reason });
        return Object.assign(visit, changes);
      });
    } catch (error) {
      // The same key sent twice at once: the second loses on the unique index (or finds the row
      // already changed once the first commits) and answers the first.
      const raced = isUniqueViolation(error) || (error instanceof AppError && error.code === ErrorCode.INVALID_TRANSITION);
      if (!raced) throw error;
      const first = await this.dataSource.getRepository(SnowVisit).findOneBy({ idempotencyKey: input.idempotencyKey });
      if (!first || first.id !== Number(input.visitId)) throw error;
      return this.visitView(ctx, first, ctx.user?.displayName ?? user.email);
    }
    ctx.log.info({ visitId: published.id, status, by: user.id }, 'passage traité');
    await this.deps.bus.publish({ snowfallId: published.snowfallId, routeId: published.routeId, visitId: published.id, status, at: ctx.now.toISOString() });
    return this.visitView(ctx, published, ctx.user?.displayName ?? user.email);
  }

  /** The shared photo link of a visit: a signed address valid 30 days that serves its current photo. */
  sharedPhotoLink(visitId: number, now: Date): string | null {
    if (!this.deps.photoLinks) return null;
    return `${(this.deps.publicUrl ?? '').replace(/\/$/, '')}${this.deps.photoLinks.sign(sharedPhotoPath(visitId), now, SHARED_PHOTO_TTL_MS)}`;
  }

  /** The photo behind a shared link, when its signature holds (null otherwise or without a photo). */
  async sharedPhoto(ctx: RequestContext, visitId: string, expires: unknown, signature: unknown): Promise<{ type: string; bytes: Buffer } | null> {
    if (!/^\d{1,12}$/.test(visitId) || !this.deps.photoLinks?.check(sharedPhotoPath(visitId), expires, signature, ctx.now)) return null;
    return this.photo(ctx, visitId);
  }

  /**
   * In the completion's transaction: the customer's "Passage effectué" (time, the photo's link) or
   * "Passage impossible" (reason, what happens next) by e-mail, and by SMS when they consented; an
   * impossible visit also alerts by SMS the managers who accepted urgent alerts.
   */
  private async tellCustomer(ctx: RequestContext, em: EntityManager, visit: SnowVisit, status: SnowVisitStatus, at: Date, reason: string, driver: string): Promise<void> {
    const time = LONG_TIME.format(at);
    const company = this.deps.issuer.name;
    const portal = visit.contractId !== null && this.deps.publicUrl ? `${this.deps.publicUrl.replace(/\/$/, '')}/client` : null;
    if (status === SnowVisitStatus.DONE) {
      const link = this.sharedPhotoLink(visit.id, ctx.now);
      await this.deps.mail.queue(ctx, em, {
        to: visit.email,
        subject: SNOW_CONTRACT_TEXTS.visitSubject,
        text: SNOW_CONTRACT_TEXTS.visitBody(visit.address, time, visit.customerName) + (link ? SNOW_CONTRACT_TEXTS.visitPhotoLine(link) : '') + (portal ? SNOW_CONTRACT_TEXTS.visitPortalLine(portal) : ''),
        dedupeKey: `snow-visit:${visit.id}:done`,
      });
      if (link) await this.deps.sms?.queue(em, ctx.now, { subject: smsSubject.client(visit.email), body: SNOW_CONTRACT_TEXTS.visitSms(company, visit.address, time, link), dedupeKey: `snow-visit:${visit.id}:done` });
      return;
    }
    await this.deps.mail.queue(ctx, em, {
      to: visit.email,
      subject: SNOW_CONTRACT_TEXTS.impossibleSubject,
      text: SNOW_CONTRACT_TEXTS.impossibleBody(visit.address, time, reason, this.deps.issuer.phone) + (portal ? SNOW_CONTRACT_TEXTS.visitPortalLine(portal) : ''),
      dedupeKey: `snow-visit:${visit.id}:impossible`,
    });
    if (!this.deps.sms) return;
    await this.deps.sms.queue(em, ctx.now, { subject: smsSubject.client(visit.email), body: SNOW_CONTRACT_TEXTS.impossibleSms(company, visit.address, reason, this.deps.issuer.phone), dedupeKey: `snow-visit:${visit.id}:impossible` });
    const managers = (await em.getRepository(User).find({ where: { disabledAt: IsNull() }, select: { id: true, role: true } })).filter((u) => roleAtLeast(u.role, Role.MANAGER));
    for (const manager of managers) {
      await this.deps.sms.queue(em, ctx.now, { subject: smsSubject.staff(manager.id), body: SNOW_CONTRACT_TEXTS.impossibleStaffSms(visit.address, reason, driver), dedupeKey: `snow-visit:${visit.id}:impossible:staff:${manager.id}` });
    }
  }

  private async visitForEmployee(em: EntityManager, rawId: string, userId: number): Promise<SnowVisit> {
    const visit = await em.getRepository(SnowVisit).findOneBy({ id: Number(rawId) || 0 });
    if (!visit) throw new AppError(ErrorCode.NOT_FOUND, M.visitNotFound);
    const route = await em.getRepository(SnowRoute).findOneBy({ id: visit.routeId });
    if (route?.employeeId !== userId) throw new AppError(ErrorCode.FORBIDDEN, M.visitNotYours);
    return visit;
  }

  /**
   * The photo of a treated visit, from its driver: an image recognised by its first bytes, at most
   * 8 MB, turned upright, shrunk to 2048 px and stripped of its metadata (the camera's GPS position:
   * storage/photos.ts); written to the file store, then its key on the visit. A newer photo replaces
   * the older one, whose file is then deleted (issue #32).
   */
  async attachPhoto(ctx: RequestContext, visitId: string, bytes: Buffer): Promise<SnowVisitView> {
    const user = requireSessionUser(ctx);
    if (bytes.length > MAX_PHOTO_BYTES) throw badInput('photo', M.photoTooLarge);
    if (!sniffImage(bytes)) throw badInput('photo', M.photoNotImage);
    const visit = await this.visitForEmployee(this.dataSource.manager, visitId, user.id);
    if (visit.status === SnowVisitStatus.PENDING) throw badInput('photo', M.photoVisitNotDone);
    const photo = await processPhoto(bytes);
    const key = `visits/${visit.id}/${randomUUID()}.jpeg`;
    await this.deps.files.put(key, photo.full, photo.contentType);
    // Only the upload that replaces the key it read deletes that file: two uploads at once never
    // delete the photo that stays.
    const result = await this.dataSource
      .getRepository(SnowVisit)
      .update(visit.photoKey === null ? { id: visit.id, photoKey: IsNull() } : { id: visit.id, photoKey: visit.photoKey }, { photoKey: key, photoType: photo.contentType, photoAt: ctx.now });
    if (!result.affected) {
      await this.deps.files.delete(key);
      throw new AppError(ErrorCode.INVALID_TRANSITION, M.photoConflict);
    }
    if (visit.photoKey) {
      await this.deps.files.delete(visit.photoKey).catch((error: unknown) => ctx.log.warn({ err: error, visitId: visit.id }, 'photo remplacée : fichier non supprimé'));
    }
    await this.deps.bus.publish({ snowfallId: visit.snowfallId, routeId: visit.routeId, visitId: visit.id, status: visit.status, at: ctx.now.toISOString() });
    return this.visitView(ctx, { ...visit, photoKey: key, photoType: photo.contentType, photoAt: ctx.now }, ctx.user?.displayName ?? user.email);
  }

  /** Whether the signed-in user drives the route of this visit. */
  async isDriverOf(ctx: RequestContext, visitId: string): Promise<boolean> {
    if (!ctx.user) return false;
    const visit = await this.dataSource.getRepository(SnowVisit).findOneBy({ id: Number(visitId) || 0 });
    if (!visit) return false;
    const route = await this.dataSource.getRepository(SnowRoute).findOneBy({ id: visit.routeId });
    return route?.employeeId === ctx.user.id;
  }

  /** A visit's photo for staff (MANAGER and up, or the driver of its route: the caller checks). */
  async photo(ctx: RequestContext, visitId: string): Promise<{ type: string; bytes: Buffer } | null> {
    const visit = await this.dataSource.getRepository(SnowVisit).findOneBy({ id: Number(visitId) || 0 });
    if (!visit?.photoKey || !visit.photoType) return null;
    const bytes = await this.deps.files.get(visit.photoKey);
    void ctx;
    return bytes ? { type: visit.photoType, bytes } : null;
  }
}

/** Calendar-date check without luxon's leniency. */
const DateTimeCheck = {
  day(value: string): string | null {
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, d!));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d ? value : null;
  },
};
