import { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import { TOUR_MESSAGES } from '../../shared/tours';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testContext } from '../pricing/pricing.fixtures';
import { SnowOrderStatus } from '../snow/snow-order.entity';
import { insertSnowOrder } from '../snow/snow.fixtures';
import { insertUser } from '../users/users.fixtures';
import { Tour, TourStatus, TourStop } from './tour.entities';
import { insertPaidSnowOrder, TOUR_ADDRESSES } from './tours.fixtures';
import { CreateTourInput, UpdateTourStatusInput } from './tours.inputs';
import { ToursService } from './tours.service';

const createInput = (overrides: Partial<CreateTourInput> = {}) =>
  Object.assign(new CreateTourInput(), { date: '2026-11-21', zone: 'Trois-Rivières (centre)', mode: 'abonnement', heure: '8h30', ...overrides });
const statusInput = (id: number | null, status: TourStatus) => Object.assign(new UpdateTourStatusInput(), { id: String(id), status });

describeEachDb('ToursService', (kind) => {
  let dataSource: DataSource;
  let service: ToursService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new ToursService(dataSource);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));
  const ctx = () => testContext(dataSource);
  const codes = async (date: string) => (await service.list(ctx(), date)).flatMap((t) => t.stops.map((s) => s.confirmationCode)).sort();

  it('serves a subscription on every day of the season it was bought for, never outside it', async () => {
    await insertPaidSnowOrder(dataSource, '2026-10-15T14:00:00Z', { mode: 'abonnement', confirmationCode: 'DN-SEASON1' });
    await insertPaidSnowOrder(dataSource, '2026-04-15T14:00:00Z', { mode: 'abonnement', confirmationCode: 'DN-LASTSEA' });
    await insertPaidSnowOrder(dataSource, '2026-11-25T14:00:00Z', { mode: 'abonnement', confirmationCode: 'DN-LATER01' });
    expect(await codes('2026-11-21')).toEqual(['DN-SEASON1']);
    expect(await codes('2027-04-30')).toEqual(['DN-LATER01', 'DN-SEASON1']);
    expect(await codes('2026-04-20')).toEqual(['DN-LASTSEA']);
    expect(await codes('2026-10-20')).toEqual([]);
    expect(await codes('2027-05-01')).toEqual([]);
  });

  it('serves a one-shot on the local day it was paid only; unpaid, canceled and expired orders never', async () => {
    await insertPaidSnowOrder(dataSource, '2026-11-22T04:30:00Z', { confirmationCode: 'DN-LATENITE' });
    await insertPaidSnowOrder(dataSource, '2026-11-21T05:00:00Z', { confirmationCode: 'DN-MIDNIGHT' });
    await insertSnowOrder(dataSource, { confirmationCode: 'DN-PENDING1', status: SnowOrderStatus.PENDING });
    await insertSnowOrder(dataSource, { confirmationCode: 'DN-CANCELED', status: SnowOrderStatus.CANCELED, paidAt: null });
    await insertSnowOrder(dataSource, { confirmationCode: 'DN-PENDSUB1', mode: 'abonnement', status: SnowOrderStatus.EXPIRED });
    expect(await codes('2026-11-21')).toEqual(['DN-LATENITE', 'DN-MIDNIGHT']);
    expect(await codes('2026-11-22')).toEqual([]);
    expect(await codes('2026-11-20')).toEqual([]);
  });

  it('groups the due orders by sector and kind, with the urgency in the type, today by default', async () => {
    await insertPaidSnowOrder(dataSource, '2026-10-01T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.centre, urgent: true });
    await insertPaidSnowOrder(dataSource, '2026-10-02T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.centre });
    await insertPaidSnowOrder(dataSource, '2026-10-03T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.cap });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.ouest });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:30:00Z', { mode: 'one-shot', address: '8 rue Sans-Code, Trois-Rivières' });
    const tours = await service.list(ctx());
    expect(tours.map((t) => [t.date, t.zone, t.type, t.statusLabel, t.heure, t.planned, t.stopCount])).toEqual([
      ['2026-11-21', 'Trois-Rivières (centre)', 'Abonnement + urgence', 'planifiée', null, false, 2],
      ['2026-11-21', 'Trois-Rivières-Ouest', 'One-shot', 'planifiée', null, false, 1],
      ['2026-11-21', 'Cap-de-la-Madeleine', 'Abonnement', 'planifiée', null, false, 1],
      ['2026-11-21', 'Autre secteur', 'One-shot', 'planifiée', null, false, 1],
    ]);
  });

  it('creates a tour for real: its stops, normalised time, creator; the orders leave the proposals', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER, email: 'gestion@example.ca' });
    const a = await insertPaidSnowOrder(dataSource, '2026-10-01T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.centre });
    const b = await insertPaidSnowOrder(dataSource, '2026-10-02T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.centre, urgent: true });
    await insertPaidSnowOrder(dataSource, '2026-10-03T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.cap });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.centre });
    const created = await service.create(testContext(dataSource, manager), createInput({ name: '  ' }));
    expect(created).toMatchObject({ zone: 'Trois-Rivières (centre)', name: 'Trois-Rivières (centre)', heure: '08:30', type: 'Abonnement + urgence' });
    expect(created).toMatchObject({ status: TourStatus.PLANNED, statusLabel: 'planifiée', planned: true, createdBy: 'gestion@example.ca' });
    expect(created.stops.map((s) => s.orderId).sort()).toEqual([a.id, b.id].sort());
    const stored = await dataSource.getRepository(Tour).findOneByOrFail({ id: created.id! });
    expect(stored).toMatchObject({ date: '2026-11-21', plannedTime: '08:30', createdById: manager.id, mode: 'abonnement' });
    expect(await dataSource.getRepository(TourStop).countBy({ tourId: stored.id })).toBe(2);

    const list = await service.list(ctx(), '2026-11-21');
    expect(list.map((t) => [t.id, t.zone, t.type])).toEqual([
      [stored.id, 'Trois-Rivières (centre)', 'Abonnement + urgence'],
      [null, 'Trois-Rivières (centre)', 'One-shot'],
      [null, 'Cap-de-la-Madeleine', 'Abonnement'],
    ]);
    // The same subscriptions are free again the next day.
    expect((await service.list(ctx(), '2026-11-22')).filter((t) => t.zone === 'Trois-Rivières (centre)').map((t) => t.stopCount)).toEqual([2]);
  });

  it('refuses a tour with nothing to serve (zone field) and stores nothing', async () => {
    await insertPaidSnowOrder(dataSource, '2026-10-01T14:00:00Z', { mode: 'abonnement', address: TOUR_ADDRESSES.centre });
    await service.create(ctx(), createInput());
    for (const input of [createInput(), createInput({ zone: 'Pointe-du-Lac' }), createInput({ mode: 'one-shot' }), createInput({ date: '2026-10-20' })]) {
      await expect(service.create(ctx(), input)).rejects.toMatchObject({ code: ErrorCode.BAD_USER_INPUT, fieldErrors: { zone: TOUR_MESSAGES.noStops } });
    }
    expect(await dataSource.getRepository(Tour).count()).toBe(1);
  });

  it('moves the status forward and records who and when; refuses going back and unknown tours', async () => {
    const manager = await insertUser(dataSource, { role: Role.MANAGER, email: 'chef@example.ca' });
    await insertPaidSnowOrder(dataSource, '2026-11-21T13:00:00Z', { mode: 'one-shot', address: TOUR_ADDRESSES.cap });
    const tour = await service.create(ctx(), createInput({ zone: 'Cap-de-la-Madeleine', mode: 'one-shot', heure: '13:15' }));
    const started = await service.updateStatus(testContext(dataSource, manager), statusInput(tour.id, TourStatus.IN_PROGRESS));
    expect(started).toMatchObject({ status: TourStatus.IN_PROGRESS, statusLabel: 'en cours', statusChangedBy: 'chef@example.ca' });
    expect(await dataSource.getRepository(Tour).findOneByOrFail({ id: tour.id! })).toMatchObject({
      status: TourStatus.IN_PROGRESS,
      statusChangedById: manager.id,
      statusChangedAt: new Date('2026-11-21T15:00:00.000Z'),
    });
    const refused = service.updateStatus(ctx(), statusInput(tour.id, TourStatus.PLANNED));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.INVALID_STATUS_TRANSITION });
    expect((await service.updateStatus(ctx(), statusInput(tour.id, TourStatus.DONE))).statusLabel).toBe('terminée');
    await expect(service.updateStatus(ctx(), statusInput(tour.id, TourStatus.DONE))).rejects.toMatchObject({ code: ErrorCode.INVALID_STATUS_TRANSITION });
    await expect(service.updateStatus(ctx(), statusInput(9999, TourStatus.DONE))).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(service.updateStatus(ctx(), Object.assign(new UpdateTourStatusInput(), { id: 'abc', status: TourStatus.DONE }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
