import { DataSource } from 'typeorm';
import { App } from '../../app';
import { ApiToken } from '../auth/api-token.entity';
import { hashApiToken } from '../auth/api-tokens.service';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase, workerMysqlUrl } from '../../testing/db';
import { openDatabase } from '../../database';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { Role } from '../../shared/roles';
import { parseInstant } from '../../shared/time/time-range';
import { User } from '../users/user.entity';
import { insertUser } from '../users/users.fixtures';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';
import { insertEntry } from './timeclock.fixtures';

const H = 3_600_000;
const TZ = 'America/Toronto';
const local = (text: string) => new Date(parseInstant(text, TZ)!);
const iso = (text: string) => local(text).toISOString();

const ENTRY_FIELDS = 'id userId clockIn clockOut note source';
const CREATE = `mutation($input: CreateTimeEntryInput!) { createTimeEntry(input: $input) { ${ENTRY_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { ${ENTRY_FIELDS} } }`;
const SPLIT = `mutation($input: SplitTimeEntryInput!) { splitTimeEntry(input: $input) { ${ENTRY_FIELDS} } }`;
const DELETE = 'mutation($input: DeleteTimeEntryInput!) { deleteTimeEntry(input: $input) }';
const SHEET = `query($userId: ID!, $from: String, $to: String, $tz: String!) {
  staffTimeSheet(userId: $userId, from: $from, to: $to, tz: $tz) { from to tz totalMs entries { ${ENTRY_FIELDS} } days { date totalMs } }
}`;
const MY_SHEET = `query($from: String, $to: String) { myTimeSheet(from: $from, to: $to) { totalMs entries { ${ENTRY_FIELDS} } days { date totalMs } } }`;
const SUMMARY = `query($from: String, $to: String, $roles: StaffRolesFilter!) {
  staffHoursSummary(from: $from, to: $to, roles: $roles) { userId name email role totalMs entriesCount openClockIn }
}`;
const CHANGES = `query($userId: ID!, $entryId: ID) {
  timeEntryChanges(userId: $userId, entryId: $entryId) {
    entryId userId changedById changedByName changedAt action reason
    oldValues { clockIn clockOut note splitInto } newValues { clockIn clockOut note splitInto }
  }
}`;

