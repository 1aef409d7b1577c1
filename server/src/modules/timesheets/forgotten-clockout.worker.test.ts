import { DateTime } from 'luxon';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { Role } from '../../shared/roles';
import { MailService } from '../mail/mail.service';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { TimeEntryChange } from '../timeclock/time-entry-change.entity';
import { TimeEntry } from '../timeclock/time-entry.entity';
import { insertEntry } from '../timeclock/timeclock.fixtures';
import { insertUser } from '../users/users.fixtures';
import { ForgottenClockOutWorker, SYSTEM_ACTOR } from './forgotten-clockout.worker';

const at = (local: string) => DateTime.fromISO(local, { zone: 'America/Toronto' }).toJSDate();
const silent = pino({ level: 'silent' });

describeEachDb('forgotten clock-outs', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
  });

  const worker = (now: Date) => new ForgottenClockOutWorker({ dataSource, log: silent, mail: new MailService(), hours: 12, closeHour: 23, now: () => now });

  it('alerts the employee and the managers once when a shift is open over 12 h, then closes it at 23 h marked « à vérifier » (one process)', async () => {
    const employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
    const manager = await insertUser(dataSource, { role: Role.MANAGER });
    await insertUser(dataSource, { role: Role.MANAGER, disabledAt: at('2026-11-01T00:00') });
    const recent = await insertUser(dataSource, { role: Role.EMPLOYEE });
    const forgotten = await insertEntry(dataSource, { userId: employee.id, clockIn: at('2026-11-20T07:00'), clockOut: null });
    await insertEntry(dataSource, { userId: recent.id, clockIn: at('2026-11-20T15:00'), clockOut: null });

    // 20:00: 13 h open → alert, no close yet. Two processes at once: one alert.
    const evening = at('2026-11-20T20:00');
    const [a, b] = await Promise.all([worker(evening).runOnce(), worker(evening).runOnce()]);
    expect([...a.alerted, ...b.alerted]).toEqual([forgotten.id]);
    expect(a.closed.concat(b.closed)).toEqual([]);
    const mails = await dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(mails.map((m) => m.to).sort()).toEqual([employee.email, manager.email].sort());
    expect(mails[0]!.subject).toBe('Pointage oublié ? Quart de Éric Employé ouvert depuis longtemps');
    expect(mails[0]!.text).toContain('20 novembre 2026 à 07h00');
    expect(mails[0]!.text).toContain('fermé automatiquement à 23 h et marqué « à vérifier »');
    expect((await worker(at('2026-11-20T21:00')).runOnce()).alerted).toEqual([]);

    // 23:05: closed at that moment, marked, audited; the entry of 15:00 (8 h) stays open.
    const late = at('2026-11-20T23:05');
    const [c, d] = await Promise.all([worker(late).runOnce(), worker(late).runOnce()]);
    expect([...c.closed, ...d.closed]).toEqual([forgotten.id]);
    const entry = await dataSource.getRepository(TimeEntry).findOneByOrFail({ id: forgotten.id });
    expect(entry).toMatchObject({ clockOut: late, openUserId: null, reviewReason: 'Fermée automatiquement : quart resté ouvert plus de 12 h (oubli de dépunch).' });
    const audit = await dataSource.getRepository(TimeEntryChange).findBy({ entryId: forgotten.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'CLOSE', changedByName: SYSTEM_ACTOR, changedById: null });
    expect((await dataSource.getRepository(TimeEntry).findOneByOrFail({ userId: recent.id })).clockOut).toBeNull();
    // The same day's close ran already: a later check closes nothing more.
    expect((await worker(at('2026-11-20T23:50')).runOnce()).closed).toEqual([]);
  });
});
