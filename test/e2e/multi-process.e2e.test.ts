import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource, IsNull } from 'typeorm';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { OutboxMessage, OutboxStatus } from '../../server/src/modules/mail/outbox-message.entity';
import { TimeEntry } from '../../server/src/modules/timeclock/time-entry.entity';
import { TimePunch } from '../../server/src/modules/timeclock/time-punch.entity';
import { insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { validToken } from '../../server/src/testing/tokens';
import { testEnv } from '../../server/src/testing/test-env';
import { ServerProcess, startServerProcesses, waitFor } from './server-processes';

/** Two real server processes (compiled server) on different ports, one MariaDB database. */
function describeMariaDb(name: string, fn: () => void): void {
  if (testEnv.mysqlStatus === 'yes') describe(name, fn);
  else if (testEnv.ci) {
    describe(name, () => {
      it('needs MariaDB/MySQL under CI=true', () => {
        throw new Error(testEnv.mysqlStatus);
      });
    });
  } else describe.skip(`${name} (ignoré : ${testEnv.mysqlStatus})`, fn);
}

describeMariaDb('several server processes on one MariaDB', () => {
  let dataSource: DataSource;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase('mysql');
    processes.push(...(await startServerProcesses(2, { MAIL_OUTBOX_DIR: outboxDir, MAIL_WORKER_INTERVAL_MS: '100' })));
  }, 120_000);

  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await dataSource?.destroy();
  });

  it('sends 200 queued e-mails exactly once in total, whichever process claims them', async () => {
    const mail = new MailService();
    const ctx = { user: null, now: new Date(), dataSource, log: pino({ level: 'silent' }), ip: undefined };
    await dataSource.transaction(async (em) => {
      for (let i = 0; i < 200; i += 1) {
        await mail.queue(ctx, em, { to: `client${i}@example.com`, subject: `Message ${i}`, text: `Bonjour ${i}` });
      }
    });
    const repo = dataSource.getRepository(OutboxMessage);
    await waitFor('every e-mail sent', async () => ((await repo.countBy({ status: OutboxStatus.SENT })) === 200 ? true : undefined), 90_000);
    const rows = await repo.find();
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => row.status === OutboxStatus.SENT && row.attempts === 1)).toBe(true);
    const files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(200);
    const recipients = files.map((file) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(outboxDir, file), 'utf8'))?.[1]?.trim());
    expect(new Set(recipients).size).toBe(200);
  }, 120_000);

  it('counts failed sign-ins across both processes', async () => {
    const user = await insertUser(dataSource);
    const attempt = (p: number) =>
      fetch(`${processes[p]!.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'Mauvais-mot-de-passe-1' }),
      });
    const statuses: number[] = [];
    for (const p of [0, 1, 0, 1, 0]) statuses.push((await attempt(p)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await attempt(1);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('gives one open entry for 50 concurrent punches split across both processes', async () => {
    const user = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const token = await validToken(user, new Date());
    const punch = (i: number, body: Record<string, unknown>) =>
      fetch(`${processes[i % 2]!.url}/api/time/punch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { id?: number; code?: string } }));
    const openEntries = () => dataSource.getRepository(TimeEntry).countBy({ userId: user.id, clockOut: IsNull() });

    // 50 different clock-ins at once (two tabs, two devices… on two processes): one wins, the others get a clean 409.
    const ins = await Promise.all(Array.from({ length: 50 }, (_, i) => punch(i, { action: 'in', idempotencyKey: `in-${i}-${randomUUID()}` })));
    expect(ins.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ins.filter((r) => r.status === 409 && r.body.code === 'PUNCH_ALREADY_OPEN')).toHaveLength(49);
    expect(await openEntries()).toBe(1);
    expect(await dataSource.getRepository(TimePunch).countBy({ userId: user.id })).toBe(1);

    const out = await punch(0, { action: 'out' });
    expect(out.status).toBe(200);
    expect(await openEntries()).toBe(0);

    // The same queued punch sent 50 times at once (retries of a lost answer): recorded once, the same entry every time.
    const key = randomUUID();
    const replays = await Promise.all(Array.from({ length: 50 }, (_, i) => punch(i, { action: 'in', idempotencyKey: key })));
    expect(replays.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(replays.map((r) => r.body.id)).size).toBe(1);
    expect(await openEntries()).toBe(1);
    expect(await dataSource.getRepository(TimePunch).countBy({ idempotencyKey: key })).toBe(1);
    expect(await dataSource.getRepository(TimeEntry).countBy({ userId: user.id })).toBe(2);
  }, 60_000);

  it('stops each process cleanly on SIGTERM (exit code 0)', async () => {
    for (const p of processes) p.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((p) => p.exit))).toEqual([0, 0]);
  }, 30_000);
});
