import pino from 'pino';
import { DataSource } from 'typeorm';
import { createApp, App } from '../app';
import { AppConfig, loadConfig } from '../config';

export const TEST_NOW = new Date('2026-11-21T15:00:00.000Z');

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', ...overrides });
}

/** The real application on a test database, with a fixed clock. */
export async function createTestApp(dataSource: DataSource, options: { now?: () => Date; env?: Record<string, string> } = {}): Promise<App> {
  return createApp(testConfig(options.env), {
    dataSource,
    log: pino({ level: 'silent' }),
    now: options.now ?? (() => TEST_NOW),
  });
}
