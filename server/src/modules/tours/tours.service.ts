import { Brackets, DataSource, EntityManager, In } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { isUniqueViolation } from '../../db/unique-violation';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import {
  localDayBounds,
  normalizeTourTime,
  sectorOfAddress,
  subscriptionWindow,
  TOUR_SECTORS,
  TOUR_MESSAGES,
  TOUR_STATUS_LABELS,
  TOUR_STATUS_TRANSITIONS,
  TourMode,
  TourStatusKey,
  tourToday,
  tourTypeLabel,
} from '../../shared/tours';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import { Tour, TourStatus, TourStop } from './tour.entities';
import { CreateTourInput, UpdateTourStatusInput } from './tours.inputs';
import { TourStopView, TourView } from './tours.results';

const STATUS_KEY = { planned: 'PLANNED', in_progress: 'IN_PROGRESS', done: 'DONE' } as const satisfies Record<TourStatus, TourStatusKey>;
const MODES: readonly TourMode[] = ['abonnement', 'one-shot'];
const asMode = (mode: string): TourMode => (mode === 'one-shot' ? 'one-shot' : 'abonnement');
const sectorRank = (zone: string) => {
  const index = (TOUR_SECTORS as readonly string[]).indexOf(zone);
  return index < 0 ? TOUR_SECTORS.length : index;
};

/** Who acts, as stored on a tour: the staff member's e-mail, or the integrator token's name. */
function actorLabel(ctx: RequestContext): string {
  return (ctx.user?.email ?? (ctx.apiToken ? `Jeton « ${ctx.apiToken.name} »` : 'inconnu')).slice(0, 254);
}

function stopView(order: SnowOrder): TourStopView {
  return {
    orderId: order.id,
    confirmationCode: order.confirmationCode,
    address: order.address,
    mode: order.mode,
    urgent: order.urgent,
    abrasif: order.abrasif,
    note: order.note,
  };
}

const byAddress = (a: TourStopView, b: TourStopView) => a.address.localeCompare(b.address, 'fr-CA') || a.orderId - b.orderId;

function storedView(tour: Tour): TourView {
  const stops = (tour.stops ?? []).flatMap((stop) => (stop.snowOrder ? [stopView(stop.snowOrder)] : [])).sort(byAddress);
  const urgent = stops.some((s) => s.urgent);
  return {
    id: tour.id,
    date: tour.date,
    zone: tour.zone,
    name: tour.name,
    mode: tour.mode,
    urgent,
    type: tourTypeLabel(asMode(tour.mode), urgent),
    status: tour.status,
    statusLabel: TOUR_STATUS_LABELS[STATUS_KEY[tour.status]],
    heure: tour.plannedTime,
    planned: true,
    stopCount: stops.length,
    stops,
    createdBy: tour.createdBy,
    createdAt: tour.createdAt,
    statusChangedBy: tour.statusChangedBy,
    statusChangedAt: tour.statusChangedAt,
  };
}

function proposalView(date: string, zone: string, mode: TourMode, orders: SnowOrder[]): TourView {
  const stops = orders.map(stopView).sort(byAddress);
  const urgent = stops.some((s) => s.urgent);
  return {
    id: null,
    date,
    zone,
    name: null,
    mode,
    urgent,
    type: tourTypeLabel(mode, urgent),
    status: TourStatus.PLANNED,
    statusLabel: TOUR_STATUS_LABELS.PLANNED,
    heure: null,
    planned: false,
    stopCount: stops.length,
    stops,
    createdBy: null,
    createdAt: null,
    statusChangedBy: null,
    statusChangedAt: null,
  };
}

/**
 * Tours of a day, built from paid snow orders: subscriptions serve every day of the season they
 * cover (November to April), a one-shot serves the day it was paid (America/Toronto). Stored
 * tours come first (by planned time); the due orders no tour of the day serves yet follow, grouped
 * by sector and kind, as proposals to plan.
 */
export class ToursService {
  constructor(private readonly dataSource: DataSource) {}

  async list(ctx: RequestContext, date?: string | null): Promise<TourView[]> {
    const day = date ?? tourToday(ctx.now);
    const em = this.dataSource.manager;
    const [tours, due] = await Promise.all([this.storedTours(em, day), this.dueOrders(em, day)]);
    const covered = new Set(tours.flatMap((t) => (t.stops ?? []).map((s) => s.snowOrderId)));
    const groups = new Map<string, { zone: string; mode: TourMode; orders: SnowOrder[] }>();
    for (const order of due) {
      if (covered.has(order.id)) continue;
      const zone = sectorOfAddress(order.address);
      const mode = asMode(order.mode);
      const key = `${zone}|${mode}`;
      const group = groups.get(key) ?? { zone, mode, orders: [] };
      group.orders.push(order);
      groups.set(key, group);
    }
    const proposals = [...groups.values()]
      .sort((a, b) => sectorRank(a.zone) - sectorRank(b.zone) || MODES.indexOf(a.mode) - MODES.indexOf(b.mode))
      .map((g) => proposalView(day, g.zone, g.mode, g.orders));
    return [...tours.map(storedView), ...proposals];
  }

