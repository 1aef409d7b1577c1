import { Role } from '../shared/roles';
import { staffAccess } from './authorization';

const user = (role: Role) => ({ user: { id: 1, email: 'a@b.ca', role }, apiToken: null });
const token = (role: Role) => ({ user: null, apiToken: { id: 1, name: 't', role, createdById: 1 } });

describe('the one authorization rule (kernel/authorization.ts)', () => {
  it('nobody signed in is unauthenticated, whatever the threshold', () => {
    expect(staffAccess({ user: null, apiToken: null })).toBe('unauthenticated');
    expect(staffAccess({ user: null, apiToken: null }, Role.EMPLOYEE)).toBe('unauthenticated');
  });

  it('a role admits its threshold and every lower one; the lowest listed role is the threshold', () => {
    const table = [Role.EMPLOYEE, Role.MANAGER, Role.ADMIN, Role.SUPERADMIN].map((role) => [role, [Role.EMPLOYEE, Role.MANAGER, Role.ADMIN, Role.SUPERADMIN].map((required) => staffAccess(user(role), required))]);
    expect(table).toEqual([
      [Role.EMPLOYEE, ['allowed', 'forbidden', 'forbidden', 'forbidden']],
      [Role.MANAGER, ['allowed', 'allowed', 'forbidden', 'forbidden']],
      [Role.ADMIN, ['allowed', 'allowed', 'allowed', 'forbidden']],
      [Role.SUPERADMIN, ['allowed', 'allowed', 'allowed', 'allowed']],
    ]);
    expect(staffAccess(user(Role.MANAGER), Role.SUPERADMIN, Role.MANAGER)).toBe('allowed');
    expect(staffAccess(user(Role.EMPLOYEE))).toBe('allowed');
  });

  it('an API token is judged by its (capped) role like a session', () => {
    expect(staffAccess(token(Role.MANAGER), Role.MANAGER)).toBe('allowed');
    expect(staffAccess(token(Role.EMPLOYEE), Role.MANAGER)).toBe('forbidden');
  });
});
