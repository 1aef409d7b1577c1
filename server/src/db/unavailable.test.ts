import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './unavailable';

const driverError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'ER_CON_COUNT_ERROR'])('recognises %s, bare or wrapped', (code) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], driverError(code)))).toBe(true);
    expect(isDatabaseUnavailable({ name: 'NonErrorThrown', thrownValue: driverError(code) })).toBe(true);
  });

  it('recognises a command sent on a connection that just died', () => {
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it('leaves query mistakes and other failures alone (they stay 500 or their own code)', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY')))).toBe(false);
    expect(isDatabaseUnavailable(driverError('ER_PARSE_ERROR'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
