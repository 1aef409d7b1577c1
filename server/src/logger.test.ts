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
