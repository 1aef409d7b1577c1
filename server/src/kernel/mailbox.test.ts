import { canonicalMailbox, parsedMailbox } from './mailbox';

/** canonicalMailbox as it was before its fast path: every address through the RFC 5322 parser. */
function reference(raw: string): string | null {
  const input = raw.trim().replace(/\.$/, '');
  if (input === '' || /[\s",;:<>()[\]\\]/.test(input)) return null;
  return parsedMailbox(input);
}

const CORPUS = [
  'marie@exemple.ca', 'Marie.Tremblay@Exemple.CA', 'A@X.ORG.', ' a@x.org ', 'a@x', 'a@x.', 'a@.x.org', 'a@x..org', '.a@x.org', 'a.@x.org', 'a..b@x.org',
  'a+tag@x.org', "o'neil@x.org", 'a/b=c?d^e_f`g{h|i}j~k@x.org', '#!$%&*@x.org', 'a@-x.org', 'a@x-.org', 'a@x.o-rg', 'a@1.2', 'a@b@c.org', '@x.org', 'a@',
  'élise@exemple.ca', 'a@exemple.québec', 'a@x.org,b@y.org', 'a@x.org;b', '"a"@x.org', 'A <a@x.org>', 'a@[1.2.3.4]', 'a(c)@x.org', 'a@x.org\n', 'a\\b@x.org', '',
  // Without an `@` (refused before the parser): plain words, obsolete forms, unicode, a long text.
  'marie', 'marie.exemple.ca', 'x.y', 'élise', '💩', '\u202e', 'a.', 'Marie Tremblay', '=?utf-8?q?a?=', 'x'.repeat(500),
];

describe('canonicalMailbox (its fast path gives what the parser gives)', () => {
  it('answers the parser\'s result on a corpus of plain, odd and refused addresses', () => {
    for (const address of CORPUS) expect([address, canonicalMailbox(address)]).toEqual([address, reference(address)]);
    expect(canonicalMailbox('Marie.Tremblay@Exemple.CA.')).toBe('marie.tremblay@exemple.ca');
    expect(canonicalMailbox('a@x')).toBeNull();
  });

  it('answers the parser\'s result on 4 000 random addresses built of atext, dots, @ and a few others', () => {
    const alphabet = "aZ09!#$%&'*+-/=?^_`{|}~...@é ";
    let seed = 31;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const part = (length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const differing: [string, string | null, string | null][] = [];
    let plain = 0;
    for (let i = 0; i < 4_000; i += 1) {
      const text = `${part(1 + Math.floor(random() * 6))}@${part(1 + Math.floor(random() * 6))}`;
      const expected = reference(text);
      const actual = canonicalMailbox(text);
      if (expected !== null) plain += 1;
      if (actual !== expected) differing.push([text, actual, expected]);
    }
    expect(differing).toEqual([]);
    expect(plain).toBeGreaterThan(100);
  });

  it('answers null, as the parser does, on 2 000 random texts without an @ (decided before the parser)', () => {
    const alphabet = "aZ09!#$%&'*+-/=?^_`{|}~...é<>\"(),;:[] \u00a0💩";
    let seed = 47;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const accepted: string[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      if (parsedMailbox(text) !== null || canonicalMailbox(text) !== null) accepted.push(text);
    }
    expect(accepted).toEqual([]);
  });
});
