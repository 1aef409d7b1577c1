import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { testEnv } from './test-env';

/** Drops the MariaDB databases this run created (`<base>_r<runId>_w<worker>…`). */
export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_RUN_ID) fs.rmSync(path.join(os.tmpdir(), `services-mauricie-test-${process.env.TEST_RUN_ID}.sqlite`), { force: true });
  if (process.env.TEST_MYSQL_STATUS !== 'yes' || !process.env.TEST_RUN_ID) return;
  const url = new URL(testEnv.mysqlUrl);
  const base = url.pathname.replace(/^\//, '') || 'test';
  url.pathname = '/';
  const connection = await mysql.createConnection({ uri: url.toString() });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SHOW DATABASES LIKE ?', [`${base}\\_r${process.env.TEST_RUN_ID}\\_w%`]);
    for (const row of rows) await connection.query(`DROP DATABASE IF EXISTS \`${String(Object.values(row)[0])}\``);
  } finally {
    await connection.end();
  }
}
