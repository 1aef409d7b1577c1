import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../../config';

interface BetterSqliteHandle {
  backup(destination: string): Promise<unknown>;
  close(): void;
}
type BetterSqliteConstructor = new (file: string, options: { readonly: boolean }) => BetterSqliteHandle;

/** A dated file name such as `backup-2026-11-21T15-00-00Z.sqlite`. */
export function backupFileName(kind: DatabaseConfig['kind'], now: Date): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  return `backup-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'sql'}`;
}

function mysqlArgs(url: string): { args: string[]; database: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const args = [`--host=${parsed.hostname}`, `--port=${parsed.port || '3306'}`, `--user=${decodeURIComponent(parsed.username)}`];
  // The password goes through the environment, never the command line (visible in `ps`).
  // eslint-disable-next-line no-restricted-properties -- the child inherits the environment (PATH); no setting is read here
  return { args, database, env: { ...process.env, MYSQL_PWD: decodeURIComponent(parsed.password) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, io: { stdin?: string; stdout?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    if (io.stdout) child.stdout.pipe(fs.createWriteStream(io.stdout));
    if (io.stdin) fs.createReadStream(io.stdin).pipe(child.stdin);
    else child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) : ${stderr.trim()}`))));
  });
}

/**
 * Writes a consistent copy of the database into `dir`: SQLite's online backup API for the embedded
 * database, mysqldump --single-transaction (one snapshot, no table locks on InnoDB) for MySQL/MariaDB.
 */
export async function backupDatabase(dataSource: DataSource, db: DatabaseConfig, dir: string, now = new Date()): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(db.kind, now));
  if (db.kind === 'sqlite') {
    const handle = (dataSource.driver as unknown as { databaseConnection: BetterSqliteHandle }).databaseConnection;
    await handle.backup(file);
  } else {
    const { args, database, env } = mysqlArgs(db.url);
    await run('mysqldump', [...args, '--single-transaction', '--routines', '--triggers', '--add-drop-table', database], env, { stdout: file });
  }
  return file;
}

/** Restores a backup made by backupDatabase. For SQLite the server must be stopped (the file is replaced). */
export async function restoreDatabase(db: DatabaseConfig, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Fichier de sauvegarde introuvable : ${file}`);
  if (db.kind === 'sqlite') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver TypeORM already loads; it ships no types
    const Database = require('better-sqlite3') as BetterSqliteConstructor;
    const source = new Database(file, { readonly: true });
    try {
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${db.path}${suffix}`, { force: true });
      await source.backup(db.path);
    } finally {
      source.close();
    }
  } else {
    const { args, database, env } = mysqlArgs(db.url);
    await run('mysql', [...args, database], env, { stdin: file });
  }
}
