import { Server } from 'node:http';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { App } from './app';

export interface ShutdownDeps {
  server: Server;
  app: Pick<App, 'stop' | 'markStopping'>;
  dataSource: DataSource;
  log: Logger;
  /** Background work to stop after the last request (the mail worker finishes its run). */
  workers?: { stop(): Promise<void> }[];
  /** Requests still running after this are cut (bounded shutdown). */
  graceMs?: number;
}

/**
 * Graceful stop on SIGTERM: /readyz turns 503, the listener stops accepting, idle keep-alive
 * connections close, requests in flight finish (at most `graceMs`), then background workers drain,
 * Apollo stops and the connection pool closes. Resolves with the process exit code.
 */
export function createShutdown({ server, app, dataSource, log, workers = [], graceMs = 10_000 }: ShutdownDeps): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  return (signal) => {
    running ??= (async () => {
      log.info({ signal }, 'arrêt en cours : plus aucune nouvelle requête');
      app.markStopping();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        log.warn({ graceMs }, 'requêtes encore en cours après le délai : connexions coupées');
        server.closeAllConnections();
        await closed;
      }
      log.info({ timedOut }, 'arrêt : requêtes en cours terminées');
      let code = timedOut ? 1 : 0;
      for (const worker of workers) {
        try {
          await worker.stop();
        } catch (error) {
          log.error({ err: error }, 'arrêt d’un traitement en arrière-plan');
          code = 1;
        }
      }
      log.info('arrêt : traitements en arrière-plan terminés');
      await app.stop();
      log.info('arrêt : GraphQL arrêté');
      if (dataSource.isInitialized) await dataSource.destroy();
      log.info({ code }, 'arrêt terminé');
      return code;
    })();
    return running;
  };
}
