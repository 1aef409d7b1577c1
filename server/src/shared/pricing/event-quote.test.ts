import fc from 'fast-check';
import {
  EVENT_LIMITS,
  eventCatalogueExtras,
  eventDays,
  eventQuote,
  isEndBeforeStart,
  isoDay,
  isoDayNumber,
  NO_EQUIPMENT,
  NO_SERVICES,
  shouldPrefillSuggestions,
  suggestEventEquipment,
} from './event-quote';
import { DEFAULT_PRICES } from './price-list';

describe('eventDays (end − start + 1, at least 1, by calendar day)', () => {
  it.each([
    ['same-day event', '2026-07-10', '2026-07-10', 1],
    ['three days', '2026-07-10', '2026-07-12', 3],
    ['across a month end', '2026-06-30', '2026-07-01', 2],
    ['across a leap day', '2028-02-28', '2028-03-01', 3],
    ['across the daylight-saving change', '2026-11-01', '2026-11-02', 2],
    ['across the spring change', '2026-03-07', '2026-03-09', 3],
    ['end before start', '2026-07-12', '2026-07-10', 1],
    ['invalid start', 'demain', '2026-07-10', 1],
    ['empty dates', '', '', 1],
    ['impossible date', '2026-02-30', '2026-03-02', 1],
  ])('%s: %s → %s = %i', (_label, start, end, days) => {
    expect(eventDays(start, end)).toBe(days);
  });

  it('uses the written date of an ISO date-time and ignores the time of day', () => {
    expect(eventDays('2026-07-10T23:59:00.000Z', '2026-07-11T00:01:00.000Z')).toBe(2);
    expect(eventDays('2026-07-10T04:00:00.000Z', '2026-07-10T22:00:00-04:00')).toBe(1);
  });

  it('isEndBeforeStart flags only a valid end strictly before a valid start', () => {
    expect(isEndBeforeStart('2026-07-12', '2026-07-11')).toBe(true);
    expect(isEndBeforeStart('2026-07-12', '2026-07-12')).toBe(false);
    expect(isEndBeforeStart('2026-07-12', '2026-07-13')).toBe(false);
    expect(isEndBeforeStart('', '2026-07-13')).toBe(false);
  });

  it('isoDay keeps the date part, isoDayNumber counts days since 1970', () => {
    expect(isoDay(' 2026-07-10T12:00:00Z ')).toBe('2026-07-10');
    expect(isoDay('10/07/2026')).toBeNull();
    expect(isoDayNumber('1970-01-02')).toBe(1);
    expect(isoDayNumber('2026-13-01')).toBeNull();
  });
});

