import pino from 'pino';
import { DataSource } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { Role } from '../../shared/roles';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { User } from './user.entity';
import { insertUser } from './users.fixtures';
import { EventBus } from '../../kernel/events';
import { workedHours } from '../timeclock/worked-hours';
import { UsersService } from './users.service';

describeEachDb('UsersService', (kind) => {
  let dataSource: DataSource;
  let service: UsersService;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    service = new UsersService(dataSource, { bus: new EventBus(), workedHours });
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const ctxOf = (user: { id: number; email: string; role: Role }): RequestContext => ({
    user: { id: user.id, email: user.email, role: user.role },
    now: TEST_NOW,
    dataSource,
    log: pino({ level: 'silent' }),
    ip: '127.0.0.1',
  });
  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return error instanceof AppError ? error.code : String(error);
    }
  };

  it('guards the last enabled SUPERADMIN against a demotion even when the other rules would allow it', async () => {
    const last = await insertUser(dataSource, { role: Role.SUPERADMIN });
    await insertUser(dataSource, { role: Role.SUPERADMIN, disabledAt: TEST_NOW });
    // A caller that is not the account itself (e.g. a SUPERADMIN whose account was just removed).
    const ghost = ctxOf({ id: 999_999, email: 'parti@example.com', role: Role.SUPERADMIN });
    expect(await codeOf(service.updateRole(ghost, { id: String(last.id), role: Role.ADMIN }))).toBe('LAST_SUPERADMIN');
    expect(await codeOf(service.delete(ghost, String(last.id)))).toBe('LAST_SUPERADMIN');
    expect((await dataSource.getRepository(User).findOneByOrFail({ id: last.id })).role).toBe(Role.SUPERADMIN);
  });

  it('keeps one SUPERADMIN when the last two delete each other at the same moment', async () => {
    const a = await insertUser(dataSource, { role: Role.SUPERADMIN });
    const b = await insertUser(dataSource, { role: Role.SUPERADMIN });
    const results = await Promise.all([codeOf(service.delete(ctxOf(a), String(b.id))), codeOf(service.delete(ctxOf(b), String(a.id)))]);
    expect(results.sort()).toEqual(['LAST_SUPERADMIN', 'ok']);
    expect(await dataSource.getRepository(User).countBy({ role: Role.SUPERADMIN })).toBe(1);
  });

  it('creates one account when the same e-mail is submitted twice at once', async () => {
    const admin = await insertUser(dataSource, { role: Role.ADMIN });
    const input = { email: 'double@example.com', password: 'Poudrerie-Hivernale-7', role: Role.EMPLOYEE, firstName: 'Double', lastName: 'Envoi' };
    const results = await Promise.all([codeOf(service.create(ctxOf(admin), input)), codeOf(service.create(ctxOf(admin), input))]);
    expect(results.sort()).toEqual(['EMAIL_TAKEN', 'ok']);
    expect(await dataSource.getRepository(User).countBy({ email: 'double@example.com' })).toBe(1);
  });
});
