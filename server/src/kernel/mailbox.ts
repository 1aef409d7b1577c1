import emailAddresses from 'email-addresses';

/** Characters a customer's one address never needs: lists, comments, quoting, display names, domain literals. */
const NOT_IN_A_PLAIN_ADDRESS = /[\s",;:<>()[\]\\]/;

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
  if (input === '' || NOT_IN_A_PLAIN_ADDRESS.test(input)) return null;
  const parsed = emailAddresses.parseOneAddress({ input, rfc6532: true, rejectTLD: true });
  if (!parsed || parsed.type !== 'mailbox' || parsed.name !== null || parsed.parts.comments.length > 0) return null;
  if (parsed.local.length === 0 || parsed.domain.endsWith('.')) return null;
  return `${parsed.local}@${parsed.domain}`.toLowerCase();
}
