import pino from 'pino';
import { DataSource } from 'typeorm';
import { Role } from '../../shared/roles';
import { testConfig, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { ensureFirstAdmin } from './first-admin';
import { User } from './user.entity';
import { insertUser } from './users.fixtures';

describeEachDb('first administrator at start-up', (kind) => {
  let dataSource: DataSource;
  const log = pino({ level: 'silent' });
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const withAdmin = (password = 'Operations-Hiver-2026') => testConfig({ ADMIN_EMAIL: 'Chef@Example.com', ADMIN_PASSWORD: password });

  it('creates a SUPERADMIN from ADMIN_EMAIL and ADMIN_PASSWORD on an empty users table', async () => {
    expect(await ensureFirstAdmin(withAdmin(), dataSource, log, TEST_NOW)).toEqual({ kind: 'created', email: 'chef@example.com' });
    const users = await dataSource.getRepository(User).find();
    expect(users).toEqual([expect.objectContaining({ email: 'chef@example.com', role: Role.SUPERADMIN })]);
  });

  it('ignores the variables once an account exists (no way to reopen the bootstrap)', async () => {
    await insertUser(dataSource, { role: Role.EMPLOYEE });
    expect(await ensureFirstAdmin(withAdmin(), dataSource, log, TEST_NOW)).toEqual({ kind: 'accounts-exist', ignoredAdminEmail: true });
    expect(await dataSource.getRepository(User).count()).toBe(1);
  });

  it('tells start-up there is no account when the variables are absent', async () => {
    expect(await ensureFirstAdmin(testConfig(), dataSource, log, TEST_NOW)).toEqual({ kind: 'no-account' });
  });

  it('stops the start with the reason when ADMIN_PASSWORD breaks the policy', async () => {
    await expect(ensureFirstAdmin(withAdmin('court'), dataSource, log, TEST_NOW)).rejects.toThrow(
      'ADMIN_PASSWORD : Le mot de passe doit contenir au moins 10 caractères.',
    );
    expect(await dataSource.getRepository(User).count()).toBe(0);
  });

  it('creates a single account when several processes start together', async () => {
    const outcomes = await Promise.all([0, 1, 2].map(() => ensureFirstAdmin(withAdmin(), dataSource, log, TEST_NOW)));
    expect(outcomes.filter((o) => o.kind === 'created')).toHaveLength(1);
    expect(await dataSource.getRepository(User).count()).toBe(1);
  });
});
