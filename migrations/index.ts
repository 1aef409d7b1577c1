import { CreatePickupRequest1795305600000 } from './1795305600000-CreatePickupRequest';

/** Every migration, oldest first. Listed explicitly so the same code runs from TypeScript and from the build. */
export const MIGRATIONS = [CreatePickupRequest1795305600000];
