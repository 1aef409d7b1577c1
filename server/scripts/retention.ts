import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import { RetentionService } from '../src/modules/ops/retention';
import { PERSONAL_DATA_HANDLERS } from '../src/modules/personal-data.list';
import { createFileStore } from '../src/modules/storage/file-store';

/**
 * `npm run retention`: applies the privacy policy's retention now (anonymises pickup and event
 * requests older than RETENTION_MONTHS, purges old page views…) and prints what it changed. The
 * server also does it once a day; running both is harmless (the work is idempotent).
 */
async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  try {
    const summary = await new RetentionService(dataSource, {
      months: config.retentionMonths,
      handlers: PERSONAL_DATA_HANDLERS,
      files: createFileStore(config.fileStore),
    }).run(new Date());
    // One line per count, by key (each feature's personal-data handler names its own).
    console.log(
      [
        `Conservation (${config.retentionMonths} mois ; documents fiscaux : 6 ans après la fin de l’année) appliquée :`,
        ...Object.entries(summary)
          .filter(([key]) => key !== 'interrupted')
          .map(([key, count]) => `  ${key} : ${String(count)}`),
      ].join('\n'),
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
