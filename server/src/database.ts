import type { DataSource } from 'typeorm';
import { featureEntities, featureSubscribers } from './composition';
import type { DatabaseConfig } from './config';
import { createDataSourceFor, DataSourceExtras, DataSourceModel, openDatabaseFor } from './db/data-source';
import { JobRun } from './db/job-run';
import { FEATURES } from './features.generated';

/** The application's data model: every feature manifest's entities and subscribers, and the job leases. */
export const DATA_MODEL: DataSourceModel = {
  entities: [...featureEntities(FEATURES), JobRun],
  subscribers: featureSubscribers(FEATURES),
};

/** A DataSource on the application's model, not yet opened. */
export function createDataSource(db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  return createDataSourceFor(DATA_MODEL, db, extras);
}

/** Opens the database on the application's model and applies pending migrations (each in its own transaction). */
export function openDatabase(db: DatabaseConfig, extras: DataSourceExtras = {}): Promise<DataSource> {
  return openDatabaseFor(DATA_MODEL, db, extras);
}
