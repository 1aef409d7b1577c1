import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { Role } from '../../shared/roles';
import { User } from '../users/user.entity';
import { insertUser } from '../users/users.fixtures';
import { TimeEntry } from '../timeclock/time-entry.entity';
import { punchInput } from '../timeclock/timeclock.fixtures';
import { Kiosk, KioskPinAttempt, StaffPin } from './kiosk.entities';
import { isTrivialPin } from './kiosk.service';

const REGISTER = 'mutation($input: RegisterKioskInput!) { registerKiosk(input: $input) { token kiosk { id name revokedAt } } }';
const REVOKE = 'mutation($id: ID!) { revokeKiosk(id: $id) { id revokedAt } }';
const SET_PIN = 'mutation($pin: String!) { setMyKioskPin(pin: $pin) }';
const SESSION = 'query($t: String!) { kioskSession(kioskToken: $t) { kioskName staff { id name onShift } } }';
const KIOSK_PUNCH = `mutation($input: KioskPunchInput!) { kioskPunch(input: $input) {
  __typename ... on TimeEntry { id userId clockIn clockOut source } ... on ErrorResult { code message } } }`;

describeEachDb('kiosk punching', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let admin: User;
  let employee: User;
  let other: User;
  let adminToken: string;
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
    admin = await insertUser(dataSource, { role: Role.ADMIN });
    employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
    other = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Zoé Autre' });
    adminToken = await validToken(admin);
    for (const [user, pin] of [[employee, '4826'], [other, '93715']] as const) {
      const res = await gql(SET_PIN, { pin }, await validToken(user));
      expect(res.body.data.setMyKioskPin).toBe(true);
    }
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlRequest(app, { query, variables, token });
  const register = async () => (await gql(REGISTER, { input: { name: ' Entrepôt ' } }, adminToken)).body.data.registerKiosk as { token: string; kiosk: { id: string } };
  const kioskPunch = (kioskToken: string, userId: number, pin: string, extra: Record<string, unknown> = {}) =>
    gql(KIOSK_PUNCH, { input: { ...punchInput('IN'), kioskToken, userId: String(userId), pin, ...extra } });

  it('an ADMIN registers a tablet (token shown once, stored hashed); employees punch there with their PIN, without a staff session', async () => {
    const employeeToken = await validToken(employee);
    expect((await gql(REGISTER, { input: { name: 'X' } }, employeeToken)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const { token, kiosk } = await register();
    expect(token).toMatch(/^kiosk_[A-Za-z0-9_-]{32}$/);
    const stored = await dataSource.getRepository(Kiosk).findOneByOrFail({ id: Number(kiosk.id) });
    expect(stored.name).toBe('Entrepôt');
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toHaveLength(64);
    const pin = await dataSource.getRepository(StaffPin).findOneByOrFail({ userId: employee.id });
    expect(pin.pinHash).toMatch(/^\$argon2id\$/);

    const session = await gql(SESSION, { t: token });
    expect(session.body.data.kioskSession).toEqual({
      kioskName: 'Entrepôt',
      staff: [
        { id: String(employee.id), name: 'Éric Employé', onShift: false },
        { id: String(other.id), name: 'Zoé Autre', onShift: false },
      ],
    });
    expect(JSON.stringify(session.body)).not.toContain('@');

    const punched = await kioskPunch(token, employee.id, '4826', { clientTime: new Date(TEST_NOW.getTime() - 2 * 3_600_000).toISOString(), offline: true });
    expect(punched.body.data.kioskPunch).toMatchObject({ __typename: 'TimeEntry', userId: String(employee.id), clockOut: null });
    // Offline queue on the tablet: the original time, sent later, recorded once.
    const queued = { ...punchInput('OUT'), clientTime: new Date(TEST_NOW.getTime() - 60_000).toISOString(), offline: true };
    const out1 = await kioskPunch(token, employee.id, '4826', queued);
    const out2 = await kioskPunch(token, employee.id, '4826', queued);
    expect(out1.body.data.kioskPunch).toMatchObject({ __typename: 'TimeEntry', clockOut: queued.clientTime, source: 'OFFLINE' });
    expect(out2.body.data.kioskPunch.id).toBe(out1.body.data.kioskPunch.id);
    expect(await dataSource.getRepository(TimeEntry).countBy({ userId: employee.id })).toBe(1);

    const wrong = await kioskPunch(token, employee.id, '1111');
    expect(wrong.body.errors[0]).toMatchObject({ message: 'NIP incorrect.', extensions: { code: 'INVALID_CREDENTIALS' } });

    await gql(REVOKE, { id: kiosk.id }, adminToken);
    const revoked = await kioskPunch(token, employee.id, '4826');
    expect(revoked.body.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' }, message: expect.stringContaining('révoquée') });
    expect((await gql(SESSION, { t: token })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('replaces a PIN hash made with older argon2 settings at the next right PIN, not at a wrong one', async () => {
    const older = await argon2.hash('4826', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await dataSource.getRepository(StaffPin).update({ userId: employee.id }, { pinHash: older });
    const stored = async () => (await dataSource.getRepository(StaffPin).findOneByOrFail({ userId: employee.id })).pinHash;
    const { token } = await register();
    expect((await kioskPunch(token, employee.id, '1357')).body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
    expect(await stored()).toBe(older);
    expect((await kioskPunch(token, employee.id, '4826')).body.data.kioskPunch).toMatchObject({ __typename: 'TimeEntry', userId: String(employee.id) });
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/);
  });

  it('throttles PIN guesses per employee (5 failures in 15 min) and per kiosk (20), in the database, even in parallel', async () => {
    const { token } = await register();
    const guesses = await Promise.all(['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008'].map((pin) => kioskPunch(token, employee.id, pin)));
    const codes = guesses.map((res) => res.body.errors[0].extensions.code).sort();
    // Never more than 5 PINs compared; the others refused before any comparison (a parallel burst
    // may refuse more than 3, even all 8 on MariaDB when every guess records its attempt before any
    // is compared, since a guess being checked counts as a failure).
    const compared = codes.filter((code) => code === 'INVALID_CREDENTIALS').length;
    expect(compared).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(8 - compared);
    // Even the right PIN is refused now, with a French message; nothing was punched.
    const right = await kioskPunch(token, employee.id, '4826');
    expect(right.body.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' }, message: expect.stringContaining('Trop d’essais de NIP pour cet employé') });
    expect(await dataSource.getRepository(TimeEntry).count()).toBe(0);
    // Another employee on the same tablet is not blocked by this one's failures.
    expect((await kioskPunch(token, other.id, '93715', { clientTime: new Date(TEST_NOW.getTime() - 3_600_000).toISOString(), offline: true })).body.data.kioskPunch.__typename).toBe('TimeEntry');

    // Per kiosk: 20 failures over several employees block the tablet.
    const many = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const user = await insertUser(dataSource, { role: Role.EMPLOYEE });
        for (const pin of ['1000', '1001', '1002', '1003']) await kioskPunch(token, user.id, pin);
      }),
    );
    expect(many).toHaveLength(4);
    expect(await dataSource.getRepository(KioskPinAttempt).count()).toBeGreaterThan(20);
    const blocked = await kioskPunch(token, other.id, '93715', { action: 'OUT' });
    expect(blocked.body.errors[0].message).toContain('Trop d’essais de NIP sur cette tablette');
    // Another tablet still works.
    const second = await register();
    expect((await kioskPunch(second.token, other.id, '93715', { action: 'OUT' })).body.data.kioskPunch.__typename).toBe('TimeEntry');
  });

  it('PINs are 4 to 6 digits, not trivial, set by the employee only', async () => {
    const token = await validToken(employee);
    for (const pin of ['123', '1234567', 'abcd']) {
      expect((await gql(SET_PIN, { pin }, token)).body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: 'Le NIP compte de 4 à 6 chiffres.' });
    }
    expect((await gql(SET_PIN, { pin: '1234' }, token)).body.errors[0].message).toContain('moins évident');
    expect((await gql(SET_PIN, { pin: '4826' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(isTrivialPin('0000')).toBe(true);
    expect(isTrivialPin('98765')).toBe(true);
    expect(isTrivialPin('4826')).toBe(false);
  });
});