  /**
   * Creates a tour whose stops are the day's due orders of that sector and kind that no other tour
   * of the day serves. BAD_USER_INPUT (zone) when there are none; a concurrent creation taking the
   * same orders loses on the unique index and is told to reload.
   */
  async create(ctx: RequestContext, input: CreateTourInput): Promise<TourView> {
    const mode = asMode(input.mode);
    try {
      const id = await inTransaction(this.dataSource, async (em) => {
        const taken = await em.getRepository(TourStop).find({ select: { snowOrderId: true }, where: { date: input.date } });
        const takenIds = new Set(taken.map((s) => s.snowOrderId));
        const orders = (await this.dueOrders(em, input.date, mode)).filter((o) => !takenIds.has(o.id) && sectorOfAddress(o.address) === input.zone);
        if (orders.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, TOUR_MESSAGES.noStops, { zone: TOUR_MESSAGES.noStops });
        const tour = await em.getRepository(Tour).save(
          em.getRepository(Tour).create({
            date: input.date,
            zone: input.zone,
            mode,
            name: input.name?.trim() || input.zone,
            plannedTime: normalizeTourTime(input.heure) ?? '',
            status: TourStatus.PLANNED,
            createdById: actingUserId(ctx),
            createdBy: actorLabel(ctx),
            createdAt: ctx.now,
            statusChangedAt: null,
            statusChangedById: null,
            statusChangedBy: null,
          }),
        );
        await em.getRepository(TourStop).insert(orders.map((o) => ({ tourId: tour.id, date: input.date, snowOrderId: o.id })));
        return tour.id;
      });
      ctx.log.info({ tourId: id, date: input.date, zone: input.zone, mode, by: actingUserId(ctx) }, 'tournée créée');
      return this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.INVALID_TRANSITION, TOUR_MESSAGES.stopsTaken);
      throw error;
    }
  }

  /** planifiée → en cours → terminée; records who and when. INVALID_STATUS_TRANSITION otherwise. */
  async updateStatus(ctx: RequestContext, input: UpdateTourStatusInput): Promise<TourView> {
    const id = Number(input.id);
    await inTransaction(this.dataSource, async (em) => {
      const tour = Number.isSafeInteger(id) ? await em.getRepository(Tour).findOneBy({ id }) : null;
      if (!tour) throw new AppError(ErrorCode.NOT_FOUND, TOUR_MESSAGES.notFound);
      if (!TOUR_STATUS_TRANSITIONS[STATUS_KEY[tour.status]].includes(STATUS_KEY[input.status])) {
        throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION);
      }
      const changes = { status: input.status, statusChangedAt: ctx.now, statusChangedById: actingUserId(ctx), statusChangedBy: actorLabel(ctx) };
      // The WHERE on the old status makes a concurrent change lose instead of overwriting silently.
      const result = await em.update(Tour, { id, status: tour.status }, changes);
      if (!result.affected) throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION);
    });
    ctx.log.info({ tourId: id, status: input.status, by: actingUserId(ctx) }, 'statut de tournée modifié');
    return this.get(id);
  }

  private async get(id: number): Promise<TourView> {
    const tour = await this.dataSource.getRepository(Tour).findOne({ where: { id }, relations: { stops: { snowOrder: true } } });
    if (!tour) throw new AppError(ErrorCode.NOT_FOUND, TOUR_MESSAGES.notFound);
    return storedView(tour);
  }

  private storedTours(em: EntityManager, date: string): Promise<Tour[]> {
    return em.getRepository(Tour).find({ where: { date }, relations: { stops: { snowOrder: true } }, order: { plannedTime: 'ASC', id: 'ASC' } });
  }

  /** Paid orders due on `date`: one-shots paid that day, subscriptions of the season paid by the end of that day. */
  private dueOrders(em: EntityManager, date: string, mode?: TourMode): Promise<SnowOrder[]> {
    const { start, end } = localDayBounds(date);
    const window = subscriptionWindow(date);
    const modes = mode ? [mode] : MODES;
    const query = em
      .getRepository(SnowOrder)
      .createQueryBuilder('o')
      .where('o.status = :paid', { paid: SnowOrderStatus.PAID })
      .andWhere({ mode: In(modes) })
      .andWhere(
        new Brackets((due) => {
          due.where('(o.mode = :oneShot AND o.paidAt >= :start AND o.paidAt < :end)', { oneShot: 'one-shot', start, end });
          if (window) {
            due.orWhere('(o.mode = :subscription AND o.paidAt >= :salesFrom AND o.paidAt < :end)', {
              subscription: 'abonnement',
              salesFrom: localDayBounds(window.salesFrom).start,
            });
          }
        }),
      )
      .orderBy('o.paidAt', 'ASC')
      .addOrderBy('o.id', 'ASC');
    return query.getMany();
  }
}
