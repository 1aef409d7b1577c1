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

/** The lower of two roles. */
export function lowerRole(a: Role, b: Role): Role {
  return roleAtLeast(a, b) ? b : a;
}

/** Administrator accounts (ADMIN, SUPERADMIN): only a SUPERADMIN creates, changes or deletes them. */
export function isAdminRole(role: Role): boolean {
  return roleAtLeast(role, Role.ADMIN);
}

/** A stored or submitted role, compared case-insensitively as the spec says; null when unknown. */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (ROLE_ORDER as readonly string[]).includes(upper) ? (upper as Role) : null;
}
