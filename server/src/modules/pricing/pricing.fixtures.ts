import pino from 'pino';
import { DataSource } from 'typeorm';
import { SERVICE_SEED } from '../../../../migrations/1795400000000-CreateService';
import { AuthenticatedUser, RequestContext } from '../../graphql/context';
import { Role } from '../../shared/roles';
import { TEST_NOW } from '../../testing/app';
import { Service } from './service.entity';

/**
 * Puts the seeded price list back as the migration left it (clearTables keeps the `service` table):
 * call it in `beforeEach` of suites that change prices.
 */
export async function restoreSeedPrices(dataSource: DataSource): Promise<void> {
  await dataSource.createQueryBuilder().delete().from(Service).execute();
  await dataSource.createQueryBuilder().insert().into(Service).values(SERVICE_SEED as Partial<Service>[]).execute();
}

export function staffUser(role: Role = Role.ADMIN): AuthenticatedUser {
  return { id: 1, email: `${role.toLowerCase()}@example.com`, role };
}

/** A request context for service tests and in-process operations (optionally signed in). */
export function testContext(dataSource: DataSource, user: AuthenticatedUser | null = null): RequestContext {
  return { user, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: '127.0.0.1' };
}
