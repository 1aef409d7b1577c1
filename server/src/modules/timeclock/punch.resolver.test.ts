import http from 'node:http';
import { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import request from 'supertest';
import { MyPunchScreenDocument, PunchTimeClockDocument } from '../../../../client/src/graphql/graphql';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { openDatabase } from '../../database';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { testEnv } from '../../testing/test-env';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { Role } from '../../shared/roles';
import { User } from '../users/user.entity';
import { insertUser } from '../users/users.fixtures';
import { TimeEntry } from './time-entry.entity';
import { TimePunch } from './time-punch.entity';
import { insertEntry, PUNCH_MUTATION, punchInput } from './timeclock.fixtures';

const MIN = 60_000;
const H = 60 * MIN;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);
const iso = (date: Date) => date.toISOString();

/** The app listening on a real port, so concurrent requests really run in parallel. */
async function listen(app: App): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

describeEachDb('punch mutation', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let employee: User;
  let token: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    employee = await insertUser(dataSource, { role: Role.EMPLOYEE });
    token = await validToken(employee);
  });

  const punch = (input: Record<string, unknown>, as = token) =>
    graphqlRequest(app, { query: PUNCH_MUTATION, variables: { input }, token: as });
  const entries = () => dataSource.getRepository(TimeEntry).find({ order: { id: 'ASC' } });
  const punches = () => dataSource.getRepository(TimePunch).find({ order: { id: 'ASC' } });
  const status = async (as = token) =>
    (await graphqlRequest(app, { query: '{ myTimeClockStatus { openEntry { id clockIn } serverTime } }', token: as })).body.data.myTimeClockStatus;

  it('IN opens a shift at the server time, OUT closes it; notes join with “ | ”; each punch leaves a receipt', async () => {
    const opened = await punch(punchInput('IN', { note: ' Livraison ' }));
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data.punch).toMatchObject({
      __typename: 'TimeEntry',
      userId: String(employee.id),
      clockIn: iso(TEST_NOW),
      clockOut: null,
      note: 'Livraison',
      source: 'ONLINE',
    });
    expect(await status()).toEqual({ openEntry: { id: opened.body.data.punch.id, clockIn: iso(TEST_NOW) }, serverTime: iso(TEST_NOW) });

    // The server's clock is fixed in tests: close an hour "later" from an app with a later clock.
    const later = await createTestApp(dataSource, { now: () => new Date(TEST_NOW.getTime() + H) });
    try {
      const res = await graphqlRequest(later, { query: PUNCH_MUTATION, variables: { input: punchInput('OUT', { note: 'Retard circulation' }) }, token });
      expect(res.body.data.punch).toMatchObject({ id: opened.body.data.punch.id, clockOut: iso(new Date(TEST_NOW.getTime() + H)), note: 'Livraison | Retard circulation' });
    } finally {
      await later.stop();
    }
    const [entry] = await entries();
    expect(entry).toMatchObject({ openUserId: null, note: 'Livraison | Retard circulation' });
    expect((await punches()).map((p) => [p.action, p.entryId, p.receivedAt.toISOString(), p.effectiveAt.toISOString()])).toEqual([
      ['IN', entry!.id, iso(TEST_NOW), iso(TEST_NOW)],
      ['OUT', entry!.id, iso(new Date(TEST_NOW.getTime() + H)), iso(new Date(TEST_NOW.getTime() + H))],
    ]);
    expect((await status()).openEntry).toBeNull();
  });

  it('answers the back-office’s own documents (MyPunchScreen, PunchTimeClock)', async () => {
    const variables = { input: { action: 'IN', note: 'Livraison', idempotencyKey: randomUUID(), clientTime: iso(ago(MIN)), clientSentAt: iso(TEST_NOW), offline: false } };
    const punched = await graphqlRequest(app, { query: print(PunchTimeClockDocument), variables, token });
    expect(punched.body.data.punch).toMatchObject({ __typename: 'TimeEntry', clockIn: iso(ago(MIN)), note: 'Livraison', source: 'ONLINE' });
    const screen = await graphqlRequest(app, { query: print(MyPunchScreenDocument), variables: { tz: 'America/Toronto' }, token });
    expect(screen.body.errors).toBeUndefined();
    expect(screen.body.data).toMatchObject({
      me: { id: String(employee.id), role: 'EMPLOYEE' },
      myTimeClockStatus: { serverTime: iso(TEST_NOW), openEntry: { id: punched.body.data.punch.id } },
      myTimeSheet: { entries: [{ id: punched.body.data.punch.id }] },
    });
  });

  it('answers a typed conflict for IN while in and OUT while out, and records nothing', async () => {
    const out = await punch(punchInput('OUT'));
    expect(out.body.data.punch).toEqual({
      __typename: 'NoOpenShiftError',
      code: 'NO_OPEN_SHIFT',
      message: 'Hors service : aucun quart ouvert à fermer (punch OUT sans punch IN).',
    });
    const open = await insertEntry(dataSource, { userId: employee.id, clockIn: ago(2 * H), clockOut: null });
    const again = await punch(punchInput('IN'));
    expect(again.body.data.punch).toEqual({
      __typename: 'PunchAlreadyOpenError',
      code: 'PUNCH_ALREADY_OPEN',
      message: 'Déjà en service : un quart est déjà ouvert (punch IN déjà fait).',
      openEntry: { id: String(open.id), clockIn: iso(ago(2 * H)) },
    });
    expect(await entries()).toHaveLength(1);
    expect(await punches()).toHaveLength(0);
  });

  it('records a key replayed 10 times once, answering the same entry each time (also after a restart)', async () => {
    const input = punchInput('IN', { note: 'Ramassage' });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await punch(input)).body.data.punch);
    const restarted = await createTestApp(dataSource);
    try {
      answers.push((await graphqlRequest(restarted, { query: PUNCH_MUTATION, variables: { input }, token })).body.data.punch);
    } finally {
      await restarted.stop();
    }
    expect(new Set(answers.map((a) => `${a.__typename}:${a.id}`))).toEqual(new Set([`TimeEntry:${answers[0].id}`]));
    expect(await entries()).toHaveLength(1);
    expect(await punches()).toHaveLength(1);
  });

  it('answers an OUT replayed after it closed the shift (lost answer) with the closed entry, not a conflict', async () => {
    await insertEntry(dataSource, { userId: employee.id, clockIn: ago(3 * H), clockOut: null });
    const out = punchInput('OUT');
    const first = (await punch(out)).body.data.punch;
    const replay = (await punch(out)).body.data.punch;
    expect(first.__typename).toBe('TimeEntry');
    expect(replay).toEqual(first);
    expect(await punches()).toHaveLength(1);
  });

  it('refuses a key reused for another punch, or someone else’s key, with 422 and nothing about the first punch', async () => {
    const key = randomUUID();
    await punch(punchInput('IN', { idempotencyKey: key, note: 'Livraison' }));
    const other = await punch(punchInput('IN', { idempotencyKey: key, note: 'Autre note' }));
    expect(other.body.errors[0].extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', category: 'UNPROCESSABLE' });
    expect(other.body.errors[0].message).toBe('Cette clé de pointage a déjà servi pour un autre pointage.');

    const intruder = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const stolen = await punch(punchInput('IN', { idempotencyKey: key, note: 'Livraison' }), await validToken(intruder));
    expect(stolen.body.data).toBeNull();
    expect(stolen.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(JSON.stringify(stolen.body)).not.toContain('Livraison');
    expect(await entries()).toHaveLength(1);
  });

  it('records a queued offline punch at the time it was made, keeping the device time and the reception time', async () => {
    const madeAt = ago(5 * H);
    const res = await punch(punchInput('IN', { clientTime: iso(madeAt), offline: true, note: 'Visite chantier' }));
    expect(res.body.data.punch).toMatchObject({ clockIn: iso(madeAt), source: 'OFFLINE' });
    const [receipt] = await punches();
    expect(receipt).toMatchObject({ source: 'OFFLINE', clockSkewMs: null });
    expect(receipt!.clientTime!.toISOString()).toBe(iso(madeAt));
    expect(receipt!.receivedAt.toISOString()).toBe(iso(TEST_NOW));
    expect(receipt!.effectiveAt.toISOString()).toBe(iso(madeAt));
  });

  it.each([
    ['2 h ahead', 2 * H],
    ['30 min behind', -30 * MIN],
  ])('corrects a device clock %s when the device says when it sent the punch', async (_label, skew) => {
    // Punched 40 minutes ago by the device's wrong clock, sent now by the same clock.
    const clientSentAt = new Date(TEST_NOW.getTime() + skew);
    const clientTime = new Date(clientSentAt.getTime() - 40 * MIN);
    const res = await punch(punchInput('IN', { clientTime: iso(clientTime), clientSentAt: iso(clientSentAt), offline: true }));
    expect(res.body.data.punch.clockIn).toBe(iso(ago(40 * MIN)));
    const [receipt] = await punches();
    expect(receipt!.clockSkewMs).toBe(skew);
    expect(receipt!.clientTime!.toISOString()).toBe(iso(clientTime));
  });

  it.each([
    ['in the future beyond 2 minutes', { clientTime: iso(new Date(TEST_NOW.getTime() + 3 * MIN)) }, 'L’heure de ce pointage est dans le futur : vérifiez l’heure de l’appareil.'],
    ['older than 72 hours', { clientTime: iso(ago(72 * H + MIN)), offline: true }, 'Ce pointage hors ligne date de plus de 72 heures : demandez à un gestionnaire de l’ajouter à la main.'],
    ['made after it was sent', { clientTime: iso(ago(MIN)), clientSentAt: iso(ago(10 * MIN)) }, 'L’heure du pointage est postérieure à son envoi.'],
    // issue #32: a punch sent online claiming a past time (71 h, or 3 min) is not from the offline queue.
    ['71 hours old sent online', { clientTime: iso(ago(71 * H)), offline: false }, 'Un pointage en ligne est enregistré à l’heure actuelle : pour une autre heure, demandez à un gestionnaire de corriger l’entrée.'],
    ['71 hours old sent online with its sending time', { clientTime: iso(ago(71 * H)), clientSentAt: iso(TEST_NOW), offline: false }, 'Un pointage en ligne est enregistré à l’heure actuelle : pour une autre heure, demandez à un gestionnaire de corriger l’entrée.'],
    ['3 minutes old sent online', { clientTime: iso(ago(3 * MIN)) }, 'Un pointage en ligne est enregistré à l’heure actuelle : pour une autre heure, demandez à un gestionnaire de corriger l’entrée.'],
  ])('refuses a device time %s with a French message', async (_label, times, message) => {
    const res = await punch(punchInput('IN', times));
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'PUNCH_TIME_INVALID', fieldErrors: { clientTime: message } });
    expect(res.body.errors[0].message).toBe(message);
    expect(await entries()).toHaveLength(0);
  });

  it('counts a device 1 minute ahead as now (never a shift starting in the future)', async () => {
    const res = await punch(punchInput('IN', { clientTime: iso(new Date(TEST_NOW.getTime() + MIN)) }));
    expect(res.body.data.punch.clockIn).toBe(iso(TEST_NOW));
  });

  it('replaying a queue out of order (OUT before IN) gives a typed conflict, then both apply in order: nothing dropped', async () => {
    const inKey = punchInput('IN', { clientTime: iso(ago(3 * H)), offline: true });
    const outKey = punchInput('OUT', { clientTime: iso(ago(H)), offline: true });
    expect((await punch(outKey)).body.data.punch.__typename).toBe('NoOpenShiftError');
    expect((await punch(inKey)).body.data.punch.__typename).toBe('TimeEntry');
    const closed = (await punch(outKey)).body.data.punch;
    expect(closed).toMatchObject({ __typename: 'TimeEntry', clockIn: iso(ago(3 * H)), clockOut: iso(ago(H)) });
    expect(await entries()).toHaveLength(1);
    expect((await punches()).map((p) => p.action)).toEqual(['IN', 'OUT']);
  });

  it('IN, IN, OUT: the second IN is a conflict and the OUT closes the first', async () => {
    const first = (await punch(punchInput('IN', { clientTime: iso(ago(2 * H)), offline: true }))).body.data.punch;
    expect((await punch(punchInput('IN', { clientTime: iso(ago(H)), offline: true }))).body.data.punch.__typename).toBe('PunchAlreadyOpenError');
    expect((await punch(punchInput('OUT'))).body.data.punch).toMatchObject({ id: first.id, clockIn: iso(ago(2 * H)), clockOut: iso(TEST_NOW) });
  });

  it('refuses an IN older than the end of the last shift, and an OUT before its IN, as out of order', async () => {
    await insertEntry(dataSource, { userId: employee.id, clockIn: ago(5 * H), clockOut: ago(2 * H) });
    const late = await punch(punchInput('IN', { clientTime: iso(ago(3 * H)), offline: true }));
    expect(late.body.data.punch).toEqual({
      __typename: 'PunchOutOfOrderError',
      code: 'PUNCH_OUT_OF_ORDER',
      message: 'Ce pointage est antérieur au dernier pointage enregistré : il ne peut pas être appliqué.',
    });
    await insertEntry(dataSource, { userId: employee.id, clockIn: ago(H), clockOut: null });
    const early = await punch(punchInput('OUT', { clientTime: iso(ago(90 * MIN)), offline: true }));
    expect(early.body.data.punch.__typename).toBe('PunchOutOfOrderError');
    expect((await entries()).filter((e) => e.clockOut === null)).toHaveLength(1);
  });

  it('refuses a malformed key and an over-long note, storing nothing', async () => {
    const res = await punch(punchInput('IN', { idempotencyKey: 'a b', note: 'x'.repeat(1001) }));
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({
      idempotencyKey: 'Clé de pointage invalide (8 à 100 lettres, chiffres, tirets ou soulignés).',
      note: 'La note ne peut dépasser 1000 caractères.',
    });
    expect(await entries()).toHaveLength(0);
  });

  describe('concurrency over real HTTP', () => {
    let server: { url: string; close: () => Promise<void> };
    beforeAll(async () => {
      server = await listen(app);
    });
    afterAll(() => server?.close());

    const send = (input: Record<string, unknown>) =>
      request(server.url).post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`).send({ query: PUNCH_MUTATION, variables: { input } });

    it('20 simultaneous INs (20 tabs, 20 keys) make one open entry; the others learn it is open', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(punchInput('IN'))));
      const kinds = answers.map((res) => res.body.data?.punch?.__typename ?? res.body.errors?.[0]?.extensions?.code);
      expect(kinds.filter((k) => k === 'TimeEntry')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'PunchAlreadyOpenError')).toHaveLength(19);
      const rows = await entries();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.openUserId).toBe(employee.id);
      expect(await punches()).toHaveLength(1);
    });

    it('the same key sent 10 times at once records one punch and answers the same entry to all', async () => {
      const input = punchInput('IN');
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(input)));
      expect(new Set(answers.map((res) => `${res.body.data?.punch?.__typename}:${res.body.data?.punch?.id}`)).size).toBe(1);
      expect(answers[0]!.body.data.punch.__typename).toBe('TimeEntry');
      expect(await entries()).toHaveLength(1);
      expect(await punches()).toHaveLength(1);
    });

    it('10 simultaneous OUTs close the shift once', async () => {
      await insertEntry(dataSource, { userId: employee.id, clockIn: ago(H), clockOut: null });
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(punchInput('OUT'))));
      const kinds = answers.map((res) => res.body.data?.punch?.__typename ?? res.body.errors?.[0]?.extensions?.code);
      expect(kinds.filter((k) => k === 'TimeEntry')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'NoOpenShiftError')).toHaveLength(9);
      expect(await punches()).toHaveLength(1);
    });
  });
});

describeEachDb('time_entry: at most one open entry per person, enforced by the database', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  it('refuses a second open entry written behind the service’s back, while closed ones are unlimited', async () => {
    const user = await insertUser(dataSource);
    await insertEntry(dataSource, { userId: user.id, clockIn: ago(5 * H), clockOut: ago(4 * H) });
    await insertEntry(dataSource, { userId: user.id, clockIn: ago(3 * H), clockOut: ago(2 * H) });
    await insertEntry(dataSource, { userId: user.id, clockIn: ago(H), clockOut: null });
    await expect(insertEntry(dataSource, { userId: user.id, clockIn: ago(MIN), clockOut: null })).rejects.toThrow();
    const other = await insertUser(dataSource);
    await insertEntry(dataSource, { userId: other.id, clockIn: ago(H), clockOut: null });
    expect(await dataSource.getRepository(TimeEntry).count()).toBe(4);
  });
});

describe('punches through two server processes sharing one MariaDB database', () => {
  let sources: DataSource[] = [];
  let apps: App[] = [];
  let servers: { url: string; close: () => Promise<void> }[] = [];
  const mysqlReady = testEnv.mysqlStatus === 'yes';

  beforeAll(async () => {
    if (!mysqlReady) return;
    const first = await openTestDatabase('mysql'); // creates and migrates this worker's database
    const second = await openDatabase({ kind: 'mysql', url: workerMysqlUrl() }); // a second pool, as another process would have
    sources = [first, second];
    apps = await Promise.all(sources.map((source) => createTestApp(source)));
    servers = await Promise.all(apps.map((app) => listen(app)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(apps.map((app) => app.stop()));
    await Promise.all(sources.map((source) => source.destroy()));
  });

  const skipWithoutMysql = () => {
    if (mysqlReady) return false;
    if (testEnv.ci) throw new Error(testEnv.mysqlStatus);
    return true;
  };

  it('20 simultaneous INs spread over both processes make one open entry', async () => {
    if (skipWithoutMysql()) return;
    await clearTables(sources[0]!);
    const user = await insertUser(sources[0]!);
    const token = await validToken(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(servers[i % 2]!.url)
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .set('Authorization', `Bearer ${token}`)
          .send({ query: PUNCH_MUTATION, variables: { input: punchInput('IN') } }),
      ),
    );
    const kinds = answers.map((res) => res.body.data?.punch?.__typename ?? res.body.errors?.[0]?.extensions?.code);
    expect(kinds.filter((k) => k === 'TimeEntry')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'PunchAlreadyOpenError')).toHaveLength(19);
    expect(await sources[1]!.getRepository(TimeEntry).countBy({ userId: user.id })).toBe(1);
    expect(await sources[1]!.getRepository(TimePunch).countBy({ userId: user.id })).toBe(1);
  });

  it('one key sent to both processes at once records one punch, and both answer the same entry', async () => {
    if (skipWithoutMysql()) return;
    await clearTables(sources[0]!);
    const user = await insertUser(sources[0]!);
    const token = await validToken(user);
    const input = punchInput('IN', { clientTime: iso(ago(10 * MIN)), offline: true });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(servers[i % 2]!.url)
          .post('/api/time/punch')
          .set('Content-Type', 'application/json')
          .set('Authorization', `Bearer ${token}`)
          .send({ ...input, action: 'in' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ clockIn: iso(ago(10 * MIN)), clockOut: null, source: 'OFFLINE' });
    expect(await sources[0]!.getRepository(TimePunch).countBy({ userId: user.id })).toBe(1);
  });
});
