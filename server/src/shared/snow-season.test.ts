import { contractRefundCents, isInSnowMonths, nearestNeighbourOrder, seasonFor, sniffImage } from './snow-season';

describe('snow season rules (pure)', () => {
  it('a contract covers the season in progress, or the next one when paid after its end', () => {
    expect(seasonFor('2026-11-21', '11-15', '04-15')).toEqual({ start: '2026-11-15', end: '2027-04-15' });
    expect(seasonFor('2026-10-01', '11-15', '04-15')).toEqual({ start: '2026-11-15', end: '2027-04-15' });
    expect(seasonFor('2027-02-10', '11-15', '04-15')).toEqual({ start: '2026-11-15', end: '2027-04-15' });
    expect(seasonFor('2027-04-16', '11-15', '04-15')).toEqual({ start: '2027-11-15', end: '2028-04-15' });
  });

  it('refund by the stated rule: all before the season, prorated by days left during it, nothing from its last day', () => {
    expect(contractRefundCents(64_386, '2026-11-15', '2027-04-15', '2026-11-14')).toBe(64_386);
    // 152 days in the season; cancelled on its first day, 151 are left.
    expect(contractRefundCents(64_386, '2026-11-15', '2027-04-15', '2026-11-15')).toBe(Math.round((64_386 * 151) / 152));
    expect(contractRefundCents(64_386, '2026-11-15', '2027-04-15', '2027-04-14')).toBe(Math.round(64_386 / 152));
    expect(contractRefundCents(64_386, '2026-11-15', '2027-04-15', '2027-04-15')).toBe(0);
    expect(contractRefundCents(64_386, '2026-11-15', '2027-04-15', '2027-07-01')).toBe(0);
  });

  it('snow months wrap around the new year', () => {
    expect(['2026-11-15', '2026-12-31', '2027-01-01', '2027-04-15'].map((d) => isInSnowMonths(d, '11-15', '04-15'))).toEqual([true, true, true, true]);
    expect(['2026-07-10', '2026-11-14', '2027-04-16'].map((d) => isInSnowMonths(d, '11-15', '04-15'))).toEqual([false, false, false]);
  });

  it('nearest neighbour from the depot; addresses without a known postal code go last, by address', () => {
    const addresses = ['B, Pointe-du-Lac G9C 1A1', 'Sans code postal', 'A, centre G9A 1A1', 'C, Cap G8T 2V8', 'A, aussi sans code'];
    expect(nearestNeighbourOrder([0, 0], addresses)).toEqual([2, 3, 0, 4, 1]);
  });

  it('recognises an image by its first bytes, never by its name or declared type', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('image/heic');
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg onload="x">'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
