import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { TimeEntryChange } from '../../server/src/modules/timeclock/time-entry-change.entity';
import { TimeEntry } from '../../server/src/modules/timeclock/time-entry.entity';
import { insertEntry } from '../../server/src/modules/timeclock/timeclock.fixtures';
import { User } from '../../server/src/modules/users/user.entity';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { parseInstant } from '../../server/src/shared/time/time-range';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { restRequest } from '../../server/src/testing/requests';
import { validToken } from '../../server/src/testing/tokens';

const H = 3_600_000;
const local = (text: string) => new Date(parseInstant(text, 'America/Toronto')!);
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms).toISOString();

describeEachDb('REST time clock (/api/time)', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let employee: User;
  let token: string;
  let managerToken: string;
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
    employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
    token = await validToken(employee);
    managerToken = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
  });

  const punch = (body: unknown, as = token) => restRequest(app, 'post', '/api/time/punch', { token: as, body });

  describe('employee paths', () => {
    it('GET /status answers { openEntry: null }, then { openEntry: { id, clockIn } } after POST /punch { action: "in" }', async () => {
      expect((await restRequest(app, 'get', '/api/time/status', { token })).body).toEqual({ openEntry: null });
      const res = await punch({ action: 'in', note: 'Livraison' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: expect.any(Number), userId: employee.id, clockIn: TEST_NOW.toISOString(), clockOut: null, note: 'Livraison', source: 'ONLINE' });
      const status = await restRequest(app, 'get', '/api/time/status', { token });
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ openEntry: { id: res.body.id, clockIn: TEST_NOW.toISOString() } });
    });

    it('POST /punch answers 409 with { error } for IN while in and OUT while out', async () => {
      const opened = await punch({ action: 'in' });
      const again = await punch({ action: 'IN' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        error: 'Déjà en service : un quart est déjà ouvert (punch IN déjà fait).',
        code: 'PUNCH_ALREADY_OPEN',
        openEntry: { id: opened.body.id, clockIn: TEST_NOW.toISOString() },
      });
      await dataSource.getRepository(TimeEntry).update({ id: opened.body.id }, { clockIn: new Date(ago(H)) });
      expect((await punch({ action: 'out' })).status).toBe(200);
      const out = await punch({ action: 'out' });
      expect(out.status).toBe(409);
      expect(out.body).toEqual({ error: 'Hors service : aucun quart ouvert à fermer (punch OUT sans punch IN).', code: 'NO_OPEN_SHIFT' });
    });

    it('POST /punch with a key: the same punch twice answers the same entry; another punch with it gets 422', async () => {
      const body = { action: 'in', note: 'Ramassage', idempotencyKey: randomUUID(), clientTime: ago(20 * 60_000), offline: true };
      const first = await punch(body);
      const second = await punch(body);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      expect(first.body.clockIn).toBe(ago(20 * 60_000));
      const reused = await punch({ ...body, note: 'Autre' });
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ error: 'Cette clé de pointage a déjà servi pour un autre pointage.', code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await dataSource.getRepository(TimeEntry).count()).toBe(1);
    });

    it.each([
      [{ action: 'pause' }, 'action'],
      [{}, 'action'],
      [{ action: 'in', clientTime: 'hier' }, 'clientTime'],
    ])('POST /punch answers 400 for %j', async (body, field) => {
      const res = await punch(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty(field);
      expect(await dataSource.getRepository(TimeEntry).count()).toBe(0);
    });

    it('POST /punch answers 400 with a clear text for an offline punch older than 72 h', async () => {
      const res = await punch({ action: 'in', clientTime: ago(73 * H), idempotencyKey: randomUUID() });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PUNCH_TIME_INVALID', error: 'Ce pointage hors ligne date de plus de 72 heures : demandez à un gestionnaire de l’ajouter à la main.' });
    });

    it('GET /me?from&to&tz answers my entries of the period; a bad period is a 400 and the call without from and to works', async () => {
      const mine = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T12:00'), note: '<svg onload=alert(1)>' });
      const other = await insertUser(dataSource);
      await insertEntry(dataSource, { userId: other.id, clockIn: local('2026-11-17T08:00') });
      const res = await restRequest(app, 'get', '/api/time/me?from=2026-11-16&to=2026-11-22&tz=America/Toronto', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { id: mine.id, userId: employee.id, clockIn: local('2026-11-17T08:00').toISOString(), clockOut: local('2026-11-17T12:00').toISOString(), note: '<svg onload=alert(1)>', source: 'ONLINE' },
      ]);
      const bad = await restRequest(app, 'get', '/api/time/me?from=lundi&to=2026-11-22', { token });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual({ from: 'Date invalide (AAAA-MM-JJ ou date-heure ISO).' });
      const retried = await restRequest(app, 'get', '/api/time/me', { token });
      expect(retried.body.map((e: { id: number }) => e.id)).toEqual([mine.id]); // default: the current week
    });

    it('every /api/time path needs a session: 401 with no token', async () => {
      for (const [method, path] of [['get', '/api/time/status'], ['get', '/api/time/me'], ['post', '/api/time/punch']] as const) {
        const res = await restRequest(app, method, path, method === 'post' ? { body: { action: 'in' } } : {});
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('managers’ paths', () => {
    it('GET /admin/summary answers the staff rows; roles=EMPLOYEE leaves managers out', async () => {
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T16:30') });
      const res = await restRequest(app, 'get', '/api/time/admin/summary?from=2026-11-16&to=2026-11-22&roles=EMPLOYEE&tz=America/Toronto', { token: managerToken });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { userId: employee.id, name: 'Éric Employé', email: employee.email, role: 'EMPLOYEE', totalMs: 8.5 * H, entriesCount: 1, openClockIn: null },
      ]);
      const bad = await restRequest(app, 'get', '/api/time/admin/summary?roles=GERANTS', { token: managerToken });
      expect(bad.status).toBe(400);
    });

    it('GET /admin/entries?userId answers that person’s entries; 404 for an unknown person', async () => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T16:30') });
      const res = await restRequest(app, 'get', `/api/time/admin/entries?userId=${employee.id}&from=2026-11-16&to=2026-11-22&tz=America/Toronto`, { token: managerToken });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([expect.objectContaining({ id: entry.id, userId: employee.id })]);
      expect((await restRequest(app, 'get', '/api/time/admin/entries?userId=424242', { token: managerToken })).status).toBe(404);
    });

    it('POST /admin/entry creates (201); PUT edits or closes; split makes two; DELETE answers 204 — each audited', async () => {
      const created = await restRequest(app, 'post', '/api/time/admin/entry', {
        token: managerToken,
        body: { userId: employee.id, clockIn: local('2026-11-18T08:00').toISOString(), clockOut: local('2026-11-18T16:00').toISOString(), note: 'Oubli' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), userId: employee.id, note: 'Oubli', source: 'ADMIN' });

      const updated = await restRequest(app, 'put', `/api/time/admin/entry/${created.body.id}`, { token: managerToken, body: { note: 'Oubli de puncher' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ note: 'Oubli de puncher', clockOut: local('2026-11-18T16:00').toISOString() });

      const open = await insertEntry(dataSource, { userId: employee.id, clockIn: new Date(ago(9 * H)), clockOut: null });
      const closed = await restRequest(app, 'put', `/api/time/admin/entry/${open.id}`, { token: managerToken, body: { clockOut: TEST_NOW.toISOString() } });
      expect(closed.status).toBe(200);
      expect(closed.body.clockOut).toBe(TEST_NOW.toISOString());

      const split = await restRequest(app, 'post', `/api/time/admin/entry/${created.body.id}/split`, {
        token: managerToken,
        body: { breakStart: local('2026-11-18T12:00').toISOString(), breakEnd: local('2026-11-18T12:30').toISOString() },
      });
      expect(split.status).toBe(200);
      expect(split.body).toHaveLength(2);

      const deleted = await restRequest(app, 'delete', `/api/time/admin/entry/${split.body[1].id}`, { token: managerToken });
      expect(deleted.status).toBe(204);
      const actions = (await dataSource.getRepository(TimeEntryChange).find({ order: { id: 'ASC' } })).map((c) => c.action);
      expect(actions).toEqual(['CREATE', 'UPDATE', 'CLOSE', 'SPLIT', 'CREATE', 'DELETE']);
    });

    it.each([
      ['post', '/api/time/admin/entry', (id: number) => ({ userId: id, clockIn: '2026-11-18T10:00:00Z', clockOut: '2026-11-18T09:00:00Z' }), 'Heures invalides'],
      ['put', '/api/time/admin/entry/:id', () => ({ clockIn: 'n’importe quand' }), 'Heures invalides'],
      ['post', '/api/time/admin/entry/:id/split', () => ({ breakStart: '2026-11-17T07:00:00Z', breakEnd: '2026-11-17T07:30:00Z' }), 'Pause invalide'],
    ] as const)('%s %s answers 400 { error: "%s" }', async (method, path, body, message) => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T16:30') });
      const res = await restRequest(app, method, path.replace(':id', String(entry.id)), { token: managerToken, body: body(employee.id) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await dataSource.getRepository(TimeEntry).count()).toBe(1);
    });

    it('PUT, DELETE and split of an unknown entry answer 404', async () => {
      expect((await restRequest(app, 'put', '/api/time/admin/entry/999999', { token: managerToken, body: { note: 'x' } })).status).toBe(404);
      expect((await restRequest(app, 'delete', '/api/time/admin/entry/999999', { token: managerToken })).status).toBe(404);
      expect((await restRequest(app, 'delete', '/api/time/admin/entry/abc', { token: managerToken })).status).toBe(404);
      expect(
        (await restRequest(app, 'post', '/api/time/admin/entry/999999/split', { token: managerToken, body: { breakStart: '2026-11-17T12:00', breakEnd: '2026-11-17T12:30' } })).status,
      ).toBe(404);
    });

    it('an EMPLOYEE gets 403 on every managers’ path, with another person’s id or not, and nothing changes', async () => {
      const victim = await insertUser(dataSource);
      const entry = await insertEntry(dataSource, { userId: victim.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T16:30'), note: 'Privé' });
      const calls = [
        restRequest(app, 'get', `/api/time/admin/entries?userId=${victim.id}`, { token }),
        restRequest(app, 'get', '/api/time/admin/summary?roles=ALL', { token }),
        restRequest(app, 'post', '/api/time/admin/entry', { token, body: { userId: victim.id, clockIn: '2026-11-18T08:00', clockOut: '2026-11-18T09:00' } }),
        restRequest(app, 'put', `/api/time/admin/entry/${entry.id}`, { token, body: { note: 'Piraté' } }),
        restRequest(app, 'delete', `/api/time/admin/entry/${entry.id}`, { token }),
        restRequest(app, 'post', `/api/time/admin/entry/${entry.id}/split`, { token, body: { breakStart: '2026-11-17T12:00', breakEnd: '2026-11-17T12:30' } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain('Privé');
      }
      expect(await dataSource.getRepository(TimeEntry).findOneByOrFail({ id: entry.id })).toMatchObject({ note: 'Privé' });
      expect(await dataSource.getRepository(TimeEntryChange).count()).toBe(0);
    });
  });
});