describeEachDb('time entries: managers’ changes, audit trail, sheets and summary', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let manager: User;
  let managerToken: string;
  let employee: User;
  let employeeToken: string;
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
    manager = await insertUser(dataSource, { role: Role.MANAGER, name: 'Gisèle Gérante' });
    managerToken = await validToken(manager);
    employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
    employeeToken = await validToken(employee);
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, token = managerToken) => graphqlRequest(app, { query, variables, token });
  const changes = async (userId = employee.id) => (await gql(CHANGES, { userId: String(userId) })).body.data.timeEntryChanges;
  const rows = () => dataSource.getRepository(TimeEntry).find({ order: { clockIn: 'ASC' } });

  describe('create', () => {
    it('adds a closed entry from local times, with an audit row by the manager', async () => {
      const res = await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-18T08:00', clockOut: '2026-11-18T16:30', note: ' Oubli ', reason: 'Oubli de puncher' } });
      expect(res.body.data.createTimeEntry).toMatchObject({
        userId: String(employee.id),
        clockIn: iso('2026-11-18T08:00'),
        clockOut: iso('2026-11-18T16:30'),
        note: 'Oubli',
        source: 'ADMIN',
      });
      expect(await changes()).toEqual([
        {
          entryId: res.body.data.createTimeEntry.id,
          userId: String(employee.id),
          changedById: String(manager.id),
          changedByName: manager.name,
          changedAt: TEST_NOW.toISOString(),
          action: 'CREATE',
          reason: 'Oubli de puncher',
          oldValues: null,
          newValues: { clockIn: iso('2026-11-18T08:00'), clockOut: iso('2026-11-18T16:30'), note: 'Oubli', splitInto: null },
        },
      ]);
    });

    it.each([
      ['an end before the start', { clockIn: '2026-11-18T10:00', clockOut: '2026-11-18T09:00' }, 'clockOut', 'Heures invalides'],
      ['an end equal to the start', { clockIn: '2026-11-18T10:00', clockOut: '2026-11-18T10:00' }, 'clockOut', 'Heures invalides'],
      ['an unreadable start', { clockIn: 'hier matin', clockOut: '2026-11-18T10:00' }, 'clockIn', 'Heures invalides'],
      ['an empty end', { clockIn: '2026-11-18T10:00', clockOut: '' }, 'clockOut', 'Heures invalides'],
      ['a time the clocks skip', { clockIn: '2026-03-08T02:30', clockOut: '2026-03-08T05:00' }, 'clockIn', 'Heures invalides'],
      ['a future end', { clockIn: '2026-11-21T09:00', clockOut: '2026-11-21T18:00' }, 'clockOut', 'Les heures ne peuvent pas être dans le futur.'],
    ])('refuses %s with the spec’s text, storing nothing', async (_label, times, field, message) => {
      const res = await gql(CREATE, { input: { userId: String(employee.id), ...times } });
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_HOURS', category: 'BAD_USER_INPUT', fieldErrors: { [field]: message } });
      expect(await rows()).toEqual([]);
      expect(await dataSource.getRepository(TimeEntryChange).count()).toBe(0);
    });

    it('refuses times overlapping another entry of the same person, and an unknown person', async () => {
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-18T08:00'), clockOut: local('2026-11-18T12:00') });
      const overlap = await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-18T11:00', clockOut: '2026-11-18T13:00' } });
      expect(overlap.body.errors[0].extensions.code).toBe('TIME_ENTRY_OVERLAP');
      expect(overlap.body.errors[0].message).toBe('Ces heures chevauchent une autre entrée de cet employé.');
      const touching = await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-18T12:00', clockOut: '2026-11-18T13:00' } });
      expect(touching.body.errors).toBeUndefined();
      const unknown = await gql(CREATE, { input: { userId: '999999', clockIn: '2026-11-18T14:00', clockOut: '2026-11-18T15:00' } });
      expect(unknown.body.errors[0]).toMatchObject({ message: 'Employé introuvable.', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('concurrent changes (issue #32: 10 createTimeEntry over two processes stored 5 overlapping entries)', () => {
    /** A second server process: on MariaDB its own connection pool, on SQLite (one file, one connection) the same database. */
    const secondProcess = async () => {
      const otherSource = kind === 'mysql' ? await openDatabase({ kind: 'mysql', url: workerMysqlUrl() }) : dataSource;
      const other = await createTestApp(otherSource);
      return { other, close: async () => (await other.stop(), otherSource !== dataSource && (await otherSource.destroy())) };
    };

    it('10 overlapping creations at once over two processes: one stored, nine TIME_ENTRY_OVERLAP', async () => {
      const { other, close } = await secondProcess();
      try {
        const calls = Array.from({ length: 10 }, (_, i) =>
          graphqlRequest(i % 2 ? other : app, {
            query: CREATE,
            variables: { input: { userId: String(employee.id), clockIn: `2026-11-18T0${i % 5}:00`, clockOut: `2026-11-18T1${i % 5}:00` } },
            token: managerToken,
          }),
        );
        const codes = (await Promise.all(calls)).map((res) => res.body.errors?.[0]?.extensions.code ?? 'OK');
        expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
        expect(codes.filter((c) => c === 'TIME_ENTRY_OVERLAP')).toHaveLength(9);
        expect(await rows()).toHaveLength(1);
      } finally {
        await close();
      }
    });

    it('edits moving two entries onto one slot at once: one succeeds, the other is refused', async () => {
      const { other, close } = await secondProcess();
      try {
        const a = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-18T06:00'), clockOut: local('2026-11-18T07:00') });
        const b = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-18T20:00'), clockOut: local('2026-11-18T21:00') });
        const move = (id: number, target: App) =>
          graphqlRequest(target, { query: UPDATE, variables: { input: { id: String(id), clockIn: '2026-11-18T10:00', clockOut: '2026-11-18T12:00' } }, token: managerToken });
        const codes = (await Promise.all([move(a.id, app), move(b.id, other)])).map((res) => res.body.errors?.[0]?.extensions.code ?? 'OK');
        expect(codes.sort()).toEqual(['OK', 'TIME_ENTRY_OVERLAP']);
        const stored = await rows();
        expect(stored.filter((e) => e.clockIn.getTime() === local('2026-11-18T10:00').getTime())).toHaveLength(1);
      } finally {
        await close();
      }
    });
  });

  describe('update, close, split, delete', () => {
    it('edits times and note, leaving an audit row with the old and new values', async () => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00'), note: 'Livraison' });
      const res = await gql(UPDATE, { input: { id: String(entry.id), clockIn: '2026-11-19T07:45', note: 'Livraison | Entretien véhicule', reason: 'Arrivé plus tôt' } });
      expect(res.body.data.updateTimeEntry).toMatchObject({ clockIn: iso('2026-11-19T07:45'), clockOut: iso('2026-11-19T16:00'), note: 'Livraison | Entretien véhicule' });
      const [change] = await changes();
      expect(change).toMatchObject({
        action: 'UPDATE',
        reason: 'Arrivé plus tôt',
        oldValues: { clockIn: iso('2026-11-19T08:00'), clockOut: iso('2026-11-19T16:00'), note: 'Livraison' },
        newValues: { clockIn: iso('2026-11-19T07:45'), clockOut: iso('2026-11-19T16:00'), note: 'Livraison | Entretien véhicule' },
      });
    });

    it('closes an open entry with only a clock-out (action CLOSE); the person is then off duty', async () => {
      const open = await insertEntry(dataSource, { userId: employee.id, clockIn: new Date(TEST_NOW.getTime() - 9 * H), clockOut: null });
      const res = await gql(UPDATE, { input: { id: String(open.id), clockOut: TEST_NOW.toISOString() } });
      expect(res.body.data.updateTimeEntry.clockOut).toBe(TEST_NOW.toISOString());
      expect((await rows())[0]!.openUserId).toBeNull();
      expect((await changes())[0]).toMatchObject({ action: 'CLOSE', oldValues: { clockOut: null }, newValues: { clockOut: TEST_NOW.toISOString() } });
    });

    it('refuses an edit whose end would not follow its start, and does not audit a change that changes nothing', async () => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00') });
      const bad = await gql(UPDATE, { input: { id: String(entry.id), clockOut: '2026-11-19T07:00' } });
      expect(bad.body.errors[0]).toMatchObject({ message: 'Heures invalides', extensions: { code: 'INVALID_HOURS' } });
      const same = await gql(UPDATE, { input: { id: String(entry.id), clockIn: '2026-11-19T08:00' } });
      expect(same.body.errors).toBeUndefined();
      expect(await changes()).toEqual([]);
      const missing = await gql(UPDATE, { input: { id: '999999', note: 'x' } });
      expect(missing.body.errors[0]).toMatchObject({ message: 'Entrée introuvable.', extensions: { code: 'NOT_FOUND' } });
    });

    it('splits an entry around a break: two entries, the break removed, audited as SPLIT and CREATE', async () => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00'), note: 'Chantier' });
      const res = await gql(SPLIT, { input: { id: String(entry.id), breakStart: '2026-11-19T12:00', breakEnd: '2026-11-19T12:30', reason: 'Pause repas' } });
      const [first, second] = res.body.data.splitTimeEntry;
      expect(first).toMatchObject({ id: String(entry.id), clockIn: iso('2026-11-19T08:00'), clockOut: iso('2026-11-19T12:00'), note: 'Chantier' });
      expect(second).toMatchObject({ clockIn: iso('2026-11-19T12:30'), clockOut: iso('2026-11-19T16:00'), note: 'Chantier' });
      const sheet = (await gql(SHEET, { userId: String(employee.id), from: '2026-11-19', to: '2026-11-19', tz: TZ })).body.data.staffTimeSheet;
      expect(sheet.totalMs).toBe(7.5 * H);
      const trail = await changes();
      expect(trail.map((c: { action: string; entryId: string }) => [c.action, c.entryId]).sort()).toEqual([
        ['CREATE', second.id],
        ['SPLIT', String(entry.id)],
      ]);
      expect(trail.find((c: { action: string }) => c.action === 'SPLIT').newValues).toMatchObject({ clockOut: iso('2026-11-19T12:00'), splitInto: second.id });
    });

    it('splits an open entry: the second part stays open', async () => {
      const open = await insertEntry(dataSource, { userId: employee.id, clockIn: new Date(TEST_NOW.getTime() - 6 * H), clockOut: null });
      const res = await gql(SPLIT, {
        input: { id: String(open.id), breakStart: new Date(TEST_NOW.getTime() - 3 * H).toISOString(), breakEnd: new Date(TEST_NOW.getTime() - 2.5 * H).toISOString() },
      });
      expect(res.body.data.splitTimeEntry.map((e: { clockOut: string | null }) => e.clockOut)).toEqual([new Date(TEST_NOW.getTime() - 3 * H).toISOString(), null]);
      expect((await rows()).map((e) => e.openUserId)).toEqual([null, employee.id]);
    });

    it.each([
      ['a break starting before the entry', '2026-11-19T07:30', '2026-11-19T09:00'],
      ['a break ending after the entry', '2026-11-19T15:00', '2026-11-19T16:30'],
      ['a break ending before it starts', '2026-11-19T13:00', '2026-11-19T12:00'],
      ['an unreadable break', 'midi', '2026-11-19T12:30'],
    ])('refuses %s with “Pause invalide”, changing nothing', async (_label, breakStart, breakEnd) => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00') });
      const res = await gql(SPLIT, { input: { id: String(entry.id), breakStart, breakEnd } });
      expect(res.body.errors[0]).toMatchObject({ message: 'Pause invalide', extensions: { code: 'INVALID_BREAK' } });
      expect(await rows()).toHaveLength(1);
      expect(await changes()).toEqual([]);
    });

    it('deletes an entry; its audit trail stays, DELETE row included', async () => {
      const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00'), note: 'Doublon' });
      const res = await gql(DELETE, { input: { id: String(entry.id), reason: 'Saisi deux fois' } });
      expect(res.body.data.deleteTimeEntry).toBe(String(entry.id));
      expect(await rows()).toEqual([]);
      expect(await changes()).toEqual([
        expect.objectContaining({ action: 'DELETE', entryId: String(entry.id), reason: 'Saisi deux fois', newValues: null, oldValues: expect.objectContaining({ note: 'Doublon' }) }),
      ]);
    });

    it('records an integrator token’s changes under its name and its creator', async () => {
      const secret = 'smk_heures_integration';
      await dataSource.getRepository(ApiToken).insert({
        name: 'Paie', role: Role.MANAGER, tokenHash: hashApiToken(secret), prefix: secret.slice(0, 8), createdById: manager.id, createdAt: TEST_NOW,
      });
      await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-18T08:00', clockOut: '2026-11-18T09:00' } }, secret);
      expect((await changes())[0]).toMatchObject({ changedById: String(manager.id), changedByName: 'Jeton « Paie »' });
    });
  });

  describe('sheets and summary', () => {
    it('my sheet lists only my own entries, whatever exists for others', async () => {
      const mine = await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T12:00') });
      const other = await insertUser(dataSource);
      await insertEntry(dataSource, { userId: other.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T17:00') });
      const res = await gql(MY_SHEET, {}, employeeToken);
      expect(res.body.data.myTimeSheet.entries.map((e: { id: string }) => e.id)).toEqual([String(mine.id)]);
      expect(res.body.data.myTimeSheet.totalMs).toBe(4 * H);
      expect(res.body.data.myTimeSheet.days).toHaveLength(7);
    });

    it('week totals across the spring-forward night: 00:00–05:00 local counts 4 h', async () => {
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-03-08T00:00'), clockOut: local('2026-03-08T05:00') });
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-03-06T22:00'), clockOut: local('2026-03-07T06:00') });
      const sheet = (await gql(SHEET, { userId: String(employee.id), from: '2026-03-02', to: '2026-03-08', tz: TZ })).body.data.staffTimeSheet;
      expect(sheet).toMatchObject({ from: iso('2026-03-02T00:00'), to: iso('2026-03-09T00:00'), tz: TZ, totalMs: 12 * H });
      expect(sheet.days.filter((d: { totalMs: number }) => d.totalMs > 0)).toEqual([
        { date: '2026-03-06', totalMs: 2 * H },
        { date: '2026-03-07', totalMs: 6 * H },
        { date: '2026-03-08', totalMs: 4 * H },
      ]);
    });

    it('week totals across the fall-back night: 00:00–05:00 local counts 6 h (entry made through the API)', async () => {
      const made = await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-01T00:00', clockOut: '2026-11-01T05:00' } });
      expect(made.body.errors).toBeUndefined();
      const sheet = (await gql(SHEET, { userId: String(employee.id), from: '2026-10-26', to: '2026-11-01', tz: TZ })).body.data.staffTimeSheet;
      expect(sheet.totalMs).toBe(6 * H);
      expect(sheet.days.at(-1)).toEqual({ date: '2026-11-01', totalMs: 6 * H });
      // The same instants seen from Vancouver fall on Saturday evening.
      const west = (await gql(SHEET, { userId: String(employee.id), from: '2026-10-26', to: '2026-11-01', tz: 'America/Vancouver' })).body.data.staffTimeSheet;
      expect(west.days.filter((d: { totalMs: number }) => d.totalMs > 0)).toEqual([
        { date: '2026-10-31', totalMs: 3 * H },
        { date: '2026-11-01', totalMs: 3 * H },
      ]);
    });

    it('summarises the period per person: total within it, entries, open shift; employees only unless ALL', async () => {
      const other = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Alice Ouvrière' });
      // Week of Monday 2026-11-16 (TEST_NOW is Saturday 2026-11-21 10:00 local).
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-15T22:00'), clockOut: local('2026-11-16T02:00') }); // 2 h inside
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-17T08:00'), clockOut: local('2026-11-17T16:00') });
      await insertEntry(dataSource, { userId: other.id, clockIn: new Date(TEST_NOW.getTime() - 9 * H), clockOut: null }); // open 9 h
      await insertEntry(dataSource, { userId: manager.id, clockIn: local('2026-11-18T08:00'), clockOut: local('2026-11-18T09:00') });
      await insertEntry(dataSource, { userId: employee.id, clockIn: local('2026-11-09T08:00'), clockOut: local('2026-11-09T16:00') }); // week before

      const employees = (await gql(SUMMARY, { from: '2026-11-16', to: '2026-11-22', roles: 'EMPLOYEE' })).body.data.staffHoursSummary;
      expect(employees).toEqual([
        { userId: String(other.id), name: 'Alice Ouvrière', email: other.email, role: 'EMPLOYEE', totalMs: 9 * H, entriesCount: 1, openClockIn: new Date(TEST_NOW.getTime() - 9 * H).toISOString() },
        { userId: String(employee.id), name: 'Éric Employé', email: employee.email, role: 'EMPLOYEE', totalMs: 10 * H, entriesCount: 2, openClockIn: null },
      ]);
      const all = (await gql(SUMMARY, { from: '2026-11-16', to: '2026-11-22', roles: 'ALL' })).body.data.staffHoursSummary;
      expect(all.map((row: { role: string }) => row.role)).toEqual(['EMPLOYEE', 'EMPLOYEE', 'MANAGER']);
      const before = (await gql(SUMMARY, { from: '2026-11-09', to: '2026-11-15', roles: 'EMPLOYEE' })).body.data.staffHoursSummary;
      expect(before).toEqual([expect.objectContaining({ userId: String(employee.id), totalMs: 10 * H, entriesCount: 2 })]);
    });

    it('names the bad period parameter', async () => {
      const res = await gql(SUMMARY, { from: '2026-11-22', to: '2026-11-16', roles: 'ALL' });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { to: 'La fin de la période doit suivre son début.' } });
      const tz = await gql(SHEET, { userId: String(employee.id), tz: 'Lune/Mer_de_la_Tranquillité' });
      expect(tz.body.errors[0].extensions.fieldErrors).toEqual({ tz: 'Fuseau horaire invalide.' });
    });
  });

  describe('an EMPLOYEE never reads or changes anyone else’s entries', () => {
    it('is refused every managers’ operation on another employee, and nothing changes', async () => {
      const victim = await insertUser(dataSource, { role: Role.EMPLOYEE });
      const entry = await insertEntry(dataSource, { userId: victim.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00'), note: 'Secret' });
      const attempts = [
        gql(SHEET, { userId: String(victim.id), tz: TZ }, employeeToken),
        gql(CHANGES, { userId: String(victim.id) }, employeeToken),
        gql(SUMMARY, { roles: 'ALL' }, employeeToken),
        gql(UPDATE, { input: { id: String(entry.id), note: 'Piraté' } }, employeeToken),
        gql(SPLIT, { input: { id: String(entry.id), breakStart: '2026-11-19T10:00', breakEnd: '2026-11-19T11:00' } }, employeeToken),
        gql(DELETE, { input: { id: String(entry.id) } }, employeeToken),
        gql(CREATE, { input: { userId: String(victim.id), clockIn: '2026-11-18T08:00', clockOut: '2026-11-18T09:00' } }, employeeToken),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect(JSON.stringify(res.body)).not.toContain('Secret');
      }
      expect(await rows()).toEqual([expect.objectContaining({ id: entry.id, note: 'Secret', clockOut: local('2026-11-19T16:00') })]);
      expect(await dataSource.getRepository(TimeEntryChange).count()).toBe(0);
    });

    it('cannot reach another person’s entries through its own sheet’s arguments', async () => {
      const victim = await insertUser(dataSource, { role: Role.EMPLOYEE });
      await insertEntry(dataSource, { userId: victim.id, clockIn: local('2026-11-19T08:00'), clockOut: local('2026-11-19T16:00') });
      const res = await graphqlRequest(app, {
        query: `query($userId: ID!) { myTimeSheet(userId: $userId) { entries { id } } }`,
        variables: { userId: String(victim.id) },
        token: employeeToken,
      });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
    });
  });
});
