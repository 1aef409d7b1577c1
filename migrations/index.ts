import { CreatePickupRequest1795305600000 } from './1795305600000-CreatePickupRequest';
import { CreateAccounts1795420800000 } from './1795420800000-CreateAccounts';

/** Every migration, oldest first. Listed explicitly so the same code runs from TypeScript and from the build. */
export const MIGRATIONS = [
  CreatePickupRequest1795305600000,
  CreateAccounts1795420800000,
];
