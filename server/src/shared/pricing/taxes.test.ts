import fc from 'fast-check';
import { applyTaxes, gstOf, qstOf } from './taxes';

describe('applyTaxes (GST 5 % and QST 9.975 % on the same subtotal)', () => {
  it('taxes 100 $ as 5.00 + 9.98 = 114.98 (QUEBEC.md §7.1)', () => {
    expect(applyTaxes(10_000)).toEqual({ subtotal: 10_000, gst: 500, qst: 998, total: 11_498 });
  });

  it('taxes the one-shot snow base: 80.00 + 4.00 + 7.98 = 91.98', () => {
    expect(applyTaxes(8000)).toEqual({ subtotal: 8000, gst: 400, qst: 798, total: 9198 });
  });

  it('rounds an exact half cent up (x.xx5 → up), where floating point would round down', () => {
    // 20.00 $ × 9.975 % = 1.995 $ → 2.00 $.
    expect(qstOf(2000)).toBe(200);
    // 0.70 $ × 5 % = 0.035 $ → 0.04 $, where floating point gives 3.4999… cents and rounds down.
    expect(gstOf(70)).toBe(4);
    expect(Math.round(0.7 * 0.05 * 100)).toBe(3); // the trap integer arithmetic avoids
    expect(gstOf(2070)).toBe(104);
    // 0.10 $ × 5 % = 0.005 $ → 0.01 $.
    expect(gstOf(10)).toBe(1);
    expect(gstOf(30)).toBe(2); // 1.5 cents → 2
    expect(applyTaxes(2000)).toEqual({ subtotal: 2000, gst: 100, qst: 200, total: 2300 });
  });

  it('rounds a fraction below a half cent down', () => {
    expect(gstOf(9)).toBe(0); // 0.45 cent
    expect(qstOf(8700)).toBe(868); // 867.825 cents
    expect(qstOf(10_200)).toBe(1017); // 1017.45 cents
  });

  it('never compounds: QST is computed on the subtotal, not on subtotal + GST', () => {
    const { qst } = applyTaxes(10_000);
    expect(qst).toBe(998);
    expect(qst).not.toBe(qstOf(10_500));
  });

  it('taxes 0 as 0', () => {
    expect(applyTaxes(0)).toEqual({ subtotal: 0, gst: 0, qst: 0, total: 0 });
  });

  it('refuses negative or fractional cents', () => {
    expect(() => applyTaxes(-1)).toThrow(RangeError);
    expect(() => applyTaxes(10.5)).toThrow(RangeError);
    expect(() => applyTaxes(Number.NaN)).toThrow(RangeError);
  });

  it('matches the exact rational rounding for any amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const { subtotal, gst, qst, total } = applyTaxes(cents);
        // Exact: |tax − rate × subtotal| ≤ half a cent, ties upward.
        expect(Math.abs(gst * 100 - cents * 5)).toBeLessThanOrEqual(50);
        expect(Math.abs(qst * 100_000 - cents * 9975)).toBeLessThanOrEqual(50_000);
        if (gst * 100 - cents * 5 === -50) throw new Error('a half cent rounded down');
        if (qst * 100_000 - cents * 9975 === -50_000) throw new Error('a half cent rounded down');
        expect(total).toBe(subtotal + gst + qst);
      }),
    );
  });
});
