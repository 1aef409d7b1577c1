/** Staff roles, lowest to highest. A role includes every permission of the roles before it. */
export enum Role {
  EMPLOYEE = 'EMPLOYEE',
  MANAGER = 'MANAGER',
  ADMIN = 'ADMIN',
  SUPERADMIN = 'SUPERADMIN',
}

export const ROLE_ORDER: readonly Role[] = [Role.EMPLOYEE, Role.MANAGER, Role.ADMIN, Role.SUPERADMIN];

export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(required);
}
