import { SignedLinks } from './signed-links';

describe('SignedLinks', () => {
  const links = new SignedLinks('test-only-session-key-0123456789abcdef');
  const now = new Date('2026-11-21T15:00:00.000Z');
  const path = '/invoices/soumission-42.pdf';
  const signed = links.sign(path, new Date(now.getTime() + 300_000));

  it('accepts its own link until it expires, then says it expired', () => {
    expect(signed.expires).toBe(String(now.getTime() / 1000 + 300));
    expect(links.check(path, signed.expires, signed.signature, now)).toBe('valid');
    expect(links.check(path, signed.expires, signed.signature, new Date(now.getTime() + 299_999))).toBe('valid');
    expect(links.check(path, signed.expires, signed.signature, new Date(now.getTime() + 300_000))).toBe('expired');
  });

  it('refuses another path, a moved expiry, an edited or missing signature, and another key', () => {
    expect(links.check('/invoices/soumission-43.pdf', signed.expires, signed.signature, now)).toBe('invalid');
    expect(links.check(path, String(Number(signed.expires) + 86_400), signed.signature, now)).toBe('invalid');
    const flipped = (signed.signature[0] === 'A' ? 'B' : 'A') + signed.signature.slice(1);
    expect(links.check(path, signed.expires, flipped, now)).toBe('invalid');
    expect(links.check(path, signed.expires, undefined, now)).toBe('invalid');
    expect(links.check(path, [signed.expires], signed.signature, now)).toBe('invalid');
    expect(links.check(path, '1e12', signed.signature, now)).toBe('invalid');
    expect(new SignedLinks('another-secret-of-at-least-32-characters!').check(path, signed.expires, signed.signature, now)).toBe('invalid');
  });
});
