import mysql from 'mysql2/promise';
import { testEnv } from './test-env';

/** Runs once before the workers start: checks whether MariaDB/MySQL answers, and tells the workers. */
export default async function globalSetup(): Promise<void> {
  process.env.TEST_RUN_ID ??= String(process.pid);
  if (process.env.TEST_MYSQL_STATUS) return;
  try {
    const connection = await mysql.createConnection({ uri: testEnv.mysqlUrl, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    process.env.TEST_MYSQL_STATUS = 'yes';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.env.TEST_MYSQL_STATUS = `MariaDB/MySQL injoignable à ${testEnv.mysqlUrl} (${reason})`;
    const banner = '!'.repeat(78);
    console.warn(
      `\n${banner}\n!! ${testEnv.ci ? 'ÉCHEC' : 'AVERTISSEMENT'} : les suites MySQL ${testEnv.ci ? 'vont échouer (CI=true)' : 'sont ignorées'}.\n!! ${process.env.TEST_MYSQL_STATUS}\n!! Installez et démarrez MariaDB (apt-get install mariadb-server) ou définissez MYSQL_TEST_URL.\n${banner}\n`,
    );
  }
}
