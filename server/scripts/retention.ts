import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { outboxFolders, RetentionService } from '../src/modules/ops/retention.service';
import { featurePersonalData } from '../src/composition';
import { FEATURES } from '../src/features.generated';
import { createFileStore } from '../src/modules/storage/file-store';

/**
 * `npm run retention`: applies the privacy policy's retention now (anonymises pickup and event
 * requests older than RETENTION_MONTHS, purges old page views…) and prints what it changed. The
 * server also does it once a day; running both is harmless (the work is idempotent).
 */
/** French labels of the counts (keys of the features' ageOut). */
const LABELS: Record<string, string> = {
  pickupRequests: 'demandes de ramassage anonymisées',
  eventRequests: 'soumissions événementielles anonymisées',
  snowOrders: 'commandes de déneigement anonymisées (plus de 6 ans)',
  snowContracts: 'contrats de déneigement anonymisés (plus de 6 ans)',
  invoices: 'factures anonymisées (plus de 6 ans)',
  acceptedQuotes: 'soumissions acceptées supprimées (plus de 6 ans)',
  snowVisits: 'passages de déneigement anonymisés',
  snowVisitPhotos: 'photos de passage supprimées',
  portalProfiles: 'profils d’espace client supprimés',
  portalSignInLinks: 'liens de connexion expirés supprimés',
  portalSignInRequests: 'demandes de lien de connexion supprimées',
  outboxMessages: 'courriels envoyés supprimés',
  outboxFiles: 'copies de courriels (.eml) supprimées',
  smsMessages: 'textos envoyés supprimés',
  smsConsents: 'consentements aux textos retirés supprimés',
  smsFiles: 'copies de textos supprimées',
  webhookDeliveries: 'livraisons de webhooks supprimées',
  pageViews: 'pages vues supprimées (plus de 13 mois)',
  loginAttempts: 'tentatives de connexion expirées supprimées',
  rateWindows: 'fenêtres de limite d’API supprimées',
};

async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  try {
    const summary = await new RetentionService(dataSource, {
      months: config.retentionMonths,
      handlers: featurePersonalData(FEATURES),
      files: createFileStore(config.fileStore),
      outboxFolders: outboxFolders(config.mail.outboxDir, config.sms.outboxDir),
    }).run(new Date());
    // One line per count, by key (each feature's personal-data handler names its own); unknown keys print as they are.
    console.log(
      [
        `Conservation (${config.retentionMonths} mois) appliquée :`,
        ...Object.entries(summary)
          .filter(([key]) => key !== 'interrupted')
          .map(([key, count]) => `  ${LABELS[key] ?? key} : ${String(count)}`),
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
