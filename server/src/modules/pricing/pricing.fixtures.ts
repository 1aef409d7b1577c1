import pino from 'pino';
import { DataSource } from 'typeorm';
import { SERVICE_SEED } from '../../../../migrations/1795400000000-CreateService';
import { AuthenticatedUser, RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { TEST_NOW } from '../../testing/app';
import { Service } from './service.entity';
import { DEFAULT_EQUIPMENT_STOCK } from '../../../../migrations/1796300000000-CreateEquipmentAvailability';
import { EquipmentStock } from '../availability/equipment-allocation.entities';

/**
 * Puts the seeded price list back as the migration left it (clearTables keeps the `service` table):
 * call it in `beforeEach` of suites that change prices.
 */
export async function restoreSeedPrices(dataSource: DataSource): Promise<void> {
  await dataSource.createQueryBuilder().delete().from(Service).execute();
  await dataSource.createQueryBuilder().insert().into(Service).values(SERVICE_SEED as Partial<Service>[]).execute();
  await restoreSeedStock(dataSource);
}

/** The equipment stock rows as the availability migration seeds them (deleting a price row cascades to its stock row). */
export async function restoreSeedStock(dataSource: DataSource): Promise<void> {
  await dataSource.createQueryBuilder().delete().from(EquipmentStock).execute();
  const services = await dataSource.getRepository(Service).find();
  const rows = services
    .filter((s) => DEFAULT_EQUIPMENT_STOCK[s.name] !== undefined)
    .map((s) => ({ serviceId: s.id, stock: DEFAULT_EQUIPMENT_STOCK[s.name]!, turnaroundBefore: 0, turnaroundAfter: 1 }));
  if (rows.length) await dataSource.createQueryBuilder().insert().into(EquipmentStock).values(rows).execute();
}

export function staffUser(role: Role = Role.ADMIN): AuthenticatedUser {
  return { id: 1, email: `${role.toLowerCase()}@example.com`, role };
}

/** A request context for service tests and in-process operations (optionally signed in). */
export function testContext(dataSource: DataSource, user: AuthenticatedUser | null = null): RequestContext {
  return { user, now: TEST_NOW, dataSource, log: pino({ level: 'silent' }), ip: '127.0.0.1' };
}
