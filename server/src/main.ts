// First: the modules required after it compile with V8's code cache (build/.compile-cache, issue #31).
import { saveCompileCache } from './compile-cache';
import 'reflect-metadata';
import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { attachSubscriptions } from './subscriptions';
import { ConfigError, loadConfig, PLACEHOLDER_TAX_IDS } from './config';
import { openDatabase } from './database';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';
import { SqlStatementCounterLogger } from './db/sql-statement-counter';
import { ensureFirstAdmin, FIRST_ACCOUNT_HELP } from './modules/users/first-admin';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  const dataSource = await openDatabase(config.database, {
    ...(config.sqlStatementHeader ? { logger: new SqlStatementCounterLogger() } : {}),
    // A new SQLite file gets the migrated empty database copied (db/data-source.ts, issue #31).
    sqliteTemplateDir: path.join(__dirname, '..', '..', '.sqlite-template'),
  });
  const firstAdmin = await ensureFirstAdmin(config, dataSource, log);
  if (firstAdmin.kind === 'created') console.log(`Premier superadministrateur créé : ${firstAdmin.email}`);
  if (firstAdmin.kind === 'no-account') console.log(FIRST_ACCOUNT_HELP);
  if (config.auth.jwtSecretGenerated) {
    console.warn('JWT_SECRET absent : clé de session aléatoire pour ce processus (les sessions ne survivent pas à un redémarrage).');
  }
  const app = await createApp(config, { dataSource, log });

  // The features' background jobs (their manifests): the outbox, webhook deliveries, retention,
  // quote expiry, forgotten clock-outs, invoice reminders…
  const workers = app.workers();
  for (const worker of workers) worker.start();
  if (config.env === 'production' && Object.values(PLACEHOLDER_TAX_IDS).some((v) => [config.company.neq, config.company.gstNumber, config.company.qstNumber].includes(v))) {
    log.warn('COMPANY_NEQ, GST_NUMBER or QST_NUMBER still holds a placeholder: quotes will print it');
  }
  if (config.env === 'production' && config.payments.demo) {
    log.warn('DEMO_PAYMENTS=true: snow orders are "paid" on the demo checkout page, no card is charged');
  }
  // node's own request/response classes: created with Express's prototypes instead (so that its
  // per-request setPrototypeOf changes nothing), every request cost about 20 % more CPU (bench/README.md).
  const server = createServer(app.handler);
  // Live views (dispatch board): graphql-ws on the same port and path as /graphql.
  const subscriptions = attachSubscriptions(server, app, log);
  server.listen(config.port, config.host, () => {
    const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.path})` : 'MySQL/MariaDB';
    const mail = config.mail.smtpUrl ? 'SMTP' : `fichiers .eml dans ${config.mail.outboxDir}`;
    const payments = config.payments.stripe ? 'Stripe' : 'démonstration, aucune carte débitée';
    console.log(`Site prêt : ${config.publicUrl}  (base de données : ${where} ; courriels : ${mail} ; paiements : ${payments})`);
    saveCompileCache();
  });

  const shutdown = createShutdown({ server, app, dataSource, log, workers, graceMs: 10_000 });
  const stop = (signal: string) =>
    void subscriptions.close().then(() => shutdown(signal)).then((code) => {
      process.exit(code);
    });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error instanceof Error ? error.message : error);
  process.exit(1);
});
