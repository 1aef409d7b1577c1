import { checkedHireDate } from './users.service';

describe('hire date', () => {
  it('is refused after today in Québec, even when UTC’s date is already tomorrow (21:30 in Trois-Rivières)', () => {
    const evening = new Date('2026-11-29T02:30:00Z');
    expect(checkedHireDate('2026-11-28', evening)).toBe('2026-11-28');
    expect(() => checkedHireDate('2026-11-29', evening)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    // In summer time (UTC−4) too.
    expect(() => checkedHireDate('2026-07-02', new Date('2026-07-02T03:59:00Z'))).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    expect(checkedHireDate('2026-07-02', new Date('2026-07-02T04:00:00Z'))).toBe('2026-07-02');
  });

  it('is a real calendar day from 1950, or nothing', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    expect(checkedHireDate('  ', now)).toBeNull();
    expect(checkedHireDate(null, now)).toBeNull();
    for (const bad of ['2026-02-30', '1949-12-31', '21/11/2026']) expect(() => checkedHireDate(bad, now)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