describe('eventQuote', () => {
  const base = { materials: NO_EQUIPMENT, services: NO_SERVICES, staffCount: 1, days: 1 };

  it('is 0 with nothing chosen', () => {
    expect(eventQuote(DEFAULT_PRICES, base)).toMatchObject({ subtotal: 0, gst: 0, qst: 0, total: 0, materialLines: [], serviceLines: [] });
  });

  it('multiplies each equipment unit price by quantity and days', () => {
    const quote = eventQuote(DEFAULT_PRICES, { ...base, materials: { bac: 4, baril: 0, ilot: 2, toilette: 1, lavage: 3 }, days: 3 });
    expect(quote.materialLines).toEqual([
      { type: 'bac', quantity: 4, unitPrice: 1000, days: 3, lineTotal: 12_000 },
      { type: 'ilot', quantity: 2, unitPrice: 1500, days: 3, lineTotal: 9000 },
      { type: 'toilette', quantity: 1, unitPrice: 13_500, days: 3, lineTotal: 40_500 },
      { type: 'lavage', quantity: 3, unitPrice: 6000, days: 3, lineTotal: 54_000 },
    ]);
    expect(quote.subtotal).toBe(115_500);
  });

  it('charges delivery and cleaning flat, whatever the days', () => {
    const quote = eventQuote(DEFAULT_PRICES, { ...base, services: { livraison: true, nettoyage: true, staff: false }, days: 5 });
    expect(quote.serviceLines).toEqual([
      { name: 'livraison', unitPrice: 6000, quantity: 1, price: 6000 },
      { name: 'nettoyage', unitPrice: 8000, quantity: 1, price: 8000 },
    ]);
    expect(quote.subtotal).toBe(14_000);
  });

  it('charges staff 8 h × staff count × days × hourly price', () => {
    const quote = eventQuote(DEFAULT_PRICES, { ...base, services: { livraison: false, nettoyage: false, staff: true }, staffCount: 2, days: 3 });
    expect(quote.serviceLines).toEqual([{ name: 'staff', unitPrice: 3500, quantity: 48, price: 168_000 }]);
    expect(quote.staffCount).toBe(2);
    expect(quote).toMatchObject({ subtotal: 168_000, gst: 8400, qst: 16_758, total: 193_158 });
  });

  it('ignores the staff count when staff is not chosen, and counts at least 1 staff when it is', () => {
    expect(eventQuote(DEFAULT_PRICES, { ...base, staffCount: 4 })).toMatchObject({ subtotal: 0, staffCount: 0 });
    const quote = eventQuote(DEFAULT_PRICES, { ...base, services: { staff: true }, staffCount: 0 });
    expect(quote).toMatchObject({ subtotal: 28_000, staffCount: 1 });
  });

  it('adds taxes on the whole subtotal: bins + delivery over 2 days', () => {
    const quote = eventQuote(DEFAULT_PRICES, {
      materials: { bac: 3 },
      services: { livraison: true },
      staffCount: 1,
      days: eventDays('2026-07-10', '2026-07-11'),
    });
    // 3 × 10 $ × 2 + 60 $ = 120 $ → TPS 6.00, TVQ 11.97, total 137.97
    expect(quote).toMatchObject({ days: 2, subtotal: 12_000, gst: 600, qst: 1197, total: 13_797 });
  });

  it('clamps counts to the limits the server enforces, so a display never shows an absurd amount', () => {
    const quote = eventQuote(DEFAULT_PRICES, { materials: { bac: 1e9 }, services: { staff: true }, staffCount: 1e6, days: 1e6 });
    expect(quote.days).toBe(EVENT_LIMITS.maxDays);
    expect(quote.staffCount).toBe(EVENT_LIMITS.maxStaff);
    expect(quote.materialLines[0]).toMatchObject({ quantity: EVENT_LIMITS.maxQuantity, lineTotal: 1000 * 1000 * 366 });
    expect(Number.isSafeInteger(quote.total)).toBe(true);
  });

  it('never goes below 0 and never lets a negative, fractional or NaN count lower the price', () => {
    const quote = eventQuote(DEFAULT_PRICES, { ...base, materials: { bac: -5, baril: 2.7, ilot: Number.NaN }, days: -3 });
    expect(quote.days).toBe(1);
    expect(quote.materialLines).toEqual([{ type: 'baril', quantity: 2, unitPrice: 700, days: 1, lineTotal: 1400 }]);
    fc.assert(
      fc.property(
        fc.record({ bac: fc.integer({ min: -10, max: 10 }), lavage: fc.double() }),
        fc.integer({ min: -5, max: 30 }),
        (materials, days) => {
          const q = eventQuote(DEFAULT_PRICES, { ...base, materials, days });
          expect(q.subtotal).toBeGreaterThanOrEqual(0);
          expect(q.total).toBe(q.subtotal + q.gst + q.qst);
        },
      ),
    );
  });
});

