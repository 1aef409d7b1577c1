import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { backupDatabase, restoreDatabase } from '../src/modules/ops/backup';

/**
 * `npm run backup [-- DIR]` writes a dated, consistent copy of the configured database (default dir: backups/).
 * `npm run restore -- FILE` restores one (stop the server first when on SQLite).
 */
async function main() {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const dataSource = await openDatabase(config.database);
    try {
      const file = await backupDatabase(dataSource, config.database, path.resolve(arg ?? path.join(config.rootDir, 'backups')));
      console.log(`Sauvegarde écrite : ${file}`);
    } finally {
      await dataSource.destroy();
    }
  } else if (command === 'restore' && arg) {
    await restoreDatabase(config.database, path.resolve(arg));
    console.log(`Base restaurée depuis ${arg}`);
  } else {
    console.error('Usage : npm run backup [-- DOSSIER]  |  npm run restore -- FICHIER');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
