import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { RetentionService } from '../src/modules/ops/retention';

/**
 * `npm run retention`: applies the privacy policy's retention now (anonymises pickup and event
 * requests older than RETENTION_MONTHS, purges old page views…) and prints what it changed. The
 * server also does it once a day; running both is harmless (the work is idempotent).
 */
async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  try {
    const summary = await new RetentionService(dataSource, { months: config.retentionMonths }).run(new Date());
    console.log(
      [
        `Conservation (${config.retentionMonths} mois) appliquée :`,
        `  demandes de ramassage anonymisées : ${summary.pickupRequests}`,
        `  soumissions événementielles anonymisées : ${summary.eventRequests}`,
        `  commandes de déneigement anonymisées (plus de 6 ans) : ${summary.snowOrders}`,
        `  courriels envoyés supprimés : ${summary.outboxMessages}`,
        `  livraisons de webhooks supprimées : ${summary.webhookDeliveries}`,
        `  pages vues supprimées (plus de 13 mois) : ${summary.pageViews}`,
        `  tentatives de connexion expirées supprimées : ${summary.loginAttempts}`,
        `  fenêtres de limite d’API supprimées : ${summary.rateWindows}`,
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
