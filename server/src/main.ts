import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app';
import { attachSubscriptions } from './graphql/subscriptions';
import { ConfigError, loadConfig, PLACEHOLDER_TAX_IDS } from './config';
import { openDatabase } from './db/data-source';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';
import { SqlStatementCounterLogger } from './db/sql-statement-counter';
import { createMailTransport } from './modules/mail/mail.transport';
import { MailWorker } from './modules/mail/mail.worker';
import { WebhookWorker } from './modules/webhooks/webhook.worker';
import { RetentionWorker } from './modules/ops/retention.worker';
import { QuoteExpiryWorker } from './modules/portal/quote-expiry.worker';
import { ForgottenClockOutWorker } from './modules/timesheets/forgotten-clockout.worker';
import { InvoiceReminderWorker } from './modules/invoices/invoice-reminders';
import { InboxDigestWorker } from './modules/notifications/inbox-digest.worker';
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
  const dataSource = await openDatabase(config.database, config.sqlStatementHeader ? { logger: new SqlStatementCounterLogger() } : {});
  const firstAdmin = await ensureFirstAdmin(config, dataSource, log);
  if (firstAdmin.kind === 'created') console.log(`Premier superadministrateur créé : ${firstAdmin.email}`);
  if (firstAdmin.kind === 'no-account') console.log(FIRST_ACCOUNT_HELP);
  if (config.auth.jwtSecretGenerated) {
    console.warn('JWT_SECRET absent : clé de session aléatoire pour ce processus (les sessions ne survivent pas à un redémarrage).');
  }
  const app = await createApp(config, { dataSource, log });

  // E-mails leave through the outbox: SMTP when SMTP_URL is set, otherwise .eml files in data/outbox/.
  const mailTransport = createMailTransport(config.mail);
  const mailWorker = new MailWorker({ dataSource, transport: mailTransport, log, from: config.mail.from, retry: { maxAttempts: config.mail.maxAttempts } });
  if (config.mail.workerIntervalMs > 0) mailWorker.start(config.mail.workerIntervalMs);
  const webhookWorker = new WebhookWorker({ dataSource, log, allowPrivate: config.webhooks.allowPrivate, lifecycle: app.container.bus });
  if (config.webhooks.workerIntervalMs > 0) webhookWorker.start(config.webhooks.workerIntervalMs);
  // Personal data retention, once a day across every process (job_run lease); checked hourly.
  const retentionWorker = new RetentionWorker({ dataSource, log, months: config.retentionMonths });
  retentionWorker.start();
  // Client portal: unanswered sent quotes past their validity expire, once a day (job_run lease).
  const quoteExpiryWorker = new QuoteExpiryWorker({ dataSource, log, quotes: app.quoteRevisions, expiringDays: config.office.quoteExpiringDays });
  quoteExpiryWorker.start();
  // Forgotten clock-outs: alerts every run (one per entry), the automatic close once a day (job_run lease).
  const forgottenClockOutWorker = new ForgottenClockOutWorker({
    dataSource,
    log,
    hours: config.timesheets.forgottenClockOutHours,
    closeHour: config.timesheets.forgottenClockOutCloseHour,
    lifecycle: app.container.bus,
  });
  if (config.timesheets.workerIntervalMs > 0) forgottenClockOutWorker.start(config.timesheets.workerIntervalMs);
  // Overdue invoice reminders (+7/+14/+30 days), once a day across every process; checked hourly.
  // Office inbox digests (OFFICE_DIGEST_MINUTES, and people who chose a digest): checked every minute.
  const inboxDigestWorker = new InboxDigestWorker({ dataSource, log, inbox: app.container.inbox });
  inboxDigestWorker.start();
  const reminderWorker = new InvoiceReminderWorker({ dataSource, log, company: config.company, publicUrl: config.publicUrl });
  reminderWorker.start();
  if (config.env === 'production' && Object.values(PLACEHOLDER_TAX_IDS).some((v) => [config.company.neq, config.company.gstNumber, config.company.qstNumber].includes(v))) {
    log.warn('COMPANY_NEQ, GST_NUMBER or QST_NUMBER still holds a placeholder: quotes will print it');
  }
  if (config.env === 'production' && config.payments.demo) {
    log.warn('DEMO_PAYMENTS=true: snow orders are "paid" on the demo checkout page, no card is charged');
  }
  // node's own request/response classes: created with Express's prototypes instead (so that its
  // per-request setPrototypeOf changes nothing), every request cost about 20 % more CPU (bench/README.md).
  const server = createServer(app.express);
  // Live views (dispatch board): graphql-ws on the same port and path as /graphql.
  const subscriptions = attachSubscriptions(server, app, log);
  server.listen(config.port, config.host, () => {
    const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.path})` : 'MySQL/MariaDB';
    const mail = config.mail.smtpUrl ? 'SMTP' : `fichiers .eml dans ${config.mail.outboxDir}`;
    const payments = config.payments.stripe ? 'Stripe' : 'démonstration, aucune carte débitée';
    console.log(`Site prêt : ${config.publicUrl}  (base de données : ${where} ; courriels : ${mail} ; paiements : ${payments})`);
  });

  const shutdown = createShutdown({ server, app, dataSource, log, workers: [mailWorker, webhookWorker, retentionWorker, quoteExpiryWorker, forgottenClockOutWorker, reminderWorker, inboxDigestWorker], graceMs: 10_000 });
  const stop = (signal: string) =>
    void subscriptions.close().then(() => shutdown(signal)).then((code) => {
      mailTransport.close();
      process.exit(code);
    });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error instanceof Error ? error.message : error);
  process.exit(1);
});
