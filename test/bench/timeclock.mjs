// Benchmark 3 — time clock: N employees punching in and out M times each, all at once, through
// POST /api/time/punch; then the database is checked for anomalies.
import { randomUUID } from 'node:crypto';
import { http, percentile, pool, round, sleep } from './lib.mjs';

const PASSWORD = 'banc-essai-pointage-2026';

/** Staff accounts made by the admin through the API, then signed in; their ids and tokens. */
export async function createEmployees(url, adminToken, count) {
  return pool(count, 4, async (i) => {
    const email = `employe${i}@banc.exemple.ca`;
    const created = await http(`${url}/api/admin/users`, { method: 'POST', token: adminToken, body: { email, password: PASSWORD, name: `Employé ${i}`, role: 'EMPLOYEE' } });
    if (created.status !== 201) throw new Error(`createUser ${email}: ${created.status} ${JSON.stringify(created.body)}`);
    const login = await http(`${url}/api/admin/login`, { method: 'POST', body: { email, password: PASSWORD } });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
    return { id: Number(created.body.id), token: login.body.token };
  });
}

/**
 * One punch with a fresh idempotency key. A PUNCH_OUT_OF_ORDER answer can only mean the OUT landed in
 * the same millisecond as its IN: it is sent again (new key) after 2 ms, at most 5 times.
 */
async function punch(url, token, action, stats) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const key = randomUUID();
    const started = performance.now();
    let res;
    try {
      res = await http(`${url}/api/time/punch`, { method: 'POST', token, body: { action, idempotencyKey: key } });
    } catch (error) {
      stats.networkErrors += 1;
      stats.lastError = String(error);
      return;
    }
    stats.latencies.push(performance.now() - started);
    if (res.status === 200) {
      stats.acceptedKeys.push(key);
      return;
    }
    if (res.status >= 500) stats.serverErrors += 1;
    else stats.conflicts[res.body?.code ?? res.status] = (stats.conflicts[res.body?.code ?? res.status] ?? 0) + 1;
    if (res.body?.code !== 'PUNCH_OUT_OF_ORDER') return;
    await sleep(2);
  }
}

export async function timeClock({ url, adminToken, connection, employees, cycles }) {
  const staff = await createEmployees(url, adminToken, employees);
  const stats = { latencies: [], acceptedKeys: [], conflicts: {}, serverErrors: 0, networkErrors: 0 };
  const started = performance.now();
  await Promise.all(
    staff.map(async ({ token }) => {
      for (let i = 0; i < cycles; i += 1) {
        await punch(url, token, 'in', stats);
        await punch(url, token, 'out', stats);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ids = staff.map((s) => s.id);
  const one = async (sql, params = []) => Number((await connection.query(sql, params))[0][0].n);
  const expectedPunches = employees * cycles * 2;
  const checks = {
    entries: await one('SELECT COUNT(*) AS n FROM time_entry WHERE userId IN (?)', [ids]),
    openEntries: await one('SELECT COUNT(*) AS n FROM time_entry WHERE userId IN (?) AND clockOut IS NULL', [ids]),
    usersWithTwoOpenEntries: await one(
      'SELECT COUNT(*) AS n FROM (SELECT userId FROM time_entry WHERE userId IN (?) AND clockOut IS NULL GROUP BY userId HAVING COUNT(*) > 1) t',
      [ids],
    ),
    overlappingEntries: await one(
      'SELECT COUNT(*) AS n FROM time_entry a JOIN time_entry b ON a.userId = b.userId AND a.id < b.id AND a.clockIn < b.clockOut AND b.clockIn < a.clockOut WHERE a.userId IN (?)',
      [ids],
    ),
    entriesEndingBeforeStart: await one('SELECT COUNT(*) AS n FROM time_entry WHERE userId IN (?) AND clockOut <= clockIn', [ids]),
    punchesStored: await one('SELECT COUNT(*) AS n FROM time_punch WHERE userId IN (?)', [ids]),
    acceptedPunchesStored: await one('SELECT COUNT(*) AS n FROM time_punch WHERE idempotencyKey IN (?)', [stats.acceptedKeys]),
  };
  const anomalies =
    checks.usersWithTwoOpenEntries +
    checks.openEntries +
    checks.overlappingEntries +
    checks.entriesEndingBeforeStart +
    Math.abs(checks.entries - employees * cycles) +
    Math.abs(checks.punchesStored - expectedPunches) +
    (stats.acceptedKeys.length - checks.acceptedPunchesStored);
  return {
    employees,
    cyclesEach: cycles,
    expectedPunches,
    acceptedPunches: stats.acceptedKeys.length,
    seconds: round(seconds, 2),
    punchesPerSecond: round(stats.acceptedKeys.length / seconds, 1),
    p50: round(percentile(stats.latencies, 50), 1),
    p99: round(percentile(stats.latencies, 99), 1),
    conflicts: stats.conflicts,
    serverErrors: stats.serverErrors,
    networkErrors: stats.networkErrors,
    checks,
    anomalies,
    pass: anomalies === 0 && stats.serverErrors === 0 && stats.networkErrors === 0 && stats.acceptedKeys.length === expectedPunches,
    staff,
  };
}
