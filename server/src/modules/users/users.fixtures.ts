import { DataSource } from 'typeorm';
import { TEST_NOW } from '../../testing/app';
import { Role } from '../../shared/roles';
import { hashPassword } from './password-hasher';
import { User } from './user.entity';

/** The password of every fixture account (meets the policy). */
export const FIXTURE_PASSWORD = 'Neige-Mauricie-2026';

let fixtureHash: Promise<string> | null = null;
let sequence = 0;

/**
 * Inserts an account directly (the hash of FIXTURE_PASSWORD is computed once per test file, so
 * seeding many accounts stays fast). Returns it without its hash.
 */
export async function insertUser(
  dataSource: DataSource,
  overrides: Partial<Pick<User, 'email' | 'name' | 'firstName' | 'lastName' | 'hireDate' | 'mustChangePassword' | 'role' | 'createdAt' | 'passwordChangedAt' | 'disabledAt'>> = {},
): Promise<User> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  sequence += 1;
  const role = overrides.role ?? Role.EMPLOYEE;
  const createdAt = overrides.createdAt ?? new Date(TEST_NOW.getTime() - 86_400_000);
  const row = dataSource.getRepository(User).create({
    email: `${role.toLowerCase()}${sequence}@services-mauricie.test`,
    name: overrides.firstName || overrides.lastName ? `${overrides.firstName ?? ''} ${overrides.lastName ?? ''}`.trim() : null,
    firstName: null,
    lastName: null,
    hireDate: null,
    mustChangePassword: false,
    sessionsRevokedAt: null,
    role,
    passwordHash: await fixtureHash,
    createdAt,
    passwordChangedAt: createdAt,
    disabledAt: null,
    ...overrides,
  });
  await dataSource.getRepository(User).insert(row);
  delete (row as Partial<User>).passwordHash;
  return row;
}
