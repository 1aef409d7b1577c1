import { QueryFailedError } from 'typeorm';

/** True when a query failed on a unique index (SQLite or MySQL/MariaDB), e.g. a concurrent duplicate. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.errno === 1062 ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
