import fc from 'fast-check';
import { formatCad, formatInteger } from './money';

// The hand-written formatters must write exactly what Intl's fr-CA formatting writes.
const INTL_CAD = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
const INTL_INTEGER = new Intl.NumberFormat('fr-CA');

describe('fr-CA money and integers without Intl', () => {
  it('match Intl for the usual amounts', () => {
    expect(formatCad(9198)).toBe('91,98\u00a0$');
    expect(formatCad(123_456_789)).toBe('1\u00a0234\u00a0567,89\u00a0$');
    expect(formatInteger(25_000)).toBe('25\u00a0000');
    for (const cents of [0, 5, 99, 100, 100_000, -9198, -5]) expect(formatCad(cents)).toBe(INTL_CAD.format(cents / 100));
  });

  it('match Intl for any integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatCad(value)).toBe(INTL_CAD.format(value / 100));
        expect(formatInteger(value)).toBe(INTL_INTEGER.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
