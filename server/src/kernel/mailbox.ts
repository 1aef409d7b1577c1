import emailAddresses from 'email-addresses';

/** Characters a customer's one address never needs: lists, comments, quoting, display names, domain literals. */
const NOT_IN_A_PLAIN_ADDRESS = /[\s",;:<>()[\]\\]/;
/**
 * The common case, decided without the parser: an ASCII dot-atom, `@`, an ASCII dot-atom with at
 * least two labels (RFC 5322 `atext`). Every such address is one the parser accepts as a plain
 * mailbox, with these very local part and domain (mailbox.test.ts checks both ways on a corpus);
 * anything else goes to the parser. The parser built about 100 kB of objects per address, four
 * fifths of class-validator's allocations on the pickup write path (issue #31).
 */
const PLAIN_ASCII_ADDRESS = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*@[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)+$/;

/**
 * The canonical mailbox of an address typed by a customer, or null when it is not exactly one plain
 * address. Parsed as RFC 5322 (with RFC 6532's UTF-8) by the `email-addresses` package; refused:
 * lists (`a@x.org,b`, `a@x.org;b`), groups, display names, comments, quoted local parts
 * (`"a"@x.org`), domain literals and domains without a top-level part. The canonical form is
 * lower-cased (domain and local part: what mail providers treat as one mailbox) without the
 * domain's trailing dot, so `A@X.ORG.` and `a@x.org` are one recipient for every cap and limit
 * (issue #32: 9 quote e-mails reached one mailbox with a cap of 3 through such spellings).
 */
export function canonicalMailbox(raw: string): string | null {
  const input = raw.trim().replace(/\.$/, '');
  // Every mailbox the parser accepts has an `@` (addr-spec, angle-addr and their obsolete forms all
  // do): without one the answer is null, decided without the parser, which spent about 20 µs per
  // character on a 20,000-character text (3 s on 120,000; issue #31).
  if (input === '' || NOT_IN_A_PLAIN_ADDRESS.test(input) || !input.includes('@')) return null;
  if (PLAIN_ASCII_ADDRESS.test(input)) return input.toLowerCase();
  return parsedMailbox(input);
}

/** canonicalMailbox through the RFC 5322 parser alone (also the fast path's reference in mailbox.test.ts). */
export function parsedMailbox(input: string): string | null {
  const parsed = emailAddresses.parseOneAddress({ input, rfc6532: true, rejectTLD: true });
  if (!parsed || parsed.type !== 'mailbox' || parsed.name !== null || parsed.parts.comments.length > 0) return null;
  if (parsed.local.length === 0 || parsed.domain.endsWith('.')) return null;
  return `${parsed.local}@${parsed.domain}`.toLowerCase();
}
