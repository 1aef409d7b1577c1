import pino from 'pino';
import { DataSource } from 'typeorm';
import { createApp, App } from '../app';
import { AppConfig, loadConfig } from '../config';
import { clearTables, openTestDatabase, TestDbKind } from './db';

export const TEST_NOW = new Date('2026-11-21T15:00:00.000Z');

/** The session-token key of test apps, so tests can sign (and forge) tokens themselves. */
export const TEST_JWT_SECRET = 'test-only-session-key-0123456789abcdef';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, ...overrides });
}

/** The real application on a test database, with a fixed clock. */
export async function createTestApp(dataSource: DataSource, options: { now?: () => Date; env?: Record<string, string> } = {}): Promise<App> {
  return createApp(testConfig(options.env), {
    dataSource,
    log: pino({ level: 'silent' }),
    now: options.now ?? (() => TEST_NOW),
  });
}

/** What `useClockedTestApp` hands a describe block; `dataSource` and `app` are set once `beforeAll` has run. */
export interface ClockedTestApp {
  dataSource: DataSource;
  app: App;
  /** The app's clock: TEST_NOW at the start of each test; a test moves it by assigning it. */
  clock: Date;
}

/**
 * For a `describeEachDb` block: the real application on a test database of `kind`, with a clock the
 * tests set, stopped and closed after the block; before each test the clock is back at TEST_NOW and
 * the tables are empty.
 */
export function useClockedTestApp(kind: TestDbKind): ClockedTestApp {
  const env = { clock: TEST_NOW } as ClockedTestApp;
  beforeAll(async () => {
    env.dataSource = await openTestDatabase(kind);
    env.app = await createTestApp(env.dataSource, { now: () => env.clock });
  });
  afterAll(async () => {
    await env.app?.stop();
    await env.dataSource?.destroy();
  });
  beforeEach(async () => {
    env.clock = TEST_NOW;
    await clearTables(env.dataSource);
  });
  return env;
}

/** A complete production environment (secrets are test values): tests remove or change one entry. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://services.example.ca',
  DATABASE_URL: 'mysql://services:secret@db.example.ca:3306/services',
  JWT_SECRET: TEST_JWT_SECRET,
  SMTP_URL: 'smtps://mailer:secret@smtp.example.ca:465',
  DEMO_PAYMENTS: 'true',
};
