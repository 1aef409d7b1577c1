import { DataSource, QueryFailedError } from 'typeorm';
import { clearTables, describeEachDb, openTestDatabase } from '../testing/db';
import { TEST_NOW } from '../testing/app';
import { PickupRequest, PickupStatus } from '../modules/pickup/pickup-request.entity';
import { insertRow, insertRows } from './prepared-insert';

const row = (overrides: Partial<PickupRequest> = {}): PickupRequest =>
  Object.assign(new PickupRequest(), {
    fullName: 'Zoé L’Heureux 🙂',
    phone: '819 555-0199',
    email: 'zoe@exemple.ca',
    address: '1250 rue Royale, Trois-Rivières',
    floor: 3,
    hasElevator: true,
    urgency: false,
    description: '',
    photos: ['a.jpg', 'b.jpg'],
    status: PickupStatus.NEW,
    estimateCents: null,
    createdAt: new Date(TEST_NOW.getTime() + 123),
    ...overrides,
  });

describeEachDb('insertRow', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  it('stores the same row as TypeORM insert() and sets the generated id', async () => {
    const prepared = row();
    const reference = row();
    await insertRow(dataSource.manager, PickupRequest, prepared);
    await dataSource.getRepository(PickupRequest).insert(reference);
    expect(prepared.id).toEqual(expect.any(Number));
    expect(reference.id).toBe(prepared.id + 1);

    const [a, b] = await dataSource.getRepository(PickupRequest).find({ order: { id: 'ASC' } });
    const { id: _a, ...storedPrepared } = a!;
    const { id: _b, ...storedReference } = b!;
    expect(storedPrepared).toEqual(storedReference);
    expect(storedPrepared).toMatchObject({ fullName: 'Zoé L’Heureux 🙂', floor: 3, hasElevator: true, urgency: false, photos: ['a.jpg', 'b.jpg'], estimateCents: null, anonymizedAt: null });
    expect(a!.createdAt.toISOString()).toBe(new Date(TEST_NOW.getTime() + 123).toISOString());
  });

  it('leaves an undefined column to its database default', async () => {
    const prepared = row();
    delete (prepared as Partial<PickupRequest>).status;
    await insertRow(dataSource.manager, PickupRequest, prepared);
    const stored = await dataSource.getRepository(PickupRequest).findOneByOrFail({ id: prepared.id });
    expect(stored.status).toBe(PickupStatus.NEW);
  });

  it('inside a transaction, writes on the transaction (rolled back with it)', async () => {
    await expect(
      dataSource.transaction(async (em) => {
        await insertRow(em, PickupRequest, row());
        expect(await em.getRepository(PickupRequest).count()).toBe(1);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);
  });

  it('a refused row fails as a QueryFailedError and stores nothing', async () => {
    await expect(insertRow(dataSource.manager, PickupRequest, row({ fullName: null as unknown as string }))).rejects.toBeInstanceOf(QueryFailedError);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(0);
  });
});

describeEachDb('insertRows', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  it('stores the rows TypeORM insert() would, in one statement, with their ids in order, on the transaction', async () => {
    const rows = [row({ fullName: 'Un' }), row({ fullName: 'Deux', photos: [] }), row({ fullName: 'Trois', estimateCents: 12_000 })];
    const reference = [row({ fullName: 'Un' }), row({ fullName: 'Deux', photos: [] }), row({ fullName: 'Trois', estimateCents: 12_000 })];
    await dataSource.transaction(async (em) => {
      await insertRows(em, PickupRequest, rows);
      await em.getRepository(PickupRequest).insert(reference);
    });
    expect(rows.map((r) => r.id)).toEqual([rows[0]!.id, rows[0]!.id + 1, rows[0]!.id + 2]);
    const stored = await dataSource.getRepository(PickupRequest).find({ order: { id: 'ASC' } });
    expect(stored.slice(0, 3).map((r) => [r.id, r.fullName])).toEqual(rows.map((r) => [r.id, r.fullName]));
    const strip = ({ id: _id, ...rest }: PickupRequest) => rest;
    expect(stored.slice(0, 3).map(strip)).toEqual(stored.slice(3).map(strip));
    await expect(dataSource.transaction((em) => insertRows(em, PickupRequest, [row({ idempotencyKey: 'k' }), row({ idempotencyKey: 'k' })]))).rejects.toThrow(QueryFailedError);
    expect(await dataSource.getRepository(PickupRequest).count()).toBe(6);
  });
});
