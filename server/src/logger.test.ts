import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { createLogger } from './logger';

describe('createLogger', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { log: createLogger({ env: 'test', logLevel: 'info' }, stream), text: () => lines.join('') };
  };

  it('never writes the values of a failed query (a password hash in an INSERT, for one)', () => {
    const { log, text } = capture();
    const driverError = Object.assign(new Error("Duplicate entry 'a@b.ca'"), { sql: "INSERT INTO `user` VALUES ('$argon2id$v=19$secret')" });
    const error = new QueryFailedError('INSERT INTO `user` VALUES (?)', ['$argon2id$v=19$secret'], driverError);
    log.error({ err: error }, 'échec');
    expect(text()).toContain('INSERT INTO `user` VALUES (?)');
    expect(text()).not.toContain('argon2');
  });

  it('masks passwords, tokens and the Authorization header', () => {
    const { log, text } = capture();
    log.info({ input: { password: 'p1', newPassword: 'p2', currentPassword: 'p3' }, session: { token: 'eyJ' }, req: { headers: { authorization: 'Bearer x' } } });
    expect(text()).not.toMatch(/p1|p2|p3|eyJ|Bearer/);
  });
});

describe('createLogger with a log file', () => {
  it('appends the same JSON lines to the file (directory created) as to the console, secrets masked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'logger-'));
    try {
      const logFile = path.join(dir, 'logs', 'sub', 'server.log');
      const consoleLines: string[] = [];
      const consoleStream = new Writable({
        write(chunk, _encoding, done) {
          consoleLines.push(String(chunk));
          done();
        },
      });
      const log = createLogger({ env: 'test', logLevel: 'info', logFile }, consoleStream);
      log.info({ userId: 7 }, 'connexion');
      log.warn({ input: { password: 'secret-1', email: 'marie@example.com' }, req: { headers: { authorization: 'Bearer abc' } } }, 'refus');
      log.debug('trop fin pour le niveau info');

      const fileLines = readFileSync(logFile, 'utf8').trim().split('\n');
      expect(fileLines).toHaveLength(2);
      expect(fileLines).toEqual(consoleLines.join('').trim().split('\n'));
      expect(JSON.parse(fileLines[0]!)).toMatchObject({ level: 30, msg: 'connexion', userId: 7, time: expect.any(Number) });
      expect(JSON.parse(fileLines[1]!)).toMatchObject({ level: 40, msg: 'refus' });
      expect(fileLines[1]).not.toMatch(/secret-1|marie@|Bearer/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
