import { DataSource } from 'typeorm';
import { Logger } from 'pino';
import { Role } from '../shared/roles';

export interface AuthenticatedUser {
  id: number;
  email: string;
  role: Role;
}

/** Passed explicitly to every service method (Vendure style). */
export interface RequestContext {
  readonly user: AuthenticatedUser | null;
  readonly now: Date;
  readonly dataSource: DataSource;
  readonly log: Logger;
  readonly ip: string | undefined;
}