describe('suggestEventEquipment (step 3)', () => {
  it('suggests nothing for 0 participants and a small area', () => {
    expect(suggestEventEquipment(0, 0)).toEqual({
      materials: { bac: 0, baril: 0, ilot: 0, toilette: 0, lavage: 0 },
      services: { livraison: false, nettoyage: false, staff: false },
      staffCount: 1,
    });
    expect(suggestEventEquipment(Number.NaN, Number.NaN).materials).toEqual(NO_EQUIPMENT);
    expect(suggestEventEquipment(-50, -1).services.livraison).toBe(false);
  });

  it.each([
    // N, bac, baril, ilot, toilette, lavage
    [100, 0, 0, 0, 0, 0], // bins only above 100
    [101, 1, 0, 0, 0, 0],
    [150, 1, 0, 0, 0, 0], // islands and barrels only above 150
    [151, 1, 2, 1, 0, 0], // ceil(151/150) = 2 barrels, ceil(151/250) = 1 island
    [200, 1, 2, 1, 0, 0], // washing stations only above 200
    [201, 1, 2, 1, 0, 2], // ceil(201/200) = 2
    [300, 1, 2, 2, 0, 2], // toilets only above 300
    [301, 2, 3, 2, 2, 2],
    [1000, 4, 7, 4, 4, 5],
    [3001, 11, 21, 13, 11, 16],
  ])('N = %i → bac %i, baril %i, ilot %i, toilette %i, lavage %i', (n, bac, baril, ilot, toilette, lavage) => {
    expect(suggestEventEquipment(n, 0).materials).toEqual({ bac, baril, ilot, toilette, lavage });
  });

  it.each([
    // N, area, livraison, staff, staffCount
    [1000, 20_000, false, false, 1],
    [1001, 0, true, false, 1],
    [10, 20_001, true, false, 1],
    [1500, 0, true, false, 1],
    [1501, 0, true, true, 1],
    [3000, 0, true, true, 1],
    [3001, 0, true, true, 2],
  ])('N = %i, area %i → livraison %s, staff %s × %i; never cleaning', (n, area, livraison, staff, staffCount) => {
    const suggestion = suggestEventEquipment(n, area);
    expect(suggestion.services).toEqual({ livraison, nettoyage: false, staff });
    expect(suggestion.staffCount).toBe(staffCount);
  });

  it('pre-fills when every count is 0 or no service is ticked', () => {
    expect(shouldPrefillSuggestions(NO_EQUIPMENT, NO_SERVICES)).toBe(true);
    expect(shouldPrefillSuggestions({ bac: 2 }, NO_SERVICES)).toBe(true);
    expect(shouldPrefillSuggestions(NO_EQUIPMENT, { livraison: true })).toBe(true);
    expect(shouldPrefillSuggestions({ bac: 2 }, { livraison: true })).toBe(false);
  });
});

describe('the event catalogue (issue #28: rows staff add in Tarification, priced by their unit)', () => {
  const rows = [
    { name: 'event.bac', label: 'Bac roulant 360 L', unit: 'unit_day', price: 1000 },
    { name: 'event.staffHourly', label: 'Personnel sur place', unit: 'hour', price: 3500 },
    { name: 'event.tente', label: 'Tente 10 × 10 pi', unit: 'UNIT_DAY', price: 15_000 },
    { name: 'event.affiche', label: 'Affiche', unit: 'ITEM', price: 2_500, active: true },
    { name: 'event.animation', label: 'Animation', unit: 'hour', price: 5_000 },
    { name: 'event.permis', label: 'Permis', unit: 'flat', price: 9_900 },
    { name: 'event.ancien', label: 'Retiré', unit: 'item', price: 100, active: false },
    { name: 'event.saison', label: 'Pas compté', unit: 'season', price: 100 },
    { name: 'snow.extra', label: 'Neige', unit: 'flat', price: 100 },
  ];
  const catalogue = eventCatalogueExtras(rows);

  it('offers the active event rows with a countable unit, built-in ones left to their own steps', () => {
    expect(catalogue.map((item) => [item.code, item.unit])).toEqual([
      ['tente', 'unit_day'],
      ['affiche', 'item'],
      ['animation', 'hour'],
      ['permis', 'flat'],
    ]);
  });

  it('bills per day × quantity × days, per article and per hour × quantity, a flat price once; unknown codes are not priced', () => {
    const quote = eventQuote(
      DEFAULT_PRICES,
      { materials: NO_EQUIPMENT, services: NO_SERVICES, staffCount: 1, days: 3, extras: { tente: 2, affiche: 10, animation: 4, permis: 7, ancien: 5, inconnu: 1 } },
      catalogue,
    );
    expect(quote.extraLines.map((l) => [l.code, l.quantity, l.days, l.lineTotal])).toEqual([
      ['tente', 2, 3, 90_000],
      ['affiche', 10, 1, 25_000],
      ['animation', 4, 1, 20_000],
      ['permis', 1, 1, 9_900],
    ]);
    expect(quote.subtotal).toBe(144_900);
  });

  it('never bills a negative, fractional or absurd quantity', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 1, max: 400 }), (quantity, days) => {
        const quote = eventQuote(DEFAULT_PRICES, { materials: NO_EQUIPMENT, services: NO_SERVICES, staffCount: 1, days, extras: { tente: quantity, permis: quantity } }, catalogue);
        for (const line of quote.extraLines) {
          expect(Number.isSafeInteger(line.quantity) && line.quantity >= 1 && line.quantity <= EVENT_LIMITS.maxQuantity).toBe(true);
          expect(line.lineTotal).toBe(line.quantity * line.unitPrice * line.days);
        }
        expect(quote.subtotal).toBe(quote.extraLines.reduce((sum, l) => sum + l.lineTotal, 0));
      }),
    );
  });
});
