import { portalLineHtml, portalLineText } from '../mail/mail.public';
import { eventQuoteContent, QuoteIssuer, QuoteRow } from './event-quote-content';
import type { EventRequest } from './event-request.entity';

export interface QuoteMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The French e-mail of an event quote: the content of event-quote-content.ts as text and HTML.
 * `labels` maps equipment types (bac, baril…) to their display names from the price list.
 */
export function buildEventQuoteMail(request: EventRequest, labels: Readonly<Record<string, string>>, issuer: QuoteIssuer, issuedAt: Date, publicUrl: string): QuoteMail {
  const quote = eventQuoteContent(request, labels, issuer, issuedAt);
  const { info, issuerLines, materials, services, estimate } = quote;
  const totals = quote.totals.map((t): [string, string] => [t.label, t.amount]);

  const textRows = (rows: QuoteRow[]) =>
    rows.length ? rows.map((r) => `  - ${r.label} : ${r.detail ? `${r.detail} = ` : ''}${r.amount}`) : ['  Aucun'];
  const text = [
    'Bonjour,',
    '',
    'Merci pour votre demande de soumission événementielle. En voici une copie.',
    '',
    `Soumission ${request.reference}`,
    `Date : ${quote.issuedOn}`,
    '',
    ...issuerLines,
    '',
    ...info.map(([k, v]) => `${k} : ${v}`),
    '',
    'Matériel :',
    ...textRows(materials),
    '',
    'Services :',
    ...textRows(services),
    '',
    ...totals.map(([k, v]) => `${k} : ${v}`),
    '',
    estimate,
    quote.validity,
    '',
    portalLineText(publicUrl),
    '',
    issuer.name,
    '',
  ].join('\n');

  const e = escapeHtml;
  const htmlRows = (rows: QuoteRow[]) =>
    rows.length
      ? rows.map((r) => `<tr><td>${e(r.label)}</td><td>${e(r.detail)}</td><td style="text-align:right">${e(r.amount)}</td></tr>`).join('')
      : '<tr><td colspan="3">Aucun</td></tr>';
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>Soumission ${e(request.reference)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Bonjour,</p>
<p>Merci pour votre demande de soumission événementielle. En voici une copie.</p>
<h1 style="font-size:20px">Soumission ${e(request.reference)}</h1>
<p>Date : ${e(quote.issuedOn)}</p>
<p>${issuerLines.map(e).join('<br>')}</p>
<table>${info.map(([k, v]) => `<tr><th style="text-align:left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<h2 style="font-size:16px">Matériel</h2>
<table>${htmlRows(materials)}</table>
<h2 style="font-size:16px">Services</h2>
<table>${htmlRows(services)}</table>
<table style="margin-top:12px">${totals
    .map(([k, v], i) => `<tr><th style="text-align:left">${e(k)}</th><td style="text-align:right">${i === totals.length - 1 ? `<strong>${e(v)}</strong>` : e(v)}</td></tr>`)
    .join('')}</table>
<p><strong>${e(estimate)}</strong></p>
<p>${e(quote.validity)}</p>
${portalLineHtml(publicUrl)}
<p>${e(issuer.name)}</p>
</body></html>
`;

  return { subject: `Votre demande de soumission ${request.reference} – ${issuer.name}`, text, html };
}
