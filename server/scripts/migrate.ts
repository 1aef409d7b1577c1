import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';

/** `npm run migrate`: applies pending migrations to the configured database, then exits. */
async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  const applied = await dataSource.query(
    dataSource.options.type === 'better-sqlite3' ? 'SELECT name FROM migrations ORDER BY id' : 'SELECT name FROM `migrations` ORDER BY id',
  );
  console.log(`Migrations appliquées : ${(applied as { name: string }[]).map((m) => m.name).join(', ') || 'aucune'}`);
  await dataSource.destroy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
