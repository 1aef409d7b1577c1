import { portalLineHtml, portalLineText } from '../mail/mail.public';

/** Who signs the customer messages (config.company) and where the site is. */
export interface MessageSender {
  name: string;
  phone: string;
  email: string;
  address: string;
  publicUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const LONG_DAY = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeZone: 'UTC' });
const TORONTO_DAY = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** '2026-12-01' → 'mardi 1er décembre 2026' (the calendar day as written). */
export function frenchIsoDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return LONG_DAY.format(new Date(Date.UTC(y!, m! - 1, d!))).replace(/ 1 /, ' 1er ');
}

/** An instant as its America/Toronto calendar day: '21 décembre 2026'. */
export function frenchDayOf(at: Date): string {
  return TORONTO_DAY.format(at).replace(/^1 /, '1er ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A French customer e-mail: greeting, paragraphs, optional link, the "Mon espace client" line and
 * the company's identity (name, address, phone, e-mail), as text and simple HTML.
 */
export function composeCustomerMail(sender: MessageSender, subject: string, greetingName: string | null, paragraphs: string[], link?: { label: string; url: string }): ComposedMail {
  const greeting = greetingName ? `Bonjour ${greetingName},` : 'Bonjour,';
  const identity = [sender.name, sender.address, `${sender.phone} · ${sender.email}`];
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label} : ${link.url}`, ''] : []), portalLineText(sender.publicUrl), '', ...identity, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${e(greeting)}</p>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${link ? `<p><a href="${e(link.url)}">${e(link.label)}</a></p>` : ''}
${portalLineHtml(sender.publicUrl)}
<p>${identity.map(e).join('<br>')}</p>
</body></html>
`;
  return { subject, text, html };
}
