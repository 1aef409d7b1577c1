/**
 * Test-harness settings (the application itself reads the environment only in config.ts).
 * CI=true makes the MariaDB and browser suites mandatory.
 */
export const testEnv = {
  ci: process.env.CI === 'true',
  mysqlUrl: process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306/test',
  /** Set by global-setup: 'yes' when MariaDB answered, otherwise the reason. */
  mysqlStatus: process.env.TEST_MYSQL_STATUS ?? 'unknown',
  workerId: process.env.JEST_WORKER_ID ?? '1',
  /** Set by global-setup: distinguishes concurrent Jest runs sharing one MariaDB server. */
  runId: process.env.TEST_RUN_ID ?? String(process.pid),
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
