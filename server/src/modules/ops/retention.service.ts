import fs from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  ANONYMISED_NAME,
  PersonalDataHandler,
  PersonalFiles,
  RETENTION_ZONE,
  retentionClock,
  RetentionClock,
  TAX_RETENTION_YEARS,
} from '../../kernel/personal-data';

export { ANONYMISED_NAME, RETENTION_ZONE };
/** Orders, invoices, contracts and payments: 6 years after the end of the financial year (calendar year) — Québec tax law. */
export const ORDER_RETENTION_YEARS = TAX_RETENTION_YEARS;

/** What each handler aged out, by key (pickupRequests, snowOrders, pageViews…), and whether the run was interrupted. */
export interface RetentionSummary {
  /** True when stop was asked for between two batches: the rest is done on the next run. */
  interrupted: boolean;
  [key: string]: number | boolean;
}

export interface RetentionOptions {
  /** Months after the last exchange (RETENTION_MONTHS). */
  months: number;
  /** Every feature's personal data handler, in run order (FeatureContext.personalData: the manifests' `personalData`). */
  handlers: readonly PersonalDataHandler[];
  /** Where photos and documents live (files of aged-out rows are deleted). */
  files: PersonalFiles;
  /** Rows per batch (one transaction each). */
  batchSize?: number;
  /**
   * The embedded transports' copies on disk (MAIL_OUTBOX_DIR's `outbox-<id>.eml`, SMS_OUTBOX_DIR's
   * `sms-<id>.txt`): deleted once older (by modification time) than the requests' cutoff,
   * RETENTION_MONTHS, like their outbox rows. Counted under `key`.
   */
  outboxFolders?: readonly OutboxFolder[];
}

export interface OutboxFolder {
  key: string;
  dir: string;
  /** Only the files the transport writes (never anything else someone put there). */
  pattern: RegExp;
}

/** The mail and SMS embedded outboxes (config.mail.outboxDir, config.sms.outboxDir). */
export function outboxFolders(mailDir: string, smsDir: string): OutboxFolder[] {
  return [
    { key: 'outboxFiles', dir: mailDir, pattern: /^outbox-\d+\.eml$/ },
    { key: 'smsFiles', dir: smsDir, pattern: /^sms-\d+\.txt$/ },
  ];
}

/** Deletes the folder's transport files last modified before `cutoff`; a missing folder is empty. */
async function ageOutFolder(folder: OutboxFolder, cutoff: Date, shouldStop: () => boolean): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(folder.dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!folder.pattern.test(name)) continue;
    if (shouldStop()) break;
    const file = path.join(folder.dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtime >= cutoff) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

/**
 * The privacy policy's retention (client/src/public/privacy/PrivacyPage.tsx, "Durée de conservation"),
 * as each feature declares it in its `<feature>.personal-data.ts` (`ageOut`): requests anonymised
 * `months` after the last exchange, tax records (orders, invoices, contracts) 6 years after the end
 * of their year, copies (e-mails, webhook deliveries) deleted, page views after 13 months… This
 * service imports no feature: it runs the handlers it is given, in their order.
 * Idempotent; each batch is one transaction. Runs the same on SQLite and MySQL/MariaDB.
 */
export class RetentionService {
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: RetentionOptions,
  ) {
    this.batchSize = options.batchSize ?? 200;
  }

  clock(now: Date): RetentionClock {
    return retentionClock(now, this.options.months);
  }

  async run(now: Date, shouldStop: () => boolean = () => false): Promise<RetentionSummary> {
    const summary: RetentionSummary = { interrupted: false };
    const scope = { dataSource: this.dataSource, clock: this.clock(now), batchSize: this.batchSize, shouldStop, files: this.options.files };
    for (const handler of this.options.handlers) {
      if (!handler.ageOut) continue;
      if (shouldStop()) return { ...summary, interrupted: true };
      const counts = await handler.ageOut(scope);
      for (const [key, count] of Object.entries(counts)) summary[key] = ((summary[key] as number | undefined) ?? 0) + count;
    }
    const cutoff = scope.clock.requestCutoff;
    for (const folder of this.options.outboxFolders ?? []) {
      if (shouldStop()) return { ...summary, interrupted: true };
      summary[folder.key] = ((summary[folder.key] as number | undefined) ?? 0) + (await ageOutFolder(folder, cutoff, shouldStop));
    }
    return { ...summary, interrupted: shouldStop() };
  }
}
