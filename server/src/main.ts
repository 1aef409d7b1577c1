import 'reflect-metadata';
import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { createLogger } from './logger';
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
  const dataSource = await openDatabase(config.database);
  const firstAdmin = await ensureFirstAdmin(config, dataSource, log);
  if (firstAdmin.kind === 'created') console.log(`Premier superadministrateur créé : ${firstAdmin.email}`);
  if (firstAdmin.kind === 'no-account') console.log(FIRST_ACCOUNT_HELP);
  if (config.auth.jwtSecretGenerated) {
    console.warn('JWT_SECRET absent : clé de session aléatoire pour ce processus (les sessions ne survivent pas à un redémarrage).');
  }
  const app = await createApp(config, { dataSource, log });
  const server = createServer(app.express);
  server.listen(config.port, config.host, () => {
    const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.path})` : 'MySQL/MariaDB';
    console.log(`Site prêt : ${config.publicUrl}  (base de données : ${where})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'arrêt en cours');
    server.close(async () => {
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
