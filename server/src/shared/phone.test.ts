import { canReceiveSms, formatPhone, normalizePhone } from './phone';

describe('phone numbers', () => {
  it('normalises Canadian numbers written any usual way to E.164 and refuses the rest', () => {
    expect(normalizePhone('819 555-1234')).toBe('+18195551234');
    expect(normalizePhone('+1 (819) 376-1234')).toBe('+18193761234');
    expect(normalizePhone('1-819-376-1234')).toBe('+18193761234');
    expect(normalizePhone('555-1234')).toBeNull();
    expect(normalizePhone('819 555 12345678')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });

  it('shows North-American numbers in the national format', () => {
    expect(formatPhone('+18193761234')).toBe('(819) 376-1234');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(canReceiveSms('+18193761234')).toBe(true);
  });
});
