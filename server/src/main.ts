import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, PLACEHOLDER_TAX_IDS } from './config';
import { openDatabase } from './db/data-source';
import { createLogger } from './logger';
import { createMailTransport } from './modules/mail/mail.transport';
import { MailWorker } from './modules/mail/mail.worker';

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
  const dataSource = await openDatabase(config.database);
  const app = await createApp(config, { dataSource, log });

  // E-mails leave through the outbox: SMTP when SMTP_URL is set, otherwise .eml files in data/outbox/.
  const mailTransport = createMailTransport(config.mail);
  const mailWorker = new MailWorker({ dataSource, transport: mailTransport, log, from: config.mail.from, retry: { maxAttempts: config.mail.maxAttempts } });
  if (config.mail.workerIntervalMs > 0) mailWorker.start(config.mail.workerIntervalMs);
  if (config.env === 'production' && Object.values(PLACEHOLDER_TAX_IDS).some((v) => [config.company.neq, config.company.gstNumber, config.company.qstNumber].includes(v))) {
    log.warn('COMPANY_NEQ, GST_NUMBER or QST_NUMBER still holds a placeholder: quotes will print it');
  }
  if (config.env === 'production' && config.payments.demo) {
    log.warn('DEMO_PAYMENTS=true: snow orders are "paid" on the demo checkout page, no card is charged');
  }
  const server = createServer(app.express);
  server.listen(config.port, config.host, () => {
    const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.path})` : 'MySQL/MariaDB';
    const mail = config.mail.smtpUrl ? 'SMTP' : `fichiers .eml dans ${config.mail.outboxDir}`;
    const payments = config.payments.stripe ? 'Stripe' : 'démonstration, aucune carte débitée';
    console.log(`Site prêt : ${config.publicUrl}  (base de données : ${where} ; courriels : ${mail} ; paiements : ${payments})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'arrêt en cours');
    server.close(async () => {
      await mailWorker.stop();
      mailTransport.close();
      await app.stop();
      await dataSource.destroy();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error instanceof Error ? error.message : error);
  process.exit(1);
});
