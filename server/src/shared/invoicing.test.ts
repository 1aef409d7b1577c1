import fc from 'fast-check';
import { agingBucket, invoiceTotals, percentOf, priceLines, splitCredit, subtotalFromTaxIncluded } from './invoicing';
import { applyTaxes, gstOf, qstOf } from './pricing/taxes';

const line = fc.record({ description: fc.constant('Ligne'), quantity: fc.integer({ min: 1, max: 500 }), unitPriceCents: fc.integer({ min: 1, max: 2_000_000 }) });

describe('invoice arithmetic (property tests)', () => {
  it('for any lines: subtotal = Σ amounts, TPS and TVQ half up on the subtotal, subtotal + taxes = total', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const priced = priceLines(lines);
        const totals = invoiceTotals(priced);
        expect(totals.subtotal).toBe(priced.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0));
        expect(totals.gst).toBe(gstOf(totals.subtotal));
        expect(totals.qst).toBe(qstOf(totals.subtotal));
        expect(totals.subtotal + totals.gst + totals.qst).toBe(totals.total);
      }),
    );
  });

  it('for any sequence of credit notes: each is exact (subtotal + taxes = amount) and together they never exceed the invoice, component by component', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.array(fc.integer({ min: -1000, max: 60_000_000 }), { maxLength: 20 }), (subtotal, requests) => {
        const invoice = applyTaxes(subtotal);
        let left = { ...invoice };
        for (const amount of requests) {
          const split = splitCredit(amount, left);
          if (amount <= 0 || amount > left.total) {
            expect(split).toBeNull();
            continue;
          }
          expect(split).not.toBeNull();
          expect(split!.subtotal + split!.gst + split!.qst).toBe(amount);
          expect(Math.min(split!.subtotal, split!.gst, split!.qst)).toBeGreaterThanOrEqual(0);
          left = { subtotal: left.subtotal - split!.subtotal, gst: left.gst - split!.gst, qst: left.qst - split!.qst, total: left.total - amount };
          expect(Math.min(left.subtotal, left.gst, left.qst, left.total)).toBeGreaterThanOrEqual(0);
        }
        // Whatever is left can always be credited in full, exactly.
        if (left.total > 0) expect(splitCredit(left.total, left)).toEqual(left);
      }),
    );
  });

  it('deposit percentages and tax-included estimates', () => {
    expect(percentOf(186_000, 25)).toBe(46_500);
    expect(percentOf(3, 50)).toBe(2); // 1,5 ¢ half up
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (total) => {
        const subtotal = subtotalFromTaxIncluded(total);
        expect(applyTaxes(subtotal).total).toBeLessThanOrEqual(total);
        expect(applyTaxes(subtotal + 1).total).toBeGreaterThan(total);
      }),
    );
  });

  it('aging buckets by days past due', () => {
    expect(['2026-12-20', '2026-12-21', '2027-01-19', '2027-01-20', '2027-02-18', '2027-02-19', '2027-03-20', '2027-03-21'].map((today) => agingBucket('2026-12-20', today))).toEqual([
      'current', 'days1to30', 'days1to30', 'days31to60', 'days31to60', 'days61to90', 'days61to90', 'over90',
    ]);
  });
});
